/// Where and why a body is not JSON.
public struct JSONParseError: Error, Equatable, Sendable {
    public var offset: Int
    public var reason: String
    /// Valid JSON, but an object past `maxMembers`: a limit, not a syntax error.
    public var overLimit = false

    public init(offset: Int, reason: String, overLimit: Bool = false) {
        self.offset = offset
        self.reason = reason
        self.overLimit = overLimit
    }
}

extension JSON {
    /// Members a request body's object may have: segnav's largest has about a
    /// dozen. A body of thousands of keys is refused at the first object past
    /// it, after reading that much, instead of being built, hashed and checked
    /// key by key only to be refused for its unknown fields.
    public static let maxRequestObjectMembers = 64

    /// Objects up to this many members are searched by a scan (no allocation,
    /// and faster for the handful most objects hold); larger ones by hashing,
    /// so a body of many keys costs linear time. The parser's duplicate check
    /// and `FieldReader`'s lookups both follow it.
    package static let scanLimit = 16

    /// Parses RFC 8259 JSON; nesting is capped so hostile input cannot exhaust
    /// the stack, and objects at `maxMembers`.
    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64, maxMembers: Int = .max) throws(JSONParseError) -> JSON {
        var parser = JSONParser(bytes: bytes, maxDepth: maxDepth, maxMembers: maxMembers)
        parser.skipWhitespace()
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected data after the JSON value") }
        return value
    }
}

private struct JSONParser {
    let bytes: [UInt8]
    let maxDepth: Int
    let maxMembers: Int
    var index = 0

    init(bytes: [UInt8], maxDepth: Int, maxMembers: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
        self.maxMembers = maxMembers
    }

    func error(_ reason: String) -> JSONParseError { JSONParseError(offset: index, reason: reason) }

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    mutating func parseValue(depth: Int) throws(JSONParseError) -> JSON {
        guard depth <= maxDepth else { throw error("nested deeper than \(maxDepth) levels") }
        guard index < bytes.count else { throw error("unexpected end of input") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth)
        case UInt8(ascii: "["): return try parseArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw error("unexpected character")
        }
    }

    mutating func expectLiteral(_ literal: String) throws(JSONParseError) {
        for expected in literal.utf8 {
            guard index < bytes.count, bytes[index] == expected else { throw error("invalid literal") }
            index += 1
        }
    }

    mutating func parseObject(depth: Int) throws(JSONParseError) -> JSON {
        index += 1
        var members: [(key: String, value: JSON)] = []
        // Keys seen, once an object has more than a handful: a scan of the
        // members per key is quadratic in the keys, on the MHD thread
        // (RELIABILITY.md §7, "Quadratic JSON"); hashing keeps parsing linear.
        var seen: Set<String>?
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
        // Room for a request's usual few members at once: growing from one, an action's two members cost two
        // allocations (issue 41).
        members.reserveCapacity(4)
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
            let keyOffset = index
            guard members.count < maxMembers else {
                throw JSONParseError(offset: keyOffset, reason: "an object has more than \(maxMembers) members", overLimit: true)
            }
            let key = try parseString()
            let duplicate: Bool
            if seen == nil, members.count < JSON.scanLimit {
                duplicate = members.contains(where: { $0.key == key })
            } else {
                if seen == nil {
                    // Sized for the keys the rest of the body could hold (at least 4 bytes each), so it never rehashes as it grows.
                    seen = Set(minimumCapacity: members.count + (bytes.count - index) / 4)
                    for member in members { seen!.insert(member.key) }
                }
                duplicate = !seen!.insert(key).inserted
            }
            if duplicate {
                throw JSONParseError(offset: keyOffset, reason: "duplicate key \"\(key)\"")
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
            index += 1
            skipWhitespace()
            members.append((key, try parseValue(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(members) }
            throw error("expected ',' or '}'")
        }
    }

    mutating func parseArray(depth: Int) throws(JSONParseError) -> JSON {
        index += 1
        var elements: [JSON] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of input") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(elements) }
            throw error("expected ',' or ']'")
        }
    }

    mutating func parseNumber() throws(JSONParseError) -> JSON {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        // Most numbers are small integers (indexes, rows): exact in a Double, read with no String.
        if index - start <= 15, !bytes[start..<index].contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) {
            var magnitude = 0
            for byte in bytes[start..<index] where byte != UInt8(ascii: "-") { magnitude = magnitude * 10 + Int(byte - UInt8(ascii: "0")) }
            return .number(bytes[start] == UInt8(ascii: "-") ? -Double(magnitude) : Double(magnitude))
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw JSONParseError(offset: start, reason: "number out of range")
        }
        return .number(value)
    }

    func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    mutating func parseString() throws(JSONParseError) -> String {
        index += 1
        // Most strings (keys, names) hold no escape: taken from the body whole, with no copy byte by byte.
        var end = index
        var ascii = true
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"), bytes[end] >= 0x20 {
            ascii = ascii && bytes[end] < 0x80
            end += 1
        }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            // ASCII is valid UTF-8 as it stands: made without the generic validation, which cost a write's three
            // strings (two keys, the action's type) some 2 800 instructions (issue 41).
            if ascii {
                let text = String(decoding: bytes[index..<end], as: UTF8.self)
                index = end + 1
                return text
            }
            guard let text = String(validating: bytes[index..<end], as: UTF8.self) else {
                index = end + 1
                throw error("string is not valid UTF-8")
            }
            index = end + 1
            return text
        }
        var scalars: [UInt8] = []
        while true {
            guard index < bytes.count else { throw error("unterminated string") }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                // Invalid UTF-8 is refused rather than repaired with U+FFFD.
                guard let text = String(validating: scalars, as: UTF8.self) else {
                    throw error("string is not valid UTF-8")
                }
                return text
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(0x22)
                case UInt8(ascii: "\\"): scalars.append(0x5C)
                case UInt8(ascii: "/"): scalars.append(0x2F)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                        else { throw error("unpaired surrogate") }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00...0xDFFF).contains(low) else { throw error("unpaired surrogate") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    } else if (0xDC00...0xDFFF).contains(code) {
                        throw error("unpaired surrogate")
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("invalid escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("invalid escape")
                }
            default:
                guard byte >= 0x20 else { throw error("control character in string") }
                scalars.append(byte)
                index += 1
            }
        }
    }

    mutating func parseHex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw error("invalid \\u escape")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}
