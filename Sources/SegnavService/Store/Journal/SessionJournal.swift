#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The store's write-ahead journal (docs/DESIGN.md §5 "Durability"): shards enqueue each acknowledged create,
/// action batch and delete in their own turn; one thread of its own, never libmicrohttpd's nor the cooperative
/// pool's, writes everything queued in one transaction (group commit). In `strict` mode a write's answer waits
/// for `sync()`, which returns once everything queued before it has committed.
///
/// Inactive (the default, and `--durability off`) it costs the shards one relaxed atomic load per write.
/// The queue is guarded by a pthread mutex and condition so the writer can sleep until there is work;
/// hence `@unchecked Sendable`: every field below but `active` is touched only under `lock`.
public final class SessionJournal: @unchecked Sendable {
    private let active = Atomic<Bool>(false)
    /// Set once, before `active`: whether writes wait for their commit (`strict`).
    private let strict = Atomic<Bool>(false)
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let wakeup = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var queue: [JournalRecord] = []
    /// Records ever enqueued and ever committed: a waiter needs `committed` to reach the `enqueued` it saw.
    private var enqueued = 0
    private var committed = 0
    private var waiters: [(through: Int, continuation: UnsafeContinuation<Void, Never>)] = []
    private var stopping = false
    private var thread: pthread_t?
    private var checkpointer: pthread_t?
    private var mode = Durability.off
    private var interval = Duration.milliseconds(10)
    private var writer: JournalWriter?
    private var failure: (@Sendable (String) -> Void)?
    /// Set by the checkpoint thread once the WAL holds `CheckpointConnection.restartBytes`; the writer then
    /// completes the checkpoint itself between two commits and clears it.
    fileprivate let walRestartWanted = Atomic<Bool>(false)
    /// Transactions and records committed, for `/metrics` and the benchmarks.
    let commits = Atomic<Int>(0)
    let recordsCommitted = Atomic<Int>(0)
    var totals: (commits: Int, records: Int) {
        (commits.load(ordering: .relaxed), recordsCommitted.load(ordering: .relaxed))
    }

    init() {
        pthread_mutex_init(lock, nil)
        // Timed waits (batched's interval) on the monotonic clock: a wall clock set back must not stall commits.
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(wakeup, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(wakeup)
        pthread_mutex_destroy(lock)
        lock.deallocate()
        wakeup.deallocate()
    }

    var isActive: Bool { active.load(ordering: .relaxed) }

    /// Starts the writer on `database` (restored and reopened for writing). `onFailure` is called, once, on the
    /// writer's thread when a commit fails (full disk, I/O error): no later write is acknowledged as durable,
    /// so segnavd stops rather than answer writes it cannot keep.
    func start(_ database: StateDatabase, mode: Durability, interval: Duration, onFailure: @escaping @Sendable (String) -> Void) throws(StateFileError) {
        precondition(mode != .off && thread == nil, "the journal starts once, in strict or batched mode")
        let writer = try JournalWriter(database)
        pthread_mutex_lock(lock)
        self.mode = mode
        self.interval = interval
        self.writer = writer
        self.failure = onFailure
        pthread_mutex_unlock(lock)
        thread = Self.spawn("segnav-journal") { self.run() }
        // WAL checkpoints (copying committed pages into the main file, with an fsync of it) run on a thread and a
        // connection of their own, so a commit never waits for one: the writer's connection has none.
        let checkpoints = Checkpointer(journal: self, database: try database.connectionForCheckpoints())
        checkpointer = Self.spawn("segnav-checkpt") { checkpoints.run() }
        strict.store(mode == .strict, ordering: .releasing)
        active.store(true, ordering: .releasing)
    }

    /// A thread of its own running `body`, named `name`.
    private static func spawn(_ name: String, _ body: @escaping () -> Void) -> pthread_t {
        final class Body {
            let name: String
            let run: () -> Void
            init(_ name: String, _ run: @escaping () -> Void) {
                self.name = name
                self.run = run
            }
        }
        var thread = pthread_t()
        let created = pthread_create(&thread, nil, { context in
            let body = Unmanaged<Body>.fromOpaque(context!).takeRetainedValue()
            SessionJournal.nameThread(body.name)
            body.run()
            return nil
        }, Unmanaged.passRetained(Body(name, body)).toOpaque())
        precondition(created == 0, "cannot start the journal's \(name) thread")
        return thread
    }

    /// Names the calling thread, so its CPU time can be read apart (/proc/PID/task/*/comm; Benchmarks/scripts/
    /// durability.sh). Through /proc/thread-self: pthread_setname_np is not visible to Swift without _GNU_SOURCE.
    static func nameThread(_ name: String) {
        let fd = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        _ = Array(name.utf8.prefix(15)).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        close(fd)
    }

    /// Queues one write; called by the shard inside the turn that made it, so one session's records keep their order.
    func append(_ record: JournalRecord) {
        pthread_mutex_lock(lock)
        queue.append(record)
        enqueued += 1
        if queue.count == 1 { pthread_cond_signal(wakeup) }
        pthread_mutex_unlock(lock)
    }

    /// In `strict` mode, returns once every record queued so far has committed (and so the caller's own);
    /// otherwise at once. An unsafe continuation: each is resumed exactly once, here or by the writer, both under
    /// `lock`, and a checked one's per-write canary cost strict 4–8 % of its throughput at 256 connections
    /// (BENCHMARKS.md "Durability").
    func sync() async {
        guard active.load(ordering: .acquiring), strict.load(ordering: .relaxed) else { return }
        await withUnsafeContinuation { (continuation: UnsafeContinuation<Void, Never>) in
            pthread_mutex_lock(lock)
            if committed >= enqueued {
                pthread_mutex_unlock(lock)
                continuation.resume()
            } else {
                waiters.append((enqueued, continuation))
                pthread_mutex_unlock(lock)
            }
        }
    }

    /// Commits what is queued and stops the writer; the database is then free for the shutdown checkpoint.
    func stop() {
        guard let thread else { return }
        active.store(false, ordering: .relaxed)
        pthread_mutex_lock(lock)
        stopping = true
        pthread_cond_signal(wakeup)
        pthread_mutex_unlock(lock)
        pthread_join(thread, nil)
        self.thread = nil
        if let checkpointer { pthread_join(checkpointer, nil) }
        checkpointer = nil
    }

    /// Whether `stop` was called (the checkpoint thread's signal to end).
    var isStopping: Bool {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return stopping
    }

    /// With `lock` held: waits until `due` or `stop`, whichever comes first.
    private func waitLocked(until due: ContinuousClock.Instant) {
        while !stopping, due > .now {
            var deadline = timespec()
            clock_gettime(CLOCK_MONOTONIC, &deadline)
            let left = Int(max(0, (due - .now).nanoseconds))
            let nanoseconds = Int(deadline.tv_nsec) + left % 1_000_000_000
            deadline.tv_sec += time_t(left / 1_000_000_000 + nanoseconds / 1_000_000_000)
            deadline.tv_nsec = nanoseconds % 1_000_000_000
            pthread_cond_timedwait(wakeup, lock, &deadline)
        }
    }

    /// The writer thread: waits for records, commits all of them in one transaction, wakes the waiters.
    private func run() {
        var lastCommit = ContinuousClock.now
        while true {
            pthread_mutex_lock(lock)
            while queue.isEmpty, !stopping { pthread_cond_wait(wakeup, lock) }
            if queue.isEmpty, stopping {
                pthread_mutex_unlock(lock)
                return
            }
            if mode == .batched {
                // Batched: one commit per interval at most, so the fsync is shared by everything in the window.
                // A timed wait rather than a sleep: `stop` ends it at once, so a graceful stop never waits out a window.
                waitLocked(until: lastCommit.advanced(by: interval))
            }
            let batch = queue
            queue = []
            let through = enqueued
            let writer = self.writer
            pthread_mutex_unlock(lock)

            do throws(StateFileError) {
                try writer?.commit(batch)
            } catch {
                active.store(false, ordering: .relaxed)
                pthread_mutex_lock(lock)
                let failure = self.failure
                pthread_mutex_unlock(lock)
                failure?("\(error.reason); writes are no longer acknowledged as durable")
                return
            }
            lastCommit = .now
            commits.add(1, ordering: .relaxed)
            recordsCommitted.add(batch.count, ordering: .relaxed)
            pthread_mutex_lock(lock)
            committed = through
            var ready: [UnsafeContinuation<Void, Never>] = []
            waiters.removeAll { waiter in
                guard waiter.through <= through else { return false }
                ready.append(waiter.continuation)
                return true
            }
            pthread_mutex_unlock(lock)
            for continuation in ready { continuation.resume() }
            // After the waiters are on their way: the few frames the checkpoint thread left, copied here, between two
            // commits, so that the next one starts the WAL over (StateDatabase.CheckpointConnection).
            if walRestartWanted.load(ordering: .relaxed), writer?.checkpointWholeWAL() == true {
                walRestartWanted.store(false, ordering: .relaxed)
            }
        }
    }
}

/// Runs a passive WAL checkpoint every `interval` until the journal stops: it copies what is committed into
/// the main file without blocking the writer, and lets the WAL restart from its beginning (bounded in size).
private final class Checkpointer {
    let journal: SessionJournal
    let database: StateDatabase.CheckpointConnection
    static let interval: UInt32 = 200_000  // µs

    init(journal: SessionJournal, database: StateDatabase.CheckpointConnection) {
        self.journal = journal
        self.database = database
    }

    func run() {
        while !journal.isStopping {
            usleep(Self.interval)
            if database.checkpoint() { journal.walRestartWanted.store(true, ordering: .relaxed) }
        }
        database.close()
    }
}
