import Foundation
import HTTPTestSupport
import Testing

/// Issue 7 end to end: `segnavd --state-file` across a real SIGTERM and restart.
@Suite("segnavd --state-file", .serialized, .timeLimit(.minutes(3)))
struct StateFileTests {
    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segnavd-state-\(UUID().uuidString).jsonl").path
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
        defer { try? FileManager.default.removeItem(atPath: path) }
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
        // Consumed on start: a crash from here on cannot bring back these versions.
        #expect(!FileManager.default.fileExists(atPath: path))
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

    @Test("a damaged state file: segnavd exits non-zero naming the line, and leaves the file alone")
    func damaged() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let server = try ServerProcess(arguments: ["--state-file", path])
        let port = server.port
        _ = try await onThread { try RawHTTPConnection(port: port).json("POST", "/v1/sessions", #"{"preset":"deponte-2016"}"#) }
        #expect(server.stop() == 0)
        var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
        bytes.removeLast(10)
        try bytes.write(to: URL(fileURLWithPath: path))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServerProcess.binaryPath)
        process.arguments = ["--port", "0", "--state-file", path]
        let errors = Pipe()
        let output = Pipe()
        process.standardError = errors
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("state file \(path): line 2"), "\(message)")
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(!printed.contains("listening on"))
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("another node's state file is refused with the --node to use")
    func otherNode() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let server = try ServerProcess(arguments: ["--state-file", path, "--node", "east"])
        #expect(server.stop() == 0)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: ServerProcess.binaryPath)
        process.arguments = ["--port", "0", "--state-file", path, "--node", "west"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("start this server with --node east"), "\(message)")
    }
}
