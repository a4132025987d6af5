import MicroHTTP
import Testing
@testable import SegnavService

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

    @Test("path parameters reach the handler, for both kinds")
    func parameters() async throws {
        var router = Router()
        router.add("GET", "/a/{id}/b", .immediate { Response.json(.string($0.parameters["id"] ?? "-")) })
        router.add("POST", "/a/{id}/b", .deferred { Response.json(.string($0.parameters["id"] ?? "-")) })
        let get = await router.respond(to: Request(method: "GET", path: "/a/x1/b"))
        let post = await router.respond(to: Request(method: "POST", path: "/a/y2/b"))
        #expect(String(decoding: get.body, as: UTF8.self) == #""x1""#)
        #expect(String(decoding: post.body, as: UTF8.self) == #""y2""#)
        let miss = await router.respond(to: Request(method: "GET", path: "/a/x1"))
        #expect(miss.status == 404)
    }

    static let patterns = ["/a/{x}/b", "/a/{x}/c/{y}", "/a/lit"]

    @Test("paths match byte by byte: parameters in pattern order, empty segments skipped, near misses refused",
          arguments: [
              ("/a/1/b", "/a/{x}/b", ["x=1"]),
              ("//a//1//b/", "/a/{x}/b", ["x=1"]),
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
            for pattern in Self.patterns {
                let parts = Router.parts(of: pattern)
                if Router.matches(parts, bytes) { return (pattern, Router.parameters(parts, bytes)) }
            }
            return nil
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
