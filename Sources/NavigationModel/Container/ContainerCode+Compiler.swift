/// Compiling a decoded program (`ContainerCode`): names resolved as the interpreter of the decoded tree resolved them at
/// each use — a `var` before a local, an argument only among the body's own (and `finished`, set in a completion's
/// frame), the first function or hook of a name — so that the compiled program behaves as the decoded one did.
extension ContainerCode {
    convenience init(_ program: ContainerProgram) {
        var compiler = Compiler(program: program)
        var bodies: [Body] = []
        for fn in program.functions {
            bodies.append(compiler.body(fn.name, arguments: fn.params, fn.body, index: bodies.count))
        }
        var hooks: [Int?] = Array(repeating: nil, count: ContainerHook.allCases.count)
        for hook in ContainerHook.allCases {
            guard let body = program.body(of: hook), !body.isEmpty else { continue }
            hooks[hook.ordinal] = bodies.count
            bodies.append(compiler.body(hook.rawValue, arguments: hook.arguments, body, index: bodies.count))
        }
        // Run with no slots (a slot read out of range is null): asked at every appearance call, it allocates nothing.
        var scope = Compiler.Scope(arguments: [])
        let forwards = compiler.expr(program.forwardsAppearance, &scope)
        bodies.append(
            Body(
                name: "forwardsAppearance", slotNames: scope.names, argumentCount: scope.argumentCount, statements: [],
                siteBase: compiler.sites))
        self.init(
            bodies: bodies, hooks: hooks, forwards: forwards, forwardsBody: bodies.count - 1,
            deferredBlocks: compiler.deferredBlocks, siteCount: compiler.sites)
    }

    /// A frame's slots from a stored frame's names (a deferred item's, as a state file keeps it).
    func slots(of frame: ContainerFrame, body: Int) -> Slots {
        let b = bodies[body]
        return Slots(
            b.slotNames.enumerated().map { i, name in
                (i < b.argumentCount ? frame.args[name] : frame.locals[name]) ?? .null
            })
    }

    /// The stored form of a frame: its slots by name, the null ones left out (reading a name that is absent gives null).
    func stored(_ frame: Frame) -> ContainerFrame {
        let b = bodies[frame.body]
        var out = ContainerFrame(body: b.name, top: frame.top)
        for i in 0..<frame.slots.count where frame.slots[i] != .null {
            let value = frame.slots[i]
            if i < b.argumentCount { out.args[b.slotNames[i]] = value } else { out.locals[b.slotNames[i]] = value }
        }
        return out
    }

    /// The block a deferred item stored: found by its first statement's pointer, and checked (a program built
    /// in code rather than decoded may repeat pointers).
    func deferredBlock(_ statements: [ContainerStatement]) -> Block? {
        guard let first = statements.first else { return nil }
        return deferredBlocks[first.pointer]?.first { $0.source == statements }
    }

    /// The slot of `finished` in `body`'s frames (every body has one: a completion's argument).
    func finishedSlot(_ body: Int) -> Int? {
        let b = bodies[body]
        return b.slotNames[..<b.argumentCount].firstIndex(of: "finished")
    }

    /// A fresh frame of `body`: every slot null. Inlined (callgrind: its call was 200 instructions a program switch).
    @inline(__always)
    func frame(_ body: Int) -> Frame {
        Frame(body: body, slots: Slots(count: bodies[body].slotNames.count))
    }

    struct Compiler {
        let program: ContainerProgram
        let vars: [String: Int]
        let functions: [String: Int]
        var deferredBlocks: [String: [Block]] = [:]
        var sites = 0

        init(program: ContainerProgram) {
            self.program = program
            var vars: [String: Int] = [:]
            for (i, v) in program.vars.enumerated() where vars[v.name] == nil { vars[v.name] = i }
            var functions: [String: Int] = [:]
            for (i, f) in program.functions.enumerated() where functions[f.name] == nil { functions[f.name] = i }
            self.vars = vars
            self.functions = functions
        }

        /// A body's names: its arguments then `finished` (a completion's), then each local as first met.
        struct Scope {
            var names: [String]
            let argumentCount: Int

            init(arguments: [String]) {
                var names: [String] = []
                for a in arguments + ["finished"] where !names.contains(a) { names.append(a) }
                self.names = names
                argumentCount = names.count
            }

            func argument(_ name: String) -> Int? { names[..<argumentCount].firstIndex(of: name) }

            mutating func local(_ name: String) -> Int {
                if let i = names[argumentCount...].firstIndex(of: name) { return i }
                names.append(name)
                return names.count - 1
            }
        }

        mutating func body(_ name: String, arguments: [String], _ statements: [ContainerStatement], index: Int) -> Body {
            var scope = Scope(arguments: arguments)
            let compiled = block(statements, &scope, body: index)
            let base = sites
            sites += statements.count
            return Body(name: name, slotNames: scope.names, argumentCount: scope.argumentCount, statements: compiled, siteBase: base)
        }

        mutating func block(_ statements: [ContainerStatement], _ scope: inout Scope, body: Int) -> [Statement] {
            statements.map { Statement(op: op($0.kind, &scope, body: body), pointer: $0.pointer) }
        }

        /// A block that may run later, registered under its first statement's pointer.
        mutating func deferred(_ statements: [ContainerStatement], _ scope: inout Scope, body: Int) -> Block {
            let b = Block(statements: block(statements, &scope, body: body), source: statements, body: body)
            if let first = statements.first { deferredBlocks[first.pointer, default: []].append(b) }
            return b
        }

        func view(_ name: String) -> Int? { name == "view" ? -1 : program.views.firstIndex(of: name) }
    }
}
