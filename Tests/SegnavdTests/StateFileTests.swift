import Foundation
import HTTPTestSupport
import Testing

/// `segnavd --state-file` end to end across a real SIGTERM and restart, and the file's defences. The kill -9
/// under load is Tests/durability (Python, run by scripts/test.sh).
@Suite("segnavd --state-file", .serialized, .timeLimit(.minutes(3)))
struct StateFileTests {
    /// The file and what SQLite and the server keep beside it (its WAL, its lock, a set-aside copy).
    static func removeStateFiles(_ path: String) {
        for suffix in ["", ".lock", "-wal", "-shm", ".stale", ".stale-wal", ".stale-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segnavd-state-\(UUID().uuidString).sqlite").path
    }

    /// What a client reads of one session, as exact bytes.
    struct Reads: Equatable, Sendable {
        var state: String
        var etag: String
        var screen: String
        var events: String
        var lastSeq: Int
    }

    static func reads(_ c: RawHTTPConnection, _ id: String) throws -> Reads {
        let state = try c.request("GET", "/v1/sessions/\(id)")
        #expect(state.status == 200)
        return Reads(
            state: state.text, etag: state.header("ETag") ?? "",
            screen: try c.request("GET", "/v1/sessions/\(id)/screen").text,
            events: try c.request("GET", "/v1/sessions/\(id)/events?limit=1000").text,
            lastSeq: state.json["lastEventSeq"] as? Int ?? -1)
    }

    @Test("sessions survive SIGTERM and a restart: same state, screen, events and ETags; a long-poll resumes")
    func restart() async throws {
        let path = Self.temporaryPath()
        defer { Self.removeStateFiles(path) }
        let arguments = ["--state-file", path, "--node", "n1", "--event-capacity", "20"]
        let first = try ServerProcess(arguments: arguments)
        let firstPort = first.port
        let before: [String: Reads] = try await onThread {
            let c = try RawHTTPConnection(port: firstPort)
            var out: [String: Reads] = [:]
            let setups: [(String, [String])] = [
                (#"{"preset":"crafterm-2010"}"#, [#"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":2}"#]),
                (#"{"preset":"crafterm-revisited","runtime":"legacy"}"#, [#"{"type":"selectSegment","index":1}"#, #"{"type":"memoryWarning"}"#]),
                (#"{"preset":"deponte-2016"}"#, [#"{"type":"push","screen":{"kind":"label","text":"pushed"}}"#]),
            ]
            for (body, actions) in setups {
                let created = try c.json("POST", "/v1/sessions", body)
                #expect(created.status == 201)
                let id = try #require(created.json["id"] as? String)
                #expect(id.hasPrefix("n1."))
                for action in actions {
                    let acted = try c.json("POST", "/v1/sessions/\(id)/actions", action)
                    #expect(acted.status == 200, "\(action): \(acted.text)")
                }
                out[id] = try Self.reads(c, id)
            }
            return out
        }
        #expect(first.stop() == 0)
        #expect(FileManager.default.fileExists(atPath: path))

        let second = try ServerProcess(arguments: arguments)
        let port = second.port
        let after: [String: Reads] = try await onThread {
            let c = try RawHTTPConnection(port: port)
            var out: [String: Reads] = [:]
            for id in before.keys {
                out[id] = try Self.reads(c, id)
                // The ETag a client cached before the restart still validates.
                let cached = try c.request("GET", "/v1/sessions/\(id)", headers: [("If-None-Match", before[id]?.etag ?? "")])
                #expect(cached.status == 304)
            }
            return out
        }
        #expect(after == before)
        #expect(before.values.contains { $0.events.contains(#""dropped":"#) && !$0.events.contains(#""dropped":0"#) })

        // A long-poll from the last seq seen before the restart wakes on the next action.
        let (id, last) = try #require(before.first.map { ($0.key, $0.value.lastSeq) })
        async let polled = onThread {
            try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(id)/events?since=\(last)&wait=20")
        }
        try await Task.sleep(for: .milliseconds(300))
        let acted = try await onThread {
            try RawHTTPConnection(port: port).json("POST", "/v1/sessions/\(id)/actions", #"{"type":"memoryWarning"}"#)
        }
        #expect(acted.status == 200)
        let page = try await polled
        let events = page.json["events"] as? [[String: Any]] ?? []
        #expect(events.first?["seq"] as? Int == last + 1)
        #expect(page.json["dropped"] as? Int == 0)
        #expect(second.stop() == 0)

        // And once more: the action taken after the first restart survived the second.
        let third = try ServerProcess(arguments: arguments)
        let thirdPort = third.port
        let state = try await onThread { try RawHTTPConnection(port: thirdPort).request("GET", "/v1/sessions/\(id)") }
        let version = try #require((acted.json["state"] as? [String: Any])?["version"] as? Int)
        #expect(state.json["version"] as? Int == version)
        #expect(state.header("ETag") == "\"\(version)\"")
        #expect(third.stop() == 0)
    }

    @Test("a session's past survives a restart: every past version reads the same, the export is the same (DESIGN.md §5.8)")
    func historyAfterRestart() async throws {
        let path = Self.temporaryPath()
        defer { Self.removeStateFiles(path) }
        let arguments = ["--state-file", path, "--durability", "strict"]
        let first = try ServerProcess(arguments: arguments)
        let firstPort = first.port
        let (id, before): (String, [String]) = try await onThread {
            let c = try RawHTTPConnection(port: firstPort)
            let id = try #require(try c.json("POST", "/v1/sessions", #"{"preset":"crafterm-2010"}"#).json["id"] as? String)
            for action in [#"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":1}"#, #"{"type":"tapBack"}"#] {
                #expect(try c.json("POST", "/v1/sessions/\(id)/actions", action).status == 200)
            }
            let reads =
                try (0...3).map { try c.request("GET", "/v1/sessions/\(id)?version=\($0)").text }
                + [try c.request("GET", "/v1/sessions/\(id)/scenario").text]
            return (id, reads)
        }
        #expect(first.stop() == 0)
        let second = try ServerProcess(arguments: arguments)
        let port = second.port
        let after: [String] = try await onThread {
            let c = try RawHTTPConnection(port: port)
            return try (0...3).map { try c.request("GET", "/v1/sessions/\(id)?version=\($0)").text }
                + [try c.request("GET", "/v1/sessions/\(id)/scenario").text]
        }
        #expect(after == before)
        #expect(second.stop() == 0)
    }

    @Test("a damaged or foreign state file: segnavd exits non-zero saying why, and leaves the file byte for byte alone")
    func damaged() async throws {
        let path = Self.temporaryPath()
        defer { Self.removeStateFiles(path) }
        let server = try ServerProcess(arguments: ["--state-file", path])
        let port = server.port
        _ = try await onThread { try RawHTTPConnection(port: port).json("POST", "/v1/sessions", #"{"preset":"deponte-2016"}"#) }
        #expect(server.stop() == 0)
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        var random = SystemRandomNumberGenerator()
        let noise = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &random) })
        var scribbled = good
        for i in 0..<min(good.count, 4096) where i >= 100 { scribbled[i] = 0x5A }  // the header kept, the schema overwritten
        for (bytes, message) in [
            (noise, "not an SQLite database"), (good.prefix(2048), "refused and left as it is"),
            (scribbled, "refused and left as it is"),
        ] {
            try bytes.write(to: URL(fileURLWithPath: path))
            let result = try ServerProcess.run(["--state-file", path])
            #expect(result.status == 1)
            #expect(result.errors.contains("state file \(path): ") && result.errors.contains(message), "\(result.errors)")
            #expect(!result.output.contains("listening on"))
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
        }
    }

    @Test("--durability and --commit-interval are checked, and need --state-file")
    func durabilityFlags() throws {
        let alone = try ServerProcess.run(["--durability", "strict"])
        #expect(alone.status != 0)
        #expect(alone.errors.contains("need --state-file"), "\(alone.errors)")
        for bad in [["--commit-interval", "0"], ["--commit-interval", "1001"], ["--durability", "eventually"]] {
            let result = try ServerProcess.run(["--state-file", Self.temporaryPath()] + bad)
            #expect(result.status != 0, "\(bad)")
            #expect(!result.output.contains("listening on"))
        }
    }

    @Test("another node's state file is refused with the --node to use")
    func otherNode() async throws {
        let path = Self.temporaryPath()
        defer { Self.removeStateFiles(path) }
        let server = try ServerProcess(arguments: ["--state-file", path, "--node", "east"])
        #expect(server.stop() == 0)

        let result = try ServerProcess.run(["--state-file", path, "--node", "west"])
        #expect(result.status != 0)
        #expect(result.errors.contains("start this server with --node east"), "\(result.errors)")
    }

    // Issue 18, item 7 --------------------------------------------------------------------------------

    /// A fresh directory for one test's state files (the database, its WAL, its lock).
    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segnavd-state-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Starts segnavd with its stderr in a file (to read after it exits).
    static func start(_ arguments: [String], log: String) throws -> (process: Process, port: UInt16) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServerProcess.binaryPath)
        process.arguments = ["--port", "0"] + arguments
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        process.standardError = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var line: [UInt8] = []
        while true {
            let byte = output.fileHandleForReading.readData(ofLength: 1)
            if byte.isEmpty || byte.first == 10 { break }
            line.append(contentsOf: byte)
        }
        let text = String(decoding: line, as: UTF8.self)
        guard let port = text.split(separator: ":").last.flatMap({ UInt16($0) }) else {
            process.terminate()
            throw ServerProcess.Failure.noListeningLine(text)
        }
        return (process, port)
    }

    static func stop(_ process: Process) -> Int32 {
        process.terminate()
        process.waitUntilExit()
        return process.terminationStatus
    }

    static func createSessions(_ port: UInt16, _ count: Int) throws -> [String] {
        let c = try RawHTTPConnection(port: port)
        return try (0..<count).map { _ in
            try #require(try c.json("POST", "/v1/sessions", #"{"preset":"crafterm-2010"}"#).json["id"] as? String)
        }
    }

    @Test("a symlink at the state file's path is refused and its target receives nothing; a new file is 0600")
    func plantedSymlink() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.sqlite", target = directory + "/stolen"
        try Data("untouched".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        let refused = try ServerProcess.run(["--state-file", path])
        #expect(refused.status == 1)
        #expect(refused.errors.contains("not a regular file"), "\(refused.errors)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "untouched")

        try FileManager.default.removeItem(atPath: path)
        let (process, port) = try Self.start(["--state-file", path], log: directory + "/log")
        _ = try await onThread { try Self.createSessions(port, 2) }
        #expect(Self.stop(process) == 0)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect(attributes[.type] as? FileAttributeType == .typeRegular)
        #expect((attributes[.posixPermissions] as? Int) == 0o600)
    }

    @Test(
        "a full disk in strict mode: writes are refused 503 storage-unavailable, reads go on, writes resume once there is room, and every acknowledged session comes back",
        .enabled(if: Self.canMountTmpfs))
    func fullDisk() async throws {
        let directory = try Self.temporaryDirectory()
        let elsewhere = try Self.temporaryDirectory()
        defer {
            _ = try? Self.shell("umount", directory)
            try? FileManager.default.removeItem(atPath: directory)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        try Self.shell("mount", "-t", "tmpfs", "-o", "size=256k", "tmpfs", directory)
        let path = directory + "/state.sqlite"
        // The log goes elsewhere: the full disk would swallow it.
        let (server, port) = try Self.start(["--state-file", path, "--durability", "strict"], log: elsewhere + "/log1")
        let (acknowledged, refusal) = try await onThread {
            var ids: [String] = []
            var refusal: (status: Int, type: String?)?
            for _ in 0..<2000 {
                guard let c = try? RawHTTPConnection(port: port),
                    let created = try? c.json("POST", "/v1/sessions", #"{"preset":"crafterm-2010"}"#)
                else { break }
                guard created.status == 201, let id = created.json["id"] as? String else {
                    refusal = (created.status, created.json["type"] as? String)
                    break
                }
                ids.append(id)
            }
            return (ids, refusal)
        }
        #expect(acknowledged.count > 0)
        #expect(refusal?.status == 503)
        #expect(refusal?.type?.hasSuffix("/storage-unavailable") == true, "\(String(describing: refusal))")
        #expect(server.isRunning, "a full disk stops nothing")
        let log = try String(contentsOfFile: elsewhere + "/log1", encoding: .utf8)
        #expect(log.contains("the journal's commit failed") && log.contains("disk is full"), "\(log)")
        // Reads go on while commits fail.
        let read = try await onThread { try RawHTTPConnection(port: port).request("GET", "/v1/sessions/\(acknowledged[0])").status }
        #expect(read == 200)
        // Room again: the journal's retry commits, and writes are accepted with no restart.
        try Self.shell("mount", "-o", "remount,size=8m", directory)
        let resumed = try await onThread {
            for _ in 0..<100 {
                if let created = try? RawHTTPConnection(port: port).json("POST", "/v1/sessions", #"{"preset":"crafterm-2010"}"#),
                    created.status == 201, let id = created.json["id"] as? String
                {
                    return Optional(id)
                }
                usleep(100_000)
            }
            return nil
        }
        let later = try #require(resumed, "writes did not resume once there was room")
        #expect(Self.stop(server) == 0)
        let (restarted, restartedPort) = try Self.start(["--state-file", path], log: elsewhere + "/log")
        let missing = try await onThread {
            let c = try RawHTTPConnection(port: restartedPort)
            return try (acknowledged + [later]).filter { try c.request("GET", "/v1/sessions/\($0)").status != 200 }
        }
        #expect(missing.isEmpty, "acknowledged but lost: \(missing.count) of \(acknowledged.count + 1)")
        #expect(Self.stop(restarted) == 0)
    }

    @Test("a second segnavd on the same state file is refused")
    func secondOwner() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.sqlite"
        let (first, _) = try Self.start(["--state-file", path], log: "/dev/null")
        let second = try ServerProcess.run(["--state-file", path])
        #expect(second.status == 1)
        #expect(second.errors.contains("another segnavd owns it"), "\(second.errors)")
        // With its lock file deleted, the database itself is still held.
        try FileManager.default.removeItem(atPath: path + ".lock")
        let third = try ServerProcess.run(["--state-file", path])
        #expect(third.status == 1)
        #expect(third.errors.contains("another segnavd has it open"), "\(third.errors)")
        #expect(Self.stop(first) == 0)
    }

    @Test("--durability off, a crash after loading: the next start does not bring those versions back, and keeps them aside")
    func crashAfterLoad() async throws {
        let directory = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/state.sqlite"
        let (first, firstPort) = try Self.start(["--state-file", path, "--durability", "off"], log: "/dev/null")
        let ids = try await onThread { try Self.createSessions(firstPort, 1) }
        #expect(Self.stop(first) == 0)
        let (second, _) = try Self.start(["--state-file", path, "--durability", "off"], log: "/dev/null")
        kill(second.processIdentifier, SIGKILL)
        second.waitUntilExit()
        let (third, thirdPort) = try Self.start(["--state-file", path, "--durability", "off"], log: directory + "/log3")
        let status = try await onThread { try RawHTTPConnection(port: thirdPort).request("GET", "/v1/sessions/\(ids[0])").status }
        #expect(status == 404)
        #expect(FileManager.default.fileExists(atPath: path + ".stale"))
        #expect(try String(contentsOfFile: directory + "/log3", encoding: .utf8).contains("never saved"))
        #expect(Self.stop(third) == 0)
    }

    static let canMountTmpfs: Bool = {
        let probe = FileManager.default.temporaryDirectory.appendingPathComponent("segnavd-mount-probe-\(getpid())").path
        try? FileManager.default.createDirectory(atPath: probe, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: probe) }
        guard (try? shell("mount", "-t", "tmpfs", "-o", "size=16k", "tmpfs", probe)) != nil else { return false }
        _ = try? shell("umount", probe)
        return true
    }()

    struct ShellFailure: Error { var status: Int32 }

    @discardableResult
    static func shell(_ arguments: String...) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw ShellFailure(status: process.terminationStatus) }
        return 0
    }
}
