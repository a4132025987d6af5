import Foundation
import SQLiteDatabase
import Testing

/// The thin wrapper the state file stands on, on its own: what it promises its one caller (statements bound,
/// stepped and reused; errors that say what was being done; read-only means read-only; damage is told apart).
@Suite("SQLiteDatabase")
struct SQLiteDatabaseTests {
    /// A fresh file in a folder of its own, removed when `body` returns.
    func withFile(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sqlite-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("test.sqlite").path)
    }

    @Test("a prepared statement binds, runs and is reused; rows read back as written, bytes and all")
    func roundTrip() throws {
        try withFile { path in
            let db = try SQLiteDatabase(path: path, readOnly: false)
            try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY, name TEXT, body BLOB)")
            let insert = try db.prepare("INSERT INTO t(id, name, body) VALUES (?, ?, ?)")
            for id in 1...3 {
                insert.bind(1, id)
                insert.bind(2, "row \(id) é")
                insert.bindText(3, bytes: [UInt8](repeating: UInt8(id), count: id))
                try insert.run()
            }
            insert.bind(1, 4)
            insert.bindNull(2)
            insert.bindNull(3)
            try insert.run()
            #expect(try db.integer("SELECT count(*) FROM t") == 4)
            let select = try db.prepare("SELECT id, name, body FROM t ORDER BY id")
            var rows: [(Int, String?, [UInt8], Bool)] = []
            while try select.step() { rows.append((select.integer(0), select.text(1), select.bytes(2), select.isNull(1))) }
            #expect(rows.map(\.0) == [1, 2, 3, 4])
            #expect(rows.map(\.1) == ["row 1 é", "row 2 é", "row 3 é", nil])
            #expect(rows.map(\.2) == [[1], [2, 2], [3, 3, 3], []])
            #expect(rows.map(\.3) == [false, false, false, true])
            #expect(try db.texts("SELECT name FROM t WHERE name IS NOT NULL ORDER BY id") == ["row 1 é", "row 2 é", "row 3 é"])
        }
    }

    @Test("a failure names the statement and SQLite's reason, and leaves the statement usable")
    func failures() throws {
        try withFile { path in
            let db = try SQLiteDatabase(path: path, readOnly: false)
            try db.execute("CREATE TABLE t(id INTEGER PRIMARY KEY)")
            let insert = try db.prepare("INSERT INTO t(id) VALUES (?)")
            insert.bind(1, 7)
            try insert.run()
            insert.bind(1, 7)
            let duplicate = #expect(throws: SQLiteError.self) { try insert.run() }
            #expect(duplicate?.message.contains("INSERT INTO t") == true, "\(String(describing: duplicate))")
            #expect(duplicate?.message.contains("UNIQUE") == true)
            insert.bind(1, 8)
            try insert.run()
            #expect(try db.integer("SELECT count(*) FROM t") == 2)
            let bad = #expect(throws: SQLiteError.self) { try db.prepare("SELEC nothing") }
            #expect(bad?.message.contains("syntax error") == true)
        }
    }

    @Test("read-only opens nothing that is missing and writes nothing")
    func readOnly() throws {
        try withFile { path in
            #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: path, readOnly: true) }
            #expect(!FileManager.default.fileExists(atPath: path), "a read-only open must not create the file")
            try SQLiteDatabase(path: path, readOnly: false).execute("CREATE TABLE t(x)")
            let db = try SQLiteDatabase(path: path, readOnly: true)
            #expect(throws: SQLiteError.self) { try db.execute("INSERT INTO t VALUES (1)") }
        }
    }

    @Test("a file that is not a database is told apart as damage")
    func damage() throws {
        try withFile { path in
            try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
            let db = try SQLiteDatabase(path: path, readOnly: true)
            let error = #expect(throws: SQLiteError.self) { try db.integer("SELECT count(*) FROM sqlite_master") }
            #expect(error?.isDamage == true, "\(String(describing: error))")
        }
    }

    @Test("a symbolic link is not followed (a state file path cannot be redirected)")
    func noFollow() throws {
        try withFile { path in
            try SQLiteDatabase(path: path, readOnly: false).execute("CREATE TABLE t(x)")
            let link = path + ".link"
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
            #expect(throws: SQLiteError.self) { try SQLiteDatabase(path: link, readOnly: false) }
        }
    }
}
