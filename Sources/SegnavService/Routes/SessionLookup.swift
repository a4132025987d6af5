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
enum ETag {
    /// Whether an `If-None-Match` value matches the current tag (weak comparison, RFC 9110 §13.1.2).
    static func matches(_ header: String, current: String) -> Bool {
        header.split(separator: ",").contains { candidate in
            var tag = candidate.trimmingSpaces
            if tag == "*" { return true }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            return tag == current
        }
    }

    /// Stands for a weak tag in `If-Match`: no version equals it.
    static let weakTag = -1

    /// The version an `If-Match` names, or a 400 naming the header.
    static func version(ifMatch header: String) throws(Problem) -> Int? {
        let tag = Substring(header).trimmingSpaces
        if tag == "*" { return nil }
        if tag.hasPrefix("W/"), tag.dropFirst(2).first == "\"" {
            // If-Match compares strongly (RFC 9110 §13.1.1): a weak tag never matches,
            // and the 412 then tells the current version like any other mismatch.
            return weakTag
        }
        guard tag.count >= 3, tag.first == "\"", tag.last == "\"",
            let version = ClientInteger.parse(tag.dropFirst().dropLast(), in: 0...Int(Int64.max))
        else {
            throw Problem.badRequest(
                "If-Match must be a session version in quotes, e.g. \"3\"",
                errors: [.init(parameter: "If-Match", detail: "expected an entity tag like \"3\"")])
        }
        return version
    }
}
