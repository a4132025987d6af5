/// Seed 004 (De Ponte 2016): `SegmentedViewController`, a container using the child-containment API, and its app delegate.
extension World {
    /// The app delegate of seed 004: segment controllers first (`vc.view.backgroundColor = …` loads a color screen's view
    /// there and then), then the container, `UINavigationController(rootViewController:)`, `window.rootViewController`.
    mutating func launchContainment() {
        caused(by: CauseContext(flaw: .none, code: .appDelegate)) { world in
            for spec in world.program.specs {
                let vc = world.makeSegmentController(spec)
                world.program.segmentVCs.append(vc)
                if spec.screen.kind == .color { world.loadViewIfNeeded(vc) }
            }
            let svc = world.makeController(className: Strategy.containment.containerClassName, title: nil, role: .containment, screen: nil)
            world.program.host = svc
            _ = world.makeNavigationController(root: svc)
            world.putNavigationControllerInWindow()
        }
    }

    /// `segmentTitles()`: the seed skips controllers whose title is nil, so segment i can name controller j ≠ i.
    /// Corrected: one segment per controller, built with `insertSegment(withTitle: vc.title, …)`, which takes a nil
    /// title — an untitled segment (nil in the read-out) that still sits at its controller's index.
    var containmentTitles: [String?] {
        var titles: [String?] = []
        for vc in program.segmentVCs {
            let t = controllers[vc].title
            if t != nil || !isSeed { titles.append(t) }
        }
        return titles
    }

    /// `viewDidLoad`: control built, segment 0 selected and displayed, then the control becomes the title view.
    ///
    /// A legacy reload (the container's view was unloaded by a memory warning while a screen was pushed, DESIGN.md §3.8)
    /// runs it again: the seed starts over on segment 0 — the shown child stays a child, its view now nowhere
    /// (`selectionReset`). Corrected: the control keeps the selection and the children's views go back in.
    mutating func containerViewDidLoad(_ svc: VCRef) {
        caused(by: CauseContext(flaw: .none, code: .containerViewDidLoad)) { world in
            let isReload = world.program.loads > 0
            world.program.loads += 1
            let previous = world.program.lastSelected
            if isReload && !world.isSeed {
                world.program.control = SegmentedControlState(items: world.containmentTitles, selected: world.program.lastSelected)
                for child in world.controllers[svc].children {
                    world.loadViewIfNeeded(child)
                    world.addSubview(child, to: .view(svc))
                }
                world.program.controlOwner = svc
                return
            }
            world.program.control = SegmentedControlState(items: world.containmentTitles, selected: 0)
            world.program.lastSelected = 0
            world.displaySegmentViewController(0)
            world.program.controlOwner = svc
            if world.isSeed, isReload, previous != 0 {
                world.warn(
                    .selectionReset, svc, "viewDidLoad rebuilt the control after viewDidUnload: segment \(previous) became 0",
                    flaw: .rebuildOnReload)
            }
        }
    }

    /// `segmentSelected(_:)`. Seed: display the new segment first, then hide the last one — both views are in the
    /// container meanwhile, and re-selecting the shown segment in code hides it. Corrected: nothing to do for the
    /// shown segment; hide the old one first, then display the new one.
    mutating func segmentSelected() {
        guard let control = program.control else { return }
        caused(by: CauseContext(flaw: .none, code: .containerSegmentSelected)) { world in
            let last = world.program.lastDisplayed
            if world.isSeed {
                world.displaySegmentViewController(control.selected)
                if let last { world.hideSegmentViewController(last) }
                if last == control.selected {
                    world.warn(
                        .emptySegment, world.program.host,
                        "segmentSelected hid the controller it had just displayed: the container shows nothing",
                        flaw: .containmentReselectHides)
                }
            } else {
                guard last != control.selected else { return }
                if let last { world.hideSegmentViewController(last) }
                world.displaySegmentViewController(control.selected)
            }
        }
    }

    /// Corrected seed on the legacy runtime: iPhone OS 3 sends no appearance calls to a view added to another
    /// controller's view (DESIGN.md §3.5), so the corrected container brackets the move itself — only while it is on screen,
    /// so its own forwarding does not repeat them.
    @inline(__always)
    private var containerSendsAppearanceByHand: Bool {
        !isSeed && !isModern && controllers[program.host].appearance == .appeared
    }

    /// `displaySegmentViewController(_:)`: addChild → view.addSubview → pin edges → didMove(toParent:) (DESIGN.md §3.4).
    mutating func displaySegmentViewController(_ index: Int) {
        let svc = program.host
        let vc = program.segmentVCs[index]
        caused(by: CauseContext(flaw: .none, code: .containerDisplay)) { world in
            world.addChild(vc, to: svc)
            world.loadViewIfNeeded(svc)
            world.loadViewIfNeeded(vc)
            let byHand = world.containerSendsAppearanceByHand
            if byHand { world.appearance(.viewWillAppear, vc, animated: false, origin: .container) }
            world.addSubview(vc, to: .view(svc))
            if world.isSeed && world.controllers[svc].subviews.count > 1 {
                world.warn(
                    .overlappingAppearance, svc, "two segment controllers' views are in the container during the switch",
                    flaw: .containmentDisplayBeforeHide)
            }
            world.containmentCall(.didMoveToParent, vc, parent: svc, origin: .container)
            if byHand { world.appearance(.viewDidAppear, vc, animated: false, origin: .container) }
            world.program.lastDisplayed = world.program.control?.selected
            if world.isSeed { world.checkSegmentIndex(shown: vc, index: index) }
        }
    }

    /// `hideSegmentViewController(_:)`: willMove(toParent: nil) → removeFromSuperview → removeFromParent (DESIGN.md §3.4).
    mutating func hideSegmentViewController(_ index: Int) {
        let vc = program.segmentVCs[index]
        caused(by: CauseContext(flaw: .none, code: .containerHide)) { world in
            world.containmentCall(.willMoveToParent, vc, parent: nil, origin: .container)
            let byHand = world.containerSendsAppearanceByHand
            if byHand { world.appearance(.viewWillDisappear, vc, animated: false, origin: .container) }
            world.removeFromSuperview(vc)
            world.removeFromParent(vc)
            if byHand { world.appearance(.viewDidDisappear, vc, animated: false, origin: .container) }
        }
    }

    /// `addChild(_:)`: the child joins `children`, then `willMove(toParent:)` (DESIGN.md §3.4). Adding a controller that is
    /// already this parent's child is taken as a no-op (no willMove) — low confidence, kept here alone.
    mutating func addChild(_ vc: VCRef, to parent: VCRef) {
        if controllers[vc].parent == parent { return }
        if controllers[vc].parent != nil { removeFromParent(vc) }
        controllers[parent].children.append(vc)
        controllers[vc].parent = parent
        caused(by: cause.under(.containmentChild)) { $0.containmentCall(.willMoveToParent, vc, parent: parent, origin: .system) }
    }

    /// `removeFromParent()`: leaves `children`, then UIKit calls `didMove(toParent: nil)` (DESIGN.md §3.4).
    mutating func removeFromParent(_ vc: VCRef) {
        guard let p = controllers[vc].parent else { return }
        controllers[p].children.removeAll { $0 == vc }
        controllers[vc].parent = nil
        caused(by: cause.under(.containmentChild)) { $0.containmentCall(.didMoveToParent, vc, parent: nil, origin: .system) }
    }

    /// The seed's index flaw: segment `index` is titled after the index-th titled controller, but shows controller `index`.
    private mutating func checkSegmentIndex(shown vc: VCRef, index: Int) {
        var titled = 0
        for (i, c) in program.segmentVCs.enumerated() where controllers[c].title != nil {
            if titled == index {
                if i != index {
                    let t = controllers[c].title ?? ""
                    warn(
                        .segmentIndexMismatch, vc,
                        "segment \(index) \"\(t)\" shows \(controllers[vc].id), not \(controllers[c].id) whose title it carries",
                        flaw: .containmentTitleSkipping)
                }
                return
            }
            titled += 1
        }
    }
}
