import NavigationModel
import Synchronization
import SegnavWire

/// One shard of the store: the only writer of its sessions (DESIGN.md §5.3).
/// One session's actions are serialized here; other shards run in parallel.
/// What an action changes reaches the session's waiters
/// (`SessionShard+Waiters.swift`) and subscribers
/// (`SessionShard+Subscribers.swift`) in the same turn that applies it, in order.
package actor SessionShard {
    package struct Record {
        package var session: NavigationSession
        package let entry: SessionEntry
        package var subscribers: [Int: any SessionSubscriber] = [:]
        package var history: SessionHistory
    }

    package let index: Int
    package let table: SnapshotTable
    package let clock: StoreClock
    package var records: [String: Record] = [:]
    package var waiters = Waiters()
    package var closed = false
    package var nextSubscriber = 0
    /// Parked waiters, readable without a hop (`/metrics`); counted once
    /// registered, so a poll still queued for the actor is not "waiting".
    package nonisolated let waiting = Atomic<Int>(0)
    /// What its sessions' histories hold (`SessionHistory.memoryBytes`), readable without a hop (`/metrics`).
    package nonisolated let historyBytes = Atomic<Int>(0)
    /// One timer per shard rather than a sleeping Task per waiter: ten
    /// thousand parked polls then cost their continuations and nothing else.
    package var timer: Task<Void, Never>?
    package var timerDeadline: ContinuousClock.Instant?

    /// Where each create, applied batch and removal is journaled, in this turn (JournalQueue.swift).
    package let journal: JournalQueue

    package init(index: Int, table: SnapshotTable, clock: StoreClock, journal: JournalQueue = JournalQueue()) {
        self.index = index
        self.journal = journal
        self.table = table
        self.clock = clock
    }

    package func insert(id: String, session: NavigationSession, log: EventLog, now: Int, history: SessionHistory = SessionHistory()) -> Snapshot {
        let snapshot = Snapshot(id: id, session: session)
        let entry = SessionEntry(id: id, shard: index, log: log, snapshot: snapshot, now: now)
        if let replaced = records.updateValue(Record(session: session, entry: entry, history: history), forKey: id) {
            historyBytes.subtract(replaced.history.memoryBytes, ordering: .relaxed)
        }
        historyBytes.add(history.memoryBytes, ordering: .relaxed)
        table.insert(entry)
        if journal.isActive { journal.append(.create(id: id, configuration: session.configuration)) }
        return snapshot
    }

    package enum ApplyFailure: Error {
        case notFound
        case stale(current: Int)
        case refused(BatchRefusal)
        /// The batch's events would pass `--max-answer-bytes`; nothing was applied.
        case answerTooLarge(bytes: Int, limit: Int)
        /// Applied in memory, but the journal's commit failed (strict): not acknowledged as durable.
        case notDurable(NotDurable)
    }

    package struct Applied: Sendable {
        package var snapshot: Snapshot
        package var events: EncodedEvents
        package var noop: Bool
        /// The model's events, for the counters (warnings by code are read off them, not off the bytes). Shared
        /// with the outcome, not copied: a list of the warnings' codes was an allocation of every write (issue 41).
        package var produced: [Event]

        /// The codes of the warning events among them. By index: a `for event in` loop copied each event out
        /// (a retain and a release of each of its strings) to read two fields.
        package func forEachWarning(_ body: (WarningCode) -> Void) {
            for i in produced.indices where produced[i].name == .warning {
                if let code = produced[i].args.code { body(code) }
            }
        }
    }

    /// Applies the actions all or none, then publishes what they made: the
    /// events to the log, the snapshot to readers, the change to waiters and
    /// subscribers — all before the answer goes out, so a client reads its own writes.
    /// A batch whose events would pass `maxAnswerBytes` is refused whole, like
    /// a refused action: the answer (and every stream's copy of it) stays bounded,
    /// and the client learns to send fewer actions per request.
    package func apply(
        id: String, actions: [Action], expectedVersion: Int?, now: Int,
        maxStackDepth: Int = .max, maxAnswerBytes: Int = .max, maxHistoryBytes: Int = SessionHistory.defaultMaxBytes,
        journalAs form: JournalForm = .batch
    ) throws(ApplyFailure) -> Applied {
        // Changed in place through the table's index: its history and subscribers are then changed without a
        // copy (a copy left in the table made every append copy the whole history), and the id is hashed once
        // (taking the record out and putting it back hashed it twice, issue 41). Nothing in the turn reads
        // `records` while the record is borrowed (waking waiters does: it comes after).
        guard let slot = records.index(forKey: id) else { throw .notFound }
        let applied = try apply(
            &records.values[slot], id: id, actions: actions, expectedVersion: expectedVersion, now: now,
            maxStackDepth: maxStackDepth, maxAnswerBytes: maxAnswerBytes, maxHistoryBytes: maxHistoryBytes, form: form)
        // Every watch waits for a new version, which always comes; a long-poll
        // only for new events: a no-op leaves it waiting.
        wake(waiters.take(session: id) { !$0.forEvents || !applied.events.isEmpty }, .changed)
        return applied
    }

    private func apply(
        _ record: inout Record, id: String, actions: [Action], expectedVersion: Int?, now: Int,
        maxStackDepth: Int, maxAnswerBytes: Int, maxHistoryBytes: Int, form: JournalForm
    ) throws(ApplyFailure) -> Applied {
        if let expectedVersion, expectedVersion != record.session.version {
            throw .stale(current: record.session.version)
        }
        // Read through the borrowed record: `records.values[slot].history` copied the whole record, twice a write
        // (callgrind: 3.5 k instructions of a write's 104 k).
        let held = record.history.memoryBytes
        defer { historyBytes.add(record.history.memoryBytes &- held, ordering: .relaxed) }
        // No copy of the session is kept to undo with: a copy cost a retain and a release of each of its references
        // on every write (issue 41). The rare batch refused for its answer's size is undone from the history below.
        let beforeVersion = record.session.version
        let outcome: ActionOutcome
        do {
            outcome = try record.session.apply(batch: actions, maxStackDepth: maxStackDepth)
        } catch {
            record.history.refuse(actions, version: record.session.version, code: error.error.code)
            throw .refused(error)
        }
        let encoded = EncodedEvents(outcome.events)
        if encoded.joined.count > maxAnswerBytes {
            // The history has not recorded this batch: its newest version is the one before it, recomputed from a
            // checkpoint (fewer than 256 actions back), as a past read is. It always reaches it (DESIGN.md §5.8);
            // were it ever not to, the batch would stand rather than the session change into anything else.
            if let restored = record.history.session(at: beforeVersion, configuration: record.session.configuration) {
                record.session = restored
                throw .answerTooLarge(bytes: encoded.joined.count, limit: maxAnswerBytes)
            }
        }
        record.entry.log.append(encoded, lastSeq: record.session.lastEventSeq)
        let snapshot = Snapshot(id: id, session: record.session)
        record.entry.publish(snapshot)
        record.entry.touch(now)
        record.history.record(actions, configuration: record.session.configuration, maxBytes: maxHistoryBytes, after: record.session)
        if !record.subscribers.isEmpty {
            deliver(SessionChange(events: encoded, snapshot: snapshot), to: &record)
        }
        if journal.isActive, form == .smallerOfBatchAndState {
            let events = record.entry.log.retained(through: record.session.lastEventSeq)
            journal.append(.replay(id: id, actions: actions, made: record.session, events: events))
        } else if journal.isActive {
            journal.append(.apply(id: id, version: record.session.version, lastEventSeq: record.session.lastEventSeq, actions: actions))
            let every = JournalRecord.compactEvery
            if beforeVersion / every != record.session.version / every, let base = record.history.folded.first {
                journal.append(.compact(id: id, base: base, events: record.entry.log.retained(through: base.lastEventSeq)))
            }
        }
        return Applied(snapshot: snapshot, events: encoded, noop: outcome.noop, produced: outcome.events)
    }

    /// A session's past and its configuration, for reads of past versions, exports and forks: copied out
    /// (copy-on-write, no bytes move) so the replay runs off the actor.
    package func history(id: String) -> (SessionHistory, SessionConfiguration)? {
        records[id].map { ($0.history, $0.session.configuration) }
    }

    /// Removes a session; its waiters and subscribers are told why.
    package func remove(id: String, reason: SessionEnd = .deleted) -> Bool {
        guard let record = records.removeValue(forKey: id) else { return false }
        historyBytes.subtract(record.history.memoryBytes, ordering: .relaxed)
        table.remove(id, shard: index)
        if journal.isActive { journal.append(.delete(id: id)) }
        wake(waiters.take(session: id), .ended(reason))
        for subscriber in record.subscribers.values { subscriber.end(reason, lastEventSeq: record.session.lastEventSeq) }
        return true
    }

    /// Answers every waiter now (they return what there is), ends every
    /// subscriber, and refuses new waits and subscriptions.
    package func close() {
        closed = true
        timer?.cancel()
        timer = nil
        timerDeadline = nil
        wake(waiters.takeAll(), .closing)
        for (id, record) in records where !record.subscribers.isEmpty {
            records[id]?.subscribers = [:]
            for subscriber in record.subscribers.values { subscriber.end(.shutdown, lastEventSeq: record.session.lastEventSeq) }
        }
    }

    /// Every session with its entry, for `SessionStore.save` (SessionShard+Persistence.swift). One actor turn,
    /// so each session's state and event log are taken at the same version.
    package func exportRecords() -> [Exported] {
        records.map { Exported(id: $0.key, session: $0.value.session, entry: $0.value.entry) }
    }

    /// Drops sessions idle since before `cutoff`; returns how many. A session a
    /// long-poll or a watch waits on is in use, not idle: it is marked used
    /// `now` instead. An open stream does not count: a forgotten browser tab
    /// must not pin a session forever; the stream is told (`end`, `expired`).
    package func evict(idleBefore cutoff: Int, now: Int) -> Int {
        var evicted = 0
        for (id, record) in records where record.entry.lastUsed.load(ordering: .relaxed) < cutoff {
            if waiters.isWatched(id) {
                record.entry.touch(now)
            } else if remove(id: id, reason: .expired) {
                evicted += 1
            }
        }
        return evicted
    }
}
