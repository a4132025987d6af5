import Foundation
import MicroHTTP
import Testing
@testable import SegnavService

/// Issue 7: `SessionStore.save`/`load` (segnavd `--state-file`), through the router, as a client sees it.
@Suite("State file: save and load")
struct PersistenceTests {
    /// Every strategy, preset, runtime and fidelity, with actions that leave non-trivial state behind: pushed
    /// screens, views unloaded by a legacy memory warning, corrected stored stacks, nested detail screens,
    /// a nil-titled segment, and text that needs escaping.
    static let scripts: [(create: String, actions: [String])] = [
        (#"{"preset":"crafterm-2010"}"#, [
            #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":2}"#, #"{"type":"memoryWarning"}"#,
        ]),
        (#"{"preset":"crafterm-2010","runtime":"legacy","device":"iphone-3gs"}"#, [
            #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":1}"#, #"{"type":"memoryWarning"}"#,
            #"{"type":"tapBack"}"#, #"{"type":"memoryWarning"}"#, #"{"type":"setSegment","index":0}"#,
        ]),
        (#"{"preset":"crafterm-revisited","fidelity":"corrected"}"#, [
            #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":3}"#, #"{"type":"setSegment","index":0}"#,
            #"{"type":"setSegment","index":1}"#,
        ]),
        (#"{"preset":"crafterm-revisited","runtime":"legacy"}"#, [
            #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":0}"#,
        ]),
        (#"{"preset":"deponte-2016","device":"ipad"}"#, [
            #"{"type":"selectSegment","index":1}"#,
            #"{"type":"push","screen":{"kind":"label","title":"Pushed \"é\" / ü","text":"line\none\ttab"}}"#,
        ]),
        (#"{"preset":"deponte-2016","runtime":"legacy","fidelity":"corrected"}"#, [
            #"{"type":"selectSegment","index":1}"#, #"{"type":"selectSegment","index":0}"#, #"{"type":"memoryWarning"}"#,
        ]),
        ("""
            {"strategy":"managing","fidelity":"corrected","selectedIndex":1,"segments":[
              {"title":"Plain","screen":{"kind":"color","color":"red"}},
              {"title":"Tree","screen":{"kind":"table","rows":[
                {"title":"a","detail":{"kind":"table","title":"A","rows":[{"title":"b","detail":{"kind":"label","text":"deep"}}]}}]}}]}
            """, [#"{"type":"tapRow","row":0}"#, #"{"type":"tapRow","row":0}"#, #"{"type":"pop"}"#]),
        (#"{"strategy":"containment","segments":[{"title":null,"screen":{"kind":"color","color":"blue"}},{"title":"T","screen":{"kind":"image","image":"x.jpg"}}]}"#,
         [#"{"type":"memoryWarning"}"#]),
        (#"{"preset":"crafterm-2010"}"#, []),
    ]

    static func temporaryPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("segnav-state-\(UUID().uuidString).jsonl").path
    }

    static func configuration(eventCapacity: Int = 10_000, maxSessions: Int = 100, node: String? = nil) -> ServiceConfiguration {
        var limits = StoreLimits()
        limits.eventCapacity = eventCapacity
        limits.maxSessions = maxSessions
        limits.shards = 4
        return ServiceConfiguration(node: node, limits: limits)
    }

    /// Creates the scripted sessions; returns their ids.
    static func populate(_ client: APIClient) async throws -> [String] {
        var ids: [String] = []
        for script in scripts {
            let id = try await client.create(script.create)
            for action in script.actions {
                let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: action)
                #expect(response.status == 200, "\(script.create) \(action): \(response.text)")
            }
            ids.append(id)
        }
        return ids
    }

    /// Everything a client can read about the sessions, as exact bytes: state with its ETag, screen, the event log
    /// walked in small pages and in one, an empty page past the end, and the list.
    static func reads(_ client: APIClient, _ ids: [String]) async -> [String] {
        var out: [String] = []
        for id in ids {
            let state = await client.call("GET", "/v1/sessions/\(id)")
            out.append("\(state.status) \(state.header("ETag") ?? "-") \(state.text)")
            out.append(await client.call("GET", "/v1/sessions/\(id)/screen").text)
            var since = 0
            var pages = 0
            while pages < 100 {
                let page = await client.call("GET", "/v1/sessions/\(id)/events?since=\(since)&limit=3")
                out.append(page.text)
                guard let next = page.jsonBody["next"]?.intValue, next != since else { break }
                since = next
                pages += 1
            }
            out.append(await client.call("GET", "/v1/sessions/\(id)/events?limit=1000").text)
            out.append(await client.call("GET", "/v1/sessions/\(id)/events?since=\(since)").text)
        }
        out.append(await client.call("GET", "/v1/sessions?limit=1000").text)
        return out
    }

    @Test("a restored store answers every read byte for byte, and the next action the same way", arguments: [8, 10_000])
    func roundTrip(eventCapacity: Int) async throws {
        let original = APIClient(Self.configuration(eventCapacity: eventCapacity))
        let ids = try await Self.populate(original)
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try await original.app.store.save(to: path) == ids.count)
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)

        let restored = APIClient(Self.configuration(eventCapacity: eventCapacity))
        #expect(try await restored.app.store.load(from: path) == ids.count)
        #expect(restored.app.store.sessionCount == ids.count)

        let before = await Self.reads(original, ids)
        let after = await Self.reads(restored, ids)
        #expect(before.count == after.count)
        for (a, b) in zip(before, after) { #expect(a == b) }
        if eventCapacity == 8 {
            // The ring had wrapped: a reader from 0 is told what it missed, the same way after the restart.
            #expect(after.contains { $0.contains(#""dropped":0"#) == false && $0.contains(#""dropped":"#) })
        }

        for id in ids {
            // A cached ETag is still valid.
            let etag = await original.call("GET", "/v1/sessions/\(id)").header("ETag") ?? ""
            #expect(await restored.call("GET", "/v1/sessions/\(id)", headers: [Field("If-None-Match", etag)]).status == 304)
            // The next actions produce the same state and events (same seqs, controller ids, times); the first
            // one also proves the ETag is still a valid If-Match.
            let next = [#"{"type":"memoryWarning"}"#, #"{"type":"popToRoot"}"#, #"{"type":"setSegment","index":0}"#]
            for (i, action) in next.enumerated() {
                let headers = i == 0 ? [Field("If-Match", etag)] : []
                let a = await original.call("POST", "/v1/sessions/\(id)/actions", json: action, headers: headers)
                let b = await restored.call("POST", "/v1/sessions/\(id)/actions", json: action, headers: headers)
                #expect(a.status == 200, "\(action): \(a.text)")
                #expect(a.status == b.status)
                #expect(a.text == b.text)
            }
        }
        #expect(await Self.reads(original, ids) == Self.reads(restored, ids))
    }

    @Test("a long-poll from the last seq before the restart wakes on the next action after it")
    func longPollAfterRestore() async throws {
        let original = APIClient(Self.configuration())
        let id = try await original.create(#"{"preset":"crafterm-2010"}"#)
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try await original.app.store.save(to: path)
        let last = try #require(await original.call("GET", "/v1/sessions/\(id)").jsonBody["lastEventSeq"]?.intValue)

        let restored = APIClient(Self.configuration())
        try await restored.app.store.load(from: path)
        async let polled = restored.call("GET", "/v1/sessions/\(id)/events?since=\(last)&wait=10")
        try await Task.sleep(for: .milliseconds(200))
        let acted = await restored.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        #expect(acted.status == 200)
        let page = await polled.jsonBody
        #expect(page["events"]?.arrayValue.first?["seq"]?.intValue == last + 1)
        #expect(page["dropped"] == 0)
    }

    @Test("the idle time carries over, and an empty store saves and loads")
    func idleTimeAndEmpty() async throws {
        let path = Self.temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let empty = APIClient(Self.configuration())
        #expect(try await empty.app.store.save(to: path) == 0)
        #expect(try await APIClient(Self.configuration()).app.store.load(from: path) == 0)

        let original = APIClient(Self.configuration())
        let id = try await original.create()
        try await original.app.store.save(to: path)
        var text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix(#"{"format":"segnav-state","version":1,"node":null,"sessions":1,"check":""#))
        #expect(text.contains(#"{"id":"\#(id)","lastUsedAgo":0,"session":{"#))
        // Pretend it had been idle for an hour and a half, re-sealing the line as segnavd would have written it.
        text = text.replacingOccurrences(of: #""lastUsedAgo":0,"#, with: #""lastUsedAgo":5400,"#)
        try Data(Self.resealed(Array(text.utf8))).write(to: URL(fileURLWithPath: path))
        let restored = APIClient(Self.configuration())
        try await restored.app.store.load(from: path)
        #expect(restored.app.store.sessionCount == 1)
        // Past the 1 h TTL: the next eviction takes it, as it would have on the old server (a read would have
        // touched it, so none comes first).
        #expect(await restored.app.store.evictIdle() == 1)
        #expect(await restored.call("GET", "/v1/sessions/\(id)").status == 404)
    }

    /// Recomputes every line's check after a test edits the file on purpose.
    static func resealed(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for line in StateFileIO.lines(bytes) where !line.range.isEmpty {
            let text = Array(bytes[line.range])
            out += StateFileIO.sealed(Array(text[..<(text.count - StateFileIO.sealLength)]))
        }
        return out
    }

    /// Saves two sessions and returns the file's bytes.
    static func savedFile(node: String? = nil) async throws -> (path: String, bytes: [UInt8]) {
        let client = APIClient(configuration(node: node))
        _ = try await client.create()
        _ = try await client.create(#"{"preset":"crafterm-2010"}"#)
        let path = temporaryPath()
        try await client.app.store.save(to: path)
        return (path, Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// Loads `bytes` into a fresh store; returns the error's message, and checks that nothing was loaded.
    static func refusal(_ bytes: [UInt8], _ configuration: ServiceConfiguration = configuration()) async throws -> String {
        let path = temporaryPath()
        defer { try? FileManager.default.removeItem(atPath: path) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let store = SegnavApp(configuration: configuration).store
        do {
            try await store.load(from: path)
        } catch let error as StateFileError {
            #expect(store.sessionCount == 0)
            #expect(error.description.hasPrefix("state file \(path): "))
            return error.reason
        }
        Issue.record("the file was accepted")
        return ""
    }

    @Test("a bad file is refused with a message naming the problem, and nothing is loaded")
    func refusals() async throws {
        let (path, good) = try await Self.savedFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lines = StateFileIO.lines(good)
        #expect(lines.count == 4)  // header, two sessions, the empty piece after the last newline

        #expect(try await Self.refusal([]) == "the file is empty")
        #expect(try await Self.refusal(Array("hello\n".utf8)).hasPrefix("not a segnav state file: line 1, column 1"))
        #expect(try await Self.refusal(Array(#"{"format":"other"}"#.utf8) + [10]).hasPrefix("not a segnav state file"))
        let version2 = StateFileIO.sealed(Array(#"{"format":"segnav-state","version":2,"node":null,"sessions":0"#.utf8))
        #expect(try await Self.refusal(version2) == "unsupported format version 2; this segnavd reads version 1")

        // Cut in the middle of the second session: named by line and byte.
        let cut = Array(good[..<(lines[2].range.lowerBound + 40)])
        let truncated = try await Self.refusal(cut)
        #expect(truncated.hasPrefix("line 3, column 41 (byte \(lines[2].range.lowerBound + 40) of the file): "), "\(truncated)")
        // Cut at a line boundary: the header's count catches it.
        let short = try await Self.refusal(Array(good[..<(lines[2].range.lowerBound)]))
        #expect(short.contains("announces 2 sessions but the file holds 1"), "\(short)")

        // One letter changed inside a string: still JSON, but the check fails.
        var flipped = good
        let target = try #require(Self.find(Array(#""className":"#.utf8), in: flipped, from: lines[1].range.lowerBound))
        flipped[target + 14] ^= 0x20
        #expect(try await Self.refusal(flipped) == "line 2 fails its check: it was altered or damaged after segnavd wrote it")

        // A session that no longer decodes (re-sealed, so only the decoder objects).
        let broken = Self.resealed(Self.replacing(#""version":"#, with: #""versio":"#, in: good))
        let undecodable = try await Self.refusal(broken)
        #expect(undecodable.contains("does not decode"), "\(undecodable)")

        // Events that do not end at the session's last seq.
        let gapped = Self.resealed(Self.replacing(#"{"seq":1,"#, with: #"{"seq":0,"#, in: good))
        #expect(try await Self.refusal(gapped).contains("should be an object with seq 1"))

        // The cap: two sessions do not fit in one place.
        let capped = try await Self.refusal(good, Self.configuration(maxSessions: 1))
        #expect(capped.contains("more than the session cap 1"), "\(capped)")

        // Loading twice into one store: the ids are already live.
        let store = SegnavApp(configuration: Self.configuration()).store
        #expect(try await store.load(from: path) == 2)
        await #expect(throws: StateFileError.self) { try await store.load(from: path) }
        #expect(store.sessionCount == 2)

        // No file at all.
        await #expect(throws: StateFileError.self) { try await store.load(from: path + ".missing") }
    }

    @Test("no damage crashes the loader: every mutated byte, and odd lines that carry a valid check, are refused")
    func robustness() async throws {
        let (path, good) = try await Self.savedFile()
        defer { try? FileManager.default.removeItem(atPath: path) }
        // Spread over the whole file (header, ids, sessions, events, checks, newlines), several bit patterns.
        for (n, at) in stride(from: 0, to: good.count, by: max(1, good.count / 60)).enumerated() {
            var bytes = good
            bytes[at] ^= [0x01, 0x20, 0x80, 0xFF][n % 4]
            _ = try await Self.refusal(bytes)
        }
        _ = try await Self.refusal(Array(good.dropLast(2)))
        let header = StateFileIO.sealed(Array(#"{"format":"segnav-state","version":1,"node":null,"sessions":1"#.utf8))
        for body in [#"{"#, #"{"id":"#, #"{"id":"x""#, #"{"id":1,"session":"#, #"{"session":""#, #"{"events":[{"seq":1,"#,
                     #"[1,2"#, #"{"id":"AAAAAAAAAAAAAAAAAAAAAA","lastUsedAgo":0,"session":{},"events":[]"#] {
            _ = try await Self.refusal(header + StateFileIO.sealed(Array(body.utf8)))
        }
    }

    @Test("sessions of another node are refused unless the node names match")
    func nodes() async throws {
        let (path, bytes) = try await Self.savedFile(node: "east")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let other = try await Self.refusal(bytes, Self.configuration(node: "west"))
        #expect(other == "the sessions were saved by node 'east' but this server runs as node 'west'; start this server with --node east to take them over")
        let none = try await Self.refusal(bytes, Self.configuration())
        #expect(none == "the sessions were saved by node 'east' but this server runs without --node; start this server with --node east to take them over")
        let (plainPath, plain) = try await Self.savedFile()
        defer { try? FileManager.default.removeItem(atPath: plainPath) }
        let named = try await Self.refusal(plain, Self.configuration(node: "east"))
        #expect(named.hasPrefix("the sessions were saved by a server without --node but this server runs as node 'east'"))

        // A header edited to claim the node does not smuggle in another node's ids.
        let claimed = Self.resealed(Array(String(decoding: bytes, as: UTF8.self)
            .replacingOccurrences(of: #""node":"east""#, with: #""node":"west""#).utf8))
        let smuggled = try await Self.refusal(claimed, Self.configuration(node: "west"))
        #expect(smuggled.hasPrefix("line 2: session east."), "\(smuggled)")

        // The same name takes them over: that is the hand-over to a replacement node.
        let store = SegnavApp(configuration: Self.configuration(node: "east")).store
        #expect(try await store.load(from: path) == 2)
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in start...(haystack.count - needle.count) where haystack[i..<i + needle.count].elementsEqual(needle) {
            return i
        }
        return nil
    }

    /// Replaces text in the session lines (the header is kept as it is).
    static func replacing(_ old: String, with new: String, in bytes: [UInt8]) -> [UInt8] {
        let headerEnd = StateFileIO.lines(bytes)[0].range.upperBound
        let rest = String(decoding: bytes[headerEnd...], as: UTF8.self).replacingOccurrences(of: old, with: new)
        return Array(bytes[..<headerEnd]) + Array(rest.utf8)
    }
}
