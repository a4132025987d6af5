import NavigationModel

/// The navigation controller's `setViewControllers(_:animated:)` (docs/containers.md part 5, "Navigation"):
/// `{"navigationController": true, "setViewControllers": [C, …], "animated": X}`, the stack bottom first.
extension ContainerProgramDecoder {
    /// At most this many controllers in one literal stack: segnav's own bound (a stack holds each controller once, and
    /// a program names only segment controllers).
    static let maxStackLiteral = 64

    mutating func navigationStack(_ main: JSON, _ ops: [String: JSON], at: String) -> ContainerStatement.Kind? {
        func p(_ key: String) -> String { at + "/" + key }
        var ok = true
        if ops["navigationController"] != .bool(true) {
            fail(p("navigationController"), "must be true (the navigation controller the container's stack is in)")
            ok = false
        }
        for key in ["pageViewController", "direction", "completion"] where ops[key] != nil {
            fail(p(key), "is not an operand of setViewControllers on the navigation controller")
            ok = false
        }
        guard case .array(let list) = main else {
            fail(p("setViewControllers"), "expected a list of view controllers, bottom of the stack first, got \(main.typeName)")
            return nil
        }
        guard !list.isEmpty, list.count <= Self.maxStackLiteral else {
            fail(p("setViewControllers"), "expected 1 to \(Self.maxStackLiteral) view controllers, got \(list.count)")
            return nil
        }
        var stack: [ContainerExpr] = []
        for (i, element) in list.enumerated() {
            guard let e = expression(element, at: p("setViewControllers") + "/\(i)", depth: 0) else {
                ok = false
                continue
            }
            stack.append(e)
        }
        var animated: ContainerExpr = .literal(.bool(false))
        if let a = ops["animated"] {
            guard let e = expression(a, at: p("animated"), depth: 0) else { return nil }
            animated = e
        }
        return ok ? .setNavigationStack(stack, animated: animated) : nil
    }
}

/// The list expressions (docs/containers.md part 6): `{"navigationStack": true}`, `{"at": [L, i]}`, `{"count": L}`.
extension ContainerProgramDecoder {
    mutating func listOperation(_ op: String, _ operand: JSON, at p: String, depth: Int) -> ContainerExpr? {
        switch op {
        case "navigationStack":
            guard operand == .bool(true) else {
                fail(p, "must be true")
                return nil
            }
            return .navigationStack
        case "at": return pair(operand, p, depth).map { .at($0.0, $0.1) }
        default:
            if case .array = operand {
                fail(p, "count takes one operand, not a list")
                return nil
            }
            return expression(operand, at: p, depth: depth).map { .count($0) }
        }
    }
}
