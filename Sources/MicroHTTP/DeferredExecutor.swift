import Synchronization
import SystemSupport

/// Threads of their own for deferred handlers (SE-0417 task executor preference).
///
/// On Swift's global executor every suspended request became a dispatch work
/// item, and under load the two MHD threads and dispatch's workers woke one
/// another through futexes for each of them (perf: two thirds of the time in
/// the kernel). The C `suspend` baseline uses one resumer thread fed by a
/// queue; this is the same shape: a FIFO drained by a fixed set of threads that
/// sleep only when it is empty, so under load jobs are taken without a wake-up.
/// Default actors (the store's shards) run on the preferred executor too, so a
/// write stays on these threads from the hop to the resume. (Unstructured
/// `Task {}`s, like the shards' timers, do not inherit the preference.)
/// One thread by default: every write, create, compare and long-poll wake-up
/// shares it, so a handler here must never block.
///
/// Owned by whoever makes one (the server, the application's stateless work),
/// which stops it when it is done. A job that still arrives after the stop (a
/// late task's continuation) runs on Swift's global executor instead, so it is
/// never lost.
public final class DeferredExecutor: TaskExecutor, @unchecked Sendable {
    /// Guards the fields below; its condition is "a job is available".
    private let lock = ConditionLock()
    private var queue = FIFO<UnownedJob>(capacity: 1024)
    private var sleepers = 0
    private var stopped = false
    public let threads: Int
    /// What its threads are called (perf, top).
    public let name: String

    /// Starts `threads` threads (at least one) called `name`: one executor per
    /// kind of work that must not wait behind another (stateless computations
    /// behind session writes).
    /// `niceness` above 0 lowers its threads' priority: work that may run long (a container program up to its
    /// step budget) then takes the CPU only when the session writes' threads leave it.
    public init(threads: Int, name: String = "segnav-deferred", niceness: Int32 = 0) {
        let threads = max(1, threads)
        self.threads = threads
        self.name = name
        // Each thread holds the executor until it ends (named for perf and top).
        for _ in 0..<threads {
            NamedThread.spawn(name, detached: true) {
                if niceness > 0 { NamedThread.lowerPriority(to: niceness) }
                self.run()
            }
        }
    }

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.lock()
        guard !stopped else {
            lock.unlock()
            globalConcurrentExecutor.enqueue(job)
            return
        }
        queue.push(job)
        let wake = sleepers > 0
        lock.unlock()
        if wake { lock.signal() }
    }

    /// Lets the threads end once the queue is empty; later jobs go to Swift's
    /// global executor. Idempotent.
    public func stop() {
        lock.withLock { stopped = true }
        lock.broadcast()
    }

    /// A thread's loop: jobs in order until stopped with nothing left.
    private func run() {
        let executor = asUnownedTaskExecutor()
        while true {
            lock.lock()
            var next = queue.pop()
            while next == nil, !stopped {
                sleepers += 1
                lock.wait()
                sleepers -= 1
                next = queue.pop()
            }
            lock.unlock()
            guard let job = next else { return }  // stopped and drained
            job.runSynchronously(on: executor)
        }
    }
}
