import MicroHTTP
import NavigationModel
import SegnavService

#if canImport(Glibc)
import Glibc
#endif

/// In-process figures for BENCHMARKS.md: segment switches per second per
/// strategy on one core, and memory per idle preset session (engine value
/// alone, and whole sessions in the store with their event log and snapshot).
@main
struct EngineBench {
    static func main() async throws {
        let arguments = CommandLine.arguments
        let switches = value(after: "--switches", in: arguments) ?? 2_000_000
        let sessions = value(after: "--sessions", in: arguments) ?? 100_000

        print("| strategy | preset | segment switches | seconds | switches/s | events/switch |")
        print("|---|---|---|---|---|---|")
        for preset in [Preset.deponte2016, .crafterm2010, .craftermRevisited] {
            var session = try NavigationSession(configuration: preset.configuration)
            var events = 0
            let clock = ContinuousClock()
            let start = clock.now
            for i in 0..<switches {
                events &+= try session.apply(.setSegment(index: (i + 1) % 2)).events.count
            }
            let seconds = seconds(clock.now - start)
            print("| \(preset.configuration.strategy.rawValue) | \(preset.rawValue) | \(switches) | \(format(seconds)) | **\(Int(Double(switches) / seconds))** | \(format(Double(events) / Double(switches))) |")
        }

        print("")
        print("| what | sessions | RSS before (MiB) | RSS after (MiB) | bytes per session |")
        print("|---|---|---|---|---|")
        for preset in [Preset.deponte2016, .crafterm2010] {
            let before = residentBytes()
            var kept: [NavigationSession] = []
            kept.reserveCapacity(sessions)
            for _ in 0..<sessions {
                var session = try NavigationSession(configuration: preset.configuration)
                _ = session.takeLaunchEvents()
                kept.append(session)
            }
            let after = residentBytes()
            print("| engine value, \(preset.rawValue) | \(kept.count) | \(mib(before)) | \(mib(after)) | **\((after - before) / sessions)** |")
            kept.removeAll()
        }

        var limits = StoreLimits()
        limits.maxSessions = sessions + 1
        let app = SegnavApp(configuration: ServiceConfiguration(limits: limits))
        let body = Array(#"{"preset":"crafterm-2010"}"#.utf8)
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
        print("| store: session + event log + snapshot, crafterm-2010 | \(sessions) | \(mib(before)) | \(mib(after)) | **\((after - before) / sessions)** |")
        for id in ids {
            _ = await app.respond(to: Request(method: "DELETE", path: "/v1/sessions/\(id)"))
        }
        malloc_trim(0)
        let deleted = residentBytes()
        print("")
        print("After deleting all \(sessions) store sessions (and malloc_trim): RSS \(mib(deleted)) MiB, \(mib(after > deleted ? after - deleted : 0)) MiB returned to the system.")
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
