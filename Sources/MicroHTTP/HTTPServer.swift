import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// A libmicrohttpd daemon answering through a `Responder`.
///
/// Immediate handlers run on the MHD thread; deferred ones suspend the
/// connection and run in a Task (DESIGN.md §5). The object must stay alive while
/// the daemon runs: the C callbacks hold an unretained pointer to its core.
public final class HTTPServer: Sendable {
    let core: ServerCore
    /// The `MHD_Daemon *` as an address (0 once stopped): raw pointers are not Sendable.
    private let daemon: Mutex<UInt>
    /// The port actually bound (differs from the option when it was 0).
    public let port: UInt16
    public let options: ServerOptions

    /// `connections` is counted into as clients connect and go; pass the
    /// application's own gauge to let it report them.
    /// `memory` likewise: the application's own budget object, so it can
    /// report it and count its streams against it; its limit is set here.
    public init(
        options: ServerOptions, responder: some Responder,
        connections: ConnectionGauge = ConnectionGauge(), memory: ResponseMemory = ResponseMemory()
    ) throws(ServerError) {
        self.options = options
        memory.limit = options.responseMemoryLimit
        let core = ServerCore(
            responder: responder, maxBodySize: options.maxBodySize,
            connectionLimit: options.connectionLimit, deferredThreads: options.deferredThreads,
            connections: connections, memory: memory, peerShare: options.effectivePeerShare)
        self.core = core
        let started = try Self.startDaemon(options, core: core)
        self.daemon = Mutex(UInt(bitPattern: Int(bitPattern: started)))
        self.port = segnav_mhd_bound_port(started)
        core.reaper.start()
    }

    /// The libmicrohttpd version string, e.g. "0.9.75".
    public static var libraryVersion: String {
        String(cString: MHD_get_version())
    }

    /// Requests received and not yet completed (immediate or deferred).
    public var activeRequests: Int { core.active.load(ordering: .relaxed) }

    /// Client connections open now.
    public var openConnections: Int { core.connections.value }

    /// Streamed answers being sent now.
    public var openStreams: Int { core.streamCount }

    /// Stops accepting, lets in-flight requests finish (up to `grace`), answers
    /// any still-suspended connection with 503, then stops the daemon.
    /// Suspended connections must all be resumed before `MHD_stop_daemon` (DESIGN.md §5).
    /// Returns how many requests were still running when the grace ended (0: everything finished within it), so
    /// that the caller can say so: the suspended ones among them were answered `shuttingDown`.
    @discardableResult
    public func shutdown(grace: Duration = .seconds(5)) async -> Int {
        guard let d = OpaquePointer(bitPattern: daemon.withLock({ $0 })) else { return 0 }
        let listener = MHD_quiesce_daemon(d)
        // Shut, not closed: new clients are refused at once, but libmicrohttpd's pool
        // threads still remove this descriptor from their epoll sets, and a descriptor
        // closed (or reused) under them makes it abort ("Failed to remove listen FD
        // from epoll set"). Closed once the daemon has stopped.
        if listener >= 0 { PeerSocket.hangUp(listener) }
        core.draining.store(true, ordering: .relaxed)
        // A stream never completes by itself: end each now, after what it has
        // queued (the application sent its farewell before calling this).
        core.terminateStreams()
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: grace)
        while core.active.load(ordering: .relaxed) > 0, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        let cut = core.active.load(ordering: .relaxed)
        core.answerAllSuspended(with: core.shuttingDown)
        let flushDeadline = clock.now.advanced(by: .milliseconds(500))
        while core.active.load(ordering: .relaxed) > 0, clock.now < flushDeadline {
            try? await Task.sleep(for: .milliseconds(5))
        }
        guard
            let taken = OpaquePointer(
                bitPattern: daemon.withLock({ d -> UInt in
                    defer { d = 0 }; return d
                }))
        else {
            if listener >= 0 { close(listener) }
            return cut
        }
        core.reaper.stop()
        MHD_stop_daemon(taken)
        if listener >= 0 { close(listener) }
        core.executor?.stop()
        return cut
    }

    deinit {
        core.reaper.stop()
        if let d = OpaquePointer(bitPattern: daemon.withLock({ $0 })) {
            core.answerAllSuspended(with: Response(status: 503))
            MHD_stop_daemon(d)
        }
        core.executor?.stop()
    }
}

public enum ServerError: Error, CustomStringConvertible, Equatable {
    case cannotStart(host: String, port: UInt16, errno: Int32)

    public var description: String {
        switch self {
        case .cannotStart(let host, let port, let code):
            let reason = code == EINVAL ? "not a numeric IP address" : String(cString: strerror(code))
            return "cannot listen on \(host):\(port): \(reason)"
        }
    }
}
