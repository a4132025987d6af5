import Foundation
import MicroHTTP
import SQLiteDatabase
import Testing
@testable import SegnavService
import StateFile
import SessionStore
import SegnavWire
import NavigationModel

/// `--state-file` and `--durability` (docs/DESIGN.md §5.7 "Durability"): the journal, the save and the
/// restore, through the router, as a client sees it. The kill -9 test of the real binary is Tests/durability.
@Suite("State file: journal, save and restore", .serialized)
struct PersistenceTests {
    /// Every strategy, preset, runtime and fidelity, with actions that leave non-trivial state behind: pushed
    /// screens, views unloaded by a legacy memory warning, corrected stored stacks, nested detail screens,
    /// a nil-titled segment, and text that needs escaping.
    static let scripts: [(create: String, actions: [String])] = [
        (
            #"{"preset":"crafterm-2010"}"#,
            [
                #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":2}"#, #"{"type":"memoryWarning"}"#,
            ]
        ),
        (
            #"{"preset":"crafterm-2010","runtime":"legacy","device":"iphone-3gs"}"#,
            [
                #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":1}"#, #"{"type":"memoryWarning"}"#,
                #"{"type":"tapBack"}"#, #"{"type":"memoryWarning"}"#, #"{"type":"setSegment","index":0}"#,
            ]
        ),
        (
            #"{"preset":"crafterm-revisited","fidelity":"corrected"}"#,
            [
                #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":3}"#, #"{"type":"setSegment","index":0}"#,
                #"{"type":"setSegment","index":1}"#,
            ]
        ),
        (
            #"{"preset":"crafterm-revisited","runtime":"legacy"}"#,
            [
                #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":0}"#,
            ]
        ),
        (
            #"{"preset":"deponte-2016","device":"ipad"}"#,
            [
                #"{"type":"selectSegment","index":1}"#,
                #"{"type":"push","screen":{"kind":"label","title":"Pushed \"é\" / ü","text":"line\none\ttab"}}"#,
            ]
        ),
        (
            #"{"preset":"crafterm-2010","runtime":"legacy","fidelity":"corrected"}"#,
            [
                #"{"type":"selectSegment","index":1}"#, #"{"type":"selectSegment","index":0}"#, #"{"type":"memoryWarning"}"#,
            ]
        ),
        (
            """
            {"strategy":"managing","fidelity":"corrected","selectedIndex":1,"segments":[
              {"title":"Plain","screen":{"kind":"color","color":"red"}},
              {"title":"Tree","screen":{"kind":"table","rows":[
                {"title":"a","detail":{"kind":"table","title":"A","rows":[{"title":"b","detail":{"kind":"label","text":"deep"}}]}}]}}]}
            """, [#"{"type":"tapRow","row":0}"#, #"{"type":"tapRow","row":0}"#, #"{"type":"pop"}"#]
        ),
        (
            #"{"strategy":"containment","segments":[{"title":null,"screen":{"kind":"color","color":"blue"}},{"title":"T","screen":{"kind":"image","image":"x.jpg"}}]}"#,
            [#"{"type":"memoryWarning"}"#]
        ),
        (#"{"preset":"crafterm-2010"}"#, []),
    ]

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segnav-state-\(UUID().uuidString).sqlite").path
    }

    static func remove(_ path: String) {
        for suffix in ["", "-wal", "-shm", ".stale", ".stale-wal", ".stale-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    static func configuration(eventCapacity: Int = 10_000, maxSessions: Int = 100, node: String? = nil) -> ServiceConfiguration {
        var limits = StoreLimits()
        limits.eventCapacity = eventCapacity
        limits.maxSessions = maxSessions
        limits.shards = 4
        return ServiceConfiguration(node: node, limits: limits)
    }

    /// What segnavd does at start: opens the file, restores what it holds, then journals in `mode`.
    @discardableResult
    static func attach(
        _ client: APIClient, _ path: String, mode: Durability, node: String? = nil,
        interval: Duration = .milliseconds(5)
    ) async throws -> (database: StateDatabase, restored: Int) {
        let (database, opening) = try StateDatabase.open(path: path, node: node)
        var restored = 0
        if case .existing = opening { restored = try await client.app.store.restore(from: database) }
        try client.app.store.startJournal(database, mode: mode, interval: interval) { message in
            Issue.record("journal failed: \(message)")
        }
        return (database, restored)
    }

    /// What a kill -9 leaves: whatever the journal committed, no save. (`stop` commits what is queued:
    /// in strict mode every write was answered only after its commit, so that is exactly the acknowledged ones.)
    static func crash(_ client: APIClient, _ database: StateDatabase) {
        client.app.store.journal.stop()
        database.close()
    }

    /// Creates the scripted sessions; returns their ids.
    static func populate(_ client: APIClient) async throws -> [String] {
        var ids: [String] = []
        for script in scripts {
            let id = try await client.create(script.create)
            for action in script.actions {
                let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: action)
                #expect(response.status == 200, "\(script.create) \(action): \(response.text)")
            }
            ids.append(id)
        }
        return ids
    }

    /// Everything a client can read about the sessions, as exact bytes: state with its ETag, screen, the event log
    /// walked in small pages and in one, an empty page past the end, and the list.
    static func reads(_ client: APIClient, _ ids: [String]) async -> [String] {
        var out: [String] = []
        for id in ids {
            let state = await client.call("GET", "/v1/sessions/\(id)")
            out.append("\(state.status) \(state.header("ETag") ?? "-") \(state.text)")
            out.append(await client.call("GET", "/v1/sessions/\(id)/screen").text)
            var since = 0
            var pages = 0
            while pages < 100 {
                let page = await client.call("GET", "/v1/sessions/\(id)/events?since=\(since)&limit=3")
                out.append(page.text)
                guard let next = page.jsonBody["next"]?.intValue, next != since else { break }
                since = next
                pages += 1
            }
            out.append(await client.call("GET", "/v1/sessions/\(id)/events?limit=1000").text)
            out.append(await client.call("GET", "/v1/sessions/\(id)/events?since=\(since)").text)
        }
        out.append(await client.call("GET", "/v1/sessions?limit=1000").text)
        return out
    }

    /// How the first run ends: a crash in strict or batched mode (the journal is replayed), a graceful stop in
    /// any mode (the stored states are decoded).
    enum Ending: String, CaseIterable, Sendable {
        case strictCrash, batchedCrash, strictStop, offStop
    }

    @Test(
        "a restored store answers every read byte for byte, and the next action the same way",
        arguments: [8, 10_000], Ending.allCases)
    func roundTrip(eventCapacity: Int, ending: Ending) async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let original = APIClient(Self.configuration(eventCapacity: eventCapacity))
        let mode: Durability =
            switch ending {
            case .strictCrash, .strictStop: .strict
            case .batchedCrash: .batched
            case .offStop: .off
            }
        let (database, _) = try await Self.attach(original, path, mode: mode)
        let ids = try await Self.populate(original)
        switch ending {
        case .strictCrash, .batchedCrash: Self.crash(original, database)
        case .strictStop, .offStop:
            #expect(try await original.app.store.save(to: database) == ids.count)
            database.close()
        }
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

        let restored = APIClient(Self.configuration(eventCapacity: eventCapacity))
        let (again, count) = try await Self.attach(restored, path, mode: .strict)
        defer { Self.crash(restored, again) }
        #expect(count == ids.count)
        #expect(restored.app.store.sessionCount == ids.count)

        let before = await Self.reads(original, ids)
        let after = await Self.reads(restored, ids)
        #expect(before.count == after.count)
        for (a, b) in zip(before, after) { #expect(a == b) }
        if eventCapacity == 8 {
            // The ring had wrapped: a reader from 0 is told what it missed, the same way after the restart.
            #expect(after.contains { $0.contains(#""dropped":0"#) == false && $0.contains(#""dropped":"#) })
        }

        for id in ids {
            // A cached ETag is still valid.
            let etag = await original.call("GET", "/v1/sessions/\(id)").header("ETag") ?? ""
            #expect(await restored.call("GET", "/v1/sessions/\(id)", headers: [Field("If-None-Match", etag)]).status == 304)
            // The next actions produce the same state and events (same seqs, controller ids, times); the first
            // one also proves the ETag is still a valid If-Match.
            let next = [#"{"type":"memoryWarning"}"#, #"{"type":"popToRoot"}"#, #"{"type":"setSegment","index":0}"#]
            for (i, action) in next.enumerated() {
                let headers = i == 0 ? [Field("If-Match", etag)] : []
                let a = await original.call("POST", "/v1/sessions/\(id)/actions", json: action, headers: headers)
                let b = await restored.call("POST", "/v1/sessions/\(id)/actions", json: action, headers: headers)
                #expect(a.status == 200, "\(action): \(a.text)")
                #expect(a.status == b.status)
                #expect(a.text == b.text)
            }
        }
        #expect(await Self.reads(original, ids) == Self.reads(restored, ids))
    }

    /// A new file and a store journaling to it that commits nothing before its crash: everything the test does goes
    /// into the one transaction `stop` writes (batched, with a window longer than any test).
    static func oneCommit() async throws -> (path: String, client: APIClient, database: StateDatabase) {
        let path = temporaryPath()
        let client = APIClient(configuration())
        let (database, _) = try await attach(client, path, mode: .batched, interval: .seconds(600))
        return (path, client, database)
    }

    @Test("one commit keeps each session's batches in one row, and a crash restores them batch by batch")
    func batchesOfOneCommitShareARow() async throws {
        let (path, original, database) = try await Self.oneCommit()
        defer { Self.remove(path) }
        let ids = try await Self.populate(original)
        let batch = #"{"actions":[{"type":"memoryWarning"},{"type":"setSegment","index":0}]}"#
        #expect(await original.call("POST", "/v1/sessions/\(ids[1])/actions", json: batch).status == 200)
        Self.crash(original, database)

        let check = try SQLiteDatabase(path: path, readOnly: true)
        for (id, script) in zip(ids, Self.scripts) {
            let batches = script.actions.count + (id == ids[1] ? 1 : 0)
            #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(id)'") == (batches == 0 ? 0 : 1))
            guard batches > 1 else { continue }
            let text = try check.texts("SELECT actions FROM actions WHERE session = '\(id)'").first ?? ""
            #expect(text.hasPrefix("[[{"), "\(text)")
            #expect(try check.integer("SELECT version FROM actions WHERE session = '\(id)'") == script.actions.count + (id == ids[1] ? 2 : 0))
        }
        #expect(try check.integer("PRAGMA user_version") == 4)
        check.close()

        let restored = APIClient(Self.configuration())
        let (again, count) = try await Self.attach(restored, path, mode: .strict)
        defer { Self.crash(restored, again) }
        #expect(count == ids.count)
        #expect(await Self.reads(original, ids) == Self.reads(restored, ids))
        // The batches are the ones the client sent, not one joined batch: the exported scenario has a step each.
        for id in ids {
            let a = await original.call("GET", "/v1/sessions/\(id)/scenario")
            let b = await restored.call("GET", "/v1/sessions/\(id)/scenario")
            #expect(a.status == 200)
            #expect(a.text == b.text)
        }
    }

    @Test("a version 1 file (a row a batch) is restored, and is version 4 once written")
    func versionOneFile() async throws {
        let path = try await Self.damaged(Self.schemaBefore4 + "PRAGMA user_version = 1")
        defer { Self.remove(path) }
        let header = { () throws -> Int? in
            let db = try SQLiteDatabase(path: path, readOnly: true)
            defer { db.close() }
            return try db.integer("PRAGMA user_version")
        }
        #expect(try header() == 1)
        let client = APIClient(Self.configuration())
        let (database, restored) = try await Self.attach(client, path, mode: .strict)
        #expect(restored == 2)
        #expect(try header() == 4)
        // In the main file's own header, which is what `checkHeader` (and an older segnavd) reads, not only in the WAL.
        let raw = try #require(FileManager.default.contents(atPath: path))
        #expect(raw.count > 64 && raw[60..<64].elementsEqual([0, 0, 0, 4]))
        Self.crash(client, database)
    }

    /// A manual clock's session driven through every action type (`ActionType`), one batch of them and single ones.
    static let everyType = (
        create: #"{"preset":"crafterm-2010","clock":"manual"}"#,
        actions: [
            #"{"actions":[{"type":"selectSegment","index":1},{"type":"tapRow","row":1},{"type":"advance","seconds":0.35}]}"#,
            #"{"type":"beginBackSwipe"}"#, #"{"type":"updateBackSwipe","progress":0.375}"#,
            #"{"type":"endBackSwipe","complete":false}"#, #"{"type":"advance","seconds":0.25}"#,
            #"{"type":"push","screen":{"kind":"table","title":"Pushed \"é\"","class":"PushedTable","rows":[{"title":"a","detail":{"kind":"label","text":"deep"}},{"title":"b"}]}}"#,
            #"{"type":"advance","seconds":1}"#, #"{"type":"tapBack"}"#, #"{"type":"advance","seconds":0.5}"#,
            #"{"type":"memoryWarning"}"#, #"{"type":"pop"}"#, #"{"type":"popToRoot"}"#, #"{"type":"setSegment","index":0}"#,
        ]
    )

    static let pagingTypes = [
        #"{"type":"beginPageSwipe","direction":"forward"}"#, #"{"type":"updatePageSwipe","progress":0.25}"#,
        #"{"type":"endPageSwipe","complete":false}"#, #"{"type":"advance","seconds":0.5}"#,
    ]

    @Test("every action type is journaled in the API's spelling and restored as the API decoded it")
    func everyActionTypeRoundTrips() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let original = APIClient(Self.configuration())
        let (database, _) = try await Self.attach(original, path, mode: .strict)
        let id = try await original.create(Self.everyType.create)
        var sent: [Action] = []
        for body in Self.everyType.actions {
            let answer = await original.call("POST", "/v1/sessions/\(id)/actions", json: body)
            #expect(answer.status == 200, "\(body): \(answer.text)")
            sent += try ActionDecoder.decode(JSON.parse(Array(body.utf8))).actions
        }
        // The page swipe needs a page view controller (DESIGN.md §3.17): a paging session of its own.
        let paging = try await original.create(#"{"preset":"paging","clock":"manual"}"#)
        var sentPaging: [Action] = []
        for body in Self.pagingTypes {
            let answer = await original.call("POST", "/v1/sessions/\(paging)/actions", json: body)
            #expect(answer.status == 200, "\(body): \(answer.text)")
            sentPaging += try ActionDecoder.decode(JSON.parse(Array(body.utf8))).actions
        }
        #expect(Set((sent + sentPaging).map(\.type)) == Set(ActionType.allCases))
        Self.crash(original, database)

        // Each row is the API's own text, read back by the API's decoder.
        let check = try SQLiteDatabase(path: path, readOnly: true)
        let rows = try check.texts("SELECT actions FROM actions WHERE session = '\(id)' ORDER BY version")
        let pagingRows = try check.texts("SELECT actions FROM actions WHERE session = '\(paging)' ORDER BY version")
        check.close()
        let journaled = try rows.flatMap { try JournalActions.decodeBatches(Array($0.utf8), spelling: .api).joined() }
        #expect(journaled == sent)
        let journaledPaging = try pagingRows.flatMap { try JournalActions.decodeBatches(Array($0.utf8), spelling: .api).joined() }
        #expect(journaledPaging == sentPaging)
        #expect(rows.contains { $0.contains(#"{"type":"advance","seconds":0.35}"#) }, "\(rows)")

        let restored = APIClient(Self.configuration())
        let (again, count) = try await Self.attach(restored, path, mode: .strict)
        defer { Self.crash(restored, again) }
        #expect(count == 2)
        #expect(await Self.reads(original, [id, paging]) == Self.reads(restored, [id, paging]))
        let a = await original.call("GET", "/v1/sessions/\(id)/scenario")
        #expect(a.status == 200)
        #expect(a.text == (await restored.call("GET", "/v1/sessions/\(id)/scenario")).text)
    }

    @Test("a version 2 file's rows (advance in milliseconds, a screen's Codable form) restore to the same state, and are rewritten once written")
    func versionTwoRows() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let original = APIClient(Self.configuration())
        let (database, _) = try await Self.attach(original, path, mode: .strict)
        let id = try await original.create(#"{"preset":"crafterm-2010","clock":"manual"}"#)
        let batch = """
            {"actions":[{"type":"selectSegment","index":1},{"type":"tapRow","row":1},{"type":"advance","seconds":0.35},\
            {"type":"push","screen":{"kind":"table","title":"T","class":"PushedTable","rows":[{"title":"a","detail":{"kind":"label","text":"deep"}}]}},\
            {"type":"advance","seconds":0.5},{"type":"push","screen":{"kind":"color","color":"red"}},{"type":"advance","seconds":0.001}]}
            """
        #expect(await original.call("POST", "/v1/sessions/\(id)/actions", json: batch).status == 200)
        Self.crash(original, database)

        // The row as segnavd wrote it under schema version 2: JSONEncoder's sorted keys for the screen, whole milliseconds.
        let v2 = """
            [{"type":"selectSegment","index":1},{"type":"tapRow","row":1},{"type":"advance","milliseconds":350},\
            {"type":"push","screen":{"className":"PushedTable","kind":"table","rows":[{"detail":{"kind":"label","rows":[],"text":"deep"},"title":"a"}],"title":"T"}},\
            {"type":"advance","milliseconds":500},{"type":"push","screen":{"color":"red","kind":"color","rows":[]}},\
            {"type":"advance","milliseconds":1}]
            """
        let db = try SQLiteDatabase(path: path, readOnly: false)
        try db.execute("UPDATE actions SET actions = '\(v2)'; \(Self.schemaBefore4) PRAGMA user_version = 2; PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()

        let restored = APIClient(Self.configuration())
        let (again, count) = try await Self.attach(restored, path, mode: .strict)
        #expect(count == 1)
        #expect(await Self.reads(original, [id]) == Self.reads(restored, [id]))
        Self.crash(restored, again)

        // Reopened for writing: version 4, the row in the API's spelling, and restored the same again.
        let check = try SQLiteDatabase(path: path, readOnly: true)
        #expect(try check.integer("PRAGMA user_version") == 4)
        let text = try check.texts("SELECT actions FROM actions").first ?? ""
        check.close()
        #expect(text.contains(#"{"type":"advance","seconds":0.35}"#) && text.contains(#""class":"PushedTable""#), "\(text)")
        #expect(!text.contains("milliseconds") && !text.contains("className"), "\(text)")
        let third = APIClient(Self.configuration())
        let (last, restoredAgain) = try await Self.attach(third, path, mode: .strict)
        defer { Self.crash(third, last) }
        #expect(restoredAgain == 1)
        #expect(await Self.reads(original, [id]) == Self.reads(third, [id]))
    }

    @Test("one commit that crosses a compaction point: the row straddles the snapshot, and replay skips what it holds")
    func compactionInsideOneCommit() async throws {
        let (path, original, database) = try await Self.oneCommit()
        defer { Self.remove(path) }
        let id = try await original.create(#"{"preset":"crafterm-2010"}"#)
        let hundred = "{\"actions\":[" + (0..<100).map { #"{"type":"setSegment","index":\#($0 % 2)}"# }.joined(separator: ",") + "]}"
        for _ in 0..<85 {
            #expect(await original.call("POST", "/v1/sessions/\(id)/actions", json: hundred).status == 200)
        }
        Self.crash(original, database)

        let check = try SQLiteDatabase(path: path, readOnly: true)
        // The compaction at version 8 200 (the first multiple of 4 096 crossed with a base: the base moves by
        // checkpoints once the window passes 4 096 actions) took the history's base, at the checkpoint of version
        // 4 100; the row of the batches before it, written first, still holds them all, so it straddles the base.
        let base = try #require(try check.integer("SELECT version FROM sessions WHERE id = '\(id)'"))
        #expect(base > 0 && base < 8_200)
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(id)' AND version > \(base)") == 2)
        #expect(try check.integer("SELECT min(version) FROM actions WHERE session = '\(id)'") == 8_200)
        check.close()

        let restored = APIClient(Self.configuration())
        let (again, count) = try await Self.attach(restored, path, mode: .strict)
        defer { Self.crash(restored, again) }
        #expect(count == 1)
        #expect(await Self.reads(original, [id]) == Self.reads(restored, [id]))
    }

    @Test("a damaged clock or last use is restored with a bounded idle time, not a crash")
    func damagedTimes() async throws {
        for edit in [
            "UPDATE meta SET value = '-9223372036854775808' WHERE key = 'clock'",
            "UPDATE sessions SET last_used = 9223372036854775807",
            "UPDATE meta SET value = '9223372036854775807' WHERE key = 'clock'; UPDATE sessions SET last_used = -9223372036854775808",
        ] {
            let path = try await Self.damaged(edit)
            defer { Self.remove(path) }
            let store = SegnavApp(configuration: Self.configuration()).store
            let (database, _) = try StateDatabase.open(path: path, node: nil)
            defer { database.close() }
            #expect(try await store.restore(from: database) == 2, "\(edit)")
        }
    }

    @Test("a save, then more actions journaled, then a crash: the stored state and the replay together")
    func saveThenJournal() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let first = APIClient(Self.configuration(eventCapacity: 50))
        let (database, _) = try await Self.attach(first, path, mode: .strict)
        var ids = try await Self.populate(first)
        // One session with more batches than a save leaves to replay: its state is stored.
        let busy = try await first.create(#"{"preset":"crafterm-2010"}"#)
        for i in 0...SessionStore.compactAfter {
            #expect(await first.call("POST", "/v1/sessions/\(busy)/actions", json: #"{"type":"setSegment","index":\#(1 - i % 2)}"#).status == 200)
        }
        ids.append(busy)
        try await first.app.store.save(to: database)
        database.close()
        let check = try SQLiteDatabase(path: path, readOnly: true)
        #expect(try check.integer("SELECT count(*) FROM sessions WHERE snapshot IS NOT NULL") == 1)
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(busy)'") == 0)
        #expect(try check.integer("SELECT count(*) FROM actions") ?? 0 > 0)
        check.close()

        let second = APIClient(Self.configuration(eventCapacity: 50))
        let (again, restored) = try await Self.attach(second, path, mode: .strict)
        #expect(restored == ids.count)
        for id in ids {
            for action in [#"{"type":"memoryWarning"}"#, #"{"actions":[{"type":"popToRoot"},{"type":"setSegment","index":1}]}"#] {
                let a = await first.call("POST", "/v1/sessions/\(id)/actions", json: action)
                let b = await second.call("POST", "/v1/sessions/\(id)/actions", json: action)
                #expect(a.status == b.status)
                #expect(a.text == b.text)
            }
        }
        #expect(await second.call("DELETE", "/v1/sessions/\(ids[0])").status == 204)
        #expect(await first.call("DELETE", "/v1/sessions/\(ids[0])").status == 204)
        Self.crash(second, again)

        let third = APIClient(Self.configuration(eventCapacity: 50))
        let (last, count) = try await Self.attach(third, path, mode: .off)
        defer { last.close() }
        #expect(count == ids.count - 1)
        #expect(await Self.reads(first, Array(ids.dropFirst())) == Self.reads(third, Array(ids.dropFirst())))
        #expect(await third.call("GET", "/v1/sessions/\(ids[0])").status == 404)
    }

    @Test(
        "a busy session's journal is compacted while it is served: bounded batches, and a crash restores it byte for byte",
        arguments: [50, 10_000], [Durability.strict, .batched])
    func compactionWhileServing(eventCapacity: Int, mode: Durability) async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let original = APIClient(Self.configuration(eventCapacity: eventCapacity))
        let (database, _) = try await Self.attach(original, path, mode: mode)
        let busy = try await original.create(#"{"preset":"crafterm-2010","runtime":"legacy"}"#)
        let quiet = try await original.create(#"{"preset":"deponte-2016"}"#)
        #expect(await original.call("POST", "/v1/sessions/\(quiet)/actions", json: #"{"type":"selectSegment","index":1}"#).status == 200)
        // Three compactions' worth of actions, in batches of all sizes (a batch may cross a multiple on its own).
        let kinds = [
            #"{"type":"setSegment","index":1}"#, #"{"type":"tapRow","row":1}"#, #"{"type":"tapBack"}"#,
            #"{"type":"memoryWarning"}"#, #"{"type":"setSegment","index":0}"#,
        ]
        var sent = 0
        var size = 1
        while sent < 3 * JournalRecord.compactEvery + 700 {
            let batch = (0..<size).map { kinds[(sent + $0) % kinds.count] }.joined(separator: ",")
            let answer = await original.call("POST", "/v1/sessions/\(busy)/actions", json: #"{"actions":[\#(batch)]}"#)
            #expect(answer.status == 200, "\(answer.text)")
            sent += size
            size = size % 88 + 13  // 1 to 100 (the most a batch holds)
        }
        let version = try #require(await original.call("GET", "/v1/sessions/\(busy)").jsonBody["version"]?.intValue)
        Self.crash(original, database)
        // Every create and batch was committed, a compaction beside its batch; commits share them (group commit).
        let metrics = await original.call("GET", "/metrics").text
        func figure(_ name: String) -> Int? {
            metrics.split(separator: "\n").first { $0.hasPrefix(name + " ") }.flatMap { Int(Double($0.split(separator: " ")[1]) ?? -1) }
        }
        let records = try #require(figure("segnav_journal_records_total"))
        let commits = try #require(figure("segnav_journal_commits_total"))
        #expect(records > sent / 100 + 3)
        #expect(commits >= 1 && commits <= records)

        let check = try SQLiteDatabase(path: path, readOnly: true)
        let snapshotVersion = try #require(try check.integer("SELECT version FROM sessions WHERE id = '\(busy)' AND snapshot IS NOT NULL"))
        // The snapshot trails the version by the history's window, and only the batches after it are kept.
        #expect(snapshotVersion > version - 2 * JournalRecord.compactEvery)
        #expect(snapshotVersion <= version - SessionHistory.maxActions)
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(busy)' AND version <= \(snapshotVersion)") == 0)
        #expect(try check.integer("SELECT min(version) FROM actions WHERE session = '\(busy)'") ?? 0 > snapshotVersion)
        #expect(try check.integer("SELECT count(*) FROM actions WHERE session = '\(quiet)'") == 1)
        check.close()

        let restored = APIClient(Self.configuration(eventCapacity: eventCapacity))
        let (again, count) = try await Self.attach(restored, path, mode: mode)
        defer { Self.crash(restored, again) }
        #expect(count == 2)
        #expect(await Self.reads(original, [busy, quiet]) == Self.reads(restored, [busy, quiet]))
        for action in [#"{"type":"memoryWarning"}"#, #"{"type":"setSegment","index":1}"#] {
            let a = await original.call("POST", "/v1/sessions/\(busy)/actions", json: action)
            let b = await restored.call("POST", "/v1/sessions/\(busy)/actions", json: action)
            #expect(a.status == 200)
            #expect(a.text == b.text)
        }
    }

    @Test("a long-poll from the last seq before the restart wakes on the next action after it")
    func longPollAfterRestore() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let original = APIClient(Self.configuration())
        let (database, _) = try await Self.attach(original, path, mode: .strict)
        let id = try await original.create(#"{"preset":"crafterm-2010"}"#)
        Self.crash(original, database)
        let last = try #require(await original.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue)

        let restored = APIClient(Self.configuration())
        let (again, _) = try await Self.attach(restored, path, mode: .strict)
        defer { Self.crash(restored, again) }
        async let polled = restored.call("GET", "/v1/sessions/\(id)/events?since=\(last)&wait=10")
        try await Task.sleep(for: .milliseconds(200))
        let acted = await restored.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        #expect(acted.status == 200)
        let page = await polled.jsonBody
        #expect(page["events"]?.arrayValue.first?["seq"]?.intValue == last + 1)
        #expect(page["dropped"] == 0)
    }

    @Test("the idle time carries over, and an empty store saves and restores")
    func idleTimeAndEmpty() async throws {
        let path = Self.temporaryPath()
        defer { Self.remove(path) }
        let empty = APIClient(Self.configuration())
        let (database, _) = try await Self.attach(empty, path, mode: .off)
        #expect(try await empty.app.store.save(to: database) == 0)
        database.close()

        let original = APIClient(Self.configuration())
        let (again, none) = try await Self.attach(original, path, mode: .batched)
        #expect(none == 0)
        let id = try await original.create()
        Self.crash(original, again)
        // Pretend it had been idle for an hour and a half when the server stopped.
        let db = try SQLiteDatabase(path: path, readOnly: false)
        try db.execute("UPDATE sessions SET last_used = last_used - 5400")
        db.close()
        let restored = APIClient(Self.configuration())
        let (last, count) = try await Self.attach(restored, path, mode: .off)
        defer { last.close() }
        #expect(count == 1)
        // Past the 1 h TTL: the next eviction takes it, as it would have on the old server (a read would have
        // touched it, so none comes first).
        #expect(await restored.app.store.evictIdle() == 1)
        #expect(await restored.call("GET", "/v1/sessions/\(id)").status == 404)
    }

    /// A journaled file with two sessions (one with actions), consolidated into the one file.
    static func journaledFile(node: String? = nil) async throws -> String {
        let path = temporaryPath()
        let client = APIClient(configuration(node: node))
        let (database, _) = try await attach(client, path, mode: .strict, node: node)
        _ = try await client.create()
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        _ = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        crash(client, database)
        let db = try SQLiteDatabase(path: path, readOnly: false)
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        return path
    }

    /// What a file written before schema version 4 lacks: the stored screens' table, trigger and column.
    static let schemaBefore4 = "DROP TRIGGER actions_release_screens; DROP TABLE screens; ALTER TABLE actions DROP COLUMN screens; "

    /// `path` after `edit` (SQL run on it), or `bytes` written there.
    static func damaged(_ edit: String) async throws -> String {
        let path = try await journaledFile()
        let db = try SQLiteDatabase(path: path, readOnly: false)
        try db.execute(edit)
        try db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        db.close()
        return path
    }

    /// Opens and restores `path` into a fresh store; returns the error's message, and checks that nothing was
    /// restored and that the file (and its WAL, if any) is byte for byte as it was.
    static func refusal(_ path: String, _ configuration: ServiceConfiguration = configuration()) async throws -> String {
        defer { remove(path) }
        let before = contents(path)
        let store = SegnavApp(configuration: configuration).store
        guard let error = await attempt(path, store, node: configuration.node) else {
            Issue.record("the file was accepted")
            return ""
        }
        #expect(store.sessionCount == 0)
        #expect(error.description.hasPrefix("state file \(path): "))
        #expect(contents(path) == before, "the refused file was changed")
        return error.reason
    }

    static func contents(_ path: String) -> [Data?] {
        ["", "-wal"].map { FileManager.default.contents(atPath: path + $0) }
    }

    static func attempt(_ path: String, _ store: SessionStore, node: String?) async -> StateFileError? {
        do throws(StateFileError) {
            let (database, opening) = try StateDatabase.open(path: path, node: node)
            defer { database.close() }
            if case .existing = opening { try await store.restore(from: database) }
            return nil
        } catch {
            return error
        }
    }

    static func written(_ bytes: [UInt8]) throws -> String {
        let path = temporaryPath()
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("a damaged or foreign file is refused with a message naming the problem, restores nothing, and is left untouched")
    func refusals() async throws {
        var random = SystemRandomNumberGenerator()
        let noise = (0..<4096).map { _ in UInt8.random(in: 0...255, using: &random) }
        #expect(try await Self.refusal(Self.written(noise)).hasPrefix("not an SQLite database"))
        #expect(try await Self.refusal(Self.written(Array("{\"format\":\"segnav-state\"}\n".utf8))).hasPrefix("not an SQLite database"))

        let foreignPath = Self.temporaryPath()
        let foreign = try SQLiteDatabase(path: foreignPath, readOnly: false)
        try foreign.execute("CREATE TABLE users(name TEXT); INSERT INTO users VALUES ('x')")
        foreign.close()
        let other = try await Self.refusal(foreignPath)
        #expect(other.hasPrefix("an SQLite database but not a segnav state file (application_id 0"), "\(other)")
        #expect(other.contains("tables: users"))

        // A real file cut short: SQLite cannot read its pages.
        let whole = try Data(contentsOf: URL(fileURLWithPath: try await Self.journaledFile()))
        let cut = try await Self.refusal(Self.written(Array(whole.prefix(whole.count / 2 + 100))))
        #expect(cut.contains("refused and left as it is"), "\(cut)")
        // Overwritten in the middle.
        var scribbled = Array(whole)
        for i in stride(from: 4096, to: min(scribbled.count, 8192), by: 1) { scribbled[i] = 0x5A }
        _ = try await Self.refusal(Self.written(scribbled))

        #expect(
            try await Self.refusal(Self.damaged("PRAGMA user_version = 5")) == "schema version 5; this segnavd reads versions 1 to 4; refused and left as it is"
        )
        let snapshot = try await Self.refusal(Self.damaged("UPDATE sessions SET version = 0, snapshot = '{\"version\":', events = ''"))
        #expect(snapshot.contains("its snapshot does not decode"), "\(snapshot)")
        let orphan = try await Self.refusal(Self.damaged("INSERT INTO actions VALUES ('AAAAAAAAAAAAAAAAAAAAAA', 1, 1, 0, '[]', NULL)"))
        #expect(orphan.contains("which has no row in sessions"), "\(orphan)")
        let gap = try await Self.refusal(Self.damaged("UPDATE actions SET version = version + 1"))
        #expect(gap.contains("its batch ending at version 2 starts at version 1, not at 0 where the session is"), "\(gap)")
        let joined = try await Self.refusal(Self.damaged(#"UPDATE actions SET actions = '[[{"type":"memoryWarning"}],[{"type":"tapBack"}]]'"#))
        #expect(joined.contains("its row at version 1 holds 2 actions, more than its version"), "\(joined)")
        let replay = try await Self.refusal(Self.damaged("UPDATE actions SET last_event_seq = last_event_seq + 1"))
        #expect(replay.contains("replaying its actions gave version 1"), "\(replay)")
        let action = try await Self.refusal(Self.damaged("UPDATE actions SET actions = '[{\"type\":\"fly\"}]'"))
        #expect(action.contains("do not decode"), "\(action)")
        for row in [
            "[{", "{}", "[1]", "[[1]]", #"[{"type":"advance","seconds":1e300}]"#, #"[{"type":"tapRow","row":-1}]"#,
            String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
        ] {
            let damaged = try await Self.refusal(Self.damaged("UPDATE actions SET actions = '\(row)'"))
            #expect(damaged.contains("its actions at version 1 do not decode: "), "\(row): \(damaged)")
        }
        let refused = try await Self.refusal(Self.damaged("UPDATE actions SET actions = '[{\"type\":\"tapRow\",\"row\":99}]'"))
        #expect(refused.contains("was refused"), "\(refused)")
        let configuration = try await Self.refusal(Self.damaged("UPDATE sessions SET configuration = '{}'"))
        #expect(configuration.contains("its configuration does not make a session"), "\(configuration)")
        let id = try await Self.refusal(Self.damaged("UPDATE sessions SET id = 'nope' WHERE snapshot IS NULL AND id NOT IN (SELECT session FROM actions)"))
        #expect(id.contains("nope is not a session id"), "\(id)")

        // The cap: two sessions do not fit in one place.
        let capped = try await Self.refusal(Self.journaledFile(), Self.configuration(maxSessions: 1))
        #expect(capped.contains("more than the session cap 1"), "\(capped)")
    }

    @Test("sessions of another node are refused unless the node names match")
    func nodes() async throws {
        let other = try await Self.refusal(Self.journaledFile(node: "east"), Self.configuration(node: "west"))
        #expect(other == "the sessions were saved by node 'east' but this server runs as node 'west'; start this server with --node east to take them over")
        let none = try await Self.refusal(Self.journaledFile(node: "east"), Self.configuration())
        #expect(none == "the sessions were saved by node 'east' but this server runs without --node; start this server with --node east to take them over")
        let named = try await Self.refusal(Self.journaledFile(), Self.configuration(node: "east"))
        #expect(named.hasPrefix("the sessions were saved by a server without --node but this server runs as node 'east'"))

        // The same name takes them over: that is the hand-over to a replacement node.
        let path = try await Self.journaledFile(node: "east")
        defer { Self.remove(path) }
        let client = APIClient(Self.configuration(node: "east"))
        let (database, restored) = try await Self.attach(client, path, mode: .off, node: "east")
        defer { database.close() }
        #expect(restored == 2)
    }

    @Test("a file an off-mode run restored and never saved is set aside as PATH.stale, not restored")
    func offModeCrash() async throws {
        let path = try await Self.journaledFile()
        defer { Self.remove(path) }
        let client = APIClient(Self.configuration())
        let (database, restored) = try await Self.attach(client, path, mode: .off)
        #expect(restored == 2)
        database.close()  // no save: a crash
        let (again, opening) = try StateDatabase.open(path: path, node: nil)
        defer { again.close() }
        guard case .setAside(let stale) = opening else {
            Issue.record("restored from a file whose sessions clients may have seen newer versions of")
            return
        }
        #expect(stale == path + ".stale")
        #expect(FileManager.default.fileExists(atPath: stale))
    }
}

/// The journal's form of a setup with the layout option (DESIGN.md §3.21): absent when off, so a journal written before
/// the option reads back with it off; kept when on, in the preset form and the full form alike.
@Test("journal configuration: the layout option is optional, absent when off, kept when on")
func journalLayoutOption() throws {
    let encoder = JSONEncoder()
    let decoder = JSONDecoder()
    var preset = Preset.paging.configuration
    let old = #"{"device":"iphone-15","fidelity":"seed","preset":"paging","runtime":"modern","selectedIndex":0,"clock":"auto"}"#
    #expect(String(decoding: try JournalConfiguration.encode(preset, encoder: encoder), as: UTF8.self) == old)
    #expect(try JournalConfiguration.decode(Array(old.utf8), decoder: decoder) == preset)
    preset.layout = true
    let on = try JournalConfiguration.encode(preset, encoder: encoder)
    #expect(try JournalConfiguration.decode(on, decoder: decoder) == preset)
    var own = SessionConfiguration(strategy: .managing, segments: Preset.crafterm2010.configuration.segments)
    #expect(try JournalConfiguration.decode(try JournalConfiguration.encode(own, encoder: encoder), decoder: decoder) == own)
    own.layout = true
    #expect(try JournalConfiguration.decode(try JournalConfiguration.encode(own, encoder: encoder), decoder: decoder).layout)
}
