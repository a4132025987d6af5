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
/// running under the same `--node` name (DESIGN.md §7).
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

        var file = try StateFileIO.Writer(path: path)
        do {
            var header = Array(#"{"format":"\#(Self.stateFileFormat)","version":\#(Self.stateFileVersion),"node":"#.utf8)
            header += JSON(node).bytes
            header += Array(#","sessions":\#(records.count)"#.utf8)
            try file.append(StateFileIO.sealed(header))

            // Encoding is nearly all the cost (Foundation's JSONEncoder) and it runs at shutdown, against the
            // grace a supervisor gives: chunks are encoded on every core, a few ahead of the writer, in file order.
            let chunks = stride(from: 0, to: records.count, by: Self.chunkSize).map {
                Array(records[$0..<min($0 + Self.chunkSize, records.count)])
            }
            var pending: [Task<Result<[UInt8], StateFileError>, Never>] = []
            var next = 0
            defer { for task in pending { task.cancel() } }
            while next < chunks.count || !pending.isEmpty {
                while pending.count < Self.chunksAhead, next < chunks.count {
                    let chunk = chunks[next]
                    pending.append(Task { Self.encode(chunk, now: now, path: path) })
                    next += 1
                }
                try file.append(try await pending.removeFirst().value.get())
            }
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
        return records.count
    }

    static let chunkSize = 128
    static let chunksAhead = 8

    /// State file lines for `records`, in their order.
    static func encode(_ records: [SessionShard.Exported], now: Int, path: String) -> Result<[UInt8], StateFileError> {
        let encoder = JSONEncoder()
        // Sorted keys: the same session always gives the same bytes (diffable files, reproducible tests).
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        var out: [UInt8] = []
        for record in records {
            let session: Data
            do {
                session = try encoder.encode(record.session)
            } catch {
                return .failure(StateFileError(path: path, reason: "session \(record.id) does not encode: \(error)"))
            }
            var line: [UInt8] = []
            line.reserveCapacity(session.count + record.events.reduce(96) { $0 + $1.count + 1 })
            line += Array(#"{"id":"#.utf8)
            line += JSON.string(record.id).bytes
            line += Array(#","lastUsedAgo":\#(max(0, now - record.lastUsed)),"session":"#.utf8)
            line += session
            line += Array(#","events":["#.utf8)
            for (i, event) in record.events.enumerated() {
                if i > 0 { line.append(UInt8(ascii: ",")) }
                line += event
            }
            line.append(UInt8(ascii: "]"))
            out += StateFileIO.sealed(line)
        }
        return .success(out)
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

        let header = Array(bytes[first.range])
        let json: JSON
        do throws(JSONParseError) {
            json = try JSON.parse(header)
        } catch {
            throw failure("not a segnav state file: \(StateFileIO.place(first, error))")
        }
        guard json["format"] == .string(Self.stateFileFormat) else {
            throw failure("not a segnav state file (line 1 has no \"format\":\"\(Self.stateFileFormat)\")")
        }
        guard json["version"] == JSON(Self.stateFileVersion) else {
            let found = json["version"].map { $0.text } ?? "none"
            throw failure("unsupported format version \(found); this segnavd reads version \(Self.stateFileVersion)")
        }
        guard StateFileIO.checkHolds(header) else { throw failure(StateFileIO.damage(header, first)) }
        let fileNode: String?
        switch json["node"] {
        case .string(let name)?: fileNode = name
        case .null?, nil: fileNode = nil
        default: throw failure("line 1: \"node\" must be a string or null")
        }
        if fileNode != node { throw failure(Self.nodeMismatch(file: fileNode, server: node)) }
        guard case .number(let announced)? = json["sessions"], announced >= 0, announced.rounded() == announced else {
            throw failure("line 1: \"sessions\" must be a non-negative integer")
        }

        var body = Array(lines.dropFirst())
        // The newline ending the last line leaves one empty piece; any other blank line is damage.
        if body.last?.range.isEmpty == true { body.removeLast() }
        if let blank = body.first(where: { $0.range.isEmpty }) { throw failure("line \(blank.number) is empty") }
        guard body.count == Int(announced) else {
            throw failure("line 1 announces \(Int(announced)) sessions but the file holds \(body.count): it is truncated or was edited")
        }

        // Decoding is nearly all the cost (Foundation's JSONDecoder): chunks run on every core; the first failure
        // in file order is the one reported, whichever finished first.
        let node = self.node
        let capacity = limits.eventCapacity
        let chunks = stride(from: 0, to: body.count, by: Self.chunkSize).map {
            Array(body[$0..<min($0 + Self.chunkSize, body.count)])
        }
        let results = await withTaskGroup(of: (Int, Result<[Restored], StateFileError>).self) { group in
            for (index, chunk) in chunks.enumerated() {
                group.addTask { (index, Self.restore(chunk, of: bytes, node: node, capacity: capacity, path: path)) }
            }
            var results = [Result<[Restored], StateFileError>?](repeating: nil, count: chunks.count)
            for await (index, result) in group { results[index] = result }
            return results
        }
        var restored: [Restored] = []
        restored.reserveCapacity(body.count)
        for result in results { restored += try result!.get() }

        var seen = Set<String>()
        for record in restored {
            guard seen.insert(record.id).inserted else {
                throw failure("line \(record.line): session \(record.id) appears twice")
            }
            guard table.entry(record.id, shard: shardIndex(record.id)) == nil else {
                throw failure("line \(record.line): session \(record.id) is already live")
            }
        }
        // Reserve the places first, as `create` does, so concurrent creates cannot overshoot the cap.
        guard count.add(restored.count, ordering: .relaxed).newValue <= limits.maxSessions else {
            let live = count.subtract(restored.count, ordering: .relaxed).newValue
            throw failure("it holds \(restored.count) sessions; with the \(live) live ones that is more than the session cap \(limits.maxSessions) (--max-sessions)")
        }
        let now = self.now
        for record in restored {
            _ = await shards[shardIndex(record.id)].insert(
                id: record.id, session: record.session, log: record.log, now: now - record.lastUsedAgo)
        }
        return restored.count
    }

    struct Restored: Sendable {
        var id: String
        var session: NavigationSession
        var log: EventLog
        var lastUsedAgo: Int
        /// Where it was in the file, for messages.
        var line: Int
    }

    /// Reads the session lines `lines` of `bytes`; the first failure ends the chunk.
    static func restore(
        _ lines: [StateFileIO.Line], of bytes: [UInt8], node: String?, capacity: Int, path: String
    ) -> Result<[Restored], StateFileError> {
        let decoder = JSONDecoder()
        // One per chunk: chunks run in parallel, and a copy per chunk of each shared value costs next to nothing.
        var interner = SessionInterner()
        var restored: [Restored] = []
        restored.reserveCapacity(lines.count)
        for line in lines {
            do throws(StateFileError) {
                restored.append(try restore(
                    Array(bytes[line.range]), line, node: node, capacity: capacity, path: path, decoder: decoder,
                    interner: &interner))
            } catch {
                return .failure(error)
            }
        }
        return .success(restored)
    }

    static func restore(
        _ text: [UInt8], _ line: StateFileIO.Line, node: String?, capacity: Int, path: String, decoder: JSONDecoder,
        interner: inout SessionInterner
    ) throws(StateFileError) -> Restored {
        let place = "line \(line.number)"
        func failure(_ reason: String) -> StateFileError { StateFileError(path: path, reason: "\(place): \(reason)") }
        // A line whose check holds is exactly what segnavd wrote, so it is well-formed JSON and its members can be
        // located without parsing the session twice (JSONDecoder parses it anyway); only a damaged line is parsed
        // in full, to say where it breaks.
        guard StateFileIO.checkHolds(text) else { throw StateFileError(path: path, reason: StateFileIO.damage(text, line)) }
        let spans = StateFileIO.members(text)
        func member(_ key: String) -> JSON? { spans[key].flatMap { try? JSON.parse(Array(text[$0])) } }

        guard case .string(let id)? = member("id") else { throw failure("\"id\" must be a string") }
        switch SessionID.parse(id, node: node) {
        case .local: break
        case .otherNode(let owner):
            throw failure("session \(id) belongs to node '\(owner)': \(Self.nodeMismatch(file: owner, server: node))")
        case .malformed: throw failure("\(id) is not a session id\(node.map { " of node '\($0)'" } ?? "")")
        }
        guard case .number(let ago)? = member("lastUsedAgo"), ago >= 0, ago.rounded() == ago, ago < 1e15 else {
            throw failure("\"lastUsedAgo\" must be a non-negative integer")
        }
        guard let sessionSpan = spans["session"] else { throw failure("\"session\" is missing") }
        var session: NavigationSession
        do {
            session = try decoder.decode(NavigationSession.self, from: Data(text[sessionSpan]))
        } catch let error as DecodingError {
            throw failure("session \(id) does not decode: \(Self.describe(error))")
        } catch {
            throw failure("session \(id) does not decode: \(error)")
        }
        guard session.version >= 0, session.lastEventSeq >= 0 else {
            throw failure("session \(id) has a negative version or event sequence")
        }
        // Decoding copied what the original shared; without this a restored session costs ~2.7× the memory.
        interner.intern(&session)
        guard let eventsSpan = spans["events"], eventsSpan.lowerBound < text.count, text[eventsSpan.lowerBound] == UInt8(ascii: "[") else {
            throw failure("\"events\" must be an array")
        }
        let ranges = StateFileIO.elements(text, in: eventsSpan)
        // The retained events must be the ring's tail, consecutive and ending at the session's last seq, or
        // `dropped` and `next` would lie to a reader resuming with `since`.
        let firstSeq = session.lastEventSeq - ranges.count + 1
        guard firstSeq >= 1 || ranges.isEmpty else {
            throw failure("session \(id) has \(ranges.count) events but its last seq is \(session.lastEventSeq)")
        }
        var events: [[UInt8]] = []
        events.reserveCapacity(ranges.count)
        for (i, range) in ranges.enumerated() {
            // The line's check holds, so these are the bytes segnavd served and wrote; what is checked is that they
            // are the events this session's seqs call for (a JSON parse each would cost ~15% of the load).
            guard Self.seq(of: text[range]) == firstSeq + i else {
                throw failure("event \(i) of session \(id) should be an object with seq \(firstSeq + i) (the events must end at the session's lastEventSeq \(session.lastEventSeq), consecutively)")
            }
            events.append(Array(text[range]))
        }
        // Built here, in the chunk's task, so the events are copied once and nothing of them outlives the line
        // (held until every session is checked, the copies would leave the heap fragmented).
        let log = EventLog(capacity: capacity)
        log.append(EncodedEvents(parts: events), lastSeq: session.lastEventSeq)
        return Restored(id: id, session: session, log: log, lastUsedAgo: Int(ago), line: line.number)
    }

    /// N for an event that starts `{"seq":N,` and ends `}`, as `Event.encoded` writes them; else nil.
    static func seq(of event: ArraySlice<UInt8>) -> Int? {
        let prefix = #"{"seq":"#.utf8
        guard event.count > prefix.count + 2, event.starts(with: prefix), event.last == UInt8(ascii: "}") else { return nil }
        var value = 0
        var i = event.startIndex + prefix.count
        let digits = i
        while i < event.endIndex, event[i] >= UInt8(ascii: "0"), event[i] <= UInt8(ascii: "9"), i - digits < 18 {
            value = value * 10 + Int(event[i] - UInt8(ascii: "0"))
            i += 1
        }
        guard i > digits, i < event.endIndex, event[i] == UInt8(ascii: ",") else { return nil }
        return value
    }

    static func nodeMismatch(file: String?, server: String?) -> String {
        // Ids carry their node's name and nginx routes by it (DESIGN.md §7): a session under another name would be unreachable.
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
