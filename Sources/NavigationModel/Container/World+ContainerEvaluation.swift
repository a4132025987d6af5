/// Expressions (docs/containers.md part 6). Pure but for the evaluation budget: a wide expression counts node by node.
extension World {
    /// The evaluation budget of one expression tree, counted locally and stored back once: counting each node in the
    /// runtime itself asked the runtime's box for uniqueness at every node.
    struct ContainerEvaluationBudget {
        var count: Int
        /// The node that ran past the limit has been met: every node after it is null and uncounted, as the
        /// refused action's failure makes them.
        var exceeded = false
    }

    static let containerEvaluationsMessage =
        "the program evaluated more than \(ContainerProgram.Limits.evaluationsPerAction) expressions in one action"

    /// Evaluates `e`, counting each node evaluated against the action's budget (docs/containers.md part 9).
    mutating func containerEval(_ e: ContainerCode.Expr, _ frame: ContainerCode.Frame) -> ContainerValue {
        guard hasContainer, !containerState.failed else { return .null }
        var budget = ContainerEvaluationBudget(count: containerState.evaluations)
        let value = containerValue(e, frame, &budget)
        containerState.evaluations = budget.count
        if budget.exceeded {
            containerFail(World.containerEvaluationsMessage, at: "")
        }
        return value
    }

    /// One node and the nodes under it that it evaluates. Nothing but the budget changes, yet `mutating`: called
    /// from a mutating method, a non-mutating one was handed a bitwise copy of the whole World (392 bytes, at every
    /// expression; callgrind). Operands go into locals before a non-mutating call, which would copy it too.
    private mutating func containerValue(
        _ e: ContainerCode.Expr, _ frame: ContainerCode.Frame, _ budget: inout ContainerEvaluationBudget
    ) -> ContainerValue {
        guard !budget.exceeded else { return .null }
        budget.count += 1
        if budget.count > ContainerProgram.Limits.evaluationsPerAction {
            budget.exceeded = true
            return .null
        }
        switch e {
        case .literal(let v): return v
        case .variable(let i): return containerState.vars[i]
        case .slot(let i): return frame.slots[i]
        case .child(let x):
            let v = containerValue(x, frame, &budget)
            return containerChild(v)
        case .compare(let op, let a, let b):
            let l = containerValue(a, frame, &budget)
            return .bool(World.containerCompare(op, l, containerValue(b, frame, &budget)))
        case .arithmetic(let op, let a, let b):
            guard let x = containerValue(a, frame, &budget).number, let y = containerValue(b, frame, &budget).number else {
                return .null
            }
            return .number(op == .plus ? x + y : x - y)
        case .unary(let op, let a):
            let v = containerValue(a, frame, &budget)
            switch op {
            case .not: return .bool(!v.isTrue)
            case .abs: return v.number.map { .number(Swift.abs($0)) } ?? .null
            case .round: return v.number.map { .number($0.rounded(.toNearestOrAwayFromZero)) } ?? .null
            }
        case .extremum(let isMax, let list):
            var out: Double?
            for x in list {
                guard let n = containerValue(x, frame, &budget).number else { return .null }
                out = out.map { isMax ? Swift.max($0, n) : Swift.min($0, n) } ?? n
            }
            return out.map { .number($0) } ?? .null
        case .logic(let isAnd, let list):
            for x in list where containerValue(x, frame, &budget).isTrue != isAnd { return .bool(!isAnd) }
            return .bool(isAnd)
        case .cond(let t, let a, let b):
            return containerValue(containerValue(t, frame, &budget).isTrue ? a : b, frame, &budget)
        case .query(let q, let x):
            let v = containerValue(x, frame, &budget)
            return containerQuery(q, v)
        case .selfAppearState:
            // An object container (`kind: object`) has no appearance of its own: it never appears.
            return .string(program.host >= 0 ? controllers[program.host].appearance.rawValue : AppearanceState.disappeared.rawValue)
        case .selfInWindow: return .bool(isInWindow(program.host))
        case .navigationStack: return containerNavigationStack
        case .at(let l, let i):
            let list = containerValue(l, frame, &budget)
            return ContainerValue.element(list, containerValue(i, frame, &budget))
        case .count(let l):
            guard case .list(let items) = containerValue(l, frame, &budget) else { return .null }
            return .number(Double(items.count))
        case .width: return .number(containerState.width)
        case .offset(let i): return .number(containerState.offsets[i])
        }
    }

    /// `{"child": X}`: by index (an integer in range) or by title. `mutating` for the reason `containerValue` is.
    private mutating func containerChild(_ v: ContainerValue) -> ContainerValue {
        switch v {
        case .number(let n):
            guard n.rounded() == n, n >= 0, n < Double(program.segmentVCs.count) else { return .null }
            return .controller(Int(n))
        case .string(let title):
            return program.specs.firstIndex { $0.title == title }.map { .controller($0) } ?? .null
        default: return .null
        }
    }

    private static func containerCompare(_ op: ContainerExpr.Comparison, _ a: ContainerValue, _ b: ContainerValue) -> Bool {
        switch op {
        case .eq: return a == b
        case .ne: return a != b
        default:
            guard let x = a.number, let y = b.number else { return false }
            switch op {
            case .lt: return x < y
            case .le: return x <= y
            case .gt: return x > y
            default: return x >= y
            }
        }
    }

    /// Queries on a controller; a null (or non-controller) operand answers null, or false for the boolean ones.
    private mutating func containerQuery(_ q: ContainerExpr.Query, _ v: ContainerValue) -> ContainerValue {
        let boolean: Bool
        switch q {
        case .inWindow, .inSuperview, .isViewLoaded, .visible: boolean = true
        case .parentOf, .appearState, .indexOf: boolean = false
        }
        guard case .controller(let i) = v, let vc = containerSegment(v) else { return boolean ? .bool(false) : .null }
        switch q {
        case .parentOf:
            guard let p = controllers[vc].parent else { return .null }
            return .string(p == program.host ? "self" : "other")
        case .appearState: return .string(controllers[vc].appearance.rawValue)
        case .inWindow: return .bool(isInWindow(vc))
        case .inSuperview: return .bool(controllers[vc].superview != .none)
        case .isViewLoaded: return .bool(controllers[vc].viewLoaded)
        case .indexOf: return .number(Double(i))
        case .visible: return .bool(containerVisible(i, vc))
        }
    }

    /// For the contract's `visibleWhenAppeared` (DESIGN.md §3.11): false only when `vc` is a segment's page placed
    /// at a page of a scroll view that shows another page (no overlap of positive width). Anything the program did
    /// not place in a scroll view (a page in the container's own view, an embed's page, a controller that is no
    /// segment) counts as on screen: the clause reports only what the model can see is off screen.
    func containerPageOnScreen(_ vc: VCRef) -> Bool {
        guard let i = program.segmentVCs.firstIndex(of: vc) else { return true }
        return containerPlacedPageOnScreen(i, vc) ?? true
    }

    /// Whether segment `i`'s page, placed by the program in the container's view, is on screen: true unless it sits
    /// at a page of a scroll view that shows another one; nil when the program placed it nowhere.
    private func containerPlacedPageOnScreen(_ i: Int, _ vc: VCRef) -> Bool? {
        guard controllers[vc].superview == .view(program.host), i < containerState.placements.count,
            let place = containerState.placements[i]
        else { return nil }
        guard place.view >= 0, place.view < containerState.offsets.count, let page = place.page else { return true }
        return Swift.abs(page - containerState.offsets[place.view]) < 1
    }

    /// Whether segment `i`'s page overlaps its scroll view's bounds by a positive width (docs/containers.md part 6 `visible`).
    func containerVisible(_ i: Int, _ vc: VCRef) -> Bool {
        guard hasContainer else { return false }
        // A page of an embedded page view controller: the page it shows (DESIGN.md §3.20 "Embeds").
        if let p = controllers[vc].parent, controllers[p].role == .pageView, pagerIndex(p) != nil {
            return pager(p).viewControllers.contains(vc)
        }
        if let placed = containerPlacedPageOnScreen(i, vc) { return placed }
        guard let first = containerState.offsets.first else { return false }
        return Swift.abs(Double(i) - first) < 1
    }
}
