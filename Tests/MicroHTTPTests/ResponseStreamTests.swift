import HTTPTestSupport
import MicroHTTP
import Synchronization
import Testing

/// Streamed answers: chunks go out as the application sends them, the
/// connection waits suspended in between (no thread, no polling), and the
/// stream ends when the application finishes it, the client goes, or the
/// server shuts down (DESIGN.md §5.6).
@Suite("ResponseStream over a real socket", .serialized, .timeLimit(.minutes(1)))
struct ResponseStreamTests {
    @Test("chunks arrive as they are sent; finish ends the body and the connection is reused")
    func chunksThenFinish() async throws {
        let server = try startServer()
        let port = server.port
        let connection = try await onThread { () -> RawHTTPConnection in
            let connection = try RawHTTPConnection(port: port, timeoutSeconds: 5)
            try connection.send("GET /stream/basic HTTP/1.1\r\nHost: x\r\n\r\n")
            return connection
        }
        let head = try await onThread { try connection.readHead() }
        #expect(head.status == 200)
        #expect(head.header("Transfer-Encoding")?.lowercased() == "chunked")
        #expect(try await onThread { try connection.readChunk() } == Array("open basic\n".utf8))
        let stream = try await TestResponder.stream("basic")
        try await Task.sleep(for: .milliseconds(100))  // parked meanwhile
        #expect(stream.send(Array("one\n".utf8)) == .queued)
        #expect(try await onThread { try connection.readChunk() } == Array("one\n".utf8))
        stream.finish(with: Array("bye\n".utf8))
        #expect(stream.send(Array("late".utf8)) == .closed)
        #expect(try await onThread { try connection.readChunk() } == Array("bye\n".utf8))
        #expect(try await onThread { try connection.readChunk() } == nil)
        let next = try await onThread { try connection.request("GET", "/immediate/after").status }
        #expect(next == 200)
        await server.shutdown()
    }

    @Test("more than the capacity unsent is refused, never buffered")
    func capacity() async throws {
        let memory = ResponseMemory()
        let stream = ResponseStream(capacity: 10, memory: memory)
        #expect(stream.send(Array("12345678".utf8)) == .queued)
        #expect(stream.send(Array("123".utf8)) == .full)
        #expect(stream.queuedBytes == 8)
        #expect(memory.value == 8)
        memory.limit = 9
        let roomy = ResponseStream(capacity: 100, memory: memory)
        #expect(roomy.send(Array("12".utf8)) == .full, "the server's budget bounds all streams together")
        #expect(memory.refused == 1)
    }

    @Test("an idle stream gets its keep-alive bytes")
    func keepAlive() async throws {
        let server = try startServer()
        let port = server.port
        let connection = try await onThread { () -> RawHTTPConnection in
            let connection = try RawHTTPConnection(port: port, timeoutSeconds: 5)
            try connection.send("GET /stream/idle HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = try connection.readHead()
            _ = try connection.readChunk()
            return connection
        }
        let clock = ContinuousClock()
        let start = clock.now
        #expect(try await onThread { try connection.readChunk() } == Array(":\n".utf8))
        #expect(clock.now - start < .seconds(3))
        await server.shutdown()
    }

    @Test("a client that goes away is noticed (at the next keep-alive at the latest) and the stream closes")
    func clientGone() async throws {
        let server = try startServer()
        let port = server.port
        let connection = try await onThread { () -> RawHTTPConnection in
            let connection = try RawHTTPConnection(port: port, timeoutSeconds: 5)
            try connection.send("GET /stream/gone HTTP/1.1\r\nHost: x\r\n\r\n")
            _ = try connection.readHead()
            return connection
        }
        let stream = try await TestResponder.stream("gone")
        let closed = Atomic<Bool>(false)
        stream.onClose { closed.store(true, ordering: .relaxed) }
        #expect(server.openStreams == 1)
        connection.close()
        let deadline = ContinuousClock.now + .seconds(5)
        while !closed.load(ordering: .relaxed), ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        let sawClose = closed.load(ordering: .relaxed)
        #expect(sawClose)
        #expect(stream.isClosed)
        #expect(server.openStreams == 0)
        await server.shutdown()
    }

    @Test("shutdown ends every stream and returns promptly")
    func shutdownEndsStreams() async throws {
        let server = try startServer()
        let port = server.port
        let connections = try await onThread {
            try (0..<20).map { i -> RawHTTPConnection in
                let connection = try RawHTTPConnection(port: port, timeoutSeconds: 5)
                try connection.send("GET /stream/down\(i) HTTP/1.1\r\nHost: x\r\n\r\n")
                _ = try connection.readHead()
                _ = try connection.readChunk()
                return connection
            }
        }
        let clock = ContinuousClock()
        let start = clock.now
        await server.shutdown(grace: .seconds(5))
        #expect(clock.now - start < .seconds(2))
        for connection in connections {
            #expect(try await onThread { try connection.readChunk() } == nil)
        }
    }

    @Test("1 000 idle streams hold no thread: other requests are answered meanwhile")
    func manyIdleStreams() async throws {
        let server = try startServer { $0.connectionLimit = 2000 }
        let port = server.port
        let connections = try await onThread {
            try (0..<1000).map { i -> RawHTTPConnection in
                let connection = try RawHTTPConnection(port: port, timeoutSeconds: 5)
                try connection.send("GET /stream/many\(i) HTTP/1.1\r\nHost: x\r\n\r\n")
                return connection
            }
        }
        try await Task.sleep(for: .milliseconds(300))
        let replies = try await onThread {
            let connection = try RawHTTPConnection(port: port)
            return try (0..<20).map { _ in try connection.request("GET", "/deferred/x").status }
        }
        #expect(replies == Array(repeating: 200, count: 20))
        #expect(server.openStreams == 1000)
        withExtendedLifetime(connections) {}
        await server.shutdown()
    }
}
