import SessionStore
import SegnavWire
/// The messages of `GET /v1/sessions/{id}/stream` (WHATWG HTML, "Server-sent
/// events"): `lifecycle` (one event, `id:` its seq), `state` (the session's
/// state after an action, `id:` its lastEventSeq), `dropped` (events a
/// resuming client missed because the ring no longer holds them) and `end`
/// (the last message: why the stream ends). Every `data:` is one line of JSON
/// as the REST API encodes it (JSON never needs a raw line break).
enum ServerSentEvents {
    /// A comment line: keeps proxies from timing out an idle stream and lets
    /// the server notice a client that went away.
    static let keepAlive = Array(": keep-alive\n\n".utf8)
    static let keepAliveInterval = Duration.seconds(15)
    /// The reconnection delay an EventSource is told to use, in milliseconds.
    static let retry = 1000

    static func append(event: String, id: Int?, data: some Sequence<UInt8>, to out: inout [UInt8]) {
        if let id { out.appendUTF8("id: \(id)\n") }
        out.appendUTF8("event: \(event)\ndata: ")
        out.append(contentsOf: data)
        out.appendUTF8("\n\n")
    }

    /// One action's messages: each of its events, then the new state.
    static func action(_ events: EncodedEvents, lastSeq: Int, state: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(events.joined.count + state.count + 48 * (events.count + 1))
        var seq = lastSeq - events.count
        events.joined.withUnsafeBufferPointer { all in
            for range in events.ranges {
                seq += 1
                append(event: "lifecycle", id: seq, data: UnsafeBufferPointer(rebasing: all[range]), to: &out)
            }
        }
        append(event: "state", id: lastSeq, data: state, to: &out)
        return out
    }

    /// What a stream starts with: with `since` (a resuming client), the events
    /// after it that the ring still has (and a `dropped` message if it no
    /// longer has all), then the current state.
    struct Opening {
        /// The messages one by one, each with the seq a client has seen once it has it.
        var parts: [(seq: Int, bytes: [UInt8])] = []
        var since: Int
        /// False when the budget ran out before the state: the parts are a prefix, to be followed by `lagging`.
        var complete = true
        var bytes: [UInt8] { parts.reduce(into: []) { $0 += $1.bytes } }
        var messages: Int { parts.count }
        /// The seq a client has seen once it has every part.
        var last: Int { parts.last?.seq ?? since }
    }

    static func opening(log: EventLog, since: Int?, state: [UInt8], budget: Int = .max, retryField: Bool = true) -> Opening {
        var opening = Opening(since: since ?? log.lastSeq)
        if let since {
            opening = backlog(log: log, since: since, budget: budget, retryField: retryField)
            guard opening.complete else { return opening }
        }
        var message = opening.parts.isEmpty && retryField ? Array("retry: \(retry)\n".utf8) : []
        append(event: "state", id: log.lastSeq, data: state, to: &message)
        opening.parts.append((log.lastSeq, message))
        return opening
    }

    /// The events after `since` that the ring still has (and a `dropped`
    /// message if it no longer has all), read a page at a time and stopped
    /// past `budget` (then `complete` is false): a resume costs what it sends,
    /// not what the ring holds. Reads the log under its own lock, so a stream
    /// reads its backlog before it asks the shard for the rest.
    static func backlog(log: EventLog, since: Int, budget: Int, retryField: Bool = true) -> Opening {
        var opening = Opening(since: since)
        var first = retryField ? Array("retry: \(retry)\n".utf8) : []
        var size = 0
        var page = log.read(since: since, limit: openingPage)
        if page.dropped > 0 {
            var message = first
            first = []
            var w = JSONWriter()
            w.object { w in
                w.member("dropped", page.dropped)
                w.member("since", since)
                w.member("firstAvailable", since + page.dropped + 1)
            }
            append(event: "dropped", id: nil, data: w.bytes, to: &message)
            size += message.count
            // Once told, the client resumes past the gap, not before it.
            opening.parts.append((since + page.dropped, message))
        }
        while !page.events.isEmpty {
            var seq = page.next - page.events.count
            for event in page.events {
                seq += 1
                var message = first
                first = []
                append(event: "lifecycle", id: seq, data: event, to: &message)
                size += message.count
                opening.parts.append((seq, message))
                if size > budget {
                    opening.complete = false
                    return opening
                }
            }
            page = log.read(since: page.next, limit: openingPage)
        }
        return opening
    }

    /// Events read from the ring per step of an opening.
    static let openingPage = 256

    /// The last message of a stream whose session ended or whose server stops.
    static func end(reason: SessionEnd, lastEventSeq: Int) -> [UInt8] {
        let detail =
            switch reason {
            case .deleted: "the session was deleted; it will not come back"
            case .expired: "the session expired after its idle time-to-live; it will not come back"
            case .shutdown: "the server is stopping; reconnect with Last-Event-ID to resume once it is back"
            }
        return end(reason.rawValue, detail: detail, lastEventSeq: lastEventSeq)
    }

    /// The last message of a stream that fell too far behind: the client
    /// resumes from the last event it got (an EventSource does so by itself).
    static func lagging(resumeAfter lastEventSeq: Int) -> [UInt8] {
        end(
            "lagging", detail: "this stream fell too far behind and was ended; reconnect with Last-Event-ID (or ?since=\(lastEventSeq)) to resume",
            lastEventSeq: lastEventSeq)
    }

    /// The last message of a stream opened with a ticket, at the ticket's
    /// expiry: the client resumes with a new ticket.
    static func ticketExpired(lastEventSeq: Int) -> [UInt8] {
        end(
            "ticket-expired",
            detail:
                "the stream ticket this stream was opened with expired; get a new ticket (POST /v1/sessions/{id}/stream/tickets) and reconnect with ?since=\(lastEventSeq) to resume",
            lastEventSeq: lastEventSeq)
    }

    private static func end(_ reason: String, detail: String, lastEventSeq: Int) -> [UInt8] {
        var w = JSONWriter()
        w.object { w in
            w.member("reason", reason)
            w.member("detail", detail)
            w.member("lastEventSeq", lastEventSeq)
        }
        var out: [UInt8] = []
        append(event: "end", id: nil, data: w.bytes, to: &out)
        return out
    }
}
