import MicroHTTP
import Prometheus
import Synchronization

/// Prometheus metrics (DESIGN.md §4 `/metrics`): requests by route and status, a
/// latency histogram by route, live sessions, waiting long-polls and open
/// connections (how close the server is to `--connection-limit`).
final class ServiceMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    /// What requests are counted under: one route, by its own method and
    /// pattern, or one of the answers no route gives. Its latency histogram is
    /// made up front; its counters by status on first use. The router hands
    /// the route's object over with the match, so the hot path hashes no
    /// strings; a route answers with a handful of statuses, so they are found
    /// by a short scan rather than by hashing the status.
    final class RouteMetrics: Sendable {
        let method: String
        let pattern: String
        let histogram: DurationHistogram
        let counters = Mutex<[(status: Int, counter: Counter)]>([])

        fileprivate init(method: String, pattern: String, histogram: DurationHistogram) {
            self.method = method
            self.pattern = pattern
            self.histogram = histogram
        }
    }
    /// CORS preflights and plain `OPTIONS` on a known path.
    let preflight: RouteMetrics
    /// 404, 405, and 401 before routing.
    let unmatched: RouteMetrics
    /// What the transport refused before any handler (413, framing).
    let refused: RouteMetrics
    private let sessions: Gauge
    private let waiting: Gauge
    private let connections: Gauge
    private let streams: Gauge
    private let streamMessages: Counter
    private let unsentBytes: Gauge
    private let historyBytes: Gauge
    private let memoryRefusals: Counter
    private let journalCommits: Counter
    private let journalRecords: Counter
    /// Sessions, actions, warnings, scenarios and stream ends.
    let domain: DomainMetrics
    /// Totals kept elsewhere (atomics on hot paths) and already added to the
    /// counters above: each scrape adds what came since.
    private let reportedMessages = Atomic<Int>(0)
    private let reportedRefusals = Atomic<Int>(0)
    private let reportedCommits = Atomic<Int>(0)
    private let reportedRecords = Atomic<Int>(0)
    static let buckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(5),
        .milliseconds(25), .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(5), .seconds(30), .seconds(60),
    ]
    static var requests: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "segnav", subsystem: "http", metricName: "requests", unitName: "total",
            helpText: "HTTP requests by route, method and status")
    }
    static var latency: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "segnav", subsystem: "http", metricName: "request_duration", unitName: "seconds",
            helpText: "Time from a complete request to its response")
    }

    init() {
        let registry = PrometheusCollectorRegistry()
        self.registry = registry
        sessions = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", metricName: "sessions", unitName: "", helpText: "Live sessions"))
        waiting = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", metricName: "waiting_long_polls", unitName: "", helpText: "Long-polls waiting for events"))
        connections = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", subsystem: "http", metricName: "open_connections", unitName: "",
                helpText: "Client connections open now"))
        streams = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", metricName: "open_streams", unitName: "", helpText: "Event streams open now"))
        streamMessages = registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", metricName: "stream_messages", unitName: "total",
                helpText: "Messages queued to event streams (lifecycle events, states, farewells)"))
        unsentBytes = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", subsystem: "http", metricName: "unsent", unitName: "bytes",
                helpText: "Bytes of answers and stream messages not yet taken by their clients (limit: --response-memory-limit)"))
        historyBytes = registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", metricName: "history", unitName: "bytes",
                helpText:
                    "About what the sessions' histories hold in memory: kept actions by weight, and each base and checkpoint (bounded per session by --max-history-bytes and 16 checkpoints)"
            ))
        memoryRefusals = registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", subsystem: "http", metricName: "memory_refusals", unitName: "total",
                helpText: "Reads answered 503 and streams ended because unsent answers held --response-memory-limit"))
        // Records ÷ commits is the group commit's batch: what a commit's fsync is shared by (DESIGN.md §5.7).
        journalCommits = registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", subsystem: "journal", metricName: "commits", unitName: "total",
                helpText: "Transactions the --state-file journal committed (each one fsync'd)"))
        journalRecords = registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", subsystem: "journal", metricName: "records", unitName: "total",
                helpText: "Records the --state-file journal committed: creates, action batches, deletes and compactions"))
        domain = DomainMetrics(registry: registry)
        // What is running: a constant 1 labelled with the version, the convention for build information.
        registry.makeGauge(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", metricName: "build_info", unitName: "",
                helpText: "segnav's version and libmicrohttpd's; always 1"),
            labels: [("version", BuildInfo.version), ("libmicrohttpd", HTTPServer.libraryVersion)]
        ).set(1.0)
        preflight = Self.route(registry, method: "OPTIONS", pattern: "preflight")
        unmatched = Self.route(registry, method: "*", pattern: "unmatched")
        refused = Self.route(registry, method: "*", pattern: "refused")
    }

    /// The metrics of one route, labelled with its method and pattern.
    func route(method: String, pattern: String) -> RouteMetrics {
        Self.route(registry, method: method, pattern: pattern)
    }

    private static func route(_ registry: PrometheusCollectorRegistry, method: String, pattern: String) -> RouteMetrics {
        RouteMetrics(
            method: method, pattern: pattern,
            histogram: registry.makeDurationHistogram(
                descriptor: Self.latency, labels: [("route", pattern), ("method", method)], buckets: Self.buckets))
    }

    func record(_ route: RouteMetrics, status: Int, nanoseconds: Int64) {
        let counter = route.counters.withLock { table in
            if let found = table.first(where: { $0.status == status }) { return found.counter }
            let counter = registry.makeCounter(
                descriptor: Self.requests,
                labels: [("route", route.pattern), ("method", route.method), ("status", String(status))])
            table.append((status, counter))
            return counter
        }
        counter.increment()
        route.histogram.recordNanoseconds(nanoseconds)
    }

    func text(
        sessions live: Int, waiting polls: Int, connections open: Int, streams openStreams: Int,
        streamMessages sent: Int, memory: ResponseMemory, historyBytes history: Int, journal: (commits: Int, records: Int)
    ) -> [UInt8] {
        historyBytes.set(Double(history))
        sessions.set(Double(live))
        waiting.set(Double(polls))
        connections.set(Double(open))
        streams.set(Double(openStreams))
        Self.catchUp(streamMessages, to: sent, reported: reportedMessages)
        unsentBytes.set(Double(memory.value))
        let refused = memory.refused
        Self.catchUp(memoryRefusals, to: refused, reported: reportedRefusals)
        Self.catchUp(journalCommits, to: journal.commits, reported: reportedCommits)
        Self.catchUp(journalRecords, to: journal.records, reported: reportedRecords)
        return registry.emitToBuffer() + Array(ProcessMetrics.text().utf8)
    }

    /// Adds to `counter` what `total` (kept elsewhere) gained since the last scrape.
    private static func catchUp(_ counter: Counter, to total: Int, reported: borrowing Atomic<Int>) {
        counter.increment(by: Int64(total - reported.exchange(total, ordering: .relaxed)))
    }
}
