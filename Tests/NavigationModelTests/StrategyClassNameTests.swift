import Testing
@testable import NavigationModel

/// The programs' own classes (the container, the managing controller, the navigation seed's `SegmentsController`) are
/// spelled once, on `Strategy`: the events of each seed name its object by it, and by no other strategy's.
@Suite("Strategy class names")
struct StrategyClassNameTests {
    @Test("a preset's launch names its program's object by its strategy's containerClassName", arguments: Preset.allCases)
    func programObject(preset: Preset) throws {
        let s = try session(preset)
        let named = Set(s.launchEvents.map(\.receiver.className)).intersection(Strategy.containerClassNames)
        #expect(named == [preset.configuration.strategy.containerClassName])
    }

    @Test("one class per strategy")
    func oneEach() {
        #expect(Strategy.containerClassNames.count == Strategy.allCases.count)
    }
}
