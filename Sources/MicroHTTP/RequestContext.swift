import Synchronization

/// Per-request state, owned by libmicrohttpd's `con_cls` slot from its request
/// line (the URI-log callback makes it) until the completion callback releases it.
///
/// Receiving happens on the connection's MHD thread only; the hand-off of a
/// deferred response crosses threads, so it sits behind a mutex.
final class RequestContext: @unchecked Sendable {
    enum Handoff {
        case receiving
        /// Suspended; a Task is computing the response.
        case waiting
        /// The response is ready; the connection was (or is being) resumed.
        case ready(Response)
        case queued
    }

    let connection: OpaquePointer
    /// The connection's entry in the `HalfClosedReaper` (marked busy while a
    /// request is handled); nil only if libmicrohttpd gave no start notification.
    let watch: HalfClosedReaper.Entry?
    /// The request line held a NUL (refused once the head is complete).
    let requestLineHidesBytes: Bool
    /// Where the access handler's calls have brought the request. They all
    /// come on the connection's MHD thread, so this needs no lock; the
    /// hand-off of a deferred answer, which crosses threads, is `handoff`.
    enum Reception: Equatable {
        /// No call yet: the next one brings the head.
        case expectingHead
        /// The head was sound: body chunks, if any, are kept.
        case readingBody
        /// The body outgrew the limit: the rest is read and dropped, then 413
        /// (the connection stays usable).
        case discardingBody
        /// The request went to its handler (or was refused); later calls only
        /// collect a deferred answer.
        case dispatched
    }
    var reception = Reception.expectingHead
    /// The access handler has seen the head (its first call ran).
    var started: Bool { reception != .expectingHead }
    /// The head's fields, read once on the first call (framing checks), kept for the request.
    var headers: [Field] = []
    /// GET, HEAD or OPTIONS (RFC 9110 §9.2.1): its answer may be swapped for a
    /// 503 when memory is short, and it is not refused before its handler.
    var safeMethod = false
    /// Bytes of this request's answer counted in the server's `ResponseMemory`
    /// and in its peer's share (`PeerShares`).
    var heldBytes = 0
    /// The client address's slot in `PeerShares`.
    let peer: Int
    var body: [UInt8] = []
    let handoff = Mutex<Handoff>(.receiving)

    init(connection: OpaquePointer, watch: HalfClosedReaper.Entry? = nil, requestLineHidesBytes: Bool = false, peer: Int = 0) {
        self.connection = connection
        self.peer = peer
        self.watch = watch
        self.requestLineHidesBytes = requestLineHidesBytes
    }

    deinit {
        // A streamed answer that never reached the wire (the client left while
        // it was being made): its stream must still learn that it is over.
        if case .ready(let response) = handoff.withLock({ $0 }) { response.stream?.detach() }
    }

    /// Stores the deferred response; true if the caller must resume the connection
    /// (false when shutdown already answered it).
    func deliver(_ response: Response) -> Bool {
        handoff.withLock { state in
            guard case .waiting = state else { return false }
            state = .ready(response)
            return true
        }
    }

    /// The ready response, at most once.
    func takeReadyResponse() -> Response? {
        handoff.withLock { state in
            guard case .ready(let response) = state else { return nil }
            state = .queued
            return response
        }
    }
}
