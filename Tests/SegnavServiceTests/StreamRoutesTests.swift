import MicroHTTP
import Testing
@testable import SegnavService
import SessionStore
import SegnavWire

/// A Server-Sent Events body, parsed as the WHATWG rules say (enough for
/// segnav's messages: single-line fields, `:` comments).
struct SSEMessage: Equatable {
    var event = "message"
    var id: String?
    var data = ""
    var json: JSON { (try? JSON.parse(Array(data.utf8))) ?? .null }

    static func parse(_ bytes: [UInt8]) -> [SSEMessage] {
        var messages: [SSEMessage] = []
        var current = SSEMessage()
        var hasField = false
        for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.isEmpty {
                if hasField { messages.append(current) }
                current = SSEMessage()
                hasField = false
                continue
            }
            if line.hasPrefix(":") { continue }
            let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            var value = parts.count > 1 ? String(parts[1]) : ""
            if value.hasPrefix(" ") { value.removeFirst() }
            switch parts[0] {
            case "event": current.event = value; hasField = true
            case "id": current.id = value; hasField = true
            case "data": current.data = value; hasField = true
            default: break
            }
        }
        return messages
    }
}

/// `GET …/stream` through the app, with no socket: the answer's stream is not
/// sent by any connection, so what it queues is read with `takeQueued`.
@Suite("Event streams (no socket)")
struct StreamRoutesTests {
    let client: APIClient

    init() {
        var limits = StoreLimits()
        limits.maxStreams = 3
        limits.maxStreamsPerSession = 2
        limits.streamBuffer = 16 * 1024
        limits.eventCapacity = 40
        client = APIClient(ServiceConfiguration(limits: limits))
    }

    func open(_ id: String, query: String = "", headers: [Field] = []) async throws -> ResponseStream {
        let response = await client.call("GET", "/v1/sessions/\(id)/stream\(query)", headers: headers)
        try #require(response.status == 200, "stream: \(response.status) \(response.text)")
        #expect(response.header("Content-Type") == "text/event-stream; charset=utf-8")
        return try #require(response.stream)
    }

    func act(_ id: String, _ body: String) async -> Response {
        await client.call("POST", "/v1/sessions/\(id)/actions", json: body)
    }

    @Test("the current state first, then each action's events (ids = seqs) and its new state, as the REST API has them")
    func stateThenActions() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let stream = try await open(id)
        let opening = SSEMessage.parse(stream.takeQueued())
        let launch = await client.call("GET", "/v1/sessions/\(id)")
        #expect(opening.map(\.event) == ["state"])
        #expect(opening.first?.json == launch.jsonBody)
        #expect(opening.first?.id == launch.jsonBody["lastEventSeq"]?.intValue.map(String.init))
        let acted = await act(id, #"{"type":"selectSegment","index":1}"#)
        let messages = SSEMessage.parse(stream.takeQueued())
        let events = acted.jsonBody["events"]?.arrayValue ?? []
        #expect(!events.isEmpty)
        #expect(messages.count == events.count + 1)
        #expect(messages.dropLast().map(\.event) == Array(repeating: "lifecycle", count: events.count))
        #expect(messages.dropLast().map(\.json) == events)
        #expect(messages.dropLast().map(\.id) == events.map { $0["seq"]?.intValue.map(String.init) })
        #expect(messages.last?.event == "state")
        #expect(messages.last?.json == acted.jsonBody["state"])
    }

    @Test("resuming after an event id sends exactly the events after it, then the state")
    func resume() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let before = await client.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue ?? 0
        _ = await act(id, #"{"type":"selectSegment","index":1}"#)
        _ = await act(id, #"{"type":"tapRow","row":2}"#)
        let all = await client.call("GET", "/v1/sessions/\(id)/events?since=\(before)&limit=1000").jsonBody["events"]?.arrayValue ?? []
        for resumeFrom in [before, before + 3] {
            for (query, headers) in [
                ("", [Field("Last-Event-ID", "\(resumeFrom)")]), ("?since=\(resumeFrom)", []),
                ("?since=0", [Field("Last-Event-ID", "\(resumeFrom)")]),
            ] {
                let stream = try await open(id, query: query, headers: headers)
                stream.finish()
                let messages = SSEMessage.parse(stream.takeQueued())
                let expected = all.filter { ($0["seq"]?.intValue ?? 0) > resumeFrom }
                #expect(messages.dropLast().map(\.json) == expected, "\(query) \(headers)")
                #expect(messages.last?.event == "state")
            }
        }
    }

    @Test("a resume from before what the ring holds says how many were dropped")
    func dropped() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        for _ in 0..<3 {
            _ = await act(id, #"{"type":"selectSegment","index":1}"#)
            _ = await act(id, #"{"type":"selectSegment","index":0}"#)
        }
        let page = await client.call("GET", "/v1/sessions/\(id)/events?since=0&limit=1000").jsonBody
        let dropped = try #require(page["dropped"]?.intValue)
        #expect(dropped > 0)
        let messages = SSEMessage.parse(try await open(id, query: "?since=0").takeQueued())
        #expect(messages.first?.event == "dropped")
        #expect(messages.first?.json["dropped"]?.intValue == dropped)
        #expect(messages.first?.json["firstAvailable"]?.intValue == dropped + 1)
        #expect(messages.dropFirst().first?.id == String(dropped + 1))
    }

    @Test("a subscriber too far behind is ended with where to resume, never buffered past its limit")
    func lagging() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let stream = try await open(id)
        for i in 0..<40 { _ = await act(id, #"{"type":"selectSegment","index":\#((i + 1) % 2)}"#) }
        #expect(stream.isClosed)
        #expect(stream.queuedBytes <= 16 * 1024)
        let messages = SSEMessage.parse(stream.takeQueued())
        let end = try #require(messages.last)
        #expect(end.event == "end")
        #expect(end.json["reason"]?.stringValue == "lagging")
        let lastId = messages.dropLast().last { $0.id != nil }?.id
        #expect(end.json["lastEventSeq"]?.intValue.map(String.init) == lastId)
    }

    @Test("delete ends the session's streams with their reason; a new stream then gets 404")
    func deleteEnds() async throws {
        let id = try await client.create()
        let stream = try await open(id)
        _ = stream.takeQueued()
        #expect(await client.call("DELETE", "/v1/sessions/\(id)").status == 204)
        let messages = SSEMessage.parse(stream.takeQueued())
        #expect(messages.map(\.event) == ["end"])
        #expect(messages.first?.json["reason"]?.stringValue == "deleted")
        #expect(stream.isClosed)
        expectProblem(await client.call("GET", "/v1/sessions/\(id)/stream"), 404)
    }

    @Test("shutdown ends streams with 'shutdown'; new streams are refused")
    func shutdownEnds() async throws {
        let id = try await client.create()
        let stream = try await open(id)
        _ = stream.takeQueued()
        await client.app.prepareShutdown()
        let messages = SSEMessage.parse(stream.takeQueued())
        #expect(messages.first?.json["reason"]?.stringValue == "shutdown")
        expectProblem(await client.call("GET", "/v1/sessions/\(id)/stream"), 503)
    }

    @Test("limits: streams per session and in all answer 503 with Retry-After")
    func limits() async throws {
        let a = try await client.create(), b = try await client.create()
        _ = try await open(a)
        _ = try await open(a)
        let perSession = expectProblem(await client.call("GET", "/v1/sessions/\(a)/stream"), 503)
        #expect(perSession["type"]?.stringValue == "https://segnav.dev/problems/stream-limit")
        let third = try await open(b)
        let total = await client.call("GET", "/v1/sessions/\(b)/stream")
        expectProblem(total, 503)
        #expect(total.header("Retry-After") != nil)
        #expect(client.app.store.streamCount == 3)
        // Ended and drained (what a connection does once the last byte is out): its place comes back.
        third.finish()
        _ = third.takeQueued()
        #expect(client.app.store.streamCount == 2)
        _ = try await open(b)
    }

    @Test("bad Last-Event-ID or since are 400 naming them; unknown ids 404")
    func badInput() async throws {
        let id = try await client.create()
        #expect(
            pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)/stream", headers: [Field("Last-Event-ID", "x")]), 400)) == ["Last-Event-ID"])
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)/stream?since=-1"), 400)) == ["since"])
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)/stream?x=1"), 400)) == ["x"])
        // The header wins over `since`, but a bad `since` beside a good header is still refused, not ignored.
        for method in ["GET", "HEAD"] {
            #expect(
                pointers(
                    expectProblem(
                        await client.call(
                            method, "/v1/sessions/\(id)/stream?since=2147483648",
                            headers: [Field("Last-Event-ID", "0")]), 400)) == ["since"])
        }
        expectProblem(await client.call("GET", "/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA/stream"), 404)
        #expect(client.app.store.streamCount == 0)
    }

    @Test("a since or Last-Event-ID past the last event is 409 seq-ahead naming lastSeq, for the stream and the long-poll alike")
    func seqAhead() async throws {
        let id = try await client.create()
        let last = try #require(await client.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue)
        for (path, headers, named) in [
            ("/stream?since=\(last + 1)", [Field](), "since"), ("/stream", [Field("Last-Event-ID", "\(last + 5)")], "Last-Event-ID"),
            ("/events?since=\(last + 1)&wait=30", [], "since"), ("/events?since=1000", [], "since"),
        ] {
            let problem = expectProblem(await client.call("GET", "/v1/sessions/\(id)\(path)", headers: headers), 409)
            #expect(problem["lastSeq"]?.intValue == last, "\(path)")
            #expect(pointers(problem) == [named], "\(path)")
        }
        #expect(client.app.store.streamCount == 0)
        // At the last event itself: an empty page at once, as before.
        let page = await client.call("GET", "/v1/sessions/\(id)/events?since=\(last)")
        #expect(page.status == 200 && page.jsonBody["next"]?.intValue == last)
    }
}

@Suite("Stream tickets")
struct StreamTicketTests {
    let client = APIClient(ServiceConfiguration(token: "s3cret"))
    let auth = [Field("Authorization", "Bearer s3cret")]

    @Test("with --token, a ticket (got with the token) opens one session's stream, and nothing else")
    func ticket() async throws {
        let a = try await createAuthorized(), b = try await createAuthorized()
        expectProblem(await client.call("GET", "/v1/sessions/\(a)/stream"), 401)
        expectProblem(await client.call("POST", "/v1/sessions/\(a)/stream/tickets"), 401)
        let issued = await client.call("POST", "/v1/sessions/\(a)/stream/tickets", headers: auth)
        #expect(issued.status == 201)
        let ticket = try #require(issued.jsonBody["ticket"]?.stringValue)
        #expect(issued.jsonBody["stream"]?.stringValue == "/v1/sessions/\(a)/stream?ticket=\(ticket)")
        #expect(await client.call("GET", "/v1/sessions/\(a)/stream?ticket=\(ticket)").status == 200)
        #expect(await client.call("GET", "/v1/sessions/\(a)/stream?ticket=\(ticket)").status == 200, "reconnects work")
        expectProblem(await client.call("GET", "/v1/sessions/\(b)/stream?ticket=\(ticket)"), 401)
        expectProblem(await client.call("GET", "/v1/sessions/\(a)?ticket=\(ticket)"), 401)
        expectProblem(await client.call("GET", "/v1/sessions/\(a)/stream?ticket=nope"), 401)
    }

    @Test(
        "a malformed ticket is a 400 naming it, with the token too (and a 401 without)",
        arguments: ["", "nope", String(repeating: "A", count: 21), String(repeating: "A", count: 23), String(repeating: "A", count: 21) + "."])
    func malformed(ticket: String) async throws {
        let a = try await createAuthorized()
        let path = "/v1/sessions/\(a)/stream?ticket=\(ticket)"
        for method in ["GET", "HEAD"] {
            let body = expectProblem(await client.call(method, path, headers: auth), 400)
            #expect(pointers(body) == ["ticket"])
        }
        expectProblem(await client.call("GET", path), 401)
        #expect(client.app.store.streamCount == 0)
    }

    @Test("a ticket expires")
    func expiry() {
        let tickets = StreamTickets(lifetime: 10, capacity: 2)
        let ticket = tickets.issue(for: "a", now: 100)!
        #expect(tickets.admits(ticket, session: "a", now: 109))
        #expect(!tickets.admits(ticket, session: "a", now: 110))
        _ = tickets.issue(for: "a", now: 100)
        _ = tickets.issue(for: "a", now: 100)
        #expect(tickets.issue(for: "a", now: 100) == nil, "bounded")
        #expect(tickets.issue(for: "a", now: 200) != nil, "expired ones make room")
    }

    func createAuthorized() async throws -> String {
        let response = await client.call("POST", "/v1/sessions", json: #"{"preset":"deponte-2016"}"#, headers: auth)
        return try #require(response.jsonBody["id"]?.stringValue)
    }
}

@Suite("Watches and waits on a session that ends")
struct WatchTests {
    let client = APIClient()

    @Test("a watch returns the new state as soon as the version moves", arguments: ["", "/screen"])
    func watchReturnsOnChange(path: String) async throws {
        let id = try await client.create()
        async let watched = client.call("GET", "/v1/sessions/\(id)\(path)?wait=30", headers: [Field("If-None-Match", "\"0\"")])
        try await Task.sleep(for: .milliseconds(100))
        #expect(client.app.store.waitingCount == 1)
        _ = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let response = await watched
        #expect(response.status == 200)
        #expect(response.header("ETag") == "\"1\"")
        #expect(response.jsonBody["version"]?.intValue == 1)
    }

    @Test("a watch answers 304 when its time is up; without If-None-Match, or with a stale tag, at once")
    func watchTimesOut() async throws {
        let id = try await client.create()
        let clock = ContinuousClock()
        let start = clock.now
        let timedOut = await client.call("GET", "/v1/sessions/\(id)?wait=1", headers: [Field("If-None-Match", "\"0\"")])
        #expect(timedOut.status == 304)
        #expect(clock.now - start >= .milliseconds(900))
        #expect(await client.call("GET", "/v1/sessions/\(id)?wait=30").status == 200)
        #expect(await client.call("GET", "/v1/sessions/\(id)?wait=30", headers: [Field("If-None-Match", "\"7\"")]).status == 200)
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)?wait=61"), 400)) == ["wait"])
    }

    @Test("a no-op action wakes a watch (a new version) but not a long-poll (no new event)")
    func noopWakesOnlyWatch() async throws {
        let id = try await client.create()
        let seq = await client.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue ?? 0
        async let watched = client.call("GET", "/v1/sessions/\(id)?wait=30", headers: [Field("If-None-Match", "\"0\"")])
        async let polled = client.call("GET", "/v1/sessions/\(id)/events?since=\(seq)&wait=2")
        try await Task.sleep(for: .milliseconds(100))
        let noop = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"pop"}"#)
        #expect(noop.jsonBody["noop"] == .bool(true))
        #expect(await watched.status == 200)
        #expect(await polled.jsonBody["events"]?.arrayValue.isEmpty == true)
    }

    @Test("a long-poll or watch whose session is deleted meanwhile gets 410 saying so")
    func endedWhileWaiting() async throws {
        let id = try await client.create()
        let seq = await client.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue ?? 0
        async let watched = client.call("GET", "/v1/sessions/\(id)?wait=30", headers: [Field("If-None-Match", "\"0\"")])
        async let polled = client.call("GET", "/v1/sessions/\(id)/events?since=\(seq)&wait=30")
        try await Task.sleep(for: .milliseconds(100))
        #expect(client.app.store.waitingCount == 2)
        #expect(await client.call("DELETE", "/v1/sessions/\(id)").status == 204)
        for response in [await watched, await polled] {
            let problem = expectProblem(response, 410)
            #expect(problem["reason"]?.stringValue == "deleted")
            #expect(problem["type"]?.stringValue == "https://segnav.dev/problems/session-ended")
        }
    }

    @Test("a session a long-poll waits on is in use: the TTL does not evict it")
    func waitingCountsAsUse() async throws {
        var limits = StoreLimits()
        limits.ttlSeconds = 1
        let client = APIClient(ServiceConfiguration(limits: limits))
        let id = try await client.create()
        let seq = await client.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue ?? 0
        async let polled = client.call("GET", "/v1/sessions/\(id)/events?since=\(seq)&wait=4")
        try await Task.sleep(for: .milliseconds(2500))
        #expect(await client.app.store.evictIdle() == 0)
        #expect(await polled.status == 200)
        #expect(await client.call("GET", "/v1/sessions/\(id)").status == 200)
    }
}
