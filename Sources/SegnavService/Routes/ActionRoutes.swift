import MicroHTTP
import NavigationModel
import SegnavScenarios
import SessionStore
import SegnavWire

/// `POST /v1/sessions/{id}/actions`: every check that needs no state runs on
/// the MHD thread; only the apply hops to the session's shard.
enum ActionRoutes {
    static func act(_ request: Request, store: SessionStore, metrics: DomainMetrics) -> Handler {
        let entry: SessionEntry
        let actions: [Action]
        let batch: Bool
        let expected: Int?
        let body: JSON
        let step: ScenarioStep?
        do {
            try request.rejectUnknownQuery(allowed: [])
            entry = try store.entry(for: request)
            (body, step) = try expectations(in: try request.jsonBody())
            (actions, batch) = try ActionDecoder.decode(body)
            expected = try request.header("If-Match").flatMap { header throws(Problem) in try ETag.version(ifMatch: header) }
        } catch {
            return .problem(error)
        }
        return .deferred { _ in
            do throws(SessionShard.ApplyFailure) {
                let before = step == nil ? [] : entry.snapshot.state
                let applied = try await store.apply(entry, actions: actions, expectedVersion: expected)
                metrics.actions(actions, .applied)
                metrics.warnings(applied)
                let state = applied.snapshot.state
                guard let step else {
                    let answer = ActionAnswer.bytes(state: state, events: applied.events.joined, noop: applied.noop)
                    return Response.json(encoded: answer, etag: applied.snapshot.etag)
                }
                var w = JSONWriter(capacity: state.count + applied.events.joined.count + 64)
                w.object { w in
                    w.member("state", encoded: state)
                    w.key("events")
                    w.array { w in w.encoded(joined: applied.events.joined) }
                    w.member("noop", applied.noop)
                    w.member("verdict", verdict(step, actions: body, applied: applied, before: before))
                }
                return Response.json(encoded: w.bytes, etag: applied.snapshot.etag)
            } catch {
                switch error {
                case .notFound: metrics.actions(actions, .gone)
                case .stale: metrics.actions(actions, .stale)
                case .refused, .answerTooLarge: metrics.actions(actions, .refused)
                case .notDurable: metrics.actions(actions, .applied)
                }
                return failure(error, entry: entry, expected: expected, batch: batch, stackLimit: store.limits.maxStackDepth)
            }
        }
    }

    static func failure(_ error: SessionShard.ApplyFailure, entry: SessionEntry, expected: Int?, batch: Bool, stackLimit: Int? = nil) -> Response {
        switch error {
        case .notFound:
            return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
        case .stale(let current):
            return Problem(
                .versionMismatch,
                detail: expected == ETag.weakTag
                    ? "If-Match compares strongly and a weak tag never matches; the session is at version \(current)"
                    : "If-Match names version \(expected ?? -1) but the session is at version \(current)",
                headers: [Problem.Header("ETag", "\"\(current)\"")],
                extensions: [("currentVersion", JSON(current))]
            ).response
        case .notDurable(let failure):
            return Problem.notDurable(failure).response
        case .answerTooLarge(let bytes, let limit):
            let detail =
                "the batch's events take \(bytes) bytes, more than this server answers in one write (--max-answer-bytes \(limit)); nothing was applied: send fewer actions per request"
            return Problem(
                .answerTooLarge, detail: detail, errors: [.init(pointer: batch ? "/actions" : "", detail: detail)],
                extensions: [("limit", JSON(limit))]
            ).response
        case .refused(let refusal):
            let (index, error) = (refusal.index, refusal.error)
            let pointer = (batch ? "/actions/\(index)" : "") + (error.field ?? "")
            var extensions: [(String, JSON)] = [("reason", .string(error.code.rawValue))]
            if error.code == .stackTooDeep, let depth = stackLimit { extensions.append(("limit", JSON(depth))) }
            return Problem(
                .actionRefused(error.code),
                detail: (batch ? "action \(index): " : "") + error.message + (batch ? "; no action of the batch was applied" : ""),
                errors: [.init(pointer: pointer, detail: error.message)],
                extensions: extensions
            ).response
        }
    }
}
