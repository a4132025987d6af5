/// A container session's launch and its user actions (docs/containers.md part 3, DESIGN.md §3.20).
extension World {
    /// The app delegate: the segment controllers (views unloaded, no parent), the container (`init` hook), then
    /// `UINavigationController(rootViewController:)` and the window, as DESIGN.md §3.6 with the container as its root.
    mutating func launchContainer(_ program: ContainerProgram, width: Double) {
        installContainer(ContainerRuntime(program: program, segments: self.program.specs.count, width: width))
        if program.isObject { return launchContainerObject(program) }
        caused(by: CauseContext(code: .appDelegate)) { world in
            for spec in world.program.specs {
                world.program.segmentVCs.append(world.makeSegmentController(spec))
            }
            let host = world.makeController(className: program.className, title: nil, role: .program, screen: nil)
            world.controllers[host].retainedByProgram = true
            world.program.host = host
            world.program.control = SegmentedControlState(items: world.program.specs.map(\.title), selected: 0)
            world.program.controlOwner = host
            world.containerHook(.`init`)
            _ = world.makeNavigationController(root: host)
            if program.isNavigationDelegate { world.nav.delegate = host }
            world.putNavigationControllerInWindow()
        }
    }

    /// `selectSegment` (animated, a user's tap) or `setSegment` (not animated, app code) fires `select` (docs/containers.md part 3):
    /// with the navigation bar's control, only for another segment, after its `valueChanged`; with `own`, always.
    mutating func containerSelect(_ index: Int, user: Bool) -> Bool {
        let own = hasContainer && containerState.program.control == .own
        if !own {
            guard var control = program.control else { return false }
            if user && control.selected == index { return false }
            control.selected = index
            program.control = control
            caused(by: CauseContext(rule: .segmentedControl)) {
                $0.record(.valueChanged, $0.program.host, origin: user ? .system : .app)
            }
        } else {
            program.control?.selected = index
        }
        program.lastSelected = index
        if hasContainer { containerState.selected = index }
        containerHook(.select, .number(Double(index)), .bool(user), nested: !own)
        return true
    }

    /// The table a `tapRow` taps when the container is the screen touched: the first segment controller, in segment
    /// order, whose view is in the window and visible (docs/containers.md part 3).
    var containerVisibleTable: VCRef? {
        for (i, vc) in program.segmentVCs.enumerated() where isInWindow(vc) && containerVisible(i, vc) {
            return controllers[vc].screen?.kind == .table ? vc : nil
        }
        return nil
    }
}
