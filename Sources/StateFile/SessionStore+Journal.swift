#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavigationModel
import SQLiteDatabase
import SessionStore
import SegnavWire

/// `--state-file` and `--durability` (docs/DESIGN.md §5.7 "Durability"): restore at start, the journal while
/// serving, a save at a graceful stop.
extension SessionStore {
    /// Rebuilds every session in `state` into this store: same ids, versions, states, event rings and idle
    /// times. Each session is its stored state (or its creation, replayed from its configuration: the engine is
    /// deterministic) followed by its journaled action batches, replayed; every batch must lead to the version
    /// and last event seq it led to when it was answered, or the file is refused. Everything is read and rebuilt
    /// before anything is inserted, through a read-only connection, so a bad file changes neither the store nor
    /// the file. Then reopens the file for writing. Returns how many sessions were restored.
    @discardableResult
    public func restore(from state: StateDatabase) async throws(StateFileError) -> Int {
        func failure(_ reason: String) -> StateFileError { StateFileError(path: state.path, reason: reason) }
        let stored: [StoredSession]
        let clock: Int
        let spelling: JournalActions.Spelling
        do {
            (stored, clock, spelling) = try Self.read(state.database)
        } catch let error as StateFileError {
            throw error
        } catch {
            throw failure("cannot be read (\(error)); refused and left as it is")
        }
        let capacity = limits.eventCapacity
        let historyBytes = limits.maxHistoryBytes
        let launches = self.launches
        let chunks = stride(from: 0, to: stored.count, by: Self.restoreChunk).map {
            Array(stored[$0..<min($0 + Self.restoreChunk, stored.count)])
        }
        // Decoding and replay are nearly all the cost: chunks run on every core; the first failure in id order
        // is the one reported.
        let results = await withTaskGroup(of: (Int, Result<[Rebuilt], StateFileError>).self) { group in
            for (index, chunk) in chunks.enumerated() {
                group.addTask {
                    (
                        index,
                        Self.rebuild(
                            chunk, capacity: capacity, launches: launches, clock: clock, spelling: spelling, path: state.path,
                            historyBytes: historyBytes)
                    )
                }
            }
            var results = [Result<[Rebuilt], StateFileError>?](repeating: nil, count: chunks.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        var rebuilt: [Rebuilt] = []
        rebuilt.reserveCapacity(stored.count)
        for result in results { rebuilt += try result!.get() }

        for record in rebuilt {
            switch SessionID.parse(record.id, node: node) {
            case .local: break
            case .otherNode(let owner):
                throw failure("session \(record.id) belongs to node '\(owner)': \(StateDatabase.nodeMismatch(file: owner, server: node))")
            case .malformed: throw failure("\(record.id) is not a session id\(node.map { " of node '\($0)'" } ?? ""); refused and left as it is")
            }
            guard table.entry(record.id, shard: shard(for: record.id, record.session.configuration)) == nil else {
                throw failure("session \(record.id) is already live")
            }
        }
        // Reserve the places first, as `create` does, so concurrent creates cannot overshoot the cap.
        guard count.add(rebuilt.count, ordering: .relaxed).newValue <= limits.maxSessions else {
            let live = count.subtract(rebuilt.count, ordering: .relaxed).newValue
            throw failure(
                "it holds \(rebuilt.count) sessions; with the \(live) live ones that is more than the session cap \(limits.maxSessions) (--max-sessions)")
        }
        let now = self.now
        for record in rebuilt {
            _ = await shards[shard(for: record.id, record.session.configuration)].insert(
                id: record.id, session: record.session, log: record.log, now: now - record.idle, history: record.history)
        }
        return rebuilt.count
    }

    package static let restoreChunk = 256

    /// One `sessions` row and its `actions` rows, as read; or a save's row, as written (with a stored state).
    package struct StoredSession: Sendable {
        package var id: String
        package var configuration: [UInt8]
        package var lastUsed: Int
        package var version: Int
        package var lastEventSeq: Int
        /// The engine's state at `version` (the `snapshot` column), written by the save and by compaction; nil
        /// for a session stored as its configuration.
        package var storedState: [UInt8]?
        /// The retained events up to `storedState`, one per line.
        package var events: [UInt8]?
        package var actions: [StoredActions] = []
    }

    package struct StoredActions: Sendable {
        package var version: Int
        package var lastEventSeq: Int
        package var at: Int
        package var actions: [UInt8]
    }

    package struct Rebuilt: Sendable {
        package var id: String
        package var session: NavigationSession
        package var log: EventLog
        /// Seconds it had been idle at the file's last commit: the TTL does not run while the server is down.
        package var idle: Int
        /// What the journal holds of its past: from its stored state (or its launch) on; refusals are not journaled.
        package var history: SessionHistory
    }

    /// Every session row with its action rows, the time of the file's last commit, and how its rows spell actions.
    package static func read(_ db: SQLiteDatabase) throws -> ([StoredSession], Int, JournalActions.Spelling) {
        let schemaVersion = try db.integer(Schema.version) ?? 0
        let spelling = JournalActions.Spelling(schemaVersion: schemaVersion)
        var screens: [String: [UInt8]] = [:]
        if schemaVersion >= 4 {
            let stored = try db.prepare(Schema.selectScreens)
            while try stored.step() { screens[stored.text(0) ?? ""] = stored.bytes(1) }
        }
        let clockRow = try db.prepare(Schema.selectMeta)
        clockRow.bind(1, Schema.Meta.clock.rawValue)
        let clock = try clockRow.step() ? Int(clockRow.text(0) ?? "") ?? 0 : 0
        var sessions: [StoredSession] = []
        var index: [String: Int] = [:]
        let rows = try db.prepare(Schema.selectSessions)
        while try rows.step() {
            let id = rows.text(0) ?? ""
            index[id] = sessions.count
            sessions.append(
                StoredSession(
                    id: id, configuration: rows.bytes(1), lastUsed: rows.integer(2), version: rows.integer(3),
                    lastEventSeq: rows.integer(4), storedState: rows.isNull(5) ? nil : rows.bytes(5),
                    events: rows.isNull(6) ? nil : rows.bytes(6)))
        }
        let actions = try db.prepare(Schema.selectActions)
        while try actions.step() {
            let id = actions.text(0) ?? ""
            guard let i = index[id] else {
                throw StateFileError(
                    path: db.path, reason: "the actions table holds actions of session \(id), which has no row in sessions; refused and left as it is")
            }
            // Stored screens go back into the row before anything decodes it (`StoredScreens`).
            let (row, unknown) = StoredScreens.splice(actions.bytes(4)) { screens[$0] }
            if let unknown {
                throw StateFileError(
                    path: db.path,
                    reason:
                        "session \(id)'s actions at version \(actions.integer(1)) name screen \(unknown), which the screens table does not hold; refused and left as it is"
                )
            }
            sessions[i].actions.append(
                StoredActions(version: actions.integer(1), lastEventSeq: actions.integer(2), at: actions.integer(3), actions: row))
        }
        return (sessions, clock, spelling)
    }

    /// Rebuilds one chunk of sessions; the first failure ends the chunk.
    package static func rebuild(
        _ chunk: [StoredSession], capacity: Int, launches: LaunchLogs, clock: Int, spelling: JournalActions.Spelling,
        path: String, historyBytes: Int = SessionHistory.defaultMaxBytes
    ) -> Result<[Rebuilt], StateFileError> {
        let decoder = JSONDecoder()
        // One per chunk: chunks run in parallel, and a copy per chunk of each shared value costs next to nothing.
        var interner = SessionInterner()
        var launched: [[UInt8]: Launched] = [:]
        var rebuilt: [Rebuilt] = []
        rebuilt.reserveCapacity(chunk.count)
        for stored in chunk {
            do throws(StateFileError) {
                rebuilt.append(
                    try rebuild(
                        stored, capacity: capacity, launches: launches, clock: clock, spelling: spelling,
                        path: path, decoder: decoder, interner: &interner, launched: &launched, historyBytes: historyBytes))
            } catch {
                return .failure(error)
            }
        }
        return .success(rebuilt)
    }

    /// A session just launched from one configuration, and its launch events: the engine is deterministic, so
    /// every session stored with the same configuration text starts as this very value (shared copy-on-write,
    /// as the launch logs are), and a restore of many idle sessions launches each configuration once.
    package struct Launched {
        package var session: NavigationSession
        package var launch: LaunchLogs.Launch
    }

    package static func rebuild(
        _ stored: StoredSession, capacity: Int, launches: LaunchLogs, clock: Int, spelling: JournalActions.Spelling,
        path: String, decoder: JSONDecoder, interner: inout SessionInterner, launched: inout [[UInt8]: Launched],
        historyBytes: Int = SessionHistory.defaultMaxBytes
    ) throws(StateFileError) -> Rebuilt {
        let id = stored.id
        let failure = { (reason: String) in StateFileError(path: path, reason: "session \(id): \(reason); refused and left as it is") }
        var session: NavigationSession
        let log = EventLog(capacity: capacity)
        if let state = stored.storedState {
            session = try restoreStoredState(state, of: stored, into: log, decoder: decoder, interner: &interner, failure: failure)
        } else if let known = launched[stored.configuration] {
            session = known.session
            log.start(with: known.launch, lastSeq: session.lastEventSeq)
        } else {
            let configuration: SessionConfiguration
            do {
                configuration = try JournalConfiguration.decode(stored.configuration, decoder: decoder)
                session = try NavigationSession(configuration: configuration)
            } catch {
                throw failure("its configuration does not make a session: \(error)")
            }
            let events = EncodedEvents(session.takeLaunchEvents())
            let launch = configuration.preset == nil ? LaunchLogs.Launch(events) : launches.intern(events)
            log.start(with: launch, lastSeq: session.lastEventSeq)
            launched[stored.configuration] = Launched(session: session, launch: launch)
        }
        var history = SessionHistory(base: session)
        let lastUsed = try replay(
            stored, onto: &session, log: log, history: &history, spelling: spelling, historyBytes: historyBytes, failure: failure)
        return Rebuilt(id: id, session: session, log: log, idle: idleSeconds(clock: clock, lastUsed: lastUsed), history: history)
    }

    /// A stored state decoded and checked against its row, its retained events put in `log`. Messages name it by
    /// its column, `snapshot`, as `sqlite3` shows it.
    private static func restoreStoredState(
        _ state: [UInt8], of stored: StoredSession, into log: EventLog, decoder: JSONDecoder,
        interner: inout SessionInterner, failure: (String) -> StateFileError
    ) throws(StateFileError) -> NavigationSession {
        var session: NavigationSession
        do {
            session = try decoder.decode(NavigationSession.self, from: Data(state))
        } catch {
            throw failure("its snapshot does not decode: \(error)")
        }
        guard session.version == stored.version, session.lastEventSeq == stored.lastEventSeq else {
            throw failure(
                "its snapshot is at version \(session.version), event \(session.lastEventSeq), but its row says \(stored.version), \(stored.lastEventSeq)")
        }
        // Numbers from the file are checked before any arithmetic on them: a damaged file is refused, never a trap.
        guard session.version >= 0, session.lastEventSeq >= 0 else {
            throw failure("its snapshot has version \(session.version), event \(session.lastEventSeq); neither may be negative")
        }
        // Decoding copied what the original shared; interned again, a restored session costs what a served one
        // does (BENCHMARKS.md "Figures the code's comments once held").
        interner.intern(&session)
        let events = (stored.events ?? []).split(separator: 0x0A, omittingEmptySubsequences: true)
        // The retained events must be the ring's tail, consecutive and ending at the session's last seq, or
        // `dropped` and `next` would lie to a reader resuming with `since`.
        let firstSeq = session.lastEventSeq - events.count + 1
        for (i, event) in events.enumerated() where seq(of: event) != firstSeq + i {
            throw failure(
                "its event \(i) should be an object with seq \(firstSeq + i) (the events must end at lastEventSeq \(session.lastEventSeq), consecutively)")
        }
        if firstSeq < 1, !events.isEmpty { throw failure("it has \(events.count) events but its last seq is \(session.lastEventSeq)") }
        log.append(EncodedEvents(parts: events.map { Array($0) }), lastSeq: session.lastEventSeq)
        return session
    }

    /// The journaled batches past the session's starting point, applied and checked row by row; returns the
    /// session's last use.
    private static func replay(
        _ stored: StoredSession, onto session: inout NavigationSession, log: EventLog, history: inout SessionHistory,
        spelling: JournalActions.Spelling, historyBytes: Int, failure: (String) -> StateFileError
    ) throws(StateFileError) -> Int {
        var lastUsed = stored.lastUsed
        for row in stored.actions where row.version > session.version {
            let batches: [[Action]]
            do throws(JournalActions.Unreadable) {
                batches = try JournalActions.decodeBatches(row.actions, spelling: spelling)
            } catch {
                throw failure("its actions at version \(row.version) do not decode: \(error)")
            }
            // Each action moves the version by one, so a row's batches end at known versions; those its stored state
            // already holds (a compaction's base may fall between two batches of one row) are skipped.
            let actionCount = batches.reduce(0) { $0 + $1.count }
            guard row.version >= actionCount else {
                throw failure("its row at version \(row.version) holds \(actionCount) actions, more than its version")
            }
            var end = row.version - actionCount
            for actions in batches {
                end += actions.count
                guard end > session.version else { continue }
                guard end - actions.count == session.version else {
                    throw failure("its batch ending at version \(end) starts at version \(end - actions.count), not at \(session.version) where the session is")
                }
                var produced: [Event] = []
                for action in actions {
                    do {
                        produced += try session.apply(action).events
                    } catch {
                        throw failure("replaying its actions at version \(end) was refused: \(error.message)")
                    }
                }
                log.append(EncodedEvents(produced), lastSeq: session.lastEventSeq)
                history.record(actions, configuration: session.configuration, maxBytes: historyBytes, after: session)
            }
            guard session.version == row.version, session.lastEventSeq == row.lastEventSeq else {
                throw failure(
                    "replaying its actions gave version \(session.version), event \(session.lastEventSeq) where the journal says \(row.version), \(row.lastEventSeq)"
                )
            }
            lastUsed = max(lastUsed, row.at)
        }
        return lastUsed
    }

    /// The longest idle time a restore gives a session (68 years): times come from the file, and the store subtracts
    /// the idle time from its clock, so a damaged `clock` or `last_used` must not make either subtraction trap.
    package static let maxIdle = Int(Int32.max)

    package static func idleSeconds(clock: Int, lastUsed: Int) -> Int {
        let (idle, overflow) = clock.subtractingReportingOverflow(lastUsed)
        if overflow { return clock > lastUsed ? maxIdle : 0 }
        return min(max(0, idle), maxIdle)
    }

    /// An event's `seq`, read through the JSON reader: a retained event is served as it is stored, so the line
    /// must be one JSON object with a whole, non-negative `seq`; else nil and the file is refused.
    package static func seq(of event: ArraySlice<UInt8>) -> Int? {
        guard case .object(let members)? = try? JSON.parse(Array(event)),
            case .number(let seq)? = members.first(where: { $0.key == "seq" })?.value
        else { return nil }
        return ClientInteger.exact(seq, in: 0...Int.max)
    }

    /// After `restore`: the file is reopened for writing and, in `strict` or `batched` mode, every later create,
    /// action and delete is journaled. In `off` mode the file is marked unsaved while it holds sessions, so that
    /// a crash (no save) is noticed at the next start instead of bringing back older versions.
    /// `onFailure` and `onRecovery` tell when commits start and stop failing (the server keeps serving reads and
    /// refuses writes in between).
    public func startJournal(
        _ state: StateDatabase, mode: Durability, interval: Duration = .milliseconds(10),
        onFailure: @escaping @Sendable (String) -> Void, onRecovery: @escaping @Sendable () -> Void = {}
    ) throws(StateFileError) {
        try state.reopenForWriting()
        if mode == .off {
            if sessionCount > 0 { try state.setUnsaved(true) }
            return
        }
        try state.setUnsaved(false)
        try JournalWriterThread.start(
            journal, database: state, mode: mode, interval: interval,
            onFailure: onFailure, onRecovery: onRecovery)
    }

    /// At a graceful stop, once requests have stopped: commits what the journal holds and stops it, then writes
    /// the save in one transaction. With a journal (strict, batched), only sessions with more than
    /// `compactAfter` journaled batches are rewritten as a stored state (state and retained events) and their batches
    /// dropped: the others stay as their configuration and a few batches, a fraction of a stored state's bytes and
    /// about as quick to replay as a stored state is to decode. Without one (off), every session is written as a
    /// stored state, replacing the whole file. Every session's idle time is recorded. Returns how many sessions
    /// the file holds. A failure leaves the file as the journal left it (in strict, every acknowledged write).
    @discardableResult
    public func save(to state: StateDatabase) async throws(StateFileError) -> Int {
        let journaled = journal.isActive
        journal.stop()
        var records: [SessionShard.Exported] = []
        for shard in shards { records += await shard.exportRecords() }
        let wall = StateDatabase.wallSeconds()
        let now = self.now
        let lastUsedAt: @Sendable (Int) -> Int = { wall - max(0, now - $0) }
        var stored = records
        if journaled {
            let long = try state.sessions(withMoreBatchesThan: Self.compactAfter)
            stored = records.filter { long.contains($0.id) }
        }
        let chunks = stride(from: 0, to: stored.count, by: Self.restoreChunk).map {
            Array(stored[$0..<min($0 + Self.restoreChunk, stored.count)])
        }
        // Encoding (Foundation's JSONEncoder) is nearly all the cost and runs against the grace a supervisor
        // gives: chunks are encoded on every core.
        let encoded = await withTaskGroup(of: (Int, [StoredSession]).self) { group in
            for (index, chunk) in chunks.enumerated() {
                group.addTask { (index, Self.encode(chunk, lastUsedAt: lastUsedAt)) }
            }
            var encoded = [[StoredSession]](repeating: [], count: chunks.count)
            for await (index, rows) in group { encoded[index] = rows }
            return encoded
        }
        let idle = records.map { (id: $0.id, lastUsed: lastUsedAt($0.lastUsed)) }
        try state.writeSave(encoded.joined(), lastUsed: idle, replacingAll: !journaled, clock: wall)
        return records.count
    }

    /// Retained events as a stored state's `events` column keeps them: one per line, as `rebuild` splits them.
    package static func eventLines(_ events: [ArraySlice<UInt8>]) -> [UInt8] {
        var lines: [UInt8] = []
        lines.reserveCapacity(events.reduce(0) { $0 + $1.count + 1 })
        for event in events {
            lines += event
            lines.append(0x0A)
        }
        return lines
    }

    /// Journaled rows (each one commit's batches of the session) past which the save stores a session's state
    /// rather than leave it to replay.
    package static let compactAfter = 16

    package static func encode(_ records: [SessionShard.Exported], lastUsedAt: (Int) -> Int) -> [StoredSession] {
        let encoder = JSONEncoder()
        // Sorted keys: the same session always gives the same text (reproducible files and tests).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return records.compactMap { record in
            // The engine's state is plain data (strings, numbers, enums): it always encodes.
            guard let state = try? encoder.encode(record.session),
                let configuration = try? JournalConfiguration.encode(record.session.configuration, encoder: encoder)
            else { return nil }
            let events = Self.eventLines(record.events)
            return StoredSession(
                id: record.id, configuration: Array(configuration), lastUsed: lastUsedAt(record.lastUsed),
                version: record.session.version, lastEventSeq: record.session.lastEventSeq,
                storedState: Array(state), events: events)
        }
    }
}

extension StateDatabase {
    /// The shutdown save: one transaction, so a crash in the middle leaves the journal's version intact.
    package func writeSave<Rows: Sequence<SessionStore.StoredSession>>(
        _ rows: Rows, lastUsed: [(id: String, lastUsed: Int)], replacingAll: Bool, clock: Int
    ) throws(StateFileError) {
        do {
            try database.execute(Schema.begin)
            if replacingAll { try database.execute(Schema.deleteAll) }
            let insert = try database.prepare(Schema.upsertSession)
            let dropBatches = try database.prepare(Schema.deleteActions)
            for row in rows {
                insert.bind(1, row.id)
                insert.bindText(2, bytes: row.configuration)
                insert.bind(3, row.lastUsed)
                insert.bind(4, row.version)
                insert.bind(5, row.lastEventSeq)
                if let state = row.storedState { insert.bindText(6, bytes: state) } else { insert.bindNull(6) }
                if let events = row.events { insert.bindText(7, bytes: events) } else { insert.bindNull(7) }
                try insert.run()
                if !replacingAll {
                    dropBatches.bind(1, row.id)
                    try dropBatches.run()
                }
            }
            let touch = try database.prepare(Schema.touchSession)
            for (id, used) in lastUsed {
                touch.bind(1, used)
                touch.bind(2, id)
                try touch.run()
            }
            let meta = try database.prepare(Schema.updateMeta)
            for (key, value) in [(Schema.Meta.clock, String(clock)), (.unsaved, "0")] {
                meta.bind(1, value)
                meta.bind(2, key.rawValue)
                try meta.run()
            }
            try database.execute(Schema.commit)
            // The WAL folded into the main file: the file alone is then the whole state (copies, backups).
            try database.execute(Schema.truncateCheckpoint)
        } catch {
            try? database.execute(Schema.rollback)
            throw StateFileError(path: path, reason: "the save failed: \(error)")
        }
    }

    /// Sessions with more than `limit` journaled rows.
    package func sessions(withMoreBatchesThan limit: Int) throws(StateFileError) -> Set<String> {
        do {
            let statement = try database.prepare(Schema.sessionsWithMoreRows)
            statement.bind(1, limit)
            var sessions: Set<String> = []
            while try statement.step() { sessions.insert(statement.text(0) ?? "") }
            return sessions
        } catch {
            throw StateFileError(path: path, reason: "cannot be read: \(error)")
        }
    }

    package func setUnsaved(_ unsaved: Bool) throws(StateFileError) {
        do {
            let statement = try database.prepare(Schema.updateMeta)
            statement.bind(1, unsaved ? "1" : "0")
            statement.bind(2, Schema.Meta.unsaved.rawValue)
            try statement.run()
        } catch {
            throw StateFileError(path: path, reason: "cannot be written: \(error)")
        }
    }
}
