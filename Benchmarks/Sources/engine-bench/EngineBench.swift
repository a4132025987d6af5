import Foundation
import MicroHTTP
import NavigationModel
import SegnavService
import SessionStore
import SegnavWire

#if canImport(Glibc)
import Glibc
#endif

/// In-process figures for BENCHMARKS.md: segment switches per second per
/// strategy on one core, and memory per idle preset session (engine value
/// alone, and whole sessions in the store with their event log and snapshot).
@main
struct EngineBench {
    /// Modes (each memory figure wants a fresh process, so freed memory from
    /// an earlier measurement cannot be reused and hide the cost):
    ///   engine-bench switches [N]
    ///   engine-bench engine-memory PRESET [N]
    ///   engine-bench store-memory PRESET [N]
    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let mode = arguments.first ?? "switches"
        switch mode {
        case "switches":
            try switches(arguments.count > 1 ? Int(arguments[1]) ?? 2_000_000 : 2_000_000)
        case "program":
            guard arguments.count > 2, let preset = Preset(rawValue: arguments[1]) else {
                fatalError("usage: engine-bench program PRESET FILE [SWITCHES]  (a segnav-container/1 program in that preset's setup)")
            }
            try programSwitches(preset, file: arguments[2], arguments.count > 3 ? Int(arguments[3]) ?? 1_000_000 : 1_000_000)
        case "router":
            await router(arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000)
        case "json":
            await json(arguments.count > 1 ? Int(arguments[1]) ?? 2_000 : 2_000)
        case "engine-memory", "store-memory":
            guard arguments.count > 1, let preset = Preset(rawValue: arguments[1]) else {
                fatalError("usage: engine-bench \(mode) PRESET [SESSIONS]")
            }
            let sessions = arguments.count > 2 ? Int(arguments[2]) ?? 100_000 : 100_000
            if mode == "engine-memory" {
                try engineMemory(preset, sessions)
            } else {
                await storeMemory(preset, sessions)
            }
        default:
            fatalError("unknown mode \(mode)")
        }
    }

    /// Segment switches per second on one core, alternating 0/1 through `setSegment`.
    static func switches(_ count: Int) throws {
        print("| strategy | preset | segment switches | seconds | switches/s | events/switch |")
        print("|---|---|---|---|---|---|")
        for preset in [Preset.deponte2016, .crafterm2010, .craftermRevisited] {
            let (seconds, events) = try timeSwitches(preset.configuration, count)
            print("| \(preset.configuration.strategy.rawValue) | \(preset.rawValue) | \(count) | \(format(seconds)) | **\(Int(Double(count) / seconds))** | \(format(Double(events) / Double(count))) |")
        }
    }

    /// `count` switches alternating 0/1 through `setSegment` on a new session: seconds taken, events made.
    static func timeSwitches(_ configuration: SessionConfiguration, _ count: Int) throws -> (seconds: Double, events: Int) {
        var session = try NavigationSession(configuration: configuration)
        var events = 0
        let clock = ContinuousClock()
        let start = clock.now
        for i in 0..<count {
            events &+= try session.apply(.setSegment(index: (i + 1) % 2)).events.count
        }
        return (seconds(clock.now - start), events)
    }

    /// A container program's segment switches per second on one core, in a preset's setup, beside the preset's own
    /// built-in program in the same run (issue 39: a seed as a program must reach 1 M switches/s).
    static func programSwitches(_ preset: Preset, file: String, _ count: Int) throws {
        let json = try JSON.parse(Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        let decoded = ContainerProgram.decoded(from: json)
        guard let program = decoded.program else { fatalError("\(file) does not decode: \(decoded.problems)") }
        var asProgram = preset.configuration
        asProgram.preset = nil
        asProgram.strategy = .container
        asProgram.container = program
        print("| program | segment switches | seconds | switches/s | events/switch |")
        print("|---|---|---|---|---|")
        for (name, configuration) in [(preset.rawValue + " (built in)", preset.configuration), (file, asProgram)] {
            let (seconds, events) = try timeSwitches(configuration, count)
            print("| \(name) | \(count) | \(format(seconds)) | **\(Int(Double(count) / seconds))** | \(format(Double(events) / Double(count))) |")
        }
    }

    /// The app's own cost per request, no socket: what an immediate GET and a
    /// deferred action cost on top of libmicrohttpd.
    static func router(_ count: Int) async {
        let app = SegnavApp()
        let create = Request(method: "POST", path: "/v1/sessions", headers: [Field("Content-Type", "application/json")],
                             body: Array(#"{"preset":"deponte-2016"}"#.utf8))
        let id = String(await app.respond(to: create).header("Location")!.split(separator: "/").last!)
        let headers = [Field("Host", "127.0.0.1"), Field("User-Agent", "wrk"), Field("Accept", "*/*")]
        print("| request (in process, no socket) | requests | seconds | µs per request |")
        print("|---|---|---|---|")
        for (name, request) in CommandLine.arguments.contains("--actions-only") ? [] : [
            ("GET /healthz", Request(method: "GET", path: "/healthz", headers: headers)),
            ("GET /v1/sessions/{id}", Request(method: "GET", path: "/v1/sessions/\(id)", headers: headers)),
            ("GET /v1/sessions/{id}/screen", Request(method: "GET", path: "/v1/sessions/\(id)/screen", headers: headers)),
        ] {
            let clock = ContinuousClock()
            let start = clock.now
            var bytes = 0
            for _ in 0..<count {
                switch app.handler(for: request) {
                case .immediate(let handle): bytes &+= handle(request).body.count
                case .response(let response): bytes &+= response.body.count
                case .deferred: fatalError("a read must not be deferred")
                }
            }
            let elapsed = seconds(clock.now - start)
            print("| \(name) | \(count) | \(format(elapsed)) | **\(format(elapsed * 1e6 / Double(count)))** |")
        }
        let actions = count / 10
        let clock = ContinuousClock()
        let start = clock.now
        for i in 0..<actions {
            let request = Request(method: "POST", path: "/v1/sessions/\(id)/actions", headers: headers + [Field("Content-Type", "application/json")],
                                  body: Array(#"{"type":"setSegment","index":\#(i % 2 == 0 ? 1 : 0)}"#.utf8))
            _ = await app.respond(to: request)
        }
        let elapsed = seconds(clock.now - start)
        print("| POST …/actions setSegment (deferred, awaited) | \(actions) | \(format(elapsed)) | **\(format(elapsed * 1e6 / Double(actions)))** |")
    }

    /// A body of thousands of unknown keys against a create, through the app
    /// (both answered in full, the create's session deleted again), and
    /// segnav's JSON reader against Foundation's `JSONSerialization` on the same bytes.
    static func json(_ count: Int) async {
        let app = SegnavApp()
        let json = [Field("Content-Type", "application/json")]
        let create = Request(method: "POST", path: "/v1/sessions", headers: json, body: Array(#"{"preset":"crafterm-2010"}"#.utf8))
        let keys = 6_600
        let manyKeys = Array(("{" + (0..<keys).map { "\"\($0)\":1" }.joined(separator: ",") + "}").utf8)
        let clock = ContinuousClock()
        func time(_ body: () async -> Void) async -> Double {
            let start = clock.now
            await body()
            return seconds(clock.now - start) * 1e6 / Double(count)
        }
        let created = await time {
            for _ in 0..<count {
                let location = await app.respond(to: create).header("Location")!
                _ = await app.respond(to: Request(method: "DELETE", path: location))
            }
        }
        let refused = await time {
            for _ in 0..<count {
                let status = await app.respond(to: Request(method: "POST", path: "/v1/sessions", headers: json, body: manyKeys)).status
                precondition(status == 400)
            }
        }
        let segnav = await time { for _ in 0..<count { _ = try? JSON.parse(manyKeys) } }
        let data = Foundation.Data(manyKeys)
        let foundation = await time { for _ in 0..<count { _ = try? JSONSerialization.jsonObject(with: data) } }
        print("| what (in process, no socket) | runs | µs each | ratio |")
        print("|---|---|---|---|")
        print("| POST /v1/sessions preset (create + delete) | \(count) | \(format(created)) | 1 |")
        print("| POST /v1/sessions, \(manyKeys.count / 1024) KB of \(keys) unknown keys (400) | \(count) | \(format(refused)) | **\(format(refused / created))** × the create |")
        print("| segnav's JSON reader, the same bytes | \(count) | \(format(segnav)) | 1 |")
        print("| Foundation JSONSerialization, the same bytes | \(count) | \(format(foundation)) | **\(format(foundation / segnav))** × segnav's |")
    }

    /// RSS growth per `NavigationSession` value (launch events handed out and dropped).
    static func engineMemory(_ preset: Preset, _ sessions: Int) throws {
        let before = residentBytes()
        var kept: [NavigationSession] = []
        kept.reserveCapacity(sessions)
        for _ in 0..<sessions {
            var session = try NavigationSession(configuration: preset.configuration)
            _ = session.takeLaunchEvents()
            kept.append(session)
        }
        let after = residentBytes()
        print("| engine value only | \(preset.rawValue) | \(kept.count) | \(mib(before)) | \(mib(after)) | **\((after - before) / sessions)** |")
    }

    /// RSS growth per session created through the API (session, event log,
    /// published snapshot, table entry), then what deleting them returns.
    static func storeMemory(_ preset: Preset, _ sessions: Int) async {
        var limits = StoreLimits()
        limits.maxSessions = sessions + 1
        let app = SegnavApp(configuration: ServiceConfiguration(limits: limits))
        let body = Array(#"{"preset":"\#(preset.rawValue)"}"#.utf8)
        let request = Request(method: "POST", path: "/v1/sessions", headers: [Field("Content-Type", "application/json")], body: body)
        let before = residentBytes()
        var ids: [String] = []
        ids.reserveCapacity(sessions)
        for _ in 0..<sessions {
            let response = await app.respond(to: request)
            guard response.status == 201, let location = response.header("Location") else { fatalError("create failed") }
            ids.append(String(location.split(separator: "/").last!))
        }
        let after = residentBytes()
        print("| store (session + event log + snapshot), idle | \(preset.rawValue) | \(sessions) | \(mib(before)) | \(mib(after)) | **\((after - before) / sessions)** |")
        for id in ids {
            let response = await app.respond(to: Request(method: "DELETE", path: "/v1/sessions/\(id)"))
            guard response.status == 204 else { fatalError("delete failed: \(response.status)") }
        }
        ids = []
        guard app.store.sessionCount == 0 else { fatalError("\(app.store.sessionCount) sessions left") }
        releaseFreeMemory()
        let deleted = residentBytes()
        print("| … after deleting them all (free memory released) | \(preset.rawValue) | 0 | \(mib(after)) | \(mib(deleted)) | returned \(mib(max(0, after - deleted))) MiB |")
    }

    static func value(after flag: String, in arguments: [String]) -> Int? {
        guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
        return Int(arguments[i + 1])
    }

    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func format(_ x: Double) -> String {
        let scaled = (x * 100).rounded() / 100
        return "\(scaled)"
    }

    static func mib(_ bytes: Int) -> String { format(Double(bytes) / 1_048_576) }

    /// Resident set size from /proc/self/statm (pages × page size).
    static func residentBytes() -> Int {
        guard let file = fopen("/proc/self/statm", "r") else { return 0 }
        defer { fclose(file) }
        var size = 0, resident = 0
        _ = withUnsafeMutablePointer(to: &size) { s in
            withUnsafeMutablePointer(to: &resident) { r in
                withVaList([s, r]) { vfscanf(file, "%ld %ld", $0) }
            }
        }
        return resident * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}

/// tcmalloc's `MallocExtension_ReleaseFreeMemory` (this binary links it, as
/// segnavd does; glibc's `malloc_trim` would only trim glibc's own, unused heap):
/// hands freed pages back to the OS, so "returned to the system" is measured, not guessed.
@_silgen_name("MallocExtension_ReleaseFreeMemory")
func releaseFreeMemory()
