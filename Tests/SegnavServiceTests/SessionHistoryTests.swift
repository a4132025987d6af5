import NavigationModel
import Testing
@testable import SegnavService
import SessionStore

/// The history's window (DESIGN.md §5.8): once full, each write folds about its own actions into the base, never
/// half the window at once (that was a pause on the session's shard every 2 048 actions).
@Suite("Session history: the window")
struct SessionHistoryTests {
    @Test("past the window, a write moves the base by its own actions, and every kept version still replays")
    func evenFolding() throws {
        let configuration = Preset.deponte2016.configuration
        var live = try NavigationSession(configuration: configuration)
        var history = SessionHistory()
        func write(_ actions: [Action]) throws {
            _ = try live.apply(batch: actions)
            history.record(actions, configuration: configuration)
        }
        for i in 0..<SessionHistory.maxActions { try write([.setSegment(index: (i + 1) % 2)]) }
        #expect(history.reachesLaunch && history.reachable == 0...SessionHistory.maxActions)
        for i in 0..<10 {
            let base = history.reachable.lowerBound
            try write([.setSegment(index: i % 2), .setSegment(index: (i + 1) % 2)])
            #expect(history.reachable.lowerBound == base + 2, "a write of two actions folds two, not half the window")
            #expect(history.reachable.upperBound == live.version)
        }
        #expect(!history.reachesLaunch)
        for version in [history.reachable.lowerBound, history.reachable.lowerBound + 1, live.version - 1, live.version] {
            let past = try #require(history.session(at: version, configuration: configuration))
            #expect(past.version == version)
        }
        #expect(history.session(at: live.version, configuration: configuration)?.state() == live.state())
        #expect(history.session(at: history.reachable.lowerBound - 1, configuration: configuration) == nil)
    }
}
