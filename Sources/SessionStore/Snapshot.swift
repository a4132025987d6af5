import NavigationModel
import Synchronization
import SegnavWire

/// What a session looked like at one version, published by its shard for
/// readers on the MHD thread (DESIGN.md §5.2). Immutable but for its encodings:
/// state and screen JSON are encoded at most once per version, when first
/// needed, so a session nobody reads costs no encoded copies (the memory
/// bar is per idle session, BENCHMARKS.md).
package final class Snapshot: Sendable {
    package let id: String
    package let version: Int
    package let etag: String
    package let lastEventSeq: Int
    package let strategy: Strategy
    package let preset: Preset?
    private let session: NavigationSession
    private let stateBytes = Mutex<[UInt8]?>(nil)
    private let screenBytes = Mutex<[UInt8]?>(nil)
    /// What the HTTP layer prepares from this version's state and screen
    /// (`Snapshot+Answers.swift`): snapshot reads are the hot path, and an
    /// unchanged answer is then queued without a copy.
    package let stateAnswer = EdgeSlot()
    package let screenAnswer = EdgeSlot()
    /// The screen as a stream message, framed once for every stream that sends it.
    package let screenMessage = EdgeSlot()

    package init(id: String, session: NavigationSession) {
        self.id = id
        self.version = session.version
        self.etag = Self.etag(version: session.version)
        self.lastEventSeq = session.lastEventSeq
        self.strategy = session.configuration.strategy
        self.preset = session.configuration.preset
        self.session = session
    }

    /// `"<version>"`, made from the digits: string interpolation made it through a buffer and the generic
    /// `description`, three allocations on every write (issue 41). Short enough to sit inside the `String`.
    static func etag(version: Int) -> String {
        var tag = ""
        JSON.decimal(version) { digits in
            tag = String(unsafeUninitializedCapacity: digits.count + 2) { out in
                out[0] = UInt8(ascii: "\"")
                _ = UnsafeMutableBufferPointer(rebasing: out[1...]).initialize(fromContentsOf: digits)
                out[digits.count + 1] = UInt8(ascii: "\"")
                return digits.count + 2
            }
        }
        return tag
    }

    /// The state body, encoded and kept on first use.
    package var state: [UInt8] { cached(stateBytes, encodeState) }

    /// The state body without keeping it (the create response: most sessions are never read again).
    package func encodeState() -> [UInt8] {
        session.encodedState(id: id, preset: preset)
    }

    package var screen: [UInt8] {
        cached(screenBytes) {
            let state = session.state()
            var w = JSONWriter(capacity: 4096)
            w.object { w in
                w.member("id", id)
                w.member("version", version)
                w.member("device", state.device.rawValue)
                w.member("selectedIndex", state.selectedIndex)
                w.member("backButtonTitle", state.current.backButtonTitle)
                w.key("root")
                session.screen().write(to: &w)
            }
            return w.bytes
        }
    }

    /// The slot's value, made and kept on first use. Two readers racing may
    /// both make it; both results are equal, and one is kept.
    private func cached<T: Sendable>(_ slot: borrowing Mutex<T?>, _ make: () -> T) -> T {
        if let value = slot.withLock({ $0 }) { return value }
        let value = make()
        slot.withLock { $0 = value }
        return value
    }
}
