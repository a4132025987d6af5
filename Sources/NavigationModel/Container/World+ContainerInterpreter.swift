/// Running a container program's compiled statements (`ContainerCode`, docs/containers.md part 5), each under UIKit's
/// rules (DESIGN.md §3.20).
extension World {
    enum ContainerFlow { case next, returned, aborted }

    /// Runs `hook` if the program has it, one call level below the event that fired it (its `cause.event`), its
    /// arguments in `ContainerHook.arguments`' order. `nested` false when the caller has already gone one level down
    /// (`loadViewIfNeeded`).
    mutating func containerHook(
        _ hook: ContainerHook, _ first: ContainerValue = .null, _ second: ContainerValue = .null, nested: Bool = true
    ) {
        guard hasContainer, let body = containerState.code.hooks[hook.ordinal] else { return }
        let code = containerState.code
        var frame = code.frame(body)
        let arguments = hook.arguments.count
        if arguments > 0 { frame.slots[0] = first }
        if arguments > 1 { frame.slots[1] = second }
        if nested { depth += 1 }
        _ = containerRun(code, code.bodies[body].statements, &frame, top: true)
        if nested { depth -= 1 }
    }

    /// Runs a block's statements; `top` when they are its body's top-level ones, whose index is the `cause.code`'s `#i`.
    mutating func containerRun(
        _ code: ContainerCode, _ statements: [ContainerCode.Statement], _ frame: inout ContainerCode.Frame, top: Bool
    ) -> ContainerFlow {
        for i in statements.indices {
            let flow: ContainerFlow
            if top {
                frame.top = i
                let context = containerContext(frame)
                flow = caused(by: context) { $0.containerExecute(code, statements[i], &frame) }
            } else {
                flow = containerExecute(code, statements[i], &frame)
            }
            if flow != .next { return flow }
        }
        return .next
    }

    /// The cause of a statement's calls: the program's code at `frame`'s top-level statement.
    mutating func containerContext(_ frame: ContainerCode.Frame) -> CauseContext {
        var context = CauseContext(code: .containerProgram)
        guard hasContainer else { return context }
        context.site = containerState.cachedSite(body: frame.body, top: frame.top) ?? containerState.site(body: frame.body, top: frame.top)
        return context
    }

    /// The same, for a frame a deferred item stored (by its body's name).
    mutating func containerContext(_ frame: ContainerFrame) -> CauseContext {
        var context = CauseContext(code: .containerProgram)
        context.site = hasContainer ? containerState.intern(frame.body, frame.top) : 0
        return context
    }

    /// Stops the program and marks the action refused (docs/containers.md part 9).
    mutating func containerFail(_ message: String, at pointer: String) {
        guard hasContainer, !containerState.failed else { return }
        containerState.failure = ContainerFailure(message: message, pointer: "/container" + pointer)
    }

    /// Counts one statement against the action's budget; false once the program must stop.
    private mutating func containerStep(_ pointer: String) -> Bool {
        guard hasContainer, !containerState.failed else { return false }
        containerState.steps += 1
        if containerState.steps > ContainerProgram.Limits.stepsPerAction {
            containerFail("the program ran more than \(ContainerProgram.Limits.stepsPerAction) statements in one action", at: pointer)
            return false
        }
        if events.count > ContainerProgram.Limits.eventsPerAction {
            containerFail("the program made more than \(ContainerProgram.Limits.eventsPerAction) calls in one action", at: pointer)
            return false
        }
        return true
    }

    mutating func containerExecute(_ code: ContainerCode, _ s: ContainerCode.Statement, _ frame: inout ContainerCode.Frame) -> ContainerFlow {
        guard containerStep(s.pointer) else { return .aborted }
        // An expression that ran past the budget knows no statement: the innermost one evaluating it names it.
        defer {
            if containerState.failed, containerState.failure?.pointer == ContainerFailure.unplaced {
                containerState.failure?.pointer = "/container" + s.pointer
            }
        }
        switch s.op {
        case .if(let test, let then, let other):
            let branch = containerEval(test, frame).isTrue ? then : other
            return containerRun(code, branch, &frame, top: false)
        case .forEach(let sequence, let slot, let body): return containerForEach(code, sequence, slot, body, &frame)
        case .setVar(let i, let value):
            let v = containerEval(value, frame)
            containerState.vars[i] = v
        case .setSlot(let i, let value):
            let v = containerEval(value, frame)
            frame.slots[i] = v
        case .setVarElement(let i, let index, let value): containerSetElement(i, index, value, frame, at: s.pointer)
        case .call(let function, let args): return containerCall(code, function, args, s.pointer, frame)
        case .return: return .returned
        case .userInteraction(let x):
            let on = containerEval(x, frame).isTrue
            containerState.userInteraction = on
        case .animate, .async, .after, .invalidate, .cancelAnimations, .setContentOffset, .transition:
            containerExecuteTimed(code, s, &frame)
        case .setViewControllers(let embed, let page, let direction, let animated, let completion):
            containerSetViewControllers(
                code, embed, page, direction: direction, animated: animated, completion: completion, frame, at: s.pointer)
        case .setNavigationStack, .titleView: containerExecuteNavigation(s.op, frame, at: s.pointer)
        default: containerExecuteUIKit(s.op, frame)
        }
        return containerFailed ? .aborted : .next
    }

    /// Containment, views and appearance (R1–R6): a null controller operand does nothing (docs/containers.md part 5).
    private mutating func containerExecuteUIKit(_ op: ContainerCode.Op, _ frame: ContainerCode.Frame) {
        guard let host = Optional(program.host), host >= 0 else { return }
        switch op {
        case .addChild(let c):
            if let vc = containerController(c, frame) { addChild(vc, to: host) }
        case .removeFromParent(let c):
            if let vc = containerController(c, frame) { removeFromParent(vc) }
        case .willMove(let c, let toSelf):
            if let vc = containerController(c, frame) {
                containmentCall(.willMoveToParent, vc, parent: toSelf ? host : nil, origin: .container)
            }
        case .didMove(let c, let toSelf):
            if let vc = containerController(c, frame) {
                containmentCall(.didMoveToParent, vc, parent: toSelf ? host : nil, origin: .container)
            }
        case .addSubview(let c, let view, let page):
            guard let vc = containerController(c, frame) else { return }
            let p = page.map { containerEval($0, frame).number } ?? nil
            containerAddSubview(vc, view: view, page: p, pageGiven: page != nil)
        case .removeFromSuperview(let c):
            if let vc = containerController(c, frame) { containerRemoveFromSuperview(vc) }
        case .begin(let c, let appearing, let animated):
            guard let vc = containerController(c, frame) else { return }
            let a = containerEval(appearing, frame).isTrue
            containerBegin(vc, appearing: a, animated: containerEval(animated, frame).isTrue)
        case .end(let c):
            if let vc = containerController(c, frame) { containerEnd(vc) }
        case .direct(let name, let c, let animated): containerDirect(name, c, animated, frame)
        default: break
        }
    }

    /// `forEach` (docs/containers.md part 5): the list is fixed when the loop starts; `return` leaves the enclosing body.
    private mutating func containerForEach(
        _ code: ContainerCode, _ sequence: ContainerCode.Sequence, _ slot: Int, _ body: [ContainerCode.Statement],
        _ frame: inout ContainerCode.Frame
    ) -> ContainerFlow {
        switch sequence {
        case .children:
            for i in program.segmentVCs.indices {
                frame.slots[slot] = .controller(i)
                let flow = containerRun(code, body, &frame, top: false)
                if flow != .next { return flow }
            }
        case .list(let items):
            let values = items.map { containerEval($0, frame) }
            for v in values {
                frame.slots[slot] = v
                let flow = containerRun(code, body, &frame, top: false)
                if flow != .next { return flow }
            }
        case .range(let from, let to):
            // Integers from ⌈from⌉ to ⌊to⌋, clamped so no conversion traps; the step budget bounds the walk.
            guard let f = containerEval(from, frame).number, let t = containerEval(to, frame).number, f <= t else { return .next }
            var i = Swift.max(-1e9, f.rounded(.up))
            let last = Swift.min(1e9, t.rounded(.down))
            while i <= last {
                frame.slots[slot] = .number(i)
                let flow = containerRun(code, body, &frame, top: false)
                if flow != .next { return flow }
                i += 1
            }
        }
        return .next
    }

    /// `call` (docs/containers.md part 5): a new body with its parameters bound (missing ones null), at most 32 deep.
    private mutating func containerCall(
        _ code: ContainerCode, _ function: Int?, _ args: [(slot: Int, value: ContainerCode.Expr)], _ pointer: String,
        _ frame: ContainerCode.Frame
    ) -> ContainerFlow {
        guard let function, hasContainer else { return .next }
        guard containerState.callDepth < ContainerProgram.Limits.callDepth else {
            containerFail("calls nested deeper than \(ContainerProgram.Limits.callDepth)", at: pointer)
            return .aborted
        }
        var callee = code.frame(function)
        for a in args { callee.slots[a.slot] = containerEval(a.value, frame) }
        containerState.callDepth += 1
        let flow = containerRun(code, code.bodies[function].statements, &callee, top: true)
        containerState.callDepth -= 1
        return flow == .aborted ? .aborted : .next
    }

    /// The segment controller an operand names, or nil (null, or not a controller).
    mutating func containerController(_ e: ContainerCode.Expr, _ frame: ContainerCode.Frame) -> VCRef? {
        let v = containerEval(e, frame)
        return containerSegment(v)
    }

    func containerSegment(_ v: ContainerValue) -> VCRef? {
        guard case .controller(let i) = v, i >= 0, i < program.segmentVCs.count else { return nil }
        let vc = program.segmentVCs[i]
        return isAlive(vc) ? vc : nil
    }
}
