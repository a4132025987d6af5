import Testing

@testable import NavigationModel

/// A container program that embeds UIKit's own page view controller (DESIGN.md §3.20 "Embeds"): Pageboy 5.0.1 (A03)
/// runs on the `paging` program's model (§3.16–§3.19), with the program's statement as the code of every call it makes.
@Suite("Container embeds: Pageboy (A03) on the page view controller model")
struct ContainerEmbedTests {
    static let pageboy = "A03-pageboy-5.0.1.json"

    /// `containerLine` with the rule (the DESIGN.md §3 section) that UIKit's call follows.
    static func line(_ e: Event) -> String { containerLine(e) + " §" + (e.cause.rule.id ?? "-") }

    @Test(
        "launch (golden): the embed is added in viewDidLoad before the hook, its page set without animation, and the pages hear the container's appearance through the page view controller (§3.16, §3.18, §3.20)"
    )
    func launch() throws {
        var s = try containerSession(Self.pageboy)
        let expected = [
            "vc-4 PageboyViewController.willMoveToParent(parent: vc-5) system §3.6",
            "vc-5 UINavigationController.viewDidLoad system §-",
            "vc-5 UINavigationController.viewWillAppear system §3.6",
            "vc-4 PageboyViewController.viewDidLoad system §3.6",
            "  vc-6 UIPageViewController.willMoveToParent(parent: vc-4) system PageboyViewController.embeds/pvc §3.4",
            "  vc-6 UIPageViewController.viewDidLoad system PageboyViewController.embeds/pvc §3.20",
            "  vc-6 UIPageViewController.didMoveToParent(parent: vc-4) system PageboyViewController.embeds/pvc §3.20",
            "  vc-1 C0ViewController.willMoveToParent(parent: vc-6) system PageboyViewController.viewDidLoad#0 §3.4",
            "  vc-1 C0ViewController.didMoveToParent(parent: vc-6) system PageboyViewController.viewDidLoad#0 §3.16",
            "  vc-1 C0ViewController.viewDidLoad system PageboyViewController.viewDidLoad#0 §3.18",
            "vc-4 PageboyViewController.viewWillAppear system §3.6",
            "vc-6 UIPageViewController.viewWillAppear system §3.4",
            "vc-1 C0ViewController.viewWillAppear system §3.16",
            "vc-5 UINavigationController.viewDidAppear system §3.6",
            "vc-4 PageboyViewController.viewDidAppear system §3.6",
            "vc-6 UIPageViewController.viewDidAppear system §3.4",
            "vc-1 C0ViewController.viewDidAppear system §3.16",
            "vc-4 PageboyViewController.didMoveToParent(parent: vc-5) system §3.6",
        ]
        #expect(s.takeLaunchEvents().map(Self.line) == expected)
        #expect(s.world.container?.vars.first == .number(0), "the non-animated set's completion ran at once (current = 0)")
    }

    @Test(
        "a tap (golden): select's async block sets the page animated; will- calls at once, did- calls and the flush at the settle, all under select#4 (§3.18, R8)"
    )
    func tap() throws {
        var s = try containerSession(Self.pageboy)
        _ = s.takeLaunchEvents()
        let expected = [
            "vc-1 C0ViewController.willMoveToParent(parent: nil) system PageboyViewController.select#4 §3.18",
            "vc-2 C1ViewController.willMoveToParent(parent: vc-6) system PageboyViewController.select#4 §3.4",
            "vc-2 C1ViewController.didMoveToParent(parent: vc-6) system PageboyViewController.select#4 §3.16",
            "vc-2 C1ViewController.viewDidLoad system PageboyViewController.select#4 §3.18",
            "vc-2 C1ViewController.viewWillAppear system PageboyViewController.select#4 §3.18",
            "vc-1 C0ViewController.viewWillDisappear system PageboyViewController.select#4 §3.18",
            "vc-2 C1ViewController.viewDidAppear system t=0.35 §3.18",
            "vc-1 C0ViewController.viewDidDisappear system t=0.35 §3.18",
            "vc-1 C0ViewController.willMoveToParent(parent: nil) system t=0.35 §3.16",
            "vc-1 C0ViewController.didMoveToParent(parent: nil) system t=0.35 §3.4",
        ]
        let events = try s.apply(.selectSegment(index: 1)).events
        #expect(events.map(Self.line) == expected)
        #expect(!events.contains { $0.name == .warning })
        // The completion ran with finished = true: current = 1, every flag down (its re-set of the same page sends nothing).
        #expect(s.world.container?.vars == [.number(1), .bool(false), .bool(false), .bool(false)])
    }

    @Test("a cancelled page swipe (golden): drag start, a lift that calls nothing, then the settle's reversal and completed: false (§3.17)")
    func cancelledSwipe() throws {
        var s = try containerSession(Self.pageboy)
        _ = s.takeLaunchEvents()
        _ = try s.apply(.selectSegment(index: 1))
        let start = try s.apply(.beginPageSwipe(direction: .forward)).events
        #expect(
            start.map(Self.line) == [
                "vc-3 C2ViewController.willMoveToParent(parent: vc-6) system t=0.35 §3.4",
                "vc-3 C2ViewController.didMoveToParent(parent: vc-6) system t=0.35 §3.16",
                "vc-3 C2ViewController.viewDidLoad system t=0.35 §3.17",
                "vc-4 PageboyViewController.pageWillTransition system t=0.35 §3.17",
                "vc-3 C2ViewController.viewWillAppear system t=0.35 §3.17",
                "vc-2 C1ViewController.viewWillDisappear system t=0.35 §3.17",
            ])
        let moved = try s.apply(.updatePageSwipe(progress: 0.3)).events
        #expect(moved.isEmpty)
        let settle = try s.apply(.endPageSwipe(complete: false)).events
        #expect(
            settle.map(Self.line) == [
                "vc-2 C1ViewController.viewWillAppear system t=0.455 §3.17",
                "vc-2 C1ViewController.viewDidAppear system t=0.455 §3.17",
                "vc-3 C2ViewController.viewWillDisappear system t=0.455 §3.17",
                "vc-3 C2ViewController.viewDidDisappear system t=0.455 §3.17",
                "vc-4 PageboyViewController.pageDidFinishAnimating system t=0.455 §3.17",
                "vc-3 C2ViewController.willMoveToParent(parent: nil) system t=0.455 §3.16",
                "vc-3 C2ViewController.didMoveToParent(parent: nil) system t=0.455 §3.4",
            ])
        let finish = try #require(settle.first { $0.name == .pageDidFinishAnimating })
        #expect(finish.args.finished == true && finish.args.completed == false)
        #expect(!settle.contains { $0.name == .warning }, "a cancelled swipe's reversal is legitimate (§3.11, §3.16)")
        let pvc = try #require(s.world.containerEmbed("pvc"))
        #expect(s.world.pager(pvc).viewControllers == [s.world.program.segmentVCs[1]])
    }

    @Test("a completed page swipe replaces the page and says completed: true; Pageboy's current is not moved (its delegate is not in the format)")
    func completedSwipe() throws {
        var s = try containerSession(Self.pageboy)
        _ = s.takeLaunchEvents()
        _ = try s.apply(.beginPageSwipe(direction: .forward))
        let events = try s.apply(.endPageSwipe(complete: true)).events
        let names = events.map { "\($0.receiver.id).\($0.name.rawValue)" }
        #expect(names.prefix(3) == ["vc-2.viewDidAppear", "vc-1.viewDidDisappear", "vc-4.pageDidFinishAnimating"])
        #expect(events.first { $0.name == .pageDidFinishAnimating }?.args.completed == true)
        let pvc = try #require(s.world.containerEmbed("pvc"))
        #expect(s.world.pager(pvc).viewControllers == [s.world.program.segmentVCs[1]])
        #expect(s.world.container?.vars.first == .number(0))
    }

    @Test(
        "an animated set interrupted by a swipe runs its completion with finished: false (§3.19): Pageboy keeps current = 0 while page 1 shows, and a tap on 0 then does nothing"
    )
    func interruptedCompletion() throws {
        var s = try containerSession(Self.pageboy, clock: .manual)
        _ = s.takeLaunchEvents()
        _ = try s.apply(.selectSegment(index: 1))
        #expect(s.world.container?.vars[2] == .bool(true), "isScrollingAnimated while the set animates")
        _ = try s.apply(.beginPageSwipe(direction: .forward))
        #expect(s.world.container?.vars == [.number(0), .bool(false), .bool(false), .bool(false)])
        _ = try s.apply(.endPageSwipe(complete: false))
        _ = try s.apply(.advance(milliseconds: 1000))
        let pvc = try #require(s.world.containerEmbed("pvc"))
        #expect(s.world.pager(pvc).viewControllers == [s.world.program.segmentVCs[1]])
        let tap = try s.apply(.selectSegment(index: 0)).events
        #expect(tap.isEmpty, "select returns: index == current")
    }

    @Test(
        "a tap while a released swipe settles interrupts it: the pages hear will- calls only until the set ends them (§3.19, Pageboy #255's intermediate state), and no warning"
    )
    func interruptedSwipe() throws {
        var s = try containerSession(Self.pageboy, clock: .manual)
        _ = s.takeLaunchEvents()
        _ = try s.apply(.beginPageSwipe(direction: .forward))
        _ = try s.apply(.updatePageSwipe(progress: 0.5))
        _ = try s.apply(.endPageSwipe(complete: false))
        let tap = try s.apply(.selectSegment(index: 2)).events
        let c0 = tap.filter { $0.receiver.id == "vc-1" }.map(\.name)
        #expect(c0.contains(.viewWillAppear) && !c0.contains(.viewDidAppear), "C0: viewWillAppear with no viewDidAppear")
        #expect(tap.first { $0.name == .pageDidFinishAnimating }?.args.finished == true)
        #expect(!tap.contains { $0.name == .warning })
        let settle = try s.apply(.advance(milliseconds: 1000)).events
        #expect(settle.contains { $0.receiver.id == "vc-3" && $0.name == .viewDidAppear })
    }

    @Test(
        "a setSegment while a pop brings the container back (manual clock): the page's set ends before the page view controller's own appearance does, and the nested clause says so (§3.15, §3.18, §3.11)"
    )
    func switchDuringPop() throws {
        var s = try containerSession(Self.pageboy, clock: .manual)
        _ = s.takeLaunchEvents()
        _ = try s.apply(.tapRow(row: 0))
        _ = try s.apply(.advance(milliseconds: 1000))
        _ = try s.apply(.tapBack)
        let events = try s.apply(.setSegment(index: 1)).events
        let warning = try #require(events.first { $0.name == .warning })
        #expect(warning.args.code == .appearanceOutsideParent && warning.receiver.id == "vc-2")
        #expect(warning.args.programCode == "PageboyViewController.select#4")
    }

    @Test(
        "random taps, swipes and advances on both clocks: never a limit, a refusal changes nothing, every call explained, and once all settles the shown page alone is appeared and a child",
        arguments: Clock.allCases)
    func randomActions(clock: Clock) throws {
        for seed in 0..<UInt64(60) {
            var rng = SplitMix64(seed: seed &* 7919 &+ 11)
            var s = try containerSession(Self.pageboy, clock: clock)
            var events = s.takeLaunchEvents()
            for _ in 0..<50 {
                let action = PagingPropertyTests.action(&rng)
                // A switch while a navigation transition moves the container: the built-in programs refuse it (§3.15);
                // a program runs it, and `switchDuringPop` shows what the contract then says.
                if action.isSegmentSwitch && !s.world.animations.isEmpty { continue }
                let before = s.state()
                do {
                    events += try s.apply(action).events
                } catch {
                    #expect(error.code != .programLimit, "seed \(seed): \(action): \(error.message)")
                    #expect(s.state() == before, "seed \(seed): a refused \(action) changed the session")
                }
            }
            if s.world.pageScrollInFlight?.scroll.held == true { events += try s.apply(.endPageSwipe(complete: true)).events }
            events += try s.settleAtRoot()
            let warnings = programWarnings(events)
            #expect(warnings.isEmpty, "seed \(seed): \(warnings.prefix(3).map { "\($0.seq) \($0.args.code!) \($0.args.message ?? "")" })")
            #expect(events.allSatisfy { $0.cause.isExplained }, "seed \(seed)")
            let pvc = try #require(s.world.containerEmbed("pvc"))
            let shown = s.world.pager(pvc).viewControllers
            let pages = s.world.program.segmentVCs
            #expect(shown.count == 1)
            for vc in pages {
                let w = s.world.controllers[vc]
                #expect(w.appearance == (shown.contains(vc) ? .appeared : .disappeared), "seed \(seed): \(w.className) \(w.appearance)")
                #expect((w.parent == pvc) == shown.contains(vc), "seed \(seed): only the shown page is a child")
            }
            if !warnings.isEmpty { return }
        }
    }
}
