/// Statements and expressions compiled one for one (`ContainerCode.Compiler`): a node of the decoded tree becomes one
/// node here, so the evaluation and step budgets count what they counted before.
extension ContainerCode.Compiler {
    typealias Op = ContainerCode.Op
    typealias Expr = ContainerCode.Expr

    mutating func op(_ kind: ContainerStatement.Kind, _ scope: inout Scope, body: Int) -> Op {
        func e(_ x: ContainerExpr) -> Expr { expr(x, &scope) }
        switch kind {
        case .addChild(let c): return .addChild(e(c))
        case .removeFromParent(let c): return .removeFromParent(e(c))
        case .willMove(let c, let toSelf): return .willMove(e(c), toSelf: toSelf)
        case .didMove(let c, let toSelf): return .didMove(e(c), toSelf: toSelf)
        case .addSubview(let c, let to, let page): return .addSubview(e(c), view: view(to) ?? -1, page: page.map(e))
        case .removeFromSuperview(let c): return .removeFromSuperview(e(c))
        case .begin(let c, let a, let an): return .begin(e(c), appearing: e(a), animated: e(an))
        case .end(let c): return .end(e(c))
        case .direct(let name, let c, let an): return .direct(name, on: e(c), animated: e(an))
        case .transition(let f, let t, let d, let c):
            let (from, to, duration) = (e(f), e(t), e(d))
            return .transition(from: from, to: to, duration: duration, completion: deferred(c, &scope, body: body))
        case .setViewControllers(let embed, let c, let d, let an, let completion):
            let (page, direction, animated) = (e(c), e(d), e(an))
            return .setViewControllers(
                embed: embed, page, direction: direction, animated: animated, completion: deferred(completion, &scope, body: body))
        case .setContentOffset(let v, let page, let an, let n):
            return .setContentOffset(view: view(v), page: e(page), animated: e(an), notify: e(n))
        case .setNavigationStack(let list, let an):
            let stack = list.map(e)
            return .setNavigationStack(stack, animated: e(an))
        case .titleView(let c): return .titleView(e(c))
        case .animate(let d, let b, let c):
            let duration = e(d)
            let statements = block(b, &scope, body: body)
            return .animate(duration, body: statements, completion: deferred(c, &scope, body: body))
        case .async(let b): return .async(deferred(b, &scope, body: body))
        case .cancelAnimations(let v): return .cancelAnimations(view: view(v))
        case .after(let d, let name, let b):
            let duration = e(d)
            return .after(duration, name: name, body: deferred(b, &scope, body: body))
        case .invalidate(let name): return .invalidate(name)
        case .if(let c, let t, let o):
            let test = e(c)
            let then = block(t, &scope, body: body)
            return .if(test, then: then, else: block(o, &scope, body: body))
        case .forEach(let seq, let name, let b):
            let sequence = self.sequence(seq, &scope)
            let slot = scope.local(name)
            return .forEach(sequence, slot: slot, body: block(b, &scope, body: body))
        case .set(let name, let x):
            let value = e(x)
            if let i = vars[name] { return .setVar(i, value) }
            return .setSlot(scope.local(name), value)
        case .setElement(let name, let i, let x):
            let index = e(i)
            return .setVarElement(vars[name], at: index, e(x))
        case .call(let name, let args): return call(name, args, &scope)
        case .return: return .return
        case .userInteraction(let x): return .userInteraction(e(x))
        }
    }

    private mutating func sequence(_ seq: ContainerSequence, _ scope: inout Scope) -> ContainerCode.Sequence {
        switch seq {
        case .children: return .children
        case .range(let f, let t):
            let from = expr(f, &scope)
            return .range(from: from, to: expr(t, &scope))
        case .list(let items): return .list(items.map { expr($0, &scope) })
        }
    }

    /// Only the arguments that are the callee's parameters are evaluated, in the call's order (as before).
    private mutating func call(_ name: String, _ args: [ContainerArgument], _ scope: inout Scope) -> Op {
        guard let f = functions[name] else { return .call(function: nil, args: []) }
        let params = Scope(arguments: program.functions[f].params)
        var out: [(slot: Int, value: Expr)] = []
        for a in args {
            guard program.functions[f].params.contains(a.name), let slot = params.argument(a.name) else { continue }
            out.append((slot, expr(a.value, &scope)))
        }
        return .call(function: f, args: out)
    }

    func expr(_ x: ContainerExpr, _ scope: inout Scope) -> Expr {
        switch x {
        case .literal(let v): return .literal(v)
        case .variable(let n):
            if let i = vars[n] { return .variable(i) }
            return .slot(scope.local(n))
        case .argument(let n): return scope.argument(n).map { .slot($0) } ?? .literal(.null)
        case .child(let c): return .child(expr(c, &scope))
        case .compare(let op, let a, let b):
            let l = expr(a, &scope)
            return .compare(op, l, expr(b, &scope))
        case .arithmetic(let op, let a, let b):
            let l = expr(a, &scope)
            return .arithmetic(op, l, expr(b, &scope))
        case .unary(let op, let a): return .unary(op, expr(a, &scope))
        case .extremum(let isMax, let list): return .extremum(max: isMax, list.map { expr($0, &scope) })
        case .logic(let isAnd, let list): return .logic(and: isAnd, list.map { expr($0, &scope) })
        case .cond(let t, let a, let b):
            let test = expr(t, &scope)
            let yes = expr(a, &scope)
            return .cond(test, yes, expr(b, &scope))
        case .query(let q, let c): return .query(q, expr(c, &scope))
        case .selfAppearState: return .selfAppearState
        case .selfInWindow: return .selfInWindow
        case .navigationStack: return .navigationStack
        case .at(let l, let i):
            let list = expr(l, &scope)
            return .at(list, expr(i, &scope))
        case .count(let l): return .count(expr(l, &scope))
        case .view(let q, let name):
            guard let i = view(name) else { return .literal(.null) }
            if q == .width { return .width }
            return i >= 0 ? .offset(i) : .literal(.null)
        }
    }
}
