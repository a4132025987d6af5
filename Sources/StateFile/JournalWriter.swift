#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavigationModel
import SQLiteDatabase
import SessionStore

/// The journal's statements, prepared once, and the transaction that writes one batch of records. Runs on the
/// journal's writer thread only.
package final class JournalWriter {
    private let state: StateDatabase
    private let insertSession: Statement
    private let insertAction: Statement
    private let deleteSession: Statement
    private let deleteActions: Statement
    private let setClock: Statement
    private let compactSession: Statement
    private let compactActions: Statement
    private let checkpointAll: StateDatabase.PassiveCheckpoint
    /// Prepared once like the rest: `sqlite3_exec` would parse them again for every commit.
    private let begin: Statement
    private let end: Statement
    /// The wall second last written to `meta.clock`. Restore reads it only to age sessions in whole seconds, so
    /// it is written once a second rather than in every commit (each write dirtied the meta page, one more WAL
    /// frame per commit).
    private var clockWritten = -1
    private let encoder: JSONEncoder

    package init(_ state: StateDatabase) throws(StateFileError) {
        self.state = state
        let db = state.database
        do {
            insertSession = try db.prepare("""
                INSERT OR REPLACE INTO sessions(id, configuration, last_used, version, last_event_seq, snapshot, events)
                VALUES (?, ?, ?, 0, ?, NULL, NULL)
                """)
            insertAction = try db.prepare("INSERT OR REPLACE INTO actions(session, version, last_event_seq, at, actions) VALUES (?, ?, ?, ?, ?)")
            deleteSession = try db.prepare("DELETE FROM sessions WHERE id = ?")
            deleteActions = try db.prepare("DELETE FROM actions WHERE session = ?")
            setClock = try db.prepare("UPDATE meta SET value = ? WHERE key = 'clock'")
            compactSession = try db.prepare(
                "UPDATE sessions SET version = ?, last_event_seq = ?, snapshot = ?, events = ?, last_used = ? WHERE id = ?")
            compactActions = try db.prepare("DELETE FROM actions WHERE session = ? AND version <= ?")
            checkpointAll = try StateDatabase.PassiveCheckpoint(db)
            begin = try db.prepare("BEGIN IMMEDIATE")
            end = try db.prepare("COMMIT")
        } catch {
            throw StateFileError(path: state.path, reason: "cannot prepare the journal's statements: \(error)")
        }
        encoder = JSONEncoder()
        // Sorted keys: the same configuration always gives the same text (readable with `sqlite3`, diffable).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    }

    /// Writes `records` in one transaction; on failure rolls back and says why.
    package func commit(_ records: [JournalRecord]) throws(StateFileError) {
        let db = state.database
        let at = StateDatabase.wallSeconds()
        do {
            try begin.run()
            // A session's batches in this commit, joined into one row each (written last: rows of different
            // sessions are independent, and one session's create, delete and compaction flush its row first).
            var rows: [String: BatchRow] = [:]
            for record in records {
                switch record {
                case .apply(let id, let version, let lastEventSeq, let actions):
                    rows[id, default: BatchRow()].add(actions, version: version, lastEventSeq: lastEventSeq, encoder: encoder)
                case .create(let id, let configuration):
                    rows[id] = nil  // a new session under an old id starts at version 0: the old one's batches are gone
                    insertSession.bind(1, id)
                    insertSession.bindText(2, bytes: try JournalConfiguration.encode(configuration, encoder: encoder))
                    insertSession.bind(3, at)
                    insertSession.bind(4, 0)
                    try insertSession.run()
                case .delete(let id):
                    rows[id] = nil  // its rows go with it
                    deleteSession.bind(1, id)
                    try deleteSession.run()
                    deleteActions.bind(1, id)
                    try deleteActions.run()
                case .compact(let id, let base, let events):
                    if let row = rows.removeValue(forKey: id) { try write(row, of: id, at: at) }
                    // The engine's state is plain data (strings, numbers, enums) and always encodes; were it not
                    // to, the batches simply stay (a compaction is never worth failing the journal for).
                    guard let snapshot = try? encoder.encode(base) else { continue }
                    compactSession.bind(1, base.version)
                    compactSession.bind(2, base.lastEventSeq)
                    compactSession.bindText(3, bytes: Array(snapshot))
                    compactSession.bindText(4, bytes: SessionStore.eventLines(events))
                    compactSession.bind(5, at)
                    compactSession.bind(6, id)
                    try compactSession.run()
                    compactActions.bind(1, id)
                    compactActions.bind(2, base.version)
                    try compactActions.run()
                }
            }
            for (id, row) in rows { try write(row, of: id, at: at) }
            if at != clockWritten {
                setClock.bind(1, String(at))
                try setClock.run()
            }
            try end.run()
            clockWritten = at
        } catch {
            try? db.execute("ROLLBACK")
            throw StateFileError(path: state.path, reason: "the journal's commit failed: \(error)")
        }
    }

    /// Copies into the main file whatever of the WAL the checkpoint thread has not; true once all of it is, so
    /// that the next commit starts the WAL over (SQLite does when no reader still needs it). False when the
    /// checkpoint thread's own round is running: the writer tries again after its next commit.
    package func checkpointWholeWAL() -> Bool {
        guard let done = checkpointAll.run() else { return false }
        return done.frames == done.copied
    }

    private func write(_ row: BatchRow, of id: String, at: Int) throws(SQLiteError) {
        insertAction.bind(1, id)
        insertAction.bind(2, row.version)
        insertAction.bind(3, row.lastEventSeq)
        insertAction.bind(4, at)
        insertAction.bindText(5, bytes: row.text)
        try insertAction.run()
    }
}

/// One session's action batches of one commit, as the one row that keeps them: a busy session's writes cost one
/// SQLite row per commit instead of one each (SQLite's row was most of the writer's cost per action, DESIGN.md
/// §5.7). One batch is kept as it always was (`[action, …]`); several as an array of batches (`[[…],[…]]`),
/// so replay still applies and records them one by one. The row's version and last event seq are its last batch's;
/// each batch's own version follows, since every action moves the version by exactly one.
package struct BatchRow {
    package private(set) var version = 0
    package private(set) var lastEventSeq = 0
    package private(set) var batches = 0
    private var encoded: [UInt8] = []

    package mutating func add(_ actions: [Action], version: Int, lastEventSeq: Int, encoder: JSONEncoder) {
        if batches == 1 { encoded.insert(UInt8(ascii: "["), at: 0) }
        if batches > 0 { encoded.append(UInt8(ascii: ",")) }
        JournalActions.encode(actions, into: &encoded, encoder: encoder)
        batches += 1
        self.version = version
        self.lastEventSeq = lastEventSeq
    }

    /// The `actions` column.
    package var text: [UInt8] { batches > 1 ? encoded + [UInt8(ascii: "]")] : encoded }
}

/// An action batch as the journal keeps it: a JSON array in the API's own shape (`[{"type":"selectSegment",
/// "index":1}]`), readable with `sqlite3`; a pushed screen is the engine's `Codable` `ScreenSpec`.
package enum JournalActions {
    /// Appends `[action, …]` to `out`: bytes straight into the row's buffer, one per action kind (the writer's
    /// own cost per action; an interpolated String per action was a third of it).
    package static func encode(_ actions: [Action], into out: inout [UInt8], encoder: JSONEncoder) {
        out.append(UInt8(ascii: "["))
        for (i, action) in actions.enumerated() {
            if i > 0 { out.append(UInt8(ascii: ",")) }
            switch action {
            case .selectSegment(let index): append(out: &out, #"{"type":"selectSegment","index":"#, index)
            case .setSegment(let index): append(out: &out, #"{"type":"setSegment","index":"#, index)
            case .tapRow(let row): append(out: &out, #"{"type":"tapRow","row":"#, row)
            case .push(let screen):
                out.append(contentsOf: #"{"type":"push","screen":"#.utf8)
                // A ScreenSpec always encodes (strings, numbers and enums only).
                out.append(contentsOf: (try? encoder.encode(screen)).map { Array($0) } ?? Array("null".utf8))
                out.append(UInt8(ascii: "}"))
            case .pop: out.append(contentsOf: #"{"type":"pop"}"#.utf8)
            case .popToRoot: out.append(contentsOf: #"{"type":"popToRoot"}"#.utf8)
            case .tapBack: out.append(contentsOf: #"{"type":"tapBack"}"#.utf8)
            case .memoryWarning: out.append(contentsOf: #"{"type":"memoryWarning"}"#.utf8)
            case .beginBackSwipe: out.append(contentsOf: #"{"type":"beginBackSwipe"}"#.utf8)
            // Swift's shortest round-trip text of a Double is valid JSON for every finite value (the decoder's range).
            case .updateBackSwipe(let progress):
                out.append(contentsOf: #"{"type":"updateBackSwipe","progress":"#.utf8)
                out.append(contentsOf: String(progress).utf8)
                out.append(UInt8(ascii: "}"))
            case .endBackSwipe(let complete):
                out.append(contentsOf: (complete ? #"{"type":"endBackSwipe","complete":true}"# : #"{"type":"endBackSwipe","complete":false}"#).utf8)
            case .advance(let ms): append(out: &out, #"{"type":"advance","milliseconds":"#, ms)
            }
        }
        out.append(UInt8(ascii: "]"))
    }

    /// `prefix`, the integer, `}`.
    private static func append(out: inout [UInt8], _ prefix: StaticString, _ value: Int) {
        prefix.withUTF8Buffer { out.append(contentsOf: $0) }
        out.append(contentsOf: String(value).utf8)
        out.append(UInt8(ascii: "}"))
    }

    private struct Stored: Decodable {
        var type: String
        var index: Int?
        var row: Int?
        var screen: ScreenSpec?
        var progress: Double?
        var complete: Bool?
        var milliseconds: Int?
    }

    package struct Unreadable: Error, CustomStringConvertible {
        package let description: String
    }

    /// A row's batches: `[action, …]` is one batch (every row before schema version 2, and any row of one),
    /// `[[action, …], …]` several (`BatchRow`).
    package static func decodeBatches(_ text: [UInt8], decoder: JSONDecoder) throws -> [[Action]] {
        let opening = text.firstIndex(of: UInt8(ascii: "[")).map { text[($0 + 1)...] }
        let first = opening?.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        guard first == UInt8(ascii: "[") else { return [try decode(text, decoder: decoder)] }
        return try decoder.decode([[Stored]].self, from: Data(text)).map { try $0.map(action) }
    }

    package static func decode(_ text: [UInt8], decoder: JSONDecoder) throws -> [Action] {
        try decoder.decode([Stored].self, from: Data(text)).map(action)
    }

    private static func action(_ stored: Stored) throws -> Action {
        switch (stored.type, stored.index, stored.row, stored.screen) {
        case ("selectSegment", let index?, _, _): return .selectSegment(index: index)
        case ("setSegment", let index?, _, _): return .setSegment(index: index)
        case ("tapRow", _, let row?, _): return .tapRow(row: row)
        case ("push", _, _, let screen?): return .push(screen)
        case ("pop", _, _, _): return .pop
        case ("popToRoot", _, _, _): return .popToRoot
        case ("tapBack", _, _, _): return .tapBack
        case ("memoryWarning", _, _, _): return .memoryWarning
        case ("beginBackSwipe", _, _, _): return .beginBackSwipe
        case ("updateBackSwipe", _, _, _) where stored.progress != nil: return .updateBackSwipe(progress: stored.progress!)
        case ("endBackSwipe", _, _, _) where stored.complete != nil: return .endBackSwipe(complete: stored.complete!)
        case ("advance", _, _, _) where stored.milliseconds != nil: return .advance(milliseconds: stored.milliseconds!)
        default: throw Unreadable(description: "unknown or incomplete action \"\(stored.type)\"")
        }
    }
}

/// A session's configuration as the journal keeps it. A preset's own segments and strategy are implied by its
/// name, so a preset session is stored as `{"device":…,"fidelity":…,"preset":…,"runtime":…,"selectedIndex":…}`
/// (about a tenth of the full form: most sessions are made from presets); any other is the engine's `Codable` form.
package enum JournalConfiguration {
    package static func encode(_ configuration: SessionConfiguration, encoder: JSONEncoder) throws -> [UInt8] {
        if let preset = configuration.preset, preset.configuration.segments == configuration.segments,
           preset.configuration.strategy == configuration.strategy {
            return Array("""
                {"device":"\(configuration.device.rawValue)","fidelity":"\(configuration.fidelity.rawValue)",\
                "preset":"\(preset.rawValue)","runtime":"\(configuration.runtime.rawValue)",\
                "selectedIndex":\(configuration.selectedIndex),"clock":"\(configuration.clock.rawValue)"}
                """.utf8)
        }
        return Array(try encoder.encode(configuration))
    }

    private struct PresetForm: Decodable {
        var preset: Preset
        var device: Device
        var runtime: Runtime
        var fidelity: Fidelity
        var selectedIndex: Int
        var segments: [SegmentSpec]?
        /// Absent in journals written before the clock option.
        var clock: Clock?
    }

    package static func decode(_ text: [UInt8], decoder: JSONDecoder) throws -> SessionConfiguration {
        if let form = try? decoder.decode(PresetForm.self, from: Data(text)), form.segments == nil {
            var configuration = form.preset.configuration
            configuration.device = form.device
            configuration.runtime = form.runtime
            configuration.fidelity = form.fidelity
            configuration.selectedIndex = form.selectedIndex
            configuration.clock = form.clock ?? .auto
            return configuration
        }
        return try decoder.decode(SessionConfiguration.self, from: Data(text))
    }
}
