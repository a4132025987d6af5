#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The state file's bytes and line framing (SessionStore+Persistence.swift has the format). Kept out of
/// `SessionStore`, whose `close()` would shadow the system call.
enum StateFileIO {
    struct Line {
        /// 1-based, as an editor shows it.
        let number: Int
        /// Bytes of the line in the file, without its newline.
        let range: Range<Int>
    }

    static let checkKey = Array(#","check":""#.utf8)
    /// `,"check":"` + 16 hex digits + `"}`.
    static let sealLength = checkKey.count + 16 + 2

    static func fnv1a64(_ bytes: ArraySlice<UInt8>) -> UInt64 {
        var hash: UInt64 = 14_695_981_039_346_656_037
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1_099_511_628_211 }
        return hash
    }

    static func hex(_ value: UInt64) -> [UInt8] {
        let digits = Array("0123456789abcdef".utf8)
        return (0..<16).map { digits[Int(value >> UInt64(60 - 4 * $0) & 0xF)] }
    }

    /// A line from `body`, an object still open (no closing brace): adds its check, the brace and the newline.
    static func sealed(_ body: [UInt8]) -> [UInt8] {
        var line = body
        line.reserveCapacity(body.count + sealLength + 1)
        line += checkKey
        line += hex(fnv1a64(body[...]))
        line += [UInt8(ascii: "\""), UInt8(ascii: "}"), 0x0A]
        return line
    }

    /// The pieces between newlines; a file ending with a newline ends with one empty piece.
    static func lines(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        for i in bytes.indices where bytes[i] == 0x0A {
            lines.append(Line(number: lines.count + 1, range: start..<i))
            start = i + 1
        }
        lines.append(Line(number: lines.count + 1, range: start..<bytes.count))
        return lines
    }

    /// Whether `text` ends with a check that matches it: then it is the very line segnavd wrote.
    static func checkHolds(_ text: [UInt8]) -> Bool {
        let sealStart = text.count - sealLength
        guard sealStart > 0, text[sealStart..<sealStart + checkKey.count].elementsEqual(checkKey),
              text[(text.count - 2)...].elementsEqual([UInt8(ascii: "\""), UInt8(ascii: "}")])
        else { return false }
        return text[(sealStart + checkKey.count)..<(text.count - 2)].elementsEqual(hex(fnv1a64(text[..<sealStart])))
    }

    /// Says what is wrong with a line whose check fails: where its JSON breaks if it does (a cut file), else that
    /// it was altered.
    static func damage(_ text: [UInt8], _ line: Line) -> String {
        do throws(JSONParseError) {
            _ = try JSON.parse(text, maxDepth: 512)
        } catch {
            return place(line, error)
        }
        let sealStart = text.count - sealLength
        guard sealStart > 0, text[sealStart..<sealStart + checkKey.count].elementsEqual(checkKey) else {
            return "line \(line.number) does not end with its \"check\""
        }
        return "line \(line.number) fails its check: it was altered or damaged after segnavd wrote it"
    }

    static func place(_ line: Line, _ error: JSONParseError) -> String {
        "line \(line.number), column \(error.offset + 1) (byte \(line.range.lowerBound + error.offset) of the file): \(error.reason)"
    }

    /// The byte ranges of the top-level members of `text`, a line whose check holds (so well-formed as written;
    /// on anything else the ranges are wrong but stay in bounds, and what reads them refuses it).
    static func members(_ text: [UInt8]) -> [String: Range<Int>] {
        var spans: [String: Range<Int>] = [:]
        var i = skipSpace(text, skipSpace(text, 0) + 1)
        while i < text.count, text[i] == UInt8(ascii: "\"") {
            let keyEnd = valueEnd(text, i)
            guard case .string(let key)? = try? JSON.parse(Array(text[i..<keyEnd])) else { break }
            let start = skipSpace(text, skipSpace(text, keyEnd) + 1)
            let end = valueEnd(text, start)
            spans[key] = start..<end
            i = skipSpace(text, end)
            guard i < text.count, text[i] == UInt8(ascii: ",") else { break }
            i = skipSpace(text, i + 1)
        }
        return spans
    }

    /// The byte ranges of the elements of the array at `span`, under the same terms as `members`.
    static func elements(_ text: [UInt8], in span: Range<Int>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var i = skipSpace(text, span.lowerBound + 1)
        while i < span.upperBound, text[i] != UInt8(ascii: "]") {
            let end = valueEnd(text, i)
            ranges.append(i..<end)
            i = skipSpace(text, end)
            guard i < span.upperBound, text[i] == UInt8(ascii: ",") else { break }
            i = skipSpace(text, i + 1)
        }
        return ranges
    }

    static func skipSpace(_ text: [UInt8], _ start: Int) -> Int {
        var i = min(start, text.count)
        while i < text.count, [0x20, 0x09, 0x0A, 0x0D].contains(text[i]) { i += 1 }
        return i
    }

    /// Where the value starting at `start` ends, in well-formed JSON (a scan of brackets and strings, no parse).
    static func valueEnd(_ text: [UInt8], _ start: Int) -> Int {
        var i = min(start, text.count)
        var depth = 0
        var inString = false
        while i < text.count {
            let byte = text[i]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") {
                    inString = false
                    if depth == 0 { return i + 1 }
                }
            } else {
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    if depth == 0 { return i }
                    depth -= 1
                    if depth == 0 { return i + 1 }
                case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
                    if depth == 0 { return i }
                default: break
                }
            }
            i += 1
        }
        return min(i, text.count)
    }

    static func errnoText() -> String { String(cString: strerror(errno)) }

    static func readAll(_ path: String) throws(StateFileError) -> [UInt8] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw StateFileError(path: path, reason: "cannot open: \(errnoText())") }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw StateFileError(path: path, reason: "cannot read: \(errnoText())")
            }
            if n == 0 { return bytes }
            bytes += chunk[..<n]
        }
    }

    /// Writes a file so that `path` holds either the old file or the whole new one, even across a crash: a
    /// temporary file beside it (same file system, so the rename is atomic), fsync, rename, fsync of the directory.
    /// Mode 0600: session ids are capabilities (DESIGN.md §4), and the file holds them all.
    struct Writer {
        let path: String
        let temporary: String
        private var fd: Int32
        private var buffer: [UInt8] = []

        init(path: String) throws(StateFileError) {
            self.path = path
            self.temporary = "\(path).tmp-\(getpid())"
            // Created new, never through a link, 0600 from the first byte: anyone
            // who can write to the directory could plant a symlink at this name,
            // and would then receive every session id (issue 18).
            let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
            fd = open(temporary, flags, 0o600)
            if fd < 0, errno == EEXIST {
                // Left by a process with this pid, or planted: unlinking removes
                // the name (a link itself, never its target); then create anew.
                _ = unlink(temporary)
                fd = open(temporary, flags, 0o600)
            }
            guard fd >= 0 else {
                throw StateFileError(path: path, reason: "cannot create \(temporary): \(StateFileIO.errnoText())")
            }
            buffer.reserveCapacity(1 << 20)
        }

        mutating func append(_ bytes: [UInt8]) throws(StateFileError) {
            buffer += bytes
            if buffer.count >= 1 << 20 { try flush() }
        }

        private mutating func flush() throws(StateFileError) {
            var offset = 0
            while offset < buffer.count {
                let n = buffer[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
                if n < 0 {
                    if errno == EINTR { continue }
                    throw StateFileError(path: path, reason: "cannot write \(temporary): \(StateFileIO.errnoText())")
                }
                offset += n
            }
            buffer.removeAll(keepingCapacity: true)
        }

        mutating func commit() throws(StateFileError) {
            try flush()
            guard fsync(fd) == 0 else {
                throw StateFileError(path: path, reason: "cannot sync \(temporary): \(StateFileIO.errnoText())")
            }
            let closed = close(fd)
            fd = -1
            guard closed == 0 else {
                throw StateFileError(path: path, reason: "cannot close \(temporary): \(StateFileIO.errnoText())")
            }
            guard rename(temporary, path) == 0 else {
                throw StateFileError(path: path, reason: "cannot rename \(temporary) to it: \(StateFileIO.errnoText())")
            }
            // The rename is durable only once the directory entry is.
            let slash = path.lastIndex(of: "/")
            let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
            let dirfd = open(directory, O_RDONLY | O_CLOEXEC)
            if dirfd >= 0 {
                _ = fsync(dirfd)
                _ = close(dirfd)
            }
        }

        /// After a failure: the previous file, if any, stays as it was.
        mutating func abandon() {
            if fd >= 0 {
                _ = close(fd)
                fd = -1
            }
            _ = unlink(temporary)
        }
    }
}
