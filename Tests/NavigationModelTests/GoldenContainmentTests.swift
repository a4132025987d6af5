// Golden event sequences for the `containment` strategy: seed 004 (De Ponte 2016, `SegmentedViewController`).
// Written by hand from the seed code and DESIGN.md §3, independently of the engine.
//
// Seed 004 in short (quoted names are the seed's):
//   AppDelegate: vcOrange = UIViewController(); vcOrange.title = "Orange"; vcOrange.view.backgroundColor = …
//                (the `view` access loads the view), the same for vcYellow; SegmentedViewController([vcOrange,
//                vcYellow]); window.rootViewController = UINavigationController(rootViewController: svc).
//   viewDidLoad: segmentTitles() (skips nil titles) → control, selectedSegmentIndex = 0 (no event, DESIGN.md §3.9),
//                addTarget, displaySegmentViewController(0), navigationItem.titleView = control.
//   segmentSelected: display(new) THEN hide(old).
//   display(i): addChildViewController(vc) → view.addSubview(vc.view) → constraints → vc.didMove(toParent: self).
//   hide(i):    vc.willMove(toParent: nil) → vc.view.removeFromSuperview() → vc.removeFromParentViewController().
// There is no navigation-controller delegate: no navigationWillShow/DidShow events in this strategy.

import Testing

@testable import NavigationModel

private let svc = GWho.cls("SegmentedViewController")
private let cNav = GWho.cls("UINavigationController")
private let orange = GWho.title("Orange")
private let yellow = GWho.title("Yellow")
private let australia = GWho.title("Australia")
private let victoria = GWho.title("Victoria")

/// A containment session whose first segment is a table (the deponte-2016 preset has only color screens).
private let containmentWithTable = SessionConfiguration(
    strategy: .containment,
    segments: [
        SegmentSpec(
            title: "Australia",
            screen: ScreenSpec(
                title: "Australia", kind: .table,
                rows: [
                    RowSpec(
                        title: "South Australia",
                        detail: ScreenSpec(title: "South Australia", kind: .image, image: "south-australia.jpg")),
                    RowSpec(
                        title: "Victoria",
                        detail: ScreenSpec(title: "Victoria", kind: .image, image: "victoria.jpg")),
                ])),
        SegmentSpec(title: "Orange", screen: ScreenSpec(title: "Orange", kind: .color, color: "orange")),
    ])

@Suite("Golden: containment (deponte-2016)")
struct GoldenContainmentTests {

    @Test("launch")
    func launch() throws {
        let (session, step) = try goldenPreset(.deponte2016)
        expectGolden(step, causes: "containment.launch") {
            // AppDelegate: `vcOrange.view.backgroundColor = .orange` touches the view → lazy load (DESIGN.md §3).
            GExp.load(orange, depth: 0)
            // Same for vcYellow.
            GExp.load(yellow, depth: 0)
            // `UINavigationController(rootViewController:)` sends R.willMove(nav) at init (DESIGN.md §3.6).
            GExp.willMove(svc, to: .to(cNav), depth: 0)
            // Becoming the root view controller loads the nav's view and starts its appearance (DESIGN.md §3.6).
            GExp.load(cNav, depth: 0)
            // Not forwarded to R: R's view is not inside the nav's view yet (DESIGN.md §3.6).
            GExp.willAppear(cNav, false)
            // First layout pass: the nav puts R's view in → R loads (DESIGN.md §3.6).
            GExp.load(svc, depth: 0)
            // R.viewDidLoad → displaySegmentViewController(0) → addChildViewController sends willMove (DESIGN.md §3.4).
            GExp.willMove(orange, to: .to(svc), depth: 1)
            // addSubview into svc.view, which is not in the window yet: nothing fires (DESIGN.md §3.4 last para);
            // then the seed's explicit `viewController.didMove(toParentViewController: self)`.
            GExp.didMove(orange, to: .to(svc), .container, depth: 1)
            // Layout pass continues: R.viewWillAppear (DESIGN.md §3.6) …
            GExp.willAppear(svc, false)
            // … forwarded by the parent to its child, parents before children (DESIGN.md §3 containment).
            GExp.willAppear(orange, false)
            // No delegate: no willShow/didShow. After the first layout: nav.viewDidAppear (DESIGN.md §3.6) …
            GExp.didAppear(cNav, false)
            // … R.viewDidAppear …
            GExp.didAppear(svc, false)
            // … forwarded to the child …
            GExp.didAppear(orange, false)
            // … and R.didMove(nav) (DESIGN.md §3.6).
            GExp.didMove(svc, to: .to(cNav))
        }
        let state = session.state()
        #expect(state.selectedIndex == 0)
        #expect(state.current.titleView == "segmentedControl")
        #expect(state.segments.map(\.title) == ["Orange", "Yellow"])
    }

    @Test("switch segment: selectSegment 1")
    func switchSegment() throws {
        var (session, _) = try goldenPreset(.deponte2016)
        let step = try session.goldenApply(.selectSegment(index: 1))
        expectGolden(step, causes: "containment.switchSegment") {
            // The user's tap: the control sends valueChanged to its target, segmentSelected (DESIGN.md §3.9).
            GExp.valueChanged(svc, depth: 0)
            // display(1) first: addChildViewController → willMove(parent) (DESIGN.md §3.4).
            GExp.willMove(yellow, to: .to(svc), depth: 1)
            // view.addSubview into the on-screen svc.view → viewWillAppear synchronously inside addSubview
            // (DESIGN.md §3.4); Yellow's view is already loaded (the app delegate touched it).
            GExp.willAppear(yellow, false, depth: 1)
            // Both children's views are now in svc.view: the seed shows new before hiding old (DESIGN.md §2
            // overlappingAppearance, info level). Convention (contract open; engine's): receiver = the
            // container, origin system, right after the addSubview that causes it.
            GExp.warning(svc, .overlappingAppearance, .system, depth: 1)
            // The seed's explicit didMove(toParentViewController: self).
            GExp.didMove(yellow, to: .to(svc), .container, depth: 1)
            // hide(0): the seed's explicit willMove(toParentViewController: nil).
            GExp.willMove(orange, to: .none, .container, depth: 1)
            // removeFromSuperview → viewWillDisappear synchronously (DESIGN.md §3.4 removal).
            GExp.willDisappear(orange, false, depth: 1)
            // removeFromParentViewController → didMove(nil) (DESIGN.md §3.4 removal).
            GExp.didMove(orange, to: .none, depth: 1)
            // After the CA commit, FIFO: Yellow's queued viewDidAppear (DESIGN.md §3.4) …
            GExp.didAppear(yellow, false, depth: 0)
            // … then Orange's queued viewDidDisappear (DESIGN.md §3.4 removal).
            GExp.didDisappear(orange, false, depth: 0)
        }
        let state = session.state()
        #expect(state.selectedIndex == 1)
        #expect(state.current.segment == 1)
        #expect(state.goldenController(titled: "Orange")?.parent == nil)
        #expect(state.goldenController(titled: "Yellow")?.appearance == .appeared)
        #expect(state.goldenController(titled: "Orange")?.appearance == .disappeared)
    }

    @Test("switch back: selectSegment 1 then 0")
    func switchBack() throws {
        var (session, _) = try goldenPreset(.deponte2016)
        try session.goldenPrepare([.selectSegment(index: 1)])
        let step = try session.goldenApply(.selectSegment(index: 0))
        expectGolden(step, causes: "containment.switchBack") {
            GExp.valueChanged(svc, depth: 0)  // user tap (DESIGN.md §3.9)
            GExp.willMove(orange, to: .to(svc), depth: 1)  // display(0): addChild (DESIGN.md §3.4)
            GExp.willAppear(orange, false, depth: 1)  // addSubview into on-screen svc.view (DESIGN.md §3.4)
            GExp.warning(svc, .overlappingAppearance, .system, depth: 1)  // new shown before old hidden (DESIGN.md §2)
            GExp.didMove(orange, to: .to(svc), .container, depth: 1)  // seed's explicit didMove
            GExp.willMove(yellow, to: .none, .container, depth: 1)  // hide(1): seed's explicit willMove(nil)
            GExp.willDisappear(yellow, false, depth: 1)  // removeFromSuperview (DESIGN.md §3.4)
            GExp.didMove(yellow, to: .none, depth: 1)  // removeFromParent (DESIGN.md §3.4)
            GExp.didAppear(orange, false, depth: 0)  // after the commit, FIFO (DESIGN.md §3.4)
            GExp.didDisappear(yellow, false, depth: 0)  // after the commit, FIFO (DESIGN.md §3.4)
        }
        #expect(session.state().selectedIndex == 0)
    }

    @Test("tap a row (animated push), then tapBack")
    func tapRowThenBack() throws {
        var (session, _) = try goldenLaunch(containmentWithTable)
        let push = try session.goldenApply(.tapRow(row: 1))
        expectGolden(push, causes: "containment.tapRowThenBack.push") {
            // The table (a child of svc, so its navigationController is the nav) pushes the detail:
            // inside push, B.willMove(nav) (DESIGN.md §3.1).
            GExp.willMove(victoria, to: .to(cNav), depth: 0)
            // Layout pass: B loads (DESIGN.md §3.1) …
            GExp.load(victoria)
            // … A.viewWillDisappear …
            GExp.willDisappear(svc, true)
            // … forwarded to A's child (DESIGN.md §3 containment forwarding) …
            GExp.willDisappear(australia, true)
            // … B.viewWillAppear. (No delegate: no willShow.)
            GExp.willAppear(victoria, true)
            // End of the animation, 0.35 s later (DESIGN.md §3): A.viewDidDisappear, forwarded to the child …
            GExp.didDisappear(svc, true, late: true)
            GExp.didDisappear(australia, true, late: true)
            // … B.viewDidAppear, B.didMove(nav) (DESIGN.md §3.1).
            GExp.didAppear(victoria, true, late: true)
            GExp.didMove(victoria, to: .to(cNav), late: true)
        }
        // The container has no title and no back item: the back button reads "Back" (DESIGN.md §2, DESIGN.md §3.10).
        #expect(session.state().current.backButtonTitle == "Back")

        let back = try session.goldenApply(.tapBack)
        expectGolden(back, causes: "containment.tapRowThenBack.back") {
            // Back button → popViewControllerAnimated:YES; inside pop, B.willMove(nil) (DESIGN.md §3.2).
            GExp.willMove(victoria, to: .none, depth: 0)
            // Layout pass: B.viewWillDisappear, A.viewWillAppear (+ child forwarding) (DESIGN.md §3.2).
            GExp.willDisappear(victoria, true)
            GExp.willAppear(svc, true)
            GExp.willAppear(australia, true)
            // End of the animation: B.viewDidDisappear, B.didMove(nil), A.viewDidAppear (+ child) (DESIGN.md §3.2).
            GExp.didDisappear(victoria, true, late: true)
            GExp.didMove(victoria, to: .none, late: true)
            GExp.didAppear(svc, true, late: true)
            GExp.didAppear(australia, true, late: true)
        }
        #expect(session.state().navigationStack.count == 1)
    }

    @Test("push, then setSegment to the other segment (control not on the top item), then tapBack")
    func pushThenSwitch() throws {
        var (session, _) = try goldenLaunch(containmentWithTable)
        try session.goldenPrepare([.tapRow(row: 1)])
        // selectSegment is impossible now: the control is svc's titleView, not the top item's.
        #expect(throws: GoldenError.self) { try session.goldenApply(.selectSegment(index: 1)) }

        let step = try session.goldenApply(.setSegment(index: 1))
        expectGolden(step, causes: "containment.pushThenSwitch.step") {
            // Setting selectedSegmentIndex in code sends nothing (DESIGN.md §3.9); the app calls segmentSelected
            // itself (origin app, see GExp.valueChanged).
            GExp.valueChanged(svc, .app, depth: 0)
            // display(1): addChildViewController → willMove(svc) (DESIGN.md §3.4).
            GExp.willMove(.title("Orange"), to: .to(svc), depth: 1)
            goldenLoadIfNeeded(step, title: "Orange", depth: 1)  // `vc.view` access loads it (DESIGN.md §3)
            // addSubview into svc.view, which is off screen under the pushed detail: no appearance call
            // (DESIGN.md §3.4) — but both children are in svc.view at once (DESIGN.md §2), even off screen.
            GExp.warning(svc, .overlappingAppearance, .system, depth: 1)
            // The seed's didMove.
            GExp.didMove(.title("Orange"), to: .to(svc), .container, depth: 1)
            // hide(0): willMove(nil) (seed), removeFromSuperview off screen: nothing, removeFromParent → didMove(nil).
            GExp.willMove(australia, to: .none, .container, depth: 1)
            GExp.didMove(australia, to: .none, depth: 1)
            // Nothing after the commit: no appearance call was queued.
        }
        #expect(session.state().selectedIndex == 1)
        #expect(session.state().navigationStack.count == 2)

        let back = try session.goldenApply(.tapBack)
        expectGolden(back, causes: "containment.pushThenSwitch.back") {
            GExp.willMove(victoria, to: .none, depth: 0)  // inside pop (DESIGN.md §3.2)
            GExp.willDisappear(victoria, true)  // layout pass (DESIGN.md §3.2)
            GExp.willAppear(svc, true)
            // svc forwards to its *current* child, Orange now (DESIGN.md §3 containment forwarding).
            GExp.willAppear(.title("Orange"), true)
            GExp.didDisappear(victoria, true, late: true)  // end of animation (DESIGN.md §3.2)
            GExp.didMove(victoria, to: .none, late: true)
            GExp.didAppear(svc, true, late: true)
            GExp.didAppear(.title("Orange"), true, late: true)
        }
    }

    @Test("memory warning on root, modern")
    func memoryWarningRootModern() throws {
        var (session, _) = try goldenPreset(.deponte2016)
        let step = try session.goldenApply(.memoryWarning)
        // Every live controller observes the app's memory-warning notification (DESIGN.md §3.8), delivered in the
        // order they registered, i.e. creation order (004 AppDelegate: vcOrange, vcYellow, svc, nav).
        // Modern UIKit unloads nothing (DESIGN.md §3.8). The 2016 seed does not forward: no duplicates.
        expectGolden(step, causes: "containment.memoryWarningRootModern") {
            GExp.memoryWarning(orange, depth: 0)
            GExp.memoryWarning(yellow, depth: 0)
            GExp.memoryWarning(svc, depth: 0)
            GExp.memoryWarning(cNav, depth: 0)
        }
        #expect(session.state().controllers.allSatisfy { $0.viewLoaded })
    }

    @Test("the containment program is refused on the legacy runtime (DESIGN.md §2.2)", arguments: Fidelity.allCases)
    func refusedOnLegacy(fidelity: Fidelity) {
        var c = Preset.deponte2016.configuration
        c.runtime = .legacy
        c.fidelity = fidelity
        #expect {
            _ = try NavigationSession(configuration: c)
        } throws: { error in
            guard case SetupError.invalid(let field, let message) = error else { return false }
            return field == "/runtime" && message.contains("iOS 5")
        }
    }

    @Test("memory warning with a pushed screen, modern")
    func memoryWarningPushedModern() throws {
        var (session, _) = try goldenPreset(.deponte2016)
        try session.goldenPrepare([.push(GScreens.first)])
        let step = try session.goldenApply(.memoryWarning)
        // All live controllers, creation order (DESIGN.md §3.8); modern: nothing unloads.
        expectGolden(step, causes: "containment.memoryWarningPushedModern") {
            GExp.memoryWarning(orange, depth: 0)
            GExp.memoryWarning(yellow, depth: 0)
            GExp.memoryWarning(svc, depth: 0)
            GExp.memoryWarning(cNav, depth: 0)
            GExp.memoryWarning(.title("First"), depth: 0)
        }
    }

    @Test("popToRoot with three pushed screens")
    func popToRootThree() throws {
        var (session, _) = try goldenPreset(.deponte2016)
        try session.goldenPrepare([.push(GScreens.first), .push(GScreens.second), .push(GScreens.third)])
        let step = try session.goldenApply(.popToRoot)
        let a = goldenPopToRootAnimated
        expectGolden(step, causes: "containment.popToRootThree") {
            // Inside popToRoot, removed controllers in old-stack order get willMove(nil), the hidden (middle)
            // ones also didMove(nil) at once, like setViewControllers (DESIGN.md §3 popToRoot, DESIGN.md §3.3) …
            GExp.willMove(.title("First"), to: .none, depth: 0)
            GExp.didMove(.title("First"), to: .none, depth: 0)
            GExp.willMove(.title("Second"), to: .none, depth: 0)
            GExp.didMove(.title("Second"), to: .none, depth: 0)
            // … and the top one willMove(nil) (DESIGN.md §3.2).
            GExp.willMove(.title("Third"), to: .none, depth: 0)
            // Layout pass: a pop from Third to svc (DESIGN.md §3.2); middle controllers get no appearance calls.
            GExp.willDisappear(.title("Third"), a)
            GExp.willAppear(svc, a)
            GExp.willAppear(orange, a)  // forwarded to the child
            GExp.didDisappear(.title("Third"), a, late: a)
            GExp.didMove(.title("Third"), to: .none, late: a)
            GExp.didAppear(svc, a, late: a)
            GExp.didAppear(orange, a, late: a)
        }
        #expect(session.state().navigationStack.count == 1)
    }

    // MARK: seed vs corrected: a nil-titled segment controller

    /// Orange, an untitled controller, Yellow: seed 004's segmentTitles() skips the nil title, so the control
    /// shows ["Orange", "Yellow"] and segment 1 ("Yellow") displays segmentViewControllers[1], the untitled one.
    private static func nilTitleConfiguration(_ fidelity: Fidelity) -> SessionConfiguration {
        SessionConfiguration(
            strategy: .containment,
            segments: [
                SegmentSpec(title: "Orange", screen: ScreenSpec(title: "Orange", kind: .color, color: "orange")),
                SegmentSpec(title: nil, screen: ScreenSpec(kind: .color, className: "MysteryViewController", color: "gray")),
                SegmentSpec(title: "Yellow", screen: ScreenSpec(title: "Yellow", kind: .color, color: "yellow")),
            ],
            fidelity: fidelity)
    }

    @Test("seed: nil-title segment → segment 1 shows the wrong controller (segmentIndexMismatch)")
    func nilTitleSeed() throws {
        var (session, launch) = try goldenLaunch(Self.nilTitleConfiguration(.seed))
        #expect(launch.after.segments.map(\.title) == ["Orange", "Yellow"])
        let mystery = try #require(launch.after.goldenController(classNamed: "MysteryViewController"))
        let step = try session.goldenApply(.selectSegment(index: 1))
        let m = GWho.cls("MysteryViewController")
        expectGolden(step, causes: "containment.nilTitleSeed") {
            GExp.valueChanged(svc, depth: 0)  // user tap (DESIGN.md §3.9)
            // display(selectedSegmentIndex = 1) → segmentViewControllers[1], the untitled controller (004).
            GExp.willMove(m, to: .to(svc), depth: 1)
            if !mystery.viewLoaded {
                GExp.load(m, depth: 1)  // `vc.view` access in addSubview loads it (DESIGN.md §3)
            }
            GExp.willAppear(m, false, depth: 1)  // addSubview into on-screen svc.view (DESIGN.md §3.4)
            GExp.warning(svc, .overlappingAppearance, .system, depth: 1)  // DESIGN.md §2, right after the addSubview
            GExp.didMove(m, to: .to(svc), .container, depth: 1)  // seed's explicit didMove
            // The flaw fires once display(1) is done: segment 1 ("Yellow") displays controller 1 (untitled)
            // (DESIGN.md §2). Convention (engine's): receiver = the controller shown, origin system.
            GExp.warning(m, .segmentIndexMismatch, .system, depth: 1)
            GExp.willMove(orange, to: .none, .container, depth: 1)  // hide(0)
            GExp.willDisappear(orange, false, depth: 1)
            GExp.didMove(orange, to: .none, depth: 1)
            GExp.didAppear(m, false, depth: 0)  // after the commit (DESIGN.md §3.4)
            GExp.didDisappear(orange, false, depth: 0)
        }
        let state = session.state()
        #expect(state.segments[1].title == "Yellow")
        #expect(state.segments[1].controller == mystery.id)  // the control says Yellow, the screen is the untitled one
    }

    @Test("corrected: every segment shows the controller its title names; no segmentIndexMismatch")
    func nilTitleCorrected() throws {
        var (session, launch) = try goldenLaunch(Self.nilTitleConfiguration(.corrected))
        var all = launch.events
        let state = launch.after
        for info in state.segments {
            if let title = info.title {
                #expect(
                    state.controllers.first { $0.id == info.controller }?.title == title,
                    "segment \(info.index) “\(title)” shows its own controller")
            }
        }
        let yellowIndex = try #require(state.segments.firstIndex { $0.title == "Yellow" })
        let step = try session.goldenApply(.selectSegment(index: yellowIndex))
        all += step.events
        let yellowID = try #require(goldenID(step, title: "Yellow"))
        #expect(session.state().segments[yellowIndex].controller == yellowID)
        #expect(step.events.contains { $0.receiver.id == yellowID && $0.name == .viewWillAppear })
        #expect(!all.contains { $0.args.code == .segmentIndexMismatch })
    }
}
