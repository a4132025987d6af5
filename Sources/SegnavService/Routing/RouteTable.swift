import MicroHTTP
import SessionStore

/// What the routes act on: made once by `SegnavApp`, shared by every handler.
struct Services: Sendable {
    let store: SessionStore
    let tickets: StreamTickets
    /// Comparisons and scenarios: one thread and one admission bound for both.
    let work: StatelessWork
    let memory: ResponseMemory
    /// The part of `memory` all streams together may hold (`StreamShares`).
    let streamShare = ResponseMemory()
    let connections: ConnectionGauge
    let metrics: ServiceMetrics
    let node: String?
}

extension SegnavApp {
    /// Every route segnav answers, in one place: a new route is one line here
    /// and a handler in Routes/ (DESIGN.md §5, "Where does a change go").
    /// Metrics are labelled by each route's own method and pattern, so the
    /// order of this table means nothing but the order of matching.
    static func routes(_ s: Services) -> [Route] {
        let about = SystemRoutes.about(node: s.node)
        return [
            Route("GET", "/", access: .open) { ViewerRoutes.asset(ViewerRoutes.page, $0) },
            Route("GET", "/healthz", access: .open) { _ in .response(SystemRoutes.health) },
            Route("GET", "/readyz", access: .open) { _ in .response(SystemRoutes.ready) },
            Route("GET", "/metrics") { _ in .response(SystemRoutes.metrics(s)) },
            Route("GET", "/v1/version") { _ in .response(about) },
            Route("GET", "/v1/client.js", access: .open) { ViewerRoutes.asset(ViewerRoutes.clientModule, $0) },
            Route("GET", "/v1/client.d.ts", access: .open) { ViewerRoutes.asset(ViewerRoutes.clientTypes, $0) },

            Route("POST", "/v1/sessions") { SessionRoutes.create($0, store: s.store, metrics: s.metrics.domain) },
            Route("GET", "/v1/sessions") { .response(SessionRoutes.list($0, store: s.store)) },
            Route("GET", "/v1/sessions/{id}") { SessionRoutes.read($0, store: s.store, \.stateResponse) },
            Route("DELETE", "/v1/sessions/{id}") { SessionRoutes.delete($0, store: s.store, metrics: s.metrics.domain) },
            Route("GET", "/v1/sessions/{id}/screen") { SessionRoutes.read($0, store: s.store, \.screenResponse) },
            Route("GET", "/v1/sessions/{id}/scenario") { HistoryRoutes.export($0, store: s.store) },
            Route("GET", "/v1/sessions/{id}/trace") { TraceRoutes.export($0, store: s.store) },
            Route("POST", "/v1/sessions/{id}/forks") { HistoryRoutes.forkRoute($0, store: s.store, metrics: s.metrics.domain) },
            Route("POST", "/v1/sessions/{id}/actions") { ActionRoutes.act($0, store: s.store, metrics: s.metrics.domain) },
            Route("GET", "/v1/sessions/{id}/events") { EventRoutes.events($0, store: s.store) },
            Route("GET", "/v1/sessions/{id}/events/{seq}/why") { WhyRoutes.why($0, store: s.store) },
            Route("GET", "/v1/sessions/{id}/stream", access: .tokenOrTicket) {
                StreamRoutes.stream(
                    $0, store: s.store, tickets: s.tickets, memory: s.memory, streamShare: s.streamShare,
                    metrics: s.metrics.domain)
            },
            Route("POST", "/v1/sessions/{id}/stream/tickets") {
                .response(StreamRoutes.ticket($0, store: s.store, tickets: s.tickets))
            },

            Route("POST", "/v1/compare") { CompareRoutes.compare($0, work: s.work) },
            Route("POST", "/v1/scenarios") { ScenarioRoutes.run($0, work: s.work, metrics: s.metrics.domain) },
            Route("POST", "/v1/traces") { TraceRoutes.check($0, work: s.work) },
        ]
    }
}
