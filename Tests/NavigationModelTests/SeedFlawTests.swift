import Testing
@testable import NavigationModel

/// Each seed's flaw is observable in `seed` fidelity and gone in `corrected` (DESIGN.md §2).
@Suite("Seed flaws and their corrections")
struct SeedFlawTests {
    @Test("managing, modern: every switch delivers appearance twice and flags it", arguments: Fidelity.allCases)
    func managingDuplicates(fidelity: Fidelity) throws {
        var s = try session(.crafterm2010, fidelity: fidelity)
        let launch = s.launchEvents
        let o = try s.apply(.selectSegment(index: 1))
        let italyWillDisappear = o.events.filter { short($0) == "vc-3.viewWillDisappear" }
        let australiaDidAppear = o.events.filter { short($0) == "vc-4.viewDidAppear" }
        if fidelity == .seed {
            #expect(italyWillDisappear.map(\.origin) == [.container, .system])
            #expect(australiaDidAppear.map(\.origin) == [.container, .system])
            #expect(warnings(o.events).filter { $0 == .duplicateAppearance }.count == 4)
            #expect(warnings(launch).contains(.duplicateAppearance))
            #expect(launch.filter { $0.name == .navigationDidShow }.count == 2, "the delegate hears didShow twice at launch")
        } else {
            #expect(italyWillDisappear.map(\.origin) == [.system])
            #expect(australiaDidAppear.map(\.origin) == [.system])
            #expect(s.warningCount == 0)
        }
    }

    @Test("managing: the forwarded memory warning duplicates the system's", arguments: Runtime.allCases, Fidelity.allCases)
    func managingMemoryWarning(runtime: Runtime, fidelity: Fidelity) throws {
        var s = try session(.crafterm2010, runtime: runtime, fidelity: fidelity)
        let before = s.warningCount
        let o = try s.apply(.memoryWarning)
        let italy = o.events.filter { short($0) == "vc-3.didReceiveMemoryWarning" }
        if fidelity == .seed {
            #expect(italy.map(\.origin) == [.container, .system])
            #expect(warnings(o.events).filter { $0 == .duplicateMemoryWarning }.count == 2)
        } else {
            #expect(italy.map(\.origin) == [.system])
            #expect(s.warningCount == before)
        }
    }

    static func nilTitle(_ fidelity: Fidelity) -> SessionConfiguration {
        SessionConfiguration(
            strategy: .containment,
            segments: [
                SegmentSpec(title: nil, screen: ScreenSpec(kind: .color, color: "gray")),
                SegmentSpec(title: "Yellow", screen: ScreenSpec(kind: .color, color: "yellow")),
            ],
            fidelity: fidelity)
    }

    @Test("containment, seed: a nil title shifts the segments — segment 0 says Yellow and shows the untitled controller")
    func containmentMismatch() throws {
        var s = try NavigationSession(configuration: Self.nilTitle(.seed))
        let st = s.state()
        #expect(st.segments.count == 1)
        #expect(st.segments[0].title == "Yellow")
        #expect(st.segments[0].controller == "vc-1")
        #expect(warnings(s.launchEvents) == [.segmentIndexMismatch])
        let shown = s.screen()
        #expect(find(shown) { $0.color != nil }?.color == "gray")
        #expect(throws: ActionError.self) { try s.apply(.selectSegment(index: 1)) }
    }

    @Test("containment, corrected: one segment per controller, each shows its own")
    func containmentCorrected() throws {
        var s = try NavigationSession(configuration: Self.nilTitle(.corrected))
        #expect(s.state().segments.map(\.title) == [nil, "Yellow"])
        _ = try s.apply(.selectSegment(index: 1))
        #expect(find(s.screen()) { $0.color != nil }?.color == "yellow")
        #expect(s.warningCount == 0)
    }

    @Test("containment, seed: re-selecting the shown segment in code hides it")
    func containmentEmpty() throws {
        var s = try session(.deponte2016)
        let o = try s.apply(.setSegment(index: 0))
        #expect(warnings(o.events).contains(.emptySegment))
        #expect(find(s.screen()) { $0.color != nil } == nil)
        var c = try session(.deponte2016, fidelity: .corrected)
        _ = try c.apply(.setSegment(index: 0))
        #expect(find(c.screen()) { $0.color != nil }?.color == "orange")
    }

    @Test("navigation, seed: switching segments drops the pushed stack; corrected keeps it per segment")
    func navigationStack() throws {
        var s = try session(.craftermRevisited)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 2))
        let o = try s.apply(.setSegment(index: 0))
        #expect(warnings(o.events) == [.stackDiscarded])
        _ = try s.apply(.selectSegment(index: 1))
        #expect(s.state().navigationStack.count == 1)

        var c = try session(.craftermRevisited, fidelity: .corrected)
        _ = try c.apply(.selectSegment(index: 1))
        _ = try c.apply(.tapRow(row: 2))
        let detail = c.state().current.topController
        _ = try c.apply(.setSegment(index: 0))
        #expect(c.state().navigationStack.count == 1)
        _ = try c.apply(.setSegment(index: 1))
        #expect(c.state().navigationStack.map(\.id).last == detail)
        #expect(c.state().current.navigationTitle == "New South Wales")
        #expect(c.warningCount == 0)
    }

    @Test("managing, legacy: a memory warning while a detail is pushed brings the user back on segment 0", arguments: Fidelity.allCases)
    func managingLegacyReset(fidelity: Fidelity) throws {
        var s = try session(.crafterm2010, runtime: .legacy, fidelity: fidelity)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 0))
        let mw = try s.apply(.memoryWarning)
        #expect(mw.events.contains { short($0) == "vc-1.viewDidUnload" })
        let back = try s.apply(.tapBack)
        let st = s.state()
        if fidelity == .seed {
            #expect(warnings(back.events).contains(.selectionReset))
            #expect(st.selectedIndex == 0 && st.current.title == "Italy")
            #expect(!st.controllers.contains { $0.id == "vc-3" || $0.id == "vc-4" }, "the old segment controllers were released")
        } else {
            #expect(st.selectedIndex == 1 && st.current.title == "Australia")
            #expect(s.warningCount == 0)
        }
    }

    @Test("managing, legacy: viewDidUnload leaves the control alive in the title view (DESIGN.md §3.8)", arguments: Fidelity.allCases)
    func managingLegacyControlSurvivesUnload(fidelity: Fidelity) throws {
        var s = try session(.crafterm2010, runtime: .legacy, fidelity: fidelity)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 0))
        _ = try s.apply(.memoryWarning)
        let st = s.state()
        #expect(st.controllers.first { $0.id == "vc-1" }?.viewLoaded == false)
        #expect(st.selectedIndex == 1)
        #expect(st.segments.map(\.title) == ["Italy", "Australia"])
        #expect(st.current.title == "Australia")
        if fidelity == .seed {
            // The article's viewDidUnload released the segment controllers: the control names them, nothing shows them.
            #expect(st.segments.map(\.controller) == [nil, nil])
            #expect(!st.controllers.contains { $0.id == "vc-3" || $0.id == "vc-4" })
        } else {
            #expect(st.segments.map(\.controller) == ["vc-3", "vc-4"])
        }
    }

    @Test(
        "managing: an untitled segment's back bar button item has a nil title: the back button has no text, not “Back” (DESIGN.md §3.10)",
        arguments: Runtime.allCases, Fidelity.allCases)
    func managingUntitledBackButton(runtime: Runtime, fidelity: Fidelity) throws {
        let rows = [RowSpec(title: "r", detail: ScreenSpec(title: "Detail", kind: .label))]
        let c = SessionConfiguration(
            strategy: .managing,
            segments: [
                SegmentSpec(title: nil, screen: ScreenSpec(kind: .table, rows: rows)),
                SegmentSpec(title: "Named", screen: ScreenSpec(kind: .table, rows: rows)),
            ],
            runtime: runtime, fidelity: fidelity)
        var s = try NavigationSession(configuration: c)
        _ = try s.apply(.tapRow(row: 0))
        #expect(s.state().current.backButtonTitle == "")
        _ = try s.apply(.tapBack)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 0))
        #expect(s.state().current.backButtonTitle == "Named")
    }

    @Test("managing, modern: no unloading, so no reset", arguments: Fidelity.allCases)
    func managingModernNoReset(fidelity: Fidelity) throws {
        var s = try session(.crafterm2010, fidelity: fidelity)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 0))
        _ = try s.apply(.memoryWarning)
        _ = try s.apply(.tapBack)
        #expect(s.state().selectedIndex == 1)
    }

    @Test("launch on another segment", arguments: Strategy.allCases)
    func launchSelected(strategy: Strategy) throws {
        var c = Preset.crafterm2010.configuration
        c.strategy = strategy
        c.selectedIndex = 1
        let s = try NavigationSession(configuration: c)
        let st = s.state()
        #expect(st.selectedIndex == 1)
        #expect(st.current.title == "Australia")
        #expect(find(s.screen()) { $0.kind == "tableView" } != nil)
        if strategy != .navigation {
            #expect(s.launchEvents.contains { $0.name == .valueChanged && $0.origin == .app })
        }
    }
}
