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
    static func past(_ entry: SessionEntry, version: Int, store: SessionStore,
                     _ answer: @escaping @Sendable (Snapshot) -> Response) -> Handler {
        .deferred { _ in
            guard let (history, configuration) = await store.history(entry) else {
                return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
            }
            guard let session = history.session(at: version, configuration: configuration) else {
                return unavailable(entry.id, version: version, history: history).response
            }
            return answer(Snapshot(id: entry.id, session: session))
        }
    }

    static func unavailable(_ id: String, version: Int, history: SessionHistory) -> Problem {
        let range = history.reachable
        return Problem(.versionUnavailable,
                       detail: "session '\(id)' can recompute versions \(range.lowerBound) to \(range.upperBound); \(version) is "
                           + (version > range.upperBound ? "not made yet" : "older than its kept history (\(SessionHistory.maxActions) actions)"),
                       extensions: [("oldestVersion", JSON(range.lowerBound)), ("currentVersion", JSON(range.upperBound))])
    }

    // MARK: export

    enum ExpectMode: String, CaseIterable { case lifecycle, all, appearance, none }

    static let appearance: Set<Event.Name> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

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
        return .deferred { _ in
            guard let (history, configuration) = await store.history(entry) else {
                return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
            }
            guard let steps = history.replay(configuration: configuration) else {
                return unavailable(entry.id, version: 0, history: history).response
            }
            let actions = steps.reduce(0) { count, step in
                switch step {
                case .launch: count
                case .applied(let a, _): count + a.count
                case .refused(let r): count + r.actions.count
                }
            }
            guard steps.count <= ScenarioDecoder.maxSteps, actions <= ScenarioRoutes.maxActions else {
                return Problem(.scenarioTooLarge,
                               detail: "session '\(entry.id)' made \(steps.count) steps and \(actions) actions; a scenario holds at most \(ScenarioDecoder.maxSteps) steps and \(ScenarioRoutes.maxActions) actions (fork a later version and export that)").response
            }
            let file = scenario(name: "session \(entry.id)", configuration: configuration, steps: steps,
                                mode: mode, forbidWarnings: forbidWarnings)
            return Response.json(file, headers: [
                Field("Content-Disposition", "attachment; filename=\"\(entry.id).scenario.json\""),
            ])
        }
    }

    static func choice(_ request: Request, _ name: String, fallback: ExpectMode) throws(Problem) -> ExpectMode {
        let raw = try choice(request, name, fallback: fallback.rawValue, among: ExpectMode.allCases.map(\.rawValue))
        return ExpectMode(rawValue: raw) ?? fallback
    }

    static func choice(_ request: Request, _ name: String, fallback: String, among: [String]) throws(Problem) -> String {
        guard let value = request.queryValue(name) else { return fallback }
        guard among.contains(value) else {
            throw Problem.badRequest("query parameter '\(name)' must be one of \(among.joined(separator: ", "))",
                                     errors: [.init(parameter: name, detail: "'\(value)' is not one of \(among.joined(separator: ", "))")])
        }
        return value
    }

    static func scenario(name: String, configuration: SessionConfiguration, steps: [SessionHistory.Step],
                         mode: ExpectMode, forbidWarnings: Bool) -> JSON {
        var out: [JSON] = []
        for step in steps {
            switch step {
            case .launch(let events):
                out.append(.object(expectations(events, mode: mode, forbidWarnings: forbidWarnings)))
            case .applied(let actions, let events):
                out.append(.object([("action", Action.requestJSON(actions))]
                                   + expectations(events, mode: mode, forbidWarnings: forbidWarnings)))
            case .refused(let refused):
                out.append(.object([("action", Action.requestJSON(refused.actions)), ("status", JSON(422)),
                                    ("reason", .string(refused.code.rawValue))]))
            }
        }
        return .object([("name", .string(name)), ("setup", configuration.requestJSON), ("steps", .array(out))])
    }

    static func expectations(_ events: [Event], mode: ExpectMode, forbidWarnings: Bool) -> [(key: String, value: JSON)] {
        let chosen: [Event]
        switch mode {
        case .none: chosen = []
        case .all: chosen = events
        case .appearance: chosen = events.filter { appearance.contains($0.name) }
        case .lifecycle: chosen = events.filter { $0.name != .warning || forbidWarnings }
        }
        var members: [(key: String, value: JSON)] = []
        if !chosen.isEmpty {
            members.append(("expect", .array(chosen.prefix(ScenarioDecoder.maxExpect).map(matcher))))
            if mode == .all, chosen.count <= ScenarioDecoder.maxExpect { members.append(("exactly", true)) }
        }
        if forbidWarnings, !events.contains(where: { $0.name == .warning }) {
            members.append(("forbid", [["name": "warning"]]))
        }
        return members
    }

    /// A matcher that only this event (among its step's) matches: its receiver's id, name, origin and the
    /// arguments that identify it (not the free-text message).
    static func matcher(_ event: Event) -> JSON {
        let json = event.json
        var args: [(key: String, value: JSON)] = []
        if case .object(let members)? = json["args"] {
            args = members.filter { $0.key != "message" }
        }
        var members: [(key: String, value: JSON)] = [
            ("receiver", .string(event.receiver.id)), ("name", .string(event.name.rawValue)),
            ("origin", .string(event.origin.rawValue)),
        ]
        if !args.isEmpty { members.append(("args", .object(args))) }
        return .object(members)
    }
}
