/// A container program compiled once, when its runtime is made (a session's launch, or its state decoded), and shared
/// by every copy of that session (forks, history, snapshots): the program is immutable. Walking the decoded program
/// itself cost a seed about 40 µs a switch (BENCHMARKS.md "A seed as a compiled program"): frames held dictionaries
/// of locals, calls and hooks were found by comparing strings, and every statement copied its enum out of the tree.
/// Here every name is resolved to an index once — variables to the runtime's `vars`, locals and arguments to a
/// frame's slots, functions, hooks and views to their declaration's index — so running a statement allocates nothing
/// but a called function's frame. Behaviour is the decoded program's, node for node: the same expressions are
/// evaluated in the same order (the evaluation budget counts them), the same statements stepped.
final class ContainerCode: Sendable {
    /// Every body: the functions in declaration order (a `call`'s index), then the hooks, then the
    /// `forwardsAppearance` expression's empty body.
    let bodies: [Body]
    /// The body of each hook, by `ContainerHook.allCases` index; nil when the program has none or it is empty.
    let hooks: [Int?]
    /// `shouldAutomaticallyForwardAppearanceMethods`, evaluated in `forwardsBody`.
    let forwards: Expr
    let forwardsBody: Int
    /// `forwards` when it is a literal (every seed's and most libraries'), answered without a frame: UIKit asks it at
    /// every view a program moves (R4/R5), and building and dropping an empty frame was most of that.
    let forwardsConstant: Bool?
    /// The blocks a deferred item may run, by their first statement's JSON pointer (unique in a program): a deferred
    /// item keeps the decoded statements, which a state file stores, and finds its compiled block here.
    let deferredBlocks: [String: [Block]]
    /// Top-level statements of every body: the size of a runtime's cache of `cause.code` sites.
    let siteCount: Int

    init(bodies: [Body], hooks: [Int?], forwards: Expr, forwardsBody: Int, deferredBlocks: [String: [Block]], siteCount: Int) {
        self.bodies = bodies
        self.hooks = hooks
        self.forwards = forwards
        self.forwardsBody = forwardsBody
        if case .literal(let v) = forwards { forwardsConstant = v.isTrue } else { forwardsConstant = nil }
        self.deferredBlocks = deferredBlocks
        self.siteCount = siteCount
    }

    /// A hook or function: the names of its frame's slots (its arguments first, then its locals), for the frames a
    /// deferred item stores by name.
    /// A class, as `Statement`: reading a body is a reference taken.
    final class Body: Sendable {
        /// As `cause.code` names it (`<class>.<name>#<i>`).
        let name: String
        let slotNames: [String]
        let argumentCount: Int
        let statements: [Statement]
        /// Where this body's top-level statements start in a runtime's site cache.
        let siteBase: Int

        init(name: String, slotNames: [String], argumentCount: Int, statements: [Statement], siteBase: Int) {
            self.name = name
            self.slotNames = slotNames
            self.argumentCount = argumentCount
            self.statements = statements
            self.siteBase = siteBase
        }
    }

    /// A nested block that may run later (a completion, an `async` or `after` body): compiled, with the decoded
    /// statements a deferred item stores, and the body whose frame it runs in.
    struct Block: Sendable {
        let statements: [Statement]
        let source: [ContainerStatement]
        let body: Int
    }

    /// A class: a statement read out of its block is a reference taken, not its operands copied (callgrind: the
    /// copies of statements as values were a tenth of a switch).
    final class Statement: Sendable {
        let op: Op
        /// JSON pointer, for the failures that name the statement.
        let pointer: String

        init(op: Op, pointer: String) {
            self.op = op
            self.pointer = pointer
        }
    }

    /// The statements of docs/containers.md part 5, with names resolved (nil: a name the program does not declare,
    /// which validation refuses, kept so that an unvalidated program runs as the decoded one did).
    enum Op: Sendable {
        case addChild(Expr)
        case removeFromParent(Expr)
        case willMove(Expr, toSelf: Bool)
        case didMove(Expr, toSelf: Bool)
        /// `view`: -1 the root view (also for an undeclared name, as before), i ≥ 0 scroll view i.
        case addSubview(Expr, view: Int, page: Expr?)
        case removeFromSuperview(Expr)
        case begin(Expr, appearing: Expr, animated: Expr)
        case end(Expr)
        case direct(Event.Name, on: Expr, animated: Expr)
        case transition(from: Expr, to: Expr, duration: Expr, completion: Block)
        case setViewControllers(embed: String, Expr, direction: Expr, animated: Expr, completion: Block)
        case setContentOffset(view: Int?, page: Expr, animated: Expr, notify: Expr)
        case setNavigationStack([Expr], animated: Expr)
        case titleView(Expr)
        case animate(Expr, body: [Statement], completion: Block)
        case async(Block)
        case cancelAnimations(view: Int?)
        case after(Expr, name: String?, body: Block)
        case invalidate(String)
        case `if`(Expr, then: [Statement], else: [Statement])
        case forEach(Sequence, slot: Int, body: [Statement])
        case setVar(Int, Expr)
        case setSlot(Int, Expr)
        /// `set … at` on `vars` entry i (nil: not a `vars` name, which validation refuses).
        case setVarElement(Int?, at: Expr, Expr)
        /// `args`: the callee's slot of each argument the call passes that is one of its parameters, in the call's order.
        case call(function: Int?, args: [(slot: Int, value: Expr)])
        case `return`
        case userInteraction(Expr)
    }

    enum Sequence: Sendable {
        case children
        case range(from: Expr, to: Expr)
        case list([Expr])
    }

    /// docs/containers.md part 6, one node per decoded node (each counts one evaluation).
    indirect enum Expr: Sendable {
        case literal(ContainerValue)
        case variable(Int)
        case slot(Int)
        case child(Expr)
        case compare(ContainerExpr.Comparison, Expr, Expr)
        case arithmetic(ContainerExpr.Arithmetic, Expr, Expr)
        case unary(ContainerExpr.Unary, Expr)
        case extremum(max: Bool, [Expr])
        case logic(and: Bool, [Expr])
        case cond(Expr, Expr, Expr)
        case query(ContainerExpr.Query, Expr)
        case selfAppearState
        case selfInWindow
        case width
        /// The content offset of scroll view i.
        case offset(Int)
        case navigationStack
        case at(Expr, Expr)
        case count(Expr)
    }

    /// The running body's state: which body and top-level statement (its `cause.code`), and its slots. Deferred
    /// blocks capture a copy (Swift `let` captures, docs/containers.md part 6).
    struct Frame: Sendable {
        var body: Int
        var top = 0
        var slots: Slots

        init(body: Int, slots: Slots) {
            self.body = body
            self.slots = slots
        }
    }
}

extension ContainerCode {
    /// A frame's slots: the first four inline, where every seed's bodies fit, the rest in an array, so that a call
    /// allocates nothing (callgrind: an array per frame was a twentieth of a switch). A slot out of range reads null
    /// (the `forwardsAppearance` expression runs in a frame of none) and is never written.
    struct Slots: Sendable {
        private var s0 = ContainerValue.null
        private var s1 = ContainerValue.null
        private var s2 = ContainerValue.null
        private var s3 = ContainerValue.null
        private var rest: [ContainerValue] = []
        let count: Int

        init(count: Int) {
            self.count = count
            if count > 4 { rest = Array(repeating: .null, count: count - 4) }
        }

        init(_ values: [ContainerValue]) {
            self.init(count: values.count)
            for (i, v) in values.enumerated() { self[i] = v }
        }

        subscript(i: Int) -> ContainerValue {
            get {
                switch i {
                case 0: s0
                case 1: s1
                case 2: s2
                case 3: s3
                default: i >= 4 && i - 4 < rest.count ? rest[i - 4] : .null
                }
            }
            set {
                switch i {
                case 0: s0 = newValue
                case 1: s1 = newValue
                case 2: s2 = newValue
                case 3: s3 = newValue
                default: if i >= 4 && i - 4 < rest.count { rest[i - 4] = newValue }
                }
            }
        }
    }
}

extension ContainerHook {
    /// Its index in `allCases`, without building that array at every hook a program runs.
    var ordinal: Int {
        switch self {
        case .`init`: 0
        case .viewDidLoad: 1
        case .viewWillAppear: 2
        case .viewDidAppear: 3
        case .viewWillDisappear: 4
        case .viewDidDisappear: 5
        case .viewDidLayoutSubviews: 6
        case .viewIsAppearing: 7
        case .select: 8
        case .didScroll: 9
        case .didEndScrollingAnimation: 10
        case .didEndDragging: 11
        case .didEndDecelerating: 12
        case .memoryWarning: 13
        case .navigationWillShow: 14
        case .navigationDidShow: 15
        }
    }
}
