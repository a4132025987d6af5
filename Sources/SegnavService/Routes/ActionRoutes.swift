import MicroHTTP
import NavigationModel

/// `POST /v1/sessions/{id}/actions`: every check that needs no state runs on
/// the MHD thread; only the apply hops to the session's shard.
enum ActionRoutes {
    static func register(on router: inout Router, store: SessionStore) {
        router.add("POST", "/v1/sessions/{id}/actions", dispatch: { request in act(request, store: store) })
    }

    static func act(_ request: Request, store: SessionStore) -> Handler {
        let entry: SessionEntry
        let actions: [Action]
        let batch: Bool
        let expected: Int?
        do {
            try request.rejectUnknownQuery(allowed: [])
            entry = try store.entry(for: request)
            (actions, batch) = try ActionDecoder.decode(try request.jsonBody())
            expected = try request.header("If-Match").flatMap { header throws(Problem) in try ETag.version(ifMatch: header) }
        } catch {
            return .problem(error)
        }
        return .deferred { _ in
            do throws(SessionShard.ApplyFailure) {
                let applied = try await store.apply(entry, actions: actions, expectedVersion: expected)
                var body: [UInt8] = []
                body.reserveCapacity(applied.snapshot.state.count + applied.events.joined.count + 64)
                body.appendUTF8(#"{"state":"#)
                body += applied.snapshot.state
                body.appendUTF8(#","events":["#)
                body += applied.events.joined
                body.appendUTF8(applied.noop ? #"],"noop":true}"# : #"],"noop":false}"#)
                return Response.json(encoded: body, headers: [Field("ETag", applied.snapshot.etag)])
            } catch {
                return failure(error, entry: entry, expected: expected, batch: batch)
            }
        }
    }

    static func failure(_ error: SessionShard.ApplyFailure, entry: SessionEntry, expected: Int?, batch: Bool) -> Response {
        switch error {
        case .notFound:
            return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
        case .stale(let current):
            return Problem(status: 412, code: "version-mismatch", title: "Precondition Failed",
                           detail: expected == ETag.weakTag
                               ? "If-Match compares strongly and a weak tag never matches; the session is at version \(current)"
                               : "If-Match names version \(expected ?? -1) but the session is at version \(current)",
                           headers: [Field("ETag", "\"\(current)\"")],
                           extensions: [("currentVersion", JSON(current))]).response
        case .refused(let index, let error):
            let pointer = (batch ? "/actions/\(index)" : "") + (error.field ?? "")
            return Problem(status: 422, code: error.code.rawValue, title: "Unprocessable Content",
                           detail: (batch ? "action \(index): " : "") + error.message + (batch ? "; no action of the batch was applied" : ""),
                           errors: [.init(pointer: pointer, detail: error.message)]).response
        }
    }
}
