import HTTPTestSupport
import MicroHTTP
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A client that sends part of a request and closes at once (its bytes and its
/// FIN arriving together) must not keep its slot of the connection limit: with
/// libmicrohttpd 0.9.75's edge-triggered epoll the close went unseen until the
/// idle timeout, and a burst of such clients locked everyone out (RELIABILITY.md
/// §7). epoll stays (poll(2) costs grow with idle connections); the
/// `HalfClosedReaper` finds what its epoll mode misses.
@Suite("Half-closed clients", .timeLimit(.minutes(1)))
struct HalfClosedTests {
    @Test(
        "a burst of partial requests that close at once leaves the limit free for others",
        arguments: ServerOptions.Poller.allCases)
    func partialRequestsThenClose(poller: ServerOptions.Poller) async throws {
        let gauge = ConnectionGauge()
        let server = try startServer(connections: gauge) {
            $0.connectionLimit = 20
            $0.connectionTimeout = 60
            $0.poller = poller
        }
        let port = server.port
        try await onThread {
            for _ in 0..<200 {
                let connection = try RawHTTPConnection(port: port)
                try? connection.send("GET /immediate/a HTTP/1.1\r\n")
                connection.closeNow()
            }
        }
        // Each close is seen within a sweep (epoll) or a poll round; the idle timeout (60 s) plays no part.
        let deadline = ContinuousClock.now + .seconds(10)
        while gauge.value > 0, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        #expect(gauge.value == 0)
        let statuses = try await onThread {
            try (0..<10).map { _ in try RawHTTPConnection(port: port, timeoutSeconds: 2).request("GET", "/immediate/b").status }
        }
        #expect(statuses == Array(repeating: 200, count: 10))
        await server.shutdown()
    }

    @Test("a client that half-closes after a whole request still gets its answer", arguments: ["immediate", "slow"])
    func halfCloseAfterRequest(kind: String) async throws {
        let server = try startServer()
        let port = server.port
        let replies = try await onThread {
            try (0..<5).map { i -> Int in
                let connection = try RawHTTPConnection(port: port, timeoutSeconds: 5)
                try connection.send("GET /\(kind)/\(i) HTTP/1.1\r\nHost: x\r\n\r\n")
                connection.closeNow()  // FIN right behind the request
                return try connection.readReply().status
            }
        }
        #expect(replies == Array(repeating: 200, count: 5))
        await server.shutdown()
    }
}
