import MicroHTTP

/// Routes that describe the process itself; all immediate (DESIGN.md §5).
enum SystemRoutes {
    static let name = "segnav"
    static let version = "0.1.0"

    static func register(on router: inout Router, node: String?) {
        // Constant answers: prepared once, queued without a copy.
        let health = Response.json(["status": "ok"]).preparing()
        let ready = Response.json(["status": "ready"]).preparing()
        router.add("GET", "/healthz", .immediate { _ in health })
        router.add("GET", "/readyz", .immediate { _ in ready })
        let about = Response.json([
            "name": .string(name), "version": .string(version),
            "libmicrohttpd": .string(HTTPServer.libraryVersion), "node": JSON(node),
        ]).preparing()
        router.add("GET", "/v1/version", .immediate { _ in about })
    }
}
