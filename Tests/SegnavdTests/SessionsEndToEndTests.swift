import Foundation
import HTTPTestSupport
import Testing

/// The session API end to end, against the real binary on port 0.
@Suite("Sessions API end to end", .serialized, .timeLimit(.minutes(3)))
struct SessionsEndToEndTests {
    /// Polls `/metrics` until the server holds `count` waiting long-polls (or 40 s pass).
    func waitUntilParked(_ count: Int, port: UInt16) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(40)
        while clock.now < deadline {
            let metrics = try await onThread { try RawHTTPConnection(port: port).request("GET", "/metrics").text }
            if metrics.contains("segnav_waiting_long_polls \(count)") { return }
            try await Task.sleep(for: .milliseconds(200))
        }
    }

    func create(_ port: UInt16, _ body: String = #"{"preset":"crafterm-2010"}"#) async throws -> [String: Any] {
        let reply = try await onThread { try RawHTTPConnection(port: port).json("POST", "/v1/sessions", body) }
        #expect(reply.status == 201)
        return reply.json
    }

    @Test("create → act → state → screen → events → delete")
    func flow() async throws {
        let server = try ServerProcess()
        let port = server.port
        try await onThread {
            let c = try RawHTTPConnection(port: port)
            let created = try c.json("POST", "/v1/sessions", #"{"preset":"crafterm-2010"}"#)
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? String)
            #expect(created.header("Location") == "/v1/sessions/\(id)")
            let acted = try c.json("POST", "/v1/sessions/\(id)/actions", #"{"type":"selectSegment","index":1}"#)
            #expect(acted.status == 200)
            let state = try c.request("GET", "/v1/sessions/\(id)")
            #expect((state.json["version"] as? Int) == 1)
            #expect((state.json["selectedIndex"] as? Int) == 1)
            #expect(state.header("ETag") == "\"1\"")
            let screen = try c.request("GET", "/v1/sessions/\(id)/screen")
            #expect(screen.status == 200)
            #expect(((screen.json["root"] as? [String: Any])?["kind"] as? String) == "window")
            let events = try c.request("GET", "/v1/sessions/\(id)/events?limit=1000")
            let list = events.json["events"] as? [[String: Any]] ?? []
            #expect(list.count == (state.json["lastEventSeq"] as? Int))
            #expect(try c.request("DELETE", "/v1/sessions/\(id)").status == 204)
            #expect(try c.request("GET", "/v1/sessions/\(id)").status == 404)
        }
        #expect(server.stop() == 0)
    }

    @Test("a long-poll returns as soon as another client acts, and empty at its timeout")
    func longPoll() async throws {
        let server = try ServerProcess()
        let port = server.port
        let created = try await create(port)
        let id = try #require(created["id"] as? String)
        let since = try #require(created["lastEventSeq"] as? Int)
        let clock = ContinuousClock()
        async let polled = onThread {
            try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)/events?since=\(since)&wait=30")
        }
        try await Task.sleep(for: .milliseconds(300))
        _ = try await onThread {
            try RawHTTPConnection(port: port).json("POST", "/v1/sessions/\(id)/actions", #"{"type":"selectSegment","index":1}"#)
        }
        let reply = try await polled
        // Woken by the action, not by its 30 s timeout (which answers an empty page): no clock needed.
        let events = reply.json["events"] as? [[String: Any]] ?? []
        #expect(events.first?["seq"] as? Int == since + 1)

        let next = try #require(reply.json["lastSeq"] as? Int)
        let quietStart = clock.now
        let quiet = try await onThread {
            try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)/events?since=\(next)&wait=1")
        }
        #expect((quiet.json["events"] as? [Any])?.isEmpty == true)
        #expect(clock.now - quietStart >= .milliseconds(900))
        #expect(server.stop() == 0)
    }

    @Test("64 concurrent clients on one session lose no action, and each reads its own writes")
    func concurrentWriters() async throws {
        let server = try ServerProcess()
        let port = server.port
        let created = try await create(port, #"{"preset":"deponte-2016"}"#)
        let id = try #require(created["id"] as? String)
        let launchEvents = try #require(created["lastEventSeq"] as? Int)
        let perClient = 10
        let results = try await withThrowingTaskGroup(of: (events: Int, readOwnWrites: Bool).self) { group in
            for client in 0..<64 {
                group.addTask {
                    try await onThread {
                        let c = try RawHTTPConnection(port: port)
                        var events = 0
                        var ok = true
                        for i in 0..<perClient {
                            let index = (client + i) % 2
                            let reply = try c.json("POST", "/v1/sessions/\(id)/actions", #"{"type":"setSegment","index":\#(index)}"#)
                            guard reply.status == 200 else { return (events, false) }
                            events += (reply.json["events"] as? [Any])?.count ?? 0
                            let written = (reply.json["state"] as? [String: Any])?["version"] as? Int ?? .max
                            let read = try c.request("GET", "/v1/sessions/\(id)").json["version"] as? Int ?? -1
                            ok = ok && read >= written
                        }
                        return (events, ok)
                    }
                }
            }
            return try await group.reduce(into: [(events: Int, readOwnWrites: Bool)]()) { $0.append($1) }
        }
        #expect(results.allSatisfy { $0.readOwnWrites })
        let state = try await onThread { try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)") }.json
        #expect(state["version"] as? Int == 64 * perClient)
        #expect(state["lastEventSeq"] as? Int == launchEvents + results.reduce(0) { $0 + $1.events })
        #expect(server.stop() == 0)
    }

    @Test("1 000 concurrent long-polls are all answered")
    func thousandLongPolls() async throws {
        let server = try ServerProcess()
        let port = server.port
        let created = try await create(port, #"{"preset":"deponte-2016"}"#)
        let id = try #require(created["id"] as? String)
        let since = try #require(created["lastEventSeq"] as? Int)
        let count = 1000
        async let answered: Int = withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<count {
                group.addTask {
                    try await onThread {
                        let reply = try RawHTTPConnection(port: port, timeoutSeconds: 60)
                            .request("GET", "/v1/sessions/\(id)/events?since=\(since)&wait=50")
                        return reply.status == 200 && !((reply.json["events"] as? [Any])?.isEmpty ?? true) ? 1 : 0
                    }
                }
            }
            return try await group.reduce(0, +)
        }
        // Wait until the server holds them all, then act once.
        try await waitUntilParked(count, port: port)
        _ = try await onThread {
            try RawHTTPConnection(port: port).json("POST", "/v1/sessions/\(id)/actions", #"{"type":"selectSegment","index":1}"#)
        }
        let answeredCount = try await answered
        #expect(answeredCount == count)
        #expect(server.stop() == 0)
    }

    @Test("a request still running when the grace ends is named in the log")
    func graceEndsWithARequest() async throws {
        let server = try ServerProcess(arguments: ["--shutdown-grace", "1"], keepLog: true)
        let port = server.port
        let connection = try RawHTTPConnection(port: port, timeoutSeconds: 10)
        // A body promised and never sent: the request stays open through the grace.
        try connection.send("POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
        // Time for the server to read its head: twenty answered round trips on other connections, not a clock bound
        // (the head is a few bytes already sent, read within the first of them on any machine this runs on).
        for _ in 0..<20 { _ = try RawHTTPConnection(port: port, timeoutSeconds: 10).request("GET", "/healthz") }
        #expect(server.stop() == 0)
        #expect(server.log.contains("ended with requests still running: 1"), "\(server.log)")
    }

    @Test("at the default level an error answer leaves an info line with its route and status; a success none")
    func errorAnswersLogged() async throws {
        let server = try ServerProcess(keepLog: true)
        let port = server.port
        #expect(try RawHTTPConnection(port: port, timeoutSeconds: 10).request("GET", "/v1/sessions/AAAAAAAAAAAAAAAAAAAAAA").status == 404)
        #expect(try RawHTTPConnection(port: port, timeoutSeconds: 10).request("GET", "/healthz").status == 200)
        #expect(server.stop() == 0)
        #expect(server.log.contains("GET /v1/sessions/{id} answered 404"), "\(server.log)")
        #expect(!server.log.contains("answered 200"), "\(server.log)")
    }

    @Test("SIGTERM with 1 000 waiting long-polls and requests in flight answers every one and exits 0 within its grace")
    func shutdownAnswersLongPolls() async throws {
        let server = try ServerProcess(keepLog: true)
        let port = server.port
        let created = try await create(port, #"{"preset":"deponte-2016"}"#)
        let id = try #require(created["id"] as? String)
        let since = try #require(created["lastEventSeq"] as? Int)
        let polls = 1000
        async let statuses: [Int] = withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<polls {
                group.addTask {
                    try await onThread {
                        try RawHTTPConnection(port: port, timeoutSeconds: 30)
                            .request("GET", "/v1/sessions/\(id)/events?since=\(since)&wait=60").status
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        try await waitUntilParked(polls, port: port)
        // Writers keep acting on other sessions while the signal arrives.
        let others = try await (0..<8).asyncMap { _ in try await self.create(port, #"{"preset":"crafterm-2010"}"#)["id"] as? String ?? "" }
        async let writes: [Int] = withThrowingTaskGroup(of: Int.self) { group in
            for other in others {
                group.addTask {
                    try await onThread {
                        // Until the server goes away: each answer must be whole (200), then the connection closes.
                        var last = 200
                        let c = try RawHTTPConnection(port: port, timeoutSeconds: 10)
                        for i in 0..<10_000 {
                            guard let reply = try? c.json("POST", "/v1/sessions/\(other)/actions", #"{"type":"setSegment","index":\#(i % 2)}"#)
                            else { break }
                            last = reply.status
                            if last != 200 { break }
                        }
                        return last
                    }
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        try await Task.sleep(for: .milliseconds(300))
        #expect(server.stop() == 0)
        // Everything finished within the grace: segnavd says so when the grace had to cut requests off.
        #expect(!server.log.contains("ended with requests still running"), "\(server.log)")
        let finalStatuses = try await statuses
        #expect(finalStatuses.count == polls)
        #expect(finalStatuses.allSatisfy { $0 == 200 })
        // Every write answered before the close was answered in full: 200, or 503 for one caught by the grace period.
        let lastWrites = try await writes
        #expect(lastWrites.allSatisfy { $0 == 200 || $0 == 503 })
    }
}

extension Range where Bound == Int {
    func asyncMap<T>(_ transform: (Int) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for i in self { result.append(try await transform(i)) }
        return result
    }
}
