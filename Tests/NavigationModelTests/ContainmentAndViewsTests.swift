import Testing
@testable import NavigationModel

@Suite("Containment, views, control, memory (DESIGN.md §3.4, §3.5, §3.8, §3.9)")
struct ContainmentAndViewsTests {
    @Test("containment switch, modern: show new first (willAppear inside addSubview), then hide old; did-calls after the commit")
    func containmentSwitch() throws {
        var s = try session(.deponte2016)
        let o = try s.apply(.selectSegment(index: 1))
        #expect(
            o.events.map(short) == [
                "vc-3.valueChanged",
                "vc-2.willMoveToParent", "vc-2.viewWillAppear", "vc-3.warning", "vc-2.didMoveToParent",
                "vc-1.willMoveToParent", "vc-1.viewWillDisappear", "vc-1.didMoveToParent",
                "vc-2.viewDidAppear", "vc-1.viewDidDisappear",
            ])
        #expect(o.events.map(\.depth) == [0, 1, 1, 1, 1, 1, 1, 1, 0, 0])
        #expect(o.events.map(\.origin) == [.system, .system, .system, .system, .container, .container, .system, .system, .system, .system])
        #expect(o.events[3].args.code == .overlappingAppearance)
        let st = s.state()
        #expect(st.controllers.first { $0.id == "vc-2" }?.parent == "vc-3")
        #expect(st.controllers.first { $0.id == "vc-1" }?.parent == nil)
    }

    @Test("containment switch, corrected: hide old first, no overlap, no warning")
    func containmentCorrected() throws {
        var s = try session(.deponte2016, fidelity: .corrected)
        let o = try s.apply(.selectSegment(index: 1))
        #expect(
            o.events.map(short) == [
                "vc-3.valueChanged",
                "vc-1.willMoveToParent", "vc-1.viewWillDisappear", "vc-1.didMoveToParent",
                "vc-2.willMoveToParent", "vc-2.viewWillAppear", "vc-2.didMoveToParent",
                "vc-1.viewDidDisappear", "vc-2.viewDidAppear",
            ])
        #expect(s.warningCount == 0)
    }

    @Test("a child added while the parent is off screen gets its calls only through forwarding (DESIGN.md §3.4)")
    func offScreenChild() throws {
        var s = try session(.deponte2016)
        _ = try s.apply(.push(ScreenSpec(title: "P", kind: .label)))
        let o = try s.apply(.setSegment(index: 1))
        #expect(!o.events.contains { $0.name == .viewWillAppear || $0.name == .viewDidAppear })
        let back = try s.apply(.pop)
        #expect(back.events.map(short).contains("vc-2.viewWillAppear"))
        #expect(back.events.first { short($0) == "vc-2.viewWillAppear" }?.depth == 0)
        #expect(s.state().controllers.first { $0.id == "vc-2" }?.appearance == .appeared)
    }

    @Test("views load lazily on first access: Australia's view only when first shown")
    func lazyLoad() throws {
        var s = try session(.crafterm2010)
        #expect(s.state().controllers.first { $0.title == "Australia" }?.viewLoaded == false)
        let o = try s.apply(.selectSegment(index: 1))
        #expect(o.events.filter { $0.name == .viewDidLoad }.map(short) == ["vc-4.viewDidLoad"])
        let again = try s.apply(.selectSegment(index: 0))
        #expect(!again.events.contains { $0.name == .viewDidLoad })
    }

    @Test("the control: a tap on the selected segment sends nothing; setSegment sends no control event but calls the handler (DESIGN.md §3.9)")
    func segmentedControl() throws {
        var s = try session(.craftermRevisited)
        let tap = try s.apply(.selectSegment(index: 0))
        #expect(tap.noop && tap.events.isEmpty)
        #expect(s.version == 1)
        let set = try s.apply(.setSegment(index: 1))
        #expect(set.events.first.map(short) == "segmentsController.valueChanged")
        #expect(set.events.first?.origin == .app)
        #expect(s.state().selectedIndex == 1)
        #expect(s.state().current.titleView == "segmentedControl", "the control moved to the incoming item")
        #expect(s.state().current.topController == s.state().segments[1].controller)
    }

    @Test("modern memory warning: every live controller once, in creation order, no unloading (DESIGN.md §3.8)")
    func modernMemoryWarning() throws {
        var s = try session(.craftermRevisited)
        let o = try s.apply(.memoryWarning)
        #expect(o.events.map(short) == ["vc-1.didReceiveMemoryWarning", "vc-2.didReceiveMemoryWarning", "vc-3.didReceiveMemoryWarning"])
        #expect(s.warningCount == 0)
    }

    @Test("legacy memory warning unloads views without a superview; the next access reloads (DESIGN.md §3.8)")
    func legacyUnload() throws {
        var s = try session(.craftermRevisited, runtime: .legacy)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.selectSegment(index: 0))
        let o = try s.apply(.memoryWarning)
        #expect(
            o.events.map(short) == [
                "vc-1.didReceiveMemoryWarning", "vc-2.didReceiveMemoryWarning", "vc-2.viewDidUnload", "vc-3.didReceiveMemoryWarning",
            ])
        #expect(o.events[2].depth == 1)
        #expect(s.state().controllers.first { $0.id == "vc-2" }?.viewLoaded == false)
        let back = try s.apply(.selectSegment(index: 1))
        #expect(back.events.contains { short($0) == "vc-2.viewDidLoad" })
    }

    @Test("frames: device sizes, bar heights, 44 pt rows, window coordinates", arguments: Device.allCases)
    func frames(device: Device) throws {
        var c = Preset.crafterm2010.configuration
        c.device = device
        var s = try NavigationSession(configuration: c)
        _ = try s.apply(.selectSegment(index: 1))
        let root = s.screen()
        let (w, h) = device.size
        #expect(root.kind == "window" && root.frame == Frame(x: 0, y: 0, width: w, height: h))
        #expect(root.children[0].kind == "statusBar" && root.children[0].frame.height == device.topInset)
        let bar = try #require(find(root) { $0.kind == "navigationBar" })
        #expect(bar.frame == Frame(x: 0, y: device.topInset, width: w, height: 44))
        let cells = all(root) { $0.kind == "cell" }
        #expect(cells.count == 7)
        #expect(cells.map(\.text) == Preset.australianStates.map { Optional($0) })
        for (i, cell) in cells.enumerated() {
            #expect(cell.frame.height == 44 && cell.frame.y == device.topInset + 44 + Double(44 * i))
        }
        let segments = all(root) { $0.kind == "segment" }
        #expect(segments.map(\.selected) == [false, true])
        #expect(
            all(root) { _ in true }.allSatisfy { $0.frame.x >= 0 && $0.frame.y >= 0 && $0.frame.x + $0.frame.width <= w && $0.frame.y + $0.frame.height <= h })
    }

    @Test("the screen holds only what is in the window")
    func screenIsWindowOnly() throws {
        var s = try session(.crafterm2010)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 6))
        let root = s.screen()
        let shown = Set(all(root) { $0.controller != nil }.compactMap(\.controller))
        let inWindow = Set(s.state().controllers.filter(\.inWindow).map(\.id))
        #expect(shown == inWindow)
        #expect(find(root) { $0.kind == "imageView" }?.image == "tasmania.jpg")
        #expect(find(root) { $0.kind == "backButton" }?.text == "Australia")
        #expect(find(root) { $0.kind == "segmentedControl" } == nil)
    }
}

func all(_ n: ScreenNode, _ p: (ScreenNode) -> Bool) -> [ScreenNode] {
    (p(n) ? [n] : []) + n.children.flatMap { all($0, p) }
}

func find(_ n: ScreenNode, _ p: (ScreenNode) -> Bool) -> ScreenNode? { all(n, p).first }
