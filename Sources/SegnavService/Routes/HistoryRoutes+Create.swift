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
        // A fork is exactly the version asked or an error, never another version: its replay is not an answer
        // (`answered: false`), and anything that still stops it short removes the half-made session.
        let snapshot = try await start(configuration, batches: actions.isEmpty ? [] : [actions], store: store, exact: true)
        guard snapshot.version == version else {
            if case .found(let made) = store.lookup(snapshot.id) { _ = try? await store.delete(made) }
            throw Problem(
                .versionUnavailable,
                detail: "session '\(source.id)' could not be replayed to version \(version) (it stopped at \(snapshot.version)); no fork was made",
                extensions: [("currentVersion", JSON(history.reachable.upperBound))])
        }
        return snapshot
    }

    static func open(_ scenario: Scenario, store: SessionStore) async throws(Problem) -> Snapshot {
        try await start(scenario.setup, batches: scenario.steps.compactMap(\.actions), store: store, exact: false)
    }

    /// Creates a session and applies each batch; a refused batch is kept as a refusal (the scenario expected
    /// it, or the exploration goes on from what the UI allowed), as a refused request would be. `exact` (a
    /// fork): a batch that is not applied stops the replay, and the caller sees a version short of the one asked.
    static func start(_ configuration: SessionConfiguration, batches: [[Action]], store: SessionStore, exact: Bool) async throws(Problem) -> Snapshot {
        var snapshot: Snapshot
        do throws(SessionStore.CreateFailure) {
            snapshot = try await store.create(configuration)
        } catch {
            throw Problem(error, limit: store.limits.maxSessions)
        }
        guard case .found(let entry) = store.lookup(snapshot.id) else { return snapshot }
        for batch in batches where !batch.isEmpty {
            do throws(SessionShard.ApplyFailure) {
                snapshot = try await store.apply(entry, actions: batch, expectedVersion: nil, answered: !exact).snapshot
            } catch {
                if case .notFound = error { throw Problem.notFound("session '\(snapshot.id)' was deleted while it was being made") }
                if case .notDurable(let failure) = error { throw Problem.notDurable(failure) }
                if exact { break }
            }
        }
        return snapshot
    }
}
