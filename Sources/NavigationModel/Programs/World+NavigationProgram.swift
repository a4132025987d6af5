/// Seed 002 (Crafter 2010, "Revisited"): a plain `SegmentsController` object swaps the navigation controller's stack.
extension World {
    /// The app delegate of seed 002: segment controllers, an empty `UINavigationController`, the `SegmentsController`,
    /// the control (titles = controller titles), `firstUserExperience` (select the launch segment, call the handler),
    /// then `[window addSubview:navigationController.view]`.
    mutating func launchNavigation(selectedIndex: Int) {
        caused(by: CauseContext(flaw: .none, code: .appDelegate)) { world in
            for spec in world.program.specs { world.program.segmentVCs.append(world.makeSegmentController(spec)) }
            _ = world.makeNavigationController(root: nil)
            world.program.control = SegmentedControlState(items: world.program.segmentVCs.map { world.controllers[$0].title }, selected: 0)
            world.program.storedStacks = Array(repeating: [], count: world.program.segmentVCs.count)
            world.program.control?.selected = selectedIndex
            world.program.lastSelected = selectedIndex
            world.callChangeHandler(origin: .app)
            world.depth = 0
            world.putNavigationControllerInWindow()
        }
    }

    /// `indexDidChangeForSegmentedControl:`: `setViewControllers([incoming], animated: NO)`, then the control moves into
    /// the incoming controller's `navigationItem.titleView`. Seed: the old segment's pushed screens are thrown away
    /// (`stackDiscarded`). Corrected: each segment's stack is stored when it is left and restored when it comes back.
    mutating func indexDidChangeForSegmentedControl() {
        guard let control = program.control else { return }
        let index = control.selected
        let incoming = program.segmentVCs[index]
        caused(by: CauseContext(flaw: .none, code: .segmentsControllerIndexChanged)) { world in
            if world.isSeed {
                let discarded = max(0, world.nav.stack.count - 1)
                let oldRoot = world.nav.stack.first
                world.setViewControllers([incoming], animated: false)
                if discarded > 0, let oldRoot {
                    world.warn(
                        .stackDiscarded, oldRoot,
                        "setViewControllers(_:animated:) discarded \(discarded) screen(s) pushed on segment \(world.program.currentSegment)",
                        flaw: .navigationStackDiscarded)
                }
            } else if world.nav.stack.first != incoming {
                if let root = world.nav.stack.first, let old = world.program.segmentVCs.firstIndex(of: root) {
                    world.program.storedStacks[old] = world.nav.stack
                }
                let stored = world.program.storedStacks[index]
                world.program.storedStacks[index] = []
                world.setViewControllers(stored.isEmpty ? [incoming] : stored, animated: false)
            }
            world.program.currentSegment = index
            world.program.controlOwner = incoming
        }
    }
}
