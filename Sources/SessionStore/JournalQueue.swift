import Synchronization
import SystemSupport

/// Why a write was not acknowledged as durable: the journal's commit failed (full disk, I/O error) before or
/// while the write waited for it. The service answers it 503 `storage-unavailable`.
package struct NotDurable: Error, Sendable, Equatable {
    package let reason: String
}

/// The store's write-ahead queue (docs/DESIGN.md §5.7): shards enqueue each acknowledged create, action batch
/// and delete in their own turn; the state file's writer thread (`StateFile/JournalWriterThread.swift`) drains it,
/// committing everything queued in one transaction (group commit). In `strict` mode a write's answer waits for
/// `sync()`, which returns once everything queued before it has committed, and throws if that commit failed.
///
/// The seam between the store and the state file: the store knows this queue and its records, never SQLite.
/// Inactive (the default, and `--durability off`) it costs the shards one relaxed atomic load per write.
/// Its lifecycle is `JournalStateMachine`, kept under `lock`, whose condition wakes the writer; hence
/// `@unchecked Sendable`: every field below but the atomics is touched only under `lock`.
package final class JournalQueue: @unchecked Sendable {
    private let active = Atomic<Bool>(false)
    /// Set once, before `active`: whether writes wait for their commit (`strict`).
    private let strict = Atomic<Bool>(false)
    private let lock = ConditionLock()
    private var machine = JournalStateMachine<UnsafeContinuation<NotDurable?, Never>>()
    private var queue: [JournalRecord] = []
    private var interval = Duration.milliseconds(10)
    private var lastCommit = ContinuousClock.now
    /// Waits for the drainer's threads to end; set by `start`, run once by `stop`.
    private var joinDrainer: (() -> Void)?
    /// Set by the checkpoint thread once the WAL holds enough to start over; the writer then completes the
    /// checkpoint itself between two commits and clears it.
    package let walRestartWanted = Atomic<Bool>(false)
    /// Transactions and records committed, for `/metrics` and the benchmarks.
    package let commits = Atomic<Int>(0)
    package let recordsCommitted = Atomic<Int>(0)
    package var totals: (commits: Int, records: Int) {
        (commits.load(ordering: .relaxed), recordsCommitted.load(ordering: .relaxed))
    }

    package init() {}

    package var isActive: Bool { active.load(ordering: .relaxed) }

    /// Strict writes waiting for their commit.
    package var waitingWrites: Int { lock.withLock { machine.waiting } }

    /// The lifecycle's state, for tests and the writer.
    package var state: JournalStateMachine<UnsafeContinuation<NotDurable?, Never>>.State {
        lock.withLock { machine.state }
    }

    /// Called by the state file as it starts its writer: from here on every write is queued. `join` waits for
    /// the writer's threads to end; `stop` runs it.
    package func start(mode: Durability, interval: Duration, join: @escaping () -> Void) {
        lock.withLock {
            machine.start(mode)
            self.interval = interval
            self.joinDrainer = join
        }
        strict.store(mode == .strict, ordering: .releasing)
        active.store(true, ordering: .releasing)
    }

    /// Queues one write; called by the shard inside the turn that made it, so one session's records keep their order.
    package func append(_ record: JournalRecord) {
        lock.lock()
        switch machine.append(queued: queue.count) {
        case .enqueue(let wake):
            queue.append(record)
            lock.unlock()
            if wake { lock.signal() }
        case .drop:
            lock.unlock()
        }
    }

    /// In `strict` mode, returns once every record queued so far has committed (and so the caller's own);
    /// otherwise at once. Throws if the journal failed before that commit: the write was applied in memory but
    /// is not durable, and must not be acknowledged as if it were. An unsafe continuation: each is resumed
    /// exactly once, here or by the writer, and a checked one's per-write canary cost strict 4–8 % of its
    /// throughput at 256 connections (BENCHMARKS.md "Durability").
    package func sync() async throws(NotDurable) {
        guard strict.load(ordering: .acquiring) else { return }
        let failure = await withUnsafeContinuation { (continuation: UnsafeContinuation<NotDurable?, Never>) in
            lock.lock()
            let action = machine.sync(continuation)
            lock.unlock()
            switch action {
            case .proceed: continuation.resume(returning: nil)
            case .wait: break
            case .fail(let reason): continuation.resume(returning: NotDurable(reason: reason))
            }
        }
        if let failure { throw failure }
    }

    // MARK: The writer's side

    /// One batch for the writer: the records, and the committed count they bring the journal to.
    package struct Batch {
        package let records: [JournalRecord]
        package let through: Int
    }

    /// The writer's next batch: sleeps while the queue is empty, waits out batched's interval (a stop ends the
    /// wait at once), returns nil once stopped (or failed) with nothing left.
    package func nextBatch() -> Batch? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            let elapsed = ContinuousClock.now >= lastCommit.advanced(by: interval)
            switch machine.nextBatch(queued: queue.count, intervalElapsed: elapsed) {
            case .sleep:
                lock.wait()
            case .waitForInterval:
                lock.wait(nanoseconds: Int(max(.zero, lastCommit.advanced(by: interval) - .now).nanoseconds))
            case .commit(let through):
                let records = queue
                queue = []
                return Batch(records: records, through: through)
            case .exit:
                return nil
            }
        }
    }

    /// The writer committed `batch`: the writes waiting for it are answered.
    package func committed(_ batch: Batch) {
        commits.add(1, ordering: .relaxed)
        recordsCommitted.add(batch.records.count, ordering: .relaxed)
        lock.lock()
        lastCommit = .now
        let ready = machine.committed(through: batch.through)
        lock.unlock()
        for continuation in ready { continuation.resume(returning: nil) }
    }

    /// The writer's commit failed: every waiting write is answered with the failure, nothing later is queued
    /// or acknowledged as durable.
    package func commitFailed(reason: String) {
        active.store(false, ordering: .relaxed)
        lock.lock()
        let failed = machine.commitFailed(reason: reason)
        queue = []
        lock.unlock()
        let failure = NotDurable(reason: reason)
        for continuation in failed { continuation.resume(returning: failure) }
    }

    /// Has the writer commit what is queued, and returns once its threads have ended.
    package func stop() {
        active.store(false, ordering: .relaxed)
        lock.lock()
        let action = machine.stop()
        let join = joinDrainer
        joinDrainer = nil
        lock.unlock()
        if action == .wakeWriterAndJoin { lock.signal() }
        join?()
    }

    /// Whether `stop` was called or the journal failed (the checkpoint thread's signal to end).
    package var isStopping: Bool {
        lock.withLock {
            switch machine.state {
            case .running: false
            case .idle, .stopping, .failed, .stopped: true
            }
        }
    }
}
