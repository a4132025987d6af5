import NavigationModel

/// One shard of the store: the only writer of its sessions (SPEC §4).
/// One session's actions are serialized here; other shards run in parallel.
actor SessionShard {
    private struct Waiter {
        let continuation: CheckedContinuation<Void, Never>
        /// Suspended MHD connections never time out, so each waiter has its own timer (SPEC §4).
        let timer: Task<Void, Never>

        func wake() {
            timer.cancel()
            continuation.resume()
        }
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
        var events: [[UInt8]]
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
        let encoded = produced.map(\.encoded)
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
        for waiter in waiters.values { waiter.wake() }
        return Applied(snapshot: snapshot, events: encoded, noop: noop)
    }

    func remove(id: String) -> Bool {
        guard let record = records.removeValue(forKey: id) else { return false }
        table.remove(id, shard: index)
        for waiter in record.waiters.values { waiter.wake() }
        return true
    }

    /// Suspends until the session's log passes `since`, the session goes, the
    /// timeout fires or the store shuts down. Holds no thread while waiting.
    func waitForEvents(id: String, since: Int, timeout: Duration) async {
        guard !closed, let record = records[id], record.entry.log.lastSeq <= since else { return }
        nextWaiter += 1
        let token = nextWaiter
        // The timer can only reach `expire` after this actor suspends below,
        // by which time the waiter is registered.
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            guard !Task.isCancelled else { return }
            await self?.expire(id: id, token: token)
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            records[id]?.waiters[token] = Waiter(continuation: continuation, timer: timer)
        }
    }

    private func expire(id: String, token: Int) {
        records[id]?.waiters.removeValue(forKey: token)?.continuation.resume()
    }


    /// Answers every waiter now (they return their current events) and refuses new waits.
    func close() {
        closed = true
        for id in records.keys {
            let waiters = records[id]?.waiters ?? [:]
            records[id]?.waiters = [:]
            for waiter in waiters.values { waiter.wake() }
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
