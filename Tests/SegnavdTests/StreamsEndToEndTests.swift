import Foundation
import HTTPTestSupport
import Testing

/// Live sessions (DESIGN.md §5.6) end to end, against the real binary on port 0:
/// streams (Server-Sent Events) and watches.
@Suite("Streams and watches end to end", .serialized, .timeLimit(.minutes(3)))
struct StreamsEndToEndTests {
    typealias Message = EventStreamClient.Message

    func create(_ port: UInt16, _ body: String = #"{"preset":"crafterm-2010"}"#) throws -> [String: Any] {
        let reply = try RawHTTPConnection(port: port).json("POST", "/v1/sessions", body)
        #expect(reply.status == 201)
        return reply.json
    }

    func act(_ port: UInt16, _ id: String, _ body: String) throws -> [String: Any] {
        let reply = try RawHTTPConnection(port: port).json("POST", "/v1/sessions/\(id)/actions", body)
        #expect(reply.status == 200, "\(reply.text)")
        return reply.json
    }

    /// The script the tests drive: a tap, a row (an animated push), back.
    static let script = [
        #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":1}"#, #"{"type":"tapBack"}"#,
    ]

    /// Every event after `since`, as `GET …/events` has them.
    func events(_ port: UInt16, _ id: String, since: Int) throws -> [[String: Any]] {
        try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)/events?since=\(since)&limit=1000")
            .json["events"] as? [[String: Any]] ?? []
    }

    static func seq(_ event: [String: Any]) -> Int { event["seq"] as? Int ?? -1 }

    @Test("a stream sees the launch state, then exactly each action's events (ids = seqs) and its state, in order")
    func streamFollowsActions() async throws {
        let server = try ServerProcess()
        let port = server.port
        try await onThread {
            let created = try create(port)
            let id = try #require(created["id"] as? String)
            let launchSeq = try #require(created["lastEventSeq"] as? Int)
            let stream = try EventStreamClient(port: port, target: "/v1/sessions/\(id)/stream")
            #expect(stream.reply.status == 200)
            #expect(stream.reply.header("Content-Type") == "text/event-stream; charset=utf-8")
            let first = try #require(try stream.next())
            #expect(first.event == "state")
            #expect(first.retry == 1000)
            #expect(first.id == String(launchSeq))
            #expect((first.json["version"] as? Int) == 0)

            var states: [Message] = []
            for (index, action) in Self.script.enumerated() {
                let acted = try act(port, id, action)
                let expected = acted["events"] as? [[String: Any]] ?? []
                let messages = try stream.collect { $0.event == "state" }
                states.append(try #require(messages.last))
                let lifecycle = messages.dropLast()
                #expect(lifecycle.allSatisfy { $0.event == "lifecycle" })
                #expect(lifecycle.map(\.id) == expected.map { String(Self.seq($0)) }, "action \(index)")
                #expect(lifecycle.map { NSDictionary(dictionary: $0.json) } == expected.map { NSDictionary(dictionary: $0) })
                #expect(NSDictionary(dictionary: messages.last?.json ?? [:]) == NSDictionary(dictionary: acted["state"] as? [String: Any] ?? [:]))
            }
            #expect(states.map { $0.json["version"] as? Int } == [1, 2, 3])
            // Nothing but these: every event since the launch came through, once.
            let all = try events(port, id, since: launchSeq).map(Self.seq)
            #expect(states.last?.id == all.last.map(String.init))
            stream.close()
        }
        #expect(server.stop() == 0)
    }

    @Test("a reconnect with Last-Event-ID (or ?since=) loses and repeats nothing", arguments: [true, false])
    func reconnect(useHeader: Bool) async throws {
        let server = try ServerProcess()
        let port = server.port
        try await onThread {
            let created = try create(port)
            let id = try #require(created["id"] as? String)
            let launchSeq = try #require(created["lastEventSeq"] as? Int)
            var seen: [Int] = []
            let first = try EventStreamClient(port: port, target: "/v1/sessions/\(id)/stream")
            _ = try first.next()
            _ = try act(port, id, Self.script[0])
            let part = try first.collect { $0.event == "state" }
            seen += part.filter { $0.event == "lifecycle" }.compactMap { $0.id.flatMap(Int.init) }
            let lastId = try #require(part.last?.id)
            first.close()
            // Meanwhile, two more actions nobody is streaming.
            _ = try act(port, id, Self.script[1])
            _ = try act(port, id, Self.script[2])
            let target = "/v1/sessions/\(id)/stream" + (useHeader ? "" : "?since=\(lastId)")
            let again = try EventStreamClient(
                port: port, target: target,
                headers: useHeader ? [("Last-Event-ID", lastId)] : [])
            let backlog = try again.collect { $0.event == "state" }
            seen += backlog.filter { $0.event == "lifecycle" }.compactMap { $0.id.flatMap(Int.init) }
            #expect(backlog.last.flatMap { $0.json["version"] as? Int } == 3)
            let expected = try events(port, id, since: launchSeq).map(Self.seq)
            #expect(seen == expected, "every event once, in order")
            again.close()
        }
        #expect(server.stop() == 0)
    }

    @Test("100 concurrent streams on one session receive identical sequences")
    func hundredStreams() async throws {
        let server = try ServerProcess(arguments: ["--max-streams-per-session", "100"])
        let port = server.port
        let id = try await onThread { try #require(try create(port)["id"] as? String) }
        let streams = try await onThread {
            try (0..<100).map { _ in try EventStreamClient(port: port, target: "/v1/sessions/\(id)/stream") }
        }
        #expect(streams.allSatisfy { $0.reply.status == 200 })
        for stream in streams { _ = try await onThread { try stream.next() } }
        try await onThread {
            for action in Self.script + Self.script { _ = try act(port, id, action) }
        }
        let sequences = try await withThrowingTaskGroup(of: [Message].self) { group in
            for stream in streams {
                group.addTask {
                    try await onThread {
                        var states = 0
                        return try stream.collect { message in
                            if message.event == "state" { states += 1 }
                            return states == 6
                        }
                    }
                }
            }
            return try await group.reduce(into: [[Message]]()) { $0.append($1) }
        }
        #expect(sequences.count == 100)
        let distinct = Array(Set(sequences.map { $0.map(\.data) }))
        #expect(distinct.count == 1, "all 100 saw the same messages")
        if distinct.count > 1 {
            let (a, b) = (distinct[0], distinct[1])
            let firstDiff = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            Issue.record(
                "lengths \(a.count) vs \(b.count); first difference at \(firstDiff ?? -1): \(firstDiff.map { String(a[$0].prefix(150)) } ?? "") | \(firstDiff.map { String(b[$0].prefix(150)) } ?? "")"
            )
        }
        #expect(sequences.first?.filter { $0.event == "state" }.count == 6)
        for stream in streams { stream.close() }
        #expect(server.stop() == 0)
    }

    @Test("delete ends a stream with its 'end' message, and a reconnect gets 404")
    func deleteEndsStream() async throws {
        let server = try ServerProcess()
        let port = server.port
        try await onThread {
            let id = try #require(try create(port)["id"] as? String)
            let stream = try EventStreamClient(port: port, target: "/v1/sessions/\(id)/stream")
            _ = try stream.next()
            #expect(try RawHTTPConnection(port: port).request("DELETE", "/v1/sessions/\(id)").status == 204)
            let end = try #require(try stream.next())
            #expect(end.event == "end")
            #expect((end.json["reason"] as? String) == "deleted")
            #expect(try stream.next() == nil, "the body ends after it")
            let again = try EventStreamClient(port: port, target: "/v1/sessions/\(id)/stream")
            #expect(again.reply.status == 404)
            #expect(again.reply.header("Content-Type") == "application/problem+json")
        }
        #expect(server.stop() == 0)
    }

    @Test("expiry ends a stream with 'expired': a stream alone does not keep its session")
    func expiryEndsStream() async throws {
        let server = try ServerProcess(arguments: ["--session-ttl", "2"])
        let port = server.port
        try await onThread {
            let id = try #require(try create(port)["id"] as? String)
            let stream = try EventStreamClient(port: port, target: "/v1/sessions/\(id)/stream", timeoutSeconds: 15)
            _ = try stream.next()
            let end = try #require(try stream.collect { $0.event == "end" }.last)
            #expect((end.json["reason"] as? String) == "expired")
            #expect(try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)").status == 404)
        }
        #expect(server.stop() == 0)
    }

    @Test("SIGTERM ends every stream with 'shutdown' and the server exits 0 within its grace")
    func shutdownEndsStreams() async throws {
        let server = try ServerProcess(keepLog: true)
        let port = server.port
        let streams = try await onThread { () -> [EventStreamClient] in
            let id = try #require(try create(port)["id"] as? String)
            return try (0..<20).map { _ in
                let stream = try EventStreamClient(port: port, target: "/v1/sessions/\(id)/stream")
                _ = try stream.next()
                return stream
            }
        }
        async let status = onThread { server.stop() }
        for stream in streams {
            let messages = try await onThread { try stream.collect { _ in false } }
            #expect(messages.last?.event == "end")
            #expect((messages.last?.json["reason"] as? String) == "shutdown")
        }
        #expect(try await status == 0)
        // Every stream ended at once: segnavd says so when the grace had to cut requests off.
        #expect(!server.log.contains("ended with requests still running"), "\(server.log)")
    }

    @Test("a watch returns as soon as another client acts, and 304 at its timeout")
    func watch() async throws {
        let server = try ServerProcess()
        let port = server.port
        let id = try await onThread { try #require(try create(port)["id"] as? String) }
        async let watched = onThread {
            try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)?wait=30", headers: [("If-None-Match", "\"0\"")])
        }
        try await Task.sleep(for: .milliseconds(300))
        try await onThread { _ = try act(port, id, Self.script[0]) }
        let reply = try await watched
        #expect(reply.status == 200)
        // Answered by the action (a new ETag), not by its 30 s timeout (which answers 304): no clock needed.
        #expect(reply.header("ETag") == "\"1\"")
        let timedOut = try await onThread {
            try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)/screen?wait=1", headers: [("If-None-Match", "\"1\"")])
        }
        #expect(timedOut.status == 304)
        #expect(server.stop() == 0)
    }
}
