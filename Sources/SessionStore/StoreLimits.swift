/// The store's limits; segnavd exposes each as a flag (DESIGN.md §4 defaults).
public struct StoreLimits: Sendable {
    public var shards = 16
    public var maxSessions = 100_000
    /// Seconds without any request after which a session is evicted.
    public var ttlSeconds = 3600
    public var eventCapacity = 10_000
    public var maxWaitSeconds = 60
    /// Sessions a `GET /v1/sessions` page holds at most.
    public var maxPageSize = 1000
    /// Streams (`GET …/stream`) open at once, in all; each holds a connection,
    /// so this stays below `--connection-limit` by default.
    public var maxStreams = 1024
    /// Streams open at once on one session.
    public var maxStreamsPerSession = 64
    /// Bytes a stream may have queued and unsent; a client further behind is
    /// ended with a message telling it where to resume.
    public var streamBuffer = 256 * 1024
    /// Screens a navigation stack holds at most; a deeper push is refused
    /// (422 `stackTooDeep`). Real apps stay within a few dozen, and every
    /// answer that visits the stack (a memory warning) grows with it.
    public var maxStackDepth = 64
    /// Bytes of events one write may produce; a batch past it is refused
    /// whole (422 `answer-too-large`), so no answer and no stream message is unbounded.
    public var maxAnswerBytes = 1024 * 1024
    /// Seconds a stream ticket admits its stream; a stream it opened ends then
    /// (`end`, `ticket-expired`) and resumes with a new ticket.
    public var ticketLifetime = 300
    /// Bytes of actions a session's history keeps for past reads, forks and exports (besides its 4 096
    /// actions); older ones are folded into its base (DESIGN.md §5.8).
    public var maxHistoryBytes = SessionHistory.defaultMaxBytes

    public init() {}
}
