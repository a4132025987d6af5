import Synchronization

/// The number of client connections open now, counted by the server from
/// libmicrohttpd's start and close notifications. Its own object so an
/// application can report it (segnavd's `/metrics`) without a reference to the
/// server, which is made after the application.
public final class ConnectionGauge: Sendable {
    private let count = Atomic<Int>(0)

    public init() {}

    /// Connections the server has accepted and not yet seen closed; a client's
    /// close counts once the server's poll loop has noticed it.
    public var value: Int { count.load(ordering: .relaxed) }

    func opened() { count.add(1, ordering: .relaxed) }

    func closed() { count.subtract(1, ordering: .relaxed) }
}
