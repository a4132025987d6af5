import MicroHTTP
import SessionStore
import SegnavWire

extension SessionStore {
    /// The session named by the path's `{id}`: 404 when unknown or malformed,
    /// 421 when another node owns it (DESIGN.md §7).
    func entry(for request: Request) throws(Problem) -> SessionEntry {
        try entry(request.parameters["id"] ?? "")
    }

    /// The session `id`, for every route that names one (in its path, or a fork's body): 404 when unknown,
    /// 421 when another node owns it, `misdirected` saying what to send there instead.
    func entry(_ id: String, unknown: String = "", misdirected: String? = nil) throws(Problem) -> SessionEntry {
        switch lookup(id) {
        case .found(let entry): return entry
        case .notFound:
            throw Problem.notFound("no session '\(id)'\(unknown) (it may have expired or been deleted)")
        case .otherNode(let owner):
            throw Problem(
                .misdirectedRequest,
                detail: "session '\(id)' belongs to node '\(owner)'"
                    + (misdirected ?? ", not to \(node.map { "'\($0)'" } ?? "this server")"))
        }
    }
}

extension Response {
    /// 201 for a session just made (a create, a fork, an import): its state, where it lives, its version's tag.
    static func created(_ snapshot: Snapshot) -> Response {
        .json(
            encoded: snapshot.encodeState(), status: 201,
            headers: [
                Field("Location", "/v1/sessions/\(snapshot.id)"), Field("ETag", snapshot.etag),
            ])
    }
}

/// Entity tags are session versions: `"<version>"` (DESIGN.md §4).
///
/// Two spellings that are not RFC 9110's are read as the tag the client means, because standard tools send them:
/// a percent-encoded value (`%223%22`: swift-openapi-runtime encodes every header value; a tag segnav issues never
/// holds a `%`, so decoding is unambiguous) and a bare version (`3`, typed by hand with curl). Anything else in
/// `If-Match` is a 400 naming the header; in `If-None-Match` it is a non-match, as RFC 9110 §13.1.2 has it.
enum ETag {
    /// Whether an `If-None-Match` value matches the current tag (weak comparison, RFC 9110 §13.1.2).
    static func matches(_ header: String, current: String) -> Bool {
        let decoded = percentDecoded(Substring(header))
        return decoded.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingSpaces
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == current { return true }
            // A bare version: `3` for `"3"`.
            return !tag.isEmpty && tag.allSatisfy(\.isASCIIDigit) && current.count == tag.count + 2
                && current.dropFirst().dropLast() == tag
        }
    }

    /// Stands for a weak tag in `If-Match`: no version equals it.
    static let weakTag = -1

    /// The version an `If-Match` names, or a 400 naming the header.
    static func version(ifMatch header: String) throws(Problem) -> Int? {
        var tag = percentDecoded(Substring(header)).trimmingSpaces
        if tag == "*" { return nil }
        if tag.hasPrefix("W/"), tag.dropFirst(2).first == "\"" {
            // If-Match compares strongly (RFC 9110 §13.1.1): a weak tag never matches,
            // and the 412 then tells the current version like any other mismatch.
            return weakTag
        }
        if tag.count >= 2, tag.first == "\"", tag.last == "\"" { tag = tag.dropFirst().dropLast() }
        guard !tag.isEmpty, tag.allSatisfy(\.isASCIIDigit), let version = ClientInteger.parse(tag, in: 0...Int(Int64.max))
        else {
            throw Problem.badRequest(
                "If-Match must be a session version in quotes, e.g. \"3\"",
                errors: [.init(parameter: "If-Match", detail: "expected an entity tag like \"3\"")])
        }
        return version
    }

    /// `%XX` escapes decoded (ASCII only: an entity tag is ASCII); the value as it is when it has none, or a
    /// malformed one (which then fails as any bad tag does). O(length of the header).
    static func percentDecoded(_ value: Substring) -> Substring {
        guard value.utf8.contains(UInt8(ascii: "%")) else { return value }
        var out: [UInt8] = []
        out.reserveCapacity(value.utf8.count)
        var bytes = value.utf8[...]
        while let byte = bytes.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                out.append(byte)
                continue
            }
            let hex = bytes.prefix(2)
            guard hex.count == 2, let code = UInt8(String(decoding: hex, as: UTF8.self), radix: 16), code < 0x80 else {
                return value
            }
            out.append(code)
            bytes = bytes.dropFirst(2)
        }
        return Substring(String(decoding: out, as: UTF8.self))
    }
}

extension Character {
    @inline(__always)
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
