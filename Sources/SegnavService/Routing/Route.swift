import MicroHTTP

/// One entry of the route table (`SegnavApp.routes`): what a method on a
/// path pattern does, and who may ask.
struct Route: Sendable {
    /// Who may call a route when the server has a token (`--token`).
    enum Access: Sendable {
        /// Whoever holds the token.
        case token
        /// Anyone: probes, and the viewer's page, which asks for the token itself.
        case open
        /// The token, or a stream ticket for the session the path names: a
        /// browser's `EventSource` cannot send `Authorization` (`StreamTickets`).
        case tokenOrTicket
    }

    let method: String
    let pattern: String
    let access: Access
    /// Picks the handler for a request whose path parameters are bound: a
    /// route answers an error found before any state is touched at once, and
    /// hops (`.deferred`) only for real work.
    let handle: @Sendable (Request) -> Handler

    init(_ method: String, _ pattern: String, access: Access = .token, _ handle: @escaping @Sendable (Request) -> Handler) {
        self.method = method
        self.pattern = pattern
        self.access = access
        self.handle = handle
    }
}
