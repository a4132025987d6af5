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
    /// The most segments any route has: a path with more names nothing.
    private let maxSegments: Int

    /// Method and pattern of each route, in table order.
    public var routeNames: [(method: String, pattern: String)] { routes.map { ($0.method, $0.pattern) } }

    public init(_ table: [(method: String, pattern: String, target: Target)]) {
        routes = table.map { Route(method: $0.method, parts: Router.parts(of: $0.pattern), pattern: $0.pattern, target: $0.target) }
        maxSegments = routes.reduce(0) { max($0, $1.parts.count) }
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
            // The path is split once, into the stack: each route's match then compares its literal segments in
            // place. Matching scanned the whole path again for every candidate route, some 4 k instructions of a
            // write on the MHD thread (issue 41).
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: maxSegments + 1) { segments in
                guard let count = Router.split(bytes, into: segments) else { return .notFound }
                let found = UnsafeBufferPointer(rebasing: segments[..<count])
                var allow: [String] = []
                // By index, not by element: binding each `Route` retained and released
                // its four reference-counted fields, for every route of every request.
                // The segment count rules most routes out before anything is compared.
                for index in routes.indices where routes[index].parts.count == count {
                    guard Router.matches(routes[index].parts, bytes, found) else { continue }
                    let routeMethod = routes[index].method
                    if routeMethod == method || (method == "HEAD" && routeMethod == "GET") {
                        let route = routes[index]
                        return .matched(Match(pattern: route.pattern, parameters: Router.parameters(route.parts, bytes, found), target: route.target))
                    }
                    if !allow.contains(routeMethod) { allow.append(routeMethod) }
                }
                if allow.isEmpty { return .notFound }
                if allow.contains("GET"), !allow.contains("HEAD") { allow.append("HEAD") }
                return .methodNotAllowed(allow: allow)
            }
        }
    }

    /// The path's segments into `segments`, in the one pass every request makes; their count, or nil when the path
    /// is not canonical (`/`, or `/` then non-empty segments each after one `/`, none at the end) or has more
    /// segments than `segments` holds.
    static func split(_ path: UnsafeBufferPointer<UInt8>, into segments: UnsafeMutableBufferPointer<Range<Int>>) -> Int? {
        guard path.first == UInt8(ascii: "/") else { return nil }
        if path.count == 1 { return 0 }
        var count = 0
        var start = 1
        var position = 1
        while position <= path.count {
            if position == path.count || path[position] == UInt8(ascii: "/") {
                guard position > start, count < segments.count else { return nil }
                segments[count] = start..<position
                count += 1
                start = position + 1
            }
            position += 1
        }
        return count
    }

    /// Whether the path's segments fit the parts (as many of each). This runs for every route of the segment count
    /// on every request on the MHD thread, so it only compares bytes in place; parameters are copied out
    /// (`parameters`) once the path and the method have both matched.
    static func matches(_ parts: [Part], _ path: UnsafeBufferPointer<UInt8>, _ segments: UnsafeBufferPointer<Range<Int>>) -> Bool {
        for (part, segment) in zip(parts, segments) {
            if case .literal(let text) = part {
                guard text.count == segment.count,
                    text.withUnsafeBytes({ memcmp($0.baseAddress!, path.baseAddress! + segment.lowerBound, text.count) == 0 })
                else { return false }
            }
        }
        return true
    }

    /// The `{name}` segments of a path that `matches` the parts, in pattern order.
    static func parameters(_ parts: [Part], _ path: UnsafeBufferPointer<UInt8>, _ segments: UnsafeBufferPointer<Range<Int>>) -> PathParameters {
        var parameters = PathParameters()
        for (part, segment) in zip(parts, segments) {
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
}
