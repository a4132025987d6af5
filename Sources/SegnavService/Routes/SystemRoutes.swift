import MicroHTTP
import SegnavWire

/// Routes that describe the process itself; all immediate (DESIGN.md §5).
/// Constant answers are prepared once and queued without a copy.
enum SystemRoutes {
    static let name = BuildInfo.name
    static let version = BuildInfo.version

    static let health = Response.json(["status": "ok"]).preparing()
    static let ready = Response.json(["status": "ready"]).preparing()

    static func about(node: String?) -> Response {
        Response.json([
            "name": .string(name), "version": .string(version),
            "libmicrohttpd": .string(HTTPServer.libraryVersion), "node": JSON(node),
        ]).preparing()
    }

    static func metrics(_ s: Services) -> Response {
        Response(
            status: 200, headers: [Field("Content-Type", "text/plain; version=0.0.4")],
            body: s.metrics.text(
                sessions: s.store.sessionCount, waiting: s.store.waitingCount,
                connections: s.connections.value, streams: s.store.streamCount,
                streamMessages: s.store.streamMessages, memory: s.memory, historyBytes: s.store.historyBytes,
                journal: s.store.journal.totals))
    }
}
