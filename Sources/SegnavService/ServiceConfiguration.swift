/// What the service needs to know from the command line.
public struct ServiceConfiguration: Sendable {
    /// Prefix of session ids (`NODE.`), for several nodes behind nginx (SPEC §7).
    public var node: String?

    public init(node: String? = nil) {
        self.node = node
    }
}
