/// The state's parts handed over one by one, in the state document's order, straight from the world: what
/// `state()` builds as a value, without building it. Every write encodes the state for its answer, and building the
/// value first (its arrays, a copy of each controller's strings, then their release) cost as much as a third of
/// the encoding (callgrind, issue 41). `state()` stays for everything that compares or inspects states, and feeds
/// the same sink (`SessionState.write(to:)`), so one encoder writes both; a test holds the two walks to the same
/// bytes.
public protocol SessionStateSink: ~Copyable {
    /// The clock and the layout option are written by `finish`, in the document's order, but known from here.
    mutating func setup(
        version: Int, strategy: Strategy, runtime: Runtime, fidelity: Fidelity, device: Device, clock: Clock, layout: Bool,
        selectedIndex: Int)
    /// One per segment, in order, after `setup`.
    mutating func segment(index: Int, title: String?, controller: String?)
    mutating func current(
        segment: Int, title: String?, topController: String, navigationTitle: String?, titleView: String?,
        backButtonTitle: String?)
    /// One per controller on the navigation stack, bottom first, after `current`.
    mutating func stackEntry(id: String, className: String, title: String?)
    /// Between the stack and the controllers.
    mutating func controllersFollow()
    /// One per live controller, in creation order.
    mutating func controller(
        id: String, className: String, title: String?, parent: String?, viewLoaded: Bool, appearance: AppearanceState,
        inWindow: Bool)
    /// The last part: the figures, the clock, and the transition in flight, if any.
    mutating func finish(lastEventSeq: Int, warnings: Int, time: Double, transition: SessionState.Transition?)
}

extension NavigationSession {
    /// About how many controller entries the state lists (for a writer's first capacity).
    public var stateSizeHint: Int { world.controllers.count + world.nav.stack.count }

    /// The state, part by part, in the order and with the values of `state()` (NavigationSession+ReadOuts.swift).
    public func writeState<Sink: SessionStateSink & ~Copyable>(to sink: inout Sink) {
        let p = world.program
        let selected = p.control?.selected ?? p.lastSelected
        sink.setup(
            version: version, strategy: configuration.strategy, runtime: configuration.runtime, fidelity: configuration.fidelity,
            device: configuration.device, clock: configuration.clock, layout: configuration.layout, selectedIndex: selected)
        if let items = p.control?.items {
            for i in items.indices {
                sink.segment(index: i, title: items[i], controller: i < p.segmentVCs.count ? world.controllers[p.segmentVCs[i]].id : nil)
            }
        }
        let top = world.nav.stack.last
        let segmentTitle: String? = if let items = p.control?.items, selected < items.count { items[selected] } else { nil }
        sink.current(
            segment: selected, title: segmentTitle, topController: top.map { world.controllers[$0].id } ?? "",
            navigationTitle: top.flatMap { world.controllers[$0].title },
            titleView: (top != nil && p.control != nil && p.controlOwner == top) ? "segmentedControl" : nil,
            backButtonTitle: world.backButtonTitle)
        for vc in world.nav.stack {
            sink.stackEntry(id: world.controllers[vc].id, className: world.controllers[vc].className, title: world.controllers[vc].title)
        }
        sink.controllersFollow()
        world.forEachLiveController { vc in
            // Field by field: binding the element copied the whole controller (its strings and arrays retained and
            // released, and its bytes moved) for each one listed.
            sink.controller(
                id: world.controllers[vc].id, className: world.controllers[vc].className, title: world.controllers[vc].title,
                parent: world.controllers[vc].parent.map { world.controllers[$0].id },
                viewLoaded: world.controllers[vc].viewLoaded, appearance: world.controllers[vc].appearance,
                inWindow: world.isInWindow(vc))
        }
        var transition: SessionState.Transition?
        if let t = world.transitionInFlight {
            transition = SessionState.Transition(
                kind: t.kind.rawValue, progress: t.progress, from: t.from.map { world.controllers[$0].id },
                to: world.controllers[t.to].id, interactive: t.interactive, cancelling: t.cancelling)
        }
        sink.finish(lastEventSeq: world.seq, warnings: world.warnings, time: Double(world.clockMs) / 1000, transition: transition)
    }
}

extension World {
    /// Each live controller in creation order (ids ascending), without an array when the slots are in that order
    /// already: slots are reused only after a controller dies, so they nearly always are. Only when they are not
    /// are the live ones sorted, by a copy of their serials (the sort's closure copied the whole World, on every
    /// state read).
    func forEachLiveController(_ body: (VCRef) -> Void) {
        var previous = -1
        var inOrder = true
        for i in controllers.indices where controllers[i].alive {
            guard controllers[i].serial > previous else {
                inOrder = false
                break
            }
            previous = controllers[i].serial
        }
        if inOrder {
            for i in controllers.indices where controllers[i].alive { body(i) }
            return
        }
        let serials = controllers.map(\.serial)
        var refs = controllers.indices.filter { controllers[$0].alive }
        refs.sort { serials[$0] < serials[$1] }
        refs.forEach(body)
    }
}

extension SessionState {
    /// The value's parts to a sink, as `NavigationSession.writeState` hands the session's.
    public func write<Sink: SessionStateSink & ~Copyable>(to sink: inout Sink) {
        sink.setup(
            version: version, strategy: strategy, runtime: runtime, fidelity: fidelity, device: device, clock: clock,
            layout: layout, selectedIndex: selectedIndex)
        for segment in segments { sink.segment(index: segment.index, title: segment.title, controller: segment.controller) }
        sink.current(
            segment: current.segment, title: current.title, topController: current.topController,
            navigationTitle: current.navigationTitle, titleView: current.titleView, backButtonTitle: current.backButtonTitle)
        for entry in navigationStack { sink.stackEntry(id: entry.id, className: entry.className, title: entry.title) }
        sink.controllersFollow()
        for c in controllers {
            sink.controller(
                id: c.id, className: c.className, title: c.title, parent: c.parent, viewLoaded: c.viewLoaded,
                appearance: c.appearance, inWindow: c.inWindow)
        }
        sink.finish(lastEventSeq: lastEventSeq, warnings: warnings, time: time, transition: transition)
    }
}
