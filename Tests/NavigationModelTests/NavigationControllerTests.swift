import Testing
@testable import NavigationModel

/// The UIKit pieces, observed through the navigation seed (no delegate, no container) and custom screens.
@Suite("UINavigationController model (DESIGN.md §3.1–§3.3, §3.6, §3.7, §3.10)")
struct NavigationControllerTests {
    static let detail = ScreenSpec(title: "Detail", kind: .label, text: "d")
    /// vc-1 "A" (label), vc-2 "B" (table whose row 0 pushes "Detail"), vc-3 the navigation controller.
    static func config(_ runtime: Runtime = .modern, fidelity: Fidelity = .seed) -> SessionConfiguration {
        SessionConfiguration(
            strategy: .navigation,
            segments: [
                SegmentSpec(title: "A", screen: ScreenSpec(title: "A", kind: .label, text: "a")),
                SegmentSpec(
                    title: "B",
                    screen: ScreenSpec(title: "B", kind: .table, rows: [RowSpec(title: "r0", detail: detail), RowSpec(title: "r1")])),
            ],
            runtime: runtime, fidelity: fidelity)
    }

    @Test("launch with the top already set (DESIGN.md §3.6): nav loads and will-appears, layout shows R, commit finishes")
    func modernLaunch() throws {
        let s = try NavigationSession(configuration: Self.config())
        #expect(
            s.launchEvents.map(short) == [
                "segmentsController.valueChanged", "vc-1.willMoveToParent",
                "vc-3.viewDidLoad", "vc-3.viewWillAppear",
                "vc-1.viewDidLoad", "vc-1.viewWillAppear",
                "vc-3.viewDidAppear", "vc-1.viewDidAppear", "vc-1.didMoveToParent",
            ])
        #expect(s.launchEvents.allSatisfy { $0.action == 0 && $0.time == 0 })
        #expect(s.launchEvents.map(\.seq) == Array(1...9))
        #expect(s.state().controllers.allSatisfy { $0.appearance == ($0.inWindow ? .appeared : .disappeared) })
    }

    @Test("push B over A, non-animated (DESIGN.md §3.1)", arguments: Runtime.allCases)
    func push(runtime: Runtime) throws {
        var s = try NavigationSession(configuration: Self.config(runtime))
        let o = try s.apply(.push(Self.detail))
        #expect(
            o.events.map(short) == [
                "vc-4.willMoveToParent", "vc-4.viewDidLoad", "vc-1.viewWillDisappear", "vc-4.viewWillAppear",
                "vc-1.viewDidDisappear", "vc-4.viewDidAppear", "vc-4.didMoveToParent",
            ])
        #expect(o.events.allSatisfy { $0.action == 1 && $0.depth == 0 && $0.origin == .system })
        #expect(o.events[0].args.parent == .id("vc-3"))
        #expect(s.state().navigationStack.map(\.id) == ["vc-1", "vc-4"])
        #expect(s.state().current.backButtonTitle == "A")
    }

    @Test("animated push: the second half 0.35 s later, same action (DESIGN.md §3.1, DESIGN.md §3)")
    func animatedPush() throws {
        var s = try NavigationSession(configuration: Self.config())
        _ = try s.apply(.selectSegment(index: 1))
        let o = try s.apply(.tapRow(row: 0))
        let late = o.events.filter { $0.time > 0 }.map(short)
        #expect(late == ["vc-2.viewDidDisappear", "vc-4.viewDidAppear", "vc-4.didMoveToParent"])
        #expect(o.events.allSatisfy { $0.action == 2 })
        #expect(o.events.last?.time == 0.35)
        #expect(o.events.filter { $0.args.animated != nil }.allSatisfy { $0.args.animated == true })
    }

    @Test("pop B off A (DESIGN.md §3.2): didMove(nil) between B's viewDidDisappear and A's viewDidAppear")
    func pop() throws {
        var s = try NavigationSession(configuration: Self.config())
        _ = try s.apply(.push(Self.detail))
        let o = try s.apply(.pop)
        #expect(
            o.events.map(short) == [
                "vc-4.willMoveToParent", "vc-4.viewWillDisappear", "vc-1.viewWillAppear",
                "vc-4.viewDidDisappear", "vc-4.didMoveToParent", "vc-1.viewDidAppear",
            ])
        #expect(o.events[0].args.parent == Event.Parent.none)
        #expect(!s.state().controllers.contains { $0.id == "vc-4" }, "the popped controller is deallocated")
    }

    @Test("pop at the root is a no-op, as in UIKit")
    func popAtRoot() throws {
        var s = try NavigationSession(configuration: Self.config())
        let o = try s.apply(.pop)
        #expect(o.noop && o.events.isEmpty)
        #expect(s.version == 1)
        #expect(try s.apply(.popToRoot).noop)
    }

    @Test("popToRoot: middle controllers leave at once without appearance calls (DESIGN.md §3, DESIGN.md §3.3)")
    func popToRoot() throws {
        var s = try NavigationSession(configuration: Self.config())
        for t in ["X", "Y", "Z"] { _ = try s.apply(.push(ScreenSpec(title: t, kind: .label))) }
        let o = try s.apply(.popToRoot)
        #expect(
            o.events.map(short) == [
                "vc-4.willMoveToParent", "vc-4.didMoveToParent", "vc-5.willMoveToParent", "vc-5.didMoveToParent",
                "vc-6.willMoveToParent", "vc-6.viewWillDisappear", "vc-1.viewWillAppear",
                "vc-6.viewDidDisappear", "vc-6.didMoveToParent", "vc-1.viewDidAppear",
            ])
        #expect(s.state().navigationStack.map(\.id) == ["vc-1"])
        #expect(s.state().controllers.map(\.id) == ["vc-1", "vc-2", "vc-3"])
    }

    @Test("setViewControllers while visible (DESIGN.md §3.3): hidden removed first, then the incoming, then a push-like transition")
    func setViewControllers() throws {
        var s = try NavigationSession(configuration: Self.config())
        _ = try s.apply(.push(Self.detail))  // [A, Detail]
        let o = try s.apply(.setSegment(index: 1))  // the seed: setViewControllers([B])
        #expect(
            o.events.map(short) == [
                "segmentsController.valueChanged",
                "vc-1.willMoveToParent", "vc-1.didMoveToParent",  // hidden: both at once
                "vc-4.willMoveToParent",  // old top: didMove later
                "vc-2.willMoveToParent",
                "vc-1.warning",  // the seed's stackDiscarded, about the segment that lost its stack
                "vc-2.viewDidLoad", "vc-4.viewWillDisappear", "vc-2.viewWillAppear",
                "vc-4.viewDidDisappear", "vc-4.didMoveToParent", "vc-2.viewDidAppear", "vc-2.didMoveToParent",
            ])
        #expect(o.events.first?.origin == .app)
    }

    @Test("legacy: the stack change runs inside the call (DESIGN.md §3.7), nested in the handler")
    func legacySynchronous() throws {
        var s = try NavigationSession(configuration: Self.config(.legacy))
        let o = try s.apply(.selectSegment(index: 1))
        #expect(o.events.dropFirst().allSatisfy { $0.depth == 1 }, "everything happens inside indexDidChange…")
        var m = try NavigationSession(configuration: Self.config(.modern))
        let p = try m.apply(.selectSegment(index: 1))
        #expect(p.events.map(short) == o.events.map(short), "same order, only the nesting differs")
        #expect(p.events.filter { $0.depth == 1 }.count == 2, "modern: only the two willMove calls are inside the call")
    }

    @Test("back button title rules (DESIGN.md §3.10)")
    func backButtonTitle() throws {
        var s = try NavigationSession(configuration: Self.config())
        #expect(s.state().current.backButtonTitle == nil, "hidden at the root")
        _ = try s.apply(.push(ScreenSpec(kind: .label)))
        #expect(s.state().current.backButtonTitle == "A", "previous item's title")
        _ = try s.apply(.push(ScreenSpec(kind: .label)))
        #expect(s.state().current.backButtonTitle == "Back", "an untitled previous item")

        var m = try session(.crafterm2010)
        _ = try m.apply(.selectSegment(index: 1))
        _ = try m.apply(.tapRow(row: 0))
        #expect(m.state().current.backButtonTitle == "Australia", "the managing seed's backBarButtonItem")
        #expect(m.state().current.navigationTitle == "South Australia")

        var c = try session(.deponte2016)
        _ = try c.apply(.push(ScreenSpec(title: "P", kind: .label)))
        #expect(c.state().current.backButtonTitle == "Back", "the container has no title (DESIGN.md §2)")
    }

    @Test("tapBack pops animated; no back button at the root")
    func tapBack() throws {
        var s = try NavigationSession(configuration: Self.config())
        #expect(throws: ActionError.self) { try s.apply(.tapBack) }
        _ = try s.apply(.push(Self.detail))
        let o = try s.apply(.tapBack)
        #expect(o.events.contains { $0.time == 0.35 && short($0) == "vc-1.viewDidAppear" && $0.args.animated == true })
    }
}
