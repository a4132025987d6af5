/// A container program's live state inside the `World` (a value, copied with it, so that the checkpoint an action
/// refused for running past a limit is undone from keeps its own: `ContainerRollback`).
struct ContainerRuntime: Codable, Sendable {
    let program: ContainerProgram
    /// Instance state, by `program.vars` index.
    var vars: [ContainerValue]
    /// Each declared scroll view's content offset, in pages.
    var offsets: [Double]
    /// Where each segment controller's view is in the container: which view (-1 the root view, i ≥ 0 scroll view i)
    /// and its page (nil: it covers the view's visible bounds and follows them, docs/containers.md part 11.2). nil when in none.
    var placements: [Placement?]
    /// Deferred work: next-turn blocks, completions, timers, scroll frames (docs/containers.md part 7), in scheduling order.
    var deferred: [ContainerDeferred] = []
    var nextOrder = 0
    /// The views moved by the `do` blocks of the `animate` statements running now (innermost last).
    var animating: [[Int]] = []
    /// `userInteraction`: while false, user actions are refused (`transitionInProgress`).
    var userInteraction = true
    /// The container's view was in the window at the last layout pass (the layout hooks run when it comes back).
    var inWindowAtLastLayout = false
    /// The scroll views' width in points (the screen's).
    let width: Double
    /// The last index passed to `select` (the state's `selectedIndex`).
    var selected = 0
    /// The `animated` flag of each controller's last `begin`, which its `end`'s did- call carries.
    var beganAnimated: [Int: Bool] = [:]
    /// The origin of a `direct` call: `delegate` while a navigation-delegate hook runs, else `container`. Not
    /// stored: it is set only while a hook runs, inside one action.
    var directOrigin: Event.Origin = .container

    // Budgets of the action being applied (docs/containers.md part 9).
    var steps = 0
    var evaluations = 0
    var callDepth = 0
    /// Set when the action ran past a limit: every statement stops, and the session refuses the action.
    var failure: ContainerFailure? {
        didSet { failed = failure != nil }
    }
    /// `failure != nil`, kept beside it: asked before every statement and expression, reading the optional failure
    /// itself copied it out of the runtime (callgrind). Not stored: decoding sets it from `failure`.
    private(set) var failed = false

    /// `<class>.<hook or fn>#<i>` strings, interned (`CauseContext.site` indexes them).
    var sites: [String] = []
    var siteIndex: [String: Int] = [:]

    /// The program compiled (`ContainerCode`): not stored, compiled again when a stored state is decoded.
    private(set) var code: ContainerCode
    /// Each compiled top-level statement's interned site (-1 not yet), so that a statement's `cause.code` is built and
    /// hashed once per session rather than at every run. Not stored: a decoded state interns again, finding the
    /// stored `siteIndex`'s numbers.
    private var siteCache: [Int32] = []
    /// Each site's event text (its `cause.code` alone), made once and shared by the events of that site: a box
    /// per program call was an allocation per event. Not stored.
    private var siteTexts: [Event.TextBox?] = []

    enum CodingKeys: String, CodingKey {
        case program, vars, offsets, placements, deferred, nextOrder, animating, userInteraction, inWindowAtLastLayout
        case width, selected, beganAnimated, steps, evaluations, callDepth, failure, sites, siteIndex
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        program = try c.decode(ContainerProgram.self, forKey: .program)
        code = ContainerCode(program)
        vars = try c.decode([ContainerValue].self, forKey: .vars)
        offsets = try c.decode([Double].self, forKey: .offsets)
        placements = try c.decode([Placement?].self, forKey: .placements)
        deferred = try c.decode([ContainerDeferred].self, forKey: .deferred)
        nextOrder = try c.decode(Int.self, forKey: .nextOrder)
        animating = try c.decode([[Int]].self, forKey: .animating)
        userInteraction = try c.decode(Bool.self, forKey: .userInteraction)
        inWindowAtLastLayout = try c.decode(Bool.self, forKey: .inWindowAtLastLayout)
        width = try c.decode(Double.self, forKey: .width)
        selected = try c.decode(Int.self, forKey: .selected)
        beganAnimated = try c.decode([Int: Bool].self, forKey: .beganAnimated)
        steps = try c.decode(Int.self, forKey: .steps)
        evaluations = try c.decode(Int.self, forKey: .evaluations)
        callDepth = try c.decode(Int.self, forKey: .callDepth)
        failure = try c.decodeIfPresent(ContainerFailure.self, forKey: .failure)
        failed = failure != nil
        sites = try c.decode([String].self, forKey: .sites)
        siteIndex = try c.decode([String: Int].self, forKey: .siteIndex)
    }

    struct Placement: Codable, Sendable {
        var view: Int
        var page: Double?
    }

    init(program: ContainerProgram, segments: Int, width: Double) {
        self.program = program
        code = ContainerCode(program)
        vars = program.vars.map(\.initial)
        offsets = Array(repeating: 0, count: program.views.count)
        placements = Array(repeating: nil, count: segments)
        self.width = width
    }

    func site(_ index: Int32) -> String? { index >= 0 && Int(index) < sites.count ? sites[Int(index)] : nil }

    /// The site of top-level statement `top` of `body`. A program has at most 4,096 statements, so at most as many
    /// sites: the index fits `Int32`.
    mutating func intern(_ body: String, _ top: Int) -> Int32 {
        internSite("\(program.className).\(body)#\(top)")
    }

    /// The site of top-level statement `top` of compiled body `body`, interned on its first run.
    mutating func site(body: Int, top: Int) -> Int32 {
        let key = code.bodies[body].siteBase + top
        if let cached = cachedSite(key) { return cached }
        if siteCache.count != code.siteCount { siteCache = Array(repeating: -1, count: code.siteCount) }
        let site = intern(code.bodies[body].name, top)
        if key < siteCache.count { siteCache[key] = site }
        return site
    }

    /// A site already interned, read without changing the runtime (so without the copy-on-write test).
    func cachedSite(body: Int, top: Int) -> Int32? { cachedSite(code.bodies[body].siteBase + top) }

    private func cachedSite(_ key: Int) -> Int32? {
        key < siteCache.count && siteCache[key] >= 0 ? siteCache[key] : nil
    }

    /// The shared text of `site` when already made, read without changing the runtime.
    func cachedSiteText(_ site: Int32) -> Event.TextBox? {
        site >= 0 && Int(site) < siteTexts.count ? siteTexts[Int(site)] : nil
    }

    /// The shared text of a call at `site` with no other text (nil for no site).
    mutating func siteText(_ site: Int32) -> Event.TextBox? {
        guard site >= 0, Int(site) < sites.count else { return nil }
        let i = Int(site)
        if i < siteTexts.count, let box = siteTexts[i] { return box }
        if siteTexts.count < sites.count { siteTexts += Array(repeating: nil, count: sites.count - siteTexts.count) }
        let box = Event.TextBox(parent: nil, shown: nil, message: nil, code: sites[i])
        siteTexts[i] = box
        return box
    }

    /// A site named outright (an embed's `<class>.embeds/<name>`, made by the runtime rather than by a statement).
    mutating func internSite(_ name: String) -> Int32 {
        if let i = siteIndex[name] { return Int32(truncatingIfNeeded: i) }
        sites.append(name)
        siteIndex[name] = sites.count - 1
        return Int32(truncatingIfNeeded: sites.count - 1)
    }

    func varIndex(_ name: String) -> Int? { program.vars.firstIndex { $0.name == name } }

    func viewIndex(_ name: String) -> Int? { name == "view" ? -1 : program.views.firstIndex(of: name) }

    var pendingCount: Int { deferred.count }
}

/// Why an action was refused: a limit of docs/containers.md part 9, and the statement that ran past it.
public struct ContainerFailure: Error, Equatable, Codable, Sendable {
    public var message: String
    /// JSON pointer of the statement, under `/container`.
    public var pointer: String

    /// The pointer of a failure found where no statement is known (an expression past the budget), until the
    /// statement evaluating it names itself.
    static let unplaced = "/container"
}

/// The running body: which hook or function (for `cause.code`), its top-level statement, its locals and arguments.
/// Deferred blocks capture a copy (Swift `let` captures, docs/containers.md part 6).
struct ContainerFrame: Codable, Sendable {
    var body: String
    var top = 0
    var locals: [String: ContainerValue] = [:]
    var args: [String: ContainerValue] = [:]
}

/// One piece of deferred work (docs/containers.md part 7).
struct ContainerDeferred: Codable, Sendable {
    enum Kind: Codable, Sendable {
        /// `async`'s block, or an `after` timer's.
        case block
        /// An `animate` completion: `moved` lists the scroll views its `do` block moved (for `cancelAnimations`).
        case completion(moved: [Int])
        /// The second frame of an animated `setContentOffset` on scroll view `view`.
        case scrollFrame(view: Int, target: Double)
        /// The end of `transition(from:to:)`: `from`'s view leaves, then the completion runs.
        case transitionEnd(from: Int)
        /// A `setViewControllers` completion, held by embed `pvc`'s scroll in flight: it runs when that scroll is cleaned
        /// up (settled, `finished` true; interrupted, false), never by time (DESIGN.md §3.20 "Embeds").
        case pageCompletion(pvc: Int)
    }

    /// Run by a turn (next-turn or timed work), not by a page view controller's scroll.
    var runsByTime: Bool {
        if case .pageCompletion = kind { return false }
        return true
    }

    var kind: Kind
    /// Logical milliseconds; nil for the next turn.
    var due: Int?
    var order: Int
    var statements: [ContainerStatement]
    var frame: ContainerFrame
    /// A timer's name (`invalidate`).
    var timer: String?
}
