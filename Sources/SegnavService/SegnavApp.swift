import Logging
import MicroHTTP
import SessionStore
import SegnavWire
import SystemSupport

/// The whole HTTP application: the route table plus what applies to every
/// route (authentication, CORS, metrics, request logging) and the one place
/// that answers 404 and 405. The daemon talks to this; tests may too, with no socket.
public struct SegnavApp: Responder {
    /// A route as the router holds it: its handler, who may call it, and its metrics.
    struct Target: Sendable {
        let route: Route
        let metrics: ServiceMetrics.RouteMetrics
    }

    let router: Router<Target>
    public let store: SessionStore
    /// Open client connections, for `/metrics`; the daemon hands it to its server.
    public let connections: ConnectionGauge
    /// Answers and stream messages not yet taken by clients, against the
    /// server's budget (`--response-memory-limit`); the daemon hands it to its server.
    public let responseMemory: ResponseMemory
    let work: StatelessWork
    /// Keeps the program lane's thread for as long as the app (the store holds only its executor).
    let programLane: ProgramLane
    let tickets: StreamTickets
    let policy: AccessPolicy
    let metrics: ServiceMetrics
    let logger: Logger
    let accessLog: Bool
    /// Error answers' info lines when the access log is off (`ErrorLogSampler`).
    let errorLog = ErrorLogSampler()

    public init(configuration: ServiceConfiguration = ServiceConfiguration(), logger: Logger = Logger(label: "segnav")) {
        let programLane = ProgramLane()
        let services = Services(
            store: SessionStore(
                limits: configuration.limits, node: configuration.node,
                clock: StoreClock { MonotonicClock.coarseSeconds() }, programs: programLane.executor),
            tickets: StreamTickets(lifetime: configuration.limits.ticketLifetime), work: StatelessWork(), memory: ResponseMemory(),
            connections: ConnectionGauge(), metrics: ServiceMetrics(), node: configuration.node)
        let metrics = services.metrics
        router = Router(
            Self.routes(services).map { route in
                (route.method, route.pattern, Target(route: route, metrics: metrics.route(method: route.method, pattern: route.pattern)))
            })
        store = services.store
        connections = services.connections
        responseMemory = services.memory
        work = services.work
        self.programLane = programLane
        tickets = services.tickets
        self.metrics = metrics
        policy = AccessPolicy(token: configuration.token.map { Array($0.utf8) }, allowedOrigins: configuration.corsOrigins)
        self.logger = logger
        accessLog = configuration.accessLog
    }

    /// Method and pattern of every route, in table order.
    public var routeNames: [(method: String, pattern: String)] { router.routeNames }

    public func handler(for request: Request) -> Handler {
        let start = MonotonicClock.nanoseconds()
        let (bound, route, handler) = choose(request)
        // Work that stays on the MHD thread is done here and now: the answer
        // goes back as `.response`, with no closure per request around it.
        switch handler {
        case .response(let response):
            return .response(finish(bound, response, route: route, since: start))
        case .immediate(let handle):
            return .response(finish(bound, handle(bound), route: route, since: start))
        case .deferred(let handle):
            // Timed from the same start as the rest, so the latency includes
            // the wait for a deferred thread ("from a complete request to its
            // response"); called with the request whose path parameters are bound.
            return .deferred { _ in
                finish(bound, await handle(bound), route: route, since: start)
            }
        }
    }

    /// The route's handler, or the answer when there is none: with a token
    /// configured, an unauthenticated request learns nothing of the routes
    /// (401 before 404 or 405, and one `Allow` for every `OPTIONS`).
    private func choose(_ request: Request) -> (Request, ServiceMetrics.RouteMetrics, Handler) {
        let resolution = router.resolve(method: request.method, path: request.path)
        let refusal = policy.authenticate(request)
        if case .matched(let match) = resolution {
            var bound = request
            bound.parameters = match.parameters
            let target = match.target
            if let refusal, !admits(bound, target.route.access) {
                return (bound, target.metrics, .problem(refusal))
            }
            return (bound, target.metrics, target.route.handle(bound))
        }
        if request.method == "OPTIONS" {
            // Without the token, every path allows every method: an `Allow` per path would map the API.
            let allow: [String]
            switch resolution {
            case .methodNotAllowed(let methods) where refusal == nil: allow = methods
            case .notFound where refusal == nil:
                return (request, metrics.unmatched, .problem(.notFound("no route for \(request.path)")))
            default: allow = AccessPolicy.everyMethod
            }
            return (request, metrics.preflight, .response(policy.preflight(request, allow: allow)))
        }
        if let refusal { return (request, metrics.unmatched, .problem(refusal)) }
        switch resolution {
        case .methodNotAllowed(let allow):
            return (request, metrics.unmatched, .problem(.methodNotAllowed(request.method, path: request.path, allow: allow)))
        default:
            return (request, metrics.unmatched, .problem(.notFound("no route for \(request.path)")))
        }
    }

    /// Whether a request without the token may still call a route.
    private func admits(_ request: Request, _ access: Route.Access) -> Bool {
        switch access {
        case .token: return false
        case .open: return true
        case .tokenOrTicket:
            guard let ticket = request.queryValue("ticket"), let id = request.parameters["id"] else { return false }
            return tickets.admits(ticket, session: id, now: store.now)
        }
    }

    /// Adds CORS headers, records metrics and logs: every answer a route (or
    /// the 404/405/preflight) gives passes here once; `refusal` does its own.
    private func finish(_ request: Request, _ response: Response, route: ServiceMetrics.RouteMetrics, since start: Int64) -> Response {
        var response = response
        // A preflight answer carries its CORS headers already.
        var added = response.header("Access-Control-Allow-Origin") == nil ? policy.corsHeaders(origin: request.header("Origin")) : []
        if policy.variesByOrigin { added.append(Field("Vary", "Origin")) }
        if !added.isEmpty {
            response.headers += added
            response.prepared = nil  // its headers lack these
        }
        let nanoseconds = MonotonicClock.nanoseconds() - start
        metrics.record(route, status: response.status, nanoseconds: nanoseconds)
        // The client's request id comes back on its answer; with the access log on, one is made up when it
        // sent none, so every logged line can be found from the client's side. (A per-request header costs
        // the prepared twin of a constant answer, so without the log a request without an id keeps it.)
        let requestID = RequestID.accepted(request.header("X-Request-Id")) ?? (accessLog ? RequestID.make() : nil)
        if let requestID {
            response.headers.append(Field("X-Request-Id", requestID))
            response.prepared = nil
        }
        if accessLog {
            logAccess(request, response, route: route, nanoseconds: nanoseconds, requestID: requestID)
        } else if response.status >= 400, logger.logLevel <= .info {
            logError(request, response, route: route, requestID: requestID, at: start &+ nanoseconds)
        } else if logger.logLevel <= .debug {
            logger.debug("\(request.method) \(request.path) \(response.status)\(requestID.map { " request-id=\($0)" } ?? "")")
        }
        return response
    }

    public func refusal(_ refusal: Refusal, for request: Request) -> Response {
        var response = Problem(refusal: refusal).response
        response.headers += policy.corsHeaders(origin: request.header("Origin"))
        if policy.variesByOrigin { response.headers.append(Field("Vary", "Origin")) }
        metrics.record(metrics.refused, status: response.status, nanoseconds: 0)
        logger.debug("\(request.method) \(request.path) \(response.status) (refused)")
        return response
    }

    public func transportAnswer(_ answer: TransportAnswer) -> Response {
        Problem(transport: answer).response
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
            if evicted > 0 {
                metrics.domain.sessionsExpired(evicted)
                logger.info("evicted \(evicted) idle sessions")
            }
        }
    }
}
