import Testing
@testable import SegnavService

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

    @Test("malformed input is refused with its position", arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "01", "1.", "\"\\x\"", "tru", "{\"a\":1}x", "{\"a\":1,\"a\":2}",
        "\"\\ud800\"", "nan", "[" + String(repeating: "[", count: 100) + "]",
    ])
    func malformed(text: String) {
        #expect(throws: JSONParseError.self) { try JSON.parse(Array(text.utf8)) }
    }

    @Test("invalid UTF-8 is refused")
    func invalidUTF8() {
        #expect(throws: JSONParseError.self) { try JSON.parse([0x22, 0xC3, 0x28, 0x22]) }
    }

    @Test("'<' is escaped so JSON can sit inside HTML")
    func escapesAngle() {
        #expect(JSON.string("</script>").text == #""\u003c/script>""#)
    }
}
