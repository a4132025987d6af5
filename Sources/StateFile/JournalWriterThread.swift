#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SessionStore
import SystemSupport

/// The state file's two threads (DESIGN.md §5.7), neither libmicrohttpd's nor the cooperative pool's: the writer
/// drains the store's `JournalQueue`, one transaction per batch (group commit), and the checkpointer copies what
/// is committed into the main file on a connection of its own, so a commit never waits for a WAL checkpoint.
package enum JournalWriterThread {
    /// Starts both threads on `database` (restored and reopened for writing). `onFailure` is called on the
    /// writer's thread each time a commit fails (full disk, I/O error), after every waiting write was answered
    /// with the failure; the journal keeps what it holds, refuses new writes and tries again after a back-off.
    /// `onRecovery` is called when a commit succeeds again.
    static func start(
        _ queue: JournalQueue, database: StateDatabase, mode: Durability, interval: Duration,
        onFailure: @escaping @Sendable (String) -> Void, onRecovery: @escaping @Sendable () -> Void
    ) throws(StateFileError) {
        let writer = try JournalWriter(database)
        let checkpoints = Checkpointer(queue: queue, database: try database.connectionForCheckpoints())
        // The queue runs before the threads start, so the writer's first look at it finds work to wait for;
        // `stop` joins them later, through the handles filled in here.
        final class Handles { var threads: [pthread_t] = [] }
        let handles = Handles()
        queue.start(mode: mode, interval: interval) { for thread in handles.threads { NamedThread.join(thread) } }
        handles.threads.append(
            NamedThread.spawn("segnav-journal") {
                drain(queue, into: writer, onFailure: onFailure, onRecovery: onRecovery)
            })
        handles.threads.append(NamedThread.spawn("segnav-checkpt") { checkpoints.run() })
    }

    /// The writer's loop: each batch committed in one transaction, its waiters answered. A failed commit hands
    /// its batch back to the queue, which retries it after a back-off; the loop ends when the queue stops.
    private static func drain(
        _ queue: JournalQueue, into writer: JournalWriter, onFailure: @Sendable (String) -> Void,
        onRecovery: @Sendable () -> Void
    ) {
        while let batch = queue.nextBatch() {
            do throws(StateFileError) {
                try writer.commit(batch.records)
            } catch {
                let reason = "\(error.reason); writes are refused until a commit succeeds"
                let goOn = queue.commitFailed(batch, reason: reason)
                onFailure(reason)
                if goOn { continue } else { return }
            }
            if queue.committed(batch) { onRecovery() }
            // After the waiters are on their way: the few frames the checkpoint thread left, copied here, between
            // two commits, so that the next one starts the WAL over (StateDatabase.CheckpointConnection).
            if queue.walRestartWanted.load(ordering: .relaxed), writer.checkpointWholeWAL() {
                queue.walRestartWanted.store(false, ordering: .relaxed)
            }
        }
    }
}

/// Runs a passive WAL checkpoint every `interval` until the journal stops: it copies what is committed into
/// the main file without blocking the writer, and lets the WAL restart from its beginning (bounded in size).
private final class Checkpointer: @unchecked Sendable {
    let queue: JournalQueue
    let database: StateDatabase.CheckpointConnection
    static let interval: UInt32 = 200_000  // µs

    init(queue: JournalQueue, database: StateDatabase.CheckpointConnection) {
        self.queue = queue
        self.database = database
    }

    func run() {
        while !queue.isStopping {
            usleep(Self.interval)
            if database.checkpoint() { queue.walRestartWanted.store(true, ordering: .relaxed) }
        }
        database.close()
    }
}
