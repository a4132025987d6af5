import MicroHTTP

/// Maps method + path pattern to a handler (SPEC §4).
///
/// Patterns are literal segments and `{name}` parameters; unknown paths get
/// 404 and known paths with another method 405 with `Allow`, both as problem
/// details and both immediate, since no state is touched.
public struct Router: Responder {
    enum Part: Sendable, Equatable {
        case literal(String)
        case parameter(String)
    }

    /// Picks the handler per request: a route can answer an error found
    /// before any state is touched immediately, and hop only for real work.
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

    public mutating func add(_ method: String, _ pattern: String, _ handler: Handler) {
        add(method, pattern, dispatch: { _ in handler })
    }

    public mutating func add(_ method: String, _ pattern: String, dispatch: @escaping Dispatch) {
        let parts = pattern.split(separator: "/", omittingEmptySubsequences: true).map { part -> Part in
            if part.hasPrefix("{"), part.hasSuffix("}") { return .parameter(String(part.dropFirst().dropLast())) }
            return .literal(String(part))
        }
        routes.append(Route(method: method, parts: parts, pattern: pattern, dispatch: dispatch))
    }

    /// The route a request matches: its pattern (for metrics and logs) and path parameters.
    public struct Match: Sendable {
        /// Position of the route in `routes` (metrics keep per-route figures by it).
        public var index: Int
        public var pattern: String
        public var parameters: [String: String]
        public var dispatch: Dispatch

        /// The route's handler for this request, with the path parameters in
        /// both the request it dispatches on and the one it will be called with.
        public func handler(for request: Request) -> Handler {
            var bound = request
            bound.parameters = parameters
            return Router.bind(dispatch(bound), parameters: parameters)
        }
    }

    public enum Resolution: Sendable {
        case matched(Match)
        case methodNotAllowed(allow: [String])
        case notFound
    }

    public func resolve(method: String, path: String) -> Resolution {
        let segments = Router.segments(path)
        var allow: [String] = []
        for (index, route) in routes.enumerated() {
            guard let parameters = Router.match(route.parts, segments, in: path) else { continue }
            if route.method == method || (method == "HEAD" && route.method == "GET") {
                return .matched(Match(index: index, pattern: route.pattern, parameters: parameters, dispatch: route.dispatch))
            }
            if !allow.contains(route.method) { allow.append(route.method) }
        }
        if allow.isEmpty { return .notFound }
        if allow.contains("GET"), !allow.contains("HEAD") { allow.append("HEAD") }
        return .methodNotAllowed(allow: allow)
    }

    /// The path's non-empty segments as byte ranges: matching runs for every
    /// request on the MHD thread, so it avoids building substrings.
    static func segments(_ path: String) -> [Range<String.UTF8View.Index>] {
        let utf8 = path.utf8
        var result: [Range<String.UTF8View.Index>] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == UInt8(ascii: "/") {
                if start != index { result.append(start..<index) }
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        if start != utf8.endIndex { result.append(start..<utf8.endIndex) }
        return result
    }

    private static func match(_ parts: [Part], _ segments: [Range<String.UTF8View.Index>], in path: String) -> [String: String]? {
        guard parts.count == segments.count else { return nil }
        // Literals first: most routes fail there, before any parameter is copied out.
        for (part, range) in zip(parts, segments) {
            if case .literal(let text) = part, !path.utf8[range].elementsEqual(text.utf8) { return nil }
        }
        var parameters: [String: String] = [:]
        for (part, range) in zip(parts, segments) {
            if case .parameter(let name) = part {
                parameters[name] = String(decoding: path.utf8[range], as: UTF8.self)
            }
        }
        return parameters
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
    static func bind(_ handler: Handler, parameters: [String: String]) -> Handler {
        guard !parameters.isEmpty else { return handler }
        switch handler {
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
        }
    }
}
