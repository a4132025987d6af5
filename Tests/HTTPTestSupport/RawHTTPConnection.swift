import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A blocking HTTP/1.1 client over one TCP connection, for tests that need
/// control a URLSession does not give: keep-alive reuse, exact bytes, hang-ups.
/// Run it off the cooperative pool (see `onThread`) since it blocks.
public final class RawHTTPConnection: @unchecked Sendable {
    public struct Reply: Sendable {
        public var status: Int
        public var headers: [(String, String)]
        public var body: [UInt8]
        public var text: String { String(decoding: body, as: UTF8.self) }
        public func header(_ name: String) -> String? {
            headers.first { $0.0.lowercased() == name.lowercased() }?.1
        }
    }

    public enum Failure: Error { case connect(Int32), closed, malformed(String) }

    private let fd: Int32
    private var buffer: [UInt8] = []

    public init(port: UInt16, timeoutSeconds: Int = 10) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let code = errno
            Glibc.close(fd)
            throw Failure.connect(code)
        }
    }

    deinit { Glibc.close(fd) }

    public func close() { Glibc.shutdown(fd, Int32(SHUT_RDWR)) }

    public func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { throw Failure.closed }
            offset += n
        }
    }

    public func send(_ text: String) throws { try send(Array(text.utf8)) }

    /// Sends one request and reads its reply.
    public func request(_ method: String, _ target: String, headers: [(String, String)] = [],
                        body: [UInt8]? = nil) throws -> Reply {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + (body ?? []))
        return try readReply(method: method)
    }

    public func readReply(method: String = "GET") throws -> Reply {
        let headEnd = try fill(until: { buf in Self.find([13, 10, 13, 10], in: buf) })
        let headText = String(decoding: buffer[..<headEnd], as: UTF8.self)
        buffer.removeFirst(headEnd + 4)
        var lines = headText.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else { throw Failure.malformed(headText) }
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        let length = headers.first { $0.0.lowercased() == "content-length" }.flatMap { Int($0.1) } ?? 0
        let noBody = method == "HEAD" || status == 204 || status == 304
        var body: [UInt8] = []
        if !noBody, length > 0 {
            _ = try fill(until: { $0.count >= length ? length : nil })
            body = Array(buffer[..<length])
            buffer.removeFirst(length)
        }
        return Reply(status: status, headers: headers, body: body)
    }

    /// True when the peer closed the connection (read returns 0) within the timeout.
    public func peerClosed() -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, 0) == 0
    }

    private func fill(until done: ([UInt8]) -> Int?) throws -> Int {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if let index = done(buffer) { return index }
            let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            guard n > 0 else { throw Failure.closed }
            buffer.append(contentsOf: chunk[..<n])
        }
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in 0...(haystack.count - needle.count) where haystack[i] == needle[0] {
            if Array(haystack[i..<i + needle.count]) == needle { return i }
        }
        return nil
    }
}

/// Runs blocking work on a thread of its own so it cannot starve Swift's
/// cooperative pool (two threads on this machine), which the server's
/// deferred handlers need.
public func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread {
            do { continuation.resume(returning: try work()) } catch { continuation.resume(throwing: error) }
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
}

extension RawHTTPConnection.Reply {
    /// The body parsed with Foundation (tests only).
    public var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? [:]
    }
}

extension RawHTTPConnection {
    /// A JSON request with the right content type.
    public func json(_ method: String, _ target: String, _ body: String, headers: [(String, String)] = []) throws -> Reply {
        try request(method, target, headers: [("Content-Type", "application/json")] + headers, body: Array(body.utf8))
    }
}
