/// What a handler answers; the bridge copies it into libmicrohttpd
/// (`MHD_RESPMEM_MUST_COPY`, the only mode safe with Swift-owned memory, DESIGN.md §5).
public struct Response: Sendable {
    public var status: Int
    public var headers: [Field]
    public var body: [UInt8]
    /// The same response already handed to libmicrohttpd: queued as is, with
    /// no copy. Whoever changes status, headers or body must drop it.
    public var prepared: PreparedResponse?
    /// A body sent as the application produces it (chunked); `body` is then unused.
    public var stream: ResponseStream?
    /// May the transport answer 503 instead, when the answer does not fit its
    /// `ResponseMemory`? Always for safe methods (GET, HEAD); a POST's answer
    /// only when this says so, since a refused write would look undone while
    /// it was done (a stateless POST such as a comparison sets it).
    public var retryable = false

    public init(status: Int, headers: [Field] = [], body: [UInt8] = [], prepared: PreparedResponse? = nil) {
        self.status = status
        self.headers = headers
        self.body = body
        self.prepared = prepared
    }

    /// A streamed answer: `stream`'s bytes as a chunked body.
    public init(status: Int, headers: [Field], stream: ResponseStream) {
        self.status = status
        self.headers = headers
        self.body = []
        self.stream = stream
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

    public func header(_ name: String) -> String? { headers.value(named: name) }
}
