/// What a handler answers; the bridge copies it into libmicrohttpd
/// (`MHD_RESPMEM_MUST_COPY`, the only mode safe with Swift-owned memory, SPEC §4).
public struct Response: Sendable {
    public var status: Int
    public var headers: [Field]
    public var body: [UInt8]
    /// The same response already handed to libmicrohttpd: queued as is, with
    /// no copy. Whoever changes status, headers or body must drop it.
    public var prepared: PreparedResponse?

    public init(status: Int, headers: [Field] = [], body: [UInt8] = [], prepared: PreparedResponse? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.prepared = prepared
    }

    /// This response with a prepared twin, for answers sent many times unchanged.
    public func preparing() -> Response {
        var copy = self
        copy.prepared = PreparedResponse(self)
        return copy
    }

    public init(status: Int, contentType: String, body: String, headers: [Field] = []) {
        self.status = status
        self.headers = [Field("Content-Type", contentType)] + headers
        self.body = Array(body.utf8)
    }

    public func header(_ name: String) -> String? {
        headers.first { $0.name.equalsIgnoringASCIICase(name) }?.value
    }
}
