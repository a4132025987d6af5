import Testing

@testable import NavigationModel

/// The paging program under random page swipes (begun, moved, let go either way, interrupted), segment taps, row taps,
/// backs and clock advances (DESIGN.md §3.16–§3.19).
@Suite("Paging: random swipes, taps and advances (DESIGN.md §3.16–§3.19)")
struct PagingPropertyTests {
    static let pageTitles: Set<String> = ["Italy", "Australia", "Japan"]

    @Test(
        "corrected: no warning but UIKit's console messages, a refusal changes nothing, and once all settles one page shows — the control's — and is the only child",
        arguments: Clock.allCases)
    func settles(clock: Clock) throws {
        for seed in 0..<UInt64(150) {
            var rng = SplitMix64(seed: seed &* 2_654_435_761 &+ 3)
            var c = Preset.paging.configuration
            c.fidelity = .corrected
            c.clock = clock
            var s = try NavigationSession(configuration: c)
            var events = s.launchEvents
            for _ in 0..<60 {
                let action = Self.action(&rng)
                let before = s.state()
                do {
                    events += try s.apply(action).events
                } catch {
                    #expect(s.state() == before, "seed \(seed): a refused \(action) changed the session")
                }
            }
            if let t = s.state().transition, t.interactive {
                let end: Action =
                    t.kind == "pageScroll" ? .endPageSwipe(complete: rng.next() % 2 == 0) : .endBackSwipe(complete: true)
                events += try s.apply(end).events
            }
            events += try s.settleAtRoot()
            let warnings = programWarnings(events)
            #expect(warnings.isEmpty, "seed \(seed): \(warnings.prefix(3).map { "\($0.seq) \($0.args.code!) \($0.args.message ?? "")" })")
            let unexplained = events.filter { !$0.cause.isExplained }
            #expect(unexplained.isEmpty, "seed \(seed): \(unexplained.prefix(3).map { "\($0.seq) \($0.name)" })")
            let st = s.state()
            #expect(st.transition == nil)
            let pages = st.controllers.filter { Self.pageTitles.contains($0.title ?? "") }
            let shown = pages.filter { $0.appearance == .appeared }
            #expect(shown.count == 1 && shown.first?.title == st.segments[st.selectedIndex].title, "seed \(seed): \(pages)")
            #expect(shown.allSatisfy { $0.inWindow })
            #expect(pages.allSatisfy { $0.appearance == .appeared || $0.appearance == .disappeared }, "seed \(seed): \(pages)")
            let pvc = try #require(st.controllers.first { $0.className == "SegmentedPageViewController" }).id
            #expect(pages.filter { $0.parent == pvc }.map(\.id) == shown.map(\.id), "seed \(seed): only the shown page is a child")
            if !warnings.isEmpty || !unexplained.isEmpty { return }
        }
    }

    /// Mostly page swipes, some taps (which interrupt a settling scroll), rows, backs and advances.
    static func action(_ rng: inout SplitMix64) -> Action {
        switch rng.next() % 14 {
        case 0...2: .beginPageSwipe(direction: rng.next() % 2 == 0 ? .forward : .reverse)
        case 3: .updatePageSwipe(progress: Double(rng.next() % 101) / 100)
        case 4...5: .endPageSwipe(complete: rng.next() % 2 == 0)
        case 6...7: .advance(milliseconds: Int(rng.next() % 400))
        case 8...9: .selectSegment(index: Int(rng.next() % 3))
        case 10: .setSegment(index: Int(rng.next() % 3))
        case 11: .tapRow(row: Int(rng.next() % 3))
        case 12: .tapBack
        default: .memoryWarning
        }
    }
}
