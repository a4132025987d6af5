/// Index of a controller slot in `World.controllers`. Slots are reused after deallocation; ids never are.
typealias VCRef = Int

/// Receiver sentinel for the navigation seed's `SegmentsController`, the one recorded object that is not a view controller.
let segmentsControllerRef: VCRef = -2

/// Which UIKit class (or seed class) a controller's overridden methods come from.
enum Role: Codable, Sendable {
    case plain
    case navigation
    /// Seed 004's `SegmentedViewController`.
    case containment
    /// Seeds 000/001's `SegmentManagingViewController`.
    case managing
    /// A `UIPageViewController` (scroll style), its state in `World.pagers` (DESIGN.md §3.16).
    case pageView
    /// A user's container program (`ContainerProgram`): its hooks run after UIKit's part of each call.
    case program
}

/// Where a controller's root view hangs. Only controller root views are modelled as views: content (table, image…) is
/// drawn from the screen spec, and the navigation controller's wrapper views collapse into its root view.
enum Superview: Equatable, Codable, Sendable {
    case none
    case window
    case view(VCRef)
}

/// One `UIViewController` (or subclass) and its root view, stored by value so a session copy is a deep copy.
struct Controller: Codable, Sendable {
    var alive = true
    /// The appearance begins it has had in the segment switch being applied (`SwitchBegins`, the contract's
    /// `onePerSwitch`). Transient, so not saved (`CodingKeys`); declared here, after a Bool, it takes no room.
    var switchBegins: UInt8 = 0
    /// Where it is in the layout pass of its current appearance (DESIGN.md §3.21); nil unless the session records the
    /// layout pass. One byte, beside `alive`.
    var layoutMark: LayoutMark?
    var serial: Int
    var id: String
    var className: String
    var title: String?
    var role: Role
    var screen: ScreenSpec?
    var viewLoaded = false
    /// Changes on every (re)load: the view is a new object.
    var viewSerial = 0
    var superview: Superview = .none
    /// Controllers whose root views are subviews of this root view, back to front.
    var subviews: [VCRef] = []
    /// UIKit's `parent` (containment and navigation stack membership).
    var parent: VCRef?
    var children: [VCRef] = []
    var appearance: AppearanceState = .disappeared
    /// seq of the call that put it in `appearance`, and the program flaw behind that call, for a breach's
    /// `Cause.setBy` and flaw (DESIGN.md §3.11). Optional so that sessions saved before they existed still decode.
    var appearanceSetBy: Int?
    var appearanceSetFlaw: Flaw?
    /// Where it is in its containment calls (the contract's `containment` clause); nil in sessions saved before it.
    var containmentPhase: ContainmentPhase?
    /// seq of its last containment call, for a containment breach's `Cause.setBy`.
    var containmentSetBy: Int?
    /// `navigationItem.backBarButtonItem` title (set by the managing seed).
    var backBarButtonTitle: String?
    /// Whether `navigationItem.backBarButtonItem` is set at all: an item with a nil title is not a missing item
    /// (DESIGN.md §3.10). Optional so that sessions saved before it existed still decode.
    var hasBackBarButtonItem: Bool?
    /// The managing seed's `initWithParentViewController:` reference (not a UIKit parent).
    var managingParent: VCRef?
    /// Held by the seed program's own arrays (segment controllers, stored stacks).
    var retainedByProgram = false
    /// `didReceiveMemoryWarning` deliveries in the current warning, to spot forwarded duplicates.
    var memoryWarnings = 0

    private enum CodingKeys: String, CodingKey {
        case alive, serial, id, className, title, role, screen, viewLoaded, viewSerial, superview, subviews, parent
        case children, appearance, backBarButtonTitle, hasBackBarButtonItem, managingParent, retainedByProgram
        case memoryWarnings, appearanceSetBy, appearanceSetFlaw, containmentPhase, containmentSetBy, layoutMark
    }
}

/// A controller's place in the layout pass of its appearance (DESIGN.md §3.21): its `viewWillAppear` left it `pending`
/// (with that call's `animated`), the pass made it `done`.
enum LayoutMark: UInt8, Codable, Sendable {
    case pending, pendingAnimated, done
}

/// A view controller's appearance callback queued for the Core Animation commit (DESIGN.md §3.4).
struct CommitItem: Codable, Sendable {
    var vc: VCRef
    var name: Event.Name
    var animated: Bool
    /// The rule that queued it (DESIGN.md §3.4, §3.5, §3.6).
    var rule: Rule
    /// Delivered only if the controller is still in this state at the commit (a container program's window rule,
    /// DESIGN.md §3.20); nil for the built-in strategies, whose queued calls are always delivered.
    var onlyIf: AppearanceState? = nil
    /// The container program's code that queued it (`CauseContext.site`), when it did.
    var site: Int32? = nil
}

/// A navigation transition whose second half waits for the end of its animation (DESIGN.md §3.1).
struct PendingCompletion: Codable, Sendable {
    /// Logical milliseconds.
    var due: Int
    var from: VCRef?
    var to: VCRef
    /// The transition's rule (DESIGN.md §3.1–§3.3, §3.7), for the calls of its second half.
    var rule: Rule
    /// A released back swipe's finishing animation: true completes it, false cancels it; nil for a plain transition.
    var swipe: Bool? = nil
    /// Its length in logical milliseconds when not `World.animationMs` (a swipe finishes only the rest).
    var length: Int? = nil
}

/// The whole simulated process: window, controllers, navigation controller, the seed program, and the event recorder.
struct World: Codable, Sendable {
    let runtime: Runtime
    let fidelity: Fidelity
    let strategy: Strategy
    /// True when the session records the layout pass (`SessionConfiguration.layout`, DESIGN.md §3.21); nil when it does
    /// not, and in sessions saved before it existed. Beside the three one-byte settings, in room the
    /// alignment of `controllers` leaves (World is copied on every action).
    var recordsLayout: Bool?

    var controllers: [Controller] = []
    var freeSlots: [VCRef] = []
    var nextSerial = 1
    var nextViewSerial = 1
    /// Root views of the window, back to front.
    var windowSubviews: [VCRef] = []

    var nav = NavigationState()
    var program = Program()

    // Run loop.
    var commitQueue: [CommitItem] = []
    var animations: [PendingCompletion] = []
    /// Logical clock in milliseconds (integer, so repeated animations add up exactly); events carry seconds.
    var clockMs = 0
    /// The interactive back swipe in progress (DESIGN.md §3.14).
    var swipe: BackSwipe?
    /// True while a cancelled transition reverses half-done appearances (DESIGN.md §3.14); nil otherwise.
    var reversingAppearance: Bool?
    /// True while the action being applied is a segment switch (the contract's `onePerSwitch`); nil otherwise, and
    /// nil in sessions saved before it existed.
    var switching: Bool?
    /// The page view controllers and their scrolls (DESIGN.md §3.16); nil when the program has none, and in sessions
    /// saved before they existed.
    var pagers: [PageViewState]?

    // Recorder: the events of the action being applied; the session hands them out and clears them.
    var events: [Event] = []
    var seq = 0
    var action = 0
    var depth = 0
    var warnings = 0
    /// What the running code says about its calls (`Cause`).
    var cause = CauseContext()
    /// The container program's state (strategy `container`); nil for the built-in strategies. Boxed, so that it
    /// costs a built-in session one word: inline it made World 600 bytes instead of 368, copied on every action.
    private var containerBox: ContainerBox?
    /// Copy-on-write: read in place, changed in place when this World holds the only reference to its box, else in
    /// a fresh box (copies of a World never share a change). A new box on every change copied the whole runtime
    /// (its program, variables and timers) at every statement the program ran: a seed as a program ran at 15 000
    /// switches/s (perf: ContainerRuntime's copies and releases were a third of the time). Addressed in place
    /// (`unsafeAddress`): an optional's `_read` that yielded the box's stored property still copied the whole runtime
    /// at every read (callgrind: a hundred copies a switch), and testing the optional's case cost a call at every
    /// access. Only for a container session (`hasContainer`).
    /// Inlined: a program's step reads and counts its budget here a few times (callgrind: the accessor's call was 800
    /// instructions a switch).
    var containerState: ContainerRuntime {
        // The pointer is the box's, which this World keeps alive for the access (no access can replace it meanwhile).
        @inline(__always) unsafeAddress { UnsafePointer(containerBox!.pointer) }
        @inline(__always) unsafeMutableAddress {
            if !isKnownUniquelyReferenced(&containerBox!) { containerBox = ContainerBox(containerBox!.pointer.pointee) }
            return containerBox!.pointer
        }
    }
    /// A copy of the container program's state, nil for the built-in strategies (what tests and cold paths read).
    var container: ContainerRuntime? { hasContainer ? containerState : nil }
    /// Whether a container program runs, without copying its state out of the box (the built-in programs' hot paths ask).
    var hasContainer: Bool { containerBox != nil }
    /// Whether the container program has run past a limit in this action (docs/containers.md part 9).
    var containerFailed: Bool { hasContainer && containerState.failed }

    /// A container session's launch: its runtime, in a box of its own.
    mutating func installContainer(_ value: ContainerRuntime) { containerBox = ContainerBox(value) }
    /// The state a recorder would see at each call, kept only for a session exported as a trace (`TraceNote`).
    var traceNotes: [TraceNote]?
    /// `callerSeq`'s index over `events`: derived, so never encoded (`CodingKeys`), and rebuilt whenever `events`
    /// changed other than by appending.
    private var callers = CallerIndex()

    private enum CodingKeys: String, CodingKey {
        case runtime, fidelity, strategy, recordsLayout, controllers, freeSlots, nextSerial, nextViewSerial
        case windowSubviews, nav, program, commitQueue, animations, clockMs, swipe, reversingAppearance, switching
        case pagers, events, seq, action, depth, warnings, cause, containerBox, traceNotes
    }

    init(runtime: Runtime, fidelity: Fidelity, strategy: Strategy) {
        self.runtime = runtime
        self.fidelity = fidelity
        self.strategy = strategy
    }

    var isModern: Bool { runtime == .modern }
    var isSeed: Bool { fidelity == .seed }

    // MARK: controllers

    mutating func makeController(className: String, title: String?, role: Role, screen: ScreenSpec?) -> VCRef {
        let serial = nextSerial
        nextSerial += 1
        let c = Controller(serial: serial, id: "vc-\(serial)", className: className, title: title, role: role, screen: screen)
        if let slot = freeSlots.popLast() {
            controllers[slot] = c
            return slot
        }
        controllers.append(c)
        return controllers.count - 1
    }

    @inline(__always)
    func isAlive(_ vc: VCRef?) -> Bool {
        guard let vc, vc >= 0, vc < controllers.count else { return false }
        return controllers[vc].alive
    }

    /// Live controllers in creation order (ids ascending).
    var liveControllers: [VCRef] {
        var refs: [VCRef] = []
        refs.reserveCapacity(controllers.count)
        forEachLiveController { refs.append($0) }
        return refs
    }

    /// Whether anything still references `vc` (ARC in the seeds' code: stack, parent, seed arrays, pending transitions).
    func isRetained(_ vc: VCRef) -> Bool {
        if controllers[vc].role == .navigation || controllers[vc].retainedByProgram || controllers[vc].parent != nil {
            return true
        }
        if nav.stack.contains(vc) || nav.pendingDidMoveNil.contains(vc) || nav.pendingDidMoveNav.contains(vc) { return true }
        if nav.shownTop == vc || nav.pendingFrom == vc { return true }
        if let s = swipe, s.from == vc || s.to == vc { return true }
        for a in animations where a.from == vc || a.to == vc { return true }
        for item in commitQueue where item.vc == vc { return true }
        for stack in program.storedStacks where stack.contains(vc) { return true }
        return false
    }

    /// Deallocates `vc` if nothing holds it any more; its view goes with it.
    mutating func releaseIfUnowned(_ vc: VCRef) {
        guard isAlive(vc), !isRetained(vc) else { return }
        if hasContainer, containerHolds(controllers[vc].serial) { return }
        detachFromSuperview(vc)
        for s in controllers[vc].subviews where isAlive(s) { controllers[s].superview = .none }
        controllers[vc].subviews.removeAll()
        controllers[vc].alive = false
        controllers[vc].screen = nil
        freeSlots.append(vc)
    }

    // MARK: recorder

    @inline(__always)
    func receiver(_ vc: VCRef) -> Event.Receiver {
        if vc < 0 {
            if vc == segmentsControllerRef {
                return Event.Receiver(id: "segmentsController", className: Strategy.navigation.containerClassName)
            }
            return containerObjectReceiver
        }
        return Event.Receiver(id: controllers[vc].id, className: controllers[vc].className)
    }

    /// Appends one event. The hot path: controller arguments go in as serials (see `Event.Args`), nothing is copied.
    @inline(__always)
    mutating func record(
        _ name: Event.Name, _ vc: VCRef, origin: Event.Origin, animated: Bool? = nil,
        parentRef: Int = Event.Args.absentRef, shownRef: Int = Event.Args.absentRef, code: WarningCode? = nil,
        message: String? = nil, finished: Bool? = nil, completed: Bool? = nil, because explicit: Cause? = nil,
        appearing: Bool? = nil
    ) {
        let why: Cause
        if let explicit {
            why = explicit
        } else {
            let caller = cause.via != 0 ? cause.via : callerSeq
            // UIKit's own calls carry its rule; a program's calls carry its code, and its flaw in seed fidelity.
            // UIKit's own calls outside any rule are the ones program code triggers (reading `view` loads it).
            why =
                origin == .system
                ? Cause(
                    event: caller, rule: cause.rule,
                    code: cause.rule == .none || cause.code == .containerProgram ? cause.code : .none)
                : Cause(event: caller, flaw: isSeed ? cause.flaw : .none, code: cause.code)
        }
        seq += 1
        if why.code == .containerProgram {
            // A container program's `<class>.<hook or fn>#<i>` (docs/containers.md), off the built-in path.
            return recordProgramCall(
                name, vc, origin: origin, why: why, animated: animated, parentRef: parentRef, shownRef: shownRef, code: code,
                message: message, finished: finished, completed: completed, appearing: appearing)
        }
        // The arguments built inside the event's initializer: a local `var` mutated on one branch made every event
        // copy and destroy its arguments out of line (callgrind: +35 M instructions in engine-bench switches 20000).
        events.append(
            Event(
                seq: seq, time: Double(clockMs) / 1000, action: action, receiver: receiver(vc), name: name,
                args: Event.Args(
                    animated: animated, parentRef: parentRef, shownRef: shownRef, code: code, message: message,
                    finished: finished, completed: completed),
                depth: depth, origin: origin, cause: why))
    }

    /// A container program's call, recorded with its statement's code (docs/containers.md part 8).
    @inline(never)
    private mutating func recordProgramCall(
        _ name: Event.Name, _ vc: VCRef, origin: Event.Origin, why: Cause, animated: Bool?, parentRef: Int, shownRef: Int,
        code: WarningCode?, message: String?, finished: Bool?, completed: Bool?, appearing: Bool?
    ) {
        // `finished`/`completed`: an embedded page view controller's delegate call (DESIGN.md §3.17) under a statement.
        // A call with no other text (all but warnings) shares its site's text box, built in the event's initializer.
        if message == nil, parentRef != Event.Args.textRef, shownRef != Event.Args.textRef, hasContainer,
            let box = containerState.cachedSiteText(cause.site) ?? containerState.siteText(cause.site)
        {
            events.append(
                Event(
                    seq: seq, time: Double(clockMs) / 1000, action: action, receiver: receiver(vc), name: name,
                    args: Event.Args(
                        animated: animated, parentRef: parentRef, shownRef: shownRef, code: code, finished: finished,
                        completed: completed, appearing: appearing, text: box),
                    depth: depth, origin: origin, cause: why))
            return
        }
        var args = Event.Args(
            animated: animated, parentRef: parentRef, shownRef: shownRef, code: code, message: message, finished: finished,
            completed: completed)
        args.programCall(code: hasContainer ? containerState.site(cause.site) : nil, appearing: appearing)
        events.append(
            Event(
                seq: seq, time: Double(clockMs) / 1000, action: action, receiver: receiver(vc), name: name, args: args,
                depth: depth, origin: origin, cause: why))
    }

    /// Runs `body` with `context` as what the running code says about its calls, then puts the caller's cause back, on
    /// every way out of `body` (early returns included): the calls `body` makes are its own, and what the caller does
    /// next is the caller's again. Every program method and UIKit rule enters its cause this way; only a new run-loop turn
    /// (`finishTurn`, `finishAnimation`) sets one outright, as nothing around a turn has a cause to get back.
    ///
    /// `body` gets the world `inout` rather than capturing `self`, which would overlap the mutating access. The engine's
    /// hot path (each call the model makes runs inside one or more of these): always inlined, with a non-escaping
    /// closure, it compiles to the save, defer and restore once written out at each call site, with no allocation and no
    /// copy of the world (engine-bench's switches per second did not move).
    @inline(__always)
    mutating func caused<T>(by context: CauseContext, _ body: (inout World) throws -> T) rethrows -> T {
        let savedCause = cause
        defer { cause = savedCause }
        cause = context
        return try body(&self)
    }

    /// A warning points at the call that broke the rule: the event just recorded.
    mutating func warn(
        _ code: WarningCode, _ vc: VCRef, _ message: String, origin: Event.Origin = .system, rule: Rule = .none,
        flaw: Flaw = .none, setBy: Int = 0
    ) {
        warnings += 1
        let culprit = seq > 0 && events.last?.seq == seq ? seq : 0
        var why = Cause(event: culprit, rule: rule, flaw: isSeed ? flaw : .none, setBy: setBy)
        if cause.code == .containerProgram { why.code = .containerProgram }
        record(.warning, vc, origin: origin, code: code, message: message, because: why)
    }

    /// The caller of an event recorded now: the last call one level up in this action's events (a warning calls
    /// nothing). Searched rather than tracked, so an idle session keeps no table for it; the caller is a few events back.
    @inline(__always)
    /// The seq of the call a call at the current depth is made by: the latest event one level up that is not a
    /// warning, unless an event further up came after it (then 0), as a backward look over the action's events
    /// finds it. Kept per level as the events grow (`CallerIndex`), not looked for: the look passed over every
    /// event of the same level, so a program looping a call until the action's event limit cost the square of
    /// its events (issue 39: a loop of `setViewControllers` ran a minute in a debug build).
    private var callerSeq: Int {
        mutating get {
            guard depth > 0 else { return 0 }
            callers.sync(with: events)
            return callers.caller(atDepth: depth)
        }
    }
}

/// The box of `World.containerState`, changed only through its mutable accessor and only while that World holds
/// the only reference to it (`isKnownUniquelyReferenced`): a box two Worlds share is never changed, so a World
/// handed to another thread (a snapshot, a history copy) sees no change made after. That discipline is what makes
/// the unchecked `Sendable` sound. The runtime lives at an address of its own, stable while the box lives, so that
/// `World.containerState` can address it in place.
final class ContainerBox: Codable, @unchecked Sendable {
    let pointer: UnsafeMutablePointer<ContainerRuntime>

    init(_ value: ContainerRuntime) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }

    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }

    convenience init(from decoder: any Decoder) throws { self.init(try ContainerRuntime(from: decoder)) }

    func encode(to encoder: any Encoder) throws { try pointer.pointee.encode(to: encoder) }
}
