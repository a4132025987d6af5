#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Who owns a state file, and what becomes of it across one run of segnavd.
///
/// A run holds `PATH.lock` (flock) from start to exit, so no second process
/// loads or overwrites the same sessions. Once serving, it renames the file
/// it loaded to `PATH.loaded`: a run that then dies without saving (a crash,
/// SIGKILL) leaves nothing at `PATH`, so the next start cannot bring back
/// versions older than the ones clients saw; it sets `PATH.loaded` aside as
/// `PATH.stale`, says so, and starts empty. A save writes `PATH` and only then
/// removes `PATH.loaded`; a save that fails (read-only directory, full disk)
/// leaves `PATH.loaded` as it was, and says where it is (issue 18: before,
/// the file was deleted at start, and a failed save lost everything).
public final class StateFileOwnership: Sendable {
    public let path: String
    private let lock: Int32

    public var loadedPath: String { path + ".loaded" }
    public var stalePath: String { path + ".stale" }

    /// Takes `PATH.lock`; fails if another process holds it.
    public init(path: String) throws(StateFileError) {
        self.path = path
        let lockPath = path + ".lock"
        let fd = open(lockPath, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else {
            throw StateFileError(path: path, reason: "cannot open its lock \(lockPath): \(StateFileIO.errnoText())")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let reason = errno == EWOULDBLOCK
                ? "another segnavd owns it (it holds \(lockPath)); two servers must not share a state file"
                : "cannot lock \(lockPath): \(StateFileIO.errnoText())"
            close(fd)
            throw StateFileError(path: path, reason: reason)
        }
        lock = fd
    }

    deinit { close(lock) }

    /// A `PATH.loaded` left by a run that loaded it and never saved: moved to
    /// `PATH.stale` (replacing an older one), never loaded. True if there was one.
    public func setAsideUnsaved() throws(StateFileError) -> Bool {
        guard access(loadedPath, F_OK) == 0 else { return false }
        guard rename(loadedPath, stalePath) == 0 else {
            throw StateFileError(path: path, reason: "cannot move \(loadedPath) to \(stalePath): \(StateFileIO.errnoText())")
        }
        return true
    }

    /// Whether there is a file to load.
    public var exists: Bool { access(path, F_OK) == 0 }

    /// After loading and starting to serve: the file becomes `PATH.loaded`.
    public func consume() throws(StateFileError) {
        guard rename(path, loadedPath) == 0 else {
            throw StateFileError(path: path, reason: "loaded but cannot move it to \(loadedPath): \(StateFileIO.errnoText())")
        }
    }

    /// After a save: the copy loaded at start is no longer needed.
    public func saved() {
        _ = unlink(loadedPath)
    }

    /// Whether a copy of the sessions loaded at start still exists.
    public var keepsLoadedCopy: Bool { access(loadedPath, F_OK) == 0 }
}
