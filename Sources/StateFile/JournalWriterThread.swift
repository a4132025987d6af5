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
    /// Starts both threads on `database` (restored and reopened for writing). `onFailure` is called, once, on the
    /// writer's thread when a commit fails (full disk, I/O error), after every waiting strict write was answered
    /// with the failure.
    package static func start(
        _ queue: JournalQueue, database: StateDatabase, mode: Durability, interval: Duration,
        onFailure: @escaping @Sendable (String) -> Void
    ) throws(StateFileError) {
        let writer = try JournalWriter(database)
        let checkpoints = Checkpointer(queue: queue, database: try database.connectionForCheckpoints())
        // The queue runs before the threads start, so the writer's first look at it finds work to wait for;
        // `stop` joins them later, through the handles filled in here.
        final class Handles { var threads: [pthread_t] = [] }
        let handles = Handles()
        queue.start(mode: mode, interval: interval) { for thread in handles.threads { NamedThread.join(thread) } }
        handles.threads.append(NamedThread.spawn("segnav-journal") { drain(queue, into: writer, onFailure: onFailure) })
        handles.threads.append(NamedThread.spawn("segnav-checkpt") { checkpoints.run() })
    }

    /// The writer's loop: each batch committed in one transaction, its waiters answered; a failed commit fails
    /// the queue (its waiters get the failure) and ends the loop.
    private static func drain(_ queue: JournalQueue, into writer: JournalWriter, onFailure: @Sendable (String) -> Void) {
        while let batch = queue.nextBatch() {
            do throws(StateFileError) {
                try writer.commit(batch.records)
            } catch {
                let reason = "\(error.reason); writes are no longer acknowledged as durable"
                queue.commitFailed(reason: reason)
                onFailure(reason)
                return
            }
            queue.committed(batch)
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
