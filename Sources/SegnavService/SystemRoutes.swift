import MicroHTTP

/// Routes that describe the process itself; all immediate (SPEC §4).
enum SystemRoutes {
    static let name = "segnav"
    static let version = "0.1.0"

    static func register(on router: inout Router, node: String?) {
        let health = Response.json(["status": "ok"])
        router.add("GET", "/healthz", .immediate { _ in health })
        router.add("GET", "/readyz", .immediate { _ in Response.json(["status": "ready"]) })
        let about = Response.json([
            "name": .string(name), "version": .string(version),
            "libmicrohttpd": .string(HTTPServer.libraryVersion), "node": JSON(node),
        ])
        router.add("GET", "/v1/version", .immediate { _ in about })
    }
}
