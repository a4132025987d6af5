import MicroHTTP
import NavigationModel
import Synchronization

/// What a session looked like at one version, published by its shard for
/// readers on the MHD thread (SPEC §4). Immutable but for its encodings:
/// state and screen JSON are encoded at most once per version, when first
/// needed, so a session nobody reads costs no encoded copies (issue 12's
/// memory target is per idle session).
final class Snapshot: Sendable {
    let id: String
    let version: Int
    let etag: String
    let lastEventSeq: Int
    let strategy: Strategy
    let preset: Preset?
    private let session: NavigationSession
    private let stateBytes = Mutex<[UInt8]?>(nil)
    private let screenBytes = Mutex<[UInt8]?>(nil)
    /// The 200 answers to `GET` state and screen, prepared once per version:
    /// snapshot reads are the hot path (SPEC §4), and an unchanged answer is
    /// then queued without a copy.
    private let stateAnswer = Mutex<Response?>(nil)
    private let screenAnswer = Mutex<Response?>(nil)

    init(id: String, session: NavigationSession) {
        self.id = id
        self.version = session.version
        self.etag = "\"\(session.version)\""
        self.lastEventSeq = session.lastEventSeq
        self.strategy = session.configuration.strategy
        self.preset = session.configuration.preset
        self.session = session
    }

    /// The state body, encoded and kept on first use.
    var state: [UInt8] {
        if let cached = stateBytes.withLock({ $0 }) { return cached }
        let encoded = encodeState()
        stateBytes.withLock { $0 = encoded }
        return encoded
    }

    /// The state body without keeping it (the create response: most sessions are never read again).
    func encodeState() -> [UInt8] {
        session.state().encoded(id: id, preset: preset)
    }

    var screen: [UInt8] {
        if let cached = screenBytes.withLock({ $0 }) { return cached }
        let state = session.state()
        let encoded = JSON.object([
            ("id", .string(id)),
            ("version", JSON(version)),
            ("device", .string(state.device.rawValue)),
            ("selectedIndex", JSON(state.selectedIndex)),
            ("backButtonTitle", JSON(state.current.backButtonTitle)),
            ("root", session.screen().json),
        ]).bytes
        screenBytes.withLock { $0 = encoded }
        return encoded
    }

    var stateResponse: Response {
        if let cached = stateAnswer.withLock({ $0 }) { return cached }
        let response = Response.json(encoded: state, headers: [Field("ETag", etag)]).preparing()
        stateAnswer.withLock { $0 = response }
        return response
    }

    var screenResponse: Response {
        if let cached = screenAnswer.withLock({ $0 }) { return cached }
        let response = Response.json(encoded: screen, headers: [Field("ETag", etag)]).preparing()
        screenAnswer.withLock { $0 = response }
        return response
    }
}
