/// The journal's lifecycle as a value (DESIGN.md §5.7): every event that reaches the queue — an append, a strict
/// write waiting for its commit, the writer taking a batch, a commit that succeeded or failed, a stop — is a
/// method here that changes the state and says what the caller must do, so the lifecycle is tested without
/// threads, files or clocks (`JournalStateMachineTests`), in the shape of async-http-client's
/// `HTTP1ConnectionStateMachine`. `JournalQueue` holds one under its lock and carries the actions out.
///
/// Generic over what a waiting write is (a continuation in the server, a number in the tests), so the
/// server's specialization costs nothing over the fields it replaced.
package struct JournalStateMachine<Waiter> {
    package enum State: Equatable, Sendable {
        /// Not started: `--durability off`, or before `start`. Nothing is journaled.
        case idle
        /// A writer commits what is queued; `strict` writes wait for their commit.
        case running(Durability)
        /// A commit failed (full disk, I/O error). Nothing later is acknowledged as durable: a strict write gets
        /// `.fail`, never an acknowledgement; records are no longer queued.
        case failed(reason: String)
        /// `stop` was called: the writer commits what is queued, then ends.
        case stopping(Durability)
        /// The writer has ended with nothing left to commit.
        case stopped
    }

    package private(set) var state = State.idle
    /// Records ever queued and ever committed: a waiter needs `committed` to reach the `enqueued` it saw.
    package private(set) var enqueued = 0
    package private(set) var committed = 0
    private var waiters: [(through: Int, waiter: Waiter)] = []

    package init() {}

    package var waiting: Int { waiters.count }

    /// The writer starts in `mode` (`strict` or `batched`).
    package mutating func start(_ mode: Durability) {
        precondition(state == .idle && mode != .off, "the journal starts once, in strict or batched mode")
        state = .running(mode)
    }

    package enum AppendAction: Equatable {
        /// Queue the record; wake the writer if it may be asleep on an empty queue.
        case enqueue(wakeWriter: Bool)
        /// Nothing will commit it (not started, failed or stopped): drop it.
        case drop
    }

    /// A shard journals one record, its queue holding `queued` records before it.
    package mutating func append(queued: Int) -> AppendAction {
        switch state {
        case .running, .stopping:
            enqueued += 1
            return .enqueue(wakeWriter: queued == 0)
        case .idle, .failed, .stopped:
            return .drop
        }
    }

    package enum SyncAction: Equatable {
        /// Answer the write now: it is committed, or its mode does not wait.
        case proceed
        /// The waiter was kept; a later `committed` or `commitFailed` returns it.
        case wait
        /// Answer the write with a failure: its records will never commit.
        case fail(reason: String)
    }

    /// A write asks to be answered once everything queued so far is committed (strict mode).
    package mutating func sync(_ waiter: Waiter) -> SyncAction {
        switch state {
        case .idle, .stopped, .running(.batched), .running(.off), .stopping(.batched), .stopping(.off):
            return .proceed
        case .running(.strict), .stopping(.strict):
            if committed >= enqueued { return .proceed }
            waiters.append((enqueued, waiter))
            return .wait
        case .failed(let reason):
            return .fail(reason: reason)
        }
    }

    package enum WriterAction: Equatable {
        /// Nothing queued: sleep until an append or a stop wakes the writer.
        case sleep
        /// Batched: wait out the interval since the last commit first (a stop ends the wait).
        case waitForInterval
        /// Commit every queued record; they bring the committed count to `through`.
        case commit(through: Int)
        /// Stopped (or failed) with nothing to commit: the writer ends.
        case exit
    }

    /// The writer looks at the queue (`queued` records; `intervalElapsed`: batched's window since the last
    /// commit has passed, or the mode has none).
    package mutating func nextBatch(queued: Int, intervalElapsed: Bool) -> WriterAction {
        switch state {
        case .running(let mode):
            if queued == 0 { return .sleep }
            if mode == .batched, !intervalElapsed { return .waitForInterval }
            return .commit(through: enqueued)
        case .stopping:
            if queued == 0 {
                state = .stopped
                return .exit
            }
            return .commit(through: enqueued)
        case .idle, .failed, .stopped:
            return .exit
        }
    }

    /// The commit through `through` is on disk: the waiters it covers are returned, to be answered.
    package mutating func committed(through: Int) -> [Waiter] {
        committed = max(committed, through)
        var ready: [Waiter] = []
        waiters.removeAll { waiter in
            guard waiter.through <= committed else { return false }
            ready.append(waiter.waiter)
            return true
        }
        return ready
    }

    /// The commit failed: every waiting write is returned, to be answered with a failure, and the journal
    /// stays failed (its queue is dropped by the caller).
    package mutating func commitFailed(reason: String) -> [Waiter] {
        state = .failed(reason: reason)
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

    /// A graceful stop: what is queued still commits.
    package mutating func stop() -> StopAction {
        switch state {
        case .running(let mode):
            state = .stopping(mode)
            return .wakeWriterAndJoin
        case .stopping:
            return .wakeWriterAndJoin
        case .idle:
            state = .stopped
            return .join
        case .failed, .stopped:
            return .join
        }
    }
}
