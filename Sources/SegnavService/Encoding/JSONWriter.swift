/// Writes JSON straight to bytes, for the documents encoded on every write
/// (events, state): building a `JSON` tree first cost more than the engine's
/// own work per action (measured with `engine-bench router`).
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Whether the current container still needs a comma before its next member.
    private var needsComma = false

    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        needsComma = true
    }

    mutating func key(_ name: String) {
        separate()
        JSON.writeString(name, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    mutating func array<S: Sequence>(_ elements: S, _ body: (inout JSONWriter, S.Element) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
        for element in elements { body(&self, element) }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    mutating func string(_ value: String?) {
        separate()
        if let value { JSON.writeString(value, to: &bytes) } else { bytes.appendUTF8("null") }
    }

    mutating func int(_ value: Int) {
        separate()
        bytes.appendUTF8(String(value))
    }

    mutating func number(_ value: Double) {
        separate()
        JSON.writeNumber(value, to: &bytes)
    }

    mutating func bool(_ value: Bool) {
        separate()
        bytes.appendUTF8(value ? "true" : "false")
    }

    mutating func null() {
        separate()
        bytes.appendUTF8("null")
    }

    /// `"name": value` shorthands.
    mutating func member(_ name: String, _ value: String?) { key(name); string(value) }
    mutating func member(_ name: String, _ value: Int) { key(name); int(value) }
    mutating func member(_ name: String, _ value: Bool) { key(name); bool(value) }
    mutating func member(_ name: String, _ value: Double) { key(name); number(value) }
}
