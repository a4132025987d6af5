import ArgumentParser
import Dispatch
import Foundation
import Logging
import MicroHTTP
import SegnavService

#if canImport(Glibc)
import Glibc
import SessionStore
#endif

@main
struct Segnavd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "segnavd",
        abstract: "Segmented-navigation sessions: serves them over HTTP, or checks scenario files.",
        discussion: "Without a subcommand segnavd serves (segnavd --port 0 is segnavd serve --port 0).",
        version: "segnavd \(BuildInfo.version) (libmicrohttpd \(HTTPServer.libraryVersion))",
        subcommands: [Serve.self, Check.self, CheckTrace.self, Match.self, Version.self],
        defaultSubcommand: Serve.self)
}

/// `segnavd version`: what `--version` prints, for those who type it as a word (it used to start `serve`'s
/// parsing and exit 64 with serve's usage).
struct Version: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "version", abstract: "Prints segnavd's version and libmicrohttpd's (as --version does).")

    func run() {
        print(Segnavd.configuration.version)
    }
}

/// `segnavd serve` (the default): the HTTP service.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves segmented-navigation sessions over HTTP.")

    @OptionGroup(title: "HTTP") var transport: TransportFlags
    @OptionGroup(title: "Sessions and access") var service: ServiceFlags

    @Option(help: "trace, debug, info, notice, warning, error or critical.")
    var logLevel: Logger.Level = .info

    @Option(help: "text (a line per message) or json (an object per line: time, level, label, message and fields).")
    var logFormat: LogFormat = .text

    @Flag(
        help: ArgumentHelp(
            "Log a line per request at info level: method, route, status, latency, session id, request id.",
            discussion: "Each answer then carries X-Request-Id: the client's (1-128 of [A-Za-z0-9._:-]) or one made up."))
    var accessLog = false

    @Option(help: "Seconds (0 to 3600) to let in-flight requests finish on SIGTERM/SIGINT.")
    var shutdownGrace = 5

    @Option(
        help: ArgumentHelp(
            "Sessions survive a restart, and with --durability strict or batched a crash: an SQLite database (created if missing).",
            discussion:
                "Restored on start; a file that is not segnav's (or is damaged) is refused and left as it is. The file's sessions must belong to this --node name (or both run without one)."
        ))
    var stateFile: String?

    @Option(
        help: ArgumentHelp(
            "strict, batched or off: when an acknowledged write is on disk (with --state-file).",
            discussion:
                "strict: answered after its commit; batched (the default): committed at least every --commit-interval ms (a crash loses at most twice that window and one commit: writes wait for their commit while the writer is behind); off: saved only on SIGTERM/SIGINT. A failed commit, or 64 MiB of writes waiting for the writer, refuses writes (503) until one succeeds."
        ))
    var durability: Durability?

    @Option(help: "Milliseconds between commits with --durability batched (1 to 1000; default 10).")
    var commitInterval: Int?

    func validate() throws {
        if let stateFile, stateFile.isEmpty { throw ValidationError("--state-file must not be empty") }
        // A deadline is the clock plus this: bounded, so that the addition cannot trap.
        if !(0...3600).contains(shutdownGrace) { throw ValidationError("--shutdown-grace must be from 0 to 3600") }
        if let commitInterval, !(1...1000).contains(commitInterval) { throw ValidationError("--commit-interval must be from 1 to 1000") }
        if stateFile == nil, durability != nil || commitInterval != nil {
            throw ValidationError("--durability and --commit-interval need --state-file (there is nothing to keep without one)")
        }
    }

    func run() async throws {
        let logger = bootstrapLogging()

        let signals = SignalWaiter(signals: [SIGTERM, SIGINT])
        var configuration = service.configuration
        configuration.accessLog = accessLog
        let app = SegnavApp(configuration: configuration, logger: logger)
        let state = try await openStateFile(into: app, logger: logger)
        let server = try listen(app, logger: logger)
        announce(server, logger: logger)
        let eviction = Task { await app.runEviction(every: .seconds(max(1, min(30, service.sessionTtl / 10)))) }
        let signal = await signals.next()
        logger.info("signal \(signal): shutting down")
        eviction.cancel()
        await app.prepareShutdown()
        let cut = await server.shutdown(grace: .seconds(shutdownGrace))
        if cut > 0 {
            logger.warning(
                "the grace (--shutdown-grace \(shutdownGrace) s) ended with requests still running: \(cut); those waiting were answered 503 shutting-down")
        }
        if let state { try await save(state, of: app, logger: logger) }
        logger.info("stopped")
    }
}

extension Serve {
    /// Every logger of the process writes to standard error at `--log-level`, as text or JSON (`--log-format`).
    func bootstrapLogging() -> Logger {
        let level = logLevel
        let format = logFormat
        LoggingSystem.bootstrap { label in
            switch format {
            case .text:
                var handler = StreamLogHandler.standardError(label: label)
                handler.logLevel = level
                return handler
            case .json:
                return JSONLogHandler(label: label, logLevel: level)
            }
        }
        return Logger(label: "segnavd")
    }

    /// Starts the server.
    func listen(_ app: SegnavApp, logger: Logger) throws -> HTTPServer {
        let server: HTTPServer
        do {
            server = try HTTPServer(options: transport.options, responder: app, connections: app.connections, memory: app.responseMemory)
        } catch {
            logger.critical("\(error)")
            throw ExitCode(1)
        }
        return server
    }

    /// Prints the line tests and scripts wait for, with the port actually bound (`--port 0`): only once
    /// the start is complete (a state file restored and its journal started), so whoever waits for it sees the final state.
    func announce(_ server: HTTPServer, logger: Logger) {
        let shownHost = transport.host.contains(":") ? "[\(transport.host)]" : transport.host
        print("listening on http://\(shownHost):\(server.port)")
        fflush(nil)  // all streams: naming `stdout` is not concurrency-safe in Swift 6
        logger.info("serving", metadata: ["url": "http://\(shownHost):\(server.port)", "version": "\(BuildInfo.version)"])
    }
}

enum LogFormat: String, ExpressibleByArgument, CaseIterable {
    case text, json
}

extension Logger.Level: @retroactive ExpressibleByArgument {}
extension Durability: ExpressibleByArgument {}
