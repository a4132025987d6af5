import CMicroHTTPD

#if canImport(Glibc)
import Glibc
#endif

extension HTTPServer {
    /// Starts libmicrohttpd with segnav's choices; the shim only passes them on.
    ///
    /// The connection limit is enforced by segnav's accept policy, not by
    /// libmicrohttpd: at its own limit libmicrohttpd stops polling the
    /// listening socket, so further clients sit in the kernel's backlog with
    /// no answer (a hang for them), while a policy that says no makes it close
    /// the socket at once. So its own limit is set above ours: twice ours, since
    /// at our limit the policy may admit a client in place of dead ones the
    /// reaper just hung up on before libmicrohttpd has closed them, and per
    /// pool thread, since each thread gets limit / threads and must still poll
    /// the listening socket to refuse the next client.
    static func startDaemon(_ options: ServerOptions, core: ServerCore) throws(ServerError) -> OpaquePointer {
        var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_ALLOW_SUSPEND_RESUME.rawValue | MHD_USE_ITC.rawValue
        // epoll by default: its cost does not grow with idle connections (poll(2)'s
        // does, per round); its blind spot in libmicrohttpd 0.9.75, a client whose
        // last bytes and FIN arrive together, is covered by the HalfClosedReaper.
        if options.poller == .epoll, MHD_is_feature_supported(.FEATURE_EPOLL) == .YES {
            flags |= MHD_USE_EPOLL.rawValue
        } else {
            flags |= MHD_USE_POLL.rawValue
        }
        guard var address = SocketAddress(host: options.host, port: options.port) else {
            throw .cannotStart(host: options.host, port: options.port, errno: EINVAL)
        }
        if address.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
        let threads = max(1, options.threads)
        let (perThread, overflow) = (2 * options.connectionLimit.clampedToUInt32 + 1).multipliedReportingOverflow(by: threads)
        let limit = overflow ? Int(UInt32.max) : min(perThread, Int(UInt32.max))
        var error: Int32 = 0
        let cls = Unmanaged.passUnretained(core).toOpaque()
        let daemon = address.withPointer { sockaddr in
            var config = segnav_mhd_config(
                flags: UInt32(flags), port: options.port, address: sockaddr,
                thread_pool_size: threads > 1 ? UInt32(clamping: threads) : 0,
                connection_timeout: UInt32(clamping: options.connectionTimeout),
                connection_limit: UInt32(clamping: limit),
                per_ip_limit: UInt32(clamping: options.perIPConnectionLimit),
                memory_limit: options.connectionMemoryLimit)
            return segnav_mhd_start(
                &config, accessHandler, cls, completionHandler, cls,
                acceptPolicy, cls, connectionNotification, cls, requestLineReceived, cls, unescapeKeepingNUL, &error)
        }
        guard let daemon else {
            // libmicrohttpd sets no errno for a port in use on some paths.
            throw .cannotStart(host: options.host, port: options.port, errno: error != 0 ? error : EADDRINUSE)
        }
        return daemon
    }
}

private extension Int {
    /// Flag values are clamped before arithmetic, so no product can overflow.
    var clampedToUInt32: Int { Swift.min(Swift.max(self, 0), Int(UInt32.max)) }
}

/// A numeric IPv4 or IPv6 address and port, as `bind` takes it.
struct SocketAddress {
    private var storage: sockaddr_storage
    let isIPv6: Bool

    init?(host: String, port: UInt16) {
        var storage = sockaddr_storage()
        var v4 = sockaddr_in()
        var v6 = sockaddr_in6()
        if inet_pton(AF_INET, host, &v4.sin_addr) == 1 {
            v4.sin_family = sa_family_t(AF_INET)
            v4.sin_port = port.bigEndian
            withUnsafeBytes(of: v4) { source in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) } }
            isIPv6 = false
        } else if inet_pton(AF_INET6, host, &v6.sin6_addr) == 1 {
            v6.sin6_family = sa_family_t(AF_INET6)
            v6.sin6_port = port.bigEndian
            withUnsafeBytes(of: v6) { source in withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: source) } }
            isIPv6 = true
        } else {
            return nil
        }
        self.storage = storage
    }

    mutating func withPointer<T>(_ body: (UnsafePointer<sockaddr>) -> T) -> T {
        withUnsafePointer(to: &storage) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1, body) }
    }
}
