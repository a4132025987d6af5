/// A user's own container view controller, given as a `segnav-container/1` program (docs/containers.md): its hooks and
/// functions, run by the interpreter (`World+ContainerInterpreter.swift`) under UIKit's rules R1–R10 (DESIGN.md §3.20)
/// in place of a built-in strategy. Decoded from JSON by the wire layer (shape errors, 400); `validate` then finds
/// what is well formed but cannot be built (references, runtime, limits: 422).
public struct ContainerProgram: Equatable, Codable, Sendable {
    /// The container's class, as events name their receiver.
    public var className: String
    /// `shouldAutomaticallyForwardAppearanceMethods`, evaluated each time UIKit asks (docs/containers.md R4/R5).
    public var forwardsAppearance: ContainerExpr
    public var control: Control
    /// Scroll views by name, in declaration order (the root view `view` is implicit).
    public var views: [String]
    /// Embedded UIKit containers (`UIPageViewController`, scroll style), by name, in declaration order (DESIGN.md §3.20 "Embeds").
    public var embeds: [String]
    public var vars: [Variable]
    public var functions: [Function]
    /// Hooks present in the program; a hook left out is empty.
    public var hooks: [HookBody]
    /// `source`: where the code came from (repo, commit, file, function), kept for export and the why panel.
    public var source: [String: String]
    /// `kind`: nil or `.viewController` for a container view controller (the root of the navigation controller);
    /// `.object` for a plain object that holds the navigation controller and switches its stack, as the navigation
    /// seed's `SegmentsController` does (docs/containers.md part 2). Optional so that stored programs decode unchanged.
    public var kind: Kind?

    public enum Kind: String, Codable, Sendable, CaseIterable {
        case viewController
        case object
    }

    /// A plain object: no view, no parent, no appearance of its own (`World+ContainerNavigation.swift`).
    var isObject: Bool { kind == .object }

    public enum Control: String, Codable, Sendable, CaseIterable {
        /// segnav's segmented control in the container's navigation item: a tap on the selected segment fires nothing.
        case navigationBar
        /// The container's own tab strip: every tap fires `select`.
        case own
    }

    public struct Variable: Equatable, Codable, Sendable {
        public var name: String
        public var initial: ContainerValue
        public init(name: String, initial: ContainerValue) {
            self.name = name
            self.initial = initial
        }
    }

    public struct Function: Equatable, Codable, Sendable {
        public var name: String
        public var params: [String]
        public var body: [ContainerStatement]
        /// JSON pointer of the function (`/fn/<name>`), for errors.
        public var pointer: String
        public init(name: String, params: [String], body: [ContainerStatement], pointer: String) {
            self.name = name
            self.params = params
            self.body = body
            self.pointer = pointer
        }
    }

    public struct HookBody: Equatable, Codable, Sendable {
        public var hook: ContainerHook
        public var body: [ContainerStatement]
        public init(hook: ContainerHook, body: [ContainerStatement]) {
            self.hook = hook
            self.body = body
        }
    }

    public init(
        className: String, forwardsAppearance: ContainerExpr = .literal(.bool(true)), control: Control = .navigationBar,
        views: [String] = [], embeds: [String] = [], vars: [Variable] = [], functions: [Function] = [],
        hooks: [HookBody] = [], source: [String: String] = [:], kind: Kind? = nil
    ) {
        self.kind = kind
        self.className = className
        self.forwardsAppearance = forwardsAppearance
        self.control = control
        self.views = views
        self.embeds = embeds
        self.vars = vars
        self.functions = functions
        self.hooks = hooks
        self.source = source
    }

    /// The format's one version string.
    public static let format = "segnav-container/1"

    /// docs/containers.md part 9's limits: each has one, so no request costs more than O(its input + its answer).
    public enum Limits {
        public static let statements = 4096
        public static let nesting = 32
        public static let vars = 256
        public static let functions = 128
        public static let callDepth = 32
        public static let pendingDeferred = 1024
        public static let stepsPerAction = 100_000
        /// Expression nodes evaluated per action: segnav's own bound (docs/containers.md counts statements only), so that a
        /// statement with a wide expression cannot multiply the statement budget.
        public static let evaluationsPerAction = 1_000_000
        /// Events one action may record: segnav's own bound, so that the statement budget cannot become a hundred
        /// thousand callbacks held in memory before the answer's size limit refuses them.
        public static let eventsPerAction = 20_000
        /// Elements of a list value (`set … at`, `navigationStack`): segnav's own bound, so that no program value
        /// grows past what a state file stores cheaply.
        public static let listLength = 64
    }

    func body(of hook: ContainerHook) -> [ContainerStatement]? {
        hooks.first { $0.hook == hook }?.body
    }
}

/// The hooks of docs/containers.md part 4, with their arguments.
public enum ContainerHook: String, Codable, Sendable, CaseIterable {
    case `init`, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
    case viewDidLayoutSubviews, viewIsAppearing, select, didScroll, didEndScrollingAnimation
    case didEndDragging, didEndDecelerating, memoryWarning
    /// The navigation controller's delegate (`navigationController(_:willShow:animated:)`, `…didShow…`): a container
    /// with either hook is the delegate (docs/containers.md part 4).
    case navigationWillShow, navigationDidShow

    public var arguments: [String] {
        switch self {
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear: ["animated"]
        case .select: ["index", "animated"]
        case .navigationWillShow, .navigationDidShow: ["shown", "animated"]
        case .didScroll: ["offset"]
        case .didEndDragging: ["decelerate"]
        case .`init`, .viewDidLoad, .viewDidLayoutSubviews, .viewIsAppearing, .didEndScrollingAnimation,
            .didEndDecelerating, .memoryWarning:
            []
        }
    }

    /// The hook an appearance callback of the container fires.
    static func appearance(_ name: Event.Name) -> ContainerHook? {
        switch name {
        case .viewWillAppear: .viewWillAppear
        case .viewDidAppear: .viewDidAppear
        case .viewWillDisappear: .viewWillDisappear
        case .viewDidDisappear: .viewDidDisappear
        default: nil
        }
    }
}

/// A program value (docs/containers.md part 6): numbers are doubles; a controller is a segment controller, by segment index.
public enum ContainerValue: Equatable, Codable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case controller(Int)
    /// A view controller that is no segment (a screen pushed on the navigation stack), by its serial (never reused), as
    /// `navigationStack` reads it. A `vars` list that holds it keeps it alive (docs/containers.md part 5, "Navigation").
    case viewController(Int)
    /// A list: the navigation stack (`navigationStack`), or a `vars` list written with `set … at`. At most
    /// `Limits.listLength` elements, and a list inside a list holds no list (so a value stays small).
    case list([ContainerValue])

    /// `null`, `false` and `0` are false; everything else, `""` and every controller included, is true.
    var isTrue: Bool {
        switch self {
        case .null: false
        case .bool(let b): b
        case .number(let n): n != 0
        case .string, .controller, .viewController, .list: true
        }
    }

    var number: Double? {
        if case .number(let n) = self { return n }
        return nil
    }

    /// `==`: numbers numerically, controllers by identity, null equals null.
    static func same(_ a: ContainerValue, _ b: ContainerValue) -> Bool { a == b }
}

/// An expression (docs/containers.md part 6): a literal or an object with exactly one operator key.
public indirect enum ContainerExpr: Equatable, Codable, Sendable {
    case literal(ContainerValue)
    case variable(String)
    case argument(String)
    case child(ContainerExpr)
    case compare(Comparison, ContainerExpr, ContainerExpr)
    case arithmetic(Arithmetic, ContainerExpr, ContainerExpr)
    case unary(Unary, ContainerExpr)
    case extremum(max: Bool, [ContainerExpr])
    case logic(and: Bool, [ContainerExpr])
    case cond(ContainerExpr, ContainerExpr, ContainerExpr)
    case query(Query, ContainerExpr)
    /// `{"selfAppearState": true}`.
    case selfAppearState
    /// `{"inWindow": "self"}`.
    case selfInWindow
    /// `offset` / `width` of a named view.
    case view(ViewQuery, String)
    /// `{"navigationStack": true}`: the navigation controller's `viewControllers`, bottom first.
    case navigationStack
    /// `{"at": [L, i]}`: element i of list L (null out of range or for a non-list).
    case at(ContainerExpr, ContainerExpr)
    /// `{"count": L}`: the number of elements of list L (null for a non-list).
    case count(ContainerExpr)

    public enum Comparison: String, Codable, Sendable, CaseIterable {
        case eq = "==", ne = "!=", lt = "<", le = "<=", gt = ">", ge = ">="
    }

    public enum Arithmetic: String, Codable, Sendable, CaseIterable {
        case plus = "+", minus = "-"
    }

    public enum Unary: String, Codable, Sendable, CaseIterable {
        case abs, round, not
    }

    public enum Query: String, Codable, Sendable, CaseIterable {
        case parentOf, appearState, inWindow, inSuperview, isViewLoaded, indexOf, visible
    }

    public enum ViewQuery: String, Codable, Sendable, CaseIterable {
        case offset, width
    }
}

/// One statement, with its JSON pointer (for the errors that name it).
public struct ContainerStatement: Equatable, Codable, Sendable {
    public var kind: Kind
    public var pointer: String

    public init(_ kind: Kind, pointer: String) {
        self.kind = kind
        self.pointer = pointer
    }

    /// docs/containers.md part 5, one case per statement kind.
    public enum Kind: Equatable, Codable, Sendable {
        case addChild(ContainerExpr)
        case removeFromParent(ContainerExpr)
        /// `to` "self" (true) or null (false).
        case willMove(ContainerExpr, toSelf: Bool)
        case didMove(ContainerExpr, toSelf: Bool)
        case addSubview(ContainerExpr, to: String, page: ContainerExpr?)
        case removeFromSuperview(ContainerExpr)
        case begin(ContainerExpr, appearing: ContainerExpr, animated: ContainerExpr)
        case end(ContainerExpr)
        case direct(Event.Name, on: ContainerExpr, animated: ContainerExpr)
        case transition(from: ContainerExpr, to: ContainerExpr, duration: ContainerExpr, completion: [ContainerStatement])
        case setViewControllers(
            embed: String, ContainerExpr, direction: ContainerExpr, animated: ContainerExpr, completion: [ContainerStatement])
        case setContentOffset(String, page: ContainerExpr, animated: ContainerExpr, notify: ContainerExpr)
        /// `{"navigationController": true, "setViewControllers": [C, …], "animated": X}`: the navigation controller's
        /// stack, bottom first (DESIGN.md §3.3).
        case setNavigationStack([ContainerExpr], animated: ContainerExpr)
        /// `{"titleView": C}`: `C.navigationItem.titleView = control`, the segmented control moved into C's navigation item.
        case titleView(ContainerExpr)
        case animate(ContainerExpr, body: [ContainerStatement], completion: [ContainerStatement])
        case async([ContainerStatement])
        case cancelAnimations(String)
        case after(ContainerExpr, name: String?, body: [ContainerStatement])
        case invalidate(String)
        case `if`(ContainerExpr, then: [ContainerStatement], else: [ContainerStatement])
        case forEach(ContainerSequence, as: String, body: [ContainerStatement])
        case set(String, ContainerExpr)
        /// `{"set": N, "at": X, "to": Y}`: element X of the `vars` list N (docs/containers.md part 5).
        case setElement(String, at: ContainerExpr, ContainerExpr)
        case call(String, args: [ContainerArgument])
        case `return`
        case userInteraction(ContainerExpr)
    }

    /// The blocks nested in this statement, each with whether it is a body of its own (a deferred block: `return`
    /// leaves it, and `finished` is its argument when it is a completion).
    var blocks: [(statements: [ContainerStatement], ownBody: Bool, completion: Bool)] {
        switch kind {
        case .transition(_, _, _, let c), .setViewControllers(_, _, _, _, let c): [(c, true, true)]
        case .animate(_, let body, let c): [(body, true, false), (c, true, true)]
        case .async(let b), .after(_, _, let b): [(b, true, false)]
        case .if(_, let t, let e): [(t, false, false), (e, false, false)]
        case .forEach(_, _, let b): [(b, false, false)]
        default: []
        }
    }
}

/// `forEach`'s sequence: every segment controller, an integer range, or a fixed list.
public enum ContainerSequence: Equatable, Codable, Sendable {
    case children
    case range(from: ContainerExpr, to: ContainerExpr)
    case list([ContainerExpr])
}

/// One `call` argument.
public struct ContainerArgument: Equatable, Codable, Sendable {
    public var name: String
    public var value: ContainerExpr
    public init(name: String, value: ContainerExpr) {
        self.name = name
        self.value = value
    }
}
