import Testing

@testable import NavigationModel

/// The `paging` program (DESIGN.md §2): UIKit's `UIPageViewController` under the control. Full event lists for a tap,
/// a completed swipe, a cancelled swipe and an interrupted one, each from its DESIGN.md §3 rule.
@Suite("Golden: the paging program (DESIGN.md §3.16–§3.19)")
struct GoldenPagingTests {
    static let pvc = GWho.cls("SegmentedPageViewController")
    static let italy = GWho.title("Italy")
    static let australia = GWho.title("Australia")
    static let japan = GWho.title("Japan")

    static func session(clock: Clock = .auto) throws -> NavigationSession {
        var c = Preset.paging.configuration
        c.clock = clock
        return try goldenLaunch(c).0
    }

    @Test("launch: page 0 set without animation in viewDidLoad; the pages hear the page view controller's forwarding (§3.16, §3.18)")
    func launch() throws {
        let (_, step) = try goldenPreset(.paging)
        expectGolden(step, causes: "paging.launch") {
            GExp.willMove(Self.pvc, to: .to(.cls("UINavigationController")))
            GExp.load(.cls("UINavigationController"))
            GExp.willAppear(.cls("UINavigationController"), false)
            GExp.load(Self.pvc)
            GExp.willMove(Self.italy, to: .to(Self.pvc))
            GExp.didMove(Self.italy, to: .to(Self.pvc))
            GExp.load(Self.italy)
            GExp.willAppear(Self.pvc, false)
            GExp.willAppear(Self.italy, false)
            GExp.didAppear(.cls("UINavigationController"), false)
            GExp.didAppear(Self.pvc, false)
            GExp.didAppear(Self.italy, false)
            GExp.didMove(Self.pvc, to: .to(.cls("UINavigationController")))
        }
    }

    @Test("tap: setViewControllers animated — old willMove(nil), new child, will-calls, then at the end did-calls and the flush (§3.18)")
    func tap() throws {
        var s = try Self.session()
        let step = try s.goldenApply(.selectSegment(index: 1))
        expectGolden(step, causes: "paging.tap") {
            GExp.valueChanged(Self.pvc)
            GExp.willMove(Self.italy, to: .none)
            GExp.willMove(Self.australia, to: .to(Self.pvc))
            GExp.didMove(Self.australia, to: .to(Self.pvc))
            GExp.load(Self.australia)
            GExp.willAppear(Self.australia, true)
            GExp.willDisappear(Self.italy, true)
            GExp.didAppear(Self.australia, true, late: true)
            GExp.didDisappear(Self.italy, true, late: true)
            GExp.willMove(Self.italy, to: .none, late: true)
            GExp.didMove(Self.italy, to: .none, late: true)
        }
        #expect(s.state().selectedIndex == 1)
        #expect(s.state().warnings == 0)
    }

    @Test("completed swipe: willTransitionTo, new willAppear, current willDisappear; settle: new didAppear, current didDisappear, didFinish completed (§3.17)")
    func completedSwipe() throws {
        var s = try Self.session()
        let begin = try s.goldenApply(.beginPageSwipe(direction: .forward))
        expectGolden(begin, causes: "paging.swipe.begin") {
            GExp.willMove(Self.australia, to: .to(Self.pvc))
            GExp.didMove(Self.australia, to: .to(Self.pvc))
            GExp.load(Self.australia)
            GExp.pageWillTransition(Self.pvc, Self.australia)
            GExp.willAppear(Self.australia, true)
            GExp.willDisappear(Self.italy, true)
        }
        #expect(s.state().transition?.kind == "pageScroll" && s.state().transition?.interactive == true)
        // The lift calls nothing; all of this is the settle, 0.35 s later (the golden times are relative).
        let end = try s.goldenApply(.endPageSwipe(complete: true))
        expectGolden(end, causes: "paging.swipe.complete") {
            GExp.didAppear(Self.australia, true)
            GExp.didDisappear(Self.italy, true)
            GExp.pageDidFinish(Self.pvc, Self.italy, completed: true)
            GExp.willMove(Self.italy, to: .none)
            GExp.didMove(Self.italy, to: .none)
        }
        #expect(s.state().selectedIndex == 1, "a completed swipe moves the control")
        #expect(s.state().transition == nil)
        #expect(s.state().warnings == 0)
    }

    @Test("cancelled swipe: the lift calls nothing; settle: current will/didAppear, new will/didDisappear, didFinish not completed (§3.17)")
    func cancelledSwipe() throws {
        var s = try Self.session(clock: .manual)
        try s.goldenPrepare([.beginPageSwipe(direction: .forward), .updatePageSwipe(progress: 0.4)])
        let lift = try s.goldenApply(.endPageSwipe(complete: false))
        #expect(lift.events.isEmpty, "finger lifts short: no callbacks")
        #expect(s.state().transition?.cancelling == true)
        let settle = try s.goldenApply(.advance(milliseconds: 1000))
        expectGolden(settle, causes: "paging.swipe.cancel") {
            GExp.willAppear(Self.italy, true)
            GExp.didAppear(Self.italy, true)
            GExp.willDisappear(Self.australia, true)
            GExp.didDisappear(Self.australia, true)
            GExp.pageDidFinish(Self.pvc, Self.italy, completed: false)
            GExp.willMove(Self.australia, to: .none)
            GExp.didMove(Self.australia, to: .none)
        }
        // The reversal (appearing ⇄ disappearing) is legitimate: no warning (DESIGN.md §3.11, §3.16).
        #expect(s.state().warnings == 0)
        #expect(s.state().selectedIndex == 0, "a cancelled swipe leaves the control alone")
        // 0.4 of the page back takes 0.4 of the animation.
        #expect(abs(settle.events[0].time - 0.14) < 1e-9)
    }

    @Test("interrupted: a tap while a completed swipe settles cleans it up with will-calls only (§3.19)")
    func interruptedSwipe() throws {
        var s = try Self.session(clock: .manual)
        try s.goldenPrepare([.beginPageSwipe(direction: .forward), .endPageSwipe(complete: true)])
        let tap = try s.goldenApply(.selectSegment(index: 2))
        expectGolden(tap, causes: "paging.swipe.interrupted") {
            GExp.valueChanged(Self.pvc)
            // The swipe's cleanup, unfinished: its begins are refused (already begun), the delegate still hears it.
            GExp.pageDidFinish(Self.pvc, Self.italy, completed: true)
            GExp.willMove(Self.australia, to: .none)
            GExp.willMove(Self.japan, to: .to(Self.pvc))
            GExp.didMove(Self.japan, to: .to(Self.pvc))
            GExp.load(Self.japan)
            GExp.willAppear(Self.japan, true)
            // Italy, never ended, is ended now; Australia, still appearing, reverses.
            GExp.didDisappear(Self.italy, true)
            GExp.willDisappear(Self.australia, true)
        }
        let settle = try s.goldenApply(.advance(milliseconds: 1000))
        expectGolden(settle, causes: "paging.swipe.interrupted.settle") {
            GExp.didAppear(Self.japan, true)
            GExp.didDisappear(Self.australia, true)
            GExp.willMove(Self.italy, to: .none)
            GExp.didMove(Self.italy, to: .none)
            GExp.willMove(Self.australia, to: .none)
            GExp.didMove(Self.australia, to: .none)
        }
        let australia = tap.after.controllers.first { $0.title == "Australia" }!.id
        let heard = (tap.events + settle.events).filter { $0.receiver.id == australia }.map(\.name)
        #expect(!heard.contains(.viewDidAppear), "Pageboy #255's symptom: the swiped-to page never hears viewDidAppear")
        #expect(s.state().selectedIndex == 2, "the tap wins over the interrupted swipe's didFinishAnimating")
        #expect(s.state().warnings == 0)
    }

    @Test("the same page again, animated, while its scroll settles: nothing, and the scroll goes on (§3.18)")
    func samePageWhileSettling() throws {
        var s = try Self.session(clock: .manual)
        try s.goldenPrepare([.selectSegment(index: 1)])
        let again = try s.goldenApply(.setSegment(index: 1))
        expectGolden(again, causes: "paging.tap.samePageWhileSettling") {
            GExp.valueChanged(Self.pvc, .app)
        }
        #expect(s.state().transition?.kind == "pageScroll")
        let settle = try s.goldenApply(.advance(milliseconds: 1000))
        #expect(settle.events.map(\.name) == [.viewDidAppear, .viewDidDisappear, .willMoveToParent, .didMoveToParent])
        #expect(s.state().warnings == 0)
    }

    @Test("refusals: no page before the first, nothing held, other actions while held; legacy refuses the program")
    func refusals() throws {
        var s = try Self.session(clock: .manual)
        #expect(throws: ActionError.self) { try s.apply(.beginPageSwipe(direction: .reverse)) }
        #expect(throws: ActionError.self) { try s.apply(.endPageSwipe(complete: true)) }
        #expect(throws: ActionError.self) { try s.apply(.updatePageSwipe(progress: 0.5)) }
        _ = try s.apply(.beginPageSwipe(direction: .forward))
        for action: Action in [.selectSegment(index: 2), .tapRow(row: 0), .beginPageSwipe(direction: .forward), .beginBackSwipe] {
            let before = s.state()
            do {
                _ = try s.apply(action)
                Issue.record("\(action) accepted while a page swipe is held")
            } catch {
                #expect(error.code == .transitionInProgress || error.code == .noBackButton)
            }
            #expect(s.state() == before)
        }
        do {
            _ = try s.apply(.updatePageSwipe(progress: 1.5))
            Issue.record("progress 1.5 accepted")
        } catch {
            #expect(error.code == .indexOutOfRange && error.field == "/progress")
        }
        var c = Preset.paging.configuration
        c.runtime = .legacy
        #expect(throws: SetupError.self) { _ = try NavigationSession(configuration: c) }
    }
}
