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
        record(name, vc, origin: origin, animated: animated)
        if traceNotes != nil { noteForTrace(vc) }
        let seqOfCall = seq
        let before = controllers[vc].appearance
        controllers[vc].appearance = target
        checkContract(vc, from: before, entered: target, origin: origin)
        controllers[vc].appearanceSetBy = seqOfCall
        controllers[vc].appearanceSetFlaw = origin == .system || !isSeed ? .none : cause.flaw
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
        if judged {
            checkContainmentClause(name, vc, parent: parent, origin: origin)
        } else {
            controllers[vc].containmentSetBy = seq
        }
    }

    /// The contract's `containment` clause (DESIGN.md §3.11), on every willMove/didMove whoever makes it. Kept out of
    /// `containmentCall` (never inlined): inlined, it made the compiler copy each recorded event out of line there.
    @inline(never)
    mutating func checkContainmentClause(_ name: Event.Name, _ vc: VCRef, parent: VCRef?, origin: Event.Origin) {
        let seqOfCall = seq
        let call: ContainmentCall = name == .willMoveToParent ? .willMove(toParent: parent != nil) : .didMove(toParent: parent != nil)
        if let breach = AppearanceContract.checkContainment(&self, vc, call) {
            warn(
                breach.code, vc, breach.message, origin: origin, rule: .appearanceMachine,
                flaw: origin == .system ? .none : cause.flaw, setBy: controllers[vc].containmentSetBy ?? 0)
        }
        controllers[vc].containmentSetBy = seqOfCall
    }
}
