import MicroHTTP

/// A `GET …/stream` client as a subscriber of its session: what the shard
/// hands it becomes Server-Sent Events (`ServerSentEvents`) queued on the
/// connection's `ResponseStream`. A client too far behind is ended with where
/// to resume, never allowed to grow (`--stream-buffer`).
final class StreamSubscriber: SessionSubscriber {
    let stream: ResponseStream
    private let stats: StreamStats
    private let metrics: DomainMetrics
    /// `?include=screen`: a `screen` message after each `state`.
    private let includeScreen: Bool

    init(stream: ResponseStream, stats: StreamStats, metrics: DomainMetrics, includeScreen: Bool = false) {
        self.stream = stream
        self.stats = stats
        self.metrics = metrics
        self.includeScreen = includeScreen
    }

    /// The snapshot's screen (encoded once per version, shared by every stream) as a `screen` message;
    /// false when the client fell behind (the stream is then ended, to be resumed).
    private func sendScreen(_ snapshot: Snapshot) -> Bool {
        guard includeScreen else { return true }
        var bytes: [UInt8] = []
        ServerSentEvents.append(event: "screen", id: nil, data: snapshot.screen, to: &bytes)
        switch stream.send(bytes) {
        case .queued:
            stats.sent(1)
            return true
        case .full:
            stream.finish(with: ServerSentEvents.lagging(resumeAfter: snapshot.lastEventSeq))
            metrics.streamEnded("lagging")
            return false
        case .closed:
            return false
        }
    }

    var isClosed: Bool { stream.isClosed }

    func open(log: EventLog, since: Int?, snapshot: Snapshot) -> Bool {
        let initial = ServerSentEvents.opening(log: log, since: since, state: snapshot.state)
        switch stream.send(initial.bytes) {
        case .queued:
            stats.sent(initial.messages)
            return sendScreen(snapshot)
        case .full:
            // More missed than a stream may hold: what fits, then "resume from here".
            var last = initial.since
            for part in initial.parts {
                guard stream.send(part.bytes) == .queued else { break }
                stats.sent(1)
                last = part.seq
            }
            stream.finish(with: ServerSentEvents.lagging(resumeAfter: last))
            metrics.streamEnded("lagging")
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
        switch stream.send(bytes) {
        case .queued:
            stats.sent(change.events.count + 1)
            return sendScreen(change.snapshot)
        case .full:
            stream.finish(with: ServerSentEvents.lagging(resumeAfter: change.snapshot.lastEventSeq - change.events.count))
            metrics.streamEnded("lagging")
            return false
        case .closed:
            return false
        }
    }

    func end(_ reason: SessionEnd, lastEventSeq: Int) {
        stream.finish(with: ServerSentEvents.end(reason: reason, lastEventSeq: lastEventSeq))
        metrics.streamEnded(reason.rawValue)
    }
}
