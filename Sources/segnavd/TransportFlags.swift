import ArgumentParser
import MicroHTTP

/// `serve`'s flags for the HTTP transport, as one `ServerOptions`: each flag
/// is declared with its default taken from `ServerOptions` itself, so the two
/// cannot drift apart.
struct TransportFlags: ParsableArguments {
    @Option(help: "Numeric address to listen on (0.0.0.0 inside containers).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one (printed on the 'listening on' line).")
    var port: UInt16 = 8080

    @Option(help: "libmicrohttpd polling threads; the default is one per core of this machine.")
    var threads: Int = ServerOptions.processorCount

    @Option(help: "Threads running writes and long-polls (the store's shards); 0 uses Swift's global executor.")
    var deferredThreads = ServerOptions().deferredThreads

    @Option(help: "Seconds an idle connection is kept open.")
    var connectionTimeout = ServerOptions().connectionTimeout

    @Option(help: "Most connections open at once.")
    var connectionLimit = ServerOptions().connectionLimit

    @Option(help: "Most connections from one address (0 = off; keep it off behind a proxy).")
    var perIpLimit = ServerOptions().perIPConnectionLimit

    @Option(help: "Bytes of memory per connection (headers must fit).")
    var connectionMemoryLimit = ServerOptions().connectionMemoryLimit

    @Option(help: "Largest request body in bytes; larger ones get 413.")
    var maxBody = ServerOptions().maxBodySize

    @Option(
        help: ArgumentHelp(
            "Bytes of answers and stream messages held for clients that have not read them yet.",
            discussion: "Beyond it a read gets 503 + Retry-After and a stream is ended; a write's answer always goes out."))
    var responseMemoryLimit = ServerOptions().responseMemoryLimit

    @Option(
        help: ArgumentHelp(
            "Bytes of unread answers one client address may hold (default: an eighth of --response-memory-limit).",
            discussion:
                "Past it that client's reads and writes get 503 + Retry-After (a write before it is applied), so one client that does not read cannot spend the budget for everybody; a proxy reads as answers come, so its share stays near empty."
        ))
    var responseMemoryPeerShare: Int?

    @Option(
        help: ArgumentHelp(
            "epoll or poll: how libmicrohttpd waits for sockets.",
            discussion:
                "poll sees every client's close at once but scans every open connection on every round (slow with many idle connections); epoll's blind spot in libmicrohttpd 0.9.75 (clients that send part of a request and close at once) is covered by a sweep of waiting connections."
        ))
    var poller: ServerOptions.Poller = ServerOptions().poller

    func validate() throws {
        guard threads >= 1 else { throw ValidationError("--threads must be at least 1") }
        guard (0...64).contains(deferredThreads) else { throw ValidationError("--deferred-threads must be from 0 to 64") }
        guard maxBody >= 0 else { throw ValidationError("--max-body must not be negative") }
        guard responseMemoryLimit >= 65536 else { throw ValidationError("--response-memory-limit must be at least 65536") }
        if let share = responseMemoryPeerShare, !(1...responseMemoryLimit).contains(share) {
            throw ValidationError("--response-memory-peer-share must be from 1 to --response-memory-limit (\(responseMemoryLimit))")
        }
        guard connectionLimit >= 1 else { throw ValidationError("--connection-limit must be at least 1") }
    }

    var options: ServerOptions {
        var options = ServerOptions()
        options.host = host
        options.port = port
        options.threads = threads
        options.deferredThreads = deferredThreads
        options.connectionTimeout = connectionTimeout
        options.connectionLimit = connectionLimit
        options.perIPConnectionLimit = perIpLimit
        options.connectionMemoryLimit = connectionMemoryLimit
        options.maxBodySize = maxBody
        options.responseMemoryLimit = responseMemoryLimit
        options.responseMemoryPeerShare = responseMemoryPeerShare
        options.poller = poller
        return options
    }
}

extension ServerOptions.Poller: ExpressibleByArgument {}
