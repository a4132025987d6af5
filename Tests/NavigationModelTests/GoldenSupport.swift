// Golden-test support: a small DSL for writing the FULL expected event list of one action (or of the launch)
// by hand, from the seed code (the programs of DESIGN.md §2) and the UIKit rules (DESIGN.md §3), and for
// comparing it with what the engine produced.
//
// Receivers are named by class / title and resolved through `SessionState.controllers` (before and after the
// action), because ids are engine-assigned. A mismatch records one issue that prints both lists side by side.
//
// Conventions this file fixes (the contract leaves them open; see the notes at each constant):
// - times: every event of an action happens at the time of the action's first event, except those marked
//   `late`, which happen exactly `goldenAnimationDuration` later (DESIGN.md §3: the end of an animated transition
//   is a later turn 0.35 s later on the logical clock, and belongs to the same action);
// - `depth` is compared only where an expectation gives one;
// - `message` of warnings is never compared (free text);
// - each event's cause (rule, flaw, code, calling event) is compared with the checked-in lines of
//   GoldenCauses.swift. After changing events on purpose, regenerate those lines with `scripts/golden-causes.py`
//   and review the diff (GoldenSupport+Causes.swift gives the format and how the script records them).

import Testing

@testable import NavigationModel

/// DESIGN.md §3: "animated transitions finish in a later turn 0.35 s later".
let goldenAnimationDuration = 0.35

/// Whether the `popToRoot` action pops animated (DESIGN.md §3.0: only `tapRow` and `tapBack` animate,
/// `push`/`pop`/`popToRoot` do not). One place to change.
let goldenPopToRootAnimated = false

// MARK: - Naming receivers

/// How an expected event names its receiver.
enum GWho: CustomStringConvertible, Sendable {
    /// The single controller (before or after the action) whose `title` is this.
    case title(String)
    /// The single controller (before or after the action) whose class is this.
    case cls(String)
    /// The controller with this title that did not exist before the action (e.g. rebuilt by a reload).
    case fresh(String)
    /// The controller with this title that existed before the action (when a fresh one also exists).
    case stale(String)
    /// The top of the navigation stack before the action (e.g. the screen a pop removes).
    case topBefore
    /// The top of the navigation stack after the action (e.g. the screen a push adds).
    case topAfter
    /// A receiver that is not a view controller (e.g. the `SegmentsController` NSObject): matched by class only.
    case object(String)

    var description: String {
        switch self {
        case .title(let t): "“\(t)”"
        case .cls(let c): c
        case .fresh(let t): "new “\(t)”"
        case .stale(let t): "old “\(t)”"
        case .topBefore: "top-before"
        case .topAfter: "top-after"
        case .object(let c): "object \(c)"
        }
    }
}

/// The `parent` argument expected on a containment call.
enum GParent: Sendable {
    case absent
    case none
    case to(GWho)
}

/// One expected event.
struct GExp: Sendable {
    var who: GWho
    var name: Event.Name
    var origin: Event.Origin
    var animated: Bool? = nil
    var parent: GParent = .absent
    var code: WarningCode? = nil
    var shown: GWho? = nil
    /// Compared only when given.
    var depth: Int? = nil
    /// True for the events at the end of an animation (0.35 s after the action's first event).
    var late: Bool = false
    /// `pageDidFinishAnimating`'s `transitionCompleted`, compared when given.
    var completed: Bool? = nil
}

// MARK: - Builders (one per event kind)

extension GExp {
    static func load(_ who: GWho, _ origin: Event.Origin = .system, depth: Int? = nil, late: Bool = false) -> GExp {
        GExp(who: who, name: .viewDidLoad, origin: origin, depth: depth, late: late)
    }

    static func unload(_ who: GWho, _ origin: Event.Origin = .system, depth: Int? = nil) -> GExp {
        GExp(who: who, name: .viewDidUnload, origin: origin, depth: depth)
    }

    static func willAppear(
        _ who: GWho, _ animated: Bool, _ origin: Event.Origin = .system, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(who: who, name: .viewWillAppear, origin: origin, animated: animated, depth: depth, late: late)
    }

    static func didAppear(
        _ who: GWho, _ animated: Bool, _ origin: Event.Origin = .system, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(who: who, name: .viewDidAppear, origin: origin, animated: animated, depth: depth, late: late)
    }

    static func willDisappear(
        _ who: GWho, _ animated: Bool, _ origin: Event.Origin = .system, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(who: who, name: .viewWillDisappear, origin: origin, animated: animated, depth: depth, late: late)
    }

    static func didDisappear(
        _ who: GWho, _ animated: Bool, _ origin: Event.Origin = .system, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(who: who, name: .viewDidDisappear, origin: origin, animated: animated, depth: depth, late: late)
    }

    static func willMove(
        _ who: GWho, to parent: GParent, _ origin: Event.Origin = .system, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(who: who, name: .willMoveToParent, origin: origin, parent: parent, depth: depth, late: late)
    }

    static func didMove(
        _ who: GWho, to parent: GParent, _ origin: Event.Origin = .system, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(who: who, name: .didMoveToParent, origin: origin, parent: parent, depth: depth, late: late)
    }

    /// `navigationController(_:willShow:animated:)`: receiver = the delegate, `shown` = the controller shown.
    static func willShow(
        _ delegate: GWho, _ shown: GWho, _ animated: Bool, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(
            who: delegate, name: .navigationWillShow, origin: .system, animated: animated, shown: shown,
            depth: depth, late: late)
    }

    /// `navigationController(_:didShow:animated:)`: receiver = the delegate, `shown` = the controller shown.
    static func didShow(
        _ delegate: GWho, _ shown: GWho, _ animated: Bool, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(
            who: delegate, name: .navigationDidShow, origin: .system, animated: animated, shown: shown,
            depth: depth, late: late)
    }

    /// `pageViewController(_:willTransitionTo:)`: receiver = the delegate, `shown` = the pending page (DESIGN.md §3.17).
    static func pageWillTransition(_ delegate: GWho, _ pending: GWho, late: Bool = false) -> GExp {
        GExp(who: delegate, name: .pageWillTransition, origin: .system, shown: pending, late: late)
    }

    /// `pageViewController(_:didFinishAnimating: true, previousViewControllers: [previous], transitionCompleted:)`.
    static func pageDidFinish(_ delegate: GWho, _ previous: GWho, completed: Bool, late: Bool = false) -> GExp {
        GExp(who: delegate, name: .pageDidFinishAnimating, origin: .system, shown: previous, late: late, completed: completed)
    }

    /// The call of the control's action method on its target (receiver = the target). Recording convention
    /// (open in the contract, adopted from the engine's naming): `valueChanged` records the *handler call*
    /// whoever makes it, with the caller as origin — `.system` for a user tap (the control sends the action,
    /// DESIGN.md §3.9), `.app` for `setSegment` / an app delegate calling the handler directly (the control itself
    /// sends nothing then, DESIGN.md §3.9), `.container` for seed 001's own "kick" in viewDidLoad.
    static func valueChanged(_ target: GWho, _ origin: Event.Origin = .system, depth: Int? = 0) -> GExp {
        GExp(who: target, name: .valueChanged, origin: origin, depth: depth)
    }

    static func memoryWarning(_ who: GWho, _ origin: Event.Origin = .system, depth: Int? = nil) -> GExp {
        GExp(who: who, name: .didReceiveMemoryWarning, origin: origin, depth: depth)
    }

    /// A seed-fidelity warning about `who`. Placement convention: right after the call it flags (before any
    /// call nested in it), with the flagged call's origin and depth — see `warn(_:_:like:)`.
    static func warning(
        _ who: GWho, _ code: WarningCode, _ origin: Event.Origin, depth: Int? = nil, late: Bool = false
    ) -> GExp {
        GExp(who: who, name: .warning, origin: origin, code: code, depth: depth, late: late)
    }
}

/// The warning flagging `call`: same receiver, origin, depth and time as the call it follows.
func warn(_ code: WarningCode, flagging call: GExp) -> GExp {
    GExp(who: call.who, name: .warning, origin: call.origin, code: code, depth: call.depth, late: call.late)
}

/// A call followed by the warning that flags it (seed fidelity, DESIGN.md §2/§2: a call that does not fit the
/// appearance state machine is still delivered and recorded, and flagged).
func flagged(_ call: GExp, _ code: WarningCode = .duplicateAppearance) -> [GExp] {
    [call, warn(code, flagging: call)]
}

// MARK: - Running actions

/// One action's (or the launch's) events and the states around it.
struct GStep: Sendable {
    var events: [Event]
    var before: SessionState
    var after: SessionState
    /// The action number the events must carry (0 = launch).
    var action: Int
}

enum GoldenError: Error {
    case setup(SetupError)
    case action(ActionError)
}

/// Builds a session (running its launch) and returns the launch as a step.
func goldenLaunch(_ configuration: SessionConfiguration) throws -> (NavigationSession, GStep) {
    let session: NavigationSession
    do {
        session = try NavigationSession(configuration: configuration)
    } catch {
        throw GoldenError.setup(error)
    }
    let state = session.state()
    return (session, GStep(events: session.launchEvents, before: state, after: state, action: 0))
}

func goldenPreset(
    _ preset: Preset, runtime: Runtime = .modern, fidelity: Fidelity = .seed
) throws -> (NavigationSession, GStep) {
    var configuration = preset.configuration
    configuration.runtime = runtime
    configuration.fidelity = fidelity
    return try goldenLaunch(configuration)
}

extension NavigationSession {
    /// Applies one action and returns its events with the states before and after.
    mutating func goldenApply(_ action: Action) throws -> GStep {
        let before = state()
        let outcome: ActionOutcome
        do {
            outcome = try apply(action)
        } catch {
            throw GoldenError.action(error)
        }
        return GStep(events: outcome.events, before: before, after: state(), action: version)
    }

    /// Applies several set-up actions whose events are not under test.
    mutating func goldenPrepare(_ actions: [Action]) throws {
        for action in actions { _ = try goldenApply(action) }
    }
}

// MARK: - Resolving and comparing

private enum GResolved: Equatable {
    case id(String)
    case className(String)
    case unresolved(String)
}

private struct GResolver {
    let step: GStep
    let all: [SessionState.ControllerInfo]
    let beforeIDs: Set<String>

    init(_ step: GStep) {
        self.step = step
        var seen = Set<String>()
        var all: [SessionState.ControllerInfo] = []
        for c in step.after.controllers + step.before.controllers where !seen.contains(c.id) {
            seen.insert(c.id)
            all.append(c)
        }
        self.all = all
        beforeIDs = Set(step.before.controllers.map(\.id))
    }

    func resolve(_ who: GWho) -> GResolved {
        func one(_ candidates: [SessionState.ControllerInfo]) -> GResolved {
            switch candidates.count {
            case 1: .id(candidates[0].id)
            case 0: .unresolved("no controller \(who)")
            default: .unresolved("\(candidates.count) controllers match \(who): \(candidates.map(\.id))")
            }
        }
        switch who {
        case .title(let t): return one(all.filter { $0.title == t })
        case .cls(let c): return one(all.filter { $0.className == c })
        case .fresh(let t): return one(step.after.controllers.filter { $0.title == t && !beforeIDs.contains($0.id) })
        case .stale(let t): return one(step.before.controllers.filter { $0.title == t })
        case .topBefore:
            return step.before.navigationStack.last.map { .id($0.id) } ?? .unresolved("empty stack before")
        case .topAfter:
            return step.after.navigationStack.last.map { .id($0.id) } ?? .unresolved("empty stack after")
        case .object(let c): return .className(c)
        }
    }

    func label(id: String, className: String) -> String {
        if let c = all.first(where: { $0.id == id }) {
            return c.title.map { "“\($0)”" } ?? c.className
        }
        return "\(className)#\(id)"
    }

    func label(_ r: GResolved) -> String {
        switch r {
        case .id(let id): label(id: id, className: "?")
        case .className(let c): c
        case .unresolved(let why): "<\(why)>"
        }
    }
}

private func render(_ p: Event.Parent, _ r: GResolver) -> String? {
    switch p {
    case .absent: nil
    case .none: "parent: nil"
    case .id(let id): "parent: \(r.label(id: id, className: "?"))"
    }
}

private func renderActual(_ e: Event, t0: Double, _ r: GResolver) -> String {
    var args: [String] = []
    if let a = e.args.animated { args.append("animated: \(a)") }
    if let p = render(e.args.parent, r) { args.append(p) }
    if let c = e.args.code { args.append(c.rawValue) }
    if let s = e.args.shown { args.append("shown: \(r.label(id: s, className: "?"))") }
    let dt = e.time - t0
    return "\(r.label(id: e.receiver.id, className: e.receiver.className)).\(e.name.rawValue)(\(args.joined(separator: ", ")))"
        + " [\(e.origin.rawValue) d\(e.depth)\(dt == 0 ? "" : " +\(dt)")]"
}

private func renderExpected(_ x: GExp, _ r: GResolver) -> String {
    var args: [String] = []
    if let a = x.animated { args.append("animated: \(a)") }
    switch x.parent {
    case .absent: break
    case .none: args.append("parent: nil")
    case .to(let w): args.append("parent: \(r.label(r.resolve(w)))")
    }
    if let c = x.code { args.append(c.rawValue) }
    if let s = x.shown { args.append("shown: \(r.label(r.resolve(s)))") }
    let d = x.depth.map { "d\($0)" } ?? "d*"
    return "\(r.label(r.resolve(x.who))).\(x.name.rawValue)(\(args.joined(separator: ", ")))"
        + " [\(x.origin.rawValue) \(d)\(x.late ? " +\(goldenAnimationDuration)" : "")]"
}

private func matches(_ e: Event, _ x: GExp, t0: Double, _ r: GResolver) -> Bool {
    switch r.resolve(x.who) {
    case .id(let id): if e.receiver.id != id { return false }
    case .className(let c): if e.receiver.className != c { return false }
    case .unresolved: return false
    }
    guard e.name == x.name, e.origin == x.origin, e.args.animated == x.animated, e.args.code == x.code
    else { return false }
    switch x.parent {
    case .absent: if e.args.parent != .absent { return false }
    case .none: if e.args.parent != .none { return false }
    case .to(let w):
        guard case .id(let id) = r.resolve(w), e.args.parent == .id(id) else { return false }
    }
    if let s = x.shown {
        guard case .id(let id) = r.resolve(s), e.args.shown == id else { return false }
    } else if e.args.shown != nil {
        return false
    }
    if let d = x.depth, e.depth != d { return false }
    if let c = x.completed, e.args.completed != c || e.args.finished != true { return false }
    let expectedTime = t0 + (x.late ? goldenAnimationDuration : 0)
    if abs(e.time - expectedTime) > 1e-9 { return false }
    return true
}

/// Builds an expected list line by line: each line is one `GExp` or a `[GExp]` (e.g. `flagged(…)`).
@resultBuilder
enum GoldenList {
    static func buildExpression(_ e: GExp) -> [GExp] { [e] }
    static func buildExpression(_ e: [GExp]) -> [GExp] { e }
    static func buildBlock(_ parts: [GExp]...) -> [GExp] { parts.flatMap { $0 } }
    static func buildOptional(_ p: [GExp]?) -> [GExp] { p ?? [] }
    static func buildEither(first p: [GExp]) -> [GExp] { p }
    static func buildEither(second p: [GExp]) -> [GExp] { p }
}

/// `expectGolden(step, causes: "suite.case") { …one expected event per line… }`
func expectGolden(
    _ step: GStep, _ title: String = "", causes key: String, sourceLocation: SourceLocation = #_sourceLocation,
    @GoldenList _ expected: () -> [GExp]
) {
    expectGolden(step, expected(), title, causes: key, sourceLocation: sourceLocation)
}

/// Asserts that `step.events` is exactly `expected`, in order (receiver, name, args, origin, depth where
/// given, time), plus the bookkeeping every event must satisfy (action number, contiguous `seq`), and that
/// each event's cause is the one `GoldenCauses.table[key]` gives it (GoldenSupport+Causes.swift).
func expectGolden(
    _ step: GStep, _ expected: [GExp], _ title: String = "", causes key: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectGoldenCauses(step, key: key, sourceLocation: sourceLocation)
    let r = GResolver(step)
    let events = step.events
    let t0 = events.first?.time ?? 0
    let ok =
        events.count == expected.count
        && zip(events, expected).allSatisfy { matches($0, $1, t0: t0, r) }
    if !ok {
        var lines = ["golden mismatch \(title) (actual \(events.count) events, expected \(expected.count)):"]
        for i in 0..<max(events.count, expected.count) {
            let a = i < events.count ? renderActual(events[i], t0: t0, r) : "—"
            let x = i < expected.count ? renderExpected(expected[i], r) : "—"
            let same = i < events.count && i < expected.count && matches(events[i], expected[i], t0: t0, r)
            lines.append("\(same ? "  " : "≠ ")\(i + 1). actual:   \(a)")
            if !same { lines.append("     expected: \(x)") }
        }
        Issue.record(Comment(rawValue: lines.joined(separator: "\n")), sourceLocation: sourceLocation)
    }
    #expect(
        events.allSatisfy { $0.action == step.action }, "every event carries action \(step.action)",
        sourceLocation: sourceLocation)
    if let first = events.first {
        #expect(
            events.map(\.seq) == Array(first.seq..<(first.seq + events.count)), "seq is contiguous",
            sourceLocation: sourceLocation)
    }
}

/// The id of the single controller (after the action, else before) titled `title`.
func goldenID(_ step: GStep, title: String) -> String? {
    let c = step.after.controllers.filter { $0.title == title }
    if c.count == 1 { return c[0].id }
    let b = step.before.controllers.filter { $0.title == title }
    return b.count == 1 ? b[0].id : nil
}

extension SessionState {
    func goldenController(titled title: String) -> ControllerInfo? {
        let c = controllers.filter { $0.title == title }
        return c.count == 1 ? c[0] : nil
    }

    func goldenController(classNamed name: String) -> ControllerInfo? {
        let c = controllers.filter { $0.className == name }
        return c.count == 1 ? c[0] : nil
    }
}

// MARK: - Shared screens

enum GScreens {
    /// Screens pushed with the `push` action (the top controller's own code pushes them).
    static let first = ScreenSpec(title: "First", kind: .label, text: "one")
    static let second = ScreenSpec(title: "Second", kind: .label, text: "two")
    static let third = ScreenSpec(title: "Third", kind: .label, text: "three")
}

/// `[.load(who)]` when `who`'s view was not loaded before the action, else `[]` (DESIGN.md §3: a view loads lazily on
/// first access of `view`). Used where the launch of a custom configuration may or may not have touched a view.
func goldenLoadIfNeeded(
    _ step: GStep, title: String, _ origin: Event.Origin = .system, depth: Int? = nil
) -> [GExp] {
    let loaded = step.before.goldenController(titled: title)?.viewLoaded ?? false
    return loaded ? [] : [.load(.title(title), origin, depth: depth)]
}
