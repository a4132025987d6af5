import SystemSupport
import CMicroHTTPD
import Synchronization

/// What the C callbacks reach through their `cls` pointer.
final class ServerCore: Sendable {
    let responder: any Responder
    let maxBodySize: Int
    /// Up to this many declared bytes an over-limit body is read and dropped
    /// (keeping the connection); beyond it the connection is refused at once.
    let discardLimit: Int
    /// Requests between the first access-handler call and the completion callback.
    let active = Atomic<Int>(0)
    /// Set when shutdown begins: requests arriving on open keep-alive
    /// connections get 503 + close, so in-flight work drains instead of growing.
    let draining = Atomic<Bool>(false)
    /// `--connection-limit`: accepted sockets beyond it are closed at once.
    let connectionLimit: Int
    /// Connections open now (libmicrohttpd's start and close notifications).
    let connections: ConnectionGauge
    /// Suspended connections, so shutdown can resume every one of them; once
    /// `closed`, nothing more is suspended (libmicrohttpd aborts if
    /// `MHD_stop_daemon` finds a suspended connection). Striped by connection:
    /// with one lock, the MHD threads and the deferred threads queued on it
    /// for every request (perf showed the contended lock under load).
    private struct Registry {
        var table: [ObjectIdentifier: RequestContext] = [:]
        var closed = false
    }
    private final class Stripe: Sendable {
        let registry = Mutex(Registry())
    }
    private let stripes: [Stripe] = (0..<16).map { _ in Stripe() }

    private func stripe(_ context: RequestContext) -> Stripe {
        // Heap addresses are 16-byte aligned: drop the bits that never vary.
        let address = UInt(bitPattern: Unmanaged.passUnretained(context).toOpaque())
        return stripes[Int((address >> 4) % UInt(stripes.count))]
    }

    /// Where deferred handlers run; nil: Swift's global executor.
    let executor: DeferredExecutor?
    /// Answers copied for clients and not yet taken by them (see `ResponseMemory`).
    let memory: ResponseMemory
    /// Finds connections whose client left unseen (libmicrohttpd's epoll blind spot).
    let reaper = HalfClosedReaper()
    /// Each client address's part of `memory`.
    let peers: PeerShares
    /// What a read gets when its answer would pass the memory budget. Both
    /// refusals are prepared (shared, never copied): a client that does not
    /// read its refusals either holds none of the budget with them.
    let memoryRefusal: Response
    /// What a request gets when its client's unread answers hold its share.
    let peerMemoryRefusal: Response
    /// What requests that would have to wait get once shutdown has begun.
    let shuttingDown: Response
    /// Streams being sent: what the keep-alive timer visits, and what shutdown ends.
    private let streams = Mutex<(table: [ObjectIdentifier: ResponseStream], timer: Task<Void, Never>?)>(([:], nil))
    /// How often idle streams are checked for a keep-alive.
    static let keepAliveTick = Duration.seconds(1)
    /// Every how many ticks parked streams are checked for a client that left.
    static let clientCheckTicks = 5

    init(
        responder: any Responder, maxBodySize: Int, connectionLimit: Int = .max, deferredThreads: Int = 0,
        connections: ConnectionGauge = ConnectionGauge(), memory: ResponseMemory = ResponseMemory(),
        peerShare: Int = .max
    ) {
        self.responder = responder
        self.connections = connections
        self.memory = memory
        self.peers = PeerShares(share: peerShare)
        self.memoryRefusal = responder.transportAnswer(.responseMemoryFull(limit: memory.limit)).preparing()
        self.peerMemoryRefusal = responder.transportAnswer(.peerMemoryFull(share: peerShare)).preparing()
        var shuttingDown = responder.transportAnswer(.shuttingDown)
        shuttingDown.headers.append(Field("Connection", "close"))
        self.shuttingDown = shuttingDown
        self.executor = deferredThreads > 0 ? DeferredExecutor(threads: deferredThreads) : nil
        self.connectionLimit = connectionLimit
        self.maxBodySize = maxBodySize
        self.discardLimit = max(maxBodySize, 1 << 20)
    }

    /// Suspends the connection and runs the deferred handler in a Task; false
    /// (nothing suspended) once shutdown has begun. Must be called inside the
    /// access handler (libmicrohttpd's rule).
    func runDeferred(
        _ handle: @escaping @Sendable (Request) async -> Response,
        request: Request, context: RequestContext
    ) -> Bool {
        // Registered and suspended under the lock, so shutdown's sweep sees
        // every suspended connection and resumes only suspended ones.
        context.watch?.busy.store(true, ordering: .relaxed)
        let accepted = stripe(context).registry.withLock { registry -> Bool in
            guard !registry.closed else { return false }
            context.handoff.withLock { $0 = .waiting }
            registry.table[ObjectIdentifier(context)] = context
            MHD_suspend_connection(context.connection)
            return true
        }
        guard accepted else { return false }
        Task(executorPreference: executor) {
            let response = await handle(request)
            self.finish(context, with: response)
        }
        return true
    }

    func finish(_ context: RequestContext, with response: Response) {
        // Resumed under the lock: shutdown stops the daemon only after its
        // sweep took this lock, so no resume can come after the daemon is gone.
        let delivered = stripe(context).registry.withLock { registry -> Bool in
            guard registry.table.removeValue(forKey: ObjectIdentifier(context)) != nil,
                context.deliver(response)
            else { return false }
            MHD_resume_connection(context.connection)
            return true
        }
        // Shutdown answered it already: a stream made meanwhile is over before it began.
        if !delivered { response.stream?.detach() }
    }

    func register(_ stream: ResponseStream) {
        streams.withLock { streams in
            streams.table[ObjectIdentifier(stream)] = stream
            guard streams.timer == nil else { return }
            // One timer for every stream, started with the first: a stream costs
            // a table entry, not a sleeping task.
            streams.timer = Task { [weak self] in
                var tick = 0
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.keepAliveTick)
                    guard let self else { return }
                    tick += 1
                    let now = MonotonicClock.nanoseconds()
                    // A peek per parked stream: every few ticks, so 10 000 idle
                    // streams cost 2 000 syscalls a second, not 10 000.
                    let checkClients = tick % Self.clientCheckTicks == 0
                    for stream in self.streams.withLock({ Array($0.table.values) }) {
                        stream.keepAliveIfIdle(now: now)
                        if checkClients { stream.endIfClientGone() }
                    }
                }
            }
        }
    }

    func unregister(_ stream: ResponseStream) {
        streams.withLock { _ = $0.table.removeValue(forKey: ObjectIdentifier(stream)) }
    }

    /// Streams being sent now.
    var streamCount: Int { streams.withLock { $0.table.count } }

    /// Ends every stream (each sends what it has queued, then ends) and stops
    /// the keep-alive timer: after this no stream parks its connection again.
    func terminateStreams() {
        let (all, timer) = streams.withLock { streams in
            defer { streams.timer = nil }
            return (Array(streams.table.values), streams.timer)
        }
        timer?.cancel()
        for stream in all { stream.terminate() }
    }

    /// Answers every suspended connection with `response` and refuses new suspensions.
    /// Stripe by stripe: once a stripe is swept nothing is suspended in it, so
    /// when this returns no connection is suspended anywhere (streams included:
    /// they are ended first, which resumes the parked ones).
    func answerAllSuspended(with response: Response) {
        terminateStreams()
        for stripe in stripes {
            stripe.registry.withLock { registry in
                registry.closed = true
                for context in registry.table.values where context.deliver(response) {
                    MHD_resume_connection(context.connection)
                }
                registry.table.removeAll()
            }
        }
    }
}
