import Logging
import MicroHTTP

/// The whole HTTP application: the routes plus what applies to every one of
/// them (authentication, CORS, metrics, request logging). The daemon talks to
/// this; tests may too, with no socket.
public struct SegnavApp: Responder {
    public let router: Router
    public let store: SessionStore
    /// Open client connections, for `/metrics`; the daemon hands it to its server.
    public let connections = ConnectionGauge()
    /// Answers and stream messages not yet taken by clients, against the
    /// server's budget (`--response-memory-limit`); the daemon hands it to its server.
    public let responseMemory = ResponseMemory()
    let tickets: StreamTickets
    let policy: AccessPolicy
    let metrics: ServiceMetrics
    let logger: Logger
    /// Metrics indices of the answers no route gives, after the routes' own.
    private let routeCount: Int
    static let extraRoutes: [(method: String, pattern: String)] = [("OPTIONS", "preflight"), ("*", "unmatched"), ("*", "refused")]

    public init(configuration: ServiceConfiguration = ServiceConfiguration(), logger: Logger = Logger(label: "segnav")) {
        let store = SessionStore(limits: configuration.limits, node: configuration.node)
        var router = Router()
        SystemRoutes.register(on: &router, node: configuration.node)
        ViewerRoutes.register(on: &router)
        SessionRoutes.register(on: &router, store: store)
        EventRoutes.register(on: &router, store: store)
        ActionRoutes.register(on: &router, store: store)
        let tickets = StreamTickets()
        StreamRoutes.register(on: &router, store: store, memory: responseMemory, tickets: tickets)
        // Comparisons and scenarios share one thread and one admission bound.
        let work = StatelessWork()
        CompareRoutes.register(on: &router, work: work)
        ScenarioRoutes.register(on: &router, work: work)
        // Metrics are kept per route index: name `/metrics` itself before registering it last.
        let names = router.routeNames + [(method: "GET", pattern: "/metrics")] + SegnavApp.extraRoutes
        let metrics = ServiceMetrics(keys: names.map { ServiceMetrics.RouteKey(method: $0.method, pattern: $0.pattern) })
        let connections = self.connections, memory = self.responseMemory
        router.add("GET", "/metrics", .immediate { _ in
            Response(status: 200, headers: [Field("Content-Type", "text/plain; version=0.0.4")],
                     body: metrics.text(sessions: store.sessionCount, waiting: store.waitingCount,
                                        connections: connections.value, streams: store.streamCount,
                                        streamMessages: store.streamMessages, memory: memory))
        })
        self.routeCount = router.routeNames.count
        self.tickets = tickets
        self.router = router
        self.store = store
        self.metrics = metrics
        self.policy = AccessPolicy(token: configuration.token.map { Array($0.utf8) }, allowedOrigins: configuration.corsOrigins)
        self.logger = logger
    }

    public func handler(for request: Request) -> Handler {
        let start = MonotonicClock.nanoseconds()
        let resolution = router.resolve(method: request.method, path: request.path)
        let route: Int
        let handler: Handler
        switch resolution {
        case .matched(let match):
            route = match.index
            if let problem = policy.authenticate(request), !admitsByTicket(request, match) {
                handler = .problem(problem)
            } else {
                handler = match.handler(for: request)
            }
        case .methodNotAllowed(let allow) where request.method == "OPTIONS":
            route = routeCount
            handler = .response(policy.preflight(request, allow: allow))
        case .methodNotAllowed(let allow):
            route = routeCount + 1
            handler = .problem(policy.authenticateAPI(request) ?? .methodNotAllowed(request.method, path: request.path, allow: allow))
        case .notFound:
            route = routeCount + 1
            handler = .problem(policy.authenticateAPI(request) ?? .notFound("no route for \(request.path)"))
        }
        // Work that stays on the MHD thread is done here and now: the answer
        // goes back as `.response`, with no closure per request around it.
        switch handler {
        case .response(let response):
            return .response(finish(request, response, route: route, since: start))
        case .immediate(let handle):
            return .response(finish(request, handle(request), route: route, since: start))
        case .deferred(let handle):
            // Timed from the same start as the rest, so the latency includes
            // the wait for a deferred thread ("from a complete request to its response").
            return .deferred { request in
                finish(request, await handle(request), route: route, since: start)
            }
        }
    }

    /// A stream opened with a ticket instead of the token (`StreamTickets`).
    private func admitsByTicket(_ request: Request, _ match: Router.Match) -> Bool {
        guard match.pattern == StreamRoutes.pattern, let ticket = request.queryValue("ticket"),
              let id = match.parameters["id"] else { return false }
        return tickets.admits(ticket, session: id, now: store.now)
    }

    /// Adds CORS headers, records metrics and logs: every answer a route (or
    /// the router's 404/405/preflight) gives passes here once; `refusal` does its own.
    private func finish(_ request: Request, _ response: Response, route: Int, since start: Int64) -> Response {
        var response = response
        // A preflight answer carries its CORS headers already.
        let cors = response.header("Access-Control-Allow-Origin") == nil ? policy.corsHeaders(origin: request.header("Origin")) : []
        if !cors.isEmpty {
            response.headers += cors
            response.prepared = nil  // its headers lack these
        }
        metrics.record(route: route, status: response.status, nanoseconds: MonotonicClock.nanoseconds() - start)
        if logger.logLevel <= .debug {
            logger.debug("\(request.method) \(request.path) \(response.status)\(request.header("X-Request-Id").map { " request-id=\($0)" } ?? "")")
        }
        return response
    }

    public func refusal(_ refusal: Refusal, for request: Request) -> Response {
        var response = router.refusal(refusal, for: request)
        response.headers += policy.corsHeaders(origin: request.header("Origin"))
        response.prepared = nil
        metrics.record(route: routeCount + 2, status: response.status, nanoseconds: 0)
        logger.debug("\(request.method) \(request.path) \(response.status) (refused)")
        return response
    }

    /// Before the daemon stops: every long-poll returns what it has now.
    public func prepareShutdown() async {
        await store.close()
    }

    /// Evicts idle sessions every `interval` until cancelled.
    public func runEviction(every interval: Duration = .seconds(30)) async {
        while !Task.isCancelled {
            try? await Task.sleep(for: interval)
            let evicted = await store.evictIdle()
            if evicted > 0 { logger.info("evicted \(evicted) idle sessions") }
        }
    }
}

