import NavigationModel

/// A container program written back as JSON (exports and forks keep it): `ContainerProgramDecoder` reads it back to
/// the same program (a test checks every example).
extension ContainerProgram {
    package var json: JSON {
        var members: [(key: String, value: JSON)] = [("format", .string(Self.format)), ("class", .string(className))]
        if let kind { members.append(("kind", .string(kind.rawValue))) }
        if !source.isEmpty {
            let keys = ["repo", "commit", "file", "function"].filter { source[$0] != nil }
            members.append(("source", .object(keys.map { ($0, .string(source[$0] ?? "")) })))
        }
        if forwardsAppearance != .literal(.bool(true)) { members.append(("forwardsAppearance", forwardsAppearance.json)) }
        members.append(("control", .string(control.rawValue)))
        if !views.isEmpty { members.append(("views", .object(views.map { ($0, ["kind": "scroll"]) }))) }
        if !embeds.isEmpty {
            members.append(("embeds", .object(embeds.map { ($0, ["kind": "UIPageViewController", "style": "scroll"]) })))
        }
        if !vars.isEmpty { members.append(("vars", .object(vars.map { ($0.name, $0.initial.json) }))) }
        if !functions.isEmpty {
            members.append(
                (
                    "fn",
                    .object(functions.map { ($0.name, ["params": .array($0.params.map(JSON.string)), "body": $0.body.json]) })
                ))
        }
        if !hooks.isEmpty { members.append(("on", .object(hooks.map { ($0.hook.rawValue, $0.body.json) }))) }
        return .object(members)
    }
}

extension ContainerValue {
    var json: JSON {
        switch self {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        // Controllers are never literals: only `child` makes them.
        case .controller(let i): ["child": JSON(i)]
        // Nor are these: only `navigationStack` and `set … at` make them, at run time.
        case .viewController: .null
        case .list(let items): .array(items.map(\.json))
        }
    }
}

extension [ContainerStatement] {
    var json: JSON { .array(map(\.json)) }
}

extension ContainerStatement {
    var json: JSON {
        func parent(_ toSelf: Bool) -> JSON { toSelf ? "self" : .null }
        switch kind {
        case .addChild(let c): return ["addChild": c.json]
        case .removeFromParent(let c): return ["removeFromParent": c.json]
        case .willMove(let c, let s): return ["willMove": c.json, "to": parent(s)]
        case .didMove(let c, let s): return ["didMove": c.json, "to": parent(s)]
        case .addSubview(let c, let v, let page):
            var m: [(key: String, value: JSON)] = [("addSubview", c.json), ("to", .string(v))]
            if let page { m.append(("page", page.json)) }
            return .object(m)
        case .removeFromSuperview(let c): return ["removeFromSuperview": c.json]
        case .begin(let c, let a, let an): return ["begin": c.json, "appearing": a.json, "animated": an.json]
        case .end(let c): return ["end": c.json]
        case .direct(let n, let c, let an): return ["direct": .string(n.rawValue), "on": c.json, "animated": an.json]
        case .transition(let f, let t, let d, let completion):
            return ["transition": ["from": f.json, "to": t.json, "duration": d.json], "completion": completion.json]
        case .setViewControllers(let e, let c, let d, let an, let completion):
            return [
                "pageViewController": .string(e), "setViewControllers": c.json, "direction": d.json, "animated": an.json,
                "completion": completion.json,
            ]
        case .setNavigationStack(let list, let an):
            return ["navigationController": true, "setViewControllers": .array(list.map(\.json)), "animated": an.json]
        case .titleView(let c): return ["titleView": c.json]
        case .setContentOffset(let v, let page, let an, let n):
            return ["setContentOffset": .string(v), "page": page.json, "animated": an.json, "notify": n.json]
        case .animate(let d, let body, let completion): return ["animate": d.json, "do": body.json, "completion": completion.json]
        case .async(let body): return ["async": body.json]
        case .cancelAnimations(let v): return ["cancelAnimations": .string(v)]
        case .after(let d, let name, let body):
            var m: [(key: String, value: JSON)] = [("after", d.json), ("do", body.json)]
            if let name { m.append(("name", .string(name))) }
            return .object(m)
        case .invalidate(let n): return ["invalidate": .string(n)]
        case .if(let c, let then, let other): return ["if": c.json, "then": then.json, "else": other.json]
        case .forEach(let seq, let n, let body): return ["forEach": seq.json, "as": .string(n), "do": body.json]
        case .set(let n, let x): return ["set": .string(n), "to": x.json]
        case .setElement(let n, let i, let x): return ["set": .string(n), "at": i.json, "to": x.json]
        case .call(let f, let args):
            return ["call": .string(f), "args": .object(args.map { ($0.name, $0.value.json) })]
        case .return: return ["return": .null]
        case .userInteraction(let x): return ["userInteraction": x.json]
        }
    }
}

extension ContainerSequence {
    var json: JSON {
        switch self {
        case .children: ["children": true]
        case .range(let f, let t): ["from": f.json, "to": t.json]
        case .list(let items): ["in": .array(items.map(\.json))]
        }
    }
}

extension ContainerExpr {
    var json: JSON {
        switch self {
        case .literal(let v): v.json
        case .variable(let n): ["var": .string(n)]
        case .argument(let n): ["arg": .string(n)]
        case .child(let x): ["child": x.json]
        case .compare(let op, let a, let b): .object([(op.rawValue, JSON.array([a.json, b.json]))])
        case .arithmetic(let op, let a, let b): .object([(op.rawValue, JSON.array([a.json, b.json]))])
        case .unary(let op, let a): .object([(op.rawValue, a.json)])
        case .extremum(let isMax, let list): .object([(isMax ? "max" : "min", .array(list.map(\.json)))])
        case .logic(let isAnd, let list): .object([(isAnd ? "and" : "or", .array(list.map(\.json)))])
        case .cond(let t, let a, let b): ["cond": [t.json, a.json, b.json]]
        case .query(let q, let c): .object([(q.rawValue, c.json)])
        case .selfAppearState: ["selfAppearState": true]
        case .selfInWindow: ["inWindow": "self"]
        case .view(let q, let v): .object([(q.rawValue, .string(v))])
        case .navigationStack: ["navigationStack": true]
        case .at(let l, let i): ["at": [l.json, i.json]]
        case .count(let l): ["count": l.json]
        }
    }
}
