import MicroHTTP
import Testing
@testable import SegnavService

@Suite("Nodes, authentication, CORS, metrics")
struct NodeAndPolicyTests {
    @Test("ids carry the node; another node's id is 421 and changes nothing")
    func nodes() async throws {
        let client = APIClient(ServiceConfiguration(node: "n1"))
        let id = try await client.create()
        #expect(id.hasPrefix("n1."))
        #expect(await client.call("GET", "/v1/sessions/\(id)").status == 200)
        let foreign = "n2." + id.dropFirst(3)
        expectProblem(await client.call("GET", "/v1/sessions/\(foreign)"), 421)
        expectProblem(await client.call("POST", "/v1/sessions/\(foreign)/actions", json: #"{"type":"pop"}"#), 421)
        expectProblem(await client.call("DELETE", "/v1/sessions/\(foreign)"), 421)
        // A bare id (no node) is malformed on a named node.
        expectProblem(await client.call("GET", "/v1/sessions/\(id.dropFirst(3))"), 404)
        #expect(await client.call("GET", "/v1/sessions").jsonBody["node"] == "n1")
        #expect(await client.call("GET", "/v1/version").jsonBody["node"] == "n1")
    }

    @Test("with a token, API routes need it; probes do not")
    func token() async throws {
        let client = APIClient(ServiceConfiguration(token: "s3cret"))
        let refused = await client.call("POST", "/v1/sessions", json: #"{"preset":"deponte-2016"}"#)
        expectProblem(refused, 401)
        #expect(refused.header("WWW-Authenticate") == #"Bearer realm="segnav""#)
        expectProblem(await client.call("GET", "/v1/sessions", headers: [Field("Authorization", "Bearer wrong")]), 401)
        expectProblem(await client.call("GET", "/v1/sessions", headers: [Field("Authorization", "Basic s3cret")]), 401)
        #expect(await client.call("GET", "/v1/sessions", headers: [Field("Authorization", "Bearer s3cret")]).status == 200)
        #expect(await client.call("GET", "/healthz").status == 200)
        #expect(await client.call("GET", "/readyz").status == 200)
        #expect(client.app.store.sessionCount == 0)
    }

    @Test("with a token, an anonymous client cannot map the API: every path and method but the open routes gets 401 before any routing")
    func tokenBeforeNotFound() async throws {
        let client = APIClient(ServiceConfiguration(token: "s3cret"))
        for (method, path) in [
            ("GET", "/v1/nope"), ("GET", "/v1"), ("DELETE", "/v1/sessions"), ("DELETE", "//v1/sessions"),
            ("PUT", "/v1/compare"), ("GET", "/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA/nope"), ("GET", "/nope"),
            ("POST", "/healthz"),
        ] {
            let response = await client.call(method, path)
            expectProblem(response, 401)
            #expect(response.header("Allow") == nil, "\(method) \(path) must not tell which methods exist")
        }
        let auth = [Field("Authorization", "Bearer s3cret")]
        expectProblem(await client.call("GET", "/v1/nope", headers: auth), 404)
        expectProblem(await client.call("DELETE", "/v1/sessions", headers: auth), 405)
        // OPTIONS (a CORS preflight carries no credentials) answers alike for real and unknown paths.
        let real = await client.call("OPTIONS", "/v1/sessions", headers: [Field("Origin", "http://x")])
        let unknown = await client.call("OPTIONS", "/v1/nope/nothing", headers: [Field("Origin", "http://x")])
        #expect(real.status == 204 && unknown.status == 204)
        #expect(real.header("Allow") == unknown.header("Allow"))
    }

    @Test("constant-time comparison is still a comparison")
    func constantTime() {
        #expect(AccessPolicy.constantTimeEquals(Array("abc".utf8), Array("abc".utf8)))
        #expect(!AccessPolicy.constantTimeEquals(Array("abc".utf8), Array("abd".utf8)))
        #expect(!AccessPolicy.constantTimeEquals(Array("abc".utf8), Array("abcd".utf8)))
        #expect(!AccessPolicy.constantTimeEquals([], Array("a".utf8)))
        // Lengths 256 apart differ even where one side is only NUL bytes.
        #expect(!AccessPolicy.constantTimeEquals([], [UInt8](repeating: 0, count: 256)))
    }

    @Test("CORS: preflight answered, responses carry the allowed origin")
    func cors() async throws {
        let client = APIClient()
        let preflight = await client.call(
            "OPTIONS", "/v1/sessions",
            headers: [
                Field("Origin", "http://localhost:3000"), Field("Access-Control-Request-Method", "POST"),
            ])
        #expect(preflight.status == 204)
        #expect(preflight.header("Access-Control-Allow-Origin") == "*")
        #expect(preflight.header("Access-Control-Allow-Methods")?.contains("POST") == true)
        #expect(preflight.header("Access-Control-Allow-Headers")?.contains("If-Match") == true)
        #expect(preflight.headers.filter { $0.name == "Access-Control-Allow-Origin" }.count == 1)
        let get = await client.call("GET", "/healthz", headers: [Field("Origin", "http://localhost:3000")])
        #expect(get.header("Access-Control-Allow-Origin") == "*")

        let strict = APIClient(ServiceConfiguration(corsOrigins: ["http://good.example"]))
        let good = await strict.call("GET", "/healthz", headers: [Field("Origin", "http://good.example")])
        #expect(good.header("Access-Control-Allow-Origin") == "http://good.example")
        #expect(good.header("Vary") == "Origin")
        let bad = await strict.call("GET", "/healthz", headers: [Field("Origin", "http://evil.example")])
        #expect(bad.header("Access-Control-Allow-Origin") == nil)
    }

    @Test("metrics count requests by route and status")
    func metrics() async throws {
        let client = APIClient()
        _ = try await client.create()
        await client.call("GET", "/v1/sessions/nope")
        let text = await client.call("GET", "/metrics").text
        #expect(text.contains(#"segnav_http_requests_total{route="/v1/sessions",method="POST",status="201"} 1"#))
        #expect(text.contains(#"segnav_http_requests_total{route="/v1/sessions/{id}",method="GET",status="404"} 1"#))
        #expect(text.contains("segnav_sessions 1"))
        #expect(text.contains("segnav_waiting_long_polls 0"))
        #expect(text.contains("segnav_http_open_connections 0"))  // no socket here
        #expect(text.contains("segnav_http_request_duration_seconds_bucket"))
    }

    @Test("actions counted by type and outcome, warnings by code, each under its own labels")
    func domainCounters() async throws {
        let client = APIClient()
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        for index in [1, 0] {
            await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":\#(index)}"#)
        }
        await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"tapBack"}"#)
        await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"memoryWarning"}"#, headers: [Field("If-Match", "\"999\"")])
        let text = await client.call("GET", "/metrics").text
        #expect(text.contains(#"segnav_actions_total{type="selectSegment",outcome="applied"} 2"#), "\(text)")
        #expect(text.contains(#"segnav_actions_total{type="tapBack",outcome="refused"} 1"#))
        #expect(text.contains(#"segnav_actions_total{type="memoryWarning",outcome="stale"} 1"#))
        #expect(!text.contains(#"segnav_actions_total{type="memoryWarning",outcome="applied"}"#))
        #expect(text.contains(#"segnav_warnings_total{code="#))
        #expect(text.contains(#"segnav_sessions_created_total 1"#))
    }

    @Test("segnav_history_bytes counts what the histories hold: up with each write, back to nothing when the session goes")
    func historyBytes() async throws {
        let client = APIClient()
        func figure() async -> Double? {
            let text = await client.call("GET", "/metrics").text
            let line = text.split(separator: "\n").first { $0.hasPrefix("segnav_history_bytes ") }
            return line.flatMap { Double($0.split(separator: " ")[1]) }
        }
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        #expect(await figure() == 0, "a session that never acted keeps no history")
        let rows = Array(repeating: #"{"title":"\#(String(repeating: "r", count: 100))"}"#, count: 40).joined(separator: ",")
        let push = #"{"actions":[{"type":"push","screen":{"kind":"table","title":"T","rows":[\#(rows)]}},{"type":"pop"}]}"#
        for _ in 0..<3 {
            let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: push)
            #expect(response.status == 200, "\(response.text)")
        }
        let held = try #require(await figure())
        #expect(held > 3 * 4000 && held < 3 * 4000 + 3 * 2048, "three pushes of 40 rows of 100 characters: \(held)")
        #expect(await client.call("DELETE", "/v1/sessions/\(id)").status == 204)
        #expect(await figure() == 0)
    }
}
