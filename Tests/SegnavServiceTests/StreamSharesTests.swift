import MicroHTTP
import Testing
@testable import SegnavService
import SessionStore

/// One client's streams that are never read must not spend the server's whole budget for unsent answers
/// (RELIABILITY.md §7.2): one session's streams hold at most an eighth of it, all streams at most half, so
/// another session's stream and everybody's reads go on.
@Suite("Stream shares of the memory budget")
struct StreamSharesTests {
    @Test("a session whose streams are never read is ended at its share; another session's stream and a read go on")
    func fairShares() async throws {
        var limits = StoreLimits()
        limits.maxStreams = 100
        limits.maxStreamsPerSession = 16
        limits.streamBuffer = 64 * 1024
        let client = APIClient(ServiceConfiguration(limits: limits))
        // 16 streams of 64 KiB could hold 1 MiB: the whole budget.
        client.app.responseMemory.limit = 1 << 20
        let attacker = try await client.create(), victim = try await client.create()
        var held: [ResponseStream] = []
        for _ in 0..<16 {
            held.append(try #require(await client.call("GET", "/v1/sessions/\(attacker)/stream").stream))
        }
        let watched = try #require(await client.call("GET", "/v1/sessions/\(victim)/stream").stream)
        _ = watched.takeQueued()
        // The attacker's streams are never read: their session's actions pile up until its share is spent.
        for i in 0..<60 {
            _ = await client.call("POST", "/v1/sessions/\(attacker)/actions", json: #"{"type":"selectSegment","index":\#(1 - i % 2)}"#)
        }
        let ended = held.filter(\.isClosed).count
        #expect(ended == held.count, "the attacker's unread streams are ended (lagging) at their session's share: \(ended) of \(held.count)")
        #expect(client.app.responseMemory.value <= client.app.responseMemory.limit / 8 + 64 * 1024)
        // The victim's stream still gets its session's messages, not an end.
        _ = await client.call("POST", "/v1/sessions/\(victim)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let messages = SSEMessage.parse(watched.takeQueued())
        #expect(messages.contains { $0.event == "state" }, "\(messages.map(\.event))")
        #expect(!messages.contains { $0.event == "end" }, "\(messages.map(\.event))")
        #expect(!watched.isClosed)
        // And reads are answered.
        #expect(await client.call("GET", "/v1/sessions/\(victim)/events?limit=1000").status == 200)
        for stream in held + [watched] { stream.finish(); _ = stream.takeQueued() }
    }
}
