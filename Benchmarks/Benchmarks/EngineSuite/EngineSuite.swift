import Benchmark
import MicroHTTP
import NavigationModel
import SegnavService

/// The engine suite (issue 12), run by `swift package benchmark` (see
/// ../../scripts/suites.sh): per strategy, a segment switch, the read-outs the
/// encoders start from, and the service's own screen and state encodings;
/// push/pop on the navigation strategy. Figures are per operation (the `*`
/// rows of the tool's table are divided by the scaling factor).
///
/// The JSON encoders (`ScreenNode.json`, `SessionState.encoded(id:preset:)`)
/// are internal to SegnavService, so the encoding rows go through the public
/// router: a snapshot encodes its screen and state on the first read of each
/// version, and the measured region is exactly that first `GET` (encoding,
/// plus the route match, lookup and prepared response a warm `GET` costs too:
/// compare with RouterSuite's warm `GET` rows).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.throughput, .wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        maxDuration: .seconds(1),
        maxIterations: 1_000_000
    )
    let fast = Benchmark.Configuration(
        metrics: [.throughput, .wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000_000
    )

    for preset in [Preset.deponte2016, .craftermRevisited, .crafterm2010] {
        let configuration = preset.configuration
        let name = "\(configuration.strategy.rawValue) (\(preset.rawValue))"

        // `setSegment` alternating 1/0, as EngineBench's `switches`.
        var session = try! NavigationSession(configuration: configuration)
        _ = session.takeLaunchEvents()
        var next = 1
        Benchmark("switch: \(name)", configuration: fast) { benchmark in
            for _ in benchmark.scaledIterations {
                let outcome = try! session.apply(.setSegment(index: next))
                next ^= 1
                blackHole(outcome.events.count)
            }
        }

        // What the encoders read: the public read-outs alone.
        var shown = try! NavigationSession(configuration: configuration)
        _ = shown.takeLaunchEvents()
        Benchmark("read-out screen(): \(name)", configuration: fast) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(shown.screen())
            }
        }
        Benchmark("read-out state(): \(name)", configuration: fast) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(shown.state())
            }
        }

        // Screen encoding: a setSegment (not measured) makes a new version,
        // whose first GET …/screen encodes the screen tree (measured).
        Benchmark("encode screen (cold GET …/screen): \(name)") { benchmark, fixture in
            await fixture.act()
            benchmark.startMeasurement()
            let response = await fixture.app.respond(to: fixture.screen)
            benchmark.stopMeasurement()
            fixture.expect(response, 200)
        } setup: {
            await Fixture(preset: preset)
        }

        // State encoding: a new session (not measured, its create answer
        // encodes without keeping), whose first GET encodes the state
        // (measured), then deleted (not measured).
        Benchmark("encode state (cold GET …/{id}): \(name)") { benchmark, fixture in
            let id = await fixture.create()
            let read = Request(method: "GET", path: "/v1/sessions/\(id)", headers: Fixture.headers)
            benchmark.startMeasurement()
            let response = await fixture.app.respond(to: read)
            benchmark.stopMeasurement()
            fixture.expect(response, 200)
            fixture.expect(await fixture.app.respond(to: Request(method: "DELETE", path: "/v1/sessions/\(id)")), 204)
        } setup: {
            await Fixture(preset: preset)
        }
    }

    // Push/pop on the navigation strategy: one iteration is a push of a label
    // screen through the strategy's push path and the pop back (animated
    // both ways, the later run-loop turns included).
    var navigation = try! NavigationSession(configuration: Preset.craftermRevisited.configuration)
    _ = navigation.takeLaunchEvents()
    let detail = ScreenSpec(title: "Detail", kind: .label, className: "DetailViewController", text: "pushed")
    Benchmark("push + pop: navigation (crafterm-revisited)", configuration: fast) { benchmark in
        for _ in benchmark.scaledIterations {
            let pushed = try! navigation.apply(.push(detail))
            let popped = try! navigation.apply(.pop)
            blackHole(pushed.events.count &+ popped.events.count)
        }
    }
}

/// One app with one session of a preset, and the requests the rows send.
final class Fixture {
    static let headers = [Field("Host", "127.0.0.1"), Field("User-Agent", "benchmark"), Field("Accept", "*/*")]
    let app = SegnavApp()
    let preset: Preset
    var id = ""
    var screen = Request(method: "GET", path: "/")
    private var next = 1

    init(preset: Preset) async {
        self.preset = preset
        id = await create()
        screen = Request(method: "GET", path: "/v1/sessions/\(id)/screen", headers: Fixture.headers)
    }

    /// POST /v1/sessions; the new session's id.
    func create() async -> String {
        let request = Request(method: "POST", path: "/v1/sessions", headers: Fixture.headers + [Field("Content-Type", "application/json")],
                              body: Array(#"{"preset":"\#(preset.rawValue)"}"#.utf8))
        let response = await app.respond(to: request)
        expect(response, 201)
        return String(response.header("Location")!.split(separator: "/").last!)
    }

    /// POST …/actions setSegment, alternating 1/0.
    func act() async {
        let request = Request(method: "POST", path: "/v1/sessions/\(id)/actions", headers: Fixture.headers + [Field("Content-Type", "application/json")],
                              body: Array(#"{"type":"setSegment","index":\#(next)}"#.utf8))
        next ^= 1
        expect(await app.respond(to: request), 200)
    }

    func expect(_ response: Response, _ status: Int) {
        if response.status != status {
            fatalError("expected \(status), got \(response.status): \(String(decoding: response.body, as: UTF8.self))")
        }
    }
}
