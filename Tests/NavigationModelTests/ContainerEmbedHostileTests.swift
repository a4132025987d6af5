import Foundation
import Testing

@testable import NavigationModel

/// Hostile programs on an embedded page view controller (DESIGN.md §3.20 "Embeds"): each is refused with the statement's
/// pointer within bounded work, and leaves the session as it was.
@Suite("Container embeds: hostile programs")
struct ContainerEmbedHostileTests {
    static func session(_ on: String, fn: String = "{}") throws -> NavigationSession {
        let text =
            #"{"format": "segnav-container/1", "class": "Evil", "control": "own", "embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll"}}, "vars": {"v": 0}, "fn": \#(fn), "on": {\#(on)}}"#
        return try NavigationSession(configuration: containerConfiguration(try decodeProgram(text)))
    }

    static let onTwo = #"{"if": {"==": [{"arg": "index"}, 2]}, "then": "#

    @Test("a completion that sets the page again through a function, for ever, runs into the call depth")
    func recursiveCompletion() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"call": "f", "args": {"i": 0}}]}]"#,
            fn:
                #"{"f": {"params": ["i"], "body": [{"pageViewController": "pvc", "setViewControllers": {"child": {"arg": "i"}}, "completion": [{"call": "f", "args": {"i": {"-": [1, {"arg": "i"}]}}}]}]}}"#
        )
        ContainerHostileTests.refused(&s, pointer: "/container/fn/f/body/0/completion/0", "nested deeper than 32")
    }

    @Test("an animated set whose completion starts the next one, for ever, runs into a bound across turns (auto clock)")
    func endlessAnimatedSets() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"call": "f", "args": {"i": 1}}]}]"#,
            fn:
                #"{"f": {"params": ["i"], "body": [{"pageViewController": "pvc", "setViewControllers": {"child": {"arg": "i"}}, "animated": true, "completion": [{"async": [{"call": "f", "args": {"i": {"-": [1, {"arg": "i"}]}}}]}]}]}}"#
        )
        let version = s.version
        let started = Date()
        #expect(throws: ActionError.self) { try s.apply(.selectSegment(index: 2)) }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(s.version == version)
    }

    @Test("a computed direction that is neither forward nor reverse is refused at the statement; wrong types elsewhere do nothing harmful")
    func wrongTypes() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"pageViewController": "pvc", "setViewControllers": {"child": 1}, "direction": {"cond": [true, 7, "forward"]}}]},"#
                + #"{"pageViewController": "pvc", "setViewControllers": {"child": 1.5}, "animated": "yes"},"#
                + #"{"pageViewController": "pvc", "setViewControllers": [{"child": "C9"}], "direction": "reverse", "completion": [{"end": {"child": 0}}]},"#
                + #"{"pageViewController": "pvc", "setViewControllers": {"arg": "index"}, "animated": {"min": [1, "x"]}}]"#)
        ContainerHostileTests.refused(&s, pointer: "/container/on/select/0/then/0/direction", "forward")
        for i in [1, 0, 1] { _ = try s.apply(.setSegment(index: i)) }
        #expect(s.world.container?.failure == nil)
    }

    @Test("a timer that sets the page while the finger holds a swipe refuses the advance (not modelled), and the swipe can still end")
    func setUnderHeldSwipe() throws {
        let text =
            #"{"format": "segnav-container/1", "class": "Evil", "control": "own", "embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll"}}, "on": {"viewDidLoad": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}}, {"after": 1, "do": [{"pageViewController": "pvc", "setViewControllers": {"child": 2}}]}]}}"#
        var s = try NavigationSession(configuration: containerConfiguration(try decodeProgram(text), clock: .manual))
        _ = try s.apply(.beginPageSwipe(direction: .forward))
        let version = s.version
        do {
            _ = try s.apply(.advance(milliseconds: 2000))
            Issue.record("the advance was not refused")
        } catch {
            #expect(error.code == .programLimit && error.field == "/container/on/viewDidLoad/1/do/0", "\(error)")
        }
        #expect(s.version == version)
        _ = try s.apply(.endPageSwipe(complete: true))
        _ = try s.apply(.advance(milliseconds: 2000))
        let pvc = try #require(s.world.containerEmbed("pvc"))
        #expect(s.world.pager(pvc).viewControllers == [s.world.program.segmentVCs[2]])
    }

    @Test("swipes on a session whose embed's view is not on screen are refused, not crashed")
    func notOnScreen() throws {
        var s = try Self.session(#""select": []"#)
        _ = try s.apply(.push(ScreenSpec(title: "P", kind: .label, text: "p")))
        #expect(throws: ActionError.self) { try s.apply(.beginPageSwipe(direction: .forward)) }
        #expect(throws: ActionError.self) { try s.apply(.endPageSwipe(complete: true)) }
    }
}
