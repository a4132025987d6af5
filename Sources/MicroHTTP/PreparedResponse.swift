import CMicroHTTPD

/// A response handed to libmicrohttpd once and queued many times.
///
/// libmicrohttpd reference-counts responses and lets one be queued on many
/// connections at once, which is what its fastest servers do (the C baseline
/// keeps one for its whole life). Reads of an unchanged snapshot can then skip
/// the per-request copy of body and headers.
public final class PreparedResponse: Sendable {
    /// The `MHD_Response *` as an address: raw pointers are not Sendable.
    let address: UInt
    public let status: Int

    public init?(_ response: Response) {
        guard let created = makeMHDResponse(response) else { return nil }
        address = UInt(bitPattern: Int(bitPattern: created))
        status = response.status
    }

    var handle: OpaquePointer { OpaquePointer(bitPattern: address)! }

    deinit {
        MHD_destroy_response(handle)
    }
}

/// Body copied (`MHD_RESPMEM_MUST_COPY`, the only mode safe with Swift-owned
/// memory, DESIGN.md §5) and headers added; nil if libmicrohttpd refuses.
func makeMHDResponse(_ response: Response) -> OpaquePointer? {
    let created = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(
            bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let created else { return nil }
    for field in response.headers where !field.name.equalsIgnoringASCIICase("Content-Length") {
        _ = MHD_add_response_header(created, field.name, field.value)
    }
    return created
}
