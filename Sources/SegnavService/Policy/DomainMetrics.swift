import MicroHTTP
import NavigationModel
import Prometheus
import SegnavWire
import SessionStore
import Synchronization

/// What the service did, for `/metrics` beside the HTTP figures: sessions
/// created, expired and deleted; actions by type and outcome; warnings by
/// code; scenarios by result; stream ends by reason. Each counter is made on
/// its first use (the registry returns the same one for the same labels), so
/// only what happened is exported.
final class DomainMetrics: Sendable {
    enum ActionOutcome: String, CaseIterable { case applied, refused, stale, gone }

    private let registry: PrometheusCollectorRegistry
    /// Counters already made, by metric and labels: the registry's own lookup
    /// rebuilds the metric's descriptor and help text on every call, and
    /// actions and warnings are counted on the writes' thread. Kept in arrays
    /// by the labels' positions among their enums' cases, not in a dictionary:
    /// hashing the key was some 1 k instructions a write (issue 41), and a
    /// string key was a heap allocation per action and per warning before that.
    private let made = Mutex<Made>(Made())

    private struct Made {
        var sessions: [String: Counter] = [:]
        var actions = [Counter?](repeating: nil, count: ActionType.allCases.count * ActionOutcome.allCases.count)
        var warnings = [Counter?](repeating: nil, count: WarningCode.allCases.count)
    }

    init(registry: PrometheusCollectorRegistry) {
        self.registry = registry
        // Present from the start (at 0), so a rate over them never lacks a first sample.
        for outcome in ["created", "expired", "deleted"] { _ = sessionCounter(outcome) }
    }

    private func sessionCounter(_ outcome: String) -> Counter {
        registry.makeCounter(
            descriptor: MetricNameDescriptor(
                namespace: "segnav", subsystem: "sessions", metricName: outcome, unitName: "total",
                helpText: "Sessions \(outcome)"))
    }

    func sessionsCreated() { sessionsCounter("created").increment() }
    func sessionsExpired(_ count: Int) { sessionsCounter("expired").increment(by: Int64(count)) }
    func sessionsDeleted() { sessionsCounter("deleted").increment() }

    private func sessionsCounter(_ outcome: String) -> Counter {
        if let kept = made.withLock({ $0.sessions[outcome] }) { return kept }
        let counter = sessionCounter(outcome)
        made.withLock { $0.sessions[outcome] = counter }
        return counter
    }

    /// The counter kept at `slot` of one of `made`'s arrays, made by `make` on first use.
    private func counter(_ list: WritableKeyPath<Made, [Counter?]>, _ slot: Int, _ make: () -> Counter) -> Counter {
        if let kept = made.withLock({ $0[keyPath: list][slot] }) { return kept }
        let counter = make()
        made.withLock { $0[keyPath: list][slot] = counter }
        return counter
    }

    /// Each action of a request (a batch counts each), with the request's outcome.
    func actions(_ actions: [Action], _ outcome: ActionOutcome) {
        let column = ActionOutcome.allCases.firstIndex(of: outcome) ?? 0
        for action in actions {
            let type = action.type
            let row = ActionType.allCases.firstIndex(of: type) ?? 0
            counter(\.actions, row * ActionOutcome.allCases.count + column) {
                registry.makeCounter(descriptor: Self.actions, labels: [("type", action.typeName), ("outcome", outcome.rawValue)])
            }.increment()
        }
    }

    /// The warning events a write produced, by code.
    func warnings(_ applied: SessionShard.Applied) {
        applied.forEachWarning { code in
            counter(\.warnings, WarningCode.allCases.firstIndex(of: code) ?? 0) {
                registry.makeCounter(descriptor: Self.warnings, labels: [("code", code.rawValue)])
            }.increment()
        }
    }

    func scenario(_ result: String) {
        registry.makeCounter(descriptor: Self.scenarios, labels: [("result", result)]).increment()
    }

    func streamEnded(_ reason: String) {
        registry.makeCounter(descriptor: Self.streamEnds, labels: [("reason", reason)]).increment()
    }

    static var actions: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "segnav", metricName: "actions", unitName: "total",
            helpText: "Actions requested, by type and outcome (applied, refused by the UI, stale If-Match, session gone)")
    }
    static var warnings: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "segnav", metricName: "warnings", unitName: "total",
            helpText: "Warning events that actions produced, by code")
    }
    static var scenarios: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "segnav", metricName: "scenarios", unitName: "total",
            helpText: "Scenarios run by POST /v1/scenarios, by result (passed, failed, invalid)")
    }
    static var streamEnds: MetricNameDescriptor {
        MetricNameDescriptor(
            namespace: "segnav", subsystem: "stream", metricName: "ends", unitName: "total",
            helpText: "Event streams ended by the server, by reason (deleted, expired, shutdown, lagging)")
    }
}
