import Foundation
import SQLiteDatabase
import Testing
@testable import SegnavService
import StateFile
import SessionStore

/// A fork on disk (issue 42 item 8, DESIGN.md §5.8): its one batch replays its source's past, every screen the
/// source pushed and popped included, so it is journaled as the smaller of that batch and the state it made.
@Suite("State file: a fork's cost on disk", .serialized)
struct ForkJournalTests {
    /// `{"actions":[tap a segment, push a 100-row table, pop]}`: about 10 KB, nearly all of it the screen.
    static func pushHeavy(_ n: Int) -> String {
        let rows = (0..<100).map { #"{"title":"row \#($0) \#(String(repeating: "z", count: 80))"}"# }.joined(separator: ",")
        return #"{"actions":[{"type":"selectSegment","index":\#(n % 2)},"#
            + #"{"type":"push","screen":{"kind":"table","title":"T","rows":[\#(rows)]}},{"type":"pop"}]}"#
    }

    @Test("a fork of a push-heavy past stores its state, a short fork its batch; a crash restores both byte for byte")
    func forkStoresTheSmaller() async throws {
        let path = PersistenceTests.temporaryPath()
        defer { PersistenceTests.remove(path) }
        // A ring of 500 events (about 140 KB): the state the fork made is then the smaller. With the default 10 000
        // the ring of this past (2 762 events, about 770 KB) outweighs its batch, which is then kept.
        let original = APIClient(PersistenceTests.configuration(eventCapacity: 500))
        let (database, _) = try await PersistenceTests.attach(original, path, mode: .strict)
        let source = try await original.create(#"{"preset":"crafterm-2010"}"#)
        for n in 0..<60 {
            #expect(await original.call("POST", "/v1/sessions/\(source)/actions", json: Self.pushHeavy(n)).status == 200)
        }
        let whole = await original.call("POST", "/v1/sessions/\(source)/forks", json: #"{"version":180}"#)
        let short = await original.call("POST", "/v1/sessions/\(source)/forks", json: #"{"version":3}"#)
        #expect(whole.status == 201 && short.status == 201)
        let big = try #require(whole.jsonBody["id"]?.stringValue)
        let small = try #require(short.jsonBody["id"]?.stringValue)
        let exported = await original.call("GET", "/v1/sessions/\(small)/scenario")
        PersistenceTests.crash(original, database)

        let check = try SQLiteDatabase(path: path, readOnly: true)
        func bytes(_ id: String) throws -> Int {
            let row = try check.integer(
                "SELECT length(configuration) + ifnull(length(snapshot), 0) + ifnull(length(events), 0) FROM sessions WHERE id = '\(id)'")
            return try (row ?? 0) + (check.integer("SELECT ifnull(sum(length(actions)), 0) FROM actions WHERE session = '\(id)'") ?? 0)
        }
        let sourceActions = try #require(try check.integer("SELECT sum(length(actions)) FROM actions WHERE session = '\(source)'"))
        // The whole past as a batch would be the source's 60 screens again (about 600 KB): the state is less than half.
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(big)'") == 0)
        #expect(try check.integer("SELECT version FROM sessions WHERE id = '\(big)' AND snapshot IS NOT NULL") == 180)
        let forkBytes = try bytes(big)
        #expect(forkBytes * 2 < sourceActions, "fork \(forkBytes) B against the source's \(sourceActions) B")
        // One batch of three actions is smaller than any state with its events: kept as the batch.
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(small)'") == 1)
        #expect(try check.integer("SELECT count(*) FROM sessions WHERE id = '\(small)' AND snapshot IS NULL") == 1)
        check.close()

        let restored = APIClient(PersistenceTests.configuration(eventCapacity: 500))
        let (again, count) = try await PersistenceTests.attach(restored, path, mode: .strict)
        defer { PersistenceTests.crash(restored, again) }
        #expect(count == 3)
        #expect(await PersistenceTests.reads(original, [source, big, small]) == PersistenceTests.reads(restored, [source, big, small]))
        // The short fork kept its past; the stored one starts at its fork's version, as a compacted session does.
        #expect(await restored.call("GET", "/v1/sessions/\(small)/scenario").text == exported.text)
        let past = await restored.call("GET", "/v1/sessions/\(big)?version=179")
        #expect(past.status == 404 && past.jsonBody["oldestVersion"]?.intValue == 180, "\(past.text)")
        for action in [#"{"type":"tapRow","row":1}"#, #"{"type":"setSegment","index":0}"#] {
            let a = await original.call("POST", "/v1/sessions/\(big)/actions", json: action)
            let b = await restored.call("POST", "/v1/sessions/\(big)/actions", json: action)
            #expect(a.status == 200 && a.text == b.text)
        }
    }
}
