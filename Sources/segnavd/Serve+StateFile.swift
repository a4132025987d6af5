import ArgumentParser
import Foundation
import Logging
import SegnavService

#if canImport(Glibc)
import Glibc
import StateFile
#endif

/// `--state-file`, `--durability`, `--commit-interval` (README "Keeping sessions across a restart, and a crash";
/// docs/DESIGN.md §5.7).
extension Serve {
    /// The state file, owned (a lock) for the whole run and restored before the server listens, so no request
    /// meets a partly restored store; a bad file stops the start rather than losing sessions silently, and is
    /// left as it is. Then the journal starts (strict, batched). Nil without `--state-file`.
    func openStateFile(into app: SegnavApp, logger: Logger) async throws -> (database: StateDatabase, lock: StateFileLock)? {
        guard let stateFile else { return nil }
        let directory = URL(fileURLWithPath: stateFile).deletingLastPathComponent().path
        guard FileManager.default.isWritableFile(atPath: directory) else {
            logger.critical("state file \(stateFile): cannot write to \(directory), so sessions could not be kept")
            throw ExitCode(1)
        }
        do {
            let lock = try StateFileLock(path: stateFile)
            let (database, opening) = try StateDatabase.open(path: stateFile, node: service.node)
            // The file created (or put back, once a stale one was set aside) by `open` is held too.
            try lock.holdDatabase()
            switch opening {
            case .existing:
                let restored = try await app.store.restore(from: database)
                logger.info("restored \(restored) session\(restored == 1 ? "" : "s") from \(stateFile)")
            case .setAside(let stale):
                logger.critical(
                    """
                    state file \(stateFile): a previous run with --durability off loaded it and never saved \
                    (it crashed or was killed); not restored, since clients may have seen newer versions of its \
                    sessions; moved to \(stale) for you to inspect
                    """)
            case .fresh:
                logger.info("state file \(stateFile): new; sessions will be kept in it")
            }
            // A failed commit (full disk, I/O error) stops nothing: the journal keeps what it holds and retries, reads
            // go on, writes are answered 503 storage-unavailable until a commit succeeds again.
            try app.store.startJournal(
                database, mode: durability ?? .batched, interval: .milliseconds(commitInterval ?? 10),
                onFailure: { message in Logger(label: "segnavd").error("state file \(stateFile): \(message)") },
                onRecovery: { Logger(label: "segnavd").notice("state file \(stateFile): commits succeed again; writes are accepted") })
            return (database, lock)
        } catch {
            logger.critical("\(error)")
            throw ExitCode(1)
        }
    }

    /// Once requests have stopped and in-flight ones finished (the grace): the save. A failed one leaves
    /// the file as the journal left it (with --durability off: as restored at start, marked unsaved).
    func save(_ state: (database: StateDatabase, lock: StateFileLock), of app: SegnavApp, logger: Logger) async throws {
        let path = state.database.path
        do {
            let saved = try await app.store.save(to: state.database)
            state.database.close()
            logger.info("saved \(saved) session\(saved == 1 ? "" : "s") to \(path)")
        } catch {
            logger.critical("\(error)")
            logger.critical(
                "state file \(path): NOT SAVED; \(durability == .off ? "the sessions of this run are lost" : "what the journal committed is still there")")
            throw ExitCode(1)
        }
    }
}
