import Synchronization

/// Per-request state, owned by libmicrohttpd's `con_cls` slot from the first
/// call of the access handler until the completion callback releases it.
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
    var body: [UInt8] = []
    /// The body outgrew the limit: the rest is read and dropped, then 413.
    var overLimit = false
    let handoff = Mutex<Handoff>(.receiving)

    init(connection: OpaquePointer) {
        self.connection = connection
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
