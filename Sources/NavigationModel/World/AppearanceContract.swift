/// The appearance contract (DESIGN.md §3.11): what every controller's appearance calls keep, whoever makes them —
/// UIKit, a container's forwarding, or a program calling `viewWillAppear` by hand. The per-call machine
/// (`AppearanceState+Machine.swift`) is its first clause; the others look at the controller's parent, its view and the
/// segment switch the call belongs to. A breach is a `warning` whose code names the clause and whose cause points at
/// the call that broke it; the call itself is still delivered, as UIKit delivers it.
public enum ContractClause: String, CaseIterable, Codable, Sendable {
    /// Begin and end balanced: no second `viewWillAppear` without a disappear between, no `viewDidAppear` without its
    /// `viewWillAppear`, no end without a begin.
    case balanced
    /// A child's appearance nested in its parent's: it begins to appear only while the parent appears or has appeared,
    /// finishes only once the parent has, and is not left appeared by a parent that has disappeared.
    case nested
    /// A controller's view is in the window when it appears (`viewDidAppear`).
    case inWindow
    /// One appear and one disappear per segment switch, per controller.
    case onePerSwitch
    /// A controller is not appeared while its view lies entirely outside the screen or its clipping scroll view.
    case visibleWhenAppeared
    /// Containment calls in order: `addChild` followed by `didMove(toParent: parent)`, `willMove(toParent: nil)`
    /// before `removeFromParent`, no `didMove(toParent: parent)` after `willMove(toParent: nil)`, no second
    /// `willMove`/`didMove` in one direction.
    case containment

    /// The clause as DESIGN.md §3.11 states it.
    public var text: String {
        switch self {
        case .balanced:
            "begin and end balanced: no second viewWillAppear without a disappear between, no viewDidAppear without its viewWillAppear, no end without a begin"
        case .nested:
            "a child's appearance nested in its parent's: it appears only inside its parent's appearance and does not outlive its parent's disappearance"
        case .inWindow: "a controller's view is in the window when it appears"
        case .onePerSwitch: "one appear and one disappear per segment switch"
        case .visibleWhenAppeared:
            "a controller is not appeared (viewDidAppear) while its view lies entirely outside the screen or its clipping scroll view"
        case .containment:
            "containment calls in order: addChild followed by didMove(toParent:), willMove(toParent: nil) before removeFromParent, no didMove(toParent: parent) after willMove(toParent: nil), no second willMove or didMove in one direction"
        }
    }
}

extension WarningCode {
    /// The contract clause this warning reports, nil for warnings about something else (a program's segments, its stack).
    public var clause: ContractClause? {
        switch self {
        case .duplicateAppearance, .unbalancedAppearance, .unbalancedAppearanceTransition: .balanced
        case .appearanceOutsideParent: .nested
        case .appearedOffWindow: .inWindow
        case .repeatedAppearanceInSwitch: .onePerSwitch
        case .unbalancedContainment: .containment
        case .appearedOffScreen: .visibleWhenAppeared
        case .duplicateMemoryWarning, .segmentIndexMismatch, .stackDiscarded, .nilNavigationController,
            .overlappingAppearance, .selectionReset, .emptySegment, .nestedPushAnimation, .unexpectedTransitionState:
            nil
        }
    }
}

/// The bits of `Controller.switchBegins`.
enum SwitchBegins {
    static let appear: UInt8 = 1
    static let disappear: UInt8 = 2
}

/// What the contract reads about the controllers it judges, and the one thing it keeps (the switch tally). The
/// model's `World` is one host, a recorded trace's state another (SegnavScenarios `TraceChecker`): both run the very
/// same clauses (`AppearanceContract.check`), so a trace is judged exactly as the model judges itself.
public protocol AppearanceContractHost {
    /// A controller, as the host names it (a slot in the model, a line's object address in a trace).
    associatedtype Ref: Equatable
    /// Its phase in the machine (DESIGN.md §3.11).
    func appearance(of vc: Ref) -> AppearanceState
    /// Its UIKit parent if that parent is still there (the `nested` clause), else nil.
    func contractParent(of vc: Ref) -> Ref?
    /// A child of `vc` still appeared, if any (the `nested` clause when `vc` has just disappeared).
    func appearedChild(of vc: Ref) -> Ref?
    /// Whether its view is in the window now (the `inWindow` clause).
    func isViewInWindow(_ vc: Ref) -> Bool
    /// Whether its view overlaps the screen and its clipping scroll view now, with positive width and height (the
    /// `visibleWhenAppeared` clause); true when the host does not know.
    func isViewVisible(_ vc: Ref) -> Bool
    /// How a message names it.
    func contractName(of vc: Ref) -> String
    /// True while a segment switch is being applied (the `onePerSwitch` clause).
    var isSwitching: Bool { get }
    /// Counts a begin call in the running switch; true when `vc` has had one of its kind already.
    mutating func tallySwitch(_ vc: Ref, _ target: AppearanceState) -> Bool
    /// Where `vc` is in its containment calls (the `containment` clause), and the store of the next.
    func containmentPhase(of vc: Ref) -> ContainmentPhase
    mutating func setContainmentPhase(_ vc: Ref, _ phase: ContainmentPhase)
}

/// A containment call, as the `containment` clause sees it. `addChild` and `removeFromParent` are the parent's, about
/// the child; the model records only `willMove`/`didMove` (UIKit makes them inside `addChild`/`removeFromParent`), a
/// trace may record all four.
public enum ContainmentCall: Sendable {
    case addChild
    case willMove(toParent: Bool)
    case didMove(toParent: Bool)
    case removeFromParent
}

/// Where a controller is in its containment calls; `unknown` before any (a trace that starts mid-way).
public enum ContainmentPhase: UInt8, Codable, Sendable {
    case unknown, adding, movingIn, attached, movingOut, removed, detached
}

/// A breach the contract found: the warning the host reports right after the call.
public struct ContractBreach<Ref: Equatable>: Equatable {
    public var code: WarningCode
    /// The controller the warning is about (for the `nested` clause's last part, the child left appeared).
    public var vc: Ref
    public var message: String
    /// The controller whose state the breach found: the breach's `Cause.setBy` is the call that put it there (the
    /// caller itself for a duplicate, its parent for a child appearing outside it, the child left appeared).
    public var setter: Ref
}

/// The contract's clauses, one implementation for every host.
public enum AppearanceContract {
    /// Checks the call just made (`vc` has just gone from `before` to `target`): the machine's (`balanced`) first, then
    /// the others. One call breaks one clause, the first it breaks, so a flaw is reported once; the switch's tally
    /// counts every call all the same. Every appearance call passes here: the common case returns after a few loads,
    /// and a message is built only for a breach.
    @inline(__always)
    public static func check<Host: AppearanceContractHost>(
        _ host: inout Host, _ vc: Host.Ref, from before: AppearanceState, entered target: AppearanceState
    ) -> ContractBreach<Host.Ref>? {
        let begins = target == .appearing || target == .disappearing
        let repeated = begins && host.isSwitching && host.tallySwitch(vc, target)
        // A cancelled transition's reversal (appearing ⇄ disappearing) is not a breach (DESIGN.md §3.14).
        // A begin opposite to a transition in flight (appearing ⇄ disappearing) is a reversal, not a breach, wherever
        // it happens (DESIGN.md §3.11, §3.14); one that brings back a controller leaving its parent cancels the move.
        // A reversal is one of the machine's violations, so the common call (no violation) tests one thing.
        if let code = before.violation(entering: target) {
            if before.reverses(into: target) {
                if target == .appearing && host.containmentPhase(of: vc) == .movingOut { host.setContainmentPhase(vc, .attached) }
            } else {
                return ContractBreach(code: code, vc: vc, message: before.violationMessage(entering: target), setter: vc)
            }
        }
        if target == .appearing || target == .appeared, let parent = host.contractParent(of: vc) {
            let ps = host.appearance(of: parent)
            if ps != .appeared && (target == .appeared || ps != .appearing) {
                let call = target == .appearing ? "viewWillAppear" : "viewDidAppear"
                return ContractBreach(
                    code: .appearanceOutsideParent, vc: vc,
                    message: "\(call) while its parent \(host.contractName(of: parent)) is \(ps.rawValue)", setter: parent)
            }
        }
        if target == .disappeared, let child = host.appearedChild(of: vc) {
            return ContractBreach(
                code: .appearanceOutsideParent, vc: child,
                message: "still appeared after its parent \(host.contractName(of: vc)) disappeared", setter: child)
        }
        if target == .appeared && !host.isViewInWindow(vc) {
            return ContractBreach(code: .appearedOffWindow, vc: vc, message: "viewDidAppear while the view is not in the window", setter: vc)
        }
        if target == .appeared && !host.isViewVisible(vc) {
            return ContractBreach(
                code: .appearedOffScreen, vc: vc, message: "viewDidAppear while the view lies outside the screen or its clipping scroll view",
                setter: vc)
        }
        if repeated {
            let call = target == .appearing ? "viewWillAppear" : "viewWillDisappear"
            return ContractBreach(
                code: .repeatedAppearanceInSwitch, vc: vc, message: "\(call) a second time in one segment switch", setter: vc)
        }
        return nil
    }
}

extension AppearanceContract {
    /// The `containment` clause on a containment call about `vc`: the phase it was in decides; the phase moves on
    /// whatever the verdict, as UIKit delivers the call all the same.
    @inline(__always)
    public static func checkContainment<Host: AppearanceContractHost>(
        _ host: inout Host, _ vc: Host.Ref, _ call: ContainmentCall
    ) -> ContractBreach<Host.Ref>? {
        let (next, problem) = containmentStep(from: host.containmentPhase(of: vc), call)
        host.setContainmentPhase(vc, next)
        guard let problem else { return nil }
        return ContractBreach(code: .unbalancedContainment, vc: vc, message: problem.message, setter: vc)
    }

    /// The clause itself, for every host: the phase a call leads to, and what is wrong with making it from `phase`.
    /// A few compares and no message: the model runs it on every willMove/didMove and builds the words only for a
    /// breach (callgrind, engine-bench switches).
    @inline(__always)
    public static func containmentStep(from phase: ContainmentPhase, _ call: ContainmentCall) -> (ContainmentPhase, ContainmentProblem?) {
        switch call {
        case .addChild:
            return (.adding, phase == .adding || phase == .movingIn ? .addChildAgain : nil)
        case .willMove(toParent: true):
            return (.movingIn, phase == .movingIn ? .willMoveInAgain : nil)
        case .didMove(toParent: true):
            return (.attached, phase == .attached ? .didMoveInAgain : phase == .movingOut ? .didMoveInAfterWillMoveOut : nil)
        case .willMove(toParent: false):
            return (.movingOut, phase == .movingOut ? .willMoveOutAgain : phase == .adding ? .willMoveOutBeforeDidMoveIn : nil)
        case .removeFromParent:
            return (.removed, phase == .attached || phase == .adding || phase == .movingIn ? .removeWithoutWillMove : nil)
        case .didMove(toParent: false):
            return (.detached, phase == .detached ? .didMoveOutAgain : nil)
        }
    }
}

/// What a containment call out of order did wrong (the `containment` clause, DESIGN.md §3.11).
public enum ContainmentProblem: UInt8, Sendable {
    case addChildAgain, willMoveInAgain, didMoveInAgain, didMoveInAfterWillMoveOut, willMoveOutAgain
    case willMoveOutBeforeDidMoveIn, removeWithoutWillMove, didMoveOutAgain

    /// The warning's message.
    public var message: String {
        switch self {
        case .addChildAgain: "addChild again before the didMove(toParent:) its first addChild needs"
        case .willMoveInAgain: "willMove(toParent: parent) a second time"
        case .didMoveInAgain: "didMove(toParent: parent) a second time"
        case .didMoveInAfterWillMoveOut: "didMove(toParent: parent) after willMove(toParent: nil)"
        case .willMoveOutAgain: "willMove(toParent: nil) a second time"
        case .willMoveOutBeforeDidMoveIn: "willMove(toParent: nil) before the didMove(toParent:) its addChild needs"
        case .removeWithoutWillMove: "removeFromParent without willMove(toParent: nil) first"
        case .didMoveOutAgain: "didMove(toParent: nil) a second time"
        }
    }
}

extension World: AppearanceContractHost {
    @inline(__always)
    func appearance(of vc: VCRef) -> AppearanceState { controllers[vc].appearance }

    @inline(__always)
    func contractParent(of vc: VCRef) -> VCRef? {
        guard let parent = controllers[vc].parent, isAlive(parent) else { return nil }
        return parent
    }

    /// A live child of `vc` still appeared.
    @inline(__always)
    func appearedChild(of vc: VCRef) -> VCRef? {
        if controllers[vc].children.isEmpty { return nil }
        return controllers[vc].children.first { isAlive($0) && controllers[$0].appearance == .appeared }
    }

    @inline(__always)
    func isViewInWindow(_ vc: VCRef) -> Bool { isInWindow(vc) }

    /// The seed programs' controller views fill their container, and the model's only moving views (a back swipe's,
    /// DESIGN.md §3.14) are back in place when `viewDidAppear` comes: their views are on screen whenever they appear.
    /// A container program's pages placed in a scroll view are on screen only while the scroll view shows them
    /// (DESIGN.md §3.11 `visibleWhenAppeared`, §3.20).
    @inline(__always)
    func isViewVisible(_ vc: VCRef) -> Bool { hasContainer ? containerPageOnScreen(vc) : true }

    func contractName(of vc: VCRef) -> String { controllers[vc].id }

    @inline(__always)
    var isSwitching: Bool { switching == true }

    @inline(__always)
    func containmentPhase(of vc: VCRef) -> ContainmentPhase { controllers[vc].containmentPhase ?? .unknown }

    @inline(__always)
    mutating func setContainmentPhase(_ vc: VCRef, _ phase: ContainmentPhase) { controllers[vc].containmentPhase = phase }

    /// The tally is two bits in the controller's padding (`SwitchBegins`).
    @inline(__always)
    mutating func tallySwitch(_ vc: VCRef, _ target: AppearanceState) -> Bool {
        let bit = target == .appearing ? SwitchBegins.appear : SwitchBegins.disappear
        if controllers[vc].switchBegins & bit != 0 { return true }
        controllers[vc].switchBegins |= bit
        return false
    }
}

extension World {
    /// The contract (`AppearanceContract.check`) on the call just recorded; a breach becomes the warning after it.
    @inline(__always)
    mutating func checkContract(_ vc: VCRef, _ prior: PriorAppearance, entered target: AppearanceState, origin: Event.Origin) {
        let found = AppearanceContract.check(&self, vc, from: prior.state, entered: target)
        guard let breach = consume found else { return }
        self.breach(breach.code, breach.vc, breach.message, setter: breach.setter, caller: vc, prior: prior, origin)
    }

    /// A breach of the contract: the warning follows the call that broke it. A program's call breaks it because of the
    /// program's flaw (in seed fidelity); UIKit's own calls never carry one.
    /// When the call itself carries no flaw (UIKit's own), the flaw is the one behind the earlier call that put the
    /// controller in the state it found: UIKit's `viewWillAppear` is a duplicate because the program's had come first.
    /// The breach comes in parts, not as the generic `ContractBreach`, whose copies went through its value witnesses
    /// (callgrind, engine-bench switches); the caller's own prior state is passed, its record already overwritten.
    @inline(never)
    private mutating func breach(
        _ code: WarningCode, _ vc: VCRef, _ message: String, setter: VCRef, caller: VCRef, prior: PriorAppearance,
        _ origin: Event.Origin
    ) {
        let own = culpritFlaw(origin)
        let setFlaw = setter == caller ? prior.flaw : controllers[setter].appearanceSetFlaw ?? .none
        let setBy = setter == caller ? prior.setBy : controllers[setter].appearanceSetBy ?? 0
        warn(code, vc, message, origin: origin, rule: .appearanceMachine, flaw: own != .none ? own : setFlaw, setBy: setBy)
    }

    @inline(__always)
    private func culpritFlaw(_ origin: Event.Origin) -> Flaw { origin == .system ? .none : cause.flaw }

    /// A segment switch starts: no controller has begun anything in it yet. O(controllers), a store each.
    mutating func beginSwitch() {
        switching = true
        for i in controllers.indices where controllers[i].switchBegins != 0 { controllers[i].switchBegins = 0 }
    }
}
