import HTTPTestSupport
import MicroHTTP
import Testing

/// Answers not yet taken by their clients are held against one budget; a read
/// that does not fit gets a 503, a write's answer always goes out (RELIABILITY.md §7).
@Suite("Memory for unsent answers", .timeLimit(.minutes(1)))
struct ResponseMemoryTests {
    @Test("a client that never reads holds its answer; the next read beyond the budget gets 503; released on close")
    func nonReaderHoldsBudget() async throws {
        let memory = ResponseMemory()
        let server = try startServer(memory: memory) { $0.responseMemoryLimit = 24 << 20 }
        let port = server.port
        // 16 MiB that a client with a 4 KiB window does not read: more than the
        // kernel's socket buffers take (tcp_wmem tops out at 4 MiB), so the rest stays in the server.
        let holder = try await onThread { () -> RawHTTPConnection in
            let connection = try RawHTTPConnection(port: port, receiveBuffer: 4096)
            try connection.send("GET /big/16777216 HTTP/1.1\r\nHost: x\r\n\r\n")
            return connection
        }
        try await Task.sleep(for: .milliseconds(200))
        #expect(memory.value == 16 << 20)
        let (refused, small) = try await onThread { () -> (RawHTTPConnection.Reply, Int) in
            let connection = try RawHTTPConnection(port: port)
            let refused = try connection.request("GET", "/big/16777216")
            return (refused, try connection.request("GET", "/big/1000").status)
        }
        #expect(refused.status == 503)
        #expect(refused.header("Retry-After") == "1")
        #expect(refused.header("Content-Type") == "application/problem+json")
        #expect(small == 200, "what fits still goes out")
        #expect(memory.refused == 1)
        holder.reset()
        let deadline = ContinuousClock.now + .seconds(5)
        while memory.value > 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(memory.value == 0)
        let after = try await onThread { try RawHTTPConnection(port: port).request("GET", "/big/16777216").status }
        #expect(after == 200)
        await server.shutdown()
    }

    @Test("a write's answer is sent even past the budget: refusing it would hide that it was done")
    func writesAreNeverRefused() async throws {
        let memory = ResponseMemory()
        let server = try startServer(memory: memory) { $0.responseMemoryLimit = 1000 }
        let port = server.port
        let (read, write) = try await onThread { () -> (Int, Int) in
            let connection = try RawHTTPConnection(port: port)
            return (try connection.request("GET", "/big/5000").status,
                    try connection.request("POST", "/write/5000", body: []).status)
        }
        #expect(read == 503)
        #expect(write == 200)
        await server.shutdown()
    }
}
