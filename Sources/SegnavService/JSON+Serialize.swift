extension JSON {
    /// Compact UTF-8 JSON.
    public var bytes: [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(256)
        write(to: &out)
        return out
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public func write(to out: inout [UInt8]) {
        switch self {
        case .null: out.appendUTF8("null")
        case .bool(let b): out.appendUTF8(b ? "true" : "false")
        case .number(let n): JSON.writeNumber(n, to: &out)
        case .string(let s): JSON.writeString(s, to: &out)
        case .array(let elements):
            out.append(UInt8(ascii: "["))
            for (i, element) in elements.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                element.write(to: &out)
            }
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            out.append(UInt8(ascii: "{"))
            for (i, member) in members.enumerated() {
                if i > 0 { out.append(UInt8(ascii: ",")) }
                JSON.writeString(member.key, to: &out)
                out.append(UInt8(ascii: ":"))
                member.value.write(to: &out)
            }
            out.append(UInt8(ascii: "}"))
        }
    }

    static func writeNumber(_ n: Double, to out: inout [UInt8]) {
        if n.rounded() == n, abs(n) < 9.007_199_254_740_992e15 {
            out.appendUTF8(String(Int64(n)))
        } else if n.isFinite {
            out.appendUTF8("\(n)")
        } else {
            out.appendUTF8("null")
        }
    }

    static func writeString(_ s: String, to out: inout [UInt8]) {
        var s = s
        s.withUTF8 { bytes in
            out.append(UInt8(ascii: "\""))
            // Most strings (ids, class names, titles) need no escaping: copy them whole.
            if !bytes.contains(where: needsEscape) {
                out.append(contentsOf: bytes)
                out.append(UInt8(ascii: "\""))
                return
            }
            for byte in bytes {
                switch byte {
                case UInt8(ascii: "\""): out.append(contentsOf: [0x5C, 0x22])
                case UInt8(ascii: "\\"): out.append(contentsOf: [0x5C, 0x5C])
                case 0x0A: out.append(contentsOf: [0x5C, UInt8(ascii: "n")])
                case 0x0D: out.append(contentsOf: [0x5C, UInt8(ascii: "r")])
                case 0x09: out.append(contentsOf: [0x5C, UInt8(ascii: "t")])
                // "<" escaped so JSON embedded in the viewer's HTML cannot close a script tag.
                case UInt8(ascii: "<"): out.appendUTF8("\\u003c")
                case 0..<0x20:
                    let hex = Array("0123456789abcdef".utf8)
                    out.appendUTF8("\\u00")
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
        }
    }

    @inline(__always)
    static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
    }
}

extension [UInt8] {
    /// Appends already-encoded JSON values separated by commas (the inside of an array).
    mutating func appendJoined<Parts: Collection>(_ parts: Parts) where Parts.Element: Collection<UInt8> {
        for (i, part) in parts.enumerated() {
            if i > 0 { append(UInt8(ascii: ",")) }
            append(contentsOf: part)
        }
    }

    /// Appends a string's UTF-8 through its contiguous buffer: the generic
    /// `append(contentsOf: s.utf8)` walks the view byte by byte.
    @inline(__always)
    mutating func appendUTF8(_ string: String) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }
}
