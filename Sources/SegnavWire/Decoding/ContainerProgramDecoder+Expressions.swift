import NavigationModel

/// Expressions (docs/containers.md part 6): a JSON literal, or an object with exactly one operator key and its operand.
extension ContainerProgramDecoder {
    static let operators: [String] = [
        "var", "arg", "child", "==", "!=", "<", "<=", ">", ">=", "+", "-", "abs", "round", "min", "max", "and", "or",
        "not", "cond", "parentOf", "appearState", "selfAppearState", "inWindow", "inSuperview", "isViewLoaded", "indexOf",
        "offset", "width", "visible", "navigationStack", "at", "count",
    ]

    mutating func expression(_ value: JSON, at: String, depth: Int) -> ContainerExpr? {
        switch value {
        case .null: return .literal(.null)
        case .bool(let b): return .literal(.bool(b))
        case .number(let n): return .literal(.number(n))
        case .string(let s): return .literal(.string(s))
        case .array:
            fail(at, "an expression is a literal or an object with one operator, got an array")
            return nil
        case .object(let members):
            guard depth < ContainerProgram.Limits.nesting else {
                fail(at, "expression nested deeper than \(ContainerProgram.Limits.nesting) levels")
                return nil
            }
            guard members.count == 1, let (op, operand) = members.first.map({ ($0.key, $0.value) }) else {
                fail(at, "an expression object has exactly one operator key, this one has \(members.count)")
                return nil
            }
            let p = at + "/" + FieldReader.escape(op)
            return operation(op, operand, at: p, depth: depth + 1)
        }
    }

    private mutating func operation(_ op: String, _ operand: JSON, at p: String, depth: Int) -> ContainerExpr? {
        switch op {
        case "var": return name(operand, p).map { .variable($0) }
        case "arg": return name(operand, p).map { .argument($0) }
        case "child": return expression(operand, at: p, depth: depth).map { .child($0) }
        case "==", "!=", "<", "<=", ">", ">=":
            guard let (a, b) = pair(operand, p, depth), let c = ContainerExpr.Comparison(rawValue: op) else { return nil }
            return .compare(c, a, b)
        case "+", "-":
            guard let (a, b) = pair(operand, p, depth), let c = ContainerExpr.Arithmetic(rawValue: op) else { return nil }
            return .arithmetic(c, a, b)
        case "abs", "round", "not":
            if case .array = operand {
                fail(p, "\(op) takes one operand, not a list")
                return nil
            }
            guard let u = ContainerExpr.Unary(rawValue: op) else { return nil }
            return expression(operand, at: p, depth: depth).map { .unary(u, $0) }
        case "min", "max", "and", "or":
            guard let list = list(operand, p, depth, min: op == "min" || op == "max" ? 1 : 0) else { return nil }
            return op == "min" || op == "max" ? .extremum(max: op == "max", list) : .logic(and: op == "and", list)
        case "cond":
            guard let list = list(operand, p, depth, min: 3), list.count == 3 else {
                fail(p, "cond takes exactly three operands [test, then, else]")
                return nil
            }
            return .cond(list[0], list[1], list[2])
        case "selfAppearState":
            guard operand == .bool(true) else {
                fail(p, "must be true")
                return nil
            }
            return .selfAppearState
        case "inWindow" where operand == .string("self"): return .selfInWindow
        case "parentOf", "appearState", "inWindow", "inSuperview", "isViewLoaded", "indexOf", "visible":
            guard let q = ContainerExpr.Query(rawValue: op) else { return nil }
            return expression(operand, at: p, depth: depth).map { .query(q, $0) }
        case "navigationStack", "at", "count": return listOperation(op, operand, at: p, depth: depth)
        case "offset", "width":
            guard let v = name(operand, p), let q = ContainerExpr.ViewQuery(rawValue: op) else { return nil }
            return .view(q, v)
        default:
            fail(p, "unknown operator '\(op.prefix(40))': one of \(Self.operators.joined(separator: " "))")
            return nil
        }
    }

    mutating func pair(_ operand: JSON, _ at: String, _ depth: Int) -> (ContainerExpr, ContainerExpr)? {
        guard case .array(let items) = operand, items.count == 2 else {
            fail(at, "takes exactly two operands [A, B]")
            return nil
        }
        guard let a = expression(items[0], at: at + "/0", depth: depth), let b = expression(items[1], at: at + "/1", depth: depth)
        else { return nil }
        return (a, b)
    }

    private mutating func list(_ operand: JSON, _ at: String, _ depth: Int, min: Int) -> [ContainerExpr]? {
        guard case .array(let items) = operand, items.count >= min, items.count <= 64 else {
            fail(at, "takes a list of \(min) to 64 operands")
            return nil
        }
        var out: [ContainerExpr] = []
        for (i, item) in items.enumerated() {
            guard let e = expression(item, at: "\(at)/\(i)", depth: depth) else { return nil }
            out.append(e)
        }
        return out
    }
}
