import Foundation
import Testing

@testable import NavigationModel

/// What the examples' trackers report, as the contract's warnings; golden traces; and UIKit's rules R1–R10 on small
/// programs (DESIGN.md §3.20).
@Suite("Container programs: behaviour")
struct ContainerBehaviourTests {
    static func codes(_ events: [Event]) -> [WarningCode] { warnings(events) }

    static func run(_ name: String, clock: Clock = .auto, _ actions: [Action]) throws -> (launch: [Event], events: [Event]) {
        var s = try containerSession(name, clock: clock)
        let launch = s.takeLaunchEvents()
        var out: [Event] = []
        for a in actions { out += try s.apply(a).events }
        return (launch, out)
    }

    @Test("XLPagerTabStrip 6.0.0 (#172, #189): the first child gets viewDidAppear twice at launch; 7.0.0 fixed it")
    func xlpagertabstrip() throws {
        let buggy = try Self.run("A02-xlpagertabstrip-6.0.0.json", [])
        let didAppear = buggy.launch.filter { $0.receiver.id == "vc-1" && $0.name == .viewDidAppear }
        #expect(didAppear.count == 2)
        #expect(Self.codes(buggy.launch).contains(.duplicateAppearance))
        let fixed = try Self.run("A02-xlpagertabstrip-7.0.0.json", [.selectSegment(index: 1), .selectSegment(index: 2)])
        #expect(Self.codes(fixed.launch + fixed.events).isEmpty)
    }

    @Test("Parchment 1.6.0 (#356): \"Unbalanced calls\" for the first controller at launch; 1.7.0 fixed it")
    func parchment() throws {
        let buggy = try Self.run("A01b-parchment-1.6.0.json", [])
        #expect(Self.codes(buggy.launch).contains(.unbalancedAppearanceTransition))
        let fixed = try Self.run("A01b-parchment-1.7.0.json", [.selectSegment(index: 1), .selectSegment(index: 2)])
        #expect(!Self.codes(fixed.launch + fixed.events).contains(.unbalancedAppearanceTransition))
    }

    @Test("DTPagerController 2.0.2 (PR #35): quick taps give \"Unbalanced calls\"; 2.0.3 does not")
    func dtpager() throws {
        let taps: [Action] = [.selectSegment(index: 1), .selectSegment(index: 2), .advance(milliseconds: 1000)]
        let buggy = try Self.run("A07-dtpagercontroller-2.0.2.json", clock: .manual, taps)
        #expect(Self.codes(buggy.events).contains(.unbalancedAppearanceTransition))
        let fixed = try Self.run("A07-dtpagercontroller-2.0.3.json", clock: .manual, taps)
        #expect(!Self.codes(fixed.events).contains(.unbalancedAppearanceTransition))
        // Slow taps are clean in both.
        let slow = try Self.run("A07-dtpagercontroller-2.0.2.json", [.selectSegment(index: 1), .selectSegment(index: 2)])
        #expect(Self.codes(slow.events).isEmpty)
    }

    @Test("PagingKit 1.11.2 (#95) and SJSegmentedViewController (#133): pages off screen get viewDidAppear (visibleWhenAppeared)")
    func offScreenPages() throws {
        let paging = try Self.run("A04-pagingkit-1.11.2.json", [.selectSegment(index: 1)])
        #expect(Self.codes(paging.launch).contains(.appearedOffScreen))
        let sj = try Self.run("A05-sjsegmentedviewcontroller-1.5.0.json", [])
        #expect(Self.codes(sj.launch).filter { $0 == .appearedOffScreen }.count == 2, "every tab but the shown one")
        // The fixed versions and the controllers no scroll view holds stay clean.
        for fixed in ["A01b-parchment-1.7.0.json", "A02-xlpagertabstrip-7.0.0.json", "A07-dtpagercontroller-2.0.3.json", "A03-pageboy-5.0.1.json"] {
            let r = try Self.run(fixed, [.selectSegment(index: 1), .selectSegment(index: 2), .selectSegment(index: 0)])
            #expect(!Self.codes(r.launch + r.events).contains(.appearedOffScreen), "\(fixed)")
        }
    }

    @Test("PageMenu (#516): the first child's appearance is delivered twice at launch (by hand, then forwarded)")
    func pagemenu() throws {
        let r = try Self.run("A09-pagemenu-2.0.0.json", [])
        #expect(Self.codes(r.launch).contains(.duplicateAppearance))
    }

    @Test("golden: JXCategoryView's select 1 (its list… calls: will/did disappear, add, will/did appear)")
    func goldenJX() throws {
        let r = try Self.run("A10-jxcategoryview-1.6.8.json", [.selectSegment(index: 1)])
        let expected = [
            "vc-1 C0ViewController.beginAppearanceTransition(appearing: false) container JXCategoryListContainerViewController.willDisappear#0",
            "  vc-1 C0ViewController.viewWillDisappear system JXCategoryListContainerViewController.willDisappear#0",
            "vc-1 C0ViewController.endAppearanceTransition container JXCategoryListContainerViewController.didDisappear#0",
            "  vc-1 C0ViewController.viewDidDisappear system JXCategoryListContainerViewController.didDisappear#0",
            "vc-2 C1ViewController.willMoveToParent(parent: vc-4) system JXCategoryListContainerViewController.willAppear#0",
            "vc-2 C1ViewController.viewDidLoad system JXCategoryListContainerViewController.willAppear#0",
            "vc-2 C1ViewController.beginAppearanceTransition(appearing: true) container JXCategoryListContainerViewController.willAppear#1",
            "  vc-2 C1ViewController.viewWillAppear system JXCategoryListContainerViewController.willAppear#1",
            "vc-2 C1ViewController.endAppearanceTransition container JXCategoryListContainerViewController.didAppear#1",
            "  vc-2 C1ViewController.viewDidAppear system JXCategoryListContainerViewController.didAppear#1",
            // Its scroll view is still on page 0 (the category view scrolls it, animated): `visibleWhenAppeared`.
            "  vc-2 C1ViewController.warning[appearedOffScreen] system JXCategoryListContainerViewController.didAppear#1",
        ]
        #expect(r.events.map(containerLine) == expected)
    }

    @Test("golden: DTPagerController 2.0.2's launch (forwarding on: the container's own callbacks reach its child)")
    func goldenDTLaunch() throws {
        let r = try Self.run("A07-dtpagercontroller-2.0.2.json", [])
        let expected = [
            "vc-4 DTPagerController.willMoveToParent(parent: vc-5) system",
            "vc-5 UINavigationController.viewDidLoad system",
            "vc-5 UINavigationController.viewWillAppear system",
            "vc-4 DTPagerController.viewDidLoad system",
            "  vc-1 C0ViewController.viewDidLoad system DTPagerController.viewDidLoad#0",
            "  vc-1 C0ViewController.willMoveToParent(parent: vc-4) system DTPagerController.viewDidLoad#1",
            "  vc-1 C0ViewController.didMoveToParent(parent: vc-4) container DTPagerController.viewDidLoad#2",
            "vc-4 DTPagerController.viewWillAppear system",
            "vc-1 C0ViewController.viewWillAppear system",
            "vc-5 UINavigationController.viewDidAppear system",
            "vc-4 DTPagerController.viewDidAppear system",
            "vc-1 C0ViewController.viewDidAppear system",
            "vc-4 DTPagerController.didMoveToParent(parent: vc-5) system",
        ]
        #expect(r.launch.map(containerLine) == expected)
    }

    @Test("every example's events are explained, and every event a statement caused carries its code", arguments: containerExampleNames())
    func causes(name: String) throws {
        let r = try Self.run(
            name, [.selectSegment(index: 1), .setSegment(index: 2), .tapRow(row: 0), .tapBack, .selectSegment(index: 0), .memoryWarning])
        for e in r.launch + r.events {
            #expect(e.cause.isExplained, "\(containerLine(e))")
            if e.cause.code == .containerProgram { #expect(e.args.programCode?.contains(".") == true, "\(containerLine(e))") }
            if e.name == .beginAppearanceTransition || e.name == .endAppearanceTransition {
                #expect(e.origin == .container)
                #expect(e.args.programCode?.contains("#") == true)
            }
        }
    }

    static func tiny(_ on: String, fn: String = "{}", control: String = "own") throws -> ContainerProgram {
        try decodeProgram(
            #"{"format": "segnav-container/1", "class": "Tiny", "control": "\#(control)", "views": {"s": {"kind": "scroll"}}, "vars": {"log": ""}, "fn": \#(fn), "on": {\#(on)}}"#
        )
    }

    static func log(_ s: NavigationSession) -> ContainerValue? { s.world.container?.vars.first }

    @Test("R7: a zero-length animation's completion runs on the next turn, at the same time; a later one at t + d")
    func animateTiming() throws {
        let p = try Self.tiny(
            #""select": [{"animate": 0, "do": [], "completion": [{"begin": {"child": 1}, "appearing": true, "animated": false}]},"#
                + #"{"animate": 0.25, "do": [], "completion": [{"end": {"child": 1}}]}, {"begin": {"child": 2}, "appearing": true, "animated": false}]"#)
        var s = try NavigationSession(configuration: containerConfiguration(p, clock: .manual))
        let events = try s.apply(.selectSegment(index: 1)).events
        let begins = events.filter { $0.name == .beginAppearanceTransition }.map(\.receiver.id)
        #expect(begins == ["vc-3", "vc-2"])  // the statement after animate runs first; the completion next turn
        #expect(events.allSatisfy { $0.time == 0 })
        let later = try s.apply(.advance(milliseconds: 250)).events
        #expect(later.first { $0.name == .endAppearanceTransition }?.time == 0.25)
    }

    @Test("R7: cancelAnimations runs the pending completions of the view's animations at once, with finished = false")
    func cancel() throws {
        let p = try Self.tiny(
            #""select": [{"if": {"==": [{"arg": "index"}, 1]}, "then": [{"animate": 5, "do": [{"setContentOffset": "s", "page": 1, "notify": false}],"#
                + #""completion": [{"set": "log", "to": {"cond": [{"arg": "finished"}, "finished", "cancelled"]}}]}],"#
                + #""else": [{"cancelAnimations": "s"}]}]"#)
        var s = try NavigationSession(configuration: containerConfiguration(p, clock: .manual))
        _ = try s.apply(.selectSegment(index: 1))
        #expect(Self.log(s) == .string(""))
        _ = try s.apply(.selectSegment(index: 2))
        #expect(Self.log(s) == .string("cancelled"))
        _ = try s.apply(.advance(milliseconds: 6000))
        #expect(Self.log(s) == .string("cancelled"))
    }

    @Test("R8 and timers: async runs next turn within the action whatever the clock; a timer waits for advance; invalidate stops the latest")
    func asyncAndTimers() throws {
        let p = try Self.tiny(
            #""select": [{"async": [{"set": "log", "to": "async"}]}, {"after": 1, "name": "t", "do": [{"set": "log", "to": "first"}]},"#
                + #"{"after": 1, "name": "t", "do": [{"set": "log", "to": "second"}]}, {"invalidate": "t"}]"#)
        var s = try NavigationSession(configuration: containerConfiguration(p, clock: .manual))
        _ = try s.apply(.selectSegment(index: 1))
        #expect(Self.log(s) == .string("async"))
        _ = try s.apply(.advance(milliseconds: 999))
        #expect(Self.log(s) == .string("async"))
        _ = try s.apply(.advance(milliseconds: 1))
        #expect(Self.log(s) == .string("first"))
    }

    @Test("deferred blocks capture locals by value")
    func capture() throws {
        let p = try Self.tiny(
            #""select": [{"set": "x", "to": {"arg": "index"}}, {"async": [{"set": "log", "to": {"var": "x"}}]}, {"set": "x", "to": 99}]"#)
        var s = try NavigationSession(configuration: containerConfiguration(p))
        _ = try s.apply(.selectSegment(index: 2))
        #expect(Self.log(s) == .number(2))
    }

    @Test("R3: an end with nothing pending records the call and UIKit's \"Unbalanced calls\", and sends nothing")
    func unbalancedEnd() throws {
        let p = try Self.tiny(#""select": [{"end": {"child": 1}}]"#)
        var s = try NavigationSession(configuration: containerConfiguration(p))
        let events = try s.apply(.selectSegment(index: 1)).events
        #expect(events.map(\.name) == [.endAppearanceTransition, .warning])
        #expect(events[1].args.code == .unbalancedAppearanceTransition && events[1].cause.event == events[0].seq)
    }

    @Test("R4/R6: forwarding off sends nothing on window entry; re-adding a view already there sends nothing")
    func forwardingOffAndReadd() throws {
        let add = #"{"addChild": {"child": 1}}, {"addSubview": {"child": 1}, "to": "s", "page": 1}, {"addSubview": {"child": 1}, "to": "s", "page": 1}"#
        let on = try Self.tiny(#""select": [\#(add)]"#)
        var a = try NavigationSession(configuration: containerConfiguration(on))
        let forwarded = try a.apply(.selectSegment(index: 1)).events.map(\.name)
        #expect(forwarded.filter { $0 == .viewWillAppear }.count == 1 && forwarded.filter { $0 == .viewDidAppear }.count == 1)
        var off = try Self.tiny(#""select": [\#(add)]"#)
        off.forwardsAppearance = .literal(.bool(false))
        var b = try NavigationSession(configuration: containerConfiguration(off))
        let silent = try b.apply(.selectSegment(index: 1)).events.map(\.name)
        #expect(!silent.contains(.viewWillAppear) && !silent.contains(.viewDidAppear))
    }

    @Test("R9: transition(from:to:) adds to's view now, removes from's at the end, then runs its completion")
    func transition() throws {
        let p = try Self.tiny(
            #""viewDidLoad": [{"addChild": {"child": 0}}, {"addSubview": {"child": 0}, "to": "view"}, {"didMove": {"child": 0}, "to": "self"}],"#
                + #""select": [{"addChild": {"child": 1}}, {"transition": {"from": {"child": 0}, "to": {"child": 1}, "duration": 0.3},"#
                + #""completion": [{"set": "log", "to": {"inSuperview": {"child": 0}}}, {"removeFromParent": {"child": 0}}, {"didMove": {"child": 1}, "to": "self"}]}]"#
        )
        var s = try NavigationSession(configuration: containerConfiguration(p))
        let events = try s.apply(.selectSegment(index: 1)).events
        let calls = events.filter { [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains($0.name) }
        #expect(calls.map(short) == ["vc-2.viewWillAppear", "vc-2.viewDidAppear", "vc-1.viewWillDisappear", "vc-1.viewDidDisappear"])
        #expect(calls[2].time == 0.3)
        #expect(Self.log(s) == .bool(false))
        #expect(warnings(events).isEmpty)
    }

    @Test("userInteraction off refuses user touches (transitionInProgress) until the program turns it back on")
    func userInteraction() throws {
        var s = try containerSession("A02-xlpagertabstrip-7.0.0.json", clock: .manual)
        _ = try s.apply(.selectSegment(index: 1))
        #expect(
            throws: ActionError(
                code: .transitionInProgress, field: "/type",
                message: "the container program has switched user interaction off (userInteraction): a user cannot touch the screen now")
        ) {
            try s.apply(.selectSegment(index: 2))
        }
        _ = try s.apply(.setSegment(index: 2))  // app code is not a touch
        _ = try s.apply(.advance(milliseconds: 350))
        _ = try s.apply(.selectSegment(index: 0))
    }

    @Test("a push hides the container and its forwarded child; a pop brings them back and reruns the layout hooks")
    func pushAndPop() throws {
        var s = try containerSession("A07-dtpagercontroller-2.0.3.json")
        let push = try s.apply(.tapRow(row: 0)).events
        #expect(push.contains { $0.receiver.id == "vc-1" && $0.name == .viewDidDisappear })
        let pop = try s.apply(.tapBack).events
        #expect(pop.contains { $0.receiver.id == "vc-1" && $0.name == .viewDidAppear })
        #expect(warnings(push + pop).isEmpty)
    }

    @Test("a navigationBar control fires select only for another segment, after valueChanged")
    func navigationBarControl() throws {
        let p = try Self.tiny(#""select": [{"set": "log", "to": {"arg": "index"}}]"#, control: "navigationBar")
        var s = try NavigationSession(configuration: containerConfiguration(p))
        #expect(try s.apply(.selectSegment(index: 0)).noop)
        let events = try s.apply(.selectSegment(index: 2)).events
        #expect(events.map(\.name) == [.valueChanged])
        #expect(Self.log(s) == .number(2))
        #expect(s.state().selectedIndex == 2)
    }

    @Test("a container session survives a Codable round trip and goes on the same way")
    func codable() throws {
        var s = try containerSession("A09-pagemenu-2.0.0.json", clock: .manual)
        _ = try s.apply(.selectSegment(index: 2))
        var copy = try JSONDecoder().decode(NavigationSession.self, from: try JSONEncoder().encode(s))
        let a = try s.apply(.advance(milliseconds: 1000)).events.map(containerLine)
        let b = try copy.apply(.advance(milliseconds: 1000)).events.map(containerLine)
        #expect(a == b && !a.isEmpty)
    }
}
