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
/// the stream's lock, so a resume always follows its suspend. Which of these
/// a stream is in, and what each event does to it, is `ResponseStreamStateMachine`'s
/// to say; this class holds one under its lock and carries out its answers.
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

    /// The connection by its address: a pointer is not `Sendable`, and the lock's closures may not carry one.
    typealias Machine = ResponseStreamStateMachine<UInt, @Sendable () -> Void>

    /// The lifecycle (`ResponseStreamStateMachine`) and the server that visits the stream, which is told when
    /// it closes; the machine does not hold it, since only the transport's side needs it.
    private struct Locked {
        var machine: Machine
        var core: ServerCore?
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
    private let state: Mutex<Locked>

    /// `memory`: the server's budget the queued bytes count against (the
    /// application passes the one it gave the server); `shares`: budgets
    /// within it that this stream shares with some others.
    public init(capacity: Int, keepAlive: KeepAlive? = nil, memory: ResponseMemory? = nil, shares: [ResponseMemory] = []) {
        self.capacity = capacity
        self.keepAlive = keepAlive
        self.memory = memory
        self.shares = shares
        self.state = Mutex(Locked(machine: Machine(capacity: capacity)))
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
        return state.withLock { locked in
            switch locked.machine.send(bytes.count, pastCapacityWhenEmpty: pastCapacityWhenEmpty) {
            case .closed:
                return .closed
            case .full:
                return .full
            case .reserve:
                guard reserve(bytes.count) else { return .full }
                Self.carryOut(locked.machine.reserved(bytes))
                return .queued
            }
        }
    }

    /// Queues `last` (past the capacity if need be: it is the message that
    /// tells the client why the stream ends) and ends the stream once it is sent.
    public func finish(with last: [UInt8] = []) {
        state.withLock { Self.carryOut($0.machine.finish(appending: last[...])) }
    }

    /// Finished, or the client is gone.
    public var isClosed: Bool { state.withLock { $0.machine.isClosed } }

    /// Bytes queued and not yet handed to the transport.
    public var queuedBytes: Int { state.withLock { $0.machine.queuedBytes } }

    /// Runs once the transport is done with the stream (all sent, or the client
    /// gone), at once if it already is. Not under any lock of the transport.
    public func onClose(_ handler: @escaping @Sendable () -> Void) {
        if let runNow = state.withLock({ $0.machine.onClose(handler) }) { runNow() }
    }

    /// What is queued, taken as the transport would take it: for a stream
    /// that no connection sends (an in-process consumer, a test). Taking the
    /// rest of a finished stream ends it, as sending its last byte would.
    public func takeQueued() -> [UInt8] {
        var out: [UInt8] = []
        let (released, close, core) = state.withLock { locked in
            let (released, close) = locked.machine.takeQueued(into: &out)
            let core = close != nil ? locked.core.take() : nil
            return (released, close, core)
        }
        release(released)
        if let close { carryOut(close, core: core) }
        return out
    }

    /// Resumes the connection the machine parked; under the lock that parked it.
    private static func carryOut(_ action: Machine.WakeAction) {
        if case .resume(let address) = action { MHD_resume_connection(connection(address)) }
    }

    /// Only attached addresses reach the machine's actions, so none is zero.
    private static func connection(_ address: UInt) -> OpaquePointer {
        OpaquePointer(bitPattern: address)!
    }

    /// Outside the lock: the budgets get the bytes back, the server forgets the stream, and the handlers run.
    private func carryOut(_ close: Machine.CloseAction, core: ServerCore?) {
        release(close.release)
        core?.unregister(self)
        for handler in close.handlers { handler() }
    }

    // MARK: The transport's side

    /// Bound to its connection, before libmicrohttpd first asks for bytes.
    func attach(_ connection: OpaquePointer, core: ServerCore) {
        let now = MonotonicClock.nanoseconds()
        state.withLock { locked in
            // Kept even if the stream closed meanwhile: a later detach still unregisters it.
            locked.core = core
            locked.machine.attach(UInt(bitPattern: Int(bitPattern: connection)), now: now)
        }
    }

    /// libmicrohttpd's content reader: copies what is queued into `buffer`.
    /// Returns the byte count, 0 after parking (nothing to send yet), or -1 at
    /// the end. Runs on the connection's MHD thread.
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
        let now = MonotonicClock.nanoseconds()
        let buffer = Machine.ReadBuffer(buffer)
        let action = state.withLock { locked in
            let action = locked.machine.read(into: buffer, now: now)
            if case .suspend(let address) = action { MHD_suspend_connection(Self.connection(address)) }
            return action
        }
        switch action {
        case .write(let count, let released):
            release(released)
            return count
        case .suspend:
            return 0
        case .end:
            return -1
        }
    }

    /// Sends the keep-alive bytes if nothing went out for its interval.
    func keepAliveIfIdle(now: Int64) {
        guard let keepAlive else { return }
        state.withLock { locked in
            Self.carryOut(locked.machine.keepAlive(keepAlive.bytes[...], interval: keepAlive.interval.nanosecondsValue, now: now))
        }
    }

    /// Ends the stream if it waits parked and its client has gone (closed or
    /// reset its side): resumed, libmicrohttpd then finds the socket dead and
    /// lets the response go, so the stream's place comes back within a check
    /// interval instead of after the next keep-alive write fails.
    func endIfClientGone() {
        state.withLock { locked in
            guard let address = locked.machine.parkedConnection,
                PeerSocket.isGone(segnav_mhd_connection_fd(Self.connection(address)))
            else { return }
            Self.carryOut(locked.machine.clientGone())
        }
    }

    /// Shutdown's last sweep: no more sends, and a parked connection is resumed
    /// so it can end (libmicrohttpd must not be stopped with one suspended).
    func terminate() {
        state.withLock { Self.carryOut($0.machine.finish(appending: [])) }
    }

    /// libmicrohttpd is done with the response (sent, or the client gone).
    func detach() {
        let (close, core) = state.withLock { locked in (locked.machine.close(), locked.core.take()) }
        carryOut(close, core: core)
    }
}

extension Duration {
    var nanosecondsValue: Int64 {
        let (seconds, attoseconds) = components
        return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
    }
}
