import MicroHTTP
import NavigationModel
import SegnavScenarios
import SegnavWire

/// `POST /v1/compare` (the work itself is `Comparison`, in SegnavScenarios). Touches no session; deferred
/// because it is real work, on `StatelessWork`'s thread so it never delays session writes, and bounded before
/// it starts (`bounds`) so its cost follows its input.
enum CompareRoutes {
    /// Steps in all: runtimes × strategies × (launch + actions).
    static let maxSteps = 200
    static let bounds = WorkBounds(problem: .comparisonTooLarge, work: "a comparison", maxRows: 500)

    static func compare(_ request: Request, work: StatelessWork) -> Handler {
        let plan: Comparison.Plan
        do {
            try request.rejectUnknownQuery(allowed: [])
            plan = try Comparison.decode(try request.jsonBody())
            try checkLimits(plan)
        } catch {
            return .problem(error)
        }
        guard work.admit() else { return .problem(work.busy("comparisons")) }
        return work.deferred { Response.json(Comparison.answer(plan)) }
    }

    static func checkLimits(_ plan: Comparison.Plan) throws(Problem) {
        let runs = plan.strategies.count * plan.runtimes.count
        let steps = runs * (1 + plan.actions.count)
        try bounds.check(
            steps, limit: maxSteps,
            detail:
                "a comparison runs at most \(maxSteps) steps (runtimes × strategies × (1 + actions)); this one needs \(runs) × \(1 + plan.actions.count) = \(steps)",
            pointer: "/actions", hint: "at most \(maxSteps / runs - 1) actions with \(runs) runs")
        try bounds.checkRows(WorkBounds.rows(segments: plan.base.segments, actions: plan.actions), pointer: "/segments")
    }
}
