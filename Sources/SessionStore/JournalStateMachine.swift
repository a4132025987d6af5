/// The journal's lifecycle as a value (DESIGN.md §5.7): every event that reaches the queue — an append, a write
/// waiting for its commit, the writer taking a batch, a commit that succeeded or failed, a stop — is a method
/// here that changes the state and says what the caller must do, so the lifecycle is tested without threads,
/// files or clocks (`JournalStateMachineTests`), in the shape of async-http-client's
/// `HTTP1ConnectionStateMachine`. `JournalQueue` holds one under its lock and carries the actions out.
///
/// Generic over what a waiting write is (a continuation in the server, a number in the tests), so the
/// server's specialization costs nothing over the fields it replaced.
package struct JournalStateMachine<Waiter> {
    package enum State: Equatable, Sendable {
        /// Not started: `--durability off`, or before `start`. Nothing is journaled.
        case idle
        /// A writer commits what is queued; `strict` writes wait for their commit, `batched` ones only while
        /// the writer is behind.
        case running(Durability)
        /// A commit failed (full disk, I/O error): what was queued is kept and retried, new writes are refused
        /// before they are applied, a write in flight is answered with the failure, never acknowledged. The
        /// first commit that succeeds returns to `running`.
        case failing(Durability, reason: String)
        /// `stop` was called: the writer commits what is queued, then ends.
        case stopping(Durability)
        /// The writer has ended: everything committed, or a last commit at the stop failed.
        case stopped
    }

    package private(set) var state = State.idle
    /// Records ever queued and ever committed: a waiter needs `committed` to reach the `enqueued` it saw.
    package private(set) var enqueued = 0
    package private(set) var committed = 0
    private var waiters: [(through: Int, waiter: Waiter)] = []

    package init() {}

    package var waiting: Int { waiters.count }

    /// Whether a write may be applied now: not while commits fail, so a refused write changes nothing.
    package var admitsWrites: Bool {
        if case .failing = state { return false }
        return true
    }

    /// The writer starts in `mode` (`strict` or `batched`).
    package mutating func start(_ mode: Durability) {
        precondition(state == .idle && mode != .off, "the journal starts once, in strict or batched mode")
        state = .running(mode)
    }

    package enum AppendAction: Equatable {
        /// Queue the record; wake the writer if it may be asleep on an empty queue.
        case enqueue(wakeWriter: Bool)
        /// Nothing will commit it (not started, or stopped): drop it.
        case drop
    }

    /// A shard journals one record, its queue holding `queued` records before it.
    package mutating func append(queued: Int) -> AppendAction {
        switch state {
        case .running, .failing, .stopping:
            enqueued += 1
            return .enqueue(wakeWriter: queued == 0)
        case .idle, .stopped:
            return .drop
        }
    }

    package enum SyncAction: Equatable {
        /// Answer the write now: it is committed, or its mode does not wait.
        case proceed
        /// The waiter was kept; a later `committed` or `commitFailed` returns it.
        case wait
        /// Answer the write with a failure: it is not acknowledged as durable.
        case fail(reason: String)
    }

    /// A write asks to be answered. `strict` waits until everything queued so far is committed; `batched` waits
    /// only while the writer is `behind` (its oldest queued record is older than the commit interval), so what a
    /// crash can lose stays within the window instead of growing with the backlog.
    package mutating func sync(_ waiter: Waiter, behind: Bool = false) -> SyncAction {
        switch state {
        case .idle, .stopped, .running(.off), .stopping(.off):
            return .proceed
        case .running(.batched), .stopping(.batched):
            guard behind, committed < enqueued else { return .proceed }
            waiters.append((enqueued, waiter))
            return .wait
        case .running(.strict), .stopping(.strict):
            if committed >= enqueued { return .proceed }
            waiters.append((enqueued, waiter))
            return .wait
        case .failing(_, let reason):
            return .fail(reason: reason)
        }
    }

    package enum WriterAction: Equatable {
        /// Nothing queued: sleep until an append or a stop wakes the writer.
        case sleep
        /// Batched: wait out the interval since the last commit first (a stop ends the wait).
        case waitForInterval
        /// Failing: wait out the back-off before the next try (a stop ends the wait).
        case waitForRetry
        /// Commit every queued record; they bring the committed count to `through`.
        case commit(through: Int)
        /// Stopped with nothing to commit: the writer ends.
        case exit
    }

    /// The writer looks at the queue (`queued` records; `intervalElapsed`: batched's window since the last
    /// commit has passed; `retryDue`: the back-off since the last failure has passed).
    package mutating func nextBatch(queued: Int, intervalElapsed: Bool, retryDue: Bool = true) -> WriterAction {
        switch state {
        case .running(let mode):
            if queued == 0 { return .sleep }
            if mode == .batched, !intervalElapsed { return .waitForInterval }
            return .commit(through: enqueued)
        case .failing(let mode, _):
            if queued == 0 {
                // Nothing left to keep (the failed records were taken back by no one): writes may go on.
                state = .running(mode)
                return .sleep
            }
            return retryDue ? .commit(through: enqueued) : .waitForRetry
        case .stopping:
            if queued == 0 {
                state = .stopped
                return .exit
            }
            return .commit(through: enqueued)
        case .idle, .stopped:
            return .exit
        }
    }

    /// The commit through `through` is on disk: the waiters it covers are returned, to be answered, and a
    /// failing journal runs again.
    package mutating func committed(through: Int) -> [Waiter] {
        committed = max(committed, through)
        if case .failing(let mode, _) = state { state = .running(mode) }
        var ready: [Waiter] = []
        waiters.removeAll { waiter in
            guard waiter.through <= committed else { return false }
            ready.append(waiter.waiter)
            return true
        }
        return ready
    }

    /// The commit failed; its records go back to the queue's front (the caller's part) to be retried. Every
    /// waiting write is returned, to be answered with the failure. At a stop the writer gives up: a shutdown
    /// cannot wait for a disk.
    package mutating func commitFailed(reason: String) -> [Waiter] {
        switch state {
        case .running(let mode), .failing(let mode, _):
            state = .failing(mode, reason: reason)
        case .stopping:
            state = .stopped
        case .idle, .stopped:
            break
        }
        let failed = waiters.map(\.waiter)
        waiters = []
        return failed
    }

    package enum StopAction: Equatable {
        /// Wake the writer so it commits what is left and ends; then join it.
        case wakeWriterAndJoin
        /// Its thread has ended or never started: join what there is.
        case join
    }

    /// A graceful stop: what is queued still commits (once more, if commits were failing).
    package mutating func stop() -> StopAction {
        switch state {
        case .running(let mode), .failing(let mode, _):
            state = .stopping(mode)
            return .wakeWriterAndJoin
        case .stopping:
            return .wakeWriterAndJoin
        case .idle:
            state = .stopped
            return .join
        case .stopped:
            return .join
        }
    }
}
