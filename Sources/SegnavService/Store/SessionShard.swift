import NavigationModel
import Synchronization

/// One shard of the store: the only writer of its sessions (SPEC §4).
/// One session's actions are serialized here; other shards run in parallel.
actor SessionShard {
    private struct Waiter {
        let continuation: CheckedContinuation<Void, Never>
        /// Suspended MHD connections never time out, so each waiter has a
        /// deadline, kept by the shard's one timer (see `schedule`).
        let deadline: ContinuousClock.Instant
    }

    private struct Record {
        var session: NavigationSession
        let entry: SessionEntry
        var waiters: [Int: Waiter] = [:]
    }

    let index: Int
    private let table: SnapshotTable
    private var records: [String: Record] = [:]
    private var nextWaiter = 0
    private var closed = false
    /// Every parked waiter's session, by token: what the timer walks, so a
    /// sweep costs the waiters, not the sessions.
    private var parked: [Int: String] = [:]
    /// Parked waiters, readable without a hop (`/metrics`); counted once
    /// registered, so a poll still queued for the actor is not "waiting".
    nonisolated let waiting = Atomic<Int>(0)
    /// One timer per shard rather than a sleeping Task per waiter: 10 000
    /// parked polls then cost 10 000 continuations and nothing else (issue 12).
    private var timer: Task<Void, Never>?
    private var timerDeadline: ContinuousClock.Instant?
    /// Deadlines are rounded up to this grain so that one sweep expires a batch.
    static let timerGrain = Duration.milliseconds(100)

    init(index: Int, table: SnapshotTable) {
        self.index = index
        self.table = table
    }

    func insert(id: String, session: NavigationSession, log: EventLog, now: Int) -> Snapshot {
        let snapshot = Snapshot(id: id, session: session)
        let entry = SessionEntry(id: id, shard: index, log: log, snapshot: snapshot, now: now)
        records[id] = Record(session: session, entry: entry)
        table.insert(entry)
        return snapshot
    }

    enum ApplyFailure: Error {
        case notFound
        case stale(current: Int)
        case refused(index: Int, error: ActionError)
    }

    struct Applied: Sendable {
        var snapshot: Snapshot
        var events: EncodedEvents
        var noop: Bool
    }

    /// Applies the actions atomically: on a copy, kept only if all succeed.
    func apply(id: String, actions: [Action], expectedVersion: Int?, now: Int) throws(ApplyFailure) -> Applied {
        guard var record = records[id] else { throw .notFound }
        if let expectedVersion, expectedVersion != record.session.version {
            throw .stale(current: record.session.version)
        }
        var session = record.session
        var produced: [Event] = []
        var noop = actions.count == 1
        for (i, action) in actions.enumerated() {
            do {
                let outcome = try session.apply(action)
                produced += outcome.events
                noop = noop && outcome.noop
            } catch {
                throw .refused(index: i, error: error)
            }
        }
        let encoded = EncodedEvents(produced)
        record.entry.log.append(encoded, lastSeq: session.lastEventSeq)
        let snapshot = Snapshot(id: id, session: session)
        // Published before the response goes out, so a client reads its own writes.
        record.entry.publish(snapshot)
        record.entry.touch(now)
        record.session = session
        // Waiters wake only for new events: a no-op leaves them waiting.
        let waiters = encoded.isEmpty ? [:] : record.waiters
        if !encoded.isEmpty { record.waiters = [:] }
        records[id] = record
        wake(waiters)
        return Applied(snapshot: snapshot, events: encoded, noop: noop)
    }

    func remove(id: String) -> Bool {
        guard let record = records.removeValue(forKey: id) else { return false }
        table.remove(id, shard: index)
        wake(record.waiters)
        return true
    }

    /// Suspends until the session's log passes `since`, the session goes, the
    /// timeout fires or the store shuts down. Holds no thread while waiting.
    func waitForEvents(id: String, since: Int, timeout: Duration) async {
        // Only the sequence number is read: a `Record` bound here would live in
        // this frame across the suspension and pin a copy of `waiters`, so every
        // later waiter copied the whole dictionary (O(n²) time and memory with
        // 10 000 polls; found by perf, issue 12).
        guard !closed, let lastSeq = records[id]?.entry.log.lastSeq, lastSeq <= since else { return }
        nextWaiter += 1
        let token = nextWaiter
        let deadline = Self.roundedUp(ContinuousClock.now.advanced(by: timeout))
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            records[id]?.waiters[token] = Waiter(continuation: continuation, deadline: deadline)
            parked[token] = id
            waiting.add(1, ordering: .relaxed)
            schedule(deadline)
        }
    }

    private func wake(_ waiters: [Int: Waiter]) {
        for (token, waiter) in waiters { wake(token, waiter) }
    }

    private func wake(_ token: Int, _ waiter: Waiter) {
        parked.removeValue(forKey: token)
        waiting.subtract(1, ordering: .relaxed)
        waiter.continuation.resume()
    }

    /// Arms the shard's timer for `deadline` unless it fires sooner already.
    private func schedule(_ deadline: ContinuousClock.Instant) {
        if let armed = timerDeadline, armed <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard !Task.isCancelled else { return }
            await self?.expireDue()
        }
    }

    /// Answers the waiters whose deadline has passed and re-arms for the next one.
    private func expireDue() {
        timer = nil
        timerDeadline = nil
        let now = ContinuousClock.now
        var next: ContinuousClock.Instant?
        var due: [(token: Int, id: String)] = []
        for (token, id) in parked {
            guard let deadline = records[id]?.waiters[token]?.deadline else {
                due.append((token, id))  // cannot happen (wake removes both); never keep a stale token
                continue
            }
            if deadline <= now {
                due.append((token, id))
            } else if next.map({ deadline < $0 }) ?? true {
                next = deadline
            }
        }
        for (token, id) in due {
            if let waiter = records[id]?.waiters.removeValue(forKey: token) {
                wake(token, waiter)
            } else {
                parked.removeValue(forKey: token)
            }
        }
        if let next { schedule(next) }
    }

    private static let epoch = ContinuousClock.now

    private static func roundedUp(_ instant: ContinuousClock.Instant) -> ContinuousClock.Instant {
        let grain = timerGrain.nanoseconds
        let elapsed = epoch.duration(to: instant).nanoseconds
        return epoch.advanced(by: .nanoseconds((elapsed + grain - 1) / grain * grain))
    }

    /// Answers every waiter now (they return their current events) and refuses new waits.
    func close() {
        closed = true
        timer?.cancel()
        timer = nil
        timerDeadline = nil
        for id in records.keys {
            let waiters = records[id]?.waiters ?? [:]
            records[id]?.waiters = [:]
            wake(waiters)
        }
    }

    /// Every session with its entry, for `SessionStore.save` (SessionShard+Persistence.swift). One actor turn,
    /// so each session's state and event log are taken at the same version.
    func exportRecords() -> [Exported] {
        records.map { Exported(id: $0.key, session: $0.value.session, entry: $0.value.entry) }
    }

    /// Drops sessions idle since before `cutoff`; returns how many.
    func evict(idleBefore cutoff: Int) -> Int {
        let stale = records.filter { $0.value.entry.lastUsed.load(ordering: .relaxed) < cutoff }.map(\.key)
        for id in stale { _ = remove(id: id) }
        return stale.count
    }
}
