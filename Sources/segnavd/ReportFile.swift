import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A report file named on the command line (`check --junit PATH`): its folders
/// are created and the file is opened before anything runs, so a typo'd or
/// read-only path costs nothing and a fresh clone's missing `artifacts/` just
/// works; failures are said in words (the path and the system's reason).
struct ReportFile: ~Copyable {
    let path: String
    private let descriptor: Int32

    /// Creates the missing folders and the file (emptied), or says why it cannot.
    init(path: String) throws(ReportFileError) {
        self.path = path
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        try Self.makeFolders(folder, for: path)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw ReportFileError("cannot write \(path): \(String(cString: strerror(errno)))") }
        descriptor = fd
    }

    /// Writes the whole text, then closes the file.
    consuming func write(_ text: String) throws(ReportFileError) {
        let bytes = Array(text.utf8)
        var written = 0
        defer { close(descriptor) }
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { throw ReportFileError("cannot write \(path): \(String(cString: strerror(errno)))") }
            written += n
        }
    }

    /// `mkdir -p`, saying which folder failed and why.
    static func makeFolders(_ folder: String, for path: String) throws(ReportFileError) {
        var current = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o755) == 0 || errno == EEXIST {
                var info = stat()
                guard stat(current, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
                    throw ReportFileError("cannot write \(path): \(current) is not a folder")
                }
                continue
            }
            throw ReportFileError("cannot create the folder \(current) for \(path): \(String(cString: strerror(errno)))")
        }
    }
}

struct ReportFileError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
