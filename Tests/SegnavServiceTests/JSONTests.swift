import Testing
@testable import SegnavService
import SegnavWire

@Suite("JSON")
struct JSONTests {
    @Test("round trip keeps types and key order")
    func roundTrip() throws {
        let text = #"{"b":true,"a":1,"c":1.5,"d":"x\"y\u00e9\n","e":[null,{}],"f":-0.25e2}"#
        let value = try JSON.parse(Array(text.utf8))
        #expect(value["b"] == .bool(true))
        #expect(value["a"] == .number(1))
        #expect(value["a"]?.typeName == "integer")
        #expect(value["c"]?.typeName == "number")
        #expect(value["d"] == .string("x\"yé\n"))
        #expect(value["f"] == .number(-25))
        #expect(value.text == #"{"b":true,"a":1,"c":1.5,"d":"x\"yé\n","e":[null,{}],"f":-25}"#)
    }

    @Test(
        "malformed input is refused with its position",
        arguments: [
            "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "\"\\x\"", "tru", "{\"a\":1}x", "{\"a\":1,\"a\":2}",
            "\"\\ud800\"", "nan", "[" + String(repeating: "[", count: 100) + "]",
        ])
    func malformed(text: String) {
        #expect(throws: JSONParseError.self) { try JSON.parse(Array(text.utf8)) }
    }

    @Test("a duplicate key is found however many keys come before it")
    func duplicateAmongMany() throws {
        let keys = (0..<5000).map { "\"k\($0)\":\($0)" }
        #expect(throws: JSONParseError.self) { try JSON.parse(Array(("{" + (keys + ["\"k4999\":0"]).joined(separator: ",") + "}").utf8)) }
        #expect(throws: JSONParseError.self) { try JSON.parse(Array(("{" + (keys.prefix(10) + ["\"k3\":0"]).joined(separator: ",") + "}").utf8)) }
        let parsed = try JSON.parse(Array(("{" + keys.joined(separator: ",") + "}").utf8))
        #expect(parsed["k4999"] == .number(4999))
    }

    @Test("an answer lists at most 20 bad fields, and counts the rest")
    func boundedErrors() async throws {
        let client = APIClient()
        let unknown = JSON.maxRequestObjectMembers - 1
        let body = "{" + (0..<unknown).map { "\"x\($0)\":1" }.joined(separator: ",") + ",\"preset\":\"deponte-2016\"}"
        let response = await client.call("POST", "/v1/sessions", json: body)
        let problem = expectProblem(response, 400)
        #expect(problem["errors"]?.arrayValue.count == Problem.maxListedErrors)
        #expect(problem["omittedErrors"]?.intValue == unknown - Problem.maxListedErrors)
        #expect(response.body.count < 4096, "\(response.body.count) bytes out for \(body.utf8.count) in")
        #expect(client.app.store.sessionCount == 0)
    }

    @Test("a body of thousands of keys is refused at the first object past the members limit, naming it")
    func tooManyMembers() async throws {
        let client = APIClient()
        let body = "{" + (0..<6600).map { "\"x\($0)\":1" }.joined(separator: ",") + "}"
        let problem = expectProblem(await client.call("POST", "/v1/sessions", json: body), 400)
        #expect(problem["detail"]?.stringValue?.contains("at most \(JSON.maxRequestObjectMembers) members") == true)
        #expect(pointers(problem) == [""])
        // Nested objects count too; the same bytes with fewer members are a plain unknown-field refusal.
        let nested = #"{"preset":"deponte-2016","x":{"# + (0..<100).map { "\"y\($0)\":1" }.joined(separator: ",") + "}}"
        #expect(expectProblem(await client.call("POST", "/v1/sessions", json: nested), 400)["detail"]?.stringValue?.contains("members") == true)
        #expect(client.app.store.sessionCount == 0)
    }

    @Test("invalid UTF-8 is refused")
    func invalidUTF8() {
        #expect(throws: JSONParseError.self) { try JSON.parse([0x22, 0xC3, 0x28, 0x22]) }
    }

    @Test("'<' is escaped so JSON can sit inside HTML")
    func escapesAngle() {
        #expect(JSON.string("</script>").text == #""\u003c/script>""#)
    }

    /// The fast paths of `JSON.number` must print what Swift's own description
    /// prints (clients parse either the same way, but golden files compare text).
    @Test("numbers print as Swift describes them", arguments: [0.35, 1.05, 0.7, 12.25, -0.001, 3.0, -7.0, 1e-4, 0.1 + 0.2, 1e20, 123456.789, 0.35 * 3])
    func numbers(value: Double) {
        let fast = JSON.number(value).bytes
        let expected = value.rounded() == value && abs(value) < 9.007_199_254_740_992e15 ? String(Int64(value)) : "\(value)"
        #expect(String(decoding: fast, as: UTF8.self) == expected)
    }

    @Test("every millisecond up to 100 s and every multiple of 0.35 s prints as Swift describes it")
    func millisecondGrid() {
        var mismatches: [Double] = []
        for k in 1...100_000 {
            for value in [Double(k) / 1000, Double(k) * 0.35 / 100, -Double(k) / 1000] where value.rounded() != value {
                let fast = JSON.number(value).bytes
                if String(decoding: fast, as: UTF8.self) != "\(value)" { mismatches.append(value) }
            }
        }
        #expect(mismatches.isEmpty, "first: \(mismatches.prefix(5))")
    }

    @Test("integers print without a String in between", arguments: [0, 7, 10, -1, -10, 1234567890, Int.max, Int.min])
    func integers(value: Int) {
        var bytes: [UInt8] = []
        bytes.appendDecimal(value)
        #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }

    /// Two digits a step (`JSON.digits`): every length, odd and even, each side of a power of ten.
    @Test("the writer's integers: every digit count, both signs, the ends of Int")
    func writerIntegers() {
        var values = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        for _ in 0..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        var random = SystemRandomNumberGenerator()
        values += (0..<500).map { _ in Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0...62, using: &random) }
        for value in values {
            var w = JSONWriter()
            w.int(value)
            #expect(String(decoding: w.bytes, as: UTF8.self) == String(value))
        }
    }

    @Test("strings: ASCII taken whole, UTF-8 validated, invalid UTF-8 refused with or without escapes around it")
    func stringBytes() throws {
        #expect(try JSON.parse(Array(#"{"type":"setSegment"}"#.utf8))["type"] == .string("setSegment"))
        #expect(try JSON.parse(Array(#"["", "~/", "\u00e9", "é€😀"]"#.utf8)) == .array([.string(""), .string("~/"), .string("é"), .string("é€😀")]))
        for bytes: [UInt8] in [
            [0x22, 0x61, 0xFF, 0x62, 0x22],  // a byte that is never UTF-8
            [0x22, 0xC3, 0x22],  // a sequence cut short
            [0x22, 0xC0, 0xAF, 0x22],  // an overlong "/"
            [0x22, 0x5C, 0x6E, 0xFF, 0x22],  // after an escape
        ] {
            #expect(throws: JSONParseError.self) { try JSON.parse(bytes) }
        }
    }
}
