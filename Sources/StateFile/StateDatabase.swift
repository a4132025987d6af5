#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SQLiteDatabase

/// Why a state file could not be opened, read or written. `description` is the whole message, path included,
/// because segnavd prints it and exits non-zero rather than start with part of the sessions.
public struct StateFileError: Error, CustomStringConvertible, Sendable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "state file \(path): \(reason)" }
}

/// `--state-file PATH`: an SQLite database in WAL mode holding every session as its configuration or a stored state
/// (its state and retained events at one version) plus the journal of what happened to it since (docs/DESIGN.md §5 has the
/// schema and why it is this one). Used by one thread at a time: start-up, then the journal's writer, then
/// the shutdown save; hence `@unchecked Sendable`, and a connection opened without SQLite's own mutex.
public final class StateDatabase: @unchecked Sendable {
    /// `PRAGMA application_id`: "sgnv". A database without it is someone else's, and is refused untouched.
    package static let applicationID = 0x7367_6E76
    /// `PRAGMA user_version`: the schema's version. 2: an `actions` row may hold several batches of its session
    /// (`[[…],[…]]`, one row per session per commit). 3: actions are spelled as the API spells them (`advance` in
    /// seconds; `JournalActions`). 4: large pushed screens stored once, in the `screens` table (`StoredScreens`).
    /// Older files are read in their own spelling and become version 4 when they are next written, their rows
    /// rewritten (from 1 and 2) and the screens table added in the same transaction; a segnavd that reads only
    /// older versions then refuses them in words instead of misreading a row.
    package static let schemaVersion = 4
    package static let readableVersions = 1...schemaVersion

    public let path: String
    package let node: String?
    package private(set) var database: SQLiteDatabase
    /// While restoring, the file is open read-only; SQLite then still makes `-wal` and `-shm` beside a WAL
    /// database. Those it made (none existed before) are removed when that connection closes, so that a refused
    /// file leaves its directory as it found it.
    private var leftovers: [String]
    private var closed = false

    private init(path: String, node: String?, database: SQLiteDatabase, leftovers: [String] = []) {
        self.path = path
        self.node = node
        self.database = database
        self.leftovers = leftovers
    }

    deinit { close() }

    /// What `open` found.
    public enum Opening: Sendable {
        /// A new or empty file: nothing to restore.
        case fresh
        /// A segnav state file to restore from.
        case existing
        /// A file a `--durability off` run loaded and never saved (it crashed or was killed): its sessions are
        /// older than the versions clients saw, so it was moved to `PATH.stale` and the run starts empty.
        case setAside(stalePath: String)
    }

    /// Opens `path` for a run. A file that is not a segnav state file (not SQLite, another program's database,
    /// another schema version, another node's sessions, damaged) is refused and left byte for byte as it was:
    /// its header is checked from the raw bytes, and it is read only through a read-only connection until
    /// `restore` has rebuilt every session from it.
    public static func open(path: String, node: String?) throws(StateFileError) -> (StateDatabase, Opening) {
        func failure(_ reason: String) -> StateFileError { StateFileError(path: path, reason: reason) }
        var info = stat()
        guard lstat(path, &info) == 0, info.st_size > 0 else { return (try create(path: path, node: node), .fresh) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw failure("not a regular file; refused and left as it is") }
        try checkHeader(path)
        let leftovers = ["-wal", "-shm"].map { path + $0 }.filter { access($0, F_OK) != 0 }
        let state: StateDatabase
        do {
            state = StateDatabase(path: path, node: node, database: try SQLiteDatabase(path: path, readOnly: true), leftovers: leftovers)
        } catch {
            throw failure("cannot be read as SQLite (\(error)); refused and left as it is")
        }
        do {
            let statement = try state.database.prepare(Schema.selectMeta)
            statement.bind(1, Schema.Meta.node.rawValue)
            let fileNode = try statement.step() ? statement.text(0) : nil
            if fileNode != node { throw failure(nodeMismatch(file: fileNode, server: node)) }
        } catch let error as StateFileError {
            throw error
        } catch {
            throw failure("cannot be read as SQLite (\(error)); refused and left as it is")
        }
        if try state.meta(.unsaved) == "1" {
            state.close()
            let stale = path + ".stale"
            for suffix in ["", "-wal", "-shm"] where access(path + suffix, F_OK) == 0 {
                guard rename(path + suffix, stale + suffix) == 0 else {
                    throw failure("cannot move it to \(stale + suffix): \(String(cString: strerror(errno)))")
                }
            }
            return (try create(path: path, node: node), .setAside(stalePath: stale))
        }
        return (state, .existing)
    }

    /// The database header, read before SQLite opens the file (https://www.sqlite.org/fileformat.html §1.3):
    /// SQLite's magic, then `application_id` (offset 68) and `user_version` (offset 60), both big-endian. The
    /// schema is written before the file switches to WAL, so both are in the main file from its first commit.
    package static func checkHeader(_ path: String) throws(StateFileError) {
        func failure(_ reason: String) -> StateFileError { StateFileError(path: path, reason: reason) }
        let fd = Glibc.open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { throw failure("cannot read it: \(String(cString: strerror(errno)))") }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { read(fd, $0.baseAddress, 100) }
        Glibc.close(fd)
        let magic = Array("SQLite format 3".utf8) + [0]
        guard count == 100, header.prefix(16).elementsEqual(magic) else {
            let shown = header.prefix(min(16, max(0, count))).map { $0 >= 32 && $0 < 127 ? String(UnicodeScalar($0)) : "." }.joined()
            throw failure("not an SQLite database (it starts with \"\(shown)\"), so not a segnav state file; refused and left as it is")
        }
        func integer(at offset: Int) -> Int { header[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        let application = integer(at: 68)
        guard application == applicationID else {
            throw failure(
                """
                an SQLite database but not a segnav state file (application_id \(application), expected \(applicationID)\
                \(header[18] == 1 ? foreignTables(path).map { "; tables: \($0)" } ?? "" : "")); refused and left as it is
                """)
        }
        let version = integer(at: 60)
        guard readableVersions.contains(version) else {
            throw failure(
                "schema version \(version); this segnavd reads versions \(readableVersions.lowerBound) to \(readableVersions.upperBound); refused and left as it is"
            )
        }
    }

    /// Another program's tables, for the message; only for a database in rollback mode (header byte 18 is 1),
    /// which a read-only connection reads without making a file beside it.
    package static func foreignTables(_ path: String) -> String? {
        guard let db = try? SQLiteDatabase(path: path, readOnly: true) else { return nil }
        defer { db.close() }
        let tables = (try? db.texts(Schema.tableNames)) ?? []
        return tables.isEmpty ? "none" : tables.joined(separator: ", ")
    }

    package static func nodeMismatch(file: String?, server: String?) -> String {
        // Ids carry their node's name and nginx routes by it (DESIGN.md §7): a session under another name would be unreachable.
        let owner = file.map { "node '\($0)'" } ?? "a server without --node"
        let here = server.map { "node '\($0)'" } ?? "without --node"
        let fix = file.map { "start this server with --node \($0)" } ?? "start this server without --node"
        return "the sessions were saved by \(owner) but this server runs \(server == nil ? here : "as \(here)"); \(fix) to take them over"
    }

    /// A new state file, or the schema in an empty one; the file is made 0600 before SQLite writes a byte.
    package static func create(path: String, node: String?) throws(StateFileError) -> StateDatabase {
        let fd = Glibc.open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StateFileError(path: path, reason: "cannot create it: \(String(cString: strerror(errno)))") }
        Glibc.close(fd)
        do {
            let db = try SQLiteDatabase(path: path, readOnly: false)
            // The schema is committed in rollback mode, straight into the main file: its header then carries
            // application_id and user_version for `checkHeader`, whatever happens to the WAL later.
            try db.execute(Schema.synchronousFull)
            try db.execute(Schema.begin)
            try db.execute(Schema.tables)
            try db.execute(Schema.header(applicationID: applicationID, version: schemaVersion))
            let insert = try db.prepare(Schema.insertMeta)
            let meta: [(Schema.Meta, String?)] = [(.format, "segnav-state"), (.node, node), (.clock, String(wallSeconds())), (.unsaved, "0")]
            for (key, value) in meta {
                insert.bind(1, key.rawValue)
                if let value { insert.bind(2, value) } else { insert.bindNull(2) }
                try insert.run()
            }
            try db.execute(Schema.commit)
            try configure(db)
            return StateDatabase(path: path, node: node, database: db)
        } catch {
            throw StateFileError(path: path, reason: "cannot create its schema: \(error)")
        }
    }

    /// WAL: a commit appends to one file and readers never block the writer; FULL: each commit is fsync'd, so
    /// what was answered survives a power cut too, not only a killed process.
    package static func configure(_ db: SQLiteDatabase) throws(SQLiteError) {
        try db.execute(Schema.writerConnection)
    }

    /// After restoring: the same file, now for writing.
    package func reopenForWriting() throws(StateFileError) {
        closeConnection()
        closed = false
        do {
            database = try SQLiteDatabase(path: path, readOnly: false)
            try Self.configure(database)
            if let version = try database.integer(Schema.version), version != Self.schemaVersion {
                try upgrade(from: version)
                // Through the WAL into the main file at once (no other connection is open yet): `checkHeader` reads
                // the raw header, and an older segnavd must find 4 there before it meets a row it would misread.
                try database.execute(Schema.truncateCheckpoint)
            }
        } catch {
            throw StateFileError(path: path, reason: "cannot open it for writing: \(error)")
        }
    }

    /// `PRAGMA wal_checkpoint(PASSIVE)` on one connection, prepared once: what it copied, read from its one row. Run by
    /// the checkpoint thread every round, and by the writer when the WAL is to start over.
    package struct PassiveCheckpoint {
        private let statement: Statement

        package init(_ database: SQLiteDatabase) throws(SQLiteError) {
            statement = try database.prepare(Schema.passiveCheckpoint)
        }

        /// Nil when it failed or another checkpoint was running (SQLite's busy); else the frames in the WAL and how many
        /// of them are now in the main file.
        package func run() -> (frames: Int, copied: Int)? {
            defer { statement.reset() }
            // One row: busy, frames in the WAL, frames checkpointed.
            guard (try? statement.step()) == true, statement.integer(0) == 0 else { return nil }
            return (statement.integer(1), statement.integer(2))
        }
    }

    /// A second connection, only for `PRAGMA wal_checkpoint(PASSIVE)` on the checkpoint thread.
    package final class CheckpointConnection {
        private let database: SQLiteDatabase
        private let passive: PassiveCheckpoint
        /// Bytes per WAL frame: a page and its 24-byte header.
        private let frameBytes: Int
        /// A passive checkpoint never lets the WAL start over while commits keep coming (each one appends while
        /// it copies), so under steady load the WAL would only grow. Once a checkpoint finds this much of it in
        /// use, the journal's writer, between two commits, copies the few frames left and so lets its next commit
        /// start the WAL over from its beginning (`JournalWriter.checkpointWholeWAL`): on the writer's own thread,
        /// so no commit waits on a lock another connection holds. Small, so that the journal's commits overwrite
        /// the same few MiB of the file again and again: an fdatasync that extends a file also writes its inode,
        /// and took this disk 410 µs against 190 µs for one that overwrites (BENCHMARKS.md "Durability").
        package static let restartBytes = 4 << 20
        /// The WAL file is cut back to this when it starts over (`journal_size_limit`), and no lower: what lies
        /// below stays allocated for the next round's overwrites. Should the writer's restart keep failing, a
        /// `RESTART` checkpoint here, which waits for the writer's current commit, bounds the WAL at about this.
        package static let walLimit = 64 << 20

        package init(_ database: SQLiteDatabase) throws(SQLiteError) {
            self.database = database
            passive = try PassiveCheckpoint(database)
            frameBytes = (try database.integer(Schema.pageSize) ?? 4096) + 24
        }

        /// Copies what is committed into the main file; true when the WAL holds `restartBytes` or more, and the
        /// writer should let it start over. A failure is left to the next round (or the shutdown save's): the
        /// journal's commits do not depend on it.
        package func checkpoint() -> Bool {
            let frames = passive.run()?.frames ?? 0
            if frames > Self.walLimit / frameBytes {
                try? database.execute(Schema.restartCheckpoint)
            }
            return frames > Self.restartBytes / frameBytes
        }

        package func close() { database.close() }
    }

    package func connectionForCheckpoints() throws(StateFileError) -> CheckpointConnection {
        do {
            // The writer's connection stops checkpointing on its own commits.
            // The WAL file is cut back to the limit when it starts over.
            try database.execute(Schema.checkpointsElsewhere(walLimit: CheckpointConnection.walLimit))
            let connection = try SQLiteDatabase(path: path, readOnly: false)
            try connection.execute(Schema.checkpointConnection)
            return try CheckpointConnection(connection)
        } catch {
            throw StateFileError(path: path, reason: "cannot open a connection for checkpoints: \(error)")
        }
    }

    package func meta(_ key: Schema.Meta) throws(StateFileError) -> String? {
        do {
            let statement = try database.prepare(Schema.selectMeta)
            statement.bind(1, key.rawValue)
            return try statement.step() ? statement.text(0) : nil
        } catch {
            throw StateFileError(path: path, reason: "cannot read its meta table: \(error); refused and left as it is")
        }
    }

    /// Closes the connection (and removes what a read-only one made beside the file).
    public func close() {
        guard !closed else { return }
        closed = true
        closeConnection()
    }

    private func closeConnection() {
        database.close()
        for leftover in leftovers { unlink(leftover) }
        leftovers = []
    }

    package static func wallSeconds() -> Int { time(nil) }
}
