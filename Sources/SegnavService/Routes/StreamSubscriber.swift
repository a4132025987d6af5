import MicroHTTP
import Synchronization
import SessionStore

/// A `GET …/stream` client as a subscriber of its session: what the shard
/// hands it becomes Server-Sent Events (`ServerSentEvents`) queued on the
/// connection's `ResponseStream`. A client too far behind is ended with where
/// to resume, never allowed to grow (`--stream-buffer`); a client that keeps
/// up gets every message whole, even one bigger than the buffer (a state).
final class StreamSubscriber: SessionSubscriber {
    let stream: ResponseStream
    private let stats: StreamStats
    private let metrics: DomainMetrics
    /// `?include=screen`: a `screen` message after each `state`.
    private let includeScreen: Bool
    /// The seq of the last message queued, taken with each send under one
    /// lock, so an end from outside the shard (`expireTicket`) names exactly
    /// where the client resumes.
    private let lastQueued: Mutex<Int>

    init(stream: ResponseStream, stats: StreamStats, metrics: DomainMetrics, includeScreen: Bool = false, resumesAfter: Int = 0) {
        self.stream = stream
        self.stats = stats
        self.metrics = metrics
        self.includeScreen = includeScreen
        self.lastQueued = Mutex(resumesAfter)
    }

    /// Queues `bytes`, recording `seq` as queued if they were.
    private func send(_ bytes: [UInt8], seq: Int, pastCapacityWhenEmpty: Bool = false) -> ResponseStream.SendResult {
        lastQueued.withLock { last in
            let result = stream.send(bytes[...], pastCapacityWhenEmpty: pastCapacityWhenEmpty)
            if result == .queued { last = seq }
            return result
        }
    }

    private func lagging(resumeAfter seq: Int) {
        stream.finish(with: ServerSentEvents.lagging(resumeAfter: seq))
        metrics.streamEnded("lagging")
    }

    /// The snapshot's screen (encoded and framed once per version, shared by every stream) as a `screen` message;
    /// false when the client fell behind (the stream is then ended, to be resumed).
    private func sendScreen(_ snapshot: Snapshot) -> Bool {
        guard includeScreen else { return true }
        let bytes = snapshot.screenMessage.value {
            var bytes: [UInt8] = []
            ServerSentEvents.append(event: "screen", id: nil, data: snapshot.screen, to: &bytes)
            return Boxed(bytes)
        }.value
        switch send(bytes, seq: snapshot.lastEventSeq, pastCapacityWhenEmpty: true) {
        case .queued:
            stats.sent(1)
            return true
        case .full:
            lagging(resumeAfter: snapshot.lastEventSeq)
            return false
        case .closed:
            return false
        }
    }

    var isClosed: Bool { stream.isClosed }

    /// Before the subscription, outside the shard: the events after `since`
    /// that the ring holds (`ServerSentEvents.backlog`). True when they were
    /// all queued and the shard is to send the rest, after `resumeAfter`;
    /// false when the stream has ended (more missed than it may hold).
    func sendBacklog(_ backlog: ServerSentEvents.Opening) -> (open: Bool, resumeAfter: Int) {
        guard !backlog.parts.isEmpty else { return (true, backlog.since) }
        if backlog.complete, send(backlog.bytes, seq: backlog.last) == .queued {
            stats.sent(backlog.messages)
            backlogSent = true
            return (true, backlog.last)
        }
        sendPartsThenLag(backlog)
        return (false, backlog.since)
    }

    /// Whether `sendBacklog` sent the `retry:` field already.
    private var backlogSent: Bool {
        get { retrySent.load(ordering: .relaxed) }
        set { retrySent.store(newValue, ordering: .relaxed) }
    }
    private let retrySent = Atomic<Bool>(false)

    /// More missed than a stream may hold: what fits, then "resume from here".
    private func sendPartsThenLag(_ opening: ServerSentEvents.Opening) {
        var last = opening.since
        for part in opening.parts {
            guard send(part.bytes, seq: part.seq) == .queued else { break }
            stats.sent(1)
            last = part.seq
        }
        lagging(resumeAfter: last)
    }

    func open(log: EventLog, since: Int?, snapshot: Snapshot) -> Bool {
        let initial = ServerSentEvents.opening(
            log: log, since: since, state: snapshot.state, budget: stream.capacity,
            retryField: !backlogSent)
        // The state alone (nothing missed) always goes, whatever its size.
        switch initial.complete ? send(initial.bytes, seq: snapshot.lastEventSeq, pastCapacityWhenEmpty: initial.parts.count == 1) : .full {
        case .queued:
            stats.sent(initial.messages)
            return sendScreen(snapshot)
        case .full:
            sendPartsThenLag(initial)
            return false
        case .closed:
            return false
        }
    }

    func deliver(_ change: SessionChange) -> Bool {
        // Encoded by the first subscriber of this change, shared by the others.
        let bytes = change.derived.value {
            Boxed(ServerSentEvents.action(change.events, lastSeq: change.snapshot.lastEventSeq, state: change.snapshot.state))
        }.value
        switch send(bytes, seq: change.snapshot.lastEventSeq, pastCapacityWhenEmpty: true) {
        case .queued:
            stats.sent(change.events.count + 1)
            return sendScreen(change.snapshot)
        case .full:
            lagging(resumeAfter: change.snapshot.lastEventSeq - change.events.count)
            return false
        case .closed:
            return false
        }
    }

    func end(_ reason: SessionEnd, lastEventSeq: Int) {
        stream.finish(with: ServerSentEvents.end(reason: reason, lastEventSeq: lastEventSeq))
        metrics.streamEnded(reason.rawValue)
    }

    /// The ticket the stream was opened with expired: end it where the client
    /// is, so it resumes with a new ticket and misses nothing.
    func expireTicket() {
        let ended = lastQueued.withLock { last -> Bool in
            guard !stream.isClosed else { return false }
            stream.finish(with: ServerSentEvents.ticketExpired(lastEventSeq: last))
            return true
        }
        if ended { metrics.streamEnded("ticket-expired") }
    }
}
