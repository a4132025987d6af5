// The layout pass (DESIGN.md §3.21), recorded only in a session with `layout` on: golden sequences of a segment
// switch of each built-in preset and of a push, written from the rule (the view entering the window while appearing is
// laid out after `viewWillAppear`, before the commit's `viewDidAppear`, parents before children), and the checks that
// keep every session without the option as it was.

import Foundation
import Testing

@testable import NavigationModel

/// One line per event: receiver (title, else class), call, origin, and `rule` for the layout pass's own calls.
private func layoutLines(_ events: [Event], _ states: SessionState...) -> [String] {
    var names: [String: String] = [:]
    for state in states {
        for c in state.controllers { names[c.id] = c.title ?? c.className }
    }
    return events.map { e in
        var line = String(repeating: "  ", count: e.depth) + "\(names[e.receiver.id] ?? e.receiver.className).\(e.name.rawValue)"
        if let a = e.args.animated { line += "(\(a))" }
        if e.name == .warning, let code = e.args.code { line += "[\(code.rawValue)]" }
        line += " " + e.origin.rawValue
        if e.name.isLayoutPass { line += " rule \(e.cause.rule.id ?? "-")" }
        return line
    }
}

private func layoutSession(_ preset: Preset, runtime: Runtime = .modern, layout: Bool = true) throws -> NavigationSession {
    var configuration = preset.configuration
    configuration.runtime = runtime
    configuration.layout = layout
    return try NavigationSession(configuration: configuration)
}

/// The events of `action` applied to `session`, as lines.
private func layoutStep(_ session: inout NavigationSession, _ action: Action) throws -> [String] {
    let before = session.state()
    let events = try session.apply(action).events
    return layoutLines(events, before, session.state())
}

@Suite("Layout pass (DESIGN.md §3.21)")
struct LayoutPassTests {
    /// A segment switch of each built-in preset with `layout` on: the incoming controller, once its view is in the
    /// window after its `viewWillAppear`, is laid out before its `viewDidAppear` (§3.21); nothing else changes.
    @Test("golden: a segment switch of each preset, layout on", arguments: Preset.allCases)
    func goldenSwitch(_ preset: Preset) throws {
        var session = try layoutSession(preset)
        let lines = try layoutStep(&session, .selectSegment(index: 1))
        let expected: [String]
        switch preset {
        case .crafterm2010:
            // The managing seed's own calls (origin container) are not UIKit's appearance machinery: only the window
            // rule's viewWillAppear (system) opens the appearance that the turn's layout pass lays out.
            expected = [
                "SegmentManagingViewController.valueChanged system",
                "  Italy.viewWillDisappear(false) container",
                "  Italy.viewWillDisappear(false) system",
                "  Italy.warning[duplicateAppearance] system",
                "  Italy.viewDidDisappear(false) container",
                "  Australia.viewWillAppear(false) container",
                "  Australia.viewDidLoad system",
                "  Australia.viewWillAppear(false) system",
                "  Australia.warning[duplicateAppearance] system",
                "  Australia.viewDidAppear(false) container",
                "Australia.viewWillLayoutSubviews system rule 3.21",
                "Australia.viewDidLayoutSubviews system rule 3.21",
                "Australia.viewIsAppearing(false) system rule 3.21",
                "Italy.viewDidDisappear(false) system",
                "Italy.warning[duplicateAppearance] system",
                "Australia.viewDidAppear(false) system",
                "Australia.warning[duplicateAppearance] system",
            ]
        case .craftermRevisited:
            // Not animated: the navigation controller ends the appearance in its layout pass, so the new top is laid
            // out right before its viewDidAppear.
            expected = [
                "SegmentsController.valueChanged system",
                "  Italy.willMoveToParent system",
                "  Australia.willMoveToParent system",
                "Australia.viewDidLoad system",
                "Italy.viewWillDisappear(false) system",
                "Australia.viewWillAppear(false) system",
                "Italy.viewDidDisappear(false) system",
                "Italy.didMoveToParent system",
                "Australia.viewWillLayoutSubviews system rule 3.21",
                "Australia.viewDidLayoutSubviews system rule 3.21",
                "Australia.viewIsAppearing(false) system rule 3.21",
                "Australia.viewDidAppear(false) system",
                "Australia.didMoveToParent system",
            ]
        case .deponte2016:
            expected = [
                "SegmentedViewController.valueChanged system",
                "  Yellow.willMoveToParent system",
                "  Yellow.viewWillAppear(false) system",
                "  SegmentedViewController.warning[overlappingAppearance] system",
                "  Yellow.didMoveToParent container",
                "  Orange.willMoveToParent container",
                "  Orange.viewWillDisappear(false) system",
                "  Orange.didMoveToParent system",
                "Yellow.viewWillLayoutSubviews system rule 3.21",
                "Yellow.viewDidLayoutSubviews system rule 3.21",
                "Yellow.viewIsAppearing(false) system rule 3.21",
                "Yellow.viewDidAppear(false) system",
                "Orange.viewDidDisappear(false) system",
            ]
        case .paging:
            expected = [
                "SegmentedPageViewController.valueChanged system",
                "  Italy.willMoveToParent system",
                "  Australia.willMoveToParent system",
                "  Australia.didMoveToParent system",
                "  Australia.viewDidLoad system",
                "  Australia.viewWillAppear(true) system",
                "  Italy.viewWillDisappear(true) system",
                "Australia.viewWillLayoutSubviews system rule 3.21",
                "Australia.viewDidLayoutSubviews system rule 3.21",
                "Australia.viewIsAppearing(true) system rule 3.21",
                "Australia.viewDidAppear(true) system",
                "Italy.viewDidDisappear(true) system",
                "Italy.willMoveToParent system",
                "Italy.didMoveToParent system",
            ]
        }
        #expect(lines == expected, "\(lines.joined(separator: "\n"))")
    }

    /// An animated push (a row tap): the pushed controller is laid out in the turn that adds its view, before the
    /// animation's end brings its viewDidAppear.
    @Test("golden: a push, layout on")
    func goldenPush() throws {
        var session = try layoutSession(.craftermRevisited)
        _ = try session.apply(.selectSegment(index: 1))  // Australia, a table
        let lines = try layoutStep(&session, .tapRow(row: 0))
        #expect(
            lines == [
                "South Australia.willMoveToParent system",
                "South Australia.viewDidLoad system",
                "Australia.viewWillDisappear(true) system",
                "South Australia.viewWillAppear(true) system",
                "South Australia.viewWillLayoutSubviews system rule 3.21",
                "South Australia.viewDidLayoutSubviews system rule 3.21",
                "South Australia.viewIsAppearing(true) system rule 3.21",
                "Australia.viewDidDisappear(true) system",
                "South Australia.viewDidAppear(true) system",
                "South Australia.didMoveToParent system",
            ], "\(lines.joined(separator: "\n"))")
    }

    /// The launch lays out the whole tree, parents before children.
    @Test("golden: the launch, layout on, parents before children")
    func goldenLaunch() throws {
        let session = try layoutSession(.deponte2016)
        let layout = layoutLines(session.launchEvents, session.state()).filter { $0.hasSuffix("rule 3.21") }
        #expect(
            layout
                == ["UINavigationController", "SegmentedViewController", "Orange"].flatMap { who in
                    [
                        "\(who).viewWillLayoutSubviews system rule 3.21", "\(who).viewDidLayoutSubviews system rule 3.21",
                        "\(who).viewIsAppearing(false) system rule 3.21",
                    ]
                })
    }

    /// Off (the default), no session has a layout event, whatever the preset, runtime or action; on, every event
    /// else is the same, in the same order.
    @Test("off records nothing; on adds only the layout pass", arguments: Preset.allCases)
    func onlyAdds(_ preset: Preset) throws {
        let actions: [Action] = [.selectSegment(index: 1), .tapRow(row: 0), .tapBack, .selectSegment(index: 0)]
        var off = try layoutSession(preset, layout: false)
        var on = try layoutSession(preset)
        var offEvents = off.launchEvents, onEvents = on.launchEvents
        for action in actions {
            guard let a = try? off.apply(action) else { continue }
            offEvents += a.events
            onEvents += try on.apply(action).events
        }
        #expect(!offEvents.contains { $0.name.isLayoutPass })
        #expect(onEvents.contains { $0.name == .viewIsAppearing })
        let strip = { (events: [Event]) in events.filter { !$0.name.isLayoutPass }.map { "\($0.receiver.id).\($0.name) \($0.origin)" } }
        #expect(strip(onEvents) == strip(offEvents))
        #expect(on.warningCount == off.warningCount)
    }

    /// iPhone OS 3 has neither the layout callbacks (iOS 5) nor `viewIsAppearing` (iOS 13): nothing is recorded.
    @Test("legacy runtime: no layout events, no viewIsAppearing")
    func legacy() throws {
        var session = try layoutSession(.crafterm2010, runtime: .legacy)
        var events = session.launchEvents
        events += try session.apply(.selectSegment(index: 1)).events
        events += try session.apply(.tapRow(row: 0)).events
        #expect(!events.isEmpty)
        #expect(!events.contains { $0.name.isLayoutPass })
    }

    /// A container program's layout hooks run inside the same pass: with layout on, the host's
    /// `viewDidLayoutSubviews` event comes first and the hook's calls follow under it, then `viewIsAppearing`.
    @Test("a container program's layout hooks follow the layout events")
    func containerHooks() throws {
        var configuration = containerConfiguration(try exampleProgram("A01b-parchment-1.7.0.json"))
        configuration.layout = true
        let session = try NavigationSession(configuration: configuration)
        let events = session.launchEvents
        let host = try #require(events.first { $0.receiver.className == "EMPageViewController" }?.receiver.id)
        let didLayout = try #require(events.firstIndex { $0.receiver.id == host && $0.name == .viewDidLayoutSubviews })
        let isAppearing = try #require(events.firstIndex { $0.receiver.id == host && $0.name == .viewIsAppearing })
        let willLayout = try #require(events.firstIndex { $0.receiver.id == host && $0.name == .viewWillLayoutSubviews })
        #expect(willLayout + 1 == didLayout && didLayout < isAppearing)
        #expect(events[didLayout].cause.rule == .layoutPass && events[didLayout].origin == .system)
        // The hook's statements (it selects page 0 on the first layout, as Parchment 1.7.0 does) run between the two,
        // one level below the event; the page it adds is laid out after the host, in the same pass.
        let hookCalls = (didLayout + 1)..<isAppearing
        #expect(!hookCalls.isEmpty)
        #expect(hookCalls.allSatisfy { events[$0].args.programCode != nil && events[$0].depth > events[didLayout].depth })
        let page = events[hookCalls.lowerBound].receiver.id
        let pageLayout = try #require(events.firstIndex { $0.receiver.id == page && $0.name == .viewIsAppearing })
        #expect(pageLayout > isAppearing)
        let hostDidAppear = try #require(events.firstIndex { $0.receiver.id == host && $0.name == .viewDidAppear })
        #expect(isAppearing < hostDidAppear)
        // Off, the same hook runs, at the pass's depth, and no layout event is recorded.
        configuration.layout = false
        let off = try NavigationSession(configuration: configuration).launchEvents
        #expect(!off.contains { $0.name.isLayoutPass })
        #expect(off.filter { $0.args.programCode != nil }.map(\.name) == events.filter { $0.args.programCode != nil }.map(\.name))
    }

    /// Every controller that gets viewDidAppear from UIKit in the window got viewIsAppearing first in that appearance
    /// (Apple: "once each time a view controller's view appears after the viewWillAppear(_:) call").
    @Test("viewIsAppearing once per appearance, before viewDidAppear", arguments: Preset.allCases)
    func oncePerAppearance(_ preset: Preset) throws {
        var session = try layoutSession(preset)
        var events = session.launchEvents
        for action: Action in [.selectSegment(index: 1), .tapRow(row: 0), .tapBack, .selectSegment(index: 0), .selectSegment(index: 1)] {
            if let outcome = try? session.apply(action) { events += outcome.events }
        }
        var open: [String: Int] = [:]  // receiver → viewIsAppearing count since its last UIKit viewWillAppear
        for e in events where e.origin == .system {
            switch e.name {
            case .viewWillAppear: open[e.receiver.id] = 0
            case .viewIsAppearing: open[e.receiver.id, default: 0] += 1
            case .viewDidAppear:
                #expect(open[e.receiver.id] == 1, "\(e.receiver.className) \(e.receiver.id) seq \(e.seq)")
                open[e.receiver.id] = nil
            default: break
            }
        }
    }

    /// A configuration saved before the option decodes with it off, and one without it is written as before.
    @Test("saved configurations: the field is optional and absent when off")
    func codable() throws {
        var configuration = Preset.deponte2016.configuration
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let plain = String(decoding: try encoder.encode(configuration), as: UTF8.self)
        #expect(!plain.contains("layout"))
        let decoded = try JSONDecoder().decode(SessionConfiguration.self, from: Data(plain.utf8))
        #expect(decoded == configuration && !decoded.layout)
        configuration.layout = true
        let on = try encoder.encode(configuration)
        #expect(String(decoding: on, as: UTF8.self).contains(#""layout":true"#))
        #expect(try JSONDecoder().decode(SessionConfiguration.self, from: on).layout)
    }
}
