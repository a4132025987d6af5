import NavigationModel
import Synchronization

/// What a session looked like at one version, published by its shard for
/// readers on the MHD thread (SPEC §4). Immutable but for the screen bytes,
/// which are encoded once per version, on first read.
final class Snapshot: Sendable {
    let id: String
    let version: Int
    let etag: String
    let state: [UInt8]
    let lastEventSeq: Int
    let strategy: Strategy
    let preset: Preset?
    private let session: NavigationSession
    private let screenBytes = Mutex<[UInt8]?>(nil)

    init(id: String, session: NavigationSession) {
        self.id = id
        self.version = session.version
        self.etag = "\"\(session.version)\""
        self.state = session.state().json(id: id, preset: session.configuration.preset).bytes
        self.lastEventSeq = session.lastEventSeq
        self.strategy = session.configuration.strategy
        self.preset = session.configuration.preset
        self.session = session
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
}
