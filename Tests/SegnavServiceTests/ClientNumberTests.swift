import MicroHTTP
import Testing
@testable import SegnavService
import SegnavWire

/// Every number a client sends goes through `ClientInteger` with an explicit
/// range: none can overflow the arithmetic it feeds (a trap kills the process
/// and every session in it).
@Suite("Client numbers")
struct ClientNumberTests {
    @Test(
        "decimal digits within the range, nothing else",
        arguments: [
            ("0", 0), ("42", 42), ("2147483647", 2_147_483_647), ("007", 7),
        ])
    func accepted(text: String, value: Int) {
        #expect(ClientInteger.parse(text, in: 0...Int(Int32.max)) == value)
    }

    @Test(
        "refused: signs, spaces, empty, too long, past the range, past Int",
        arguments: [
            "", "-1", "+1", " 1", "1 ", "1e3", "0x10", "2147483648", "9223372036854775807", "9223372036854775808",
            "99999999999999999999999999999", "١٢", "1\u{0}",
        ])
    func refused(text: String) {
        #expect(ClientInteger.parse(text, in: 0...Int(Int32.max)) == nil)
    }

    @Test(
        "JSON numbers: only exact integers in range, checked before any conversion",
        arguments: [
            (3.0, 3 as Int?), (3.5, nil), (1e300, nil), (-1e300, nil), (Double.infinity, nil), (Double.nan, nil), (1e15, nil), (-1, nil),
        ])
    func exact(number: Double, value: Int?) {
        #expect(ClientInteger.exact(number, in: 0...1_000_000) == value)
    }

    @Test("Last-Event-ID past the seq range is a 400 naming the header, not a crash")
    func lastEventID() async throws {
        let client = APIClient()
        let id = try await client.create()
        for value in ["9223372036854775807", "2147483648", "-1", "x"] {
            let response = await client.call("GET", "/v1/sessions/\(id)/stream", headers: [Field("Last-Event-ID", value)])
            #expect(pointers(expectProblem(response, 400)) == ["Last-Event-ID"])
        }
    }

    @Test(
        "numbers in queries, If-Match and bodies past their ranges are 400s naming them",
        arguments: [
            ("GET", "events?since=99999999999999999999", nil as String?, nil as Field?, "since"),
            ("GET", "events?limit=18446744073709551617", nil, nil, "limit"),
            ("POST", "actions", #"{"type":"selectSegment","index":100000000000000000000000000000}"#, nil, "/index"),
            ("POST", "actions", #"{"type":"tapRow","row":1e300}"#, nil, "/row"),
            ("POST", "actions", #"{"type":"pop"}"#, Field("If-Match", "\"99999999999999999999\""), "If-Match"),
        ])
    func ranges(method: String, path: String, body: String?, header: Field?, field: String) async throws {
        let client = APIClient()
        let id = try await client.create()
        let response = await client.call(method, "/v1/sessions/\(id)/\(path)", json: body, headers: header.map { [$0] } ?? [])
        let problem = expectProblem(response, 400)
        #expect(pointers(problem) == [field])
        #expect(
            problem["errors"]?.arrayValue.first?["detail"]?.stringValue?.contains("got integer") != true,
            "a too-large integer is not 'expected an integer, got integer'")
    }

    @Test("a query parameter given twice is refused, not read as its first value")
    func repeatedQuery() async throws {
        let client = APIClient()
        let id = try await client.create()
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)/events?limit=1&limit=1000"), 400)) == ["limit"])
    }

    @Test("with exact CORS origins every answer varies by Origin; with * none does")
    func varyOrigin() async throws {
        let restricted = APIClient(ServiceConfiguration(corsOrigins: ["http://a.example"]))
        for origin in [nil, "http://a.example", "http://b.example"] as [String?] {
            let response = await restricted.call("GET", "/healthz", headers: origin.map { [Field("Origin", $0)] } ?? [])
            #expect(response.header("Vary") == "Origin")
        }
        #expect(await restricted.call("GET", "/nope").header("Vary") == "Origin")
        #expect(await APIClient().call("GET", "/healthz", headers: [Field("Origin", "http://b.example")]).header("Vary") == nil)
    }
}
