import NavigationModel

/// When an acknowledged write is on disk (`segnavd --durability`, docs/DESIGN.md §5.7 "Durability").
public enum Durability: String, CaseIterable, Sendable {
    /// A create, action or delete is answered only after the transaction holding it committed (fsync'd).
    /// Concurrent writes share one commit (group commit), so the cost is one fsync per batch, not per write.
    case strict
    /// Writes are answered at once and committed together at least every `--commit-interval` ms:
    /// a crash loses at most that window.
    case batched
    /// Nothing is written while serving; every session is saved at a graceful stop (SIGTERM/SIGINT), as
    /// before the journal existed. A crash loses everything since the start.
    case off
}

/// One write the journal keeps, in the order its shard applied it (the shard enqueues inside its turn, so one
/// session's records are in order; records of different sessions interleave freely). Times are the commit's:
/// the writer reads the clock once per transaction instead of each shard once per write.
package enum JournalRecord: Sendable {
    case create(id: String, configuration: SessionConfiguration)
    /// One atomic batch (`POST …/actions`), and the version and last event seq it led to: replay checks both.
    case apply(id: String, version: Int, lastEventSeq: Int, actions: [Action])
    case delete(id: String)
    /// The session's oldest kept state (its history's base, at a version some thousands of actions back) and the
    /// retained events up to it: the file keeps it as the session's snapshot and drops the batches it holds, so
    /// a session's journal stays bounded while it is served (DESIGN.md §5.7 "Compaction"). Encoded by the writer,
    /// off the shard.
    case compact(id: String, base: NavigationSession, events: [ArraySlice<UInt8>])
    /// A fork's one batch, which replays its source's past (every screen the source pushed, popped or not), and
    /// the session and retained events it made. The writer keeps whichever is smaller: the batch (the fork keeps
    /// its past across a restart) or the state it made, as a compaction keeps one (a fork of a push-heavy past
    /// costs what the fork holds, not what its source once pushed: issue 42 measured 6 MiB for a 63-byte fork).
    case replay(id: String, actions: [Action], made: NavigationSession, events: [ArraySlice<UInt8>])
}

/// How the shard journals a batch.
package enum JournalForm: Sendable {
    /// Its actions: replayed at a restart.
    case batch
    /// `JournalRecord.replay`: the writer keeps the smaller of the actions and the state they made.
    case smallerOfBatchAndState
}

extension JournalRecord {
    /// About what the record holds in memory while it waits in the queue: a batch by its actions' weight (a push
    /// by its screen), a compaction by its events' bytes and an engine value (a fork's replay by both), the rest a few words.
    var weight: Int {
        switch self {
        case .create: 256
        case .apply(_, _, _, let actions): 64 &+ SessionHistory.weight(of: actions)
        case .delete: 64
        case .compact(_, _, let events): events.reduce(SessionHistory.engineValueBytes) { $0 &+ $1.count }
        case .replay(_, let actions, _, let events):
            events.reduce(SessionHistory.engineValueBytes &+ SessionHistory.weight(of: actions)) { $0 &+ $1.count }
        }
    }

    /// Versions (actions) between a session's compactions: each time its version crosses a multiple of this, the
    /// shard hands its history's base to the journal. The base trails the version by the history's window (4 096
    /// actions), so a restore after a crash replays at most about twice this many actions per session, and its
    /// ring is refilled by that replay rather than stored: the batches that remake a full ring are a fraction of
    /// its size (BENCHMARKS.md "Figures the code's comments once held").
    package static let compactEvery = SessionHistory.maxActions
}
