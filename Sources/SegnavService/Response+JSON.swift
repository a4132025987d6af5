import MicroHTTP
import SegnavWire

extension Response {
    /// A JSON body with the right content type.
    public static func json(_ value: JSON, status: Int = 200, headers: [Field] = []) -> Response {
        Response(status: status, headers: [Field("Content-Type", "application/json")] + headers, body: value.bytes)
    }

    /// Bytes already encoded with their version's tag (a write's answer, a snapshot's): the headers in one
    /// array, not a literal joined to another (an allocation of every write, issue 41).
    public static func json(encoded: [UInt8], etag: String) -> Response {
        Response(status: 200, headers: [Field("Content-Type", "application/json"), Field("ETag", etag)], body: encoded)
    }

    /// Bytes already encoded (e.g. a published snapshot), sent as they are.
    public static func json(encoded: [UInt8], status: Int = 200, headers: [Field] = []) -> Response {
        Response(status: status, headers: [Field("Content-Type", "application/json")] + headers, body: encoded)
    }
}
