import MicroHTTP
import NavigationModel
import SegnavScenarios
import SegnavWire

/// `POST /v1/scenarios`: the engine of `segnavd check` over HTTP (docs/scenarios.md),
/// so a pytest or Jest suite can run a scenario file without Swift. Touches no
/// session; the same kind of work as `POST /v1/compare`, so it shares its thread
/// and its admission bound (`StatelessWork`), and its size is bounded before it
/// runs so that its cost follows its input.
enum ScenarioRoutes {
    /// Actions in all its steps (a step may carry a batch).
    static let maxActions = 500
    static let bounds = WorkBounds(problem: .scenarioTooLarge, work: "a scenario", maxRows: 500)

    /// Only the query and the media type are checked on the MHD thread; a
    /// large scenario takes milliseconds to decode, so the decoding, the
    /// limits and the run all happen on the computation thread, and a client
    /// refused for want of a place (503) has cost nothing but its bytes.
    static func run(_ request: Request, work: StatelessWork, metrics: DomainMetrics) -> Handler {
        do throws(Problem) {
            try request.rejectUnknownQuery(allowed: [])
            let type = request.header("Content-Type")
            guard let type, Request.isJSON(type) else { throw Problem.unsupportedMediaType(request.header("Content-Type")) }
        } catch {
            return .problem(error)
        }
        guard work.admit() else { return .problem(work.busy("comparisons and scenarios")) }
        return work.deferred { answer(request, metrics: metrics) }
    }

    static func answer(_ request: Request, metrics: DomainMetrics) -> Response {
        do {
            let scenario = try ScenarioDecoder.decode(try request.jsonBody())
            try checkLimits(scenario)
            let result = ScenarioRunner.run(scenario)
            metrics.scenario(result.passed ? "passed" : "failed")
            return Response.json(result.json)
        } catch {
            metrics.scenario("invalid")
            return error.response
        }
    }

    static func checkLimits(_ scenario: Scenario) throws(Problem) {
        let actions = scenario.steps.flatMap { $0.actions ?? [] }
        try bounds.check(
            actions.count, limit: maxActions,
            detail: "a scenario runs at most \(maxActions) actions in all its steps; this one has \(actions.count)",
            pointer: "/steps", hint: "at most \(maxActions) actions in all (split the scenario)")
        try bounds.checkRows(WorkBounds.rows(segments: scenario.setup.segments, actions: actions), pointer: "/setup")
    }
}
