/// The layout pass (DESIGN.md §3.21): a view UIKit is making appear is laid out once it is in the window, after its
/// `viewWillAppear` and before its `viewDidAppear` — in the turn's layout pass, between the navigation controller's
/// transitions and the Core Animation commit, parents before children; or, when UIKit ends the appearance first (a
/// transition without animation), right before that `viewDidAppear`. One pass for every strategy: a container program's
/// layout hooks (R10, DESIGN.md §3.20) run inside it.
extension World {
    /// Phase 2b of `finishTurn`: the layout events when the session records them, and a container program's hooks.
    mutating func layoutPass() {
        var hooksDue = containerLayoutHooksDue()
        if recordsLayout != nil && isModern {
            // A hook may add views that then need laying out in the same pass: walk again until a walk finds none, at
            // most once per controller (each walk lays out at least one, and none twice).
            var walks = 0
            while walks <= controllers.count, layOutPending(hooksDue: &hooksDue) { walks += 1 }
        }
        if hooksDue { runContainerLayoutHooks() }
    }

    /// UIKit's own appearance calls move a controller's layout mark (a session recording the layout pass only): its
    /// `viewWillAppear` leaves it pending; its `viewDidAppear` lays it out first if it still is (and its view is in the
    /// window); a disappearance clears it. Calls a program makes by hand are not UIKit's appearance machinery and move
    /// nothing (DESIGN.md §3.21).
    mutating func noteLayout(before name: Event.Name, _ vc: VCRef, animated: Bool) {
        switch name {
        case .viewWillAppear:
            controllers[vc].layoutMark = animated ? .pendingAnimated : .pending
        case .viewDidAppear:
            if isModern, let mark = controllers[vc].layoutMark, mark != .done, isInWindow(vc) {
                var hooks = false
                if vc == program.host, hasContainer, !containerState.failed, !containerState.inWindowAtLastLayout {
                    if hasContainer { containerState.inWindowAtLastLayout = true }
                    hooks = true
                }
                let saved = depth
                layOut(vc, mark, hooks: hooks)
                depth = saved
            }
            controllers[vc].layoutMark = nil
        default:
            controllers[vc].layoutMark = nil
        }
    }

    /// Whether the container's view has entered the window since the last pass (its hooks run in this one); updates
    /// what the next pass compares with. False without a container program.
    private mutating func containerLayoutHooksDue() -> Bool {
        // Fields read in place: a copy of the runtime here was one per turn.
        guard hasContainer, !containerState.failed, program.host >= 0 else { return false }
        let inWindow = isInWindow(program.host)
        let before = containerState.inWindowAtLastLayout
        if before != inWindow { containerState.inWindowAtLastLayout = inWindow }
        return inWindow && !before
    }

    /// The program's `viewDidLayoutSubviews` then `viewIsAppearing` hooks (R10), at the pass's depth.
    private mutating func runContainerLayoutHooks() {
        depth = 0
        containerHook(.viewDidLayoutSubviews, nested: false)
        containerHook(.viewIsAppearing, nested: false)
        depth = 0
    }

    /// One walk of the window's view tree, parents before children: every controller with a pending layout mark
    /// whose view is in the window is laid out. Answers whether it laid out any. The order is taken before the calls,
    /// so a hook that changes the tree is seen by the next walk.
    private mutating func layOutPending(hooksDue: inout Bool) -> Bool {
        var order: [VCRef] = []
        for root in windowSubviews { collectViewTree(root, into: &order) }
        var laidOut = false
        for vc in order where isAlive(vc) && isInWindow(vc) {
            guard let mark = controllers[vc].layoutMark, mark != .done else { continue }
            laidOut = true
            let hooks = hooksDue && vc == program.host
            if hooks { hooksDue = false }
            depth = 0
            layOut(vc, mark, hooks: hooks)
            depth = 0
        }
        return laidOut
    }

    /// `viewWillLayoutSubviews`, `viewDidLayoutSubviews` (then the program's hook of that name), `viewIsAppearing`
    /// (then the program's hook), at the current depth; marks `vc` laid out for this appearance.
    private mutating func layOut(_ vc: VCRef, _ mark: LayoutMark, hooks: Bool) {
        controllers[vc].layoutMark = .done
        caused(by: CauseContext(rule: .layoutPass)) { world in
            world.record(.viewWillLayoutSubviews, vc, origin: .system)
            world.record(.viewDidLayoutSubviews, vc, origin: .system)
            if hooks { world.containerHook(.viewDidLayoutSubviews, nested: true) }
            world.record(.viewIsAppearing, vc, origin: .system, animated: mark == .pendingAnimated)
            if hooks { world.containerHook(.viewIsAppearing, nested: true) }
        }
    }

    /// `vc` and the controllers whose root views lie below its root view, depth first, back to front.
    private func collectViewTree(_ vc: VCRef, into order: inout [VCRef]) {
        guard isAlive(vc), order.count <= controllers.count else { return }
        order.append(vc)
        for sub in controllers[vc].subviews { collectViewTree(sub, into: &order) }
    }
}
