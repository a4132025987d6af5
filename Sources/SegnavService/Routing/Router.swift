import MicroHTTP

#if canImport(Glibc)
import Glibc
#endif

/// Finds the route a request names: method + path pattern → the route's
/// target and its path parameters (DESIGN.md §5). A pure matcher: it answers
/// nothing itself; `SegnavApp` turns "no such path" and "not this method"
/// into 404 and 405, in one place, and hands the parameters to the handler.
///
/// Patterns are literal segments and `{name}` parameters. One URL per resource: a path with an empty segment or a
/// trailing slash (`//v1/client.js`, `/v1/sessions/`) names nothing (issue 42: the client library was served at such
/// aliases), as RFC 3986 §6.2 does not make them equivalent to the path without.
public struct Router<Target: Sendable>: Sendable {
    enum Part: Sendable, Equatable {
        /// Kept as bytes: compared with the path's bytes on every request.
        case literal([UInt8])
        case parameter(String)
    }

    struct Route: Sendable {
        var method: String
        var parts: [Part]
        var pattern: String
        var target: Target
    }

    private let routes: [Route]

    /// Method and pattern of each route, in table order.
    public var routeNames: [(method: String, pattern: String)] { routes.map { ($0.method, $0.pattern) } }

    public init(_ table: [(method: String, pattern: String, target: Target)]) {
        routes = table.map { Route(method: $0.method, parts: Router.parts(of: $0.pattern), pattern: $0.pattern, target: $0.target) }
    }

    /// The route a request matches: its pattern (for metrics and logs), path parameters and target.
    public struct Match: Sendable {
        public var pattern: String
        public var parameters: PathParameters
        public var target: Target
    }

    public enum Resolution: Sendable {
        case matched(Match)
        case methodNotAllowed(allow: [String])
        case notFound
    }

    public func resolve(method: String, path: String) -> Resolution {
        var path = path
        return path.withUTF8 { bytes in
            guard let segments = Router.segmentCount(bytes) else { return .notFound }
            var allow: [String] = []
            // By index, not by element: binding each `Route` retained and released
            // its four reference-counted fields, for every route of every request.
            // The segment count rules most routes out before anything is compared.
            for index in routes.indices where routes[index].parts.count == segments {
                guard Router.matches(routes[index].parts, bytes) else { continue }
                let routeMethod = routes[index].method
                if routeMethod == method || (method == "HEAD" && routeMethod == "GET") {
                    let route = routes[index]
                    return .matched(Match(pattern: route.pattern, parameters: Router.parameters(route.parts, bytes), target: route.target))
                }
                if !allow.contains(routeMethod) { allow.append(routeMethod) }
            }
            if allow.isEmpty { return .notFound }
            if allow.contains("GET"), !allow.contains("HEAD") { allow.append("HEAD") }
            return .methodNotAllowed(allow: allow)
        }
    }

    /// The path's segments, in the one pass every request makes; nil when the path is not canonical (`/`, or `/`
    /// then non-empty segments each after one `/`, none at the end).
    static func segmentCount(_ path: UnsafeBufferPointer<UInt8>) -> Int? {
        guard path.first == UInt8(ascii: "/") else { return nil }
        var count = 0
        var previous = UInt8(ascii: "/")
        for byte in path.dropFirst() {
            if byte == UInt8(ascii: "/") {
                if previous == UInt8(ascii: "/") { return nil }
            } else if previous == UInt8(ascii: "/") {
                count += 1
            }
            previous = byte
        }
        return path.count > 1 && previous == UInt8(ascii: "/") ? nil : count
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
                    text.withUnsafeBytes({ memcmp($0.baseAddress!, path.baseAddress! + segment.lowerBound, text.count) == 0 })
                else { return false }
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
}
