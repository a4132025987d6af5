import Foundation
import SQLiteDatabase
import Testing
@testable import SegnavService
import StateFile
import SessionStore

/// What pushed screens and forks cost on disk (issue 42 items 1 and 8, DESIGN.md §5.7 "Screens stored once" and
/// §5.8): a large pushed screen is stored once and named by its rows, and a fork's replay is journaled as the
/// smaller of its batch and the state it made.
@Suite("State file: stored screens and a fork's cost on disk", .serialized)
struct ForkJournalTests {
    /// `{"actions":[tap a segment, push a 100-row table, pop]}`: about 10 KB, nearly all of it the screen.
    static func pushHeavy(_ n: Int, tag: String = "z") -> String {
        let rows = (0..<100).map { #"{"title":"row \#($0) \#(String(repeating: tag, count: 80))"}"# }.joined(separator: ",")
        return #"{"actions":[{"type":"selectSegment","index":\#(n % 2)},"#
            + #"{"type":"push","screen":{"kind":"table","title":"T","rows":[\#(rows)]}},{"type":"pop"}]}"#
    }

    static func bytes(_ check: SQLiteDatabase, _ id: String) throws -> Int {
        let row = try check.integer(
            "SELECT length(configuration) + ifnull(length(snapshot), 0) + ifnull(length(events), 0) FROM sessions WHERE id = '\(id)'")
        return try (row ?? 0) + (check.integer("SELECT ifnull(sum(length(actions)), 0) FROM actions WHERE session = '\(id)'") ?? 0)
    }

    @Test("a screen pushed again and again is stored once, a fork names it too, and deleting the sessions releases it")
    func screensStoredOnce() async throws {
        let path = PersistenceTests.temporaryPath()
        defer { PersistenceTests.remove(path) }
        let original = APIClient(PersistenceTests.configuration())
        let (database, _) = try await PersistenceTests.attach(original, path, mode: .strict)
        let source = try await original.create(#"{"preset":"crafterm-2010"}"#)
        for n in 0..<60 {
            #expect(await original.call("POST", "/v1/sessions/\(source)/actions", json: Self.pushHeavy(n)).status == 200)
        }
        #expect(await original.call("POST", "/v1/sessions/\(source)/actions", json: Self.pushHeavy(0, tag: "y")).status == 200)
        let forked = await original.call("POST", "/v1/sessions/\(source)/forks", json: #"{"version":180}"#)
        let fork = try #require(forked.jsonBody["id"]?.stringValue)
        let exported = await original.call("GET", "/v1/sessions/\(fork)/scenario")
        #expect(exported.status == 200)
        PersistenceTests.crash(original, database)

        let check = try SQLiteDatabase(path: path, readOnly: true)
        // Two tables, each stored once; each counts the rows that name it (the source's 60 and the fork's one).
        #expect(try check.integer("SELECT count(*) FROM screens") == 2)
        let common = try #require(try check.texts("SELECT ref FROM screens ORDER BY uses DESC").first)
        #expect(try check.integer("SELECT uses FROM screens WHERE ref = '\(common)'") == 61)
        #expect(try check.integer("SELECT count(*) FROM actions WHERE screens LIKE '%\(common)%'") == 61)
        // Without them the source's rows held 61 tables (about 620 KB) and the fork's its 60 again.
        let sourceBytes = try Self.bytes(check, source)
        let forkBytes = try Self.bytes(check, fork)
        #expect(sourceBytes < 20_000, "source \(sourceBytes) B")
        #expect(forkBytes < 16_000, "fork \(forkBytes) B")
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(fork)'") == 1)
        check.close()

        let restored = APIClient(PersistenceTests.configuration())
        let (again, count) = try await PersistenceTests.attach(restored, path, mode: .strict)
        defer { PersistenceTests.crash(restored, again) }
        #expect(count == 2)
        #expect(await PersistenceTests.reads(original, [source, fork]) == PersistenceTests.reads(restored, [source, fork]))
        // The fork kept its past: its export is the same file.
        #expect(await restored.call("GET", "/v1/sessions/\(fork)/scenario").text == exported.text)

        // Deleting a session releases what its rows named; the last one takes the screens with it.
        func uses() throws -> [Int] {
            let db = try SQLiteDatabase(path: path, readOnly: true)
            defer { db.close() }
            return try db.texts("SELECT uses FROM screens ORDER BY ref").compactMap { Int($0) }
        }
        #expect(await restored.call("DELETE", "/v1/sessions/\(source)").status == 204)
        #expect(try uses() == [1])
        #expect(await restored.call("DELETE", "/v1/sessions/\(fork)").status == 204)
        #expect(try uses() == [])
    }

    @Test("a fork whose state and events take less than its batch is stored as that state, and restored from it")
    func forkStoresTheSmaller() async throws {
        let path = PersistenceTests.temporaryPath()
        defer { PersistenceTests.remove(path) }
        // A ring of 20 events, and pushes of screens too small to be stored apart: the batch of 360 actions is then
        // larger than the state and its events. (With the default ring of 10 000, a long past's events outweigh it.)
        let original = APIClient(PersistenceTests.configuration(eventCapacity: 20))
        let (database, _) = try await PersistenceTests.attach(original, path, mode: .strict)
        let source = try await original.create(#"{"preset":"crafterm-2010"}"#)
        let label = #"{"kind":"label","title":"L","text":"\#(String(repeating: "x", count: 150))"}"#
        for n in 0..<120 {
            let batch = #"{"actions":[{"type":"selectSegment","index":\#(n % 2)},{"type":"push","screen":\#(label)},{"type":"pop"}]}"#
            #expect(await original.call("POST", "/v1/sessions/\(source)/actions", json: batch).status == 200)
        }
        let whole = await original.call("POST", "/v1/sessions/\(source)/forks", json: #"{"version":360}"#)
        let short = await original.call("POST", "/v1/sessions/\(source)/forks", json: #"{"version":3}"#)
        let big = try #require(whole.jsonBody["id"]?.stringValue)
        let small = try #require(short.jsonBody["id"]?.stringValue)
        PersistenceTests.crash(original, database)

        let check = try SQLiteDatabase(path: path, readOnly: true)
        let sourceActions = try #require(try check.integer("SELECT sum(length(actions)) FROM actions WHERE session = '\(source)'"))
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(big)'") == 0)
        #expect(try check.integer("SELECT version FROM sessions WHERE id = '\(big)' AND snapshot IS NOT NULL") == 360)
        let forkBytes = try Self.bytes(check, big)
        #expect(forkBytes < sourceActions, "fork \(forkBytes) B against the source's \(sourceActions) B")
        // One batch of three actions is smaller than any state with its events: kept as the batch.
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(small)'") == 1)
        #expect(try check.integer("SELECT count(*) FROM sessions WHERE id = '\(small)' AND snapshot IS NULL") == 1)
        check.close()

        let restored = APIClient(PersistenceTests.configuration(eventCapacity: 20))
        let (again, count) = try await PersistenceTests.attach(restored, path, mode: .strict)
        defer { PersistenceTests.crash(restored, again) }
        #expect(count == 3)
        #expect(await PersistenceTests.reads(original, [source, big, small]) == PersistenceTests.reads(restored, [source, big, small]))
        // Stored as its state, the fork starts at its version after a restart, as a compacted session does.
        let past = await restored.call("GET", "/v1/sessions/\(big)?version=359")
        #expect(past.status == 404 && past.jsonBody["oldestVersion"]?.intValue == 360, "\(past.text)")
        for action in [#"{"type":"tapRow","row":1}"#, #"{"type":"setSegment","index":0}"#] {
            let a = await original.call("POST", "/v1/sessions/\(big)/actions", json: action)
            let b = await restored.call("POST", "/v1/sessions/\(big)/actions", json: action)
            #expect(a.status == 200 && a.text == b.text)
        }
    }

    @Test("a screen whose reference another text already holds stays in its row, and restores")
    func referenceTakenByAnotherText() async throws {
        // The reference a first run gives the table, taken in a second file by other text before the table is pushed.
        let first = PersistenceTests.temporaryPath()
        defer { PersistenceTests.remove(first) }
        let one = APIClient(PersistenceTests.configuration())
        let (database, _) = try await PersistenceTests.attach(one, first, mode: .strict)
        let id = try await one.create(#"{"preset":"crafterm-2010"}"#)
        #expect(await one.call("POST", "/v1/sessions/\(id)/actions", json: Self.pushHeavy(1)).status == 200)
        PersistenceTests.crash(one, database)
        let reader = try SQLiteDatabase(path: first, readOnly: true)
        let reference = try #require(try reader.texts("SELECT ref FROM screens").first)
        reader.close()

        let path = PersistenceTests.temporaryPath()
        defer { PersistenceTests.remove(path) }
        let original = APIClient(PersistenceTests.configuration())
        let (db, _) = try await PersistenceTests.attach(original, path, mode: .strict)
        let writer = try SQLiteDatabase(path: path, readOnly: false)
        try writer.execute(#"INSERT INTO screens(ref, text, uses) VALUES ('\#(reference)', '{"kind":"color","color":"red"}', 1)"#)
        writer.close()
        let session = try await original.create(#"{"preset":"crafterm-2010"}"#)
        #expect(await original.call("POST", "/v1/sessions/\(session)/actions", json: Self.pushHeavy(1)).status == 200)
        PersistenceTests.crash(original, db)

        let check = try SQLiteDatabase(path: path, readOnly: true)
        let row = try #require(try check.texts("SELECT actions FROM actions WHERE session = '\(session)'").first)
        #expect(row.contains(#""screen":{"kind":"table""#) && !row.contains("screenRef"), "\(row.prefix(200))")
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(session)' AND screens IS NULL") == 1)
        check.close()
        let restored = APIClient(PersistenceTests.configuration())
        let (again, count) = try await PersistenceTests.attach(restored, path, mode: .strict)
        defer { PersistenceTests.crash(restored, again) }
        #expect(count == 1)
        #expect(await PersistenceTests.reads(original, [session]) == PersistenceTests.reads(restored, [session]))
    }

    @Test("a row naming a screen the file does not hold is refused at restore, naming the session, version and screen")
    func missingScreenRefused() async throws {
        let path = PersistenceTests.temporaryPath()
        let client = APIClient(PersistenceTests.configuration())
        let (database, _) = try await PersistenceTests.attach(client, path, mode: .strict)
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: Self.pushHeavy(1)).status == 200)
        PersistenceTests.crash(client, database)
        let db = try SQLiteDatabase(path: path, readOnly: false)
        let reference = try #require(try db.texts("SELECT ref FROM screens").first)
        try db.execute("DROP TRIGGER actions_release_screens; DELETE FROM screens; PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        let message = try await PersistenceTests.refusal(path)
        #expect(message.contains("session \(id)'s actions at version 3 name screen \(reference)"), "\(message)")
    }
    @Test("a version 3 file restores, becomes version 4 once written, and stores the screens pushed after that once")
    func versionThreeFile() async throws {
        let path = try await PersistenceTests.damaged(PersistenceTests.schemaBefore4 + "PRAGMA user_version = 3")
        defer { PersistenceTests.remove(path) }
        let client = APIClient(PersistenceTests.configuration())
        let (database, restored) = try await PersistenceTests.attach(client, path, mode: .strict)
        #expect(restored == 2)
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: Self.pushHeavy(1)).status == 200)
        PersistenceTests.crash(client, database)
        let check = try SQLiteDatabase(path: path, readOnly: true)
        #expect(try check.integer("PRAGMA user_version") == 4)
        #expect(try check.integer("SELECT count(*) FROM screens") == 1)
        check.close()
        let again = APIClient(PersistenceTests.configuration())
        let (reopened, count) = try await PersistenceTests.attach(again, path, mode: .strict)
        defer { PersistenceTests.crash(again, reopened) }
        #expect(count == 3)
        #expect(await PersistenceTests.reads(client, [id]) == PersistenceTests.reads(again, [id]))
    }
    @Test("text that spells a reference inside a screen's strings is never taken for one")
    func referenceSpelledInText() async throws {
        let path = PersistenceTests.temporaryPath()
        defer { PersistenceTests.remove(path) }
        let original = APIClient(PersistenceTests.configuration())
        let (database, _) = try await PersistenceTests.attach(original, path, mode: .strict)
        let id = try await original.create(#"{"preset":"crafterm-2010"}"#)
        // Inside a JSON string every quote is escaped, so the row holds `\"screenRef\":\"…`, not the marker.
        let small = #"{"type":"push","screen":{"kind":"label","title":"\"screenRef\":\"0123456789abcdef\""}}"#
        #expect(await original.call("POST", "/v1/sessions/\(id)/actions", json: small).status == 200)
        // A table large enough to be stored apart, its rows' titles spelling the marker too.
        let rows = (0..<10).map { #"{"title":"\"screenRef\":\"0123456789abcdef\" \#($0)"}"# }.joined(separator: ",")
        let large = #"{"type":"push","screen":{"kind":"table","title":"T","rows":[\#(rows)]}}"#
        let pushed = await original.call("POST", "/v1/sessions/\(id)/actions", json: large)
        #expect(pushed.status == 200, "\(pushed.text)")
        PersistenceTests.crash(original, database)
        let check = try SQLiteDatabase(path: path, readOnly: true)
        #expect(try check.integer("SELECT count(*) FROM screens") == 1)
        check.close()
        let restored = APIClient(PersistenceTests.configuration())
        let (again, count) = try await PersistenceTests.attach(restored, path, mode: .strict)
        defer { PersistenceTests.crash(restored, again) }
        #expect(count == 1)
        #expect(await PersistenceTests.reads(original, [id]) == PersistenceTests.reads(restored, [id]))
    }
}
