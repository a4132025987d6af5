import MicroHTTP

#if canImport(Glibc)
import Glibc
#endif

/// Maps method + path pattern to a handler (DESIGN.md §5).
///
/// Patterns are literal segments and `{name}` parameters; unknown paths get
/// 404 and known paths with another method 405 with `Allow`, both as problem
/// details and both answered at once (`.response`), since no state is touched.
public struct Router: Responder {
    enum Part: Sendable, Equatable {
        /// Kept as bytes: compared with the path's bytes on every request.
        case literal([UInt8])
        case parameter(String)
    }

    /// Picks the handler per request: a route can answer an error found
    /// before any state is touched immediately, and hop only for real work.
    /// It gets the request with its path parameters; the handler it returns is
    /// called with the transport's request, which has none, so it should use
    /// what the dispatch read (wrapping every handler again to re-bind them
    /// cost a closure and a request copy per request).
    public typealias Dispatch = @Sendable (Request) -> Handler

    struct Route: Sendable {
        var method: String
        var parts: [Part]
        var pattern: String
        var dispatch: Dispatch
    }

    private(set) var routes: [Route] = []

    /// Method and pattern of each route, in registration order.
    public var routeNames: [(method: String, pattern: String)] { routes.map { ($0.method, $0.pattern) } }

    public init() {}

    /// A route whose handler is the same for every request; it reads path
    /// parameters from the request it is called with.
    public mutating func add(_ method: String, _ pattern: String, _ handler: Handler) {
        add(method, pattern, dispatch: { request in Router.bind(handler, parameters: request.parameters) })
    }

    public mutating func add(_ method: String, _ pattern: String, dispatch: @escaping Dispatch) {
        routes.append(Route(method: method, parts: Router.parts(of: pattern), pattern: pattern, dispatch: dispatch))
    }

    /// The route a request matches: its pattern (for metrics and logs) and path parameters.
    public struct Match: Sendable {
        /// Position of the route in `routes` (metrics keep per-route figures by it).
        public var index: Int
        public var pattern: String
        public var parameters: PathParameters
        public var dispatch: Dispatch

        /// The route's handler for this request, dispatched with the path parameters.
        public func handler(for request: Request) -> Handler {
            var bound = request
            bound.parameters = parameters
            return dispatch(bound)
        }
    }

    public enum Resolution: Sendable {
        case matched(Match)
        case methodNotAllowed(allow: [String])
        case notFound
    }

    public func resolve(method: String, path: String) -> Resolution {
        var path = path
        return path.withUTF8 { bytes in
            let segments = Router.segmentCount(bytes)
            var allow: [String] = []
            // By index, not by element: binding each `Route` retained and released
            // its four reference-counted fields, for every route of every request.
            // The segment count rules most routes out before anything is compared.
            for index in routes.indices where routes[index].parts.count == segments {
                guard Router.matches(routes[index].parts, bytes) else { continue }
                let routeMethod = routes[index].method
                if routeMethod == method || (method == "HEAD" && routeMethod == "GET") {
                    let route = routes[index]
                    return .matched(Match(index: index, pattern: route.pattern,
                                          parameters: Router.parameters(route.parts, bytes), dispatch: route.dispatch))
                }
                if !allow.contains(routeMethod) { allow.append(routeMethod) }
            }
            if allow.isEmpty { return .notFound }
            if allow.contains("GET"), !allow.contains("HEAD") { allow.append("HEAD") }
            return .methodNotAllowed(allow: allow)
        }
    }

    static func segmentCount(_ path: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        var previous = UInt8(ascii: "/")
        for byte in path {
            if previous == UInt8(ascii: "/"), byte != UInt8(ascii: "/") { count += 1 }
            previous = byte
        }
        return count
    }

    /// Whether the path's non-empty segments fit the parts. This runs for
    /// every route of every request on the MHD thread, so it only compares
    /// bytes in place; parameters are copied out (`parameters`) once the path
    /// and the method have both matched.
    static func matches(_ parts: [Part], _ path: UnsafeBufferPointer<UInt8>) -> Bool {
        var position = 0
        for part in parts {
            guard let segment = nextSegment(path, &position) else { return false }
            if case .literal(let text) = part {
                guard text.count == segment.count,
                      text.withUnsafeBytes({ memcmp($0.baseAddress!, path.baseAddress! + segment.lowerBound, text.count) == 0 }) else { return false }
            }
        }
        return nextSegment(path, &position) == nil
    }

    /// The `{name}` segments of a path that `matches` the parts, in pattern order.
    static func parameters(_ parts: [Part], _ path: UnsafeBufferPointer<UInt8>) -> PathParameters {
        var parameters = PathParameters()
        var position = 0
        for part in parts {
            guard let segment = nextSegment(path, &position) else { break }
            if case .parameter(let name) = part {
                parameters.append(name, String(decoding: UnsafeBufferPointer(rebasing: path[segment]), as: UTF8.self))
            }
        }
        return parameters
    }

    /// Parts of a pattern such as `/v1/sessions/{id}`: literal segments and `{name}` parameters.
    static func parts(of pattern: String) -> [Part] {
        pattern.split(separator: "/", omittingEmptySubsequences: true).map { part -> Part in
            if part.hasPrefix("{"), part.hasSuffix("}") { return .parameter(String(part.dropFirst().dropLast())) }
            return .literal(Array(part.utf8))
        }
    }

    /// The next non-empty segment from `position` on; moves `position` past it.
    @inline(__always)
    private static func nextSegment(_ path: UnsafeBufferPointer<UInt8>, _ position: inout Int) -> Range<Int>? {
        let end = path.count
        while position < end, path[position] == UInt8(ascii: "/") { position += 1 }
        guard position < end else { return nil }
        let start = position
        while position < end, path[position] != UInt8(ascii: "/") { position += 1 }
        return start..<position
    }

    public func handler(for request: Request) -> Handler {
        switch resolve(method: request.method, path: request.path) {
        case .matched(let match):
            return match.handler(for: request)
        case .methodNotAllowed(let allow):
            return .problem(.methodNotAllowed(request.method, path: request.path, allow: allow))
        case .notFound:
            return .problem(.notFound("no route for \(request.path)"))
        }
    }

    /// Hands the path parameters to the handler inside its request.
    static func bind(_ handler: Handler, parameters: PathParameters) -> Handler {
        guard !parameters.isEmpty else { return handler }
        switch handler {
        case .response:
            return handler
        case .immediate(let handle):
            return .immediate { request in
                var request = request
                request.parameters = parameters
                return handle(request)
            }
        case .deferred(let handle):
            return .deferred { request in
                var request = request
                request.parameters = parameters
                return await handle(request)
            }
        }
    }

    public func refusal(_ refusal: Refusal, for request: Request) -> Response {
        switch refusal {
        case .bodyTooLarge(let limit): return Problem.payloadTooLarge(limit: limit).response
        case .malformedRequest(let reason):
            return Problem(status: 400, code: "malformed-request", title: "Bad Request",
                           detail: "the request's framing is ambiguous: \(reason); the connection is closed").response
        case .unsupportedTransferCoding(let coding):
            return Problem(status: 501, code: "unsupported-transfer-coding", title: "Not Implemented",
                           detail: "transfer coding '\(coding)' is not supported; send Content-Length or chunked; the connection is closed").response
        }
    }
}
