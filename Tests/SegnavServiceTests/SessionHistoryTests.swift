import NavigationModel
import Testing
@testable import SegnavService
import SessionStore

/// The history's window (DESIGN.md §5.8): once full, each write folds about its own actions into the base, never
/// half the window at once (that was a pause on the session's shard every 2 048 actions).
@Suite("Session history: the window")
struct SessionHistoryTests {
    @Test("without checkpoints, past the window and its slack, a write moves the base by its own actions, and every kept version still replays")
    func evenFolding() throws {
        let configuration = Preset.deponte2016.configuration
        var live = try NavigationSession(configuration: configuration)
        var history = SessionHistory()
        func write(_ actions: [Action]) throws {
            _ = try live.apply(batch: actions)
            history.record(actions, configuration: configuration)
        }
        let full = SessionHistory.maxActions + SessionHistory.foldSlack
        for i in 0..<full { try write([.setSegment(index: (i + 1) % 2)]) }
        #expect(history.reachesLaunch && history.reachable == 0...full)
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

    /// The live path: every write passes the session it made, so the base moves to a checkpoint as it is and no
    /// write replays anything (issue 41).
    @Test("with checkpoints the base jumps to one, never replaying; the window keeps 4 096 to 4 096 + slack actions")
    func checkpointFolding() throws {
        let configuration = Preset.deponte2016.configuration
        var live = try NavigationSession(configuration: configuration)
        var history = SessionHistory()
        var bases: Set<Int> = []
        var rng = SystemRandomNumberGenerator()
        while live.version < 3 * SessionHistory.maxActions {
            let batch = (0..<Int.random(in: 1...7, using: &rng)).map { i in Action.setSegment(index: (live.version + i) % 2) }
            _ = try live.apply(batch: batch)
            history.record(batch, configuration: configuration, after: live)
            let window = history.reachable.count - 1
            #expect(window >= min(live.version, SessionHistory.maxActions), "at least the last 4 096 actions are kept")
            #expect(window <= SessionHistory.maxActions + SessionHistory.foldSlack)
            if !history.reachesLaunch {
                let base = try #require(history.folded.first)
                bases.insert(base.version)
                // The base is a checkpoint that was kept, not a replay: its version is where a batch crossed 256.
                #expect(
                    base.version / SessionHistory.checkpointEvery != (base.version - 1) / SessionHistory.checkpointEvery
                        || base.version % SessionHistory.checkpointEvery < 7, "\(base.version)")
            }
        }
        #expect(bases.count >= 2 * SessionHistory.maxActions / SessionHistory.checkpointEvery - 2, "the base moved by checkpoints: \(bases.count)")
        let base = history.reachable.lowerBound
        #expect(history.session(at: base, configuration: configuration)?.version == base)
        #expect(history.session(at: live.version, configuration: configuration)?.state() == live.state())
        #expect(history.session(at: base - 1, configuration: configuration) == nil)
    }

    @Test("the window is bounded in bytes too: large pushes are folded into the base, the kept versions still replay")
    func byteBound() throws {
        let configuration = Preset.crafterm2010.configuration
        var live = try NavigationSession(configuration: configuration)
        var history = SessionHistory()
        let table = ScreenSpec(title: "Big", kind: .table, rows: (0..<500).map { RowSpec(title: "row \($0) " + String(repeating: "x", count: 100)) })
        let push: [Action] = [.push(table), .pop]
        let weight = SessionHistory.weight(of: push)
        #expect(weight > 500 * 100 && weight < 500 * 200, "about what the screen holds: \(weight)")
        let maxBytes = 20 * weight
        for _ in 0..<200 {
            _ = try live.apply(batch: push)
            history.record(push, configuration: configuration, maxBytes: maxBytes)
            #expect(history.byteCount <= maxBytes)
        }
        #expect(!history.reachesLaunch, "the launch was folded away long before 4 096 actions")
        #expect(history.reachable.count == 41, "20 batches of 2 actions, and the base: \(history.reachable)")
        for version in [history.reachable.lowerBound, live.version - 1, live.version] {
            #expect(try #require(history.session(at: version, configuration: configuration)).version == version)
        }
        #expect(history.session(at: live.version, configuration: configuration)?.state() == live.state())
        // Small actions weigh a few words each: the default bound leaves the 4 096-action window as it was.
        #expect(SessionHistory.weight(of: [.setSegment(index: 1)]) * SessionHistory.maxActions < SessionHistory.defaultMaxBytes)
    }

    @Test("a checkpoint every 256 versions: every kept version replays from one fewer than 256 actions back, to the state answered then")
    func checkpoints() throws {
        let configuration = Preset.crafterm2010.configuration
        var live = try NavigationSession(configuration: configuration)
        var history = SessionHistory()
        var answered: [Int: SessionState] = [0: live.state()]
        var rng = SystemRandomNumberGenerator()
        let moves: [Action] = [.setSegment(index: 0), .setSegment(index: 1), .memoryWarning, .advance(milliseconds: 350)]
        while live.version < SessionHistory.maxActions + 900 {
            let batch = (0..<Int.random(in: 1...3, using: &rng)).map { _ in moves.randomElement(using: &rng)! }
            _ = try live.apply(batch: batch)
            history.record(batch, configuration: configuration, after: live)
            answered[live.version] = live.state()
        }
        let base = history.reachable.lowerBound
        #expect(base > 0 && !history.checkpoints.isEmpty)
        #expect(history.checkpoints.count <= SessionHistory.maxActions / SessionHistory.checkpointEvery)
        #expect(history.checkpoints.allSatisfy { $0.version > base }, "none older than the base")
        for version in history.reachable {
            let start = history.checkpoints.last { $0.version <= version }?.version ?? base
            #expect(version - start < SessionHistory.checkpointEvery + 3, "version \(version) replays from \(start)")
            guard let expected = answered[version] else { continue }
            #expect(history.session(at: version, configuration: configuration)?.state() == expected, "version \(version)")
        }
    }
}
