import Foundation
import Testing
@testable import NavigationModel

/// Sessions kept across a restart (segnavd `--state-file`): a session encoded, decoded and interned at any point is the same session.
@Suite("Codable sessions")
struct CodableTests {
    /// Encodes and decodes with Foundation's JSON coders, as the service does, then interns.
    static func roundTrip(_ session: NavigationSession, _ interner: inout SessionInterner) throws -> NavigationSession {
        var decoded = try JSONDecoder().decode(NavigationSession.self, from: JSONEncoder().encode(session))
        interner.intern(&decoded)
        return decoded
    }

    @Test("random sessions restored mid-way read and act exactly like the originals", arguments: 0..<PropertyTests.combos.count)
    func restoredActsTheSame(combo: Int) throws {
        let (strategy, runtime, fidelity) = PropertyTests.combos[combo]
        var interner = SessionInterner()
        for seed in 0..<UInt64(8) {
            var rng = SplitMix64(seed: seed &* 104_729 &+ UInt64(combo))
            var original = try NavigationSession(configuration: Fuzz.config(&rng, strategy: strategy, runtime: runtime, fidelity: fidelity))
            _ = original.takeLaunchEvents()
            for _ in 0..<10 { _ = try? original.apply(Fuzz.action(&rng, original)) }
            var restored = try Self.roundTrip(original, &interner)
            #expect(restored.version == original.version)
            #expect(restored.lastEventSeq == original.lastEventSeq)
            #expect(restored.configuration == original.configuration)
            #expect(restored.state() == original.state())
            #expect(restored.screen() == original.screen())
            for _ in 0..<20 {
                let action = Fuzz.action(&rng, original)
                let a = Result { () throws(ActionError) in try original.apply(action) }
                let b = Result { () throws(ActionError) in try restored.apply(action) }
                switch (a, b) {
                case (.success(let x), .success(let y)):
                    #expect(x.events == y.events, "\(strategy) \(runtime) \(fidelity) seed \(seed): \(action)")
                    #expect(x.noop == y.noop)
                case (.failure(let x), .failure(let y)):
                    #expect(x == y)
                default:
                    Issue.record("\(strategy) \(runtime) \(fidelity) seed \(seed): \(action) gave \(a) and \(b)")
                }
                #expect(restored.state() == original.state())
            }
        }
    }

    @Test("preset sessions: launch events survive too, and interning keeps them equal")
    func presets() throws {
        var interner = SessionInterner()
        for preset in Preset.allCases {
            // The containment program is refused on the legacy runtime (DESIGN.md §2.2).
            for runtime in Runtime.allCases where preset.configuration.strategy.runsOn(runtime) {
                let original = try session(preset, runtime: runtime)
                let restored = try Self.roundTrip(original, &interner)
                #expect(restored.launchEvents == original.launchEvents)
                #expect(restored.configuration == preset.configuration.with(runtime: runtime))
                #expect(restored.state() == original.state())
            }
        }
    }
}

extension SessionConfiguration {
    fileprivate func with(runtime: Runtime) -> SessionConfiguration {
        var copy = self
        copy.runtime = runtime
        return copy
    }
}
