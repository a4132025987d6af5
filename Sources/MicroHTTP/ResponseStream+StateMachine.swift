/// A `ResponseStream`'s lifecycle as a value (DESIGN.md §5.6): each event — the producer sends or finishes, the
/// transport attaches, asks for bytes or lets the response go, the timer finds it idle or its client gone — is a
/// method that changes the state and says what the caller must do, in the shape of async-http-client's
/// `HTTP1ConnectionStateMachine` and `JournalStateMachine`. The flags it replaces (finished, parked, detached, a
/// zero connection) allowed combinations no order of events reaches; the enum names the five that are reached, so
/// a hostile order (a send after the close, a second finish, a close while parked) is a case of a switch and is
/// tested without a socket (`ResponseStreamStateMachineTests`).
///
/// `ResponseStream` holds one under its lock and carries the actions out under the same lock (a resume must
/// follow its suspend), except the budget releases and the close handlers, which it runs after. Generic over the
/// connection (libmicrohttpd's pointer in the server, a number in the tests) and over a close handler, so the
/// server's specialization costs nothing over the fields it replaced: the state is a trivial enum, and no event
/// allocates or takes a closure.
package struct ResponseStreamStateMachine<Connection: Equatable, Handler> {
    package enum State: Equatable {
        /// Made, not yet bound to a connection: sends queue (the opening message, a resume's backlog), and a
        /// reader without a connection may take them (`takeQueued`).
        case unattached
        /// Bound to its connection, which pulls what is queued (or will, once libmicrohttpd asks).
        case streaming(Connection)
        /// Nothing was queued when libmicrohttpd asked, so the connection was suspended from inside its reader;
        /// the next send, keep-alive or end resumes it. Nothing is queued while parked.
        case parked(Connection)
        /// No more sends (the producer finished, the server is shutting down, the client is gone): what is
        /// queued still goes out, then the body ends. Not yet bound to a connection when `nil`.
        case finishing(Connection?)
        /// The transport is done with it (all sent, the client gone, or never sent): nothing is held, and the
        /// close handlers have been handed out once.
        case closed
    }

    package private(set) var state = State.unattached
    /// At most this many counted bytes wait unsent.
    package let capacity: Int
    private var chunks = FIFO<ArraySlice<UInt8>>()
    /// Bytes in the queue taken from the memory budgets (the final message and keep-alives are not).
    package private(set) var queuedBytes = 0
    /// Monotonic nanoseconds of the last byte handed to the transport (or of the attach): what a keep-alive is
    /// measured from.
    package private(set) var lastActivity: Int64 = 0
    private var handlers: [Handler] = []

    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// Finished, or the client is gone: a send would be refused.
    package var isClosed: Bool {
        switch state {
        case .finishing, .closed: true
        case .unattached, .streaming, .parked: false
        }
    }

    /// Something is queued (counted or not).
    package var hasQueued: Bool { !chunks.isEmpty }

    /// What the caller does with the connection after an event that may bring bytes or an end.
    package enum WakeAction: Equatable {
        case none
        /// The connection is parked: resume it (under the lock that suspended it) so libmicrohttpd asks again.
        case resume(Connection)
    }

    /// What the transport's detach (or the in-process reader's last take) hands back.
    package struct CloseAction {
        /// Bytes still counted against the budgets: give them back.
        package var release: Int
        /// Run each once, outside the lock.
        package var handlers: [Handler]

        package init(release: Int, handlers: [Handler]) {
            self.release = release
            self.handlers = handlers
        }
    }

    // MARK: The producer's side

    package enum SendAction: Equatable {
        /// Within the capacity: take the bytes from the budgets, then call `reserved` (under the same lock), or
        /// answer `.full` if a budget refuses.
        case reserve
        /// Over the capacity: nothing is queued.
        case full
        /// Finished, or the client is gone: nothing is queued.
        case closed
    }

    /// The producer wants to queue `count` bytes (`pastCapacityWhenEmpty`: a message larger than the capacity
    /// is let through when nothing else waits, so a client that keeps up gets every message whole).
    package func send(_ count: Int, pastCapacityWhenEmpty: Bool) -> SendAction {
        switch state {
        case .finishing, .closed:
            return .closed
        case .unattached, .streaming, .parked:
            guard queuedBytes + count <= capacity || (pastCapacityWhenEmpty && queuedBytes == 0) else { return .full }
            return .reserve
        }
    }

    /// The budgets gave the bytes `send` asked to reserve: they are queued, counted.
    package mutating func reserved(_ bytes: ArraySlice<UInt8>) -> WakeAction {
        precondition(!isClosed, "reserved follows send's .reserve under the same lock")
        chunks.push(bytes)
        queuedBytes += bytes.count
        return wake()
    }

    /// The producer ends the stream after `last` (uncounted: small, and it tells the client why). Ends it as
    /// well when the server shuts down, with nothing more. Only the first end counts.
    package mutating func finish(appending last: ArraySlice<UInt8>) -> WakeAction {
        let connection: Connection?
        switch state {
        case .finishing, .closed:
            return .none
        case .unattached:
            connection = nil
        case .streaming(let bound), .parked(let bound):
            connection = bound
        }
        if !last.isEmpty { chunks.push(last) }
        let action = wake()
        state = .finishing(connection)
        return action
    }

    /// A handler to run once the transport is done with the stream: kept, or handed back to run at once when
    /// it is done already.
    package mutating func onClose(_ handler: Handler) -> Handler? {
        if case .closed = state { return handler }
        handlers.append(handler)
        return nil
    }

    /// A reader without a connection (in process, a test) takes everything queued into `out`, as the transport
    /// would: the counted bytes come back to `release`, and taking the rest of a finished stream closes it, as
    /// sending its last byte would.
    package mutating func takeQueued(into out: inout [UInt8]) -> (release: Int, close: CloseAction?) {
        while let chunk = chunks.pop() { out += chunk }
        let released = queuedBytes
        queuedBytes = 0
        guard case .finishing = state else { return (released, nil) }
        return (released, close())
    }

    // MARK: The transport's side

    /// The transport binds the stream to its connection before libmicrohttpd first asks for bytes. A stream
    /// closed meanwhile stays closed (its reads end the body at once); a second attach changes nothing.
    package mutating func attach(_ connection: Connection, now: Int64) {
        switch state {
        case .unattached:
            state = .streaming(connection)
        case .finishing(nil):
            state = .finishing(connection)
        case .streaming, .parked, .finishing, .closed:
            return
        }
        lastActivity = now
    }

    package enum ReadAction: Equatable {
        /// `count` bytes are in the buffer: answer them, and give `release` bytes back to the budgets.
        case write(count: Int, release: Int)
        /// Nothing is queued: suspend the connection (under the lock) and answer 0; the next send resumes it.
        case suspend(Connection)
        /// The body is over: answer end-of-stream.
        case end
    }

    /// Where a read copies to: libmicrohttpd's buffer, valid for one call of its content reader, on its thread.
    /// `Sendable` only so that handing it to the machine inside the lock does not tie the lock's value to the
    /// caller's task for the region checker (a bare pointer would); it never outlives the call.
    package struct ReadBuffer: @unchecked Sendable {
        package let bytes: UnsafeMutableRawBufferPointer

        package init(_ bytes: UnsafeMutableRawBufferPointer) {
            self.bytes = bytes
        }
    }

    /// libmicrohttpd asks for up to `target.bytes.count` bytes at `now`; what is queued is copied there.
    package mutating func read(into target: ReadBuffer, now: Int64) -> ReadAction {
        let buffer = target.bytes
        var written = 0
        while written < buffer.count, let first = chunks.first {
            let count = min(first.count, buffer.count - written)
            first.withUnsafeBytes { source in
                buffer.baseAddress!.advanced(by: written).copyMemory(from: source.baseAddress!, byteCount: count)
            }
            written += count
            if count == first.count {
                _ = chunks.pop()
            } else {
                chunks.replaceFirst(first.dropFirst(count))
            }
        }
        if written > 0 {
            // The final message and keep-alives were not counted; never release more than was taken.
            let released = min(written, queuedBytes)
            queuedBytes -= released
            lastActivity = now
            return .write(count: written, release: released)
        }
        switch state {
        // libmicrohttpd never asks a suspended connection, so one that asks while parked was resumed: park again.
        case .streaming(let connection), .parked(let connection):
            state = .parked(connection)
            return .suspend(connection)
        // Without a connection there is nothing to suspend, and no send could resume it.
        case .unattached, .finishing, .closed:
            return .end
        }
    }

    /// The timer visits at `now`: a stream silent for `interval` nanoseconds, with nothing queued, gets
    /// `bytes` (uncounted), so proxies keep it and a dead client is found by the write.
    package mutating func keepAlive(_ bytes: ArraySlice<UInt8>, interval: Int64, now: Int64) -> WakeAction {
        guard !isClosed, chunks.isEmpty, now - lastActivity >= interval else { return .none }
        chunks.push(bytes)
        lastActivity = now
        return wake()
    }

    /// The connection to look at for a client that left: only a parked one, since libmicrohttpd watches no
    /// suspended connection (a streaming one finds out by writing).
    package var parkedConnection: Connection? {
        guard case .parked(let connection) = state else { return nil }
        return connection
    }

    /// The parked connection's client has gone: the stream ends, and the resume lets libmicrohttpd find the
    /// dead socket and let the response go. Changes nothing unless parked (the check and this share a lock).
    package mutating func clientGone() -> WakeAction {
        guard case .parked(let connection) = state else { return .none }
        state = .finishing(connection)
        return .resume(connection)
    }

    /// The transport is done with the response (sent, the client gone, or never queued): from any state.
    /// A second close hands back nothing, so the handlers run once and no byte is released twice.
    package mutating func close() -> CloseAction {
        state = .closed
        let action = CloseAction(release: queuedBytes, handlers: handlers)
        handlers = []
        queuedBytes = 0
        chunks = FIFO()
        return action
    }

    /// After bytes or an end were queued: a parked connection goes back to streaming and is resumed.
    private mutating func wake() -> WakeAction {
        guard case .parked(let connection) = state else { return .none }
        state = .streaming(connection)
        return .resume(connection)
    }
}

extension ResponseStreamStateMachine.State: Sendable where Connection: Sendable {}
extension ResponseStreamStateMachine.WakeAction: Sendable where Connection: Sendable {}
extension ResponseStreamStateMachine.ReadAction: Sendable where Connection: Sendable {}
extension ResponseStreamStateMachine.CloseAction: Sendable where Handler: Sendable {}
extension ResponseStreamStateMachine.CloseAction: Equatable where Handler: Equatable {}
