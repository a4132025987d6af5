import NavigationModel

/// Statements (docs/containers.md part 5): exactly one kind key, the other keys its operands; unknown operands are refused.
extension ContainerProgramDecoder {
    /// Each kind's operands: required, then optional.
    private static let operands: [String: (required: [String], optional: [String])] = [
        "addChild": ([], []), "removeFromParent": ([], []), "willMove": (["to"], []), "didMove": (["to"], []),
        "addSubview": (["to"], ["page"]), "removeFromSuperview": ([], []),
        "begin": (["appearing", "animated"], []), "end": ([], []), "direct": (["on"], ["animated"]),
        "transition": ([], ["completion"]),
        "setViewControllers": ([], ["pageViewController", "navigationController", "direction", "animated", "completion"]),
        "titleView": ([], []),
        "setContentOffset": (["page"], ["animated", "notify"]),
        "animate": (["do"], ["completion"]), "async": ([], []), "cancelAnimations": ([], []),
        "after": (["do"], ["name"]), "invalidate": ([], []), "if": (["then"], ["else"]),
        "forEach": (["as", "do"], []), "set": (["to"], ["at"]), "call": ([], ["args"]), "return": ([], []),
        "userInteraction": ([], []),
    ]

    static let statementKinds = operands.keys.sorted()

    mutating func statement(_ value: JSON, at: String, depth: Int) -> ContainerStatement? {
        guard case .object(let members) = value else {
            fail(at, "a statement is an object, got \(value.typeName)")
            return nil
        }
        let kinds = members.filter { Self.operands[$0.key] != nil }
        guard kinds.count == 1, let kind = kinds.first?.key, let shape = Self.operands[kind] else {
            if kinds.isEmpty {
                let keys = members.prefix(3).map { "'\($0.key.prefix(40))'" }.joined(separator: ", ")
                fail(at, "unknown statement (keys \(keys.isEmpty ? "none" : keys)): one of \(Self.statementKinds.joined(separator: ", "))")
            } else {
                fail(at, "a statement has exactly one kind key, this one has \(kinds.map(\.key).joined(separator: " and "))")
            }
            return nil
        }
        var ok = true
        for (key, _) in members where key != kind && !shape.required.contains(key) && !shape.optional.contains(key) {
            fail(at + "/" + FieldReader.escape(key), "unknown operand '\(key.prefix(40))' of \(kind)")
            ok = false
        }
        for key in shape.required where !members.contains(where: { $0.key == key }) {
            fail(at + "/" + key, "is required by \(kind)")
            ok = false
        }
        guard ok else { return nil }
        var ops: [String: JSON] = [:]
        for (key, member) in members { ops[key] = member }
        guard let built = build(kind, ops, at: at, depth: depth) else { return nil }
        return ContainerStatement(built, pointer: at)
    }

    private mutating func build(_ kind: String, _ ops: [String: JSON], at: String, depth: Int) -> ContainerStatement.Kind? {
        func p(_ key: String) -> String { at + "/" + key }
        let main = ops[kind] ?? .null
        switch kind {
        case "addChild": return expr(main, p(kind)).map { .addChild($0) }
        case "removeFromParent": return expr(main, p(kind)).map { .removeFromParent($0) }
        case "removeFromSuperview": return expr(main, p(kind)).map { .removeFromSuperview($0) }
        case "end": return expr(main, p(kind)).map { .end($0) }
        case "willMove", "didMove":
            guard let c = expr(main, p(kind)), let toSelf = parentOperand(ops["to"] ?? .null, p("to")) else { return nil }
            return kind == "willMove" ? .willMove(c, toSelf: toSelf) : .didMove(c, toSelf: toSelf)
        case "addSubview":
            guard let c = expr(main, p(kind)), let v = name(ops["to"] ?? .null, p("to")) else { return nil }
            let page = ops["page"].flatMap { expr($0, p("page")) }
            if ops["page"] != nil && page == nil { return nil }
            return .addSubview(c, to: v, page: page)
        case "begin":
            guard let c = expr(main, p(kind)), let a = expr(ops["appearing"] ?? .null, p("appearing")),
                let an = expr(ops["animated"] ?? .null, p("animated"))
            else { return nil }
            return .begin(c, appearing: a, animated: an)
        case "direct":
            let names: [Event.Name] = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .didReceiveMemoryWarning]
            guard case .string(let s) = main, let n = names.first(where: { $0.rawValue == s }) else {
                fail(p(kind), "must be one of viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear, didReceiveMemoryWarning")
                return nil
            }
            guard let on = expr(ops["on"] ?? .null, p("on")) else { return nil }
            let animated = ops["animated"].flatMap { expr($0, p("animated")) } ?? .literal(.bool(false))
            return .direct(n, on: on, animated: animated)
        case "transition": return transition(main, ops, at: at, depth: depth)
        case "setViewControllers":
            if ops["navigationController"] != nil { return navigationStack(main, ops, at: at) }
            return setViewControllers(main, ops, at: at, depth: depth)
        case "titleView": return expr(main, p(kind)).map { .titleView($0) }
        case "setContentOffset":
            guard let v = name(main, p(kind)), let page = expr(ops["page"] ?? .null, p("page")) else { return nil }
            let animated = ops["animated"].flatMap { expr($0, p("animated")) } ?? .literal(.bool(false))
            let notify = ops["notify"].flatMap { expr($0, p("notify")) } ?? .literal(.bool(true))
            return .setContentOffset(v, page: page, animated: animated, notify: notify)
        case "animate":
            guard let d = expr(main, p(kind)) else { return nil }
            let body = block(ops["do"] ?? .null, at: p("do"), depth: depth + 1)
            let completion = ops["completion"].map { block($0, at: p("completion"), depth: depth + 1) } ?? []
            return .animate(d, body: body, completion: completion)
        case "async": return .async(block(main, at: p(kind), depth: depth + 1))
        case "cancelAnimations": return name(main, p(kind)).map { .cancelAnimations($0) }
        case "invalidate": return name(main, p(kind)).map { .invalidate($0) }
        case "after":
            guard let d = expr(main, p(kind)) else { return nil }
            let timer = ops["name"].flatMap { name($0, p("name")) }
            if ops["name"] != nil && timer == nil { return nil }
            return .after(d, name: timer, body: block(ops["do"] ?? .null, at: p("do"), depth: depth + 1))
        case "if":
            guard let c = expr(main, p(kind)) else { return nil }
            let then = block(ops["then"] ?? .null, at: p("then"), depth: depth + 1)
            let other = ops["else"].map { block($0, at: p("else"), depth: depth + 1) } ?? []
            return .if(c, then: then, else: other)
        case "forEach":
            guard let seq = sequence(main, p(kind)), let n = name(ops["as"] ?? .null, p("as")) else { return nil }
            return .forEach(seq, as: n, body: block(ops["do"] ?? .null, at: p("do"), depth: depth + 1))
        case "set":
            guard let n = name(main, p(kind)), let v = expr(ops["to"] ?? .null, p("to")) else { return nil }
            if let at = ops["at"] { return expr(at, p("at")).map { .setElement(n, at: $0, v) } }
            return .set(n, v)
        case "call": return call(main, ops["args"], at: at)
        case "return":
            if main != .null { fail(p(kind), "must be null") }
            return main == .null ? .return : nil
        case "userInteraction": return expr(main, p(kind)).map { .userInteraction($0) }
        default: return nil
        }
    }

    private mutating func transition(_ main: JSON, _ ops: [String: JSON], at: String, depth: Int) -> ContainerStatement.Kind? {
        guard case .object(let members) = main else {
            fail(at + "/transition", "expected {\"from\": C, \"to\": C, \"duration\": X}, got \(main.typeName)")
            return nil
        }
        var parts: [String: ContainerExpr] = [:]
        for (key, value) in members {
            let p = at + "/transition/" + FieldReader.escape(key)
            guard ["from", "to", "duration"].contains(key) else {
                fail(p, "unknown operand '\(key.prefix(40))' of transition")
                continue
            }
            parts[key] = expr(value, p)
        }
        guard let from = parts["from"], let to = parts["to"], let duration = parts["duration"] else {
            fail(at + "/transition", "needs from, to and duration")
            return nil
        }
        let completion = ops["completion"].map { block($0, at: at + "/completion", depth: depth + 1) } ?? []
        return .transition(from: from, to: to, duration: duration, completion: completion)
    }

    /// `{"pageViewController": E, "setViewControllers": C, "direction": X, "animated": X, "completion": […]}`
    /// (DESIGN.md §3.18 through an embed). The scroll style shows exactly one page: C, or a list of exactly one C
    /// (Swift's `[vc]`). A literal direction must be `forward` or `reverse`; a computed one is checked when it runs.
    private mutating func setViewControllers(_ main: JSON, _ ops: [String: JSON], at: String, depth: Int) -> ContainerStatement.Kind? {
        func p(_ key: String) -> String { at + "/" + key }
        guard ops["pageViewController"] != nil else {
            fail(p("pageViewController"), "setViewControllers needs its target: pageViewController (an embed's name) or navigationController (true)")
            return nil
        }
        let embed = name(ops["pageViewController"] ?? .null, p("pageViewController"))
        var page: ContainerExpr?
        if case .array(let list) = main {
            if list.count == 1 {
                page = expr(list[0], p("setViewControllers") + "/0")
            } else {
                fail(
                    p("setViewControllers"),
                    "a scroll-style page view controller shows exactly one view controller: give one controller (or a list of one), got a list of \(list.count)"
                )
            }
        } else {
            page = expr(main, p("setViewControllers"))
        }
        var direction: ContainerExpr? = .literal(.string("forward"))
        if let d = ops["direction"] {
            if case .string(let s) = d, s != "forward", s != "reverse" {
                fail(p("direction"), "must be \"forward\" or \"reverse\", got '\(s.prefix(40))'")
                direction = nil
            } else {
                direction = expr(d, p("direction"))
            }
        }
        let animated = ops["animated"].map { expr($0, p("animated")) } ?? .literal(.bool(false))
        let completion = ops["completion"].map { block($0, at: p("completion"), depth: depth + 1) } ?? []
        guard let embed, let page, let direction, let animated else { return nil }
        return .setViewControllers(embed: embed, page, direction: direction, animated: animated, completion: completion)
    }

    private mutating func call(_ main: JSON, _ args: JSON?, at: String) -> ContainerStatement.Kind? {
        guard let f = name(main, at + "/call") else { return nil }
        var out: [ContainerArgument] = []
        if let args {
            guard case .object(let members) = args, members.count <= 16 else {
                fail(at + "/args", "expected an object of at most 16 arguments, got \(args.typeName)")
                return nil
            }
            for (key, value) in members {
                let p = at + "/args/" + FieldReader.escape(key)
                guard let n = name(.string(key), p), let e = expr(value, p) else { continue }
                out.append(.init(name: n, value: e))
            }
        }
        return .call(f, args: out)
    }

    /// `"self"` (true) or null (false).
    private mutating func parentOperand(_ value: JSON, _ at: String) -> Bool? {
        switch value {
        case .string("self"): return true
        case .null: return false
        default:
            fail(at, "must be \"self\" or null")
            return nil
        }
    }

    private mutating func sequence(_ value: JSON, _ at: String) -> ContainerSequence? {
        guard case .object(let members) = value else {
            fail(at, "expected {\"children\": true}, {\"from\": X, \"to\": X} or {\"in\": [X, …]}, got \(value.typeName)")
            return nil
        }
        let keys = Set(members.map(\.key))
        if keys == ["children"], members[0].value == .bool(true) { return .children }
        if keys == ["from", "to"] {
            guard let f = expr(value["from"] ?? .null, at + "/from"), let t = expr(value["to"] ?? .null, at + "/to") else { return nil }
            return .range(from: f, to: t)
        }
        if keys == ["in"], case .array(let list) = value["in"] ?? .null {
            var out: [ContainerExpr] = []
            for (i, element) in list.enumerated() {
                guard let e = expr(element, "\(at)/in/\(i)") else { return nil }
                out.append(e)
            }
            return .list(out)
        }
        fail(at, "expected {\"children\": true}, {\"from\": X, \"to\": X} or {\"in\": [X, …]}")
        return nil
    }

    mutating func name(_ value: JSON, _ at: String) -> String? {
        guard case .string(let s) = value else {
            fail(at, "expected a name (string), got \(value.typeName)")
            return nil
        }
        guard Self.isIdentifier(s) else {
            fail(at, "'\(s.prefix(40))' is not a name: letters, digits and _, not starting with a digit")
            return nil
        }
        return s
    }

    private mutating func expr(_ value: JSON, _ at: String) -> ContainerExpr? {
        expression(value, at: at, depth: 0)
    }
}
