extension JSON {
    /// Compact UTF-8 JSON, written by the one writer every answer uses.
    public var bytes: [UInt8] {
        var w = JSONWriter(capacity: 256)
        w.value(self)
        return w.bytes
    }

    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// A number's JSON text, handed to `emit` from a stack buffer. Integral
    /// values print as integers (`3`, as JSON has no `3.0`); values on a
    /// millisecond grid (every event's `time`) digit by digit, which is exactly
    /// Swift's shortest round-trip text for them (a test holds them to `"\(n)"`);
    /// anything else as that description. Only the last allocates a String.
    package static func number(_ n: Double, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        if n.rounded() == n, abs(n) < 9.007_199_254_740_992e15 {
            return decimal(Int(n), emit)
        }
        let millis = (n * 1000).rounded()
        if abs(n) >= 0.001, abs(n) < 1e9, millis / 1000 == n {
            let magnitude = Int(abs(millis))
            var fraction = magnitude % 1000, places = 3
            while fraction != 0, fraction % 10 == 0 { fraction /= 10; places -= 1 }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
                var end = 24
                for _ in 0..<places {
                    end -= 1
                    buffer[end] = UInt8(truncatingIfNeeded: 48 + fraction % 10)
                    fraction /= 10
                }
                end -= 1
                buffer[end] = UInt8(ascii: ".")
                end = digits(UInt(magnitude / 1000), into: buffer, before: end)
                if n < 0 { end -= 1; buffer[end] = UInt8(ascii: "-") }
                emit(UnsafeBufferPointer(rebasing: buffer[end...]))
            }
        }
        var text = n.isFinite ? "\(n)" : "null"
        text.withUTF8 { emit($0) }
    }

    /// An integer's decimal digits, handed to `emit` from a stack buffer (no
    /// String: versions, sequence numbers and frames are everywhere).
    package static func decimal(_ value: Int, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
            var start = digits(value.magnitude, into: buffer, before: 20)
            if value < 0 { start -= 1; buffer[start] = UInt8(ascii: "-") }
            emit(UnsafeBufferPointer(rebasing: buffer[start...]))
        }
    }

    /// Writes `value`'s decimal digits so that they end just before `end`;
    /// returns where they start.
    /// Two digits a step, from a literal table (a static string's bytes: no lazy global, no bounds check): sequence
    /// numbers of five or six digits are written several times an event, and one digit a step was a fifth of an
    /// event's own encoding (callgrind, issue 41).
    private static func digits(_ value: UInt, into buffer: UnsafeMutableBufferPointer<UInt8>, before end: Int) -> Int {
        let pairs =
            ("00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
            as StaticString).utf8Start
        var rest = value, start = end
        while rest >= 100 {
            let pair = Int(truncatingIfNeeded: rest % 100) &* 2
            rest /= 100
            start &-= 2
            buffer[start] = pairs[pair]
            buffer[start &+ 1] = pairs[pair &+ 1]
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            start &-= 2
            buffer[start] = pairs[pair]
            buffer[start &+ 1] = pairs[pair &+ 1]
        } else {
            start &-= 1
            buffer[start] = UInt8(truncatingIfNeeded: 48 &+ rest)
        }
        return start
    }

    /// A string as a JSON string literal, in runs of `bytes` and single `byte`s,
    /// for `JSONWriter` (which writes to its own buffer).
    @inline(__always)
    package static func quoted(_ s: String, bytes emitBytes: (UnsafeBufferPointer<UInt8>) -> Void, byte emit: (UInt8) -> Void) {
        var s = s
        s.withUTF8 { bytes in
            emit(UInt8(ascii: "\""))
            // Most strings (ids, class names, titles) need no escaping: copy them whole.
            if anyNeedsEscape(bytes) {
                escape(bytes, emit)
            } else {
                emitBytes(bytes)
            }
            emit(UInt8(ascii: "\""))
        }
    }

    /// The inside of a JSON string for `bytes`, byte by byte.
    package static func escape(_ bytes: UnsafeBufferPointer<UInt8>, _ emit: (UInt8) -> Void) {
        let hex = Array("0123456789abcdef".utf8)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""): emit(0x5C); emit(0x22)
            case UInt8(ascii: "\\"): emit(0x5C); emit(0x5C)
            case 0x0A: emit(0x5C); emit(UInt8(ascii: "n"))
            case 0x0D: emit(0x5C); emit(UInt8(ascii: "r"))
            case 0x09: emit(0x5C); emit(UInt8(ascii: "t"))
            // "<" escaped so JSON embedded in the viewer's HTML cannot close a script tag.
            case UInt8(ascii: "<"): for b in "\\u003c".utf8 { emit(b) }
            case 0..<0x20:
                for b in "\\u00".utf8 { emit(b) }
                emit(hex[Int(byte >> 4)])
                emit(hex[Int(byte & 0xF)])
            default: emit(byte)
            }
        }
    }

    /// Whether any byte needs escaping, eight bytes at a time (the classic word-at-a-time tests for a byte
    /// below a bound and for a byte equal to one: exact for "is there one", which is all that is asked). The
    /// escape path writes a byte that needs none as it is, so the answer's bytes do not depend on this test;
    /// only the speed does (a warning's message is a hundred bytes, issue 41).
    @inline(__always)
    package static func anyNeedsEscape(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func hasByte(_ word: UInt64, _ value: UInt64) -> Bool {
            let x = word ^ (ones &* value)
            return (x &- ones) & ~x & highs != 0
        }
        var i = 0
        while i &+ 8 <= bytes.count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self))
            let below = (word &- ones &* 0x20) & ~word & highs != 0
            if below || hasByte(word, 0x22) || hasByte(word, 0x5C) || hasByte(word, 0x3C) { return true }
            i &+= 8
        }
        while i < bytes.count {
            if needsEscape(base[i]) { return true }
            i &+= 1
        }
        return false
    }

    @inline(__always)
    package static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "<")
    }
}

extension [UInt8] {
    /// Appends a string's UTF-8 through its contiguous buffer: the generic
    /// `append(contentsOf: s.utf8)` walks the view byte by byte.
    @inline(__always)
    package mutating func appendUTF8(_ string: String) {
        var string = string
        string.withUTF8 { append(contentsOf: $0) }
    }

    /// An integer in decimal with no intermediate `String`.
    package mutating func appendDecimal(_ value: Int) {
        JSON.decimal(value) { append(contentsOf: $0) }
    }
}
