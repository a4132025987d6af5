// Golden event sequences for the `managing` strategy: seed 001 (crafterm 2010, `SegmentManagingViewController`)
// and its example project (crafterm/SegmentedControlExample). Written by hand from the seed code and DESIGN.md §3,
// independently of the engine.
//
// Seed 001 in short:
//   AppDelegate (example project): smvc = [[SegmentManagingViewController alloc] init];
//     nav = [[UINavigationController alloc] initWithRootViewController:smvc]; [window addSubview:nav.view]
//     (modern runtime: window.rootViewController = nav, DESIGN.md §2). segnav assigns nav.delegate = smvc (DESIGN.md §2).
//   viewDidLoad: segmentedViewControllers = [Italy, Australia] (initWithParentViewController:self, not children),
//     control (selectedSegmentIndex = 0, no event, DESIGN.md §3.9), titleView, [self didChangeSegmentControl:] "kick".
//   didChangeSegmentControl: if active { [active viewWillDisappear:NO]; [active.view removeFromSuperview];
//     [active viewDidDisappear:NO] } active = vcs[index]; [active viewWillAppear:NO];
//     [self.view addSubview:active.view]; [active viewDidAppear:NO]; backBarButtonItem = segment title.
//   viewWillAppear/DidAppear/WillDisappear/DidDisappear: super, then the same call to `active` (origin container).
//   delegate willShow:vc → [vc viewWillAppear:]; didShow:vc → [vc viewDidAppear:] (origin delegate).
//   didReceiveMemoryWarning: super, then forwards to every segment controller (origin container).
//   viewDidUnload: segmentedControl = nil; segmentedViewControllers = nil; activeViewController = nil.
//
// Appearance state machine (DESIGN.md §3): disappeared → appearing → appeared → disappearing. A call that does not
// fit is delivered, recorded and flagged right after it (`flagged(…)`). Assumption (DESIGN.md §3.11: "still delivered"):
// a delivered call moves the controller to that call's phase even when flagged, e.g. viewWillAppear while
// appeared → flagged, now appearing; so a following viewDidAppear fits.

import Testing

@testable import NavigationModel

private let smvc = GWho.cls("SegmentManagingViewController")
private let mNav = GWho.cls("UINavigationController")
private let italy = GWho.title("Italy")
private let australia = GWho.title("Australia")

@Suite("Golden: managing (crafterm-2010)")
struct GoldenManagingTests {

    @Test("launch")
    func launch() throws {
        let (session, step) = try goldenPreset(.crafterm2010)
        expectGolden(step, causes: "managing.launch") {
            // initWithRootViewController: R.willMove(nav) at init (DESIGN.md §3.6).
            GExp.willMove(smvc, to: .to(mNav), depth: 0)
            // The nav's view loads; nav.viewWillAppear, not forwarded (R's view not inside yet) (DESIGN.md §3.6).
            GExp.load(mNav, depth: 0)
            GExp.willAppear(mNav, false)
            // First layout pass: R loads (DESIGN.md §3.6) → 001 viewDidLoad → the "kick":
            GExp.load(smvc, depth: 0)
            // [self didChangeSegmentControl:self.segmentedControl] — smvc calls its own handler (origin container).
            GExp.valueChanged(smvc, .container, depth: 1)
            // [active viewWillAppear:NO] before the view is even loaded (001); Italy disappeared → fits.
            GExp.willAppear(italy, false, .container, depth: 2)
            // [self.view addSubview:active.view]: `view` loads Italy (DESIGN.md §3); smvc.view is not in the window
            // yet, so the system sends nothing, now or later (DESIGN.md §3.5: "added while off screen, never").
            GExp.load(italy, depth: 2)
            // [active viewDidAppear:NO] (001): appearing → appeared — while smvc's view is not in the window yet: the
            // contract's `inWindow` clause (DESIGN.md §3.11).
            flagged(.didAppear(italy, false, .container, depth: 2), .appearedOffWindow)
            // Layout pass: R.viewWillAppear (DESIGN.md §3.6) …
            GExp.willAppear(smvc, false)
            // … 001 viewWillAppear: forwards to active: Italy is already appeared → duplicate.
            flagged(.willAppear(italy, false, .container))
            // The delegate (set before the layout pass) hears willShow R (DESIGN.md §3.6).
            GExp.willShow(smvc, smvc, false, depth: 0)
            // 001 willShowViewController: [viewController viewWillAppear:] → smvc again while appearing …
            flagged(.willAppear(smvc, false, .delegate, depth: 1))
            // … which forwards to Italy, appearing → duplicate again.
            flagged(.willAppear(italy, false, .container, depth: 2))
            // First didShow R inside the first layout pass (DESIGN.md §3.6).
            GExp.didShow(smvc, smvc, false, depth: 0)
            // 001 didShowViewController: [viewController viewDidAppear:]: appearing → appeared, fits the machine, but
            // its parent, the navigation controller, is still appearing: the contract's `nested` clause (§3.11) …
            flagged(.didAppear(smvc, false, .delegate, depth: 1), .appearanceOutsideParent)
            // … forwarded to Italy: appearing (since the flagged willAppear) → appeared, fits.
            GExp.didAppear(italy, false, .container, depth: 2)
            // After the first layout: nav.viewDidAppear (DESIGN.md §3.6) …
            GExp.didAppear(mNav, false)
            // … R.viewDidAppear from the system: smvc already appeared (the delegate did it) → duplicate …
            flagged(.didAppear(smvc, false))
            // … forwarded to Italy → duplicate.
            flagged(.didAppear(italy, false, .container))
            // R.didMove(nav) (DESIGN.md §3.6).
            GExp.didMove(smvc, to: .to(mNav))
            // didShow R a second time (DESIGN.md §3.6, [vast]): the delegate hears it twice (DESIGN.md §2) …
            GExp.didShow(smvc, smvc, false, depth: 0)
            // … and calls viewDidAppear again → duplicate, forwarded → duplicate.
            flagged(.didAppear(smvc, false, .delegate, depth: 1))
            flagged(.didAppear(italy, false, .container, depth: 2))
        }
        let state = session.state()
        #expect(state.selectedIndex == 0)
        #expect(state.current.titleView == "segmentedControl")
        #expect(state.goldenController(titled: "Australia")?.viewLoaded == false)  // never displayed yet
        #expect(state.goldenController(titled: "Italy")?.parent == nil)  // not a child (001 has no containment)
    }

    @Test("switch segment: selectSegment 1")
    func switchSegment() throws {
        var (session, _) = try goldenPreset(.crafterm2010)
        let step = try session.goldenApply(.selectSegment(index: 1))
        expectGolden(step, causes: "managing.switchSegment") {
            // User tap → valueChanged to the target, didChangeSegmentControl: (DESIGN.md §3.9, 001).
            GExp.valueChanged(smvc, depth: 0)
            // [active viewWillDisappear:NO] (001): Italy appeared → disappearing, fits.
            GExp.willDisappear(italy, false, .container, depth: 1)
            // [active.view removeFromSuperview]: the view leaves the window → the system's viewWillDisappear,
            // synchronously (DESIGN.md §3 modern, DESIGN.md §3.4/§5) → duplicate of the manual one (DESIGN.md §2).
            flagged(.willDisappear(italy, false, .system, depth: 1))
            // [active viewDidDisappear:NO] (001): disappearing → disappeared, fits.
            GExp.didDisappear(italy, false, .container, depth: 1)
            // active = Australia; [active viewWillAppear:NO] (001): fits.
            GExp.willAppear(australia, false, .container, depth: 1)
            // [self.view addSubview:active.view]: the first `view` access loads Australia (DESIGN.md §3) …
            GExp.load(australia, depth: 1)
            // … and adding it to the on-screen smvc.view sends the system's viewWillAppear inside addSubview
            // (DESIGN.md §3.5, iOS 5+) → duplicate of the manual one (DESIGN.md §2).
            flagged(.willAppear(australia, false, .system, depth: 1))
            // [active viewDidAppear:NO] (001): appearing → appeared, fits.
            GExp.didAppear(australia, false, .container, depth: 1)
            // After the CA commit, FIFO: Italy's queued viewDidDisappear (already disappeared) …
            flagged(.didDisappear(italy, false, .system, depth: 0))
            // … then Australia's queued viewDidAppear (already appeared).
            flagged(.didAppear(australia, false, .system, depth: 0))
        }
        let state = session.state()
        #expect(state.selectedIndex == 1)
        #expect(state.goldenController(titled: "Australia")?.appearance == .appeared)
        #expect(state.goldenController(titled: "Italy")?.appearance == .disappeared)
    }

    @Test("switch back: selectSegment 1 then 0")
    func switchBack() throws {
        var (session, _) = try goldenPreset(.crafterm2010)
        try session.goldenPrepare([.selectSegment(index: 1)])
        let step = try session.goldenApply(.selectSegment(index: 0))
        expectGolden(step, causes: "managing.switchBack") {
            GExp.valueChanged(smvc, depth: 0)  // user tap (DESIGN.md §3.9)
            GExp.willDisappear(australia, false, .container, depth: 1)  // manual (001), fits
            flagged(.willDisappear(australia, false, .system, depth: 1))  // removeFromSuperview (DESIGN.md §3)
            GExp.didDisappear(australia, false, .container, depth: 1)  // manual (001), fits
            GExp.willAppear(italy, false, .container, depth: 1)  // manual (001), fits; Italy's view already loaded
            flagged(.willAppear(italy, false, .system, depth: 1))  // addSubview into the window (DESIGN.md §3.5)
            GExp.didAppear(italy, false, .container, depth: 1)  // manual (001), fits
            flagged(.didDisappear(australia, false, .system, depth: 0))  // after the commit, FIFO (DESIGN.md §3.4)
            flagged(.didAppear(italy, false, .system, depth: 0))
        }
        #expect(session.state().selectedIndex == 0)
    }

    @Test("tap a row (animated push through the managing controller), then tapBack")
    func tapRowThenBack() throws {
        var (session, _) = try goldenPreset(.crafterm2010)
        try session.goldenPrepare([.selectSegment(index: 1)])
        let push = try session.goldenApply(.tapRow(row: 1))
        let detail = GWho.topAfter
        expectGolden(push, causes: "managing.tapRowThenBack.push") {
            // AustraliaViewController: [self.managingViewController.navigationController pushViewController:
            // detail animated:YES]: the push path through the managing controller, origin container (DESIGN.md §2).
            // Inside push: B.willMove(nav) (DESIGN.md §3.1).
            GExp.willMove(detail, to: .to(mNav), .container, depth: 0)
            // Layout pass (DESIGN.md §3.1): B loads, A.viewWillDisappear …
            GExp.load(detail)
            GExp.willDisappear(smvc, true)
            // … which 001 forwards to active (Australia): appeared → disappearing, fits.
            GExp.willDisappear(australia, true, .container, depth: 1)
            // B.viewWillAppear, then willShow B to the delegate (DESIGN.md §3.1).
            GExp.willAppear(detail, true)
            GExp.willShow(smvc, detail, true, depth: 0)
            // 001 willShowViewController: [viewController viewWillAppear:] on the detail → duplicate.
            flagged(.willAppear(detail, true, .delegate, depth: 1))
            // End of the animation, 0.35 s later (DESIGN.md §3, DESIGN.md §3.1): A.viewDidDisappear (+ 001 forward) …
            GExp.didDisappear(smvc, true, late: true)
            GExp.didDisappear(australia, true, .container, depth: 1, late: true)
            // … B.viewDidAppear (appearing → appeared), B.didMove(nav), didShow B.
            GExp.didAppear(detail, true, late: true)
            GExp.didMove(detail, to: .to(mNav), late: true)
            GExp.didShow(smvc, detail, true, depth: 0, late: true)
            // 001 didShowViewController: [viewController viewDidAppear:] → duplicate.
            flagged(.didAppear(detail, true, .delegate, depth: 1, late: true))
        }
        // 001: backBarButtonItem = the selected segment's title (DESIGN.md §3.10).
        #expect(session.state().current.backButtonTitle == "Australia")

        let back = try session.goldenApply(.tapBack)
        let popped = GWho.topBefore
        expectGolden(back, causes: "managing.tapRowThenBack.back") {
            // Back button → popViewControllerAnimated:YES; inside pop B.willMove(nil) (DESIGN.md §3.2).
            GExp.willMove(popped, to: .none, depth: 0)
            // Layout pass: B.viewWillDisappear, A.viewWillAppear (smvc disappeared → fits) (DESIGN.md §3.2) …
            GExp.willDisappear(popped, true)
            GExp.willAppear(smvc, true)
            // … 001 forwards to Australia: disappeared → appearing, fits.
            GExp.willAppear(australia, true, .container, depth: 1)
            // willShow A (DESIGN.md §3.2) → 001 delegate: [smvc viewWillAppear:] → duplicate, forwarded → duplicate.
            GExp.willShow(smvc, smvc, true, depth: 0)
            flagged(.willAppear(smvc, true, .delegate, depth: 1))
            flagged(.willAppear(australia, true, .container, depth: 2))
            // End of the animation (DESIGN.md §3.2): B.viewDidDisappear, B.didMove(nil), A.viewDidAppear (fits) …
            GExp.didDisappear(popped, true, late: true)
            GExp.didMove(popped, to: .none, late: true)
            GExp.didAppear(smvc, true, late: true)
            GExp.didAppear(australia, true, .container, depth: 1, late: true)
            // … didShow A → 001 delegate: [smvc viewDidAppear:] → duplicate, forwarded → duplicate.
            GExp.didShow(smvc, smvc, true, depth: 0, late: true)
            flagged(.didAppear(smvc, true, .delegate, depth: 1, late: true))
            flagged(.didAppear(australia, true, .container, depth: 2, late: true))
        }
    }

    @Test("push, then setSegment to the other segment, then tapBack")
    func pushThenSwitch() throws {
        var (session, _) = try goldenPreset(.crafterm2010)
        try session.goldenPrepare([.push(GScreens.first)])
        // The control is smvc's titleView, not the top item's: no user tap possible (DESIGN.md §4).
        #expect(throws: GoldenError.self) { try session.goldenApply(.selectSegment(index: 1)) }
        let first = GWho.title("First")

        let step = try session.goldenApply(.setSegment(index: 1))
        expectGolden(step, causes: "managing.pushThenSwitch.step") {
            // selectedSegmentIndex set in code sends nothing (DESIGN.md §3.9); the app calls didChangeSegmentControl:
            // itself (origin app, see GExp.valueChanged).
            GExp.valueChanged(smvc, .app, depth: 0)
            // [active viewWillDisappear:NO]: Italy already disappeared (smvc forwarded the push's
            // viewWillDisappear/viewDidDisappear) → duplicate; now disappearing.
            flagged(.willDisappear(italy, false, .container, depth: 1))
            // removeFromSuperview: smvc.view is off screen → no system call (DESIGN.md §3).
            // [active viewDidDisappear:NO]: disappearing → disappeared, fits.
            GExp.didDisappear(italy, false, .container, depth: 1)
            // [active viewWillAppear:NO]: fits (the state machine does not know it is off screen).
            GExp.willAppear(australia, false, .container, depth: 1)
            // addSubview: `view` loads Australia (DESIGN.md §3); off screen → nothing from the system (DESIGN.md §3.5).
            GExp.load(australia, depth: 1)
            // [active viewDidAppear:NO]: appearing → appeared — while not in the window (`inWindow`, DESIGN.md §3.11).
            flagged(.didAppear(australia, false, .container, depth: 1), .appearedOffWindow)
        }
        // 001: the back item is now "Australia", and the pushed screen's back button shows it (DESIGN.md §3.10).
        #expect(session.state().current.backButtonTitle == "Australia")
        #expect(session.state().selectedIndex == 1)

        let back = try session.goldenApply(.tapBack)
        expectGolden(back, causes: "managing.pushThenSwitch.back") {
            GExp.willMove(first, to: .none, depth: 0)  // inside pop (DESIGN.md §3.2)
            GExp.willDisappear(first, true)  // layout pass (DESIGN.md §3.2)
            GExp.willAppear(smvc, true)  // smvc disappeared → fits
            // 001 forwards to Australia, which the off-screen switch left "appeared" → duplicate.
            flagged(.willAppear(australia, true, .container, depth: 1))
            GExp.willShow(smvc, smvc, true, depth: 0)
            flagged(.willAppear(smvc, true, .delegate, depth: 1))
            flagged(.willAppear(australia, true, .container, depth: 2))
            GExp.didDisappear(first, true, late: true)  // end of the animation (DESIGN.md §3.2)
            GExp.didMove(first, to: .none, late: true)
            GExp.didAppear(smvc, true, late: true)  // appearing → appeared, fits
            GExp.didAppear(australia, true, .container, depth: 1, late: true)  // appearing → appeared, fits
            GExp.didShow(smvc, smvc, true, depth: 0, late: true)
            flagged(.didAppear(smvc, true, .delegate, depth: 1, late: true))
            flagged(.didAppear(australia, true, .container, depth: 2, late: true))
        }
    }

    /// Creation order in crafterm-2010: smvc (app delegate), nav (app delegate), Italy, Australia (smvc's
    /// viewDidLoad), then pushed screens. Each registered for the memory-warning notification at init, so the
    /// system delivers in that order (DESIGN.md §3.8).
    @GoldenList
    private static func warningWithForwarding() -> [GExp] {
        // System → smvc; 001: [super didReceiveMemoryWarning], then forwards to every segment controller.
        GExp.memoryWarning(smvc, depth: 0)
        GExp.memoryWarning(italy, .container, depth: 1)
        GExp.memoryWarning(australia, .container, depth: 1)
        GExp.memoryWarning(mNav, depth: 0)
        // The system's own delivery to Italy and Australia: the second in this warning (DESIGN.md §2, DESIGN.md §3.8).
        flagged(.memoryWarning(italy, depth: 0), .duplicateMemoryWarning)
        flagged(.memoryWarning(australia, depth: 0), .duplicateMemoryWarning)
    }

    @Test("memory warning on root, modern")
    func memoryWarningRootModern() throws {
        var (session, _) = try goldenPreset(.crafterm2010)
        let step = try session.goldenApply(.memoryWarning)
        expectGolden(step, causes: "managing.memoryWarningRootModern") {
            Self.warningWithForwarding()  // modern: nothing unloads (DESIGN.md §3.8)
        }
    }

    @Test("memory warning on root, legacy")
    func memoryWarningRootLegacy() throws {
        var (session, _) = try goldenPreset(.crafterm2010, runtime: .legacy)
        let step = try session.goldenApply(.memoryWarning)
        expectGolden(step, causes: "managing.memoryWarningRootLegacy") {
            // Legacy unloads views without a superview (DESIGN.md §3.8): smvc.view is in the nav's view, Italy's in
            // smvc.view, Australia's never loaded → nothing unloads; the forwarding duplicates as in modern.
            Self.warningWithForwarding()
        }
    }

    @Test("memory warning with a pushed screen, modern")
    func memoryWarningPushedModern() throws {
        var (session, _) = try goldenPreset(.crafterm2010)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1)])
        let step = try session.goldenApply(.memoryWarning)
        expectGolden(step, causes: "managing.memoryWarningPushedModern") {
            Self.warningWithForwarding()
            GExp.memoryWarning(.topAfter, depth: 0)  // the detail, created last; modern: nothing unloads
        }
    }

    @Test("memory warning with a pushed screen, legacy")
    func memoryWarningPushedLegacy() throws {
        var (session, _) = try goldenPreset(.crafterm2010, runtime: .legacy)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1)])
        let step = try session.goldenApply(.memoryWarning)
        expectGolden(step, causes: "managing.memoryWarningPushedLegacy") {
            // smvc first: 001 calls [super didReceiveMemoryWarning] first; smvc.view left the nav's view when
            // the detail was pushed → no superview → released, viewDidUnload (DESIGN.md §3.8) …
            GExp.memoryWarning(smvc, depth: 0)
            GExp.unload(smvc, depth: 1)
            // … 001 viewDidUnload sets segmentedViewControllers and activeViewController to nil, so the
            // forwarding loop that follows runs over nil: no forwarded calls. Those properties were the only
            // owners of Italy and Australia: they are deallocated and get no system delivery either.
            // The nav (in the window) and the detail (in the nav's view) keep their views.
            GExp.memoryWarning(mNav, depth: 0)
            GExp.memoryWarning(.topAfter, depth: 0)
        }
        #expect(session.state().goldenController(classNamed: "SegmentManagingViewController")?.viewLoaded == false)
    }

    @Test("popToRoot with three pushed screens")
    func popToRootThree() throws {
        var (session, _) = try goldenPreset(.crafterm2010)
        try session.goldenPrepare([.push(GScreens.first), .push(GScreens.second), .push(GScreens.third)])
        let step = try session.goldenApply(.popToRoot)
        let a = goldenPopToRootAnimated
        let third = GWho.title("Third")
        expectGolden(step, causes: "managing.popToRootThree") {
            // Removed controllers in old-stack order: willMove(nil), the hidden ones didMove(nil) at once
            // (DESIGN.md §3 popToRoot, DESIGN.md §3.3); the top one only willMove(nil) here (DESIGN.md §3.2).
            GExp.willMove(.title("First"), to: .none, depth: 0)
            GExp.didMove(.title("First"), to: .none, depth: 0)
            GExp.willMove(.title("Second"), to: .none, depth: 0)
            GExp.didMove(.title("Second"), to: .none, depth: 0)
            GExp.willMove(third, to: .none, depth: 0)
            // Layout pass: a pop from Third to smvc (DESIGN.md §3.2); the middle ones get no appearance calls.
            GExp.willDisappear(third, a)
            GExp.willAppear(smvc, a)  // fits
            GExp.willAppear(italy, a, .container, depth: 1)  // 001 forward, fits
            GExp.willShow(smvc, smvc, a, depth: 0)
            flagged(.willAppear(smvc, a, .delegate, depth: 1))  // 001 delegate → duplicate
            flagged(.willAppear(italy, a, .container, depth: 2))
            GExp.didDisappear(third, a, late: a)
            GExp.didMove(third, to: .none, late: a)
            GExp.didAppear(smvc, a, late: a)
            GExp.didAppear(italy, a, .container, depth: 1, late: a)
            GExp.didShow(smvc, smvc, a, depth: 0, late: a)
            flagged(.didAppear(smvc, a, .delegate, depth: 1, late: a))
            flagged(.didAppear(italy, a, .container, depth: 2, late: a))
        }
    }

    // MARK: seed vs corrected: duplicate appearance calls

    private static let appearanceNames: Set<Event.Name> = [
        .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
    ]

    private static func calls(_ events: [Event], to id: String) -> [Event.Name] {
        events.filter { $0.receiver.id == id && appearanceNames.contains($0.name) }.map(\.name)
    }

    @Test("seed: duplicate appearance and memory-warning calls are delivered and flagged")
    func duplicatesSeed() throws {
        var (session, launch) = try goldenPreset(.crafterm2010)
        let switched = try session.goldenApply(.selectSegment(index: 1))
        let warned = try session.goldenApply(.memoryWarning)
        let italyID = try #require(goldenID(switched, title: "Italy"))
        // Italy hears viewWillDisappear and viewDidDisappear twice each (manual + system).
        #expect(
            Self.calls(switched.events, to: italyID)
                == [.viewWillDisappear, .viewWillDisappear, .viewDidDisappear, .viewDidDisappear])
        #expect(launch.events.contains { $0.args.code == .duplicateAppearance })
        #expect(switched.events.filter { $0.args.code == .duplicateAppearance }.count == 4)
        #expect(warned.events.filter { $0.args.code == .duplicateMemoryWarning }.count == 2)
        #expect(session.warningCount > 0)
    }

    @Test("corrected: every controller gets each appearance call once; memory warnings once")
    func duplicatesCorrected() throws {
        var (session, launch) = try goldenPreset(.crafterm2010, fidelity: .corrected)
        let smvcID = try #require(launch.after.goldenController(classNamed: "SegmentManagingViewController")?.id)
        let italyID = try #require(goldenID(launch, title: "Italy"))
        #expect(Self.calls(launch.events, to: smvcID) == [.viewWillAppear, .viewDidAppear])
        #expect(Self.calls(launch.events, to: italyID) == [.viewWillAppear, .viewDidAppear])

        let switched = try session.goldenApply(.selectSegment(index: 1))
        let australiaID = try #require(goldenID(switched, title: "Australia"))
        #expect(Self.calls(switched.events, to: italyID) == [.viewWillDisappear, .viewDidDisappear])
        #expect(Self.calls(switched.events, to: australiaID) == [.viewWillAppear, .viewDidAppear])
        #expect(switched.events.filter { $0.receiver.id == australiaID && $0.name == .viewDidLoad }.count == 1)

        let pushed = try session.goldenApply(.tapRow(row: 1))
        #expect(Self.calls(pushed.events, to: australiaID) == [.viewWillDisappear, .viewDidDisappear])
        let detailID = try #require(pushed.after.navigationStack.last?.id)
        #expect(Self.calls(pushed.events, to: detailID) == [.viewWillAppear, .viewDidAppear])

        let warned = try session.goldenApply(.memoryWarning)
        for c in warned.after.controllers {
            #expect(
                warned.events.filter { $0.receiver.id == c.id && $0.name == .didReceiveMemoryWarning }.count == 1,
                "\(c.className) hears the memory warning once")
        }
        let all = launch.events + switched.events + pushed.events + warned.events
        #expect(!all.contains { $0.name == .warning })
        #expect(session.warningCount == 0)
    }

    // MARK: seed vs corrected: legacy, memory warning while pushed, then back

    @Test("seed, legacy: memory warning while pushed, then back → smvc reloads and comes back on segment 0")
    func legacyBackAfterMemoryWarningSeed() throws {
        var (session, _) = try goldenPreset(.crafterm2010, runtime: .legacy)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1), .memoryWarning])
        let step = try session.goldenApply(.tapBack)
        let detail = GWho.topBefore
        let newItaly = GWho.fresh("Italy")
        // Legacy: the transition runs synchronously inside pop, no layout-pass deferral (DESIGN.md §3 legacy, DESIGN.md §3.7);
        // the back button still animates, and an animation still ends 0.35 s later (DESIGN.md §3.1 "the last four wait
        // for the animation's end"; §3.0: in both runtimes).
        expectGolden(step, causes: "managing.legacyBackAfterMemoryWarningSeed") {
            // Inside pop: B.willMove(nil) (DESIGN.md §3.2).
            GExp.willMove(detail, to: .none, depth: 0)
            // iOS ≤ 5: A reloads first, its view having been unloaded (DESIGN.md §3.2, §8) → 001 viewDidLoad again:
            // new Italy and Australia controllers, the control back at selectedSegmentIndex = 0, the "kick":
            GExp.load(smvc, depth: 0)
            GExp.valueChanged(smvc, .container, depth: 1)  // the "kick" [self didChangeSegmentControl:]
            GExp.willAppear(newItaly, false, .container, depth: 2)  // [active viewWillAppear:NO]
            GExp.load(newItaly, depth: 2)  // addSubview loads it; legacy: no automatic calls (DESIGN.md §3.5)
            // [active viewDidAppear:NO], smvc's new view not in the window yet (`inWindow`, DESIGN.md §3.11).
            flagged(.didAppear(newItaly, false, .container, depth: 2), .appearedOffWindow)
            // The flaw: the rebuilt state dropped the user's selection (Australia) (DESIGN.md §2 legacy).
            // Convention (engine's): receiver smvc, origin system, at the end of its viewDidLoad.
            GExp.warning(smvc, .selectionReset, .system, depth: 1)
            // The pop proper (DESIGN.md §3.2, synchronous in legacy): B.viewWillDisappear, A.viewWillAppear …
            GExp.willDisappear(detail, true)
            GExp.willAppear(smvc, true)
            // … forwarded to the new Italy, already appeared by the kick → duplicate.
            flagged(.willAppear(newItaly, true, .container, depth: 1))
            GExp.willShow(smvc, smvc, true, depth: 0)
            flagged(.willAppear(smvc, true, .delegate, depth: 1))
            flagged(.willAppear(newItaly, true, .container, depth: 2))
            // End of the animation (DESIGN.md §3.2).
            GExp.didDisappear(detail, true, late: true)
            GExp.didMove(detail, to: .none, late: true)
            GExp.didAppear(smvc, true, late: true)  // appearing → appeared, fits
            GExp.didAppear(newItaly, true, .container, depth: 1, late: true)  // fits
            GExp.didShow(smvc, smvc, true, depth: 0, late: true)
            flagged(.didAppear(smvc, true, .delegate, depth: 1, late: true))
            flagged(.didAppear(newItaly, true, .container, depth: 2, late: true))
        }
        let state = session.state()
        #expect(state.selectedIndex == 0)  // the user was on Australia
        #expect(state.current.segment == 0)
        #expect(state.current.title == "Italy")
    }

    @Test("corrected, legacy: memory warning while pushed, then back → still on segment 1")
    func legacyBackAfterMemoryWarningCorrected() throws {
        var (session, _) = try goldenPreset(.crafterm2010, runtime: .legacy, fidelity: .corrected)
        try session.goldenPrepare([.selectSegment(index: 1), .tapRow(row: 1), .memoryWarning])
        let step = try session.goldenApply(.tapBack)
        let state = session.state()
        #expect(state.selectedIndex == 1)
        #expect(state.current.segment == 1)
        #expect(state.current.title == "Australia")
        #expect(!step.events.contains { $0.args.code == .selectionReset })
        // The controller that reappears is an Australia one, and no Italy controller appears.
        let australiaIDs = Set(state.controllers.filter { $0.title == "Australia" }.map(\.id))
        #expect(step.events.contains { australiaIDs.contains($0.receiver.id) && $0.name == .viewWillAppear })
        let italyIDs = Set((step.before.controllers + state.controllers).filter { $0.title == "Italy" }.map(\.id))
        #expect(!step.events.contains { italyIDs.contains($0.receiver.id) && $0.name == .viewWillAppear })
    }
}
