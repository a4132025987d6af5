import Logging
import MicroHTTP

/// The whole HTTP application: the router plus what applies to every route
/// (request logging). The daemon talks to this; tests may too, with no socket.
public struct SegnavApp: Responder {
    public let router: Router
    let logger: Logger

    public init(configuration: ServiceConfiguration = ServiceConfiguration(), logger: Logger = Logger(label: "segnav")) {
        var router = Router()
        SystemRoutes.register(on: &router, node: configuration.node)
        self.router = router
        self.logger = logger
    }

    public func handler(for request: Request) -> Handler {
        let handler = router.handler(for: request)
        // One line per request at debug level; skipped entirely otherwise, so
        // the immediate path pays nothing for it.
        guard logger.logLevel <= .debug else { return handler }
        let logger = self.logger
        switch handler {
        case .immediate(let handle):
            return .immediate { request in
                let response = handle(request)
                logger.debug("\(request.method) \(request.path) \(response.status)")
                return response
            }
        case .deferred(let handle):
            return .deferred { request in
                let response = await handle(request)
                logger.debug("\(request.method) \(request.path) \(response.status)")
                return response
            }
        }
    }

    public func refusal(_ refusal: Refusal, for request: Request) -> Response {
        let response = router.refusal(refusal, for: request)
        logger.debug("\(request.method) \(request.path) \(response.status) (refused)")
        return response
    }
}
