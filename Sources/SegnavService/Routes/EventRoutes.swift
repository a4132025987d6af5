import MicroHTTP
import SessionStore
import SegnavWire

/// `GET /v1/sessions/{id}/events?since=&limit=&wait=`: answered on the MHD
/// thread when there is something to return or no wait was asked; otherwise
/// a long-poll parked in the shard, holding no thread (DESIGN.md §5).
enum EventRoutes {
    static func events(_ request: Request, store: SessionStore) -> Handler {
        let entry: SessionEntry
        let since: Int, limit: Int, wait: Int
        do {
            try request.rejectUnknownQuery(allowed: ["since", "limit", "wait"])
            since = try request.integerQuery("since", fallback: 0, range: EventLog.seqRange)
            limit = try request.integerQuery("limit", fallback: 100, range: 1...1000)
            wait = try request.integerQuery("wait", fallback: 0, range: 0...store.limits.maxWaitSeconds)
            entry = try store.entry(for: request)
            try entry.log.checkSince(since, named: "since", session: entry.id)
        } catch {
            return .problem(error)
        }
        if wait == 0 || entry.log.lastSeq > since {
            return .response(page(entry, since: since, limit: limit))
        }
        return .deferred { _ in
            if case .ended(let reason) = await store.waitForEvents(entry, since: since, timeout: .seconds(wait)) {
                return Problem.sessionEnded(entry.id, reason).response
            }
            return page(entry, since: since, limit: limit)
        }
    }

    static func page(_ entry: SessionEntry, since: Int, limit: Int) -> Response {
        let page = entry.log.read(since: since, limit: limit)
        var w = JSONWriter(capacity: page.events.reduce(64) { $0 + $1.count + 1 })
        w.object { w in
            w.key("events")
            w.array { w in w.encoded(elements: page.events) }
            w.member("next", page.next)
            w.member("dropped", page.dropped)
            w.member("lastSeq", page.lastSeq)
        }
        return Response.json(encoded: w.bytes)
    }
}

extension EventLog {
    /// A `since` (query or `Last-Event-ID`) past the last event is a 409 naming `lastSeq`, for the long-poll and the
    /// stream alike: the long-poll answered an empty page with `next` at the client's number forever, and the
    /// stream silently started at "now", both hiding that the client follows another session's numbering.
    func checkSince(_ since: Int, named parameter: String, session id: String) throws(Problem) {
        let last = lastSeq
        guard since > last else { return }
        throw Problem(
            .seqAhead,
            detail: "\(parameter) is \(since), but session '\(id)' has events up to \(last) only: read from \(last) (or 0) again",
            errors: [.init(parameter: parameter, detail: "at most \(last), the session's lastSeq")],
            extensions: [("lastSeq", JSON(last))])
    }
}
