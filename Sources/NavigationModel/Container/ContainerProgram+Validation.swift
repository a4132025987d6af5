/// What a well-formed program still needs before it can run (docs/containers.md part 9, 422 `invalid-setup`): every view, function,
/// embed, parameter and variable it names is declared, it stays within the static limits, and it uses nothing its
/// runtime lacks. Pointers are under `/container`.
extension ContainerProgram {
    func validate(runtime: Runtime) throws(SetupError) {
        if let problem = firstProblem(runtime: runtime) {
            throw .invalid(field: "/container" + problem.pointer, message: problem.message)
        }
    }

    private struct Problem {
        var pointer: String
        var message: String
    }

    private func firstProblem(runtime: Runtime) -> Problem? {
        if vars.count > Limits.vars { return Problem(pointer: "/vars", message: "more than \(Limits.vars) vars") }
        if functions.count > Limits.functions { return Problem(pointer: "/fn", message: "more than \(Limits.functions) functions") }
        var count = 0
        for body in allBodies { count += Self.count(body.statements) }
        if count > Limits.statements {
            return Problem(pointer: "", message: "\(count) statements, more than the \(Limits.statements) allowed")
        }
        if runtime == .legacy, let p = legacyProblem() { return p }
        if let p = kindProblem() { return Problem(pointer: p.pointer, message: p.message) }
        for body in allBodies {
            let scope = Scope(program: self, arguments: body.arguments, locals: Self.locals(body.statements))
            if let p = scope.check(body.statements, finished: false) { return p }
        }
        return scope(for: forwardsAppearance, at: "/forwardsAppearance")
    }

    private func scope(for e: ContainerExpr, at pointer: String) -> Problem? {
        Scope(program: self, arguments: [], locals: []).check(e, at: pointer, finished: false)
    }

    /// Every body: the hooks, then the functions, with the arguments each one sees.
    private var allBodies: [(statements: [ContainerStatement], arguments: [String])] {
        hooks.map { ($0.body, $0.hook.arguments) } + functions.map { ($0.body, $0.params) }
    }

    private static func count(_ statements: [ContainerStatement]) -> Int {
        statements.reduce(statements.count) { total, s in total + s.blocks.reduce(0) { $0 + count($1.statements) } }
    }

    /// Names a body sets (`set`, `forEach … as`) anywhere in it, nested blocks included: its locals.
    private static func locals(_ statements: [ContainerStatement]) -> Set<String> {
        var out: Set<String> = []
        for s in statements {
            switch s.kind {
            case .set(let n, _): out.insert(n)
            case .forEach(_, let n, _): out.insert(n)
            default: break
            }
            for block in s.blocks { out.formUnion(locals(block.statements)) }
        }
        return out
    }

    /// iPhone OS 3 has no containment API (iOS 5) and no `viewIsAppearing` (iOS 13): docs/containers.md part 9, DESIGN.md §3.7.
    private func legacyProblem() -> Problem? {
        if let h = hooks.first(where: { $0.hook == .viewIsAppearing }) {
            _ = h
            return Problem(pointer: "/on/viewIsAppearing", message: "viewIsAppearing arrived in iOS 13: runtime legacy (iPhone OS 3) has none")
        }
        if let first = embeds.first {
            return Problem(pointer: "/embeds/\(first)", message: "UIPageViewController arrived in iOS 5: runtime legacy (iPhone OS 3) has none")
        }
        for body in allBodies {
            if let s = Self.firstModern(body.statements) {
                return Problem(
                    pointer: s.pointer,
                    message:
                        "this statement's UIKit call (containment, begin/end appearance transitions) arrived in iOS 5: runtime legacy (iPhone OS 3) has none")
            }
        }
        return nil
    }

    private static func firstModern(_ statements: [ContainerStatement]) -> ContainerStatement? {
        for s in statements {
            switch s.kind {
            case .addChild, .removeFromParent, .willMove, .didMove, .begin, .end, .transition, .setViewControllers: return s
            default: if let n = s.blocks.lazy.compactMap({ firstModern($0.statements) }).first { return n }
            }
        }
        return nil
    }

    /// The names one body may use.
    private struct Scope {
        let program: ContainerProgram
        let arguments: [String]
        let locals: Set<String>

        func check(_ statements: [ContainerStatement], finished: Bool) -> Problem? {
            for s in statements {
                if let p = check(s, finished: finished) { return p }
                for block in s.blocks {
                    if let p = check(block.statements, finished: finished || block.completion) { return p }
                }
            }
            return nil
        }

        private func check(_ s: ContainerStatement, finished: Bool) -> Problem? {
            let at = s.pointer
            func e(_ x: ContainerExpr, _ key: String) -> Problem? { check(x, at: at + "/" + key, finished: finished) }
            switch s.kind {
            case .addChild(let c): return e(c, "addChild")
            case .removeFromParent(let c): return e(c, "removeFromParent")
            case .removeFromSuperview(let c): return e(c, "removeFromSuperview")
            case .end(let c): return e(c, "end")
            case .willMove(let c, _): return e(c, "willMove")
            case .didMove(let c, _): return e(c, "didMove")
            case .addSubview(let c, let v, let page):
                if v != "view" && !program.views.contains(v) { return Problem(pointer: at + "/to", message: "undeclared view '\(v)'") }
                return e(c, "addSubview") ?? page.flatMap { e($0, "page") }
            case .begin(let c, let a, let an): return e(c, "begin") ?? e(a, "appearing") ?? e(an, "animated")
            case .direct(_, let c, let an): return e(c, "on") ?? e(an, "animated")
            case .transition(let f, let t, let d, _):
                return e(f, "transition/from") ?? e(t, "transition/to") ?? e(d, "transition/duration")
            case .setViewControllers(let embed, let c, let d, let an, _):
                if !program.embeds.contains(embed) {
                    return Problem(pointer: at + "/pageViewController", message: "undeclared embed '\(embed)'")
                }
                return e(c, "setViewControllers") ?? e(d, "direction") ?? e(an, "animated")
            case .setNavigationStack(let list, let an):
                for (i, x) in list.enumerated() { if let p = e(x, "setViewControllers/\(i)") { return p } }
                return e(an, "animated")
            case .titleView(let c): return e(c, "titleView")
            case .setContentOffset(let v, let page, let an, let n):
                return scrollView(v, at + "/setContentOffset") ?? e(page, "page") ?? e(an, "animated") ?? e(n, "notify")
            case .animate(let d, _, _): return e(d, "animate")
            case .after(let d, _, _): return e(d, "after")
            case .cancelAnimations(let v): return scrollView(v, at + "/cancelAnimations")
            case .if(let c, _, _): return e(c, "if")
            case .forEach(let seq, let n, _):
                if program.vars.contains(where: { $0.name == n }) {
                    return Problem(pointer: at + "/as", message: "'\(n)' is a var: a loop binds a local")
                }
                switch seq {
                case .children: return nil
                case .range(let f, let t): return e(f, "forEach/from") ?? e(t, "forEach/to")
                case .list(let items):
                    for (i, x) in items.enumerated() { if let p = e(x, "forEach/in/\(i)") { return p } }
                    return nil
                }
            case .set(_, let x): return e(x, "to")
            case .setElement(let n, let i, let x):
                guard program.vars.contains(where: { $0.name == n }) else {
                    return Problem(pointer: at + "/set", message: "'\(n)' is not in vars: set … at writes an element of a vars list")
                }
                return e(i, "at") ?? e(x, "to")
            case .userInteraction(let x): return e(x, "userInteraction")
            case .call(let f, let args):
                guard let fn = program.functions.first(where: { $0.name == f }) else {
                    return Problem(pointer: at + "/call", message: "undeclared fn '\(f)'")
                }
                for a in args {
                    if !fn.params.contains(a.name) {
                        return Problem(pointer: at + "/args/\(a.name)", message: "'\(a.name)' is not a parameter of fn '\(f)'")
                    }
                    if let p = e(a.value, "args/\(a.name)") { return p }
                }
                return nil
            case .async, .invalidate, .return: return nil
            }
        }

        private func scrollView(_ v: String, _ at: String) -> Problem? {
            if program.views.contains(v) { return nil }
            return Problem(pointer: at, message: v == "view" ? "'view' is not a scroll view" : "undeclared view '\(v)'")
        }

        func check(_ x: ContainerExpr, at: String, finished: Bool) -> Problem? {
            switch x {
            case .literal, .selfAppearState, .selfInWindow, .navigationStack: return nil
            case .at(let l, let i): return pair(l, i, at + "/at", finished)
            case .count(let l): return check(l, at: at + "/count", finished: finished)
            case .variable(let n):
                if locals.contains(n) || program.vars.contains(where: { $0.name == n }) { return nil }
                return Problem(pointer: at + "/var", message: "unknown variable '\(n)': not in vars, and never set in this body")
            case .argument(let n):
                if arguments.contains(n) || (finished && n == "finished") { return nil }
                return Problem(
                    pointer: at + "/arg",
                    message:
                        "unknown argument '\(n)': this body's are \(arguments.isEmpty ? "none" : arguments.joined(separator: ", "))\(finished ? " and finished" : "")"
                )
            case .child(let c): return check(c, at: at + "/child", finished: finished)
            case .compare(let op, let a, let b): return pair(a, b, at + "/" + op.rawValue, finished)
            case .arithmetic(let op, let a, let b): return pair(a, b, at + "/" + op.rawValue, finished)
            case .unary(let op, let a): return check(a, at: at + "/" + op.rawValue, finished: finished)
            case .extremum(let isMax, let list): return each(list, at + (isMax ? "/max" : "/min"), finished)
            case .logic(let isAnd, let list): return each(list, at + (isAnd ? "/and" : "/or"), finished)
            case .cond(let t, let a, let b): return each([t, a, b], at + "/cond", finished)
            case .query(let q, let c): return check(c, at: at + "/" + q.rawValue, finished: finished)
            case .view(let q, let v):
                if program.views.contains(v) || (q == .width && v == "view") { return nil }
                return Problem(pointer: at + "/" + q.rawValue, message: v == "view" ? "'view' is not a scroll view" : "undeclared view '\(v)'")
            }
        }

        private func pair(_ a: ContainerExpr, _ b: ContainerExpr, _ at: String, _ finished: Bool) -> Problem? {
            check(a, at: at + "/0", finished: finished) ?? check(b, at: at + "/1", finished: finished)
        }

        private func each(_ list: [ContainerExpr], _ at: String, _ finished: Bool) -> Problem? {
            for (i, x) in list.enumerated() { if let p = check(x, at: "\(at)/\(i)", finished: finished) { return p } }
            return nil
        }
    }
}
