import Synchronization

/// The part of a session readers reach without the actor: its latest
/// snapshot, its event log, and when it was last used (for the TTL).
package final class SessionEntry: Sendable {
    package let id: String
    package let shard: Int
    package let log: EventLog
    private let published: Mutex<Snapshot>
    /// Monotonic seconds of the last request that named this session.
    package let lastUsed: Atomic<Int>
    /// What the layer above keeps for this session (the memory its streams share).
    package let edge = EdgeSlot()

    package init(id: String, shard: Int, log: EventLog, snapshot: Snapshot, now: Int) {
        self.id = id
        self.shard = shard
        self.log = log
        self.published = Mutex(snapshot)
        self.lastUsed = Atomic(now)
    }

    package var snapshot: Snapshot { published.withLock { $0 } }

    package func publish(_ snapshot: Snapshot) {
        published.withLock { $0 = snapshot }
    }

    /// Stores only when the second has changed, which saves an atomic store
    /// on nearly every read.
    package func touch(_ now: Int) {
        if lastUsed.load(ordering: .relaxed) != now { lastUsed.store(now, ordering: .relaxed) }
    }
}

/// id → entry, striped by shard so readers on different MHD threads rarely
/// meet on one lock. A derived projection: the shard actors are the only writers.
package final class SnapshotTable: Sendable {
    /// A class around each mutex: `Mutex` is not copyable, so it cannot sit in an array itself.
    private final class Stripe: Sendable {
        let table = Mutex<[String: SessionEntry]>([:])
    }

    private let stripes: [Stripe]
    /// The same entries in id order, for paging.
    package let ordered: SessionIndex

    package init(stripes: Int, node: String? = nil) {
        self.stripes = (0..<max(1, stripes)).map { _ in Stripe() }
        self.ordered = SessionIndex(node: node)
    }

    package func entry(_ id: String, shard: Int) -> SessionEntry? {
        stripes[shard].table.withLock { $0[id] }
    }

    package func insert(_ entry: SessionEntry) {
        stripes[entry.shard].table.withLock { $0[entry.id] = entry }
        ordered.insert(entry)
    }

    package func remove(_ id: String, shard: Int) {
        stripes[shard].table.withLock { _ = $0.removeValue(forKey: id) }
        ordered.remove(id)
    }
}
