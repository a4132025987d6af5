// Golden event sequences for the `navigation` strategy: seed 002 (crafterm 2010 "Revisited", `SegmentsController`).
// Written by hand from the seed code and DESIGN.md §3, independently of the engine.
//
// Seed 002 in short:
//   AppDelegate: viewControllers = [Italy, Australia] (created first); nav = [[UINavigationController alloc] init]
//     (empty); segmentsController = [[SegmentsController alloc] initWithNavigationController:nav
//     viewControllers:…] (an NSObject, not a view controller); control with the controllers' titles, target =
//     segmentsController; firstUserExperience (selectedSegmentIndex = 0 — no event, DESIGN.md §3.9 — and a direct call
//     of indexDidChangeForSegmentedControl:); [window addSubview:nav.view] (modern: rootViewController, DESIGN.md §2).
//   indexDidChangeForSegmentedControl: incoming = vcs[index];
//     [nav setViewControllers:@[incoming] animated:NO]; incoming.navigationItem.titleView = control.
// No container and no navigation-controller delegate: no navigationWillShow/DidShow, nothing forwarded.

import Testing

@testable import NavigationModel

private let nNav = GWho.cls("UINavigationController")
private let segmentsController = GWho.object("SegmentsController")
private let italy = GWho.title("Italy")
private let australia = GWho.title("Australia")

@Suite("Golden: navigation (crafterm-revisited)")
struct GoldenNavigationTests {

    @Test("launch")
    func launch() throws {
        let (session, step) = try goldenPreset(.craftermRevisited)
        expectGolden(step, causes: "navigation.launch") {
            // firstUserExperience calls [segmentsController indexDidChangeForSegmentedControl:] directly
            // (origin app, see GExp.valueChanged) …
            GExp.valueChanged(segmentsController, .app, depth: 0)
            // … → setViewControllers:@[Italy] on the not-yet-shown nav: inside the call, C.willMove(nav)
            // (DESIGN.md §3.3); no transition runs (nothing visible).
            GExp.willMove(italy, to: .to(nNav), depth: 1)
            // The nav becomes the window's root: its view loads, nav.viewWillAppear, not forwarded (DESIGN.md §3.6).
            GExp.load(nNav, depth: 0)
            GExp.willAppear(nNav, false)
            // First layout pass: R (Italy) loads, R.viewWillAppear; no delegate: no willShow/didShow (DESIGN.md §3.6).
            GExp.load(italy, depth: 0)
            GExp.willAppear(italy, false)
            // nav.viewDidAppear, R.viewDidAppear, R.didMove(nav) (DESIGN.md §3.6).
            GExp.didAppear(nNav, false)
            GExp.didAppear(italy, false)
            GExp.didMove(italy, to: .to(nNav))
        }
        let state = session.state()
        #expect(state.selectedIndex == 0)
        #expect(state.navigationStack.map(\.title) == ["Italy"])
        #expect(state.current.titleView == "segmentedControl")
        #expect(state.goldenController(titled: "Australia")?.viewLoaded == false)
    }

    @Test("switch segment: selectSegment 1")
    func switchSegment() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        let step = try session.goldenApply(.selectSegment(index: 1))
        expectGolden(step, causes: "navigation.switchSegment") {
            // User tap → valueChanged to the target, the SegmentsController (DESIGN.md §3.9, 002).
            GExp.valueChanged(segmentsController, depth: 0)
            // setViewControllers:@[Australia] animated:NO while visible: inside the call, the removed top
            // gets willMove(nil), then the incoming willMove(nav) (DESIGN.md §3.3).
            GExp.willMove(italy, to: .none, depth: 1)
            GExp.willMove(australia, to: .to(nNav), depth: 1)
            // Layout pass, like a non-animated push Italy → Australia (DESIGN.md §3.3, §1): B loads …
            GExp.load(australia, depth: 0)
            GExp.willDisappear(italy, false, depth: 0)
            GExp.willAppear(australia, false, depth: 0)
            // … A.viewDidDisappear, the old top's didMove(nil) right after it (DESIGN.md §3.3) …
            GExp.didDisappear(italy, false, depth: 0)
            GExp.didMove(italy, to: .none, depth: 0)
            // … B.viewDidAppear, B.didMove(nav) (DESIGN.md §3.1).
            GExp.didAppear(australia, false, depth: 0)
            GExp.didMove(australia, to: .to(nNav), depth: 0)
        }
        let state = session.state()
        #expect(state.selectedIndex == 1)
        #expect(state.navigationStack.map(\.title) == ["Australia"])
        // 002: the same control moved into the incoming item's titleView.
        #expect(state.current.titleView == "segmentedControl")
        #expect(state.current.backButtonTitle == nil)
    }

    @Test("switch back: selectSegment 1 then 0")
    func switchBack() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        try session.goldenPrepare([.selectSegment(index: 1)])
        let step = try session.goldenApply(.selectSegment(index: 0))
        expectGolden(step, causes: "navigation.switchBack") {
            GExp.valueChanged(segmentsController, depth: 0)  // user tap (DESIGN.md §3.9)
            GExp.willMove(australia, to: .none, depth: 1)  // setViewControllers: removed top (DESIGN.md §3.3)
            GExp.willMove(italy, to: .to(nNav), depth: 1)  // incoming (DESIGN.md §3.3)
            // Layout pass (DESIGN.md §3.3/§1); Italy's view is still loaded (modern never unloads, DESIGN.md §3.8).
            GExp.willDisappear(australia, false, depth: 0)
            GExp.willAppear(italy, false, depth: 0)
            GExp.didDisappear(australia, false, depth: 0)
            GExp.didMove(australia, to: .none, depth: 0)
            GExp.didAppear(italy, false, depth: 0)
            GExp.didMove(italy, to: .to(nNav), depth: 0)
        }
        #expect(session.state().selectedIndex == 0)
    }

    @Test("tap a row (animated push), then tapBack")
    func tapRowThenBack() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        try session.goldenPrepare([.selectSegment(index: 1)])
        let push = try session.goldenApply(.tapRow(row: 1))
        let detail = GWho.topAfter
        expectGolden(push, causes: "navigation.tapRowThenBack.push") {
            // Australia is in the stack, so it pushes with its own navigationController (002). Inside push:
            // B.willMove(nav) (DESIGN.md §3.1).
            GExp.willMove(detail, to: .to(nNav), depth: 0)
            // Layout pass (DESIGN.md §3.1): B loads, A.viewWillDisappear, B.viewWillAppear.
            GExp.load(detail, depth: 0)
            GExp.willDisappear(australia, true, depth: 0)
            GExp.willAppear(detail, true, depth: 0)
            // End of the animation, 0.35 s later (DESIGN.md §3): A.viewDidDisappear, B.viewDidAppear, B.didMove(nav).
            GExp.didDisappear(australia, true, depth: 0, late: true)
            GExp.didAppear(detail, true, depth: 0, late: true)
            GExp.didMove(detail, to: .to(nNav), depth: 0, late: true)
        }
        // Back button: the previous item's title (DESIGN.md §3.10); the control left with Australia's item.
        #expect(session.state().current.backButtonTitle == "Australia")
        #expect(session.state().current.titleView == nil)

        let back = try session.goldenApply(.tapBack)
        let popped = GWho.topBefore
        expectGolden(back, causes: "navigation.tapRowThenBack.back") {
            GExp.willMove(popped, to: .none, depth: 0)  // inside pop (DESIGN.md §3.2)
            GExp.willDisappear(popped, true)  // layout pass (DESIGN.md §3.2)
            GExp.willAppear(australia, true)
            GExp.didDisappear(popped, true, late: true)  // end of the animation (DESIGN.md §3.2)
            GExp.didMove(popped, to: .none, late: true)
            GExp.didAppear(australia, true, late: true)
        }
        #expect(session.state().current.titleView == "segmentedControl")
    }

    @Test("push, then setSegment to the other segment (pushed screens discarded)")
    func pushThenSwitch() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1)])
        // The control is in Australia's item, not the top (detail) item: no user tap (DESIGN.md §4).
        #expect(throws: GoldenError.self) { try session.goldenApply(.selectSegment(index: 0)) }

        let step = try session.goldenApply(.setSegment(index: 0))
        let detail = GWho.topBefore
        expectGolden(step, causes: "navigation.pushThenSwitch") {
            // The control sends nothing (DESIGN.md §3.9); the app calls indexDidChangeForSegmentedControl: directly.
            GExp.valueChanged(segmentsController, .app, depth: 0)
            // setViewControllers:@[Italy] while visible (DESIGN.md §3.3): removed controllers in old-stack order —
            // Australia (hidden): willMove(nil) and didMove(nil) at once; the detail (top): willMove(nil) …
            GExp.willMove(australia, to: .none, depth: 1)
            GExp.didMove(australia, to: .none, depth: 1)
            GExp.willMove(detail, to: .none, depth: 1)
            // … then the incoming willMove(nav).
            GExp.willMove(italy, to: .to(nNav), depth: 1)
            // The seed's flaw: the detail pushed on segment 1 is thrown away (DESIGN.md §2 stackDiscarded, info),
            // reported once setViewControllers returns. Convention (engine's): receiver = the old segment's root
            // controller, origin system.
            GExp.warning(australia, .stackDiscarded, .system, depth: 1)
            // Layout pass, like a push from the old top (detail) to Italy (DESIGN.md §3.3, §1).
            GExp.willDisappear(detail, false, depth: 0)
            GExp.willAppear(italy, false, depth: 0)
            GExp.didDisappear(detail, false, depth: 0)
            GExp.didMove(detail, to: .none, depth: 0)  // the old top's didMove(nil) after its viewDidDisappear
            GExp.didAppear(italy, false, depth: 0)
            GExp.didMove(italy, to: .to(nNav), depth: 0)
            // Australia got no appearance calls: it was hidden (DESIGN.md §3.3 "middle controllers").
        }
        let state = session.state()
        #expect(state.navigationStack.map(\.title) == ["Italy"])
        #expect(state.selectedIndex == 0)
        #expect(state.current.titleView == "segmentedControl")
    }

    @Test("memory warning on root, modern")
    func memoryWarningRootModern() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        let step = try session.goldenApply(.memoryWarning)
        // Every live controller, in creation (= registration) order: Italy, Australia, nav (DESIGN.md §3.8).
        // SegmentsController is no view controller. Nothing forwards, nothing unloads (modern).
        expectGolden(step, causes: "navigation.memoryWarningRootModern") {
            GExp.memoryWarning(italy, depth: 0)
            GExp.memoryWarning(australia, depth: 0)
            GExp.memoryWarning(nNav, depth: 0)
        }
    }

    @Test("memory warning on root (after visiting segment 1), legacy")
    func memoryWarningRootLegacy() throws {
        var (session, _) = try goldenPreset(.craftermRevisited, runtime: .legacy)
        // Visit Australia and come back, so that a loaded view sits outside the window.
        try session.goldenPrepare([.selectSegment(index: 1), .selectSegment(index: 0)])
        let step = try session.goldenApply(.memoryWarning)
        expectGolden(step, causes: "navigation.memoryWarningRootLegacy") {
            // Italy's view is in the nav's view: kept.
            GExp.memoryWarning(italy, depth: 0)
            // Australia is out of the stack (setViewControllers removed its view): no superview → released,
            // viewDidUnload, inside the default didReceiveMemoryWarning (DESIGN.md §3.8, DESIGN.md §3 legacy).
            GExp.memoryWarning(australia, depth: 0)
            GExp.unload(australia, depth: 1)
            GExp.memoryWarning(nNav, depth: 0)
        }
        #expect(session.state().goldenController(titled: "Australia")?.viewLoaded == false)
    }

    @Test("memory warning with a pushed screen, modern")
    func memoryWarningPushedModern() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1)])
        let step = try session.goldenApply(.memoryWarning)
        expectGolden(step, causes: "navigation.memoryWarningPushedModern") {
            GExp.memoryWarning(italy, depth: 0)  // creation order (DESIGN.md §3.8)
            GExp.memoryWarning(australia, depth: 0)
            GExp.memoryWarning(nNav, depth: 0)
            GExp.memoryWarning(.topAfter, depth: 0)  // the detail, created last
        }
    }

    @Test("memory warning with a pushed screen, legacy")
    func memoryWarningPushedLegacy() throws {
        var (session, _) = try goldenPreset(.craftermRevisited, runtime: .legacy)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1)])
        let step = try session.goldenApply(.memoryWarning)
        expectGolden(step, causes: "navigation.memoryWarningPushedLegacy") {
            // Italy: out of the stack since the switch → no superview → unloaded (DESIGN.md §3.8).
            GExp.memoryWarning(italy, depth: 0)
            GExp.unload(italy, depth: 1)
            // Australia: covered by the detail, its view taken out of the nav's view → unloaded.
            GExp.memoryWarning(australia, depth: 0)
            GExp.unload(australia, depth: 1)
            // The nav (window) and the detail (nav's view) keep theirs.
            GExp.memoryWarning(nNav, depth: 0)
            GExp.memoryWarning(.topAfter, depth: 0)
        }
    }

    @Test("popToRoot with three pushed screens")
    func popToRootThree() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        try session.goldenPrepare([.push(GScreens.first), .push(GScreens.second), .push(GScreens.third)])
        let step = try session.goldenApply(.popToRoot)
        let a = goldenPopToRootAnimated
        let third = GWho.title("Third")
        expectGolden(step, causes: "navigation.popToRootThree") {
            // Removed controllers in old-stack order: willMove(nil), the hidden ones didMove(nil) at once
            // (DESIGN.md §3 popToRoot, DESIGN.md §3.3); the top one only willMove(nil) here (DESIGN.md §3.2).
            GExp.willMove(.title("First"), to: .none, depth: 0)
            GExp.didMove(.title("First"), to: .none, depth: 0)
            GExp.willMove(.title("Second"), to: .none, depth: 0)
            GExp.didMove(.title("Second"), to: .none, depth: 0)
            GExp.willMove(third, to: .none, depth: 0)
            // Layout pass: a pop from Third to Italy (DESIGN.md §3.2); no delegate.
            GExp.willDisappear(third, a)
            GExp.willAppear(italy, a)
            GExp.didDisappear(third, a, late: a)
            GExp.didMove(third, to: .none, late: a)
            GExp.didAppear(italy, a, late: a)
        }
        #expect(session.state().navigationStack.map(\.title) == ["Italy"])
        #expect(session.state().current.titleView == "segmentedControl")
    }

    // MARK: seed vs corrected: stackDiscarded

    @Test("seed: switching segments while pushed discards the pushed screen")
    func stackDiscardedSeed() throws {
        var (session, _) = try goldenPreset(.craftermRevisited)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1)])
        let away = try session.goldenApply(.setSegment(index: 0))
        #expect(away.events.contains { $0.args.code == .stackDiscarded })
        let back = try session.goldenApply(.selectSegment(index: 1))
        // Coming back to Australia shows its root only: the detail is gone (002 setViewControllers:@[incoming]).
        #expect(back.after.navigationStack.map(\.title) == ["Australia"])
    }

    @Test("corrected: switching segments while pushed reports no discarded stack")
    func stackDiscardedCorrected() throws {
        var (session, launch) = try goldenPreset(.craftermRevisited, fidelity: .corrected)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1)])
        let away = try session.goldenApply(.setSegment(index: 0))
        #expect(!(launch.events + away.events).contains { $0.args.code == .stackDiscarded })
        #expect(away.after.selectedIndex == 0)
        #expect(away.after.current.segment == 0)
    }
}
