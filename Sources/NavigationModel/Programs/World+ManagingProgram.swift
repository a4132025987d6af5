/// Seeds 000/001/003 (Crafter 2010): `SegmentManagingViewController`, a container without the containment API, and the
/// example project's app delegate.
extension World {
    /// The example project's app delegate: managing controller, `initWithRootViewController:`, then
    /// `[window addSubview:nav.view]`. The article makes the managing controller the navigation controller's delegate but
    /// the example project never assigns it; segnav assigns it here, as the text intends (DESIGN.md §2).
    mutating func launchManaging() {
        caused(by: CauseContext(flaw: .none, code: .appDelegate)) { world in
            let m = world.makeController(className: Strategy.managing.containerClassName, title: nil, role: .managing, screen: nil)
            world.program.host = m
            _ = world.makeNavigationController(root: m)
            world.nav.delegate = m
            world.putNavigationControllerInWindow()
        }
    }

    /// `viewDidLoad`: creates the segment controllers (`initWithParentViewController:`, title set in init), the control
    /// with segment 0 selected as its title view, and kicks `didChangeSegmentControl:`.
    /// A legacy reload after `viewDidUnload` rebuilds everything: new controllers, back on segment 0 (the seed's flaw,
    /// reported as `selectionReset`). Corrected: the controllers survive the unload and the selection is restored.
    mutating func managingViewDidLoad(_ m: VCRef) {
        caused(by: CauseContext(flaw: .none, code: .managingViewDidLoad)) { world in
            let isReload = world.program.loads > 0
            world.program.loads += 1
            let previous = world.program.lastSelected
            if world.program.segmentVCs.isEmpty {
                for spec in world.program.specs {
                    let vc = world.makeSegmentController(spec)
                    world.controllers[vc].managingParent = m
                    world.program.segmentVCs.append(vc)
                }
            }
            let titles = world.program.segmentVCs.map { world.controllers[$0].title }
            let selected = world.isSeed ? 0 : min(previous, titles.count - 1)
            world.program.control = SegmentedControlState(items: titles, selected: selected)
            world.program.controlOwner = m
            world.program.lastSelected = selected
            world.record(.valueChanged, m, origin: .container)
            world.depth += 1
            world.didChangeSegmentControl()
            world.depth -= 1
            if world.isSeed, isReload, previous != selected {
                world.warn(
                    .selectionReset, m, "viewDidLoad rebuilt the segments after viewDidUnload: segment \(previous) became \(selected)",
                    flaw: .rebuildOnReload)
            }
        }
    }

    /// Whether `didChangeSegmentControl:` calls the appearance methods around its view swap. Seed: always, on top of
    /// whatever UIKit sends. Corrected: never on modern (UIKit's window-move hook sends them, DESIGN.md §3.5); on legacy only
    /// while the managing controller is on screen (no hook there, and its own forwarding covers the off-screen case).
    @inline(__always)
    private var managingSendsAppearanceByHand: Bool {
        isSeed || (!isModern && controllers[program.host].appearance == .appeared)
    }

    /// `didChangeSegmentControl:`: old `viewWillDisappear:NO` → `removeFromSuperview` → `viewDidDisappear:NO`; new
    /// `viewWillAppear:NO` → `addSubview` → `viewDidAppear:NO`; then the back button titled after the segment.
    /// Corrected: re-selecting the shown segment only refreshes the back button.
    mutating func didChangeSegmentControl() {
        let m = program.host
        guard let control = program.control, !program.segmentVCs.isEmpty else { return }
        let incoming = program.segmentVCs[control.selected]
        let byHand = managingSendsAppearanceByHand
        caused(by: CauseContext(flaw: isSeed ? .managingManualAppearance : .none, code: .managingSegmentChanged)) { world in
            let alreadyShown = world.program.active == incoming && world.controllers[incoming].superview == .view(m)
            if world.isSeed || !alreadyShown {
                if let old = world.program.active, world.isAlive(old) {
                    if byHand { world.appearance(.viewWillDisappear, old, animated: false, origin: .container) }
                    world.loadViewIfNeeded(old)
                    world.removeFromSuperview(old)
                    if byHand { world.appearance(.viewDidDisappear, old, animated: false, origin: .container) }
                }
                world.program.active = incoming
                if byHand { world.appearance(.viewWillAppear, incoming, animated: false, origin: .container) }
                world.loadViewIfNeeded(m)
                world.loadViewIfNeeded(incoming)
                world.addSubview(incoming, to: .view(m))
                if byHand { world.appearance(.viewDidAppear, incoming, animated: false, origin: .container) }
            }
            world.controllers[m].backBarButtonTitle = control.items[control.selected]
            world.controllers[m].hasBackBarButtonItem = true
        }
    }

    /// Its four appearance methods call super, then forward to the active controller (both fidelities: on modern a
    /// detached controller hears nothing when an ancestor view leaves the window, DESIGN.md §3.5).
    mutating func managingForwardAppearance(_ name: Event.Name, animated: Bool) {
        guard let a = program.active, isAlive(a) else { return }
        appearance(name, a, animated: animated, origin: .container)
    }

    /// Delegate `willShowViewController:` → `[viewController viewWillAppear:animated]` on top of the system's call.
    /// Corrected: the delegate methods stay (the events show them) but call nothing.
    mutating func managingDelegateWillShow(_ shown: VCRef, animated: Bool) {
        guard strategy == .managing, isSeed else { return }
        caused(by: CauseContext(flaw: .managingDelegateAppearance, code: .managingWillShow)) {
            $0.appearance(.viewWillAppear, shown, animated: animated, origin: .delegate)
        }
    }

    /// Delegate `didShowViewController:` → `[viewController viewDidAppear:animated]`.
    mutating func managingDelegateDidShow(_ shown: VCRef, animated: Bool) {
        guard strategy == .managing, isSeed else { return }
        caused(by: CauseContext(flaw: .managingDelegateAppearance, code: .managingDidShow)) {
            $0.appearance(.viewDidAppear, shown, animated: animated, origin: .delegate)
        }
    }

    /// `didReceiveMemoryWarning`: super (legacy: may unload its own view → `viewDidUnload`), then — seed only — forwards
    /// to every segment controller, each of which already hears the system's warning (DESIGN.md §3.8).
    mutating func managingDidReceiveMemoryWarning(_ m: VCRef) {
        defaultDidReceiveMemoryWarning(m)
        guard isSeed else { return }
        caused(by: CauseContext(flaw: .managingMemoryForwarding, code: .managingMemoryWarning)) { world in
            for vc in world.program.segmentVCs { world.didReceiveMemoryWarning(vc, origin: .container) }
        }
    }

    /// `viewDidUnload`: the seed releases its own references — the control, the segment controllers (deallocated: nothing
    /// else holds them) and the active controller. The control itself survives: the navigation item (the controller's,
    /// not its view's) still holds it as `titleView`, with its segments and selection, until the next `viewDidLoad`
    /// replaces it (DESIGN.md §3.8). Corrected: the controllers and the selection stay too.
    mutating func managingViewDidUnload(_ m: VCRef) {
        guard isSeed else { return }
        let dropped = program.segmentVCs
        program.segmentVCs = []
        program.active = nil
        for vc in dropped {
            controllers[vc].retainedByProgram = false
            releaseIfUnowned(vc)
        }
    }
}
