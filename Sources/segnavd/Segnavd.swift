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
        version: "segnavd \(BuildInfo.version) (libmicrohttpd \(HTTPServer.libraryVersion))",
        subcommands: [Serve.self, Check.self, Match.self],
        defaultSubcommand: Serve.self)
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

    @Flag(help: ArgumentHelp(
        "Log a line per request at info level: method, route, status, latency, session id, request id.",
        discussion: "Each answer then carries X-Request-Id: the client's (1-128 of [A-Za-z0-9._:-]) or one made up."))
    var accessLog = false

    @Option(help: "Seconds to let in-flight requests finish on SIGTERM/SIGINT.")
    var shutdownGrace = 5

    @Option(help: ArgumentHelp(
        "Sessions survive a restart: saved to this file on SIGTERM/SIGINT, loaded back (and the file removed) on start.",
        discussion: "The file's sessions must belong to this --node name (or both run without one)."))
    var stateFile: String?

    func validate() throws {
        if let stateFile, stateFile.isEmpty { throw ValidationError("--state-file must not be empty") }
    }

    func run() async throws {
        let logger = bootstrapLogging()

        let signals = SignalWaiter(signals: [SIGTERM, SIGINT])
        var configuration = service.configuration
        configuration.accessLog = accessLog
        let app = SegnavApp(configuration: configuration, logger: logger)
        // State file: owned (a lock) for the whole run; loaded before the server listens, so no
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
        let server = try listen(app, logger: logger)
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
        announce(server, logger: logger)
        let eviction = Task { await app.runEviction(every: .seconds(max(1, min(30, service.sessionTtl / 10)))) }
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
    /// the start is complete (a loaded state file consumed), so whoever waits for it sees the final state.
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
