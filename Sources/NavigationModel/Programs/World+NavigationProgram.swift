/// Seed 002 (Crafter 2010, "Revisited"): a plain `SegmentsController` object swaps the navigation controller's stack.
extension World {
    /// The app delegate of seed 002: segment controllers, an empty `UINavigationController`, the `SegmentsController`,
    /// the control (titles = controller titles), `firstUserExperience` (select the launch segment, call the handler),
    /// then `[window addSubview:navigationController.view]`.
    mutating func launchNavigation(selectedIndex: Int) {
        let savedCause = cause
        defer { cause = savedCause }
        cause = CauseContext(flaw: .none, code: .appDelegate)
        for spec in program.specs { program.segmentVCs.append(makeSegmentController(spec)) }
        _ = makeNavigationController(root: nil)
        program.control = SegmentedControlState(items: program.segmentVCs.map { controllers[$0].title }, selected: 0)
        program.storedStacks = Array(repeating: [], count: program.segmentVCs.count)
        program.control?.selected = selectedIndex
        program.lastSelected = selectedIndex
        callChangeHandler(origin: .app)
        depth = 0
        putNavigationControllerInWindow()
    }

    /// `indexDidChangeForSegmentedControl:`: `setViewControllers([incoming], animated: NO)`, then the control moves into
    /// the incoming controller's `navigationItem.titleView`. Seed: the old segment's pushed screens are thrown away
    /// (`stackDiscarded`). Corrected: each segment's stack is stored when it is left and restored when it comes back.
    mutating func indexDidChangeForSegmentedControl() {
        guard let control = program.control else { return }
        let index = control.selected
        let incoming = program.segmentVCs[index]
        let savedCause = cause
        defer { cause = savedCause }
        cause = CauseContext(flaw: .none, code: .segmentsControllerIndexChanged)
        if isSeed {
            let discarded = max(0, nav.stack.count - 1)
            let oldRoot = nav.stack.first
            setViewControllers([incoming], animated: false)
            if discarded > 0, let oldRoot {
                warn(.stackDiscarded, oldRoot,
                    "setViewControllers(_:animated:) discarded \(discarded) screen(s) pushed on segment \(program.currentSegment)",
                    flaw: .navigationStackDiscarded)
            }
        } else if nav.stack.first != incoming {
            if let root = nav.stack.first, let old = program.segmentVCs.firstIndex(of: root) {
                program.storedStacks[old] = nav.stack
            }
            let stored = program.storedStacks[index]
            program.storedStacks[index] = []
            setViewControllers(stored.isEmpty ? [incoming] : stored, animated: false)
        }
        program.currentSegment = index
        program.controlOwner = incoming
    }
}
