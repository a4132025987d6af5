/// Pushed screens stored once (schema version 4, DESIGN.md §5.7 "Screens stored once"): a `push` whose screen takes
/// `minimumBytes` or more is journaled as `{"type":"push","screenRef":"<16 hex digits>"}`, and the screen's text
/// is kept once in the `screens` table under that reference, with the number of `actions` rows naming it. A client
/// that pushes the same 44 KB table a thousand times, or a fork that replays its source's pushes, then writes the
/// table once and a reference per push, not the table each time (issue 42 items 1 and 8).
///
/// The reference is only ever spliced back in as bytes before a row is decoded: the row's JSON stays the API's own
/// spelling everywhere else. `"screenRef":"` can only be a member name in a row: inside a JSON string every `"` is
/// escaped, and the writer writes no other member of that name.
package enum StoredScreens {
    /// Smaller screens stay in their row: a reference and its table row would cost about as much.
    package static let minimumBytes = 256

    private static let marker = Array(#""screenRef":""#.utf8)
    private static let replacement = Array(#""screen":"#.utf8)
    private static let referenceLength = 16

    /// FNV-1a (64 bits) of the screen's text, as 16 lowercase hex digits. Not a proof of equality: the writer
    /// compares the stored text before it counts a use, and keeps a screen whose reference is taken by another
    /// text in its row (`JournalWriter`).
    package static func reference(of text: [UInt8]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: referenceLength - digits.count) + digits
    }

    /// `row` with each reference that `text` knows replaced by `"screen":` and the screen's text; references it
    /// does not know are left as they are, and the first of them is returned (a restore refuses such a row, the
    /// writer uses it to put back only the screens whose reference another text holds).
    package static func splice(_ row: [UInt8], _ text: (String) -> [UInt8]?) -> (row: [UInt8], unknown: String?) {
        guard let first = range(of: marker, in: row, from: 0) else { return (row, nil) }
        var out: [UInt8] = []
        out.reserveCapacity(row.count)
        var unknown: String?
        var copied = 0
        var next: Range<Int>? = first
        while let found = next {
            let start = found.upperBound
            let end = start + referenceLength
            guard end < row.count, row[end] == UInt8(ascii: "\"") else {
                next = range(of: marker, in: row, from: found.upperBound)
                continue
            }
            let reference = String(decoding: row[start..<end], as: UTF8.self)
            if let screen = text(reference) {
                out += row[copied..<found.lowerBound]
                out += replacement
                out += screen
                copied = end + 1
            } else if unknown == nil {
                unknown = reference
            }
            next = range(of: marker, in: row, from: end + 1)
        }
        out += row[copied...]
        return (out, unknown)
    }

    /// Whether a row names any stored screen.
    package static func references(in row: [UInt8]) -> Bool { range(of: marker, in: row, from: 0) != nil }

    private static func range(of needle: [UInt8], in haystack: [UInt8], from: Int) -> Range<Int>? {
        guard let head = needle.first, haystack.count >= needle.count else { return nil }
        var i = from
        let last = haystack.count - needle.count
        while i <= last {
            if haystack[i] == head, haystack[i..<(i + needle.count)].elementsEqual(needle) { return i..<(i + needle.count) }
            i += 1
        }
        return nil
    }
}
