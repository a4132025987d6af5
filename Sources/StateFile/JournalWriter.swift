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
    private let selectScreen: Statement
    private let insertScreen: Statement
    private let useScreen: Statement
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
            insertSession = try db.prepare(Schema.upsertSession)
            insertAction = try db.prepare(Schema.insertActions)
            deleteSession = try db.prepare(Schema.deleteSession)
            deleteActions = try db.prepare(Schema.deleteActions)
            setClock = try db.prepare(Schema.updateMeta)
            compactSession = try db.prepare(Schema.storeState)
            compactActions = try db.prepare(Schema.deleteActionsThrough)
            selectScreen = try db.prepare(Schema.selectScreen)
            insertScreen = try db.prepare(Schema.insertScreen)
            useScreen = try db.prepare(Schema.useScreen)
            checkpointAll = try StateDatabase.PassiveCheckpoint(db)
            begin = try db.prepare(Schema.begin)
            end = try db.prepare(Schema.commit)
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
                    rows[id, default: BatchRow(interning: true)].add(actions, version: version, lastEventSeq: lastEventSeq)
                case .create(let id, let configuration):
                    rows[id] = nil  // a new session under an old id starts at version 0: the old one's batches are gone
                    insertSession.bind(1, id)
                    insertSession.bindText(2, bytes: try JournalConfiguration.encode(configuration, encoder: encoder))
                    insertSession.bind(3, at)
                    insertSession.bind(4, 0)
                    insertSession.bind(5, 0)
                    insertSession.bindNull(6)
                    insertSession.bindNull(7)
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
                    guard let state = try? encoder.encode(base) else { continue }
                    try store(id, state: Array(state), of: base, events: SessionStore.eventLines(events), at: at)
                case .replay(let id, let actions, let made, let events):
                    var batch = BatchRow(interning: true)
                    batch.add(actions, version: made.version, lastEventSeq: made.lastEventSeq)
                    if let (state, lines) = smallerState(than: batch.text.count, made, events) {
                        if let row = rows.removeValue(forKey: id) { try write(row, of: id, at: at) }
                        try store(id, state: state, of: made, events: lines, at: at)
                    } else if rows[id] == nil {
                        rows[id] = batch
                    } else {
                        rows[id]?.add(actions, version: made.version, lastEventSeq: made.lastEventSeq)
                    }
                }
            }
            for (id, row) in rows { try write(row, of: id, at: at) }
            if at != clockWritten {
                setClock.bind(1, String(at))
                setClock.bind(2, Schema.Meta.clock.rawValue)
                try setClock.run()
            }
            try end.run()
            clockWritten = at
        } catch {
            try? db.execute(Schema.rollback)
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

    /// A session's stored state moves to `session` (its version, state and retained events), and the batches it
    /// holds go.
    private func store(_ id: String, state: [UInt8], of session: NavigationSession, events: [UInt8], at: Int) throws(SQLiteError) {
        compactSession.bind(1, session.version)
        compactSession.bind(2, session.lastEventSeq)
        compactSession.bindText(3, bytes: state)
        compactSession.bindText(4, bytes: events)
        compactSession.bind(5, at)
        compactSession.bind(6, id)
        try compactSession.run()
        compactActions.bind(1, id)
        compactActions.bind(2, session.version)
        try compactActions.run()
    }

    /// A fork's state and retained events, encoded, when they take fewer bytes than its replayed batch's `batchBytes`;
    /// nil when the batch is the smaller (the events alone are summed first: no state is encoded for a short fork).
    private func smallerState(
        than batchBytes: Int, _ made: NavigationSession, _ events: [ArraySlice<UInt8>]
    ) -> (state: [UInt8], events: [UInt8])? {
        guard events.reduce(0, { $0 &+ $1.count &+ 1 }) < batchBytes, let state = try? encoder.encode(made) else { return nil }
        let lines = SessionStore.eventLines(events)
        return state.count &+ lines.count < batchBytes ? (Array(state), lines) : nil
    }

    private func write(_ row: BatchRow, of id: String, at: Int) throws(SQLiteError) {
        var text = row.text
        var named: [String] = []
        var collided: [String: [UInt8]] = [:]
        for (reference, screen) in row.screens.sorted(by: { $0.key < $1.key }) {
            if try use(reference, screen) { named.append(reference) } else { collided[reference] = screen }
        }
        // A reference another text already holds (a hash collision): that screen goes back into the row.
        if !collided.isEmpty { text = StoredScreens.splice(text) { collided[$0] }.row }
        insertAction.bind(1, id)
        insertAction.bind(2, row.version)
        insertAction.bind(3, row.lastEventSeq)
        insertAction.bind(4, at)
        insertAction.bindText(5, bytes: text)
        if named.isEmpty {
            insertAction.bindNull(6)
        } else {
            insertAction.bindText(6, bytes: Array(("[\"" + named.joined(separator: "\",\"") + "\"]").utf8))
        }
        try insertAction.run()
    }

    /// Counts one more row naming `screen`, storing it the first time; false when its reference is another text's.
    private func use(_ reference: String, _ screen: [UInt8]) throws(SQLiteError) -> Bool {
        selectScreen.bind(1, reference)
        let stored = try selectScreen.step() ? selectScreen.bytes(0) : nil
        selectScreen.reset()
        if let stored {
            guard stored == screen else { return false }
            useScreen.bind(1, reference)
            try useScreen.run()
        } else {
            insertScreen.bind(1, reference)
            insertScreen.bindText(2, bytes: screen)
            try insertScreen.run()
        }
        return true
    }
}
