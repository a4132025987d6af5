import Synchronization
import SystemSupport

/// Why a write was not acknowledged as durable: the state file's commit failed (full disk, I/O error) before or
/// while the write waited for it, or commits are failing and the write was refused before it was applied. The
/// service answers it 503 `storage-unavailable` with `Retry-After`.
package struct NotDurable: Error, Sendable, Equatable {
    package let reason: String
}

/// The store's write-ahead queue (docs/DESIGN.md §5.7): shards enqueue each acknowledged create, action batch
/// and delete in their own turn; the state file's writer thread (`StateFile/JournalWriterThread.swift`) drains it,
/// committing everything queued in one transaction (group commit). A write's answer goes through `sync()`: in
/// `strict` mode it returns once everything queued before it has committed; in `batched` mode at once, unless
/// the writer has fallen behind (a record waited twice the interval to be taken), and then as in strict
/// (backpressure: what a crash can lose stays within twice the window and one commit). While commits fail, writes are refused before they are applied (`admitWrite`).
///
/// The seam between the store and the state file: the store knows this queue and its records, never SQLite.
/// Inactive (the default, and `--durability off`) it costs the shards one relaxed atomic load per write.
/// Its lifecycle is `JournalStateMachine`, kept under `lock`, whose condition wakes the writer; hence
/// `@unchecked Sendable`: every field below but the atomics is touched only under `lock`.
package final class JournalQueue: @unchecked Sendable {
    private let active = Atomic<Bool>(false)
    /// Set once, before `active`: whether writes wait for their commit (`strict`).
    private let strict = Atomic<Bool>(false)
    /// Batched: the writer's oldest queued record was older than twice the interval when it last took a batch, so
    /// writes wait for their commit until it catches up. Read on every batched write, hence an atomic.
    private let behind = Atomic<Bool>(false)
    /// `machine.admitsWrites`, published after each of its changes (`publishAvailability`): false while commits
    /// fail, so writes are refused before they change anything. Read on every write, hence an atomic.
    private let available = Atomic<Bool>(true)
    private let lock = ConditionLock()
    private var machine = JournalStateMachine<UnsafeContinuation<NotDurable?, Never>>()
    private var queue: [JournalRecord] = []
    /// About what `queue` holds in memory (`JournalRecord.weight`). Past `maxQueuedBytes` writes are refused
    /// before they apply (`admitWrite`, 503 `storage-unavailable`) until the writer takes the queue: backpressure
    /// holds each client to one write waiting, but thousands of connections each with a large batch could still
    /// queue hundreds of MB (issue 42).
    private var queuedBytes = 0
    package static let maxQueuedBytes = 64 << 20
    /// When the oldest record in `queue` was appended (nil while it is empty).
    private var oldestQueued: ContinuousClock.Instant?
    private var interval = Duration.milliseconds(10)
    private var lastCommit = ContinuousClock.now
    /// Back-off between tries while commits fail: doubles from `firstRetry` up to `maxRetry`.
    private var retryAt = ContinuousClock.now
    private var retryDelay = JournalQueue.firstRetry
    package static let firstRetry = Duration.milliseconds(50)
    package static let maxRetry = Duration.seconds(2)
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

    /// Strict (or held-back batched) writes waiting for their commit.
    package var waitingWrites: Int { lock.withLock { machine.waiting } }

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

    /// Before a write is applied: refused (nothing changes) while commits fail.
    package func admitWrite() throws(NotDurable) {
        guard !available.load(ordering: .relaxed) else { return }
        let (state, bytes) = lock.withLock { (machine.state, queuedBytes) }
        if case .failing(_, let reason) = state { throw NotDurable(reason: reason) }
        if bytes > Self.maxQueuedBytes {
            throw NotDurable(
                reason:
                    "the state file's writer is behind: \(bytes >> 20) MiB of acknowledged writes wait for their commit (at most \(Self.maxQueuedBytes >> 20) MiB)"
            )
        }
    }

    /// Queues one write; called by the shard inside the turn that made it, so one session's records keep their order.
    package func append(_ record: JournalRecord) {
        let weight = record.weight
        lock.lock()
        switch machine.append(queued: queue.count) {
        case .enqueue(let wake):
            if queue.isEmpty { oldestQueued = .now }
            queue.append(record)
            queuedBytes &+= weight
            if queuedBytes > Self.maxQueuedBytes { publishAvailability() }
            lock.unlock()
            if wake { lock.signal() }
        case .drop:
            lock.unlock()
        }
    }

    /// Returns once the write may be answered (see the type's comment); throws if it must not be acknowledged.
    /// An unsafe continuation: each is resumed exactly once, here or by the writer, and a checked one's per-write
    /// canary cost strict 4–8 % of its throughput at 256 connections (BENCHMARKS.md "Durability").
    package func sync() async throws(NotDurable) {
        let behind = self.behind.load(ordering: .relaxed)
        guard strict.load(ordering: .acquiring) || behind || !available.load(ordering: .relaxed) else { return }
        let failure = await withUnsafeContinuation { (continuation: UnsafeContinuation<NotDurable?, Never>) in
            lock.lock()
            let action = machine.sync(continuation, behind: behind)
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
        /// When its oldest record was queued.
        package let oldest: ContinuousClock.Instant
        /// Its records' `JournalRecord.weight`, summed.
        package var bytes = 0
    }

    /// The writer's next batch: sleeps while the queue is empty, waits out batched's interval or a failing
    /// journal's back-off (a stop ends either wait at once), returns nil once stopped with nothing left.
    package func nextBatch() -> Batch? {
        lock.lock()
        defer { lock.unlock() }
        while true {
            let now = ContinuousClock.now
            let elapsed = now >= lastCommit.advanced(by: interval)
            switch machine.nextBatch(queued: queue.count, intervalElapsed: elapsed, retryDue: now >= retryAt) {
            case .sleep:
                publishAvailability()  // a failing journal with nothing left to keep runs again
                lock.wait()
            case .waitForInterval:
                lock.wait(nanoseconds: Int((lastCommit.advanced(by: interval) - now).nanoseconds))
            case .waitForRetry:
                lock.wait(nanoseconds: Int((retryAt - now).nanoseconds))
            case .commit(let through):
                let oldest = oldestQueued ?? now
                // Behind: a record waited more than twice the interval to be taken. On schedule a record waits at
                // most the interval plus the commit before it (it may arrive during that commit), which is far
                // less than an interval on any disk that keeps up; past twice the interval the writer is not
                // keeping up, and batched writes wait for their commit until a take finds its oldest record on
                // time again. (Once the interval alone: every record that arrived during a commit counted, and
                // batched ran at strict's pace, 0.48 of itself in ab.sh.)
                behind.store(now - oldest > interval * 2, ordering: .relaxed)
                let records = queue
                let bytes = queuedBytes
                queue = []
                queuedBytes = 0
                oldestQueued = nil
                publishAvailability()
                return Batch(records: records, through: through, oldest: oldest, bytes: bytes)
            case .exit:
                return nil
            }
        }
    }

    /// The writer committed `batch`: the writes waiting for it are answered; a failing journal runs again.
    /// Returns whether commits had been failing (the state file then says it recovered).
    @discardableResult
    package func committed(_ batch: Batch) -> Bool {
        commits.add(1, ordering: .relaxed)
        recordsCommitted.add(batch.records.count, ordering: .relaxed)
        lock.lock()
        lastCommit = .now
        let wasFailing = !machine.admitsWrites
        let ready = machine.committed(through: batch.through)
        retryDelay = Self.firstRetry
        publishAvailability()
        lock.unlock()
        for continuation in ready { continuation.resume(returning: nil) }
        return wasFailing
    }

    /// The writer's commit of `batch` failed: its records go back to the front of the queue to be retried after
    /// a back-off, every waiting write is answered with the failure, and new writes are refused until a commit
    /// succeeds. Returns false when the writer should end (the failure came at a stop).
    package func commitFailed(_ batch: Batch, reason: String) -> Bool {
        lock.lock()
        let failed = machine.commitFailed(reason: reason)
        publishAvailability()
        queue = batch.records + queue
        queuedBytes &+= batch.bytes
        oldestQueued = batch.oldest
        retryAt = ContinuousClock.now.advanced(by: retryDelay)
        retryDelay = min(retryDelay * 2, Self.maxRetry)
        let goOn = machine.state != .stopped
        lock.unlock()
        let failure = NotDurable(reason: reason)
        for continuation in failed { continuation.resume(returning: failure) }
        return goOn
    }

    /// With `lock` held, after the machine changed: whether writes are admitted, where `admitWrite` reads it
    /// without the lock.
    private func publishAvailability() {
        available.store(machine.admitsWrites && queuedBytes <= Self.maxQueuedBytes, ordering: .relaxed)
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

    /// Whether `stop` was called (the checkpoint thread's signal to end).
    package var isStopping: Bool {
        lock.withLock {
            switch machine.state {
            case .running, .failing: false
            case .idle, .stopping, .stopped: true
            }
        }
    }
}
