import MicroHTTP
import NavigationModel
import SegnavScenarios
import SessionStore
import SegnavWire

/// The creates that start from a past rather than a setup: `{"from": {"session", "version"}}` (a fork) and
/// `{"scenario": {…}}` (an import). Both go through the store's ordinary create and apply, so the new session
/// is an ordinary one (streams, watches, TTL) and the journal keeps it as it keeps any other: its setup and
/// one batch of the actions that lead to its state.
extension HistoryRoutes {
    enum Origin: Sendable {
        case fork(SessionEntry, version: Int)
        case scenario(Scenario)
    }

    /// nil for an ordinary create (a setup); else where the new session starts.
    static func origin(of body: JSON, store: SessionStore) throws(Problem) -> Origin? {
        guard case .object(let members) = body else { return nil }
        if let from = body["from"] {
            guard members.count == 1 else {
                throw Problem.badRequest(
                    "a fork takes only 'from'", errors: [.init(pointer: "/from", detail: "send 'from' alone: the fork's setup is its source's")])
            }
            var errors: [Problem.FieldError] = []
            guard var reader = FieldReader(from, pointer: "/from", errors: &errors) else {
                throw Problem.badRequest("'from' must be an object", errors: errors)
            }
            let id = reader.string("session", required: true, maxLength: 200)
            let version = reader.integer("version", required: true, range: 0...Int(Int32.max))
            if id?.isEmpty == true { reader.fail("session", "must be a session id, not empty") }
            reader.rejectUnknown()
            errors = reader.errors + errors
            guard errors.isEmpty, let id, let version else { throw Problem.badRequest("the fork is invalid", errors: errors) }
            return .fork(try source(id, store: store), version: version)
        }
        if let raw = body["scenario"] {
            guard members.count == 1 else {
                throw Problem.badRequest(
                    "an import takes only 'scenario'", errors: [.init(pointer: "/scenario", detail: "send 'scenario' alone: its setup is the session's")])
            }
            let scenario: Scenario
            do {
                scenario = try ScenarioDecoder.decode(raw)
            } catch {
                throw Problem(error.type, detail: error.detail, errors: error.errors.map { ScenarioDecoder.nested($0, under: "/scenario") })
            }
            try ScenarioRoutes.checkLimits(scenario)
            return .scenario(scenario)
        }
        return nil
    }

    static func source(_ id: String, store: SessionStore) throws(Problem) -> SessionEntry {
        try store.entry(
            id, unknown: " to fork",
            misdirected: ": fork it there with POST /v1/sessions/\(id)/forks, which a proxy routes to its owner")
    }

    /// `POST /v1/sessions/{id}/forks` with `{"version": N}`: the same fork, addressed by the source's id so
    /// that a proxy routing by id sends it to the node that holds the source.
    static func forkRoute(_ request: Request, store: SessionStore, metrics: DomainMetrics) -> Handler {
        let entry: SessionEntry
        let version: Int
        do throws(Problem) {
            try request.rejectUnknownQuery(allowed: [])
            entry = try store.entry(for: request)
            var errors: [Problem.FieldError] = []
            let body = try request.jsonBody()
            guard var reader = FieldReader(body, pointer: "", errors: &errors) else {
                throw Problem.badRequest("the body must be a JSON object", errors: errors)
            }
            let raw = reader.integer("version", required: true, range: 0...Int(Int32.max))
            reader.rejectUnknown()
            errors = reader.errors + errors
            guard errors.isEmpty, let raw else { throw Problem.badRequest("the fork is invalid", errors: errors) }
            version = raw
        } catch {
            return .problem(error)
        }
        return create(.fork(entry, version: version), store: store, metrics: metrics)
    }

    static func create(_ origin: Origin, store: SessionStore, metrics: DomainMetrics) -> Handler {
        .deferred { _ in
            do throws(Problem) {
                let snapshot: Snapshot
                switch origin {
                case .fork(let source, let version): snapshot = try await fork(source, version: version, store: store)
                case .scenario(let scenario): snapshot = try await open(scenario, store: store)
                }
                metrics.sessionsCreated()
                return .created(snapshot)
            } catch {
                return error.response
            }
        }
    }

    static func fork(_ source: SessionEntry, version: Int, store: SessionStore) async throws(Problem) -> Snapshot {
        guard let (history, configuration) = await store.history(source) else {
            throw Problem.notFound("no session '\(source.id)' (it was deleted meanwhile)")
        }
        guard history.reachesLaunch, history.reachable.contains(version) else {
            throw unavailable(source.id, version: version, history: history)
        }
        var actions: [Action] = []
        for batch in history.batches where actions.count < version {
            actions += batch.prefix(version - actions.count)
        }
        // A fork is exactly the version asked or an error, never another version: its replay is one batch that is
        // not an answer (`answered: false`: `--max-answer-bytes` does not bound it), and anything that still stops
        // it short removes the half-made session. On disk it is the smaller of its actions and the state they made
        // (DESIGN.md §5.8): a fork never costs its source's pushed screens twice.
        var snapshot = try await create(configuration, store: store)
        if !actions.isEmpty, case .found(let made) = store.lookup(snapshot.id) {
            do throws(SessionShard.ApplyFailure) {
                snapshot = try await store.apply(
                    made, actions: actions, expectedVersion: nil, answered: false, journalAs: .smallerOfBatchAndState
                ).snapshot
            } catch {
                if case .notFound = error { throw Problem.notFound("session '\(snapshot.id)' was deleted while it was being made") }
                if case .notDurable(let failure) = error { throw Problem.notDurable(failure) }
            }
        }
        guard snapshot.version == version else {
            if case .found(let made) = store.lookup(snapshot.id) { _ = try? await store.delete(made) }
            throw Problem(
                .versionUnavailable,
                detail: "session '\(source.id)' could not be replayed to version \(version) (it stopped at \(snapshot.version)); no fork was made",
                extensions: [("currentVersion", JSON(history.reachable.upperBound))])
        }
        return snapshot
    }

    /// A scenario opened as a session: every step applied, or none. A step the scenario expects refused
    /// (`"status": 422`) is kept as a refusal, as a refused request would be; any other refusal is the answer,
    /// 422 naming the step, and the half-made session is removed: an import never quietly skips a step.
    static func open(_ scenario: Scenario, store: SessionStore) async throws(Problem) -> Snapshot {
        var snapshot = try await create(scenario.setup, store: store)
        guard case .found(let entry) = store.lookup(snapshot.id) else { return snapshot }
        for (index, step) in scenario.steps.enumerated() {
            guard let actions = step.actions, !actions.isEmpty else { continue }
            do throws(SessionShard.ApplyFailure) {
                snapshot = try await store.apply(entry, actions: actions, expectedVersion: nil, answered: false).snapshot
            } catch {
                if case .refused = error, step.status == 422 { continue }
                _ = try? await store.delete(entry)
                throw refusal(error, step: step, index: index, session: snapshot.id)
            }
        }
        return snapshot
    }

    /// Why step `index` of an imported scenario stopped the import.
    static func refusal(_ error: SessionShard.ApplyFailure, step: ScenarioStep, index: Int, session: String) -> Problem {
        let pointer = "/scenario/steps/\(index)/action"
        switch error {
        case .notFound:
            return Problem.notFound("session '\(session)' was deleted while it was being made")
        case .notDurable(let failure):
            return Problem.notDurable(failure)
        case .refused(let refusal):
            let batch = (step.actions?.count ?? 1) > 1 || step.action?["actions"] != nil
            let detail =
                "step \(index) (\(step.title)) was refused: \(refusal.error.message); no session was made "
                + "(a step the scenario expects refused says \"status\": 422)"
            return Problem(
                .actionRefused(refusal.error.code), detail: detail,
                errors: [
                    .init(
                        pointer: pointer + (batch ? "/actions/\(refusal.index)" : "") + (refusal.error.field ?? ""),
                        detail: refusal.error.message)
                ],
                extensions: [("reason", .string(refusal.error.code.rawValue)), ("step", JSON(index))])
        case .answerTooLarge(let bytes, let limit):
            return Problem(
                .answerTooLarge, detail: "step \(index) (\(step.title)) makes \(bytes) bytes of events, past \(limit); no session was made",
                errors: [.init(pointer: pointer, detail: "too many events in one step")])
        case .stale(let current):
            return Problem(.versionMismatch, detail: "session '\(session)' moved to version \(current) while it was being made")
        }
    }

    /// A new session of `configuration`, or the create's refusal.
    static func create(_ configuration: SessionConfiguration, store: SessionStore) async throws(Problem) -> Snapshot {
        do throws(SessionStore.CreateFailure) {
            return try await store.create(configuration)
        } catch {
            throw Problem(error, limit: store.limits.maxSessions)
        }
    }
}
