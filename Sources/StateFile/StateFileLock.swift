#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of segnavd owns its state file through `PATH.lock` (flock) from start to exit, so no second process
/// restores or journals the same sessions; the message says which file and why. A lock file of its own rather
/// than a lock on the database: SQLite's POSIX locks on PATH are dropped by any close of any descriptor on it
/// in the same process, and flock on a separate file cannot interfere with them.
public final class StateFileLock: Sendable {
    public let path: String
    private let lock: Int32

    /// Takes `PATH.lock`; fails if another process holds it.
    public init(path: String) throws(StateFileError) {
        self.path = path
        let lockPath = path + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw StateFileError(path: path, reason: "cannot open its lock \(lockPath): \(String(cString: strerror(errno)))")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let reason =
                errno == EWOULDBLOCK
                ? "another segnavd owns it (it holds \(lockPath)); two servers must not share a state file"
                : "cannot lock \(lockPath): \(String(cString: strerror(errno)))"
            close(fd)
            throw StateFileError(path: path, reason: reason)
        }
        lock = fd
    }

    deinit { close(lock) }
}
