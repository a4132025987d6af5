import Prometheus
import Synchronization

/// Prometheus metrics (SPEC §3 `/metrics`): requests by route and status, a
/// latency histogram by route, live sessions and waiting long-polls.
final class ServiceMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private struct Key: Hashable {
        var route: String
        var method: String
        var status: Int
    }
    /// Counters are created once per key and kept: the registry's own lookup is slower.
    private let counters = Mutex<[Key: Counter]>([:])
    private let histograms = Mutex<[String: DurationHistogram]>([:])
    private let sessions: Gauge
    private let waiting: Gauge
    static let buckets: [Duration] = [
        .microseconds(100), .microseconds(250), .microseconds(500), .milliseconds(1), .milliseconds(5),
        .milliseconds(25), .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(5), .seconds(30), .seconds(60),
    ]

    static var requests: MetricNameDescriptor { MetricNameDescriptor(
        namespace: "segnav", subsystem: "http", metricName: "requests", unitName: "total",
        helpText: "HTTP requests by route, method and status") }
    static var latency: MetricNameDescriptor { MetricNameDescriptor(
        namespace: "segnav", subsystem: "http", metricName: "request_duration", unitName: "seconds",
        helpText: "Time from a complete request to its response") }

    init() {
        sessions = registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "segnav", metricName: "sessions", unitName: "", helpText: "Live sessions"))
        waiting = registry.makeGauge(descriptor: MetricNameDescriptor(
            namespace: "segnav", metricName: "waiting_long_polls", unitName: "", helpText: "Long-polls waiting for events"))
    }

    func record(route: String, method: String, status: Int, duration: Duration) {
        let key = Key(route: route, method: method, status: status)
        let counter = counters.withLock { table in
            if let counter = table[key] { return counter }
            let counter = registry.makeCounter(
                descriptor: Self.requests,
                labels: [("route", route), ("method", method), ("status", String(status))])
            table[key] = counter
            return counter
        }
        counter.increment()
        let histogram = histograms.withLock { table in
            if let histogram = table[route] { return histogram }
            let histogram = registry.makeDurationHistogram(
                descriptor: Self.latency, labels: [("route", route)], buckets: Self.buckets)
            table[route] = histogram
            return histogram
        }
        histogram.recordNanoseconds(duration.nanoseconds)
    }

    func text(sessions live: Int, waiting polls: Int) -> [UInt8] {
        sessions.set(Double(live))
        waiting.set(Double(polls))
        return registry.emitToBuffer()
    }
}

extension Duration {
    var nanoseconds: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
