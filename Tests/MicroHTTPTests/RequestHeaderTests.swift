import MicroHTTP
import Testing

/// Header names compare ASCII-case-insensitively (RFC 9110 §5.1), over the names' bytes (issue 41 rewrote the
/// comparison for speed): every case, no prefix, no non-ASCII folding.
@Suite("Request headers by name")
struct RequestHeaderTests {
    let request = Request(
        method: "POST", path: "/",
        headers: [
            Field("Host", "h"), Field("content-TYPE", "application/json"), Field("X-Request-Id", "abc"),
            Field("Ünïcode", "u"), Field("Accept", "*/*"), Field("Accept", "second"),
        ])

    @Test("any ASCII case finds the first header of that name; other names, lengths and non-ASCII bytes do not")
    func lookup() {
        #expect(request.header("Content-Type") == "application/json")
        #expect(request.header("CONTENT-TYPE") == "application/json")
        #expect(request.header("content-type") == "application/json")
        #expect(request.header("x-request-id") == "abc")
        #expect(request.header("accept") == "*/*")
        #expect(request.header("Content-Typ") == nil)
        #expect(request.header("Content-Types") == nil)
        #expect(request.header("Content_Type") == nil)
        #expect(request.header("") == nil)
        #expect(request.header("Ünïcode") == "u")
        #expect(request.header("üNÏCODE") == nil)
        // '@' and '[' sit beside 'A' and 'Z': they are not letters and must not fold.
        #expect(Request(method: "GET", path: "/", headers: [Field("@", "x")]).header("`") == nil)
        #expect(Request(method: "GET", path: "/", headers: [Field("[", "x")]).header("{") == nil)
    }
}
