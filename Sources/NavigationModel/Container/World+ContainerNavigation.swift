/// Receiver of a `kind: object` program's events: the object is no view controller (it has no view, no parent and no
/// appearance), so it has no controller slot, as the navigation seed's `SegmentsController` has none (`segmentsControllerRef`).
let containerObjectRef: VCRef = -3

/// A container that is a plain object holding the navigation controller (`kind: object`, docs/containers.md part 2), and
/// the navigation statements (`setViewControllers` on the navigation controller, `titleView`): the navigation seed
/// (crafterm 2010, "Revisited") as a program. The stack change is the model's own `setViewControllers(_:animated:)`,
/// the one the built-in `navigation` strategy calls (DESIGN.md §3.3), so UIKit's answers are the same code's.
extension World {
    /// The app delegate of an object container: the segment controllers, an empty `UINavigationController`, the object
    /// (`init` hook, which gives the navigation controller its stack), then the navigation controller's view into the
    /// window (DESIGN.md §3.6 with the stack `init` set). No control owner until a `titleView` statement names one.
    mutating func launchContainerObject(_ program: ContainerProgram) {
        caused(by: CauseContext(code: .appDelegate)) { world in
            for spec in world.program.specs {
                world.program.segmentVCs.append(world.makeSegmentController(spec))
            }
            _ = world.makeNavigationController(root: nil)
            world.program.host = containerObjectRef
            world.program.control = SegmentedControlState(items: world.program.specs.map(\.title), selected: 0)
            world.program.controlOwner = nil
            world.containerHook(.`init`)
            world.depth = 0
            if world.nav.stack.isEmpty {
                world.containerFail(
                    "left the navigation controller empty: an object container's init must give it its stack (setViewControllers)",
                    at: "/on/init")
                return
            }
            world.putNavigationControllerInWindow()
        }
    }

    /// The event receiver of the object container: its class as the program names it, and as id that name with a
    /// lower-case first letter, as the built-in navigation strategy names its `SegmentsController` (`segmentsController`);
    /// controllers' ids are `vc-N`, so the two never meet.
    var containerObjectReceiver: Event.Receiver {
        let name = hasContainer ? containerState.program.className : "ContainerObject"
        return Event.Receiver(id: name.prefix(1).lowercased() + name.dropFirst(), className: name)
    }

    /// The navigation statements (docs/containers.md part 5, "Navigation").
    mutating func containerExecuteNavigation(_ op: ContainerCode.Op, _ frame: ContainerCode.Frame, at pointer: String) {
        switch op {
        case .setNavigationStack(let list, let animated):
            // Each operand is a controller or a list of them (a stack read with `navigationStack`), spliced in.
            var stack: [VCRef] = []
            for e in list {
                let v = containerEval(e, frame)
                let items: [ContainerValue]
                if case .list(let l) = v { items = l } else { items = [v] }
                for item in items {
                    guard let vc = containerStackController(item) else { continue }
                    if stack.contains(vc) {
                        containerFail(
                            "names a view controller twice: a navigation stack holding one controller twice is not modelled (UIKit refuses to push one twice)",
                            at: pointer + "/setViewControllers")
                        return
                    }
                    stack.append(vc)
                }
            }
            let a = containerEval(animated, frame).isTrue
            // A list of nulls does nothing: an empty navigation stack is not modelled.
            guard !stack.isEmpty, !containerFailed else { return }
            setViewControllers(stack, animated: a)
        case .titleView(let c):
            if let vc = containerController(c, frame) { program.controlOwner = vc }
        default: break
        }
    }

    /// A controller a stack operand names: a segment controller, or a pushed screen by its serial (nil once released).
    func containerStackController(_ v: ContainerValue) -> VCRef? {
        switch v {
        case .controller: return containerSegment(v)
        case .viewController(let serial): return controllers.indices.first { controllers[$0].alive && controllers[$0].serial == serial }
        default: return nil
        }
    }

    /// `{"navigationStack": true}`: the stack, bottom first, segment controllers as `{"child": i}` values and the
    /// others by serial. A stack deeper than a list may be stops the program (`Limits.listLength`).
    var containerNavigationStack: ContainerValue {
        mutating get {
            guard nav.stack.count <= ContainerProgram.Limits.listLength else {
                containerFail("read a navigation stack of more than \(ContainerProgram.Limits.listLength) controllers", at: "")
                return .null
            }
            return .list(
                nav.stack.map { vc in
                    program.segmentVCs.firstIndex(of: vc).map { .controller($0) } ?? .viewController(controllers[vc].serial)
                })
        }
    }

    /// `{"set": N, "at": X, "to": Y}`: element X (an integer, 0 ≤ X < `Limits.listLength`) of the `vars` list N; a
    /// var that is no list becomes one, padded with nulls. A list element may be a list that holds no list.
    mutating func containerSetElement(
        _ variable: Int?, _ index: ContainerCode.Expr, _ value: ContainerCode.Expr, _ frame: ContainerCode.Frame, at pointer: String
    ) {
        guard let variable, hasContainer else { return }
        let i = containerEval(index, frame)
        let v = containerEval(value, frame)
        let limit = ContainerProgram.Limits.listLength
        guard let n = i.number, n.rounded() == n, n >= 0, n < Double(limit) else {
            containerFail("set … at needs an integer index from 0 to \(limit - 1)", at: pointer + "/at")
            return
        }
        if case .list(let items) = v, items.contains(where: { if case .list = $0 { true } else { false } }) {
            containerFail("a list inside a list may hold no list", at: pointer + "/to")
            return
        }
        guard !containerFailed else { return }
        var items: [ContainerValue] = []
        if case .list(let l) = containerState.vars[variable] { items = l }
        let k = Int(n)
        while items.count <= k { items.append(.null) }
        items[k] = v
        containerState.vars[variable] = .list(items)
    }

    /// Whether a `vars` entry holds the controller of `serial` (directly, in a list, or in a list in a list): a
    /// program that stores a stack keeps its screens alive, as the built-in corrected strategy's stored stacks do.
    /// Each value looked at counts against the action's expression budget: `vars` may hold a million values, and a
    /// program that keeps removing a held screen from the stack would otherwise make every removal cost that. Past the
    /// budget the screen is kept and the action refused (422 `programLimit`), which leaves the session as it was.
    mutating func containerHolds(_ serial: Int) -> Bool {
        guard !containerState.failed else { return true }
        var visited = 0
        func holds(_ v: ContainerValue) -> Bool {
            visited += 1
            switch v {
            case .viewController(let s): return s == serial
            case .list(let items): return items.contains(where: holds)
            default: return false
            }
        }
        let found = containerState.vars.contains(where: holds)
        containerState.evaluations += visited
        if containerState.evaluations > ContainerProgram.Limits.evaluationsPerAction {
            containerFail(World.containerEvaluationsMessage, at: "")
            return true
        }
        return found
    }
}

extension ContainerValue {
    /// `{"at": [L, i]}`: element i of list L; null for a non-list, a non-integer or an index out of range.
    static func element(_ list: ContainerValue, _ index: ContainerValue) -> ContainerValue {
        guard case .list(let items) = list, let n = index.number, n.rounded() == n, n >= 0, n < Double(items.count) else {
            return .null
        }
        return items[Int(n)]
    }
}
