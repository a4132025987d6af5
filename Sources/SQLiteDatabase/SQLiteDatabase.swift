import CSQLite

/// An SQLite failure: the library's result code and its own words, with what was being done.
public struct SQLiteError: Error, CustomStringConvertible, Sendable {
    public let code: Int32
    public let message: String

    public init(code: Int32, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }

    /// SQLITE_NOTADB or SQLITE_CORRUPT: the file is not (or no longer) a database SQLite can read.
    public var isDamage: Bool { code & 0xFF == SQLITE_NOTADB || code & 0xFF == SQLITE_CORRUPT }
}

/// One connection to one database file. Not thread-safe by design: its owner uses it from one thread at a time
/// (the journal's writer, or the start-up and shutdown code before and after it runs), which is why the
/// connection is opened with SQLITE_OPEN_NOMUTEX and the library takes no lock per call.
public final class SQLiteDatabase {
    private var handle: OpaquePointer?
    public let path: String

    /// Opens `path`; with `readOnly` nothing can be written, and a missing file is an error instead of being made.
    public init(path: String, readOnly: Bool) throws(SQLiteError) {
        self.path = path
        let flags =
            (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
            | SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_NOFOLLOW
        var db: OpaquePointer?
        let status = sqlite3_open_v2(path, &db, flags, nil)
        guard status == SQLITE_OK, let db else {
            let message = db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close_v2(db)
            throw SQLiteError(code: status, message: message)
        }
        handle = db
        sqlite3_extended_result_codes(db, 1)
    }

    deinit { sqlite3_close_v2(handle) }

    /// Closes now (statements still alive keep it open until they go, as `sqlite3_close_v2` allows).
    public func close() {
        sqlite3_close_v2(handle)
        handle = nil
    }

    func failure(_ status: Int32, _ doing: String) -> SQLiteError {
        let detail = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
        return SQLiteError(code: status, message: "\(doing): \(detail)")
    }

    /// Runs one or more statements that return nothing the caller needs.
    public func execute(_ sql: String) throws(SQLiteError) {
        let status = sqlite3_exec(handle, sql, nil, nil, nil)
        guard status == SQLITE_OK else { throw failure(status, sql) }
    }

    public func prepare(_ sql: String) throws(SQLiteError) -> Statement {
        var statement: OpaquePointer?
        let status = sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil)
        guard status == SQLITE_OK, let statement else { throw failure(status, sql) }
        return Statement(statement, database: self, sql: sql)
    }

    /// The first column of the first row of `sql`, as an integer (nil without a row).
    public func integer(_ sql: String) throws(SQLiteError) -> Int? {
        let statement = try prepare(sql)
        return try statement.step() ? statement.integer(0) : nil
    }

    /// The first column of every row of `sql`, as text.
    public func texts(_ sql: String) throws(SQLiteError) -> [String] {
        let statement = try prepare(sql)
        var texts: [String] = []
        while try statement.step() { texts.append(statement.text(0) ?? "") }
        return texts
    }

    /// The linked library's version (for messages and the benchmark notes).
    public static var libraryVersion: String { String(cString: sqlite3_libversion()) }
}

/// A prepared statement, reused with `reset` (the journal binds the same few statements per write).
public final class Statement {
    private let statement: OpaquePointer
    private let database: SQLiteDatabase
    private let sql: String

    init(_ statement: OpaquePointer, database: SQLiteDatabase, sql: String) {
        self.statement = statement
        self.database = database
        self.sql = sql
    }

    deinit { sqlite3_finalize(statement) }

    /// SQLITE_TRANSIENT: SQLite copies the bytes before the bind returns, so Swift's buffers may move after.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    public func bind(_ index: Int32, _ value: Int) {
        sqlite3_bind_int64(statement, index, Int64(value))
    }

    public func bind(_ index: Int32, _ value: String) {
        bindText(index, bytes: Array(value.utf8))
    }

    /// Bytes that are UTF-8 text (events, JSON): stored as TEXT so that `sqlite3 PATH` shows them.
    public func bindText<Bytes: ContiguousBytesCollection>(_ index: Int32, bytes: Bytes) {
        bytes.withBytes { buffer in
            guard let base = buffer.baseAddress, buffer.count > 0 else {
                // A nil pointer would bind NULL; empty text is not NULL.
                _ = sqlite3_bind_text(statement, index, "", 0, Self.transient)
                return
            }
            _ = sqlite3_bind_text(statement, index, base.assumingMemoryBound(to: CChar.self), Int32(buffer.count), Self.transient)
        }
    }

    public func bindNull(_ index: Int32) {
        sqlite3_bind_null(statement, index)
    }

    /// True for a row, false when done.
    public func step() throws(SQLiteError) -> Bool {
        let status = sqlite3_step(statement)
        switch status {
        case SQLITE_ROW: return true
        case SQLITE_DONE: return false
        default:
            sqlite3_reset(statement)
            throw database.failure(status, sql)
        }
    }

    /// Runs a statement that returns no rows, then makes it ready to bind again.
    public func run() throws(SQLiteError) {
        defer { reset() }
        _ = try step()
    }

    public func reset() {
        sqlite3_reset(statement)
        sqlite3_clear_bindings(statement)
    }

    public func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }

    public func integer(_ column: Int32) -> Int { Int(sqlite3_column_int64(statement, column)) }

    public func text(_ column: Int32) -> String? {
        guard let text = sqlite3_column_text(statement, column) else { return nil }
        return String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column))), as: UTF8.self)
    }

    /// The column's bytes (TEXT or BLOB), copied.
    public func bytes(_ column: Int32) -> [UInt8] {
        guard let text = sqlite3_column_blob(statement, column) else { return [] }
        return Array(UnsafeRawBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column))))
    }
}

/// Byte collections that can lend their contiguous storage to a bind.
public protocol ContiguousBytesCollection {
    func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R
}

extension Array: ContiguousBytesCollection where Element == UInt8 {
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R { withUnsafeBytes(body) }
}

extension ArraySlice: ContiguousBytesCollection where Element == UInt8 {
    public func withBytes<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R { withUnsafeBytes(body) }
}
