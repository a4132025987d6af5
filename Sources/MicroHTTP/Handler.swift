/// The ways a route can be answered (DESIGN.md §5).
///
/// Leaving the MHD thread (suspend → Task → resume) halves throughput even in
/// C, so only work that must await — state changes and long-polls — is
/// deferred; everything else answers on the MHD thread.
public enum Handler: Sendable {
    /// Runs on the MHD thread; must never block or await.
    case immediate(@Sendable (Request) -> Response)
    /// Already answered on the MHD thread, while the handler was chosen: what a
    /// snapshot read returns, with no closure made and no request captured per
    /// request (those were a tenth of a `GET`'s cost in the app, perf of
    /// `engine-bench router`).
    case response(Response)
    /// The connection is suspended, a Task runs the handler, then it is resumed.
    case deferred(@Sendable (Request) async -> Response)
}

/// Why the transport refused a request before any handler saw it.
public enum Refusal: Sendable, Equatable {
    /// The body (declared or received) exceeds the configured limit.
    case bodyTooLarge(limit: Int)
    /// The request's framing is ambiguous or malformed (RFC 9112 §6.3: two
    /// lengths, a length beside chunked, a NUL or bare CR in a field, a
    /// folded line, no Host or two): the transport answers this and closes
    /// the connection, since where the next request starts is unknown.
    case malformedRequest(String)
    /// A transfer coding other than chunked (RFC 9112 §6.1: 501); closes too.
    case unsupportedTransferCoding(String)
}

/// Answers the transport gives on its own, for no request in particular;
/// asked of the application once, when the server starts, so that they
/// speak its error format.
public enum TransportAnswer: Sendable, Equatable {
    /// To requests that would have to wait once shutdown has begun.
    case shuttingDown
    /// To a read whose answer would pass the budget for unsent answers (`ResponseMemory`).
    case responseMemoryFull(limit: Int)
    /// To a request from a client whose own unread answers hold its share of
    /// that budget (`PeerShares`); a write gets it before it is applied.
    case peerMemoryFull(share: Int)
}

/// The application behind the daemon: it picks a handler for each request.
public protocol Responder: Sendable {
    /// Called on the MHD thread once the body has arrived; must be cheap
    /// (it may answer at once, with `.response`).
    func handler(for request: Request) -> Handler
    /// The answer for a request the transport refused (e.g. 413).
    func refusal(_ refusal: Refusal, for request: Request) -> Response
    /// One of the transport's own answers (503s); the status must be 503.
    func transportAnswer(_ answer: TransportAnswer) -> Response
}

extension Responder {
    /// Awaits either kind of handler: what tests use to call an application without a socket.
    public func respond(to request: Request) async -> Response {
        switch handler(for: request) {
        case .immediate(let handle): return handle(request)
        case .response(let response): return response
        case .deferred(let handle): return await handle(request)
        }
    }
}
