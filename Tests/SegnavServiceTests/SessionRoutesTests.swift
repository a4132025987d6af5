import MicroHTTP
import Testing
@testable import SegnavService
import SessionStore
import SegnavWire

@Suite("Sessions API: create, read, list, delete")
struct SessionRoutesTests {
    let client = APIClient()

    @Test("create from a preset answers 201 with Location, ETag and the state", arguments: ["crafterm-2010", "crafterm-revisited", "deponte-2016"])
    func createPreset(preset: String) async throws {
        let response = await client.call("POST", "/v1/sessions", json: #"{"preset":"\#(preset)"}"#)
        #expect(response.status == 201)
        let body = response.jsonBody
        let id = try #require(body["id"]?.stringValue)
        #expect(id.utf8.count == 22)
        #expect(response.header("Location") == "/v1/sessions/\(id)")
        #expect(response.header("ETag") == "\"0\"")
        for key in [
            "version", "strategy", "runtime", "fidelity", "device", "selectedIndex", "segments", "current",
            "navigationStack", "controllers", "lastEventSeq", "warnings",
        ] {
            #expect(body[key] != nil, "state lacks \(key)")
        }
        #expect(body["preset"] == .string(preset))
    }

    @Test("create from strategy + segments")
    func createExplicit() async throws {
        let response = await client.call(
            "POST", "/v1/sessions",
            json: """
                {"strategy":"navigation","segments":[
                  {"title":"A","screen":{"kind":"label","text":"hello"}},
                  {"title":"B","screen":{"kind":"table","rows":[{"title":"r1","detail":{"title":"D","kind":"color","color":"red"}}]}}],
                 "selectedIndex":1,"device":"ipad","runtime":"legacy","fidelity":"corrected"}
                """)
        #expect(response.status == 201, "\(response.text)")
        let body = response.jsonBody
        #expect(body["strategy"] == "navigation")
        #expect(body["device"] == "ipad")
        #expect(body["runtime"] == "legacy")
        #expect(body["fidelity"] == "corrected")
    }

    @Test(
        "create refuses bad bodies with 400 naming every bad field",
        arguments: [
            (#"{"preset":"nope"}"#, ["/preset"]),
            (#"{"preset":"deponte-2016","color":"x"}"#, ["/color"]),
            (#"{"preset":"deponte-2016","segments":[]}"#, ["/segments"]),
            (#"{"strategy":"containment"}"#, ["/segments"]),
            (#"{"strategy":"containment","segments":[]}"#, ["/segments"]),
            (
                #"{"strategy":"x","segments":[{"title":1,"screen":{"kind":"nope","rows":3}}]}"#,
                ["/strategy", "/segments/0/title", "/segments/0/screen/kind", "/segments/0/screen/rows"]
            ),
            (#"{"segments":[{"screen":{"kind":"label","bogus":true}}]}"#, ["/segments/0/screen/bogus"]),
            (#"{"preset":"deponte-2016","selectedIndex":-1}"#, ["/selectedIndex"]),
            (#"{"preset":"deponte-2016","device":"nokia"}"#, ["/device"]),
            (#"{"preset":null}"#, ["/segments"]),
            (#"{"segments":[{"title":"A","screen":{"kind":"label","class":"Ünï"}}]}"#, ["/segments/0/screen/class"]),
            (#"[1]"#, [""]),
        ])
    func createInvalid(body: String, expected: [String]) async {
        let problem = expectProblem(await client.call("POST", "/v1/sessions", json: body), 400)
        #expect(Set(pointers(problem)) == Set(expected), "\(problem.text)")
        // Nothing was created.
        let list = await client.call("GET", "/v1/sessions")
        #expect(list.jsonBody["sessions"]?.arrayValue.isEmpty == true)
    }

    @Test("malformed JSON is 400, a wrong content type 415, an empty body 400")
    func createMalformed() async {
        expectProblem(await client.call("POST", "/v1/sessions", json: #"{"preset":"#), 400)
        expectProblem(
            await client.call(
                "POST", "/v1/sessions", json: #"{"preset":"deponte-2016"}"#,
                headers: [Field("Content-Type", "text/plain")]), 415)
        expectProblem(await client.call("POST", "/v1/sessions"), 415)
        expectProblem(await client.call("POST", "/v1/sessions", json: ""), 400)
    }

    @Test("state has an ETag and answers 304 to If-None-Match")
    func conditionalGet() async throws {
        let id = try await client.create()
        let first = await client.call("GET", "/v1/sessions/\(id)")
        #expect(first.status == 200)
        let tag = try #require(first.header("ETag"))
        let again = await client.call("GET", "/v1/sessions/\(id)", headers: [Field("If-None-Match", tag)])
        #expect(again.status == 304)
        #expect(again.body.isEmpty)
        let other = await client.call("GET", "/v1/sessions/\(id)", headers: [Field("If-None-Match", "\"99\"")])
        #expect(other.status == 200)
        let screen = await client.call("GET", "/v1/sessions/\(id)/screen", headers: [Field("If-None-Match", tag)])
        #expect(screen.status == 304)
        // As tools send it: a bare version (curl by hand) and a percent-encoded tag (swift-openapi-runtime).
        for spelling in ["0", "%220%22", "W%2F%220%22", "\"5\", 0"] {
            #expect(await client.call("GET", "/v1/sessions/\(id)", headers: [Field("If-None-Match", spelling)]).status == 304)
        }
        for other in ["1", "00", "%221%22", "zero", "%2"] {
            #expect(await client.call("GET", "/v1/sessions/\(id)", headers: [Field("If-None-Match", other)]).status == 200)
        }
    }

    @Test("reads are immediate handlers: no hop off the MHD thread")
    func readsAreImmediate() async throws {
        let id = try await client.create()
        for path in ["/v1/sessions/\(id)", "/v1/sessions/\(id)/screen", "/v1/sessions", "/v1/sessions/\(id)/events", "/metrics"] {
            // Answered on the MHD thread while the handler is chosen.
            guard case .response = client.app.handler(for: Request(method: "GET", path: path)) else {
                Issue.record("\(path) should be answered at once")
                continue
            }
        }
        guard case .deferred = client.app.handler(for: Request(method: "DELETE", path: "/v1/sessions/\(id)")) else {
            Issue.record("DELETE should be deferred")
            return
        }
    }

    @Test("reads refuse query parameters they do not know")
    func readsRefuseUnknownQuery() async throws {
        let id = try await client.create()
        for path in ["/v1/sessions/\(id)?x=1", "/v1/sessions/\(id)/screen?x=1"] {
            #expect(pointers(expectProblem(await client.call("GET", path), 400)) == ["x"])
        }
        #expect(pointers(expectProblem(await client.call("DELETE", "/v1/sessions/\(id)?x=1"), 400)) == ["x"])
        #expect(await client.call("GET", "/v1/sessions/\(id)").status == 200)
    }

    @Test("the screen tree is served")
    func screen() async throws {
        let id = try await client.create()
        let response = await client.call("GET", "/v1/sessions/\(id)/screen")
        #expect(response.status == 200)
        #expect(response.jsonBody["root"]?["kind"] == "window")
        #expect(response.jsonBody["id"] == .string(id))
    }

    @Test("unknown and malformed ids are 404", arguments: ["AAAAAAAAAAAAAAAAAAAAAA", "short", "a.b.c", "x%20y"])
    func unknownSession(id: String) async {
        expectProblem(await client.call("GET", "/v1/sessions/\(id)"), 404)
        expectProblem(await client.call("GET", "/v1/sessions/\(id)/screen"), 404)
        expectProblem(await client.call("GET", "/v1/sessions/\(id)/events"), 404)
        expectProblem(await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"pop"}"#), 404)
        expectProblem(await client.call("DELETE", "/v1/sessions/\(id)"), 404)
    }

    @Test("delete answers 204, then the session is gone")
    func delete() async throws {
        let id = try await client.create()
        #expect(await client.call("DELETE", "/v1/sessions/\(id)").status == 204)
        expectProblem(await client.call("GET", "/v1/sessions/\(id)"), 404)
        expectProblem(await client.call("DELETE", "/v1/sessions/\(id)"), 404)
        #expect(client.app.store.sessionCount == 0)
    }

    @Test("list pages through every session exactly once")
    func listPaging() async throws {
        var created: Set<String> = []
        for _ in 0..<7 { created.insert(try await client.create()) }
        var seen: [String] = []
        var cursor: String?
        repeat {
            let target = "/v1/sessions?limit=3" + (cursor.map { "&cursor=\($0)" } ?? "")
            let body = await client.call("GET", target).jsonBody
            seen += body["sessions"]?.arrayValue.compactMap { $0["id"]?.stringValue } ?? []
            cursor = body["next"]?.stringValue
        } while cursor != nil
        #expect(seen.count == 7)
        #expect(Set(seen) == created)
        #expect(seen == seen.sorted())
        expectProblem(await client.call("GET", "/v1/sessions?limit=0"), 400)
        expectProblem(await client.call("GET", "/v1/sessions?limit=abc"), 400)
        expectProblem(await client.call("GET", "/v1/sessions?bogus=1"), 400)
    }

    @Test("the session cap answers 503 with Retry-After")
    func sessionCap() async throws {
        var limits = StoreLimits()
        limits.maxSessions = 2
        let client = APIClient(ServiceConfiguration(limits: limits))
        _ = try await client.create()
        _ = try await client.create()
        let refused = await client.call("POST", "/v1/sessions", json: #"{"preset":"deponte-2016"}"#)
        expectProblem(refused, 503)
        #expect(refused.header("Retry-After") != nil)
        #expect(client.app.store.sessionCount == 2)
    }

    @Test("idle sessions are evicted after the TTL")
    func eviction() async throws {
        var limits = StoreLimits()
        limits.ttlSeconds = 1
        let client = APIClient(ServiceConfiguration(limits: limits))
        let id = try await client.create()
        #expect(await client.app.store.evictIdle() == 0)
        try await Task.sleep(for: .milliseconds(2100))
        #expect(await client.app.store.evictIdle() == 1)
        expectProblem(await client.call("GET", "/v1/sessions/\(id)"), 404)
    }
}

@Suite("Sessions API: a container setup's null")
struct ContainerNullTests {
    let client = APIClient()

    @Test("an explicit null container is refused naming it, as a session and inside a scenario's setup (schemathesis ST201)")
    func nullContainer() async {
        let segments = #""segments":[{"title":"A","screen":{"kind":"table"}},{"title":"B","screen":{"kind":"table"}}]"#
        let direct = await client.call("POST", "/v1/sessions", json: #"{"container":null,\#(segments)}"#)
        #expect(pointers(expectProblem(direct, 400)) == ["/container"])
        let scenario = await client.call(
            "POST", "/v1/sessions", json: #"{"scenario":{"setup":{"container":null,\#(segments)},"steps":[{}]}}"#)
        #expect(pointers(expectProblem(scenario, 400)).contains("/scenario/setup/container"))
    }
}
