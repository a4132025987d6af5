import Foundation
import HTTPTestSupport
import MicroHTTP
import Testing

@Suite("HTTPServer against a real socket", .timeLimit(.minutes(2)))
struct HTTPServerTests {
    @Test("200 concurrent keep-alive requests are all answered", arguments: ["immediate", "answered", "deferred"])
    func concurrentKeepAlive(kind: String) async throws {
        let server = try startServer()
        let port = server.port
        // 20 connections × 10 requests each, every connection reused.
        let results = try await withThrowingTaskGroup(of: [String].self) { group in
            for c in 0..<20 {
                group.addTask {
                    try await onThread {
                        let connection = try RawHTTPConnection(port: port)
                        return try (0..<10).map { r in
                            let reply = try connection.request("GET", "/\(kind)/\(c)/\(r)")
                            return "\(reply.status) \(reply.text)"
                        }
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(results.count == 200)
        for c in 0..<20 {
            for r in 0..<10 {
                #expect(results.contains("200 GET /\(kind)/\(c)/\(r) ? body=0 x-test=-"))
            }
        }
        await server.shutdown()
    }

    @Test("open connections are counted into the gauge given, and a close once the server has seen it")
    func connectionGauge() async throws {
        let gauge = ConnectionGauge()
        let server = try startServer(connections: gauge)
        let port = server.port
        let connections = try await onThread {
            try (0..<3).map { _ in
                let connection = try RawHTTPConnection(port: port)
                _ = try connection.request("GET", "/immediate/x")
                return connection
            }
        }
        #expect(gauge.value == 3)
        #expect(server.openConnections == 3)
        for connection in connections { connection.close() }
        let deadline = ContinuousClock.now + .seconds(5)
        while gauge.value > 0, ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        #expect(gauge.value == 0)
        await server.shutdown()
    }

    @Test("a prepared response is queued many times at once, unchanged")
    func preparedResponse() async throws {
        #expect(TestResponder.prepared.prepared != nil)
        let server = try startServer()
        let port = server.port
        let replies = try await withThrowingTaskGroup(of: [String].self) { group in
            for _ in 0..<16 {
                group.addTask {
                    try await onThread {
                        let connection = try RawHTTPConnection(port: port)
                        return try (0..<20).map { _ in
                            let reply = try connection.request("GET", "/prepared")
                            return "\(reply.status) \(reply.header("X-Kind") ?? "-") \(reply.text)"
                        }
                    }
                }
            }
            return try await group.reduce(into: [String]()) { $0 += $1 }
        }
        #expect(replies.count == 320)
        #expect(Set(replies) == ["203 prepared prepared once"])
        await server.shutdown()
    }

    @Test("percent-encoded path and query arrive decoded")
    func percentDecoding() async throws {
        let server = try startServer()
        let port = server.port
        let reply = try await onThread {
            try RawHTTPConnection(port: port).request(
                "GET", "/immediate/a%20b/%C3%A9?q=1%2B2&name=J%C3%BCrgen&flag",
                headers: [("X-Test", "yes")])
        }
        #expect(reply.status == 200)
        #expect(reply.text == "GET /immediate/a b/é ?q=1+2&name=Jürgen&flag= body=0 x-test=yes")
        await server.shutdown()
    }

    @Test("%00 is not decoded: the path and a query value keep it, where a NUL would have cut them short")
    func percentNULKept() async throws {
        let server = try startServer()
        let port = server.port
        let reply = try await onThread {
            try RawHTTPConnection(port: port).request("GET", "/immediate/client.js%00.map?q=1%00x&r=%0%4&s=%41%42")
        }
        #expect(reply.status == 200)
        #expect(reply.text == "GET /immediate/client.js%00.map ?q=1%00x&r=%0%4&s=AB body=0 x-test=-", "\(reply.text)")
        await server.shutdown()
    }

    @Test("a body over the limit gets 413 and the connection stays usable", arguments: [false, true])
    func bodyOverLimit(chunked: Bool) async throws {
        let server = try startServer(maxBody: 1024)
        let port = server.port
        let (refused, next) = try await onThread { () -> (Int, String) in
            let connection = try RawHTTPConnection(port: port)
            let body = [UInt8](repeating: UInt8(ascii: "x"), count: 5000)
            let refused: RawHTTPConnection.Reply
            if chunked {
                var raw = Array("POST /immediate/upload HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n".utf8)
                raw += Array("1388\r\n".utf8) + body + Array("\r\n0\r\n\r\n".utf8)
                try connection.send(raw)
                refused = try connection.readReply(method: "POST")
            } else {
                refused = try connection.request("POST", "/immediate/upload", body: body)
            }
            let next = try connection.request("POST", "/immediate/after", body: Array("{}".utf8))
            return (refused.status, "\(next.status) \(next.text)")
        }
        #expect(refused == 413)
        #expect(next == "200 POST /immediate/after ? body=2 x-test=-")
        await server.shutdown()
    }

    @Test("a body within the limit arrives whole, deferred too")
    func bodyWithinLimit() async throws {
        let server = try startServer(maxBody: 4096)
        let port = server.port
        let reply = try await onThread {
            try RawHTTPConnection(port: port).request("POST", "/deferred/x", body: [UInt8](repeating: 65, count: 4096))
        }
        #expect(reply.text == "POST /deferred/x ? body=4096 x-test=-")
        await server.shutdown()
    }

    @Test("a slow deferred handler does not delay parallel requests")
    func slowDoesNotBlock() async throws {
        let server = try startServer(threads: 1)
        let port = server.port
        let gate = "parallel-\(port)"
        // 8 deferred requests held until the gate opens, on a server with one MHD thread …
        async let held: [Int] = withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<8 {
                group.addTask { try await onThread { try RawHTTPConnection(port: port).request("GET", "/held/\(gate)/\(i)").status } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        while await TestResponder.gates.waiters(gate) < 8 { try await Task.sleep(for: .milliseconds(5)) }
        // … and both fast kinds are answered while all 8 still wait: no clock, the gate is shut until after them.
        let fast = try await onThread { () -> [Int] in
            let connection = try RawHTTPConnection(port: port)
            return try [connection.request("GET", "/immediate/x").status, connection.request("GET", "/deferred/y").status]
        }
        #expect(fast == [200, 200])
        #expect(await TestResponder.gates.waiters(gate) == 8)
        await TestResponder.gates.open(gate)
        #expect(try await held == Array(repeating: 200, count: 8))
        await server.shutdown()
    }

    @Test("a client that hangs up while its request is deferred breaks nothing")
    func hangUpWhileDeferred() async throws {
        let server = try startServer()
        let port = server.port
        try await onThread {
            for i in 0..<20 {
                let connection = try RawHTTPConnection(port: port)
                try connection.send("GET /slow/\(i) HTTP/1.1\r\nHost: x\r\n\r\n")
                connection.close()
            }
        }
        try await Task.sleep(for: .milliseconds(400))
        let reply = try await onThread { try RawHTTPConnection(port: port).request("GET", "/deferred/after") }
        #expect(reply.status == 200)
        // Every request's state was released through the completion callback.
        try await Task.sleep(for: .milliseconds(100))
        #expect(server.activeRequests == 0)
        await server.shutdown()
    }

    @Test("shutdown lets in-flight deferred requests finish")
    func shutdownCompletesInFlight() async throws {
        let server = try startServer()
        let port = server.port
        async let replies: [Int] = withThrowingTaskGroup(of: Int.self) { group in
            for i in 0..<10 {
                group.addTask { try await onThread { try RawHTTPConnection(port: port).request("GET", "/slow/\(i)").status } }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        // Shut down once all ten are in flight (a client not yet connected would be refused, rightly).
        let clock = ContinuousClock()
        let deadline = clock.now + .seconds(10)
        while server.activeRequests < 10, clock.now < deadline { try await Task.sleep(for: .milliseconds(5)) }
        await server.shutdown(grace: .seconds(5))
        #expect(try await replies == Array(repeating: 200, count: 10))
        // No longer accepting.
        #expect(throws: (any Error).self) { try RawHTTPConnection(port: port).request("GET", "/immediate/x") }
    }

    @Test("starting on a bad address fails with a clear error")
    func badAddress() {
        var options = ServerOptions()
        options.host = "not-an-ip"
        options.port = 0
        #expect(throws: ServerError.cannotStart(host: "not-an-ip", port: 0, errno: EINVAL)) {
            try HTTPServer(options: options, responder: TestResponder())
        }
    }
}
