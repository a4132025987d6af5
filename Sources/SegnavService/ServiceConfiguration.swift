import SessionStore
/// What the service needs to know from the command line.
public struct ServiceConfiguration: Sendable {
    /// Prefix of session ids (`NODE.`), for several nodes behind nginx (DESIGN.md §7).
    public var node: String?
    /// Bearer token every route but the probes and the viewer requires; nil = none.
    public var token: String?
    /// Origins allowed by CORS: `["*"]` or exact origins.
    public var corsOrigins: [String]
    public var limits: StoreLimits
    /// A log line per request (`--access-log`), at info level; each answer then carries an `X-Request-Id`.
    public var accessLog = false

    public init(node: String? = nil, token: String? = nil, corsOrigins: [String] = ["*"], limits: StoreLimits = StoreLimits()) {
        self.node = node
        self.token = token
        self.corsOrigins = corsOrigins
        self.limits = limits
    }
}
