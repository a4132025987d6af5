#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A run of segnavd owns its state file from start to exit, so no second process restores or journals the same
/// sessions; the message says which file and why. Two flocks: on `PATH.lock`, and on the database file itself, so
/// that deleting the lock file (a tidy-up script, a careless `rm`) does not let a second server in. flock, not
/// POSIX locks: SQLite's own POSIX locks on PATH are dropped by any close of any descriptor on it in the same
/// process, and a flock can neither interfere with them nor be dropped by SQLite's closes. The descriptor on PATH is
/// closed only at exit, after the database is.
public final class StateFileLock: @unchecked Sendable {
    public let path: String
    private let lock: Int32
    /// Descriptors holding a flock on the database: the file found at start, and the one `holdDatabase` finds
    /// after opening (a new file, or a fresh one once a stale file was set aside). Only touched at start and exit.
    private var held: [Int32] = []

    /// Takes `PATH.lock`, and the database if it exists already; fails if another process holds either.
    public init(path: String) throws(StateFileError) {
        self.path = path
        let lockPath = path + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw StateFileError(path: path, reason: "cannot open its lock \(lockPath): \(String(cString: strerror(errno)))")
        }
        try Self.lockExclusively(
            fd, path: path, held: "another segnavd owns it (it holds \(lockPath))", failing: "cannot lock \(lockPath)")
        lock = fd
        try holdDatabase()
    }

    /// Takes a flock on the regular file now at PATH, unless one is held on it already. A path that is missing,
    /// a symlink or not a regular file is left for `StateDatabase.open` to refuse in its own words.
    public func holdDatabase() throws(StateFileError) {
        let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { return }
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, !holds(inode: info) else {
            close(fd)
            return
        }
        try Self.lockExclusively(
            fd, path: path, held: "another segnavd has it open (its lock file \(path).lock was deleted or replaced)",
            failing: "cannot lock it")
        held.append(fd)
    }

    /// flock(LOCK_EX | LOCK_NB) on `fd`, or `fd` closed and the reason thrown: `held` when another process has it.
    private static func lockExclusively(_ fd: Int32, path: String, held: String, failing: String) throws(StateFileError) {
        guard flock(fd, LOCK_EX | LOCK_NB) != 0 else { return }
        let reason =
            errno == EWOULDBLOCK
            ? held + "; two servers must not share a state file" : "\(failing): \(String(cString: strerror(errno)))"
        close(fd)
        throw StateFileError(path: path, reason: reason)
    }

    private func holds(inode info: stat) -> Bool {
        held.contains { fd in
            var other = stat()
            return fstat(fd, &other) == 0 && other.st_dev == info.st_dev && other.st_ino == info.st_ino
        }
    }

    deinit {
        for fd in held { close(fd) }
        close(lock)
    }
}
