import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A file `check` or `match` reads, and, when it cannot, why in the system's words ("no such file or
/// directory", "permission denied", "is a directory"): "cannot read the file" alone left a CI log's reader
/// guessing which.
enum InputFile {
    static func contents(_ path: String) -> Result<Data, Unreadable> {
        if let data = FileManager.default.contents(atPath: path) { return .success(data) }
        return .failure(Unreadable(reason: reason(path)))
    }

    struct Unreadable: Error {
        let reason: String
    }

    private static func reason(_ path: String) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return String(cString: strerror(errno)).lowercased() }
        defer { close(fd) }
        var byte: UInt8 = 0
        guard read(fd, &byte, 1) >= 0 else { return String(cString: strerror(errno)).lowercased() }
        return "it could not be read whole"
    }
}
