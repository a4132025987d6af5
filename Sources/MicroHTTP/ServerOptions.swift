/// Transport settings; segnavd exposes each as a flag (DESIGN.md §5 asks for these
/// to be chosen deliberately rather than left to libmicrohttpd's defaults).
public struct ServerOptions: Sendable, Equatable {
    /// Numeric IPv4 or IPv6 address.
    public var host: String = "127.0.0.1"
    /// 0 asks the OS for a free port; `HTTPServer.port` tells which.
    public var port: UInt16 = 8080
    /// MHD polling threads (each with its own epoll set); defaults to the core count.
    public var threads: Int = ServerOptions.processorCount
    /// Seconds an idle connection is kept open.
    public var connectionTimeout: Int = 30
    public var connectionLimit: Int = 4096
    /// 0 = off: behind a reverse proxy every client comes from one address.
    public var perIPConnectionLimit: Int = 0
    /// Per-connection memory pool; the request head must fit into it. Half
    /// libmicrohttpd's default: the pool is cleared after every keep-alive
    /// request, and that memset showed in perf under `GET` load (BENCHMARKS.md).
    public var connectionMemoryLimit: Int = 16 * 1024
    /// Bodies above this are refused with 413 and never buffered.
    public var maxBodySize: Int = 64 * 1024
    /// Threads that run deferred handlers (`DeferredExecutor`); 0 runs them on
    /// Swift's global executor instead.
    public var deferredThreads: Int = 1
    /// How libmicrohttpd waits for sockets (see `Poller`).
    public var poller: Poller = .epoll
    /// Bytes of answers written but not yet taken by their clients, and of
    /// stream messages queued for them, held at once; beyond it a read gets a
    /// 503 instead of its answer and a stream is ended (`ResponseMemory`). The
    /// bound on what clients that never read can pin.
    public var responseMemoryLimit: Int = 64 << 20
    /// Bytes of unread answers one client address may hold before its next
    /// request gets that 503 (a write before it is applied; `PeerShares`); nil:
    /// an eighth of `responseMemoryLimit`. An eighth: one client that never
    /// reads leaves seven eighths to the others, and a well-behaved client,
    /// or a proxy, which reads as answers come, holds almost none of it.
    public var responseMemoryPeerShare: Int? = nil

    /// `responseMemoryPeerShare`, or its default.
    public var effectivePeerShare: Int { responseMemoryPeerShare ?? max(1, responseMemoryLimit / 8) }

    /// libmicrohttpd's socket readiness mechanism.
    public enum Poller: String, Sendable, CaseIterable {
        /// epoll, edge-triggered: a round costs what is ready, however many
        /// connections are open. libmicrohttpd 0.9.75 misses the FIN of a client
        /// whose last bytes and FIN arrive together; `HalfClosedReaper` finds those.
        case epoll
        /// poll(2), level-triggered: sees every FIN at once, but every round
        /// scans every connection: with 2 000 idle keep-alive connections open,
        /// GET throughput fell by more than half (BENCHMARKS.md, "Poller").
        case poll
    }

    public init() {}

    public static var processorCount: Int {
        max(1, Int(sysconfProcessors()))
    }
}

#if canImport(Glibc)
import Glibc
private func sysconfProcessors() -> Int { sysconf(Int32(_SC_NPROCESSORS_ONLN)) }
#elseif canImport(Darwin)
import Darwin
private func sysconfProcessors() -> Int { sysconf(_SC_NPROCESSORS_ONLN) }
#endif
