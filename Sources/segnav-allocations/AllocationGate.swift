import CMallocCounter
import MicroHTTP
import NavigationModel
import SegnavService

/// Heap allocations per request and per segment switch, counted, not timed: the same workload allocates the
/// same number of times on any box, loaded or not, so a change that adds allocations to the write path, a read
/// or the engine fails `make test` (issue 41; swift-nio's allocation counter tests are the model). Requests go to
/// the app without a socket, so MicroHTTP's own share (parsing, the response's queueing) is not in the figures.
///
///     segnav-allocations                      the figures, one per line: name, allocations and bytes per operation
///     segnav-allocations --check FILE         the same, then each against FILE's ceiling; exit 1 if one is passed
///     segnav-allocations --actions N          only N setSegment actions, for callgrind and perf (BENCHMARKS.md)
@main
struct AllocationGate {
    /// Operations measured per figure, after `warmUp` unmeasured ones (first use: caches, the log's first growth).
    static let warmUp = 200
    static let measured = 400
    /// Actions are measured in the steady state of a long run: past the history's window (4096 actions, so it
    /// folds on every write) and with the event ring (10 000 events) full, dropping the oldest.
    static let actionWarmUp = 4_500

    static func main() async throws {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "--actions", arguments.count == 2, let count = Int(arguments[1]) {
            let workload = await Workload()
            for i in 0..<count { _ = await workload.act(i) }
            return
        }
        var figures: [Figure] = []
        let workload = await Workload()
        figures.append(await measure("post-action", unit: "action", warmUp: actionWarmUp) { i in _ = await workload.act(i) })
        figures.append(await measure("get-state", unit: "request") { _ in _ = await workload.read(workload.state) })
        figures.append(await measure("get-screen", unit: "request") { _ in _ = await workload.read(workload.screen) })
        for preset in [Preset.deponte2016, .crafterm2010, .craftermRevisited] {
            var session = try NavigationSession(configuration: preset.configuration)
            figures.append(
                await measure("switch-\(preset.rawValue)", unit: "switch") { i in
                    _ = try? session.apply(.setSegment(index: (i + 1) % 2))
                })
        }
        for figure in figures { print(figure.line) }
        if arguments.first == "--check", arguments.count == 2 {
            let ceilings = try Thresholds(path: arguments[1])
            if !ceilings.check(figures) { exitStatus(1) }
        }
    }

    /// Allocations and bytes of `measured` calls of `body`, after `warmUp` uncounted ones.
    static func measure(
        _ name: String, unit: String, warmUp: Int = warmUp, isolation: isolated (any Actor)? = #isolation,
        _ body: (Int) async -> Void
    ) async -> Figure {
        for i in 0..<warmUp { await body(i) }
        let (allocations, bytes) = (segnav_allocations(), segnav_allocated_bytes())
        for i in warmUp..<(warmUp + measured) { await body(i) }
        return Figure(
            name: name, unit: unit,
            allocations: Double(segnav_allocations() - allocations) / Double(measured),
            bytes: Double(segnav_allocated_bytes() - bytes) / Double(measured))
    }
}

/// One deponte-2016 session in an app of its own, and the requests a client sends it (made once, so the
/// figures are the app's).
struct Workload: Sendable {
    let app = SegnavApp()
    let actions: [Request]
    let state: Request
    let screen: Request

    init() async {
        let create = Request(
            method: "POST", path: "/v1/sessions", headers: [Field("Content-Type", "application/json")],
            body: Array(#"{"preset":"deponte-2016"}"#.utf8))
        let location = await app.respond(to: create).header("Location") ?? ""
        let id = String(location.split(separator: "/").last ?? "")
        let headers = [Field("Host", "127.0.0.1"), Field("User-Agent", "wrk"), Field("Accept", "*/*")]
        actions = [1, 0].map { index in
            Request(
                method: "POST", path: "/v1/sessions/\(id)/actions", headers: headers + [Field("Content-Type", "application/json")],
                body: Array(#"{"type":"setSegment","index":\#(index)}"#.utf8))
        }
        state = Request(method: "GET", path: "/v1/sessions/\(id)", headers: headers)
        screen = Request(method: "GET", path: "/v1/sessions/\(id)/screen", headers: headers)
    }

    /// setSegment 1, then 0, and so on; the answer's size, so the work is not optimized away.
    func act(_ i: Int) async -> Int {
        let response = await app.respond(to: actions[i % 2])
        precondition(response.status == 200, "the action failed: \(response.status)")
        return response.body.count
    }

    func read(_ request: Request) async -> Int {
        let response = await app.respond(to: request)
        precondition(response.status == 200, "the read failed: \(response.status)")
        return response.body.count
    }
}

struct Figure {
    let name: String
    let unit: String
    let allocations: Double
    let bytes: Double

    var line: String { "\(name) \(rounded(allocations)) allocations/\(unit) \(Int(bytes.rounded())) bytes/\(unit)" }
}

func rounded(_ x: Double) -> String {
    let hundredths = Int((x * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
