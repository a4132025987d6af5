import NavigationModel
import Testing
@testable import SegnavService
import SessionStore
import SegnavWire

@Suite("Event log")
struct EventLogTests {
    let events: [[UInt8]] = (1...5).map { Array(#"{"seq":\#($0)}"#.utf8) }

    @Test("equal launches share one buffer; a different one does not")
    func interning() {
        let launches = LaunchLogs()
        let a = launches.intern(EncodedEvents(parts: events))
        let b = launches.intern(EncodedEvents(parts: events))
        let c = launches.intern(EncodedEvents(parts: Array(events.dropLast())))
        #expect(a.bytes.withUnsafeBufferPointer { $0.baseAddress } == b.bytes.withUnsafeBufferPointer { $0.baseAddress })
        #expect(a.bytes.withUnsafeBufferPointer { $0.baseAddress } != c.bytes.withUnsafeBufferPointer { $0.baseAddress })
        #expect(a.ends == [UInt32](arrayLiteral: 9, 18, 27, 36, 45))
    }

    @Test("past its limit the table stops growing but launches still work")
    func limit() {
        let launches = LaunchLogs(limit: 1)
        _ = launches.intern(EncodedEvents(parts: events))
        let other = launches.intern(EncodedEvents(parts: [Array("{}".utf8)]))
        let again = launches.intern(EncodedEvents(parts: [Array("{}".utf8)]))
        #expect(other.bytes == again.bytes)
        #expect(other.bytes.withUnsafeBufferPointer { $0.baseAddress } != again.bytes.withUnsafeBufferPointer { $0.baseAddress })
    }

    @Test("a log started from a shared launch reads, appends and drops like any other")
    func sharedLog() {
        let launches = LaunchLogs()
        let shared = launches.intern(EncodedEvents(parts: events))
        let first = EventLog(capacity: 6), second = EventLog(capacity: 6)
        first.start(with: shared, lastSeq: 5)
        second.start(with: shared, lastSeq: 5)
        first.append(EncodedEvents(parts: [Array(#"{"seq":6}"#.utf8), Array(#"{"seq":7}"#.utf8)]), lastSeq: 7)
        let page = first.read(since: 0, limit: 10)
        #expect(page.events.map { String(decoding: $0, as: UTF8.self) } == (2...7).map { #"{"seq":\#($0)}"# })
        #expect(page.dropped == 1)
        // The other session's log is untouched by the first one's appends.
        #expect(second.read(since: 0, limit: 10).events.map { Array($0) } == events)
        #expect(shared.bytes.count == 45)
    }

    @Test("events encoded together are the comma-joined inside of an array, each at its range")
    func joinedEncoding() throws {
        let session = try NavigationSession(configuration: Preset.deponte2016.configuration)
        var copy = session
        let events = try copy.apply(.setSegment(index: 1)).events
        let together = EncodedEvents(events)
        #expect(together.joined == Array(events.map { String(decoding: $0.encoded, as: UTF8.self) }.joined(separator: ",").utf8))
        #expect(together.ranges.map { Array(together.joined[$0]) } == events.map(\.encoded))
        #expect(EncodedEvents(parts: events.map(\.encoded)).joined == together.joined)
    }
}
