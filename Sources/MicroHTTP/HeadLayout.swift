import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#endif

/// What a request head held that libmicrohttpd's parser hides (`Framing`).
///
/// libmicrohttpd 0.9.75 parses lines in place (the line end and the colon
/// become NULs; key and value point into its read buffer) and measures both
/// with strlen, so whatever follows a NUL inside a line silently vanishes
/// ("Bearer TOKEN\0junk" reads as "Bearer TOKEN"), and a folded line is glued
/// on elsewhere. The layout gives both away: a field's name ends at its colon,
/// its value starts after that colon and optional whitespace, and the next
/// field starts right after the value's CRLF (or bare LF). Anything else
/// means bytes the parser dropped.
enum HeadLayout {
    enum Fault: Equatable {
        /// A field name that is not a token (e.g. whitespace before the colon).
        case badName
        /// A control character (CR, DEL, …) in a field value.
        case badValue
        /// Bytes the parser dropped: a NUL inside a line, or an obs-fold.
        case hiddenBytes
    }

    /// The first fault of the connection's header lines as they were received, or nil.
    static func fault(_ connection: OpaquePointer) -> Fault? {
        var walk = Walk()
        _ = withUnsafeMutablePointer(to: &walk) { pointer in
            MHD_get_connection_values_n(
                connection, .HEADER_KIND,
                { cls, _, key, keySize, value, valueSize in
                    let walk = cls!.assumingMemoryBound(to: Walk.self)
                    return walk.pointee.visit(key: key, keySize: keySize, value: value, valueSize: valueSize) ? .YES : .NO
                }, pointer)
        }
        // After the last value: its line end (NUL), then the empty line's (NUL):
        // a byte there that is not a NUL came after a NUL inside the line.
        if walk.fault == nil, let end = walk.previousEnd, end[1] != 0 { return .hiddenBytes }
        return walk.fault
    }

    /// Whether the request line held a NUL: libmicrohttpd hands the URI to the
    /// URI-log callback cut at the space before the version (now a NUL),
    /// measured with strlen, so "GET /x\0junk HTTP/1.1" reads as "/x". Right
    /// after a whole URI comes the version.
    static func uriHidesBytes(_ uri: UnsafePointer<CChar>) -> Bool {
        strncmp(uri + strlen(uri) + 1, "HTTP/", 5) != 0
    }

    private struct Walk {
        /// End of the previous field's value; nil before the first.
        var previousEnd: UnsafePointer<CChar>?
        var fault: Fault?

        /// One field, in head order; false (stop) at the first fault.
        mutating func visit(key: UnsafePointer<CChar>?, keySize: Int, value: UnsafePointer<CChar>?, valueSize: Int) -> Bool {
            guard let key, let value, keySize > 0 else { return stop(.badName) }
            for i in 0..<keySize where !HeadLayout.isTokenCharacter(UInt8(bitPattern: key[i])) { return stop(.badName) }
            for i in 0..<valueSize {
                let c = UInt8(bitPattern: value[i])
                if (c < 0x20 && c != 0x09) || c == 0x7F { return stop(.badValue) }
            }
            // The name's end (the colon's NUL), then only spaces or tabs up to the value.
            guard value > key + keySize else { return stop(.hiddenBytes) }
            var p = key + keySize + 1
            while p < value {
                guard p.pointee == 0x20 || p.pointee == 0x09 else { return stop(.hiddenBytes) }
                p += 1
            }
            // This line starts where the previous one ended: after its CR LF or its LF.
            if let previousEnd, key != previousEnd + 1, key != previousEnd + 2 { return stop(.hiddenBytes) }
            previousEnd = value + valueSize
            return true
        }

        private mutating func stop(_ fault: Fault) -> Bool {
            self.fault = fault
            return false
        }
    }

    /// RFC 9110 §5.6.2 token characters.
    static func isTokenCharacter(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
            return true
        default:
            return "!#$%&'*+-.^_`|~".utf8.contains(c)
        }
    }
}

/// The sockets libmicrohttpd will not look at by itself: a suspended one (it
/// polls none), or one its epoll mode forgot (`HalfClosedReaper`).
enum PeerSocket {
    /// Whether the client has gone, without consuming anything: a peek of 0
    /// bytes is its FIN, an error other than "nothing yet" a reset.
    static func isGone(_ fd: Int32) -> Bool {
        var byte: UInt8 = 0
        let n = recv(fd, &byte, 1, Int32(MSG_PEEK | MSG_DONTWAIT))
        if n == 0 { return true }
        return n < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR
    }

    /// Hangs up a socket libmicrohttpd still owns: the state change wakes its
    /// epoll (EPOLLHUP), and it closes the connection as one whose client left.
    static func hangUp(_ fd: Int32) {
        shutdown(fd, Int32(SHUT_RDWR))
    }

    /// Caps the kernel's send buffer of a stream's socket at about `bytes` (the kernel doubles it for its own
    /// bookkeeping and caps it at `net.core.wmem_max`). Left to autotune, a socket whose client never reads grows
    /// it to tcp_wmem's maximum (4 MiB): 6 sessions × 64 such streams took 1.4 GiB of the host's TCP memory (issue
    /// 42). A stream's messages are small, so a reading client loses nothing. Best effort: an error changes nothing.
    static func capSendBuffer(_ fd: Int32, bytes: Int) {
        guard fd >= 0 else { return }
        var size = Int32(clamping: bytes)
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDBUF, &size, socklen_t(MemoryLayout<Int32>.size))
    }
}
