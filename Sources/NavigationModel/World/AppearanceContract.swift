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

    /// The clause as DESIGN.md §3.11 states it.
    public var text: String {
        switch self {
        case .balanced:
            "begin and end balanced: no second viewWillAppear without a disappear between, no viewDidAppear without its viewWillAppear, no end without a begin"
        case .nested:
            "a child's appearance nested in its parent's: it appears only inside its parent's appearance and does not outlive its parent's disappearance"
        case .inWindow: "a controller's view is in the window when it appears"
        case .onePerSwitch: "one appear and one disappear per segment switch"
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

extension World {
    /// The contract's clauses, checked on the call just recorded (`vc` has just gone from `before` to `target`): the
    /// machine's (`balanced`) first, then the others. One call breaks one clause, the first it breaks, so a flaw is
    /// reported once; the switch's tally counts every call all the same. Every appearance call passes here: the
    /// common case returns after a few loads, and a message is built only for a breach.
    @inline(__always)
    mutating func checkContract(_ vc: VCRef, from before: AppearanceState, entered target: AppearanceState, origin: Event.Origin) {
        let repeated = switching == true && (target == .appearing || target == .disappearing) && tallySwitch(vc, target)
        // A cancelled transition's reversal (appearing ⇄ disappearing) is not a breach (DESIGN.md §3.14).
        if let code = before.violation(entering: target), !(reversingAppearance == true && before.reverses(into: target)) {
            return breach(code, vc, before.violationMessage(entering: target), origin)
        }
        if let parent = controllers[vc].parent, target == .appearing || target == .appeared {
            let ps = controllers[parent].appearance
            if ps != .appeared && (target == .appeared || ps != .appearing), isAlive(parent) {
                let call = target == .appearing ? "viewWillAppear" : "viewDidAppear"
                return breach(.appearanceOutsideParent, vc, "\(call) while its parent \(controllers[parent].id) is \(ps.rawValue)", origin)
            }
        }
        if target == .disappeared, !controllers[vc].children.isEmpty, let child = appearedChild(of: vc) {
            return breach(.appearanceOutsideParent, child, "still appeared after its parent \(controllers[vc].id) disappeared", origin)
        }
        if target == .appeared && !isInWindow(vc) {
            return breach(.appearedOffWindow, vc, "viewDidAppear while the view is not in the window", origin)
        }
        if repeated {
            let call = target == .appearing ? "viewWillAppear" : "viewWillDisappear"
            breach(.repeatedAppearanceInSwitch, vc, "\(call) a second time in one segment switch", origin)
        }
    }

    /// A breach of the contract: the warning follows the call that broke it. A program's call breaks it because of the
    /// program's flaw (in seed fidelity); UIKit's own calls never carry one.
    private mutating func breach(_ code: WarningCode, _ vc: VCRef, _ message: String, _ origin: Event.Origin) {
        warn(code, vc, message, origin: origin, rule: .appearanceMachine, flaw: culpritFlaw(origin))
    }

    @inline(__always)
    private func culpritFlaw(_ origin: Event.Origin) -> Flaw { origin == .system ? .none : cause.flaw }

    /// A child of `vc` still appeared (the `nested` clause when `vc` has just disappeared).
    private func appearedChild(of vc: VCRef) -> VCRef? {
        controllers[vc].children.first { isAlive($0) && controllers[$0].appearance == .appeared }
    }

    /// Counts the begin call in the running switch; true when the controller has had one of its kind already.
    @inline(__always)
    private mutating func tallySwitch(_ vc: VCRef, _ target: AppearanceState) -> Bool {
        let bit = target == .appearing ? SwitchBegins.appear : SwitchBegins.disappear
        if controllers[vc].switchBegins & bit != 0 { return true }
        controllers[vc].switchBegins |= bit
        return false
    }

    /// A segment switch starts: no controller has begun anything in it yet. O(controllers), a store each.
    mutating func beginSwitch() {
        switching = true
        for i in controllers.indices where controllers[i].switchBegins != 0 { controllers[i].switchBegins = 0 }
    }
}
