import Testing

@testable import NavigationModel
@testable import SegnavWire

/// The write path encodes the state straight from the session (`encodedState`, issue 41); everything else builds
/// `state()` and encodes that. Both must give the same bytes, for every strategy, clock, layout, container program
/// and moment of a random session, transitions in flight included.
@Suite("State encoding: straight from the session, byte for byte as from state()")
struct StateEncodingTests {
    static func same(_ session: NavigationSession, _ label: String) {
        let direct = session.encodedState(id: "id-1", preset: session.configuration.preset)
        let built = session.state().encoded(id: "id-1", preset: session.configuration.preset)
        #expect(direct == built, "\(label): \(String(decoding: direct, as: UTF8.self)) vs \(String(decoding: built, as: UTF8.self))")
    }

    @Test("random sessions of every strategy, both clocks, layout on and off", arguments: Strategy.allCases.filter { $0 != .container })
    func randomSessions(strategy: Strategy) throws {
        for seed in 0..<24 {
            var rng = SplitMix64(seed: UInt64(seed) &* 31 &+ 7)
            var configuration = Fuzz.config(
                &rng, strategy: strategy, runtime: Fuzz.pick(Runtime.allCases, &rng), fidelity: Fuzz.pick(Fidelity.allCases, &rng))
            configuration.clock = seed % 2 == 0 ? .auto : .manual
            configuration.layout = seed % 3 == 0
            guard var session = try? NavigationSession(configuration: configuration) else { continue }
            Self.same(session, "\(strategy) seed \(seed) launch")
            for step in 0..<40 {
                _ = try? session.apply(Fuzz.timedAction(&rng, session, outOf: 12))
                Self.same(session, "\(strategy) seed \(seed) step \(step)")
            }
        }
    }

    @Test("every preset, and the container examples")
    func presetsAndPrograms() throws {
        var sessions = try Preset.allCases.map { try NavigationSession(configuration: $0.configuration) }
        for name in containerExampleNames().prefix(6) { sessions.append(try containerSession(name, clock: .manual)) }
        for (index, var session) in sessions.enumerated() {
            var rng = SplitMix64(seed: UInt64(index))
            for step in 0..<30 {
                _ = try? session.apply(Fuzz.timedAction(&rng, session, outOf: 12))
                Self.same(session, "session \(index) step \(step)")
            }
        }
    }
}
