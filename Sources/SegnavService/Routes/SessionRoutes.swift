import MicroHTTP
import NavigationModel
import SessionStore
import SegnavWire

/// Create, list, read, delete (DESIGN.md §4). Reads are immediate, from the
/// published snapshot; create and delete hop to a shard (DESIGN.md §5).
enum SessionRoutes {
    static func create(_ request: Request, store: SessionStore, metrics: DomainMetrics) -> Handler {
        let configuration: SessionConfiguration
        do {
            try request.rejectUnknownQuery(allowed: [])
            let body = try request.jsonBody()
            if let origin = try HistoryRoutes.origin(of: body, store: store) {
                return HistoryRoutes.create(origin, store: store, metrics: metrics)
            }
            configuration = try CreateRequestDecoder.decode(body)
        } catch {
            return .problem(error)
        }
        return .deferred { _ in
            do throws(SessionStore.CreateFailure) {
                let snapshot = try await store.create(configuration)
                metrics.sessionsCreated()
                return .created(snapshot)
            } catch {
                return Problem(error, limit: store.limits.maxSessions).response
            }
        }
    }

    static func list(_ request: Request, store: SessionStore) -> Response {
        do {
            try request.rejectUnknownQuery(allowed: ["limit", "cursor"])
            let limit = try request.integerQuery("limit", fallback: 100, range: 1...store.limits.maxPageSize)
            let cursor = request.queryValue("cursor")
            let (entries, more) = store.page(after: cursor, limit: limit)
            let sessions = entries.map { entry -> JSON in
                let snapshot = entry.snapshot
                return [
                    "id": .string(entry.id), "version": JSON(snapshot.version),
                    "strategy": .string(snapshot.strategy.rawValue), "preset": JSON(snapshot.preset?.rawValue),
                ]
            }
            return Response.json([
                "sessions": .array(sessions),
                "next": more ? JSON(entries.last?.id) : .null,
                "node": JSON(store.node),
                "total": JSON(store.sessionCount),
            ])
        } catch {
            return error.response
        }
    }

    /// A snapshot read: 304 when the client's tag is current, else the prepared
    /// answer. With `?wait=N` and a current tag, a watch: held (no thread) until
    /// the version moves, then 200 with the new one, or 304 once N seconds pass.
    static func read(_ request: Request, store: SessionStore, _ answer: @escaping @Sendable (Snapshot) -> Response) -> Handler {
        let entry: SessionEntry
        var wait = 0
        var version: Int?
        do {
            if !request.query.isEmpty {
                try request.rejectUnknownQuery(allowed: ["wait", "version"])
                wait = try request.integerQuery("wait", fallback: 0, range: 0...store.limits.maxWaitSeconds)
                if request.queryValue("version") != nil {
                    version = try request.integerQuery("version", fallback: 0, range: 0...Int(Int32.max))
                }
            }
            entry = try store.entry(for: request)
        } catch {
            return .problem(error)
        }
        // A past version never changes: no watch, no 304, recomputed (HistoryRoutes).
        if let version, version != entry.snapshot.version {
            return HistoryRoutes.past(entry, version: version, store: store, answer)
        }
        let snapshot = entry.snapshot
        guard let tag = request.header("If-None-Match"), ETag.matches(tag, current: snapshot.etag) else {
            return .response(answer(snapshot))
        }
        guard wait > 0 else { return .response(notModified(snapshot)) }
        let timeout = Duration.seconds(wait)
        return .deferred { _ in
            let outcome = await store.waitForVersion(entry, other: snapshot.version, timeout: timeout)
            if case .ended(let reason) = outcome { return Problem.sessionEnded(entry.id, reason).response }
            let now = entry.snapshot
            return now.version == snapshot.version ? notModified(now) : answer(now)
        }
    }

    private static func notModified(_ snapshot: Snapshot) -> Response {
        Response(status: 304, headers: [Field("ETag", snapshot.etag)])
    }

    static func delete(_ request: Request, store: SessionStore, metrics: DomainMetrics) -> Handler {
        let entry: SessionEntry
        do {
            try request.rejectUnknownQuery(allowed: [])
            entry = try store.entry(for: request)
        } catch {
            return .problem(error)
        }
        return .deferred { request in
            let removed: Bool
            do throws(NotDurable) { removed = try await store.delete(entry) } catch { return Problem.notDurable(error).response }
            guard removed else {
                return Problem.notFound("no session '\(entry.id)' (it was deleted meanwhile)").response
            }
            metrics.sessionsDeleted()
            return Response(status: 204)
        }
    }
}
