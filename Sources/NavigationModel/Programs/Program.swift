/// `UISegmentedControl` state (DESIGN.md §3.9: only a user tap on another segment sends `valueChanged`).
struct SegmentedControlState: Codable, Sendable {
    var items: [String?]
    var selected: Int
}

/// The seed program's own objects and instance variables, whatever the strategy.
struct Program: Codable, Sendable {
    /// The segments as configured (the programs create their controllers from them, and the managing seed again on reload).
    var specs: [SegmentSpec] = []
    /// The container (`SegmentedViewController`) or the `SegmentManagingViewController`; -1 for the navigation seed.
    var host: VCRef = -1
    /// `segmentViewControllers` / `segmentedViewControllers` / `SegmentsController.viewControllers`.
    var segmentVCs: [VCRef] = []
    var control: SegmentedControlState?
    /// The controller whose `navigationItem.titleView` is the control.
    var controlOwner: VCRef?
    /// Containment seed's `lastDisplayedSegmentViewControllerIndex`.
    var lastDisplayed: Int?
    /// Managing seed's `activeViewController`.
    var active: VCRef?
    /// Last `selectedSegmentIndex` the app set or the user chose (read-out while the managing seed has no control).
    var lastSelected = 0
    /// Times the managing controller's `viewDidLoad` ran (a second run is a legacy reload).
    var loads = 0
    /// Corrected navigation: each segment's stack while another segment is shown.
    var storedStacks: [[VCRef]] = []
    /// Navigation seed: the segment whose controller is at the bottom of the stack.
    var currentSegment = 0
}

extension ScreenSpec {
    /// `class` if given, else "<Title>ViewController" with non-alphanumerics removed, else "UIViewController".
    func resolvedClassName(title fallback: String? = nil) -> String {
        if let className { return className }
        guard let t = title ?? fallback else { return "UIViewController" }
        var name = ""
        for ch in t.unicodeScalars where ch.properties.isAlphabetic || ("0"..."9").contains(ch) { name.unicodeScalars.append(ch) }
        return name.isEmpty ? "UIViewController" : name + "ViewController"
    }
}

extension World {
    /// The target of the control's `valueChanged` action in each seed.
    @inline(__always)
    var controlTarget: VCRef {
        strategy == .navigation ? segmentsControllerRef : program.host
    }

    /// A segment's controller as the seed's code creates it (title set in its initializer, as all three seeds do).
    mutating func makeSegmentController(_ spec: SegmentSpec) -> VCRef {
        let vc = makeController(
            className: spec.screen.resolvedClassName(title: spec.title), title: spec.title, role: .plain, screen: spec.screen)
        controllers[vc].retainedByProgram = true
        return vc
    }

    /// Runs the strategy's value-changed handler as a recorded call on its target.
    mutating func callChangeHandler(origin: Event.Origin) {
        caused(by: cause.under(.segmentedControl)) { $0.record(.valueChanged, $0.controlTarget, origin: origin) }
        depth += 1
        switch strategy {
        case .containment: segmentSelected()
        case .managing: didChangeSegmentControl()
        case .navigation: indexDidChangeForSegmentedControl()
        case .paging: pagingSegmentChanged()
        case .container: break  // a container program's select runs from `containerSelect`
        }
        depth -= 1
    }

    /// The user taps segment `index` (already validated: on screen, in range). Tapping the selected one sends nothing.
    mutating func userTapSegment(_ index: Int) -> Bool {
        guard var control = program.control, control.selected != index else { return false }
        control.selected = index
        program.control = control
        program.lastSelected = index
        callChangeHandler(origin: .system)
        return true
    }

    /// App code sets `selectedSegmentIndex` (no event, DESIGN.md §3.9) and calls the handler itself, as a deep link would.
    /// The managing controller's handler works on its view: after a legacy `viewDidUnload` the app reaches the program
    /// through the managing controller's `view`, which reloads it first (a new control, DESIGN.md §3.8).
    mutating func appSetSegment(_ index: Int) {
        caused(by: CauseContext(code: .clientAction)) { world in
            if world.program.host >= 0,
                world.program.control == nil || (world.strategy == .managing && !world.controllers[world.program.host].viewLoaded)
            {
                world.loadViewIfNeeded(world.program.host)
            }
            world.program.control?.selected = index
            world.program.lastSelected = index
            world.callChangeHandler(origin: .app)
        }
    }

    /// The number of segments the control shows (or would show, before it exists).
    @inline(__always)
    var segmentCount: Int {
        if let c = program.control { return c.items.count }
        if strategy == .containment && isSeed { return program.specs.filter { $0.title != nil }.count }
        return program.specs.count
    }

    /// Whether the control is the top item's title view and the top controller is on screen (a user can tap it).
    @inline(__always)
    var controlOnScreen: Bool {
        guard program.control != nil, let owner = program.controlOwner, let top = nav.stack.last else { return false }
        return owner == top && isInWindow(top)
    }

    /// The controller whose code reacts to the top screen (the table or the pusher): the top controller, or the
    /// front-most controller whose view is nested in it (containment child, managing's active segment).
    /// During a push in flight the finger is still on the outgoing screen (DESIGN.md §3.15: the double tap on a row).
    func visibleContentControllers() -> [VCRef] {
        var touched = nav.stack.last
        if let t = animations.first, swipe == nil, let from = t.from, nav.stack.contains(from) { touched = from }
        guard let top = touched, isInWindow(top) else { return [] }
        var out: [VCRef] = []
        var stack = [top]
        while let v = stack.popLast() {
            out.append(v)
            for s in controllers[v].subviews.reversed() where isAlive(s) { stack.append(s) }
        }
        return out
    }

    /// The table on screen: the front-most table controller shown.
    var visibleTable: VCRef? {
        let content = visibleContentControllers()
        if strategy == .container, content.first == program.host { return containerVisibleTable }
        for v in content.reversed() where controllers[v].screen?.kind == .table { return v }
        return nil
    }

    /// A screen is pushed by the code of `pusher`: through the managing controller for the managing seed's segment
    /// controllers (their `navigationController` is nil, DESIGN.md §3.5), else through their own `navigationController`.
    mutating func pushScreen(_ spec: ScreenSpec, from pusher: VCRef, animated: Bool, code: Code = .clientAction) {
        caused(by: CauseContext(code: code)) { world in
            let vc = world.makeController(className: spec.resolvedClassName(), title: spec.title, role: .plain, screen: spec)
            let origin: Event.Origin = world.controllers[pusher].managingParent != nil ? .container : .system
            world.push(vc, animated: animated, origin: origin)
        }
    }

    /// The controller whose code pushes for the `push` action: the managing seed's active segment when the managing
    /// controller is on top, else the top controller.
    var pusher: VCRef? {
        guard let top = nav.stack.last else { return nil }
        if controllers[top].role == .managing, let a = program.active, isAlive(a) { return a }
        return top
    }
}
