import Foundation
import MicroHTTP
import Testing
@testable import SegnavService
import SegnavWire

@Suite("Router")
struct RouterTests {
    let app = SegnavApp()

    func problem(_ response: Response) throws -> JSON {
        #expect(response.header("Content-Type") == "application/problem+json")
        return try JSON.parse(response.body)
    }

    @Test("system routes answer", arguments: ["/healthz", "/readyz", "/v1/version"])
    func systemRoutes(path: String) async throws {
        let response = await app.respond(to: Request(method: "GET", path: path))
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        let body = try JSON.parse(response.body)
        if path == "/v1/version" {
            #expect(body["name"] == "segnav")
            #expect(body["libmicrohttpd"] == .string(HTTPServer.libraryVersion))
        }
    }

    @Test("system routes are immediate", arguments: ["/healthz", "/readyz", "/v1/version"])
    func immediate(path: String) {
        guard case .response = app.handler(for: Request(method: "GET", path: path)) else {
            Issue.record("\(path) must not leave the MHD thread")
            return
        }
    }

    @Test("unknown path is a 404 problem")
    func notFound() async throws {
        let response = await app.respond(to: Request(method: "GET", path: "/nope"))
        #expect(response.status == 404)
        let body = try problem(response)
        #expect(body["status"] == 404)
        #expect(body["title"] == "Not Found")
        #expect(body["type"] == "https://segnav.dev/problems/not-found")
    }

    @Test("wrong method is a 405 problem with Allow")
    func methodNotAllowed() async throws {
        let response = await app.respond(to: Request(method: "DELETE", path: "/healthz"))
        #expect(response.status == 405)
        #expect(response.header("Allow") == "GET, HEAD")
        #expect(try problem(response)["status"] == 405)
    }

    @Test("the router is a pure matcher: the target and the path parameters, or which methods the path allows")
    func resolve() {
        let router = Router<String>([("GET", "/a/{id}/b", "get"), ("POST", "/a/{id}/b", "post"), ("GET", "/a/lit", "lit")])
        guard case .matched(let get) = router.resolve(method: "GET", path: "/a/x1/b") else { Issue.record("no match"); return }
        #expect(get.target == "get" && get.parameters["id"] == "x1" && get.pattern == "/a/{id}/b")
        guard case .matched(let head) = router.resolve(method: "HEAD", path: "/a/lit") else { Issue.record("HEAD is GET"); return }
        #expect(head.target == "lit")
        guard case .methodNotAllowed(let allow) = router.resolve(method: "DELETE", path: "/a/y/b") else { Issue.record("405"); return }
        #expect(allow == ["GET", "POST", "HEAD"])
        guard case .notFound = router.resolve(method: "GET", path: "/a/x1") else { Issue.record("404"); return }
    }

    @Test("a deferred handler gets the path parameters in the request it is called with")
    func deferredParameters() async throws {
        let created = await app.respond(
            to: Request(
                method: "POST", path: "/v1/sessions", headers: [Field("Content-Type", "application/json")],
                body: Array(#"{"preset":"deponte-2016"}"#.utf8)))
        let id = try #require(try JSON.parse(created.body)["id"].flatMap { if case .string(let s) = $0 { s } else { nil } })
        guard case .deferred(let handle) = app.handler(for: Request(method: "DELETE", path: "/v1/sessions/\(id)")) else {
            Issue.record("delete is deferred")
            return
        }
        // Called with the transport's request, which has no path parameters.
        let response = await handle(Request(method: "DELETE", path: "/v1/sessions/\(id)"))
        #expect(response.status == 204)
    }

    @Test("metrics are labelled by each route's own method and pattern, whatever the table's order")
    func metricsByPattern() async throws {
        let app = SegnavApp()
        // One request per route, its parameters filled with something that matches.
        for (method, pattern) in app.routeNames {
            let path = pattern.replacingOccurrences(of: "{id}", with: "nosuchsession")
            _ = await app.respond(to: Request(method: method, path: path))
        }
        let metrics = String(decoding: await app.respond(to: Request(method: "GET", path: "/metrics")).body, as: UTF8.self)
        for (method, pattern) in app.routeNames where pattern != "/metrics" {
            let label = #"route="\#(pattern)",method="\#(method)""#
            #expect(
                metrics.split(separator: "\n").contains { $0.hasPrefix("segnav_http_requests_total{") && $0.contains(label) },
                "no requests counted under \(method) \(pattern)")
        }
    }

    @Test(
        "one URL per resource: an empty segment or a trailing slash names nothing",
        arguments: ["//v1/client.js", "/v1//client.js", "/v1/client.js/", "v1/client.js", "/v1/client.js%00.map", ""])
    func aliasesNameNothing(path: String) {
        let router = Router<Int>([("GET", "/v1/client.js", 1), ("GET", "/", 2)])
        guard case .notFound = router.resolve(method: "GET", path: path) else {
            Issue.record("\(path) resolved")
            return
        }
        guard case .matched(let match) = router.resolve(method: "GET", path: "/"), match.target == 2,
            case .matched = router.resolve(method: "GET", path: "/v1/client.js")
        else {
            Issue.record("the canonical paths must still resolve")
            return
        }
    }

    static let patterns = ["/a/{x}/b", "/a/{x}/c/{y}", "/a/lit"]

    @Test(
        "paths match byte by byte: parameters in pattern order, empty segments skipped, near misses refused",
        arguments: [
            ("/a/1/b", "/a/{x}/b", ["x=1"]),
            ("//a//1//b/", nil, []),  // not canonical: names nothing (issue 42, one URL per resource)
            ("/a/1/c/2", "/a/{x}/c/{y}", ["x=1", "y=2"]),
            ("/a/lit", "/a/lit", []),
            ("/a/1/d", nil, []),
            ("/a/1/b/extra", nil, []),
            ("/a/li", nil, []),
            ("/a/1/c", nil, []),
        ] as [(String, String?, [String])])
    func match(path: String, pattern: String?, parameters: [String]) {
        var path = path
        let found: (String, PathParameters)? = path.withUTF8 { bytes in
            withUnsafeTemporaryAllocation(of: Range<Int>.self, capacity: 8) { buffer in
                guard let count = Router<Int>.split(bytes, into: buffer) else { return nil }
                let segments = UnsafeBufferPointer(rebasing: buffer[..<count])
                for pattern in Self.patterns {
                    let parts = Router<Int>.parts(of: pattern)
                    if parts.count == count, Router<Int>.matches(parts, bytes, segments) {
                        return (pattern, Router<Int>.parameters(parts, bytes, segments))
                    }
                }
                return nil
            }
        }
        #expect(found?.0 == pattern)
        var expected = PathParameters()
        for pair in parameters {
            let halves = pair.split(separator: "=").map(String.init)
            expected.append(halves[0], halves[1])
        }
        if pattern != nil { #expect(found?.1 == expected) }
    }

    @Test("413 refusals are problems")
    func refusal() throws {
        let response = app.refusal(.bodyTooLarge(limit: 10), for: Request(method: "POST", path: "/x"))
        #expect(response.status == 413)
        #expect(try problem(response)["detail"] == "the request body exceeds the limit of 10 bytes")
    }
}
