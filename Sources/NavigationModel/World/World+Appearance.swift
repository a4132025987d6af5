/// Delivering appearance calls: recording, the state machine, the receiver's own override, then UIKit's forwarding.
extension World {
    /// Calls `name` (one of the four appearance methods) on `vc`.
    ///
    /// Order, after DESIGN.md §3.4: the receiver's method runs first (the managing seed's override forwards by hand,
    /// nested one level deeper); then, only when UIKit itself made the call, UIKit's appearance machinery forwards it —
    /// to containment children, parents before children, or for a navigation controller to its top controller
    /// (DESIGN.md §3.6, §3.7) — at the same depth: those are sibling calls made by UIKit, not calls made from inside the
    /// parent's method.
    mutating func appearance(_ name: Event.Name, _ vc: VCRef, animated: Bool, origin: Event.Origin) {
        guard isAlive(vc), let target = AppearanceState.target(of: name) else { return }
        // UIKit's own calls open and close the appearance the layout pass lays out (DESIGN.md §3.21).
        if recordsLayout != nil, origin == .system { noteLayout(before: name, vc, animated: animated) }
        record(name, vc, origin: origin, animated: animated)
        if traceNotes != nil { noteForTrace(vc) }
        let seqOfCall = seq
        let prior = controllers[vc].enterAppearance(target, setBy: seqOfCall, flaw: origin == .system || !isSeed ? .none : cause.flaw)
        checkContract(vc, prior, entered: target, origin: origin)
        if controllers[vc].role == .program {
            // A container program: its hook, then its own forwarding rule (DESIGN.md §3.20).
            return containerOwnAppearance(name, animated: animated, origin: origin, via: seqOfCall)
        }
        if controllers[vc].role == .managing {
            // The seed's override: `[super viewWillAppear:]; [self.activeViewController viewWillAppear:]`, and so
            // for the other three, each named as the method that forwards.
            depth += 1
            caused(by: CauseContext(code: Self.forwardingCode(name))) {
                $0.managingForwardAppearance(name, animated: animated)
            }
            depth -= 1
        }
        guard origin == .system else { return }
        var forwarding = cause
        forwarding.via = seqOfCall
        if controllers[vc].role == .navigation {
            caused(by: forwarding) { $0.navigationForwardAppearance(name, animated: animated) }
        } else if controllers[vc].role == .pageView {
            caused(by: forwarding) { $0.pagerForwardAppearance(vc, name, animated: animated) }
        } else {
            caused(by: forwarding.under(.containmentChild)) { world in
                for child in world.controllers[vc].children {
                    world.appearance(name, child, animated: animated, origin: .system)
                }
            }
        }
    }

    /// The managing seed's override that forwards `name`.
    static func forwardingCode(_ name: Event.Name) -> Code {
        switch name {
        case .viewDidAppear: .managingDidAppearForwarding
        case .viewWillDisappear: .managingWillDisappearForwarding
        case .viewDidDisappear: .managingDidDisappearForwarding
        default: .managingAppearanceForwarding
        }
    }

    /// True while the controller is between a will- and a did- call: UIKit then leaves its children's appearance to the
    /// forwarding instead of the window-move hook (DESIGN.md §3.4).
    @inline(__always)
    func isInAppearanceTransition(_ vc: VCRef) -> Bool {
        let s = controllers[vc].appearance
        return s == .appearing || s == .disappearing
    }

    /// `willMove(toParent:)` / `didMove(toParent:)`; `parent` nil is the JSON null.
    /// `judged` false: UIKit's own call that the containment clause does not judge (the page view controller's flush
    /// repeating a willMove(toParent: nil), DESIGN.md §3.11 and §3.18).
    mutating func containmentCall(_ name: Event.Name, _ vc: VCRef, parent: VCRef?, origin: Event.Origin, judged: Bool = true) {
        guard isAlive(vc) else { return }
        record(name, vc, origin: origin, parentRef: parent.map { controllers[$0].serial } ?? Event.Args.noneRef)
        if traceNotes != nil { noteForTrace(vc) }
        guard judged else { return controllers[vc].containmentSetBy = seq }
        // The contract's `containment` clause (DESIGN.md §3.11), on every willMove/didMove whoever makes it: the
        // common call is a few compares and one store; the warning's words are built out of line, only for a breach.
        let call: ContainmentCall = name == .willMoveToParent ? .willMove(toParent: parent != nil) : .didMove(toParent: parent != nil)
        let (next, problem) = AppearanceContract.containmentStep(from: controllers[vc].containmentPhase ?? .unknown, call)
        let priorSetBy = controllers[vc].containmentSetBy
        controllers[vc].enterContainment(next, setBy: seq)
        if let problem { containmentBreach(problem, vc, origin: origin, setBy: priorSetBy ?? 0) }
    }

    @inline(never)
    mutating func containmentBreach(_ problem: ContainmentProblem, _ vc: VCRef, origin: Event.Origin, setBy: Int) {
        warn(
            .unbalancedContainment, vc, problem.message, origin: origin, rule: .appearanceMachine,
            flaw: origin == .system ? .none : cause.flaw, setBy: setBy)
    }
}

extension Controller {
    /// Enters `target`, noting the call that did it and the program flaw behind it, in one store (one uniqueness check
    /// of `controllers` where three cost 5 % of a switch); answers what it replaces, which the contract judges.
    @inline(__always)
    mutating func enterAppearance(_ target: AppearanceState, setBy: Int, flaw: Flaw) -> PriorAppearance {
        let prior = PriorAppearance(state: appearance, setBy: appearanceSetBy ?? 0, flaw: appearanceSetFlaw ?? .none)
        appearance = target
        appearanceSetBy = setBy
        appearanceSetFlaw = flaw
        return prior
    }

    /// The phase and the call that set it, in one store (one uniqueness check of `controllers`).
    @inline(__always)
    mutating func enterContainment(_ phase: ContainmentPhase, setBy: Int) {
        containmentPhase = phase
        containmentSetBy = setBy
    }
}

/// A controller's appearance before a call, with the call and flaw that had put it there (a breach's `Cause.setBy`).
struct PriorAppearance {
    var state: AppearanceState
    var setBy: Int
    var flaw: Flaw
}
