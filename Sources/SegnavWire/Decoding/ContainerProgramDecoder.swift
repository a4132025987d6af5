import NavigationModel

/// `setup.container` → `ContainerProgram`: the shape of a `segnav-container/1` program (docs/containers.md). Every
/// problem is collected with its JSON pointer (400); references, the runtime and the run-time limits are the model's
/// (`ContainerProgram.validate`, 422). Statement pointers are kept relative to the program, so the same program
/// names its statements alike under `/container` and `/setup/container`.
package struct ContainerProgramDecoder {
    private var errors: [Problem.FieldError] = []
    private let prefix: String
    private var statementCount = 0

    private init(prefix: String) { self.prefix = prefix }

    /// nil with `errors` filled when the program is malformed.
    package static func decode(_ value: JSON, pointer: String, errors: inout [Problem.FieldError]) -> ContainerProgram? {
        var decoder = ContainerProgramDecoder(prefix: pointer)
        let program = decoder.program(value)
        errors += decoder.errors
        return decoder.errors.isEmpty ? program : nil
    }

    mutating func fail(_ relative: String, _ detail: String) {
        if errors.count < Problem.maxListedErrors { errors.append(.init(pointer: prefix + relative, detail: detail)) }
    }

    private static func path(_ base: String, _ key: String) -> String { base + "/" + FieldReader.escape(key) }

    // MARK: the file

    private mutating func program(_ value: JSON) -> ContainerProgram? {
        guard case .object(let members) = value else {
            fail("", "expected an object, got \(value.typeName)")
            return nil
        }
        var program = ContainerProgram(className: "")
        var sawFormat = false, sawClass = false
        for (key, member) in members {
            let at = Self.path("", key)
            switch key {
            case "format":
                sawFormat = true
                if member != .string(ContainerProgram.format) { fail(at, "must be \"\(ContainerProgram.format)\"") }
            case "class":
                sawClass = true
                if let name = identifier(member, at: at) { program.className = name }
            case "source": program.source = source(member, at: at)
            case "forwardsAppearance": if let e = expression(member, at: at, depth: 0) { program.forwardsAppearance = e }
            case "control":
                if case .string(let s) = member, let c = ContainerProgram.Control(rawValue: s) {
                    program.control = c
                } else {
                    fail(at, "must be 'navigationBar' or 'own'")
                }
            case "views": program.views = views(member, at: at)
            case "embeds": program.embeds = embeds(member, at: at)
            case "vars": program.vars = vars(member, at: at)
            case "fn": program.functions = functions(member, at: at)
            case "on": program.hooks = hooks(member, at: at)
            case "kind":
                if case .string(let s) = member, let k = ContainerProgram.Kind(rawValue: s) {
                    program.kind = k
                } else {
                    fail(at, "must be 'viewController' or 'object'")
                }
            default: fail(at, "unknown member '\(key)'")
            }
        }
        if !sawFormat { fail("/format", "is required") }
        if !sawClass { fail("/class", "is required") }
        if statementCount > ContainerProgram.Limits.statements {
            fail("", "has \(statementCount) statements, more than the \(ContainerProgram.Limits.statements) allowed")
        }
        return program
    }

    /// Letters, digits and `_`, not starting with a digit, at most 100 characters.
    private mutating func identifier(_ value: JSON, at: String) -> String? {
        guard case .string(let s) = value else {
            fail(at, "expected a name (string), got \(value.typeName)")
            return nil
        }
        guard Self.isIdentifier(s) else {
            fail(at, "'\(s.prefix(40))' is not a name: letters, digits and _, not starting with a digit, at most 100 characters")
            return nil
        }
        return s
    }

    static func isIdentifier(_ s: String) -> Bool {
        let scalars = s.unicodeScalars
        guard let first = scalars.first, scalars.count <= 100, !("0"..."9").contains(first) else { return false }
        return scalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" }
    }

    private mutating func members(_ value: JSON, at: String, max: Int) -> [(key: String, value: JSON)] {
        guard case .object(let members) = value else {
            fail(at, "expected an object, got \(value.typeName)")
            return []
        }
        guard members.count <= max else {
            fail(at, "has \(members.count) members, more than the \(max) allowed")
            return []
        }
        return members
    }

    private mutating func source(_ value: JSON, at: String) -> [String: String] {
        var out: [String: String] = [:]
        for (key, member) in members(value, at: at, max: 4) {
            guard ["repo", "commit", "file", "function"].contains(key) else {
                fail(Self.path(at, key), "unknown member '\(key)'")
                continue
            }
            guard case .string(let s) = member, s.unicodeScalars.count <= 500 else {
                fail(Self.path(at, key), "expected a string of at most 500 characters")
                continue
            }
            out[key] = s
        }
        return out
    }

    private mutating func views(_ value: JSON, at: String) -> [String] {
        var names: [String] = []
        for (key, member) in members(value, at: at, max: 64) {
            let p = Self.path(at, key)
            guard let name = identifier(.string(key), at: p) else { continue }
            if name == "view" { fail(p, "the root view 'view' is always there and may not be declared") }
            if member != ["kind": "scroll"] { fail(p, "must be {\"kind\": \"scroll\"}") }
            names.append(name)
        }
        return names
    }

    private mutating func embeds(_ value: JSON, at: String) -> [String] {
        var names: [String] = []
        for (key, member) in members(value, at: at, max: 16) {
            let p = Self.path(at, key)
            guard let name = identifier(.string(key), at: p) else { continue }
            if embed(member, at: p) { names.append(name) }
        }
        return names
    }

    /// One embed: `{"kind": "UIPageViewController", "style": "scroll"}`, both required, nothing else. Page curl is
    /// refused by name: its callback order rests on one 2014 measurement (DESIGN.md §3.16), so segnav does not model it.
    private mutating func embed(_ value: JSON, at: String) -> Bool {
        let shape = "{\"kind\": \"UIPageViewController\", \"style\": \"scroll\"}"
        guard case .object(let members) = value else {
            fail(at, "expected \(shape), got \(value.typeName)")
            return false
        }
        var ok = true
        for (key, member) in members {
            let p = Self.path(at, key)
            switch key {
            case "kind" where member != .string("UIPageViewController"):
                fail(p, "the only embed is \"UIPageViewController\", got \(Self.brief(member))")
                ok = false
            case "style" where member == .string("pageCurl"):
                fail(p, "\"pageCurl\" is not modelled (its order rests on one 2014 measurement): only \"scroll\"")
                ok = false
            case "style" where member != .string("scroll"):
                fail(p, "must be \"scroll\", got \(Self.brief(member))")
                ok = false
            case "kind", "style": break
            default:
                fail(p, "unknown member '\(key.prefix(40))' of an embed")
                ok = false
            }
        }
        for key in ["kind", "style"] where !members.contains(where: { $0.key == key }) {
            fail(at + "/" + key, "is required: \(shape)")
            ok = false
        }
        return ok
    }

    /// A value as an error message shows it: a string quoted and cut short, else its type.
    private static func brief(_ value: JSON) -> String {
        if case .string(let s) = value { return "'\(s.prefix(40))'" }
        return value.typeName
    }

    private mutating func vars(_ value: JSON, at: String) -> [ContainerProgram.Variable] {
        var out: [ContainerProgram.Variable] = []
        for (key, member) in members(value, at: at, max: ContainerProgram.Limits.vars) {
            let p = Self.path(at, key)
            guard let name = identifier(.string(key), at: p) else { continue }
            guard let initial = literal(member) else {
                fail(p, "an initial value is a number, string, boolean or null, got \(member.typeName)")
                continue
            }
            out.append(.init(name: name, initial: initial))
        }
        return out
    }

    private func literal(_ value: JSON) -> ContainerValue? {
        switch value {
        case .null: .null
        case .bool(let b): .bool(b)
        case .number(let n): .number(n)
        case .string(let s): .string(s)
        case .array, .object: nil
        }
    }

    private mutating func functions(_ value: JSON, at: String) -> [ContainerProgram.Function] {
        var out: [ContainerProgram.Function] = []
        for (key, member) in members(value, at: at, max: ContainerProgram.Limits.functions) {
            let p = Self.path(at, key)
            guard let name = identifier(.string(key), at: p) else { continue }
            var params: [String] = []
            var body: [ContainerStatement] = []
            for (k, v) in members(member, at: p, max: 2) {
                switch k {
                case "params":
                    guard case .array(let list) = v, list.count <= 16 else {
                        fail(Self.path(p, "params"), "expected a list of at most 16 names")
                        continue
                    }
                    for (i, n) in list.enumerated() {
                        if let n = identifier(n, at: "\(p)/params/\(i)") {
                            if params.contains(n) { fail("\(p)/params/\(i)", "parameter '\(n)' is listed twice") }
                            params.append(n)
                        }
                    }
                case "body": body = block(v, at: Self.path(p, "body"), depth: 0)
                default: fail(Self.path(p, k), "unknown member '\(k)'")
                }
            }
            out.append(.init(name: name, params: params, body: body, pointer: p))
        }
        return out
    }

    private mutating func hooks(_ value: JSON, at: String) -> [ContainerProgram.HookBody] {
        var out: [ContainerProgram.HookBody] = []
        for (key, member) in members(value, at: at, max: ContainerHook.allCases.count) {
            let p = Self.path(at, key)
            guard let hook = ContainerHook(rawValue: key) else {
                fail(p, "unknown hook '\(key.prefix(40))': one of \(ContainerHook.allCases.map(\.rawValue).joined(separator: ", "))")
                continue
            }
            out.append(.init(hook: hook, body: block(member, at: p, depth: 0)))
        }
        return out
    }

    // MARK: statements

    mutating func block(_ value: JSON, at: String, depth: Int) -> [ContainerStatement] {
        guard case .array(let list) = value else {
            fail(at, "expected a list of statements, got \(value.typeName)")
            return []
        }
        guard depth < ContainerProgram.Limits.nesting else {
            fail(at, "statements nested deeper than \(ContainerProgram.Limits.nesting) levels")
            return []
        }
        var out: [ContainerStatement] = []
        out.reserveCapacity(list.count)
        for (i, element) in list.enumerated() {
            statementCount += 1
            if statementCount > ContainerProgram.Limits.statements { return out }
            if let s = statement(element, at: "\(at)/\(i)", depth: depth) { out.append(s) }
        }
        return out
    }
}
