/// Every integer a client sends — in a path, a query, a header or a body —
/// is read here, against an explicit range, so that no client number reaches
/// arithmetic unchecked: Swift traps on overflow, and a trap is a crash of
/// every session. Callers turn `nil` into a problem naming the field.
package enum ClientInteger {
    /// Decimal ASCII digits only (no sign, no spaces, no `+`), within `range`.
    /// Reads at most 19 digits, so it never overflows itself.
    package static func parse<Text: StringProtocol>(_ text: Text, in range: ClosedRange<Int>) -> Int? {
        let digits = text.utf8
        guard !digits.isEmpty, digits.count <= 19 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(Int(byte - UInt8(ascii: "0")))
            guard !overflow1, !overflow2 else { return nil }
            value = sum
        }
        return range.contains(value) ? value : nil
    }

    /// A JSON number that is an integer within `range`. Checked before any
    /// conversion: `Int(1e300)` traps.
    package static func exact(_ number: Double, in range: ClosedRange<Int>) -> Int? {
        guard number.isFinite, number.rounded() == number,
            number >= Double(range.lowerBound), number <= Double(range.upperBound),
            number.magnitude < 9.007_199_254_740_992e15
        else { return nil }
        let value = Int(number)
        return range.contains(value) ? value : nil
    }

    /// How a problem names the range: "an integer from 0 to 1000".
    package static func expected(_ range: ClosedRange<Int>) -> String {
        "an integer from \(range.lowerBound) to \(range.upperBound)"
    }
}
