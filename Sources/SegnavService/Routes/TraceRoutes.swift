import MicroHTTP
import NavigationModel
import SegnavScenarios
import SegnavWire
import SessionStore

/// `POST /v1/traces`: an app's own recorded lifecycle (docs/traces.md) judged under the appearance contract. Touches
/// no session; the same kind of work as a comparison, on `StatelessWork`'s thread and under its admission bound. The
/// body is bounded by the server's body limit, its lines by `limits`, and the answer's explained warnings by
/// `maxVerdicts`, so its cost follows its input.
enum TraceRoutes {
    static let limits = Trace.Limits(maxBytes: 8 << 20, maxLines: 10_000, maxLineBytes: 4096)

    static func check(_ request: Request, work: StatelessWork) -> Handler {
        do throws(Problem) {
            try request.rejectUnknownQuery(allowed: [])
            let type = request.header("Content-Type")
            guard let type, isTrace(type) else { throw Problem.unsupportedMediaType(type) }
        } catch {
            return .problem(error)
        }
        guard work.admit() else { return .problem(work.busy("comparisons, scenarios and traces")) }
        return work.deferred { answer(request.body) }
    }

    static func answer(_ body: [UInt8]) -> Response {
        do {
            let trace = try TraceDecoder.decode(body, limits: limits)
            if trace.setup != nil { try checkPrediction(trace) }
            let checker = TraceChecker.check(trace)
            return Response.json(checker.json(prediction: TracePrediction.predict(trace, checker: checker)))
        } catch {
            return error.response
        }
    }

    /// A prediction runs the model: bounded as a scenario is (its actions, its screens' rows).
    static func checkPrediction(_ trace: Trace) throws(Problem) {
        let actions = trace.actions
        let bounds = WorkBounds(problem: .traceTooLarge, work: "a trace's prediction", maxRows: ScenarioRoutes.bounds.maxRows)
        try bounds.check(
            actions.count, limit: ScenarioRoutes.maxActions,
            detail: "a trace with a setup predicts at most \(ScenarioRoutes.maxActions) actions; this one has \(actions.count)",
            pointer: "/action", hint: "at most \(ScenarioRoutes.maxActions) action markers with a setup")
        try bounds.checkRows(WorkBounds.rows(segments: trace.setup?.segments ?? [], actions: actions), pointer: "/setup")
    }

    /// JSON Lines (`application/x-ndjson`, `application/jsonl`), or JSON for a client that knows no other.
    static func isTrace(_ contentType: String) -> Bool {
        let media = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingSpaces.lowercased() } ?? ""
        return media == "application/x-ndjson" || media == "application/jsonl" || Request.isJSON(contentType)
    }
}

extension TraceRoutes {
    /// `GET /v1/sessions/{id}/trace`: the session's launch and applied actions replayed with trace notes, written as
    /// the trace a recorder in the app would have written (`TraceExport`), so that the checker can be run on the
    /// model's own calls (`POST /v1/traces` gives back exactly the session's contract warnings). Bounded as a scenario
    /// export is: at most `ScenarioRoutes.maxActions` actions.
    static func export(_ request: Request, store: SessionStore) -> Handler {
        let entry: SessionEntry
        do {
            try request.rejectUnknownQuery(allowed: [])
            entry = try store.entry(for: request)
        } catch {
            return .problem(error)
        }
        return .deferred { _ in
            guard let (history, configuration) = await store.history(entry) else {
                return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
            }
            guard let steps = history.replay(configuration: configuration) else {
                return Problem.notFound("session '\(entry.id)' can no longer be replayed from its history").response
            }
            var actions: [Action] = []
            for case .applied(let applied, _) in steps { actions += applied }
            guard actions.count <= ScenarioRoutes.maxActions else {
                return Problem(
                    .traceTooLarge,
                    detail:
                        "session '\(entry.id)' applied \(actions.count) actions; a trace export holds at most \(ScenarioRoutes.maxActions) (fork a later version and export that)"
                ).response
            }
            guard let (trace, _) = try? TraceExport.run(configuration, actions: actions) else {
                return Problem.notFound("session '\(entry.id)' can no longer be built").response
            }
            return Response(
                status: 200, contentType: "application/x-ndjson", body: TraceExport.jsonLines(trace),
                headers: [Field("Content-Disposition", "attachment; filename=\"\(entry.id).jsonl\"")])
        }
    }
}
