import Benchmark
import MicroHTTP
import NavigationModel
import SegnavService

/// The router suite (issue 12), run by `swift package benchmark` (see
/// ../../scripts/suites.sh): `SegnavApp` answering requests in process through
/// `Responder.respond(to:)`, no socket, as EngineBench's `router` mode. GETs
/// read the session's published snapshot (encoded once, then reused);
/// actions and create/delete await the session's shard. Figures are per
/// request (the `*` rows of the tool's table are divided by the scaling factor).
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.throughput, .wallClock, .mallocCountTotal],
        timeUnits: .nanoseconds,
        warmupIterations: 10,
        scalingFactor: .kilo,
        maxDuration: .seconds(1),
        maxIterations: 1_000_000
    )
    // The deferred rows take tens of µs: one request per iteration gives
    // thousands of samples a second instead of a few dozen.
    var deferred = Benchmark.defaultConfiguration
    deferred.scalingFactor = .one
    let headers = [Field("Host", "127.0.0.1"), Field("User-Agent", "benchmark"), Field("Accept", "*/*")]
    let json = headers + [Field("Content-Type", "application/json")]
    let create = Request(method: "POST", path: "/v1/sessions", headers: json, body: Array(#"{"preset":"deponte-2016"}"#.utf8))

    /// A fresh app with one deponte-2016 (containment) session, and its id.
    @Sendable func appWithSession() async -> (SegnavApp, String) {
        let app = SegnavApp()
        let response = await app.respond(to: create)
        expect(response, 201)
        return (app, String(response.header("Location")!.split(separator: "/").last!))
    }

    /// One GET over and over, each answer checked (the request is made once, in setup: not measured).
    func repeatedly(_ benchmark: Benchmark, _ fixture: (app: SegnavApp, request: Request)) async {
        for _ in benchmark.scaledIterations {
            let response = await fixture.app.respond(to: fixture.request)
            expect(response, 200)
            blackHole(response)
        }
    }

    Benchmark("GET /healthz") { benchmark, fixture in
        await repeatedly(benchmark, fixture)
    } setup: {
        (SegnavApp(), Request(method: "GET", path: "/healthz", headers: headers))
    }

    for (name, suffix) in [("GET /v1/sessions/{id}", ""), ("GET /v1/sessions/{id}/screen", "/screen")] {
        Benchmark(name) { (benchmark, fixture: (SegnavApp, Request)) in
            await repeatedly(benchmark, fixture)
        } setup: {
            let (app, id) = await appWithSession()
            return (app, Request(method: "GET", path: "/v1/sessions/\(id)\(suffix)", headers: headers))
        }
    }

    var next = 0
    Benchmark("POST /v1/sessions/{id}/actions setSegment 1/0", configuration: deferred) { (benchmark, requests: (app: SegnavApp, actions: [Request])) in
        for _ in benchmark.scaledIterations {
            let response = await requests.app.respond(to: requests.actions[next])
            next ^= 1
            expect(response, 200)
            blackHole(response)
        }
    } setup: {
        let (app, id) = await appWithSession()
        let actions = [1, 0].map { index in
            Request(method: "POST", path: "/v1/sessions/\(id)/actions", headers: json,
                    body: Array(#"{"type":"setSegment","index":\#(index)}"#.utf8))
        }
        return (app: app, actions: actions)
    }

    Benchmark("POST /v1/sessions + DELETE /v1/sessions/{id}", configuration: deferred) { benchmark, app in
        for _ in benchmark.scaledIterations {
            let created = await app.respond(to: create)
            expect(created, 201)
            let deleted = await app.respond(to: Request(method: "DELETE", path: created.header("Location")!, headers: headers))
            expect(deleted, 204)
        }
    } setup: {
        SegnavApp()
    }
}

func expect(_ response: Response, _ status: Int) {
    if response.status != status {
        fatalError("expected \(status), got \(response.status): \(String(decoding: response.body, as: UTF8.self))")
    }
}
