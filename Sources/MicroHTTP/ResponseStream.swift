import SystemSupport
import CMicroHTTPD
import Synchronization

/// A response body produced over time: the application sends chunks whenever
/// it has them, the transport writes them out as a chunked body, and between
/// chunks the connection is suspended, so a waiting client holds no thread and
/// costs no polling (Server-Sent Events, DESIGN.md §5.6).
///
/// libmicrohttpd pulls a body from a callback (`MHD_create_response_from_callback`);
/// when the callback has nothing to give it must suspend the connection and
/// return 0, or libmicrohttpd calls it again at once, forever. So the stream
/// *parks*: it suspends the connection from inside the callback and remembers
/// that it did; the next `send` (from any thread) resumes it. Both happen under
/// the stream's lock, so a resume always follows its suspend.
///
/// A suspended connection never times out and never notices its client going
/// away; `keepAlive` bytes sent after `interval` of silence (an SSE comment)
/// keep proxies from timing out an idle stream and let a dead client be found.
///
/// Bounded: at most `capacity` bytes wait unsent (and every waiting byte also
/// counts against the server's `ResponseMemory`); past either, `send` answers
/// `.full` and the application ends the stream instead of holding more.
public final class ResponseStream: Sendable {
    public enum SendResult: Sendable, Equatable {
        case queued
        /// Over `capacity` or the server's memory budget: nothing was queued.
        case full
        /// Finished, or the client is gone: nothing was queued.
        case closed
    }

    public struct KeepAlive: Sendable {
        public var bytes: [UInt8]
        public var interval: Duration

        public init(bytes: [UInt8], interval: Duration) {
            self.bytes = bytes
            self.interval = interval
        }
    }

    private struct State {
        var chunks = FIFO<ArraySlice<UInt8>>()
        /// Bytes in `chunks` taken from the memory budget.
        var queued = 0
        /// No more sends; the end comes once `chunks` is drained.
        var finished = false
        /// The connection is suspended waiting for a send.
        var parked = false
        /// The connection (its address), from `attach` until `detach`.
        var connection: UInt = 0
        var core: ServerCore?
        var detached = false
        /// Monotonic nanoseconds of the last byte handed to the transport.
        var lastActivity: Int64 = 0
        var onClose: [@Sendable () -> Void] = []
    }

    /// What libmicrohttpd is told to ask for at a time (it asks for at most
    /// what the connection's write buffer holds).
    static let blockSize = 16 * 1024

    public let capacity: Int
    public let keepAlive: KeepAlive?
    let memory: ResponseMemory?
    /// Smaller budgets this stream shares with others (all streams, one
    /// session's streams): the queued bytes count against each, so one
    /// client's streams that are never read cannot spend everybody's budget.
    let shares: [ResponseMemory]
    private let state = Mutex(State())

    /// `memory`: the server's budget the queued bytes count against (the
    /// application passes the one it gave the server); `shares`: budgets
    /// within it that this stream shares with some others.
    public init(capacity: Int, keepAlive: KeepAlive? = nil, memory: ResponseMemory? = nil, shares: [ResponseMemory] = []) {
        self.capacity = capacity
        self.keepAlive = keepAlive
        self.memory = memory
        self.shares = shares
    }

    /// Takes `bytes` from every budget, or from none.
    private func reserve(_ bytes: Int) -> Bool {
        guard memory?.reserve(bytes) ?? true else {
            memory?.countRefusal()
            return false
        }
        for (i, share) in shares.enumerated() where !share.reserve(bytes) {
            share.countRefusal()
            memory?.countRefusal()
            for taken in shares[..<i] { taken.release(bytes) }
            memory?.release(bytes)
            return false
        }
        return true
    }

    private func release(_ bytes: Int) {
        memory?.release(bytes)
        for share in shares { share.release(bytes) }
    }

    /// Queues bytes for the client; resumes the connection if it was parked.
    @discardableResult
    public func send(_ bytes: [UInt8]) -> SendResult {
        send(bytes[...])
    }

    @discardableResult
    public func send(_ bytes: ArraySlice<UInt8>) -> SendResult {
        send(bytes, pastCapacityWhenEmpty: false)
    }

    /// `pastCapacityWhenEmpty`: a message bigger than `capacity` is still
    /// queued when nothing else waits, so a client that keeps up always gets
    /// a whole message however large (the application bounds its size); one
    /// that does not is still ended at the next message.
    public func send(_ bytes: ArraySlice<UInt8>, pastCapacityWhenEmpty: Bool) -> SendResult {
        guard !bytes.isEmpty else { return .queued }
        return state.withLock { state in
            guard !state.finished, !state.detached else { return .closed }
            guard state.queued + bytes.count <= capacity || (pastCapacityWhenEmpty && state.queued == 0) else { return .full }
            guard reserve(bytes.count) else { return .full }
            state.chunks.push(bytes)
            state.queued += bytes.count
            Self.wake(&state)
            return .queued
        }
    }

    /// Queues `last` (past the capacity if need be: it is the message that
    /// tells the client why the stream ends) and ends the stream once it is sent.
    public func finish(with last: [UInt8] = []) {
        state.withLock { state in
            guard !state.finished, !state.detached else { return }
            if !last.isEmpty {
                state.chunks.push(last[...])  // not counted: small, and it ends the stream
            }
            state.finished = true
            Self.wake(&state)
        }
    }

    /// Finished, or the client is gone.
    public var isClosed: Bool { state.withLock { $0.finished || $0.detached } }

    /// Bytes queued and not yet handed to the transport.
    public var queuedBytes: Int { state.withLock { $0.queued } }

    /// Runs once the transport is done with the stream (all sent, or the client
    /// gone), at once if it already is. Not under any lock of the transport.
    public func onClose(_ handler: @escaping @Sendable () -> Void) {
        let run = state.withLock { state -> Bool in
            if state.detached { return true }
            state.onClose.append(handler)
            return false
        }
        if run { handler() }
    }

    /// What is queued, taken as the transport would take it: for a stream
    /// that no connection sends (an in-process consumer, a test). Taking the
    /// rest of a finished stream ends it, as sending its last byte would.
    public func takeQueued() -> [UInt8] {
        var out: [UInt8] = []
        let (released, over) = state.withLock { state -> (Int, Bool) in
            while let chunk = state.chunks.pop() { out += chunk }
            defer { state.queued = 0 }
            return (state.queued, state.finished && !state.detached)
        }
        release(released)
        if over { detach() }
        return out
    }

    private static func wake(_ state: inout State) {
        guard state.parked, let connection = OpaquePointer(bitPattern: state.connection) else { return }
        state.parked = false
        MHD_resume_connection(connection)
    }

    // MARK: The transport's side

    /// Bound to its connection, before libmicrohttpd first asks for bytes.
    func attach(_ connection: OpaquePointer, core: ServerCore) {
        state.withLock { state in
            state.connection = UInt(bitPattern: Int(bitPattern: connection))
            state.core = core
            state.lastActivity = MonotonicClock.nanoseconds()
        }
    }

    /// libmicrohttpd's content reader: copies what is queued into `buffer`.
    /// Returns the byte count, 0 after parking (nothing to send yet), or -1 at
    /// the end. Runs on the connection's MHD thread.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        var released = 0
        let result = state.withLock { state -> Int in
            var written = 0
            while written < buffer.count, let first = state.chunks.first {
                let count = min(first.count, buffer.count - written)
                first.withUnsafeBytes { source in
                    buffer.baseAddress!.advanced(by: written).copyMemory(from: source.baseAddress!, byteCount: count)
                }
                written += count
                if count == first.count {
                    _ = state.chunks.pop()
                } else {
                    state.chunks.replaceFirst(first.dropFirst(count))
                }
            }
            if written > 0 {
                // The final message was not counted; never release more than was taken.
                released = min(written, state.queued)
                state.queued -= released
                state.lastActivity = MonotonicClock.nanoseconds()
                return written
            }
            if state.finished { return -1 }
            guard let connection = OpaquePointer(bitPattern: state.connection) else { return -1 }
            state.parked = true
            MHD_suspend_connection(connection)
            return 0
        }
        release(released)
        return result
    }

    /// Sends the keep-alive bytes if nothing went out for its interval.
    func keepAliveIfIdle(now: Int64) {
        guard let keepAlive else { return }
        state.withLock { state in
            guard !state.finished, !state.detached, state.chunks.isEmpty,
                  now - state.lastActivity >= keepAlive.interval.nanosecondsValue else { return }
            state.chunks.push(keepAlive.bytes[...])
            state.lastActivity = now
            Self.wake(&state)
        }
    }

    /// Ends the stream if it waits parked and its client has gone (closed or
    /// reset its side): resumed, libmicrohttpd then finds the socket dead and
    /// lets the response go, so the stream's place comes back within a check
    /// interval instead of after the next keep-alive write fails.
    func endIfClientGone() {
        state.withLock { state in
            guard state.parked, !state.finished, let connection = OpaquePointer(bitPattern: state.connection),
                  PeerSocket.isGone(segnav_mhd_connection_fd(connection)) else { return }
            state.finished = true
            Self.wake(&state)
        }
    }

    /// Shutdown's last sweep: no more sends, and a parked connection is resumed
    /// so it can end (libmicrohttpd must not be stopped with one suspended).
    func terminate() {
        state.withLock { state in
            state.finished = true
            Self.wake(&state)
        }
    }

    /// libmicrohttpd is done with the response (sent, or the client gone).
    func detach() {
        let (handlers, core, queued) = state.withLock { state -> ([@Sendable () -> Void], ServerCore?, Int) in
            state.detached = true
            state.parked = false
            state.connection = 0
            let result = (state.onClose, state.core, state.queued)
            state.onClose = []
            state.core = nil
            state.queued = 0
            state.chunks = FIFO()
            return result
        }
        release(queued)
        core?.unregister(self)
        for handler in handlers { handler() }
    }
}

extension Duration {
    var nanosecondsValue: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
