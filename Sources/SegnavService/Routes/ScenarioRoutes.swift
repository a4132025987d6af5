import MicroHTTP
import NavigationModel

/// `POST /v1/scenarios`: the engine of `segnavd check` over HTTP (docs/scenarios.md),
/// so a pytest or Jest suite can run a scenario file without Swift. Touches no
/// session; the same kind of work as `POST /v1/compare`, so it shares its thread
/// and its admission bound (`StatelessWork`), and its size is bounded before it
/// runs so that its cost follows its input.
enum ScenarioRoutes {
    /// What one scenario may ask for. Steps are bounded by the decoder
    /// (`ScenarioDecoder.maxSteps`), but a step may carry a batch: the work
    /// and the answer grow with the actions in all and with the rows the
    /// model lays out, so both are refused (422, naming the limit) beyond these.
    enum Limits {
        static let actions = 500
        /// Rows in all the screens of the setup and of the pushes.
        static let rows = 500
    }

    /// Only the query and the media type are checked on the MHD thread; a
    /// scenario of 64 KB takes milliseconds to decode, so the decoding, the
    /// limits and the run all happen on the computation thread, and a client
    /// refused for want of a place (503) has cost nothing but its bytes.
    static func run(_ request: Request, work: StatelessWork) -> Handler {
        do throws(Problem) {
            try request.rejectUnknownQuery(allowed: [])
            let type = request.header("Content-Type")
            guard let type, Request.isJSON(type) else { throw Problem.unsupportedMediaType(request.header("Content-Type")) }
        } catch {
            return .problem(error)
        }
        guard work.admit() else { return .problem(work.busy("comparisons and scenarios")) }
        return work.deferred { answer(request) }
    }

    static func answer(_ request: Request) -> Response {
        do {
            let scenario = try ScenarioDecoder.decode(try request.jsonBody())
            try checkLimits(scenario)
            return Response.json(ScenarioRunner.run(scenario).json)
        } catch {
            return error.response
        }
    }

    static func checkLimits(_ scenario: Scenario) throws(Problem) {
        var actions = 0, rows = scenario.setup.segments.reduce(0) { $0 + $1.screen.rowCount }
        for step in scenario.steps {
            for action in step.actions ?? [] {
                actions += 1
                if case .push(let screen) = action { rows += screen.rowCount }
            }
        }
        if actions > Limits.actions {
            throw Problem(.scenarioTooLarge,
                          detail: "a scenario runs at most \(Limits.actions) actions in all its steps; this one has \(actions)",
                          errors: [.init(pointer: "/steps", detail: "at most \(Limits.actions) actions in all (split the scenario)")])
        }
        if rows > Limits.rows {
            throw Problem(.scenarioTooLarge,
                          detail: "a scenario's screens hold at most \(Limits.rows) rows in all (setup and pushes, details included); this one has \(rows)",
                          errors: [.init(pointer: "/setup", detail: "at most \(Limits.rows) rows in all screens")])
        }
    }
}
