import CMicroHTTPD

/// The checks RFC 9112 asks of a request head before its body is read.
///
/// libmicrohttpd 0.9.75 is lenient where leniency lets two parties disagree on
/// where a request ends (request smuggling): with two Content-Length fields the
/// first wins; with Content-Length and chunked, chunked wins and the rest of
/// the bytes are served as a new request; `Content-Length : 27` is a field
/// nobody reads; a NUL ends a value early ("Bearer TOKEN\0junk" authenticates
/// as "Bearer TOKEN"); a folded line is merged; an unknown transfer coding waits
/// for a close that never comes. Its strict mode (`MHD_OPTION_STRICT_FOR_CLIENT`)
/// covers only a missing Host, with an HTML answer. So the head is checked here,
/// on the first call of the access handler, before any byte of the body is read;
/// a refusal is answered at once, and libmicrohttpd then closes the connection
/// (an answer queued before the body is "early": it stops reading).
enum Framing {
    /// The refusal this head earns, or nil.
    static func refusal(headers: [Field], http11: Bool, connection: OpaquePointer) -> Refusal? {
        switch HeadLayout.fault(connection) {
        case .badName:
            return .malformedRequest("a header field name is not a token (whitespace before the colon?)")
        case .badValue:
            return .malformedRequest("a header field value holds a control character (a bare CR?)")
        case .hiddenBytes:
            return .malformedRequest("a header line holds a NUL byte or is folded (obs-fold)")
        case nil:
            return refusal(headers: headers, http11: http11)
        }
    }

    /// The checks on the parsed fields alone (what tests can reach without a socket).
    static func refusal(headers: [Field], http11: Bool) -> Refusal? {
        var hosts = 0, lengths: [String] = [], codings: [String] = []
        for field in headers {
            if field.name.equalsIgnoringASCIICase("Host") {
                hosts += 1
            } else if field.name.equalsIgnoringASCIICase("Content-Length") {
                lengths.append(field.value)
            } else if field.name.equalsIgnoringASCIICase("Transfer-Encoding") {
                codings.append(field.value)
            }
        }
        // RFC 9112 §3.2: an HTTP/1.1 request has exactly one Host; any request at most one.
        if hosts > 1 || (hosts == 0 && http11) {
            return .malformedRequest(hosts == 0 ? "an HTTP/1.1 request needs a Host header" : "more than one Host header")
        }
        // RFC 9112 §6.3: a length beside a transfer coding is a smuggling attempt.
        if !codings.isEmpty, !lengths.isEmpty {
            return .malformedRequest("both Content-Length and Transfer-Encoding")
        }
        if lengths.count > 1 {
            return .malformedRequest("more than one Content-Length header")
        }
        if let length = lengths.first, length.isEmpty || !length.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) || length.utf8.count > 18 {
            return .malformedRequest("Content-Length must be a decimal number of bytes")
        }
        if codings.count > 1 {
            return .unsupportedTransferCoding(codings.joined(separator: ", "))
        }
        if let coding = codings.first, !coding.equalsIgnoringASCIICase("chunked") {
            return .unsupportedTransferCoding(coding)
        }
        return nil
    }
}
