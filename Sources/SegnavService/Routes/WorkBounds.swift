import NavigationModel
import SegnavWire

/// How much one stateless computation (a comparison, a scenario) may ask
/// for. Its work and its answer grow with the steps it runs and the rows the
/// model lays out, so both are refused (422, naming the limit and the member)
/// before anything runs, and its cost follows its input.
struct WorkBounds: Sendable {
    let problem: ProblemType
    /// "a comparison", "a scenario": how the refusal names the work.
    let work: String
    let maxRows: Int

    /// Rows in all the screens a setup and its actions lay out (segments',
    /// and pushed ones, details included).
    static func rows(segments: [SegmentSpec], actions: some Sequence<Action>) -> Int {
        segments.reduce(0) { $0 + $1.screen.rowCount }
            + actions.reduce(0) { total, action in
                if case .push(let screen) = action { return total + screen.rowCount }
                return total
            }
    }

    /// Refuses more than `limit` of something counted (`detail` says how), naming `pointer`.
    func check(_ count: Int, limit: Int, detail: String, pointer: String, hint: String) throws(Problem) {
        guard count > limit else { return }
        throw Problem(problem, detail: detail, errors: [.init(pointer: pointer, detail: hint)])
    }

    func checkRows(_ rows: Int, pointer: String) throws(Problem) {
        try check(
            rows, limit: maxRows,
            detail: "\(work)'s screens hold at most \(maxRows) rows in all (setup and pushes, details included); this one has \(rows)",
            pointer: pointer, hint: "at most \(maxRows) rows in all screens")
    }
}
