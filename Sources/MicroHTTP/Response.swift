/// What a handler answers; the bridge copies it into libmicrohttpd
/// (`MHD_RESPMEM_MUST_COPY`, the only mode safe with Swift-owned memory, SPEC §4).
public struct Response: Sendable {
    public var status: Int
    public var headers: [Field]
    public var body: [UInt8]

    public init(status: Int, headers: [Field] = [], body: [UInt8] = []) {
        self.status = status
        self.headers = headers
        self.body = body
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
