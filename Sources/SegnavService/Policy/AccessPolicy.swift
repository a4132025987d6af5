import MicroHTTP
import SegnavWire

/// Bearer-token check and CORS, applied to every route (DESIGN.md §4).
struct AccessPolicy: Sendable {
    /// nil: no authentication.
    let token: [UInt8]?
    /// `["*"]` (default) or exact origins.
    let allowedOrigins: [String]

    static let allowedMethods = "GET, POST, DELETE, OPTIONS"
    /// What an `OPTIONS` without the token is told any path allows.
    static let everyMethod = ["GET", "HEAD", "POST", "DELETE"]
    static let allowedHeaders = "Authorization, Content-Type, If-Match, If-None-Match"
    static let exposedHeaders = "ETag, Location, Retry-After, WWW-Authenticate"

    /// 401 problem when a token is configured and the request lacks it;
    /// whether the route needs it is the route table's to say (`Route.Access`).
    func authenticate(_ request: Request) -> Problem? {
        guard let token else { return nil }
        guard let header = request.header("Authorization") else {
            return unauthorized("this server needs 'Authorization: Bearer <token>'")
        }
        let parts = header.split(separator: " ", maxSplits: 1)
        guard parts.count == 2, parts[0].lowercased() == "bearer",
            Self.constantTimeEquals(Array(parts[1].utf8), token)
        else { return unauthorized("the bearer token is wrong") }
        return nil
    }

    private func unauthorized(_ detail: String) -> Problem {
        Problem(
            .unauthorized, detail: detail,
            headers: [Problem.Header("WWW-Authenticate", #"Bearer realm="segnav""#)])
    }

    /// Compares every byte whatever the first mismatch, so timing tells an attacker nothing.
    static func constantTimeEquals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        // The whole length difference takes part (not a truncated byte of it).
        var difference = UInt(bitPattern: a.count ^ b.count)
        for i in 0..<max(a.count, b.count) {
            let x = i < a.count ? a[i] : 0
            let y = i < b.count ? b[i] : 0
            difference |= UInt(x ^ y)
        }
        return difference == 0
    }

    /// With exact origins, every answer depends on the request's `Origin`
    /// (allowed or not, or none): caches must be told (`Vary: Origin`), or one
    /// origin's answer is served to another.
    var variesByOrigin: Bool { !allowedOrigins.contains("*") }

    /// The CORS headers for a request's `Origin`, empty when it is not allowed.
    func corsHeaders(origin: String?) -> [Field] {
        guard let origin else { return [] }
        if allowedOrigins.contains("*") {
            return [Field("Access-Control-Allow-Origin", "*"), Field("Access-Control-Expose-Headers", Self.exposedHeaders)]
        }
        guard allowedOrigins.contains(origin) else { return [] }
        return [Field("Access-Control-Allow-Origin", origin), Field("Access-Control-Expose-Headers", Self.exposedHeaders)]
    }

    /// Answer to a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`), or to a plain `OPTIONS`.
    func preflight(_ request: Request, allow: [String]) -> Response {
        var headers = [Field("Allow", (allow + ["OPTIONS"]).joined(separator: ", "))]
        let cors = corsHeaders(origin: request.header("Origin"))
        if !cors.isEmpty {
            headers += cors
            headers += [
                Field("Access-Control-Allow-Methods", Self.allowedMethods),
                Field("Access-Control-Allow-Headers", Self.allowedHeaders),
                Field("Access-Control-Max-Age", "600"),
            ]
        }
        return Response(status: 204, headers: headers)
    }
}
