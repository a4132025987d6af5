import MicroHTTP
import NavigationModel
import SessionStore
import SegnavWire

/// `GET /v1/sessions/{id}/stream`: Server-Sent Events following one session
/// (`ServerSentEvents` has the messages), and `POST …/stream/tickets`, the
/// credential a browser's `EventSource` opens it with (`StreamTickets`).
///
/// Everything that needs no state is checked on the MHD thread; then the
/// subscription is made in the session's shard, in the same turn that reads
/// the backlog, and the answer is a `ResponseStream`: the connection waits
/// suspended between messages, holding no thread (DESIGN.md §5.6).
enum StreamRoutes {
    static let headers = [
        Field("Content-Type", "text/event-stream; charset=utf-8"),
        Field("Cache-Control", "no-store"),
        // nginx passes the stream through unbuffered even where its config forgot to.
        Field("X-Accel-Buffering", "no"),
    ]

    static func stream(
        _ request: Request, store: SessionStore, tickets: StreamTickets, memory: ResponseMemory,
        streamShare: ResponseMemory, metrics: DomainMetrics
    ) -> Handler {
        let asked: StreamRequest
        do throws(Problem) {
            asked = try parse(request, store: store)
        } catch {
            return .problem(error)
        }
        if request.method == "HEAD" {
            return .response(Response(status: 200, headers: headers))
        }
        guard store.streams.open(limit: store.limits.maxStreams) else {
            return .problem(Problem(.streamLimit, detail: "the server holds its maximum of \(store.limits.maxStreams) open streams; retry later"))
        }
        // A stream a ticket opened lives as long as the ticket (SECURITY.md), not as long as the connection.
        let expires = request.queryValue("ticket").flatMap { tickets.expiry(of: $0) }
        return .deferred { _ in
            await open(asked, expires: expires, store: store, memory: memory, streamShare: streamShare, metrics: metrics)
        }
    }

    /// What a stream request asks for, every part checked before anything is opened.
    struct StreamRequest: Sendable {
        let entry: SessionEntry
        let since: Int?
        let includeScreen: Bool
    }

    static func parse(_ request: Request, store: SessionStore) throws(Problem) -> StreamRequest {
        try request.rejectUnknownQuery(allowed: ["since", "ticket", "include"])
        // `include=screen`: each state is followed by its screen, so a page draws the phone without a GET per state.
        let includeScreen: Bool
        switch request.queryValue("include") {
        case nil: includeScreen = false
        case "screen": includeScreen = true
        case let other?:
            throw Problem.badRequest(
                "query parameter 'include' is invalid",
                errors: [
                    .init(
                        parameter: "include", detail: "must be 'screen', got '\(other.prefix(40))'")
                ])
        }
        if let ticket = request.queryValue("ticket"), !StreamTickets.isWellFormed(ticket) {
            throw Problem.badRequest(
                "query parameter 'ticket' is invalid",
                errors: [
                    .init(
                        parameter: "ticket", detail: "must be a stream ticket: 22 characters of A-Z, a-z, 0-9, '-' and '_'")
                ])
        }
        // A reconnecting EventSource sends Last-Event-ID and the URL it first
        // used, ?since= included: the header is the newer of the two. Both are
        // checked all the same: a bad value is refused, never silently outranked.
        let query =
            request.queryValue("since") == nil
            ? nil
            : try request.integerQuery("since", fallback: 0, range: EventLog.seqRange)
        let header = try request.integerHeader("Last-Event-ID", range: EventLog.seqRange)
        let since = header ?? query
        let entry = try store.entry(for: request)
        if let since { try entry.log.checkSince(since, named: header != nil ? "Last-Event-ID" : "since", session: entry.id) }
        return StreamRequest(entry: entry, since: since, includeScreen: includeScreen)
    }

    /// Opens the stream admitted by `stream`: its backlog (a resume), its subscription, its ticket's expiry.
    static func open(
        _ asked: StreamRequest, expires: Int?, store: SessionStore, memory: ResponseMemory,
        streamShare: ResponseMemory, metrics: DomainMetrics
    ) async -> Response {
        let (entry, since, streams) = (asked.entry, asked.since, store.streams)
        let stream = ResponseStream(
            capacity: store.limits.streamBuffer,
            keepAlive: .init(bytes: ServerSentEvents.keepAlive, interval: ServerSentEvents.keepAliveInterval),
            memory: memory, shares: StreamShares.shares(for: entry, memory: memory, all: streamShare))
        let subscriber = StreamSubscriber(
            stream: stream, stats: streams, metrics: metrics, includeScreen: asked.includeScreen,
            resumesAfter: since ?? entry.snapshot.lastEventSeq)
        // A resume's backlog is read and encoded here, off the shard: the
        // writes' turn then sends only what came since (usually nothing).
        var resumeFrom = since
        if let since {
            let (open, after) = subscriber.sendBacklog(ServerSentEvents.backlog(log: entry.log, since: since, budget: stream.capacity))
            guard open else {
                stream.onClose { streams.closed() }
                return Response(status: 200, headers: headers, stream: stream)
            }
            resumeFrom = after
        }
        do throws(SessionShard.SubscribeFailure) {
            try await store.subscribe(entry, since: resumeFrom, subscriber: subscriber)
        } catch {
            streams.closed()
            // The backlog queued for an answer that will not be sent: its bytes go back to the budget.
            stream.finish()
            _ = stream.takeQueued()
            switch error {
            case .notFound:
                return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
            case .sessionFull:
                return Problem(.streamLimit, detail: "session '\(entry.id)' has its maximum of \(store.limits.maxStreamsPerSession) open streams; retry later")
                    .response
            case .closing:
                return Problem.shuttingDown.response
            }
        }
        stream.onClose { streams.closed() }
        if let expires {
            let left = max(0, expires - store.now)
            let timer = Task {
                guard (try? await Task.sleep(for: .seconds(left))) != nil else { return }
                subscriber.expireTicket()
            }
            stream.onClose { timer.cancel() }
        }
        return Response(status: 200, headers: headers, stream: stream)
    }

    static func ticket(_ request: Request, store: SessionStore, tickets: StreamTickets) -> Response {
        do {
            try request.rejectUnknownQuery(allowed: [])
            let entry = try store.entry(for: request)
            guard let ticket = tickets.issue(for: entry.id, now: store.now) else {
                return Problem(.ticketLimit, detail: "the server holds its maximum of \(tickets.capacity) unexpired stream tickets; retry later").response
            }
            return Response.json(
                [
                    "ticket": .string(ticket),
                    "expiresIn": JSON(tickets.lifetime),
                    "stream": .string("/v1/sessions/\(entry.id)/stream?ticket=\(ticket)"),
                ], status: 201, headers: [Field("Cache-Control", "no-store")])
        } catch {
            return error.response
        }
    }
}

/// The shares of the server's memory budget that streams may hold (RELIABILITY.md §7.2): all
/// streams together at most half of it, so reads always have the other half; one session's
/// streams at most an eighth, so one client's streams that are never read cannot end everybody
/// else's. A stream past either is ended like a lagging one, with where to resume.
enum StreamShares {
    static func shares(for entry: SessionEntry, memory: ResponseMemory, all: ResponseMemory) -> [ResponseMemory] {
        let session = entry.edge.value { ResponseMemory() }
        let limit = memory.limit
        all.limit = limit == .max ? .max : limit / 2
        session.limit = limit == .max ? .max : limit / 8
        return [all, session]
    }
}
