import NavigationModel
import SegnavWire

/// Judges a recorded trace under the appearance contract (DESIGN.md §3.11) with the model's own clauses
/// (`AppearanceContract.check`): the trace's state is one more `AppearanceContractHost`. Its answer is the trace as
/// model-shaped events, each breach a `warning` right after the line it follows, whose cause names the call that
/// broke the clause (`event`) and the earlier call that put the controller in the state it found (`setBy`), so the
/// why route's chain (`CauseChain`) explains it as it explains a session's.
public struct TraceChecker {
    /// One controller as the trace has shown it so far.
    struct Controller {
        var address: String
        var className: String
        var appearance: AppearanceState = .disappeared
        var parent: Int?
        var children: [Int] = []
        /// As recorded at its last call; true until a call says otherwise (not judged when never recorded).
        var inWindow = true
        var switchBegins: UInt8 = 0
        /// seq of the call that put it in `appearance` (0: it has been so since the trace began).
        var setBy = 0
        var containment: ContainmentPhase = .unknown
        /// As recorded at its last call that gave them.
        var frame: [Double]?
        var clip: [Double]?
        /// seq of its last containment call.
        var containmentSetBy = 0
    }

    var controllers: [Controller] = []
    var index: [String: Int] = [:]
    var switching = false
    /// The answer's events, model-shaped, and the trace line each one stands for.
    public internal(set) var events: [JSON] = []
    public internal(set) var lines: [Int] = []
    /// seqs of the warnings among `events`.
    public internal(set) var warnings: [Int] = []
    var lastCall = 0
    var actionNumber = 0
    /// The line being judged.
    var line = 0

    public init() {}

    /// Checks a whole trace.
    public static func check(_ trace: Trace) -> TraceChecker {
        var checker = TraceChecker()
        for (line, entry) in trace.entries { checker.apply(entry, line: line) }
        return checker
    }

    public mutating func apply(_ entry: Trace.Entry, line: Int) {
        self.line = line
        switch entry {
        case .action(let action):
            actionNumber += 1
            // A segment switch runs until the next action (the model's `switching`, DESIGN.md §3.11 `onePerSwitch`).
            switch action {
            case .selectSegment, .setSegment:
                switching = true
                for i in controllers.indices { controllers[i].switchBegins = 0 }
            default: switching = false
            }
        case .console(let text, let vc): console(text, vc: vc)
        case .call(let call): record(call)
        }
    }

    /// The controller named `address`, made on first sight.
    mutating func ref(_ address: String, className: String? = nil) -> Int {
        if let i = index[address] {
            if let className, controllers[i].className == "?" { controllers[i].className = className }
            return i
        }
        controllers.append(Controller(address: address, className: className ?? "?"))
        index[address] = controllers.count - 1
        return controllers.count - 1
    }

    mutating func setParent(_ child: Int, _ parent: Int?) {
        if let old = controllers[child].parent { controllers[old].children.removeAll { $0 == child } }
        controllers[child].parent = parent
        if let parent, !controllers[parent].children.contains(child) { controllers[parent].children.append(child) }
    }

    mutating func record(_ call: TraceCall) {
        let vc = ref(call.vc, className: call.className)
        switch call.parent {
        case .absent: break
        case .none: if controllers[vc].parent != nil { setParent(vc, nil) }
        case .id(let p): if controllers[vc].parent.map({ controllers[$0].address }) != p { setParent(vc, ref(p)) }
        }
        if let inWindow = call.inWindow { controllers[vc].inWindow = inWindow }
        if let frame = call.frame { controllers[vc].frame = frame }
        if let clip = call.clip { controllers[vc].clip = clip }
        var childRef: Int?
        if let child = call.child {
            let c = ref(child)
            childRef = c
            if call.name == .addChild { setParent(c, vc) } else if call.name == .removeFromParent, controllers[c].parent == vc { setParent(c, nil) }
        }
        let seq = append(call, vc: vc)
        lastCall = seq
        if let (subject, move) = containmentCall(call, vc: vc, child: childRef) {
            if let breach = AppearanceContract.checkContainment(&self, subject, move) {
                warn(breach.code, vc: breach.vc, message: breach.message, setBy: controllers[subject].containmentSetBy)
            }
            controllers[subject].containmentSetBy = seq
            return
        }
        guard let target = call.name.target else { return }
        let before = controllers[vc].appearance
        controllers[vc].appearance = target
        if let breach = AppearanceContract.check(&self, vc, from: before, entered: target) {
            warn(breach.code, vc: breach.vc, message: breach.message, setBy: controllers[breach.setter].setBy)
        }
        controllers[vc].setBy = seq
    }

    /// The containment call a line records, and the controller it is about (the child, for the parent's calls).
    func containmentCall(_ call: TraceCall, vc: Int, child: Int?) -> (Int, ContainmentCall)? {
        switch call.name {
        case .addChild: child.map { ($0, .addChild) }
        case .removeFromParent: child.map { ($0, .removeFromParent) }
        case .willMoveToParent: (vc, .willMove(toParent: call.to != .none))
        case .didMoveToParent: (vc, .didMove(toParent: call.to != .none))
        default: nil
        }
    }
}

extension TraceChecker: AppearanceContractHost {
    public func appearance(of vc: Int) -> AppearanceState { controllers[vc].appearance }
    public func contractParent(of vc: Int) -> Int? { controllers[vc].parent }
    public func appearedChild(of vc: Int) -> Int? { controllers[vc].children.first { controllers[$0].appearance == .appeared } }
    public func isViewInWindow(_ vc: Int) -> Bool { controllers[vc].inWindow }

    /// Overlap with positive width and height: a page that only touches the clip's edge is outside.
    public func isViewVisible(_ vc: Int) -> Bool {
        guard let f = controllers[vc].frame, let c = controllers[vc].clip else { return true }
        let width = min(f[0] + f[2], c[0] + c[2]) - max(f[0], c[0])
        let height = min(f[1] + f[3], c[1] + c[3]) - max(f[1], c[1])
        return width > 0 && height > 0
    }
    public func contractName(of vc: Int) -> String { "\(controllers[vc].className) \(controllers[vc].address)" }
    public var isSwitching: Bool { switching }
    public func containmentPhase(of vc: Int) -> ContainmentPhase { controllers[vc].containment }
    public mutating func setContainmentPhase(_ vc: Int, _ phase: ContainmentPhase) { controllers[vc].containment = phase }

    public mutating func tallySwitch(_ vc: Int, _ target: AppearanceState) -> Bool {
        let bit: UInt8 = target == .appearing ? 1 : 2
        if controllers[vc].switchBegins & bit != 0 { return true }
        controllers[vc].switchBegins |= bit
        return false
    }
}
