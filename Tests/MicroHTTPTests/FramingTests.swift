import HTTPTestSupport
import MicroHTTP
import Testing

/// Request heads whose framing two parties could read differently (RFC 9112
/// §6.3, request smuggling) are refused before their body is read, and the
/// connection is closed: the bytes after such a head are never served as a
/// request of their own (RELIABILITY.md §7).
@Suite("Strict HTTP/1.1 framing", .timeLimit(.minutes(1)))
struct FramingTests {
    /// A head, what follows it on the wire, and the status it must get.
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var raw: String
        var status: Int
        var testDescription: String { name }
    }

    static let smuggled = "GET /immediate/smuggled HTTP/1.1\r\nHost: x\r\n\r\n"

    static let refused: [Case] = [
        Case(
            name: "two Content-Length", raw: "POST /immediate/a HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 44\r\n\r\n{}" + smuggled,
            status: 400),
        Case(
            name: "Content-Length and chunked",
            raw: "POST /immediate/a HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n" + smuggled, status: 400),
        Case(name: "whitespace before the colon", raw: "POST /immediate/a HTTP/1.1\r\nHost: x\r\nContent-Length : 44\r\n\r\n" + smuggled, status: 400),
        Case(name: "no Host in HTTP/1.1", raw: "GET /immediate/a HTTP/1.1\r\n\r\n", status: 400),
        Case(name: "two Host", raw: "GET /immediate/a HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", status: 400),
        Case(name: "NUL in a value", raw: "GET /immediate/a HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\0junk\r\n\r\n", status: 400),
        Case(name: "NUL in a value, not last", raw: "GET /immediate/a HTTP/1.1\r\nAuthorization: Bearer t\0junk\r\nHost: x\r\n\r\n", status: 400),
        Case(name: "NUL in the request line", raw: "GET /immediate/a\0junk HTTP/1.1\r\nHost: x\r\n\r\n", status: 400),
        Case(name: "bare CR in a value", raw: "GET /immediate/a HTTP/1.1\r\nHost: x\r\nX-A: a\rb\r\n\r\n", status: 400),
        Case(name: "folded line", raw: "GET /immediate/a HTTP/1.1\r\nHost: x\r\nX-A: a\r\n b\r\n\r\n", status: 400),
        Case(name: "folded first line", raw: "GET /immediate/a HTTP/1.1\r\nX-A: a\r\n\tb\r\nHost: x\r\n\r\n", status: 400),
        Case(name: "unknown transfer coding", raw: "POST /immediate/a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n{}", status: 501),
        Case(name: "coding list", raw: "POST /immediate/a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n", status: 501),
        Case(name: "Content-Length not a number", raw: "POST /immediate/a HTTP/1.1\r\nHost: x\r\nContent-Length: +2\r\n\r\n{}" + smuggled, status: 400),
    ]

    @Test("refused with its status and the connection closed; nothing after it is served", arguments: refused)
    func refusedAndClosed(_ item: Case) async throws {
        let server = try startServer()
        let port = server.port
        let (reply, closed) = try await onThread { () -> (RawHTTPConnection.Reply, Bool) in
            let connection = try RawHTTPConnection(port: port, timeoutSeconds: 3)
            try connection.send(item.raw)
            let reply = try connection.readReply()
            return (reply, connection.peerClosed())
        }
        #expect(reply.status == item.status)
        #expect(reply.header("Connection")?.lowercased() == "close")
        #expect(closed, "the connection must close: where the next request starts is unknown")
        await server.shutdown()
    }

    static let accepted: [Case] = [
        Case(name: "plain", raw: "GET /immediate/a HTTP/1.1\r\nHost: x\r\n\r\n", status: 200),
        Case(name: "bare LF line ends", raw: "GET /immediate/a HTTP/1.1\nHost: x\nX-Test: lf\n\n", status: 200),
        Case(name: "HTTP/1.0 without Host", raw: "GET /immediate/a HTTP/1.0\r\n\r\n", status: 200),
        Case(
            name: "empty values and trailing whitespace", raw: "GET /immediate/a HTTP/1.1\r\nX-E:\r\nHost: x \r\nX-F:  \t\r\nX-Test: yes \t\r\n\r\n",
            status: 200),
        Case(name: "chunked, any case", raw: "POST /immediate/a HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: Chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n", status: 200),
    ]

    @Test("sound heads are served as before", arguments: accepted)
    func soundHeadsServed(_ item: Case) async throws {
        let server = try startServer()
        let port = server.port
        let reply = try await onThread { () -> RawHTTPConnection.Reply in
            let connection = try RawHTTPConnection(port: port, timeoutSeconds: 3)
            try connection.send(item.raw)
            return try connection.readReply()
        }
        #expect(reply.status == item.status)
        #expect(!reply.text.contains("x-test=yes ") && !reply.text.contains("x-test=yes\t"), "trailing whitespace is not part of a value")
        await server.shutdown()
    }
}
