import MicroHTTP
import Testing
@testable import SegnavService
import SessionStore
import SegnavWire

@Suite("Sessions API: actions and events")
struct ActionRoutesTests {
    let client = APIClient()

    func state(_ id: String) async -> JSON { await client.call("GET", "/v1/sessions/\(id)").jsonBody }

    @Test("an action returns the new state and its events; the version goes up by one")
    func singleAction() async throws {
        let id = try await client.create()
        let before = await state(id)
        let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        #expect(response.status == 200, "\(response.text)")
        let body = response.jsonBody
        #expect(body["state"]?["version"]?.intValue == (before["version"]?.intValue ?? -1) + 1)
        #expect(body["state"]?["selectedIndex"] == 1)
        #expect(body["noop"] == false)
        let events = body["events"]?.arrayValue ?? []
        #expect(!events.isEmpty)
        for event in events {
            #expect(event["action"] == body["state"]?["version"])
            for key in ["seq", "time", "receiver", "name", "args", "depth", "origin", "cause"] { #expect(event[key] != nil) }
        }
        #expect(response.header("ETag") == "\"\(body["state"]?["version"]?.intValue ?? -1)\"")
        // Read your writes: the published snapshot already has it.
        #expect(await state(id)["version"] == body["state"]?["version"])
    }

    @Test("a batch is applied atomically: one bad action and nothing changes")
    func atomicBatch() async throws {
        let id = try await client.create()
        let before = await state(id)
        let refused = await client.call(
            "POST", "/v1/sessions/\(id)/actions",
            json: """
                {"actions":[{"type":"selectSegment","index":1},{"type":"selectSegment","index":9}]}
                """)
        let problem = expectProblem(refused, 422)
        #expect(pointers(problem) == ["/actions/1/index"])
        let after = await state(id)
        #expect(after == before)
        let events = await client.call("GET", "/v1/sessions/\(id)/events?limit=1000").jsonBody
        #expect(events["next"] == before["lastEventSeq"])

        let accepted = await client.call(
            "POST", "/v1/sessions/\(id)/actions",
            json: """
                {"actions":[{"type":"selectSegment","index":1},{"type":"selectSegment","index":0}]}
                """)
        #expect(accepted.status == 200)
        #expect(accepted.jsonBody["state"]?["version"]?.intValue == (before["version"]?.intValue ?? 0) + 2)
    }

    @Test(
        "bad action bodies are 400 naming the field, and change nothing",
        arguments: [
            (#"{"type":"fly"}"#, ["/type"]),
            (#"{"index":1}"#, ["/type"]),
            (#"{"type":"selectSegment"}"#, ["/index"]),
            (#"{"type":"selectSegment","index":"1"}"#, ["/index"]),
            (#"{"type":"selectSegment","index":1.5}"#, ["/index"]),
            (#"{"type":"selectSegment","index":1,"extra":true}"#, ["/extra"]),
            (#"{"type":"tapRow","row":-1}"#, ["/row"]),
            (#"{"type":"push"}"#, ["/screen"]),
            (#"{"type":"push","screen":{"kind":"wall"}}"#, ["/screen/kind"]),
            (#"{"actions":[]}"#, ["/actions"]),
            (#"{"actions":[{"type":"pop"},{"type":"nope"}]}"#, ["/actions/1/type"]),
            (#"{"actions":{"type":"pop"}}"#, ["/actions"]),
            (#""pop""#, [""]),
        ])
    func badActions(body: String, expected: [String]) async throws {
        let id = try await client.create()
        let before = await state(id)
        let problem = expectProblem(await client.call("POST", "/v1/sessions/\(id)/actions", json: body), 400)
        #expect(Set(pointers(problem)) == Set(expected), "\(problem.text)")
        #expect(await state(id) == before)
    }

    @Test(
        "actions the UI cannot do are 422 with the reason",
        arguments: [
            (#"{"type":"selectSegment","index":5}"#, "/index"),
            (#"{"type":"tapRow","row":0}"#, nil as String?),
            (#"{"type":"tapBack"}"#, nil as String?),
        ])
    func unprocessable(body: String, pointer: String?) async throws {
        let id = try await client.create()  // deponte-2016: color screens, at the root
        let before = await state(id)
        let problem = expectProblem(await client.call("POST", "/v1/sessions/\(id)/actions", json: body), 422)
        if let pointer { #expect(pointers(problem) == [pointer]) }
        #expect(await state(id) == before)
    }

    @Test("a programmatic pop at the root is a no-op, as in UIKit")
    func popAtRoot() async throws {
        let id = try await client.create()
        let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"pop"}"#)
        #expect(response.status == 200)
        #expect(response.jsonBody["noop"] == true)
        #expect(response.jsonBody["events"]?.arrayValue.isEmpty == true)
    }

    @Test("If-Match: a stale version is 412 and changes nothing; the current one applies")
    func ifMatch() async throws {
        let id = try await client.create()
        let stale = await client.call(
            "POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#,
            headers: [Field("If-Match", "\"7\"")])
        let problem = expectProblem(stale, 412)
        #expect(problem["currentVersion"] == 0)
        #expect(await state(id)["version"] == 0)
        let fresh = await client.call(
            "POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#,
            headers: [Field("If-Match", "\"0\"")])
        #expect(fresh.status == 200)
        expectProblem(
            await client.call(
                "POST", "/v1/sessions/\(id)/actions", json: #"{"type":"pop"}"#,
                headers: [Field("If-Match", "seven")]), 400)
        // If-Match compares strongly: a weak tag never matches (RFC 9110 §13.1.1).
        expectProblem(
            await client.call(
                "POST", "/v1/sessions/\(id)/actions", json: #"{"type":"pop"}"#,
                headers: [Field("If-Match", "W/\"1\"")]), 412)
    }

    @Test("If-Match as standard tools send it: percent-encoded (swift-openapi-runtime) or a bare version (curl)")
    func ifMatchSpellings() async throws {
        let id = try await client.create()
        for (version, spelling) in [(0, "%220%22"), (1, "1"), (2, "W%2F%222%22"), (2, " %2A ")] {
            let answer = await client.call(
                "POST", "/v1/sessions/\(id)/actions", json: #"{"type":"setSegment","index":\#(1 - version % 2)}"#,
                headers: [Field("If-Match", spelling)])
            // A weak tag, encoded or not, never matches (412); `*` (here %2A) matches any version.
            #expect(answer.status == (spelling.hasPrefix("W") ? 412 : 200), "\(spelling)")
            #expect(await state(id)["version"]?.intValue == (spelling.hasPrefix("W") ? version : version + 1))
        }
        for bad in ["%22", "%2", "%zz1%22", "1%00", "\"1", "-1"] {
            let answer = await client.call(
                "POST", "/v1/sessions/\(id)/actions", json: #"{"type":"pop"}"#, headers: [Field("If-Match", bad)])
            #expect(pointers(expectProblem(answer, 400)) == ["If-Match"], "\(bad)")
        }
    }

    @Test("events page with since, limit and next")
    func eventPaging() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"actions":[{"type":"selectSegment","index":1},{"type":"selectSegment","index":0}]}"#)
        let last = await state(id)["lastEventSeq"]?.intValue ?? 0
        #expect(last > 3)
        var seqs: [Int] = []
        var since = 0
        while true {
            let page = await client.call("GET", "/v1/sessions/\(id)/events?since=\(since)&limit=3").jsonBody
            let events = page["events"]?.arrayValue ?? []
            #expect(events.count <= 3)
            #expect(page["dropped"] == 0)
            if events.isEmpty {
                #expect(page["next"]?.intValue == since)
                break
            }
            seqs += events.compactMap { $0["seq"]?.intValue }
            since = page["next"]?.intValue ?? -1
        }
        #expect(seqs == Array(1...last))
        for bad in ["since=-1", "limit=0", "limit=1001", "wait=61", "wait=x", "foo=1"] {
            expectProblem(await client.call("GET", "/v1/sessions/\(id)/events?\(bad)"), 400)
        }
    }

    @Test("the ring keeps the newest events and says how many a reader missed")
    func ringDropped() async throws {
        var limits = StoreLimits()
        limits.eventCapacity = 5
        let client = APIClient(ServiceConfiguration(limits: limits))
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let last = await client.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue ?? 0
        try #require(last > 5)
        let page = await client.call("GET", "/v1/sessions/\(id)/events?since=0").jsonBody
        #expect(page["dropped"]?.intValue == last - 5)
        #expect(page["events"]?.arrayValue.compactMap { $0["seq"]?.intValue } == Array((last - 4)...last))
    }

    @Test("a long-poll returns as soon as an action lands")
    func longPollWakes() async throws {
        let id = try await client.create()
        let since = await state(id)["lastEventSeq"]?.intValue ?? 0
        let request = Request(
            method: "GET", path: "/v1/sessions/\(id)/events",
            query: [Field("since", String(since)), Field("wait", "30")])
        guard case .deferred = client.app.handler(for: request) else {
            Issue.record("a long-poll with nothing to return must be deferred")
            return
        }
        async let polled = client.app.respond(to: request)
        try await Task.sleep(for: .milliseconds(100))
        await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let response = await polled
        // Woken by the action, not by its 30 s timeout: a timeout answers an empty page. No clock needed.
        let events = response.jsonBody["events"]?.arrayValue ?? []
        #expect(!events.isEmpty)
        #expect(events.first?["seq"]?.intValue == since + 1)
    }

    @Test("a long-poll times out with an empty page")
    func longPollTimeout() async throws {
        let id = try await client.create()
        let since = await state(id)["lastEventSeq"]?.intValue ?? 0
        let clock = ContinuousClock()
        let start = clock.now
        let response = await client.call("GET", "/v1/sessions/\(id)/events?since=\(since)&wait=1")
        let elapsed = clock.now - start
        #expect(response.status == 200)
        #expect(response.jsonBody["events"]?.arrayValue.isEmpty == true)
        #expect(response.jsonBody["next"]?.intValue == since)
        #expect(elapsed >= .milliseconds(900))
    }

    @Test("a shorter wait after a longer one re-arms the shard's timer and times out on time")
    func earlierDeadlineRearms() async throws {
        let id = try await client.create()
        let since = await state(id)["lastEventSeq"]?.intValue ?? 0
        async let long = client.call("GET", "/v1/sessions/\(id)/events?since=\(since)&wait=30")
        try await Task.sleep(for: .milliseconds(100))
        let clock = ContinuousClock()
        let start = clock.now
        let short = await client.call("GET", "/v1/sessions/\(id)/events?since=\(since)&wait=1")
        let elapsed = clock.now - start
        #expect(short.status == 200)
        #expect(elapsed >= .milliseconds(900))
        // On time, not at the longer wait's 30 s deadline: the longer wait is still waiting when the short one is
        // answered (a bound on the clock here failed on a loaded machine).
        #expect(client.app.store.waitingCount == 1)
        await client.app.prepareShutdown()
        #expect(await long.status == 200)
        #expect(client.app.store.waitingCount == 0)
    }

    @Test("closing the store answers waiting long-polls at once")
    func closeAnswersWaiters() async throws {
        let id = try await client.create()
        let since = await state(id)["lastEventSeq"]?.intValue ?? 0
        async let polled = client.call("GET", "/v1/sessions/\(id)/events?since=\(since)&wait=60")
        try await Task.sleep(for: .milliseconds(100))
        #expect(client.app.store.waitingCount == 1)
        await client.app.prepareShutdown()
        #expect(await polled.status == 200)
        #expect(client.app.store.waitingCount == 0)
    }
}

@Suite("Compare")
struct CompareTests {
    let client = APIClient()

    static func oversized(_ what: String) -> String {
        let pops = Array(repeating: #"{"type":"pop"}"#, count: 33).joined(separator: ",")
        let rows = Array(repeating: #"{"title":"r"}"#, count: 300).joined(separator: ",")
        let table = #"{"title":"T","screen":{"kind":"table","rows":[\#(rows)]}}"#
        return what == "steps"
            ? #"{"preset":"crafterm-2010","runtimes":["modern","legacy"],"actions":[\#(pops)]}"#
            : #"{"strategy":"containment","segments":[\#(table),\#(table)]}"#
    }

    @Test(
        "a comparison past its limits is refused before it runs, naming the limit",
        arguments: [("steps", "/actions", "200 steps"), ("rows", "/segments", "500 rows")])
    func limits(what: String, pointer: String, limit: String) async throws {
        let problem = expectProblem(await client.call("POST", "/v1/compare", json: Self.oversized(what)), 422)
        #expect(problem["type"]?.stringValue == "https://segnav.dev/problems/comparison-too-large")
        #expect(pointers(problem) == [pointer])
        #expect(problem["detail"]?.stringValue?.contains(limit) == true)
    }

    @Test("past the admitted limit a comparison gets 503 at once; a place comes back when one ends")
    func admission() async {
        let work = StatelessWork(limit: 2)
        #expect(work.admit() && work.admit())
        #expect(!work.admit())
        #expect(work.busy("comparisons").status == 503)
        let answer = await work.run { 42 }
        #expect(answer == 42)
        #expect(work.inFlight == 1)
        #expect(work.admit())
    }

    @Test("one script through the three strategies, side by side")
    func compare() async throws {
        let response = await client.call(
            "POST", "/v1/compare",
            json: """
                {"preset":"crafterm-2010","actions":[{"type":"selectSegment","index":1},{"type":"tapRow","row":1},{"type":"tapBack"}]}
                """)
        #expect(response.status == 200, "\(response.text)")
        let runs = response.jsonBody["runs"]?.arrayValue ?? []
        #expect(runs.compactMap { $0["strategy"]?.stringValue } == ["containment", "managing", "navigation"])
        for run in runs {
            #expect(run["steps"]?.arrayValue.count == 4)
        }
        #expect(response.jsonBody["differences"] != nil)
        #expect(client.app.store.sessionCount == 0)
    }

    @Test("compare validates like create, plus its own members")
    func invalid() async {
        let problem = expectProblem(
            await client.call(
                "POST", "/v1/compare",
                json: """
                    {"preset":"crafterm-2010","actions":[{"type":"x"}],"runtimes":["future"],"extra":1}
                    """), 400)
        #expect(Set(pointers(problem)) == ["/actions/0/type", "/runtimes/0", "/extra"])
    }
}
