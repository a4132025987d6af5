/// Running a container program's statements (docs/containers.md part 5), each under UIKit's rules (DESIGN.md §3.20).
extension World {
    enum ContainerFlow { case next, returned, aborted }

    /// Runs `hook` if the program has it, one call level below the event that fired it (its `cause.event`).
    /// `nested` false when the caller has already gone one level down (`loadViewIfNeeded`).
    mutating func containerHook(_ hook: ContainerHook, _ args: [String: ContainerValue] = [:], nested: Bool = true) {
        guard let body = container?.program.body(of: hook), !body.isEmpty else { return }
        var frame = ContainerFrame(body: hook.rawValue, args: args)
        if nested { depth += 1 }
        _ = containerRun(body, &frame, top: true)
        if nested { depth -= 1 }
    }

    /// Runs a body's statements; `top` when they are its top-level ones, whose index is the `cause.code`'s `#i`.
    mutating func containerRun(_ statements: [ContainerStatement], _ frame: inout ContainerFrame, top: Bool) -> ContainerFlow {
        for (i, statement) in statements.enumerated() {
            if top { frame.top = i }
            let flow: ContainerFlow
            if top {
                let context = containerContext(frame)
                flow = caused(by: context) { $0.containerExecute(statement, &frame) }
            } else {
                flow = containerExecute(statement, &frame)
            }
            if flow != .next { return flow }
        }
        return .next
    }

    /// The cause of a statement's calls: the program's code at `frame`'s top-level statement.
    mutating func containerContext(_ frame: ContainerFrame) -> CauseContext {
        var context = CauseContext(code: .containerProgram)
        context.site = container?.intern(frame.body, frame.top) ?? 0
        return context
    }

    /// Stops the program and marks the action refused (docs/containers.md part 9).
    mutating func containerFail(_ message: String, at pointer: String) {
        guard container?.failure == nil else { return }
        container?.failure = ContainerFailure(message: message, pointer: "/container" + pointer)
    }

    /// Counts one statement against the action's budget; false once the program must stop.
    private mutating func containerStep(_ s: ContainerStatement) -> Bool {
        guard hasContainer, container!.failure == nil else { return false }
        container!.steps += 1
        if container!.steps > ContainerProgram.Limits.stepsPerAction {
            containerFail("the program ran more than \(ContainerProgram.Limits.stepsPerAction) statements in one action", at: s.pointer)
            return false
        }
        if events.count > ContainerProgram.Limits.eventsPerAction {
            containerFail("the program made more than \(ContainerProgram.Limits.eventsPerAction) calls in one action", at: s.pointer)
            return false
        }
        return true
    }

    mutating func containerExecute(_ s: ContainerStatement, _ frame: inout ContainerFrame) -> ContainerFlow {
        guard containerStep(s) else { return .aborted }
        // An expression that ran past the budget knows no statement: the innermost one evaluating it names it.
        defer { if container?.failure?.pointer == ContainerFailure.unplaced { container?.failure?.pointer = "/container" + s.pointer } }
        switch s.kind {
        case .if(let test, let then, let other):
            let branch = containerEval(test, frame).isTrue ? then : other
            return containerRun(branch, &frame, top: false)
        case .forEach(let sequence, let name, let body): return containerForEach(sequence, name, body, &frame)
        case .set(let name, let value):
            let v = containerEval(value, frame)
            if let i = container?.varIndex(name) {
                container?.vars[i] = v
            } else {
                frame.locals[name] = v
            }
        case .call(let name, let args): return containerCall(name, args, s, frame)
        case .return: return .returned
        case .userInteraction(let x):
            let on = containerEval(x, frame).isTrue
            container?.userInteraction = on
        case .animate, .async, .after, .invalidate, .cancelAnimations, .setContentOffset, .transition:
            containerExecuteTimed(s, &frame)
        case .setViewControllers(let embed, let page, let direction, let animated, let completion):
            containerSetViewControllers(
                embed, page, direction: direction, animated: animated, completion: completion, frame, at: s.pointer)
        default: containerExecuteUIKit(s, frame)
        }
        return container?.failure == nil ? .next : .aborted
    }

    /// Containment, views and appearance (R1–R6): a null controller operand does nothing (docs/containers.md part 5).
    private mutating func containerExecuteUIKit(_ s: ContainerStatement, _ frame: ContainerFrame) {
        guard let host = Optional(program.host), host >= 0 else { return }
        switch s.kind {
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
            containerAddSubview(vc, view: container?.viewIndex(view) ?? -1, page: p, pageGiven: page != nil)
        case .removeFromSuperview(let c):
            if let vc = containerController(c, frame) { containerRemoveFromSuperview(vc) }
        case .begin(let c, let appearing, let animated):
            guard let vc = containerController(c, frame) else { return }
            let a = containerEval(appearing, frame).isTrue
            containerBegin(vc, appearing: a, animated: containerEval(animated, frame).isTrue)
        case .end(let c):
            if let vc = containerController(c, frame) { containerEnd(vc) }
        case .direct(let name, let c, let animated):
            guard let vc = containerController(c, frame) else { return }
            appearance(name, vc, animated: containerEval(animated, frame).isTrue, origin: .container)
        default: break
        }
    }

    /// `forEach` (docs/containers.md part 5): the list is fixed when the loop starts; `return` leaves the enclosing body.
    private mutating func containerForEach(
        _ sequence: ContainerSequence, _ name: String, _ body: [ContainerStatement], _ frame: inout ContainerFrame
    ) -> ContainerFlow {
        switch sequence {
        case .children:
            for i in program.segmentVCs.indices {
                frame.locals[name] = .controller(i)
                let flow = containerRun(body, &frame, top: false)
                if flow != .next { return flow }
            }
        case .list(let items):
            let values = items.map { containerEval($0, frame) }
            for v in values {
                frame.locals[name] = v
                let flow = containerRun(body, &frame, top: false)
                if flow != .next { return flow }
            }
        case .range(let from, let to):
            // Integers from ⌈from⌉ to ⌊to⌋, clamped so no conversion traps; the step budget bounds the walk.
            guard let f = containerEval(from, frame).number, let t = containerEval(to, frame).number, f <= t else { return .next }
            var i = Swift.max(-1e9, f.rounded(.up))
            let last = Swift.min(1e9, t.rounded(.down))
            while i <= last {
                frame.locals[name] = .number(i)
                let flow = containerRun(body, &frame, top: false)
                if flow != .next { return flow }
                i += 1
            }
        }
        return .next
    }

    /// `call` (docs/containers.md part 5): a new body with its parameters bound (missing ones null), at most 32 deep.
    private mutating func containerCall(
        _ name: String, _ args: [ContainerArgument], _ s: ContainerStatement, _ frame: ContainerFrame
    ) -> ContainerFlow {
        guard let fn = container?.program.functions.first(where: { $0.name == name }) else { return .next }
        guard (container?.callDepth ?? 0) < ContainerProgram.Limits.callDepth else {
            containerFail("calls nested deeper than \(ContainerProgram.Limits.callDepth)", at: s.pointer)
            return .aborted
        }
        var callee = ContainerFrame(body: name)
        for p in fn.params { callee.args[p] = .null }
        for a in args where fn.params.contains(a.name) { callee.args[a.name] = containerEval(a.value, frame) }
        container?.callDepth += 1
        let flow = containerRun(fn.body, &callee, top: true)
        container?.callDepth -= 1
        return flow == .aborted ? .aborted : .next
    }

    /// The segment controller an operand names, or nil (null, or not a controller).
    mutating func containerController(_ e: ContainerExpr, _ frame: ContainerFrame) -> VCRef? {
        containerSegment(containerEval(e, frame))
    }

    func containerSegment(_ v: ContainerValue) -> VCRef? {
        guard case .controller(let i) = v, i >= 0, i < program.segmentVCs.count else { return nil }
        let vc = program.segmentVCs[i]
        return isAlive(vc) ? vc : nil
    }
}
