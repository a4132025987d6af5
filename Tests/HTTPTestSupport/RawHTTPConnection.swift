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

    /// `receiveBuffer`: a small SO_RCVBUF (set before connecting, so the
    /// window stays small), for a client that does not read what it asked for.
    /// `from`: the loopback address to connect from (any of 127.0.0.0/8 on
    /// Linux), for a second client the server must tell apart from the first.
    public init(port: UInt16, timeoutSeconds: Int = 10, receiveBuffer: Int? = nil, from source: String? = nil) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        if var size = receiveBuffer.map(Int32.init) {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        if let source {
            var local = sockaddr_in()
            local.sin_family = sa_family_t(AF_INET)
            local.sin_addr.s_addr = inet_addr(source)
            let bound = withUnsafePointer(to: &local) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard bound == 0 else {
                let code = errno
                Glibc.close(fd)
                throw Failure.connect(code)
            }
        }
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

    /// False once `reset` closed the descriptor.
    private var isOpen = true

    deinit { if isOpen { Glibc.close(fd) } }

    public func close() { Glibc.shutdown(fd, Int32(SHUT_RDWR)) }

    /// Drops the connection with a reset (SO_LINGER 0), as a client does that
    /// dies or gives up with unread data: the server's next write fails at once.
    public func reset() {
        var linger = Glibc.linger(l_onoff: 1, l_linger: 0)
        setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<Glibc.linger>.size))
        guard isOpen else { return }
        isOpen = false
        Glibc.close(fd)
    }

    /// Sends a FIN now, right behind whatever was sent last (the two often
    /// arrive together), as a client does that closes mid-request.
    public func closeNow() { Glibc.shutdown(fd, Int32(SHUT_WR)) }

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
    public func request(
        _ method: String, _ target: String, headers: [(String, String)] = [],
        body: [UInt8]? = nil
    ) throws -> Reply {
        var head = "\(method) \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        if let body { head += "Content-Length: \(body.count)\r\n" }
        head += "\r\n"
        try send(Array(head.utf8) + (body ?? []))
        return try readReply(method: method)
    }

    public func readReply(method: String = "GET") throws -> Reply {
        let head = try readHead()
        let status = head.status, headers = head.headers
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

    /// A reply's status line and headers; its body is left to read (`readChunk`).
    public func readHead() throws -> Reply {
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
        return Reply(status: status, headers: headers, body: [])
    }

    /// `length` bytes of a body whose head was read with `readHead`.
    public func readBody(length: Int) throws -> [UInt8] {
        _ = try fill(until: { $0.count >= length ? length : nil })
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return body
    }

    /// The next chunk of a chunked body; nil for the last (empty) chunk.
    public func readChunk() throws -> [UInt8]? {
        let lineEnd = try fill(until: { Self.find([13, 10], in: $0) })
        let sizeText = String(decoding: buffer[..<lineEnd], as: UTF8.self).split(separator: ";").first ?? ""
        guard let size = Int(sizeText.trimmingCharacters(in: .whitespaces), radix: 16) else {
            throw Failure.malformed("chunk size '\(sizeText)'")
        }
        buffer.removeFirst(lineEnd + 2)
        _ = try fill(until: { $0.count >= size + 2 ? size : nil })
        let data = Array(buffer[..<size])
        buffer.removeFirst(size + 2)
        return size == 0 ? nil : data
    }

    /// Sets how long a read may wait (SO_RCVTIMEO).
    public func setReadTimeout(milliseconds: Int) {
        var timeout = timeval(tv_sec: milliseconds / 1000, tv_usec: (milliseconds % 1000) * 1000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
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
