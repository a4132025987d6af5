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

    public init() {}
}
