import SegnavWire
import Testing

/// The word-at-a-time scan that decides whether a string is copied whole or escaped byte by byte (issue 41):
/// it must find every byte that needs escaping, wherever it sits in a word and whatever its neighbours are,
/// and none where there is none (a false "yes" would only cost speed, but would hide a broken test).
@Suite("JSON string escape scan")
struct EscapeScanTests {
    static func bytewise(_ bytes: [UInt8]) -> Bool { bytes.contains(where: JSON.needsEscape) }
    static func scan(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { JSON.anyNeedsEscape($0) } }

    @Test("one byte of every value at every position of strings up to 40 bytes, among plain and non-ASCII neighbours")
    func everyByteEveryPosition() {
        for filler in [UInt8(ascii: "a"), 0x7F, 0x80, 0xFF, 0x21, 0x3D, 0x5D, 0x23, 0x1F &+ 1] {
            for length in 1...40 {
                for position in 0..<length {
                    for value in UInt8.min...UInt8.max {
                        var bytes = [UInt8](repeating: filler, count: length)
                        bytes[position] = value
                        if Self.scan(bytes) != Self.bytewise(bytes) {
                            Issue.record("filler \(filler), length \(length), byte \(value) at \(position)")
                            return
                        }
                    }
                }
            }
        }
        #expect(!Self.scan([]))
    }

    @Test("random strings agree with the byte-by-byte test")
    func random() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let bytes = (0..<Int.random(in: 0...64, using: &generator)).map { _ in
                // Mostly plain text, sometimes anything: strings that need escaping and strings that do not.
                Bool.random(using: &generator) || Int.random(in: 0..<8, using: &generator) > 0
                    ? UInt8.random(in: 0x20...0x7E, using: &generator) : UInt8.random(in: 0...255, using: &generator)
            }
            #expect(Self.scan(bytes) == Self.bytewise(bytes), "\(bytes)")
        }
    }
}
