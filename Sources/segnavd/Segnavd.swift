import ArgumentParser
import Dispatch
import Foundation
import Logging
import MicroHTTP
import SegnavService

#if canImport(Glibc)
import Glibc
#endif

@main
struct Segnavd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segnavd",
        abstract: "Segmented-navigation sessions: serves them over HTTP, or checks scenario files.",
        discussion: "Without a subcommand segnavd serves (segnavd --port 0 is segnavd serve --port 0).",
        subcommands: [Serve.self, Check.self],
        defaultSubcommand: Serve.self)
}

/// `segnavd serve` (the default): the HTTP service.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves segmented-navigation sessions over HTTP.")

    @Option(help: "Numeric address to listen on (0.0.0.0 inside containers).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on; 0 picks a free one (printed on the 'listening on' line).")
    var port: UInt16 = 8080

    @Option(help: "libmicrohttpd polling threads (default: number of cores).")
    var threads: Int = ServerOptions.processorCount

    @Option(help: "Threads running writes and long-polls (the store's shards); 0 uses Swift's global executor.")
    var deferredThreads = ServerOptions().deferredThreads

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

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

    @Option(help: ArgumentHelp(
        "Bytes of answers and stream messages held for clients that have not read them yet.",
        discussion: "Beyond it a read gets 503 + Retry-After and a stream is ended; a write's answer always goes out."))
    var responseMemoryLimit = ServerOptions().responseMemoryLimit

    @Option(help: ArgumentHelp(
        "epoll or poll: how libmicrohttpd waits for sockets.",
        discussion: "poll sees every client's close at once but scans every open connection on every round (slow with many idle connections); epoll's blind spot in libmicrohttpd 0.9.75 (clients that send part of a request and close at once) is covered by a sweep of waiting connections."))
    var poller: ServerOptions.Poller = ServerOptions().poller

    @Option(help: "Event streams (GET /v1/sessions/{id}/stream) open at once, in all.")
    var maxStreams = StoreLimits().maxStreams

    @Option(help: "Event streams open at once on one session.")
    var maxStreamsPerSession = StoreLimits().maxStreamsPerSession

    @Option(help: "Bytes a stream may have queued for a slow client before it is ended (the client resumes by Last-Event-ID).")
    var streamBuffer = StoreLimits().streamBuffer

    @Option(help: "Seconds to let in-flight requests finish on SIGTERM/SIGINT.")
    var shutdownGrace = 5

    @Option(help: "Node name ([a-z0-9-]{1,16}): session ids start with NODE. (DESIGN.md §7).")
    var node: String?

    @Option(help: "Bearer token required on every route but /healthz, /readyz and / (default: $SEGNAV_TOKEN; none if unset).")
    var token: String?

    @Option(name: .customLong("cors-origin"), help: "An origin allowed by CORS; repeat for several (default: *).")
    var corsOrigins: [String] = []

    @Option(help: "Most live sessions; creating one more gets 503 + Retry-After.")
    var maxSessions = StoreLimits().maxSessions

    @Option(help: "Seconds without a request after which a session is evicted.")
    var sessionTtl = StoreLimits().ttlSeconds

    @Option(help: "Events kept per session (a ring; readers are told how many they missed).")
    var eventCapacity = StoreLimits().eventCapacity

    @Option(help: "Shard actors holding the sessions.")
    var shards = StoreLimits().shards

    // Issue 7, state file: the option, its load on start and its save on SIGTERM/SIGINT (marked below).
    @Option(help: ArgumentHelp(
        "Sessions survive a restart: saved to this file on SIGTERM/SIGINT, loaded back (and the file removed) on start.",
        discussion: "The file's sessions must belong to this --node name (or both run without one)."))
    var stateFile: String?

    func validate() throws {
        guard threads >= 1 else { throw ValidationError("--threads must be at least 1") }
        guard (0...64).contains(deferredThreads) else { throw ValidationError("--deferred-threads must be from 0 to 64") }
        guard maxBody >= 0 else { throw ValidationError("--max-body must not be negative") }
        guard responseMemoryLimit >= 65536 else { throw ValidationError("--response-memory-limit must be at least 65536") }
        guard maxStreams >= 0, maxStreamsPerSession >= 0 else { throw ValidationError("--max-streams and --max-streams-per-session must not be negative") }
        guard streamBuffer >= 16384 else { throw ValidationError("--stream-buffer must be at least 16384") }
        guard connectionLimit >= 1 else { throw ValidationError("--connection-limit must be at least 1") }
        guard maxSessions >= 1 else { throw ValidationError("--max-sessions must be at least 1") }
        guard sessionTtl >= 1 else { throw ValidationError("--session-ttl must be at least 1") }
        guard eventCapacity >= 1 else { throw ValidationError("--event-capacity must be at least 1") }
        guard (1...1024).contains(shards) else { throw ValidationError("--shards must be from 1 to 1024") }
        if let token = token ?? ProcessInfo.processInfo.environment["SEGNAV_TOKEN"], token.isEmpty {
            throw ValidationError("the token must not be empty")
        }
        if let stateFile, stateFile.isEmpty { throw ValidationError("--state-file must not be empty") }
        if let node {
            let allowed = node.utf8.allSatisfy { ($0 >= 97 && $0 <= 122) || ($0 >= 48 && $0 <= 57) || $0 == 45 }
            guard (1...16).contains(node.utf8.count), allowed else {
                throw ValidationError("--node must match [a-z0-9-]{1,16}")
            }
        }
    }

    func run() async throws {
        let level = logLevel
        LoggingSystem.bootstrap { label in
            var handler = StreamLogHandler.standardError(label: label)
            handler.logLevel = level
            return handler
        }
        let logger = Logger(label: "segnavd")

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
        options.poller = poller

        let signals = SignalWaiter(signals: [SIGTERM, SIGINT])
        var limits = StoreLimits()
        limits.maxSessions = maxSessions
        limits.ttlSeconds = sessionTtl
        limits.eventCapacity = eventCapacity
        limits.shards = shards
        limits.maxStreams = maxStreams
        limits.maxStreamsPerSession = maxStreamsPerSession
        limits.streamBuffer = streamBuffer
        let configuration = ServiceConfiguration(
            node: node, token: token ?? ProcessInfo.processInfo.environment["SEGNAV_TOKEN"],
            corsOrigins: corsOrigins.isEmpty ? ["*"] : corsOrigins, limits: limits)
        let app = SegnavApp(configuration: configuration, logger: logger)
        // State file (issues 7, 18): owned (a lock) for the whole run; loaded before the server listens, so no
        // request meets a partly loaded store; a bad file stops the start rather than losing sessions silently.
        var ownership: StateFileOwnership?
        var loadedStateFile = false
        if let stateFile {
            let directory = URL(fileURLWithPath: stateFile).deletingLastPathComponent().path
            guard FileManager.default.isWritableFile(atPath: directory) else {
                logger.critical("state file \(stateFile): cannot write to \(directory), so sessions could not be saved on exit")
                throw ExitCode(1)
            }
            do {
                let owner = try StateFileOwnership(path: stateFile)
                if try owner.setAsideUnsaved() {
                    logger.critical("""
                        state file \(stateFile): \(owner.loadedPath) holds the sessions a previous run loaded and never saved \
                        (it crashed or was killed); not loaded, since clients may have seen newer versions of them; \
                        moved to \(owner.stalePath) for you to inspect
                        """)
                }
                if owner.exists {
                    let loaded = try await app.store.load(from: stateFile)
                    logger.info("loaded \(loaded) sessions from \(stateFile)")
                    loadedStateFile = true
                }
                ownership = owner
            } catch {
                logger.critical("\(error)")
                throw ExitCode(1)
            }
        }
        let server: HTTPServer
        do {
            server = try HTTPServer(options: options, responder: app, connections: app.connections, memory: app.responseMemory)
        } catch {
            logger.critical("\(error)")
            throw ExitCode(1)
        }
        // Consumed once serving: a crash from here on (no save) can never bring back older versions under the same
        // ids and ETags; the copy stays as PATH.loaded until a save has replaced it.
        if let owner = ownership, loadedStateFile {
            do {
                try owner.consume()
            } catch {
                logger.critical("\(error)")
                await server.shutdown(grace: .zero)
                throw ExitCode(1)
            }
        }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        print("listening on http://\(shownHost):\(server.port)")
        fflush(nil)  // all streams: naming `stdout` is not concurrency-safe in Swift 6

        let eviction = Task { await app.runEviction(every: .seconds(max(1, min(30, sessionTtl / 10)))) }
        let signal = await signals.next()
        logger.info("signal \(signal): shutting down")
        eviction.cancel()
        await app.prepareShutdown()
        await server.shutdown(grace: .seconds(shutdownGrace))
        // State file: saved once requests have stopped and in-flight ones finished (the grace above). A failed save
        // leaves the copy loaded at start where it was, and says so.
        if let stateFile, let owner = ownership {
            do {
                let saved = try await app.store.save(to: stateFile)
                owner.saved()
                logger.info("saved \(saved) sessions to \(stateFile)")
            } catch {
                logger.critical("\(error)")
                if owner.keepsLoadedCopy {
                    logger.critical("""
                        state file \(stateFile): NOT SAVED; the sessions as loaded at start are still in \(owner.loadedPath) \
                        (rename it to \(stateFile) to load them on the next start); what changed since is lost
                        """)
                } else {
                    logger.critical("state file \(stateFile): NOT SAVED; the sessions of this run are lost")
                }
                throw ExitCode(1)
            }
        }
        logger.info("stopped")
    }
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
extension ServerOptions.Poller: ExpressibleByArgument {}
