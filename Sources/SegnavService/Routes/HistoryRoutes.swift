import MicroHTTP
import NavigationModel
import SegnavScenarios
import SessionStore
import SegnavWire

/// A session's past (DESIGN.md §5.8): reads of a past version, the export as a scenario file, and the two
/// creates that start from a past (a fork of a version, an imported scenario). Every version is recomputed
/// from the session's `SessionHistory` off the shard's turn: the shard only hands out a copy-on-write copy.
enum HistoryRoutes {
    /// `GET /v1/sessions/{id}?version=N` and `…/screen?version=N`: what that version answered.
    static func past(
        _ entry: SessionEntry, version: Int, store: SessionStore,
        _ answer: @escaping @Sendable (Snapshot) -> Response
    ) -> Handler {
        // A program session's replay runs its program: on the program lane (DESIGN.md §5.3).
        .deferred { _ in
            await store.onLane(for: entry) {
                guard let (history, configuration) = await store.history(entry) else {
                    return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
                }
                guard let session = history.session(at: version, configuration: configuration) else {
                    return unavailable(entry.id, version: version, history: history).response
                }
                return answer(Snapshot(id: entry.id, session: session))
            }
        }
    }

    static func unavailable(_ id: String, version: Int, history: SessionHistory) -> Problem {
        let range = history.reachable
        return Problem(
            .versionUnavailable,
            detail: "session '\(id)' can recompute versions \(range.lowerBound) to \(range.upperBound); \(version) is "
                + (version > range.upperBound ? "not made yet" : "older than its kept history (\(SessionHistory.maxActions) actions)"),
            extensions: [("oldestVersion", JSON(range.lowerBound)), ("currentVersion", JSON(range.upperBound))])
    }

    // MARK: export

    typealias ExpectMode = ScenarioWriter.ExpectMode

    /// `GET /v1/sessions/{id}/scenario`: the session's setup and actions as a scenario file that expects what
    /// was observed (docs/scenarios.md "From an exploration to a test").
    static func export(_ request: Request, store: SessionStore) -> Handler {
        let entry: SessionEntry
        let mode: ExpectMode
        let forbidWarnings: Bool
        do {
            try request.rejectUnknownQuery(allowed: ["expect", "forbid"])
            mode = try choice(request, "expect", fallback: .lifecycle)
            forbidWarnings = try choice(request, "forbid", fallback: "none", among: ["none", "warnings"]) == "warnings"
            entry = try store.entry(for: request)
        } catch {
            return .problem(error)
        }
        return .deferred { _ in await store.onLane(for: entry) { await exported(entry, mode: mode, forbidWarnings: forbidWarnings, store: store) } }
    }

    /// The export's work, after its query is checked: on the program lane for a program session (its replay).
    private static func exported(_ entry: SessionEntry, mode: ExpectMode, forbidWarnings: Bool, store: SessionStore) async -> Response {
        guard let (history, configuration) = await store.history(entry) else {
            return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
        }
        // Refused before the replay when the kept actions alone are too many (issue 42: a refusal used to come
        // after replaying the whole window).
        guard !history.reachesLaunch || history.actionCount <= ScenarioRoutes.maxActions else {
            return tooLarge(entry.id, steps: nil, actions: history.actionCount).response
        }
        guard
            let export = ScenarioWriter.export(
                history: history, configuration: configuration, mode: mode, forbidWarnings: forbidWarnings)
        else {
            return unavailable(entry.id, version: 0, history: history).response
        }
        guard export.steps <= ScenarioDecoder.maxSteps, export.actions <= ScenarioRoutes.maxActions else {
            return tooLarge(entry.id, steps: export.steps, actions: export.actions).response
        }
        let file = export.file
        return Response.json(
            file,
            headers: [
                Field("Content-Disposition", "attachment; filename=\"\(entry.id).scenario.json\"")
            ])
    }

    static func tooLarge(_ id: String, steps: Int?, actions: Int) -> Problem {
        Problem(
            .scenarioTooLarge,
            detail:
                "session '\(id)' made \(steps.map { "\($0) steps and " } ?? "")\(actions) actions; a scenario holds at most \(ScenarioDecoder.maxSteps) steps and \(ScenarioRoutes.maxActions) actions (fork a later version and export that)"
        )
    }

    static func choice(_ request: Request, _ name: String, fallback: ExpectMode) throws(Problem) -> ExpectMode {
        let raw = try choice(request, name, fallback: fallback.rawValue, among: ExpectMode.allCases.map(\.rawValue))
        return ExpectMode(rawValue: raw) ?? fallback
    }

    static func choice(_ request: Request, _ name: String, fallback: String, among: [String]) throws(Problem) -> String {
        guard let value = request.queryValue(name) else { return fallback }
        guard among.contains(value) else {
            throw Problem.badRequest(
                "query parameter '\(name)' must be one of \(among.joined(separator: ", "))",
                errors: [.init(parameter: name, detail: "'\(value)' is not one of \(among.joined(separator: ", "))")])
        }
        return value
    }
}
