import Testing

@testable import SegnavService

/// Error answers leave an info line when the access log is off, at most `perSecond` a second (README "Logs").
@Suite("Error answers' log lines")
struct ErrorLogTests {
    @Test("within a second the first N are written and the rest counted; the next second's first line says how many")
    func sampling() {
        let sampler = ErrorLogSampler(perSecond: 3)
        let second: Int64 = 1_000_000_000
        let first = (0..<5).map { sampler.admit(atNanoseconds: 7 * second + Int64($0)) }
        #expect(first.map(\.write) == [true, true, true, false, false])
        #expect(first.map(\.suppressedBefore) == [0, 0, 0, 0, 0])
        let next = sampler.admit(atNanoseconds: 8 * second)
        #expect(next.write && next.suppressedBefore == 2)
        #expect(sampler.admit(atNanoseconds: 8 * second + 1) == (true, 0))
    }
}
