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

/// How often a controller began to appear and to disappear in the segment switch being applied (the `onePerSwitch`
/// clause). Kept on the controller, tagged with the action, so nothing has to be reset between actions.
struct SwitchTally: Codable, Sendable {
    var action: Int
    var appears: UInt8 = 0
    var disappears: UInt8 = 0
}

extension World {
    /// The clauses after `balanced`, checked on the call just recorded (`vc` has just entered `target`); `flagged` when
    /// the call already broke `balanced`. One call breaks one clause, the first it breaks, so a flaw is reported once;
    /// the switch's tally counts every call all the same.
    mutating func checkContract(_ vc: VCRef, entered target: AppearanceState, origin: Event.Origin, flagged: Bool) {
        let repeated = switchAction == action && (target == .appearing || target == .disappearing) && tallySwitch(vc, target) > 1
        if flagged { return }
        if let clause = nestingBreach(vc, entered: target) {
            warn(clause.code, clause.receiver, clause.message, origin: origin, rule: .appearanceMachine, flaw: culpritFlaw(origin))
            return
        }
        if target == .appeared && !isInWindow(vc) {
            warn(.appearedOffWindow, vc, "viewDidAppear while the view is not in the window", origin: origin,
                rule: .appearanceMachine, flaw: culpritFlaw(origin))
            return
        }
        if repeated {
            let what = target == .appearing ? "viewWillAppear" : "viewWillDisappear"
            warn(.repeatedAppearanceInSwitch, vc, "\(what) a second time in one segment switch", origin: origin,
                rule: .appearanceMachine, flaw: culpritFlaw(origin))
        }
    }

    /// A program's call breaks the contract because of the program's flaw (in seed fidelity); UIKit's own calls never do.
    @inline(__always)
    func culpritFlaw(_ origin: Event.Origin) -> Flaw { origin == .system ? .none : cause.flaw }

    private struct NestingBreach {
        var code: WarningCode { .appearanceOutsideParent }
        var receiver: VCRef
        var message: String
    }

    /// The `nested` clause. The parent is UIKit's (`parent`): containment children and a navigation controller's stack.
    /// The 2010 managing controller's segments have none — their appearance is the program's business (§3.5, §3.7).
    private func nestingBreach(_ vc: VCRef, entered target: AppearanceState) -> NestingBreach? {
        if let p = controllers[vc].parent, isAlive(p) {
            let ps = controllers[p].appearance
            switch target {
            case .appearing where ps == .disappeared || ps == .disappearing:
                return NestingBreach(receiver: vc, message: "viewWillAppear while its parent \(controllers[p].id) is \(ps.rawValue)")
            case .appeared where ps != .appeared:
                return NestingBreach(receiver: vc, message: "viewDidAppear while its parent \(controllers[p].id) is \(ps.rawValue)")
            default:
                break
            }
        }
        if target == .disappeared {
            for child in controllers[vc].children where isAlive(child) && controllers[child].appearance == .appeared {
                return NestingBreach(receiver: child, message: "still appeared after its parent \(controllers[vc].id) disappeared")
            }
        }
        return nil
    }

    /// Counts the begin call in the running switch; returns how many of its kind the controller has had.
    private mutating func tallySwitch(_ vc: VCRef, _ target: AppearanceState) -> Int {
        var t = controllers[vc].switchTally ?? SwitchTally(action: action)
        if t.action != action { t = SwitchTally(action: action) }
        if target == .appearing { t.appears &+= 1 } else { t.disappears &+= 1 }
        controllers[vc].switchTally = t
        return Int(target == .appearing ? t.appears : t.disappears)
    }
}
