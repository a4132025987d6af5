import Testing

@testable import NavigationModel

/// `CallerIndex` replaced a backward look over the action's events (issue 39: a loop of calls cost the square of its
/// events). The look is kept here as the reference, and both must name the same caller for every event list.
@Suite("Caller index: the same caller as the backward look, at any depth")
struct CallerIndexTests {
    /// The look `World.callerSeq` made before.
    static func look(_ events: [Event], depth: Int) -> Int {
        guard depth > 0 else { return 0 }
        var i = events.count - 1
        while i >= 0 {
            let d = events[i].depth
            if d < depth - 1 { return 0 }
            if d == depth - 1 && events[i].name != .warning { return events[i].seq }
            i -= 1
        }
        return 0
    }

    @Test("random event lists, appended to, replaced and cut short")
    func sameAsTheLook() {
        var rng = SplitMix64(seed: 39)
        var index = CallerIndex()
        var events: [Event] = []
        var seq = 0
        for round in 0..<3000 {
            switch rng.next() % 40 {
            case 0: events = []  // a new action's list
            case 1: events.removeLast(min(events.count, Int(rng.next() % 4)))
            default:
                seq += 1
                let depth = Int(rng.next() % 6)
                events.append(
                    Event(
                        seq: seq, time: 0, action: 1, receiver: .init(id: "vc-1", className: "X"),
                        name: rng.next() % 5 == 0 ? .warning : .viewWillAppear, depth: depth, origin: .system))
            }
            index.sync(with: events)
            for depth in 0..<8 {
                #expect(index.caller(atDepth: depth) == Self.look(events, depth: depth), "round \(round) depth \(depth)")
            }
        }
    }
}
