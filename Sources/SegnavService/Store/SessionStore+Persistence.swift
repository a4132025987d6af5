#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavigationModel

/// Why a state file could not be written or read. `description` is the whole message, path and place included,
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

/// `segnavd --state-file`: every live session survives a graceful restart, or moves to a replacement process
/// running under the same `--node` name (SPEC §7).
///
/// The file is JSON lines, one document per line, so a damaged file can be reported by line and byte:
///
///     {"format":"segnav-state","version":1,"node":"a","sessions":2,"check":"…"}
///     {"id":"a.…","lastUsedAgo":12,"session":{…},"events":[{…},{…}],"check":"…"}
///     …
///
/// `session` is the engine's own `Codable` state (`NavigationSession`), so nothing is replayed and a restored
/// session is the same value; `events` are the ring's retained events byte for byte as `GET …/events` serves
/// them, ending at the session's `lastEventSeq`, so `since`, `next`, `dropped` and ETags (the version) keep
/// their meaning. `lastUsedAgo` (seconds) carries the idle time over: the TTL does not run while the server is
/// down. Every line ends with `"check"`, the FNV-1a 64 of the line's bytes before `,"check":`, so a line altered
/// or damaged after it was written is refused instead of restored subtly wrong; the header's `sessions` count
/// catches a file cut at a line boundary.
extension SessionStore {
    public static let stateFileFormat = "segnav-state"
    public static let stateFileVersion = 1

    /// Writes every live session to `path`, atomically: a temporary file in the same directory, fsync, rename, fsync
    /// of the directory, so a crash mid-save leaves the previous file intact. Call it once requests have stopped
    /// (after `HTTPServer.shutdown`): a session changed afterwards is not in the file. Returns how many were written.
    @discardableResult
    public func save(to path: String) async throws -> Int {
        var records: [SessionShard.Exported] = []
        for shard in shards { records += await shard.exportRecords() }
        records.sort { $0.id < $1.id }
        let now = self.now
        let encoder = JSONEncoder()
        // Sorted keys: the same session always gives the same bytes (diffable files, reproducible tests).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]

        var file = try StateFileIO.Writer(path: path)
        do {
            var header = Array(#"{"format":"\#(Self.stateFileFormat)","version":\#(Self.stateFileVersion),"node":"#.utf8)
            if let node { JSON.writeString(node, to: &header) } else { header += Array("null".utf8) }
            header += Array(#","sessions":\#(records.count)"#.utf8)
            try file.append(StateFileIO.sealed(header))

            for record in records {
                let session: Data
                do {
                    session = try encoder.encode(record.session)
                } catch {
                    throw StateFileError(path: path, reason: "session \(record.id) does not encode: \(error)")
                }
                var line: [UInt8] = []
                line.reserveCapacity(session.count + record.events.reduce(96) { $0 + $1.count + 1 })
                line += Array(#"{"id":"#.utf8)
                JSON.writeString(record.id, to: &line)
                line += Array(#","lastUsedAgo":\#(max(0, now - record.lastUsed)),"session":"#.utf8)
                line += session
                line += Array(#","events":["#.utf8)
                for (i, event) in record.events.enumerated() {
                    if i > 0 { line.append(UInt8(ascii: ",")) }
                    line += event
                }
                line.append(UInt8(ascii: "]"))
                try file.append(StateFileIO.sealed(line))
            }
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
        return records.count
    }

    /// Restores the sessions in `path` into this store: same ids, versions, state and event logs. Everything is
    /// checked before anything is inserted, so a bad file changes nothing: wrong format or version, a damaged line
    /// (named by line and byte), sessions of another node, ids already live, or more sessions than the cap allows.
    /// Returns how many were restored.
    @discardableResult
    public func load(from path: String) async throws -> Int {
        func failure(_ reason: String) -> StateFileError { StateFileError(path: path, reason: reason) }
        let bytes = try StateFileIO.readAll(path)
        let lines = StateFileIO.lines(bytes)
        guard let first = lines.first, !first.range.isEmpty else { throw failure("the file is empty") }

        let header: StateFileIO.ParsedLine
        do throws(StateFileError) {
            header = try StateFileIO.parseLine(bytes, first, path: path, verify: false)
        } catch {
            throw failure("not a segnav state file: \(error.reason)")
        }
        guard header.json["format"] == .string(Self.stateFileFormat) else {
            throw failure("not a segnav state file (line 1 has no \"format\":\"\(Self.stateFileFormat)\")")
        }
        guard header.json["version"] == JSON(Self.stateFileVersion) else {
            let found = header.json["version"].map { $0.text } ?? "none"
            throw failure("unsupported format version \(found); this segnavd reads version \(Self.stateFileVersion)")
        }
        try StateFileIO.verifySeal(header, first, path: path)
        let fileNode: String?
        switch header.json["node"] {
        case .string(let name)?: fileNode = name
        case .null?, nil: fileNode = nil
        default: throw failure("line 1: \"node\" must be a string or null")
        }
        if fileNode != node { throw failure(Self.nodeMismatch(file: fileNode, server: node)) }
        guard case .number(let announced)? = header.json["sessions"], announced >= 0, announced.rounded() == announced else {
            throw failure("line 1: \"sessions\" must be a non-negative integer")
        }

        struct Restored {
            var id: String
            var session: NavigationSession
            var events: [[UInt8]]
            var lastUsedAgo: Int
        }
        let decoder = JSONDecoder()
        var restored: [Restored] = []
        var seen = Set<String>()
        for line in lines.dropFirst() {
            if line.range.isEmpty {
                // The newline ending the last line leaves one empty piece; any other blank line is damage.
                guard line.number == lines.count else { throw failure("line \(line.number) is empty") }
                continue
            }
            let parsed = try StateFileIO.parseLine(bytes, line, path: path)
            let place = "line \(line.number)"
            guard case .string(let id)? = parsed.json["id"] else { throw failure("\(place): \"id\" must be a string") }
            switch SessionID.parse(id, node: node) {
            case .local: break
            case .otherNode(let owner):
                throw failure("\(place): session \(id) belongs to node '\(owner)': \(Self.nodeMismatch(file: owner, server: node))")
            case .malformed: throw failure("\(place): \(id) is not a session id\(node.map { " of node '\($0)'" } ?? "")")
            }
            guard seen.insert(id).inserted else { throw failure("\(place): session \(id) appears twice") }
            guard table.entry(id, shard: shardIndex(id)) == nil else { throw failure("\(place): session \(id) is already live") }
            guard case .number(let ago)? = parsed.json["lastUsedAgo"], ago >= 0, ago.rounded() == ago, ago < 1e15 else {
                throw failure("\(place): \"lastUsedAgo\" must be a non-negative integer")
            }
            guard let sessionSpan = parsed.spans["session"], case .object? = parsed.json["session"] else {
                throw failure("\(place): \"session\" must be an object")
            }
            let session: NavigationSession
            do {
                session = try decoder.decode(NavigationSession.self, from: Data(parsed.line[sessionSpan]))
            } catch let error as DecodingError {
                throw failure("\(place): session \(id) does not decode: \(Self.describe(error))")
            } catch {
                throw failure("\(place): session \(id) does not decode: \(error)")
            }
            guard session.version >= 0, session.lastEventSeq >= 0 else {
                throw failure("\(place): session \(id) has a negative version or event sequence")
            }
            guard let eventsSpan = parsed.spans["events"], case .array(let events)? = parsed.json["events"] else {
                throw failure("\(place): \"events\" must be an array")
            }
            // The retained events must be the ring's tail, consecutive and ending at the session's last seq, or
            // `dropped` and `next` would lie to a reader resuming with `since`.
            let firstSeq = session.lastEventSeq - events.count + 1
            guard firstSeq >= 1 || events.isEmpty else {
                throw failure("\(place): session \(id) has \(events.count) events but its last seq is \(session.lastEventSeq)")
            }
            for (i, event) in events.enumerated() {
                guard case .number(let seq)? = event["seq"], seq == Double(firstSeq + i) else {
                    throw failure("\(place): event \(i) of session \(id) should have seq \(firstSeq + i) (the events must end at the session's lastEventSeq \(session.lastEventSeq), consecutively)")
                }
            }
            let raw = StateFileIO.elements(parsed.line, in: eventsSpan).map { Array(parsed.line[$0]) }
            guard raw.count == events.count else { throw failure("\(place): the events of session \(id) do not split") }
            restored.append(Restored(id: id, session: session, events: raw, lastUsedAgo: Int(ago)))
        }
        guard restored.count == Int(announced) else {
            throw failure("line 1 announces \(Int(announced)) sessions but the file holds \(restored.count): it is truncated or was edited")
        }

        // Reserve the places first, as `create` does, so concurrent creates cannot overshoot the cap.
        guard count.add(restored.count, ordering: .relaxed).newValue <= limits.maxSessions else {
            let live = count.subtract(restored.count, ordering: .relaxed).newValue
            throw failure("it holds \(restored.count) sessions; with the \(live) live ones that is more than the session cap \(limits.maxSessions) (--max-sessions)")
        }
        let now = self.now
        for record in restored {
            let log = EventLog(capacity: limits.eventCapacity)
            log.append(record.events, lastSeq: record.session.lastEventSeq)
            _ = await shards[shardIndex(record.id)].insert(
                id: record.id, session: record.session, log: log, now: now - record.lastUsedAgo)
        }
        return restored.count
    }

    static func nodeMismatch(file: String?, server: String?) -> String {
        // Ids carry their node's name and nginx routes by it (SPEC §7): a session under another name would be unreachable.
        let owner = file.map { "node '\($0)'" } ?? "a server without --node"
        let here = server.map { "node '\($0)'" } ?? "without --node"
        let fix = file.map { "start this server with --node \($0)" } ?? "start this server without --node"
        return "the sessions were saved by \(owner) but this server runs \(server == nil ? here : "as \(here)"); \(fix) to take them over"
    }

    static func describe(_ error: DecodingError) -> String {
        let context: DecodingError.Context
        switch error {
        case .typeMismatch(_, let c), .valueNotFound(_, let c), .keyNotFound(_, let c), .dataCorrupted(let c): context = c
        @unknown default: return "\(error)"
        }
        let path = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
        return path.isEmpty ? context.debugDescription : "\(context.debugDescription) (at session.\(path))"
    }
}
