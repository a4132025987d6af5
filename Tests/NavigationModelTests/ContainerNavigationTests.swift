import Foundation
import Testing

@testable import NavigationModel
@testable import SegnavWire

/// A container of kind `object` and the navigation statements (docs/containers.md parts 2, 5 and 6): shape errors
/// (400) and what cannot be built (422) name their member; run-time limits are 422 `programLimit` naming the statement;
/// the corrected navigation seed keeps each segment's pushed screens alive and gives them back.
@Suite("Container programs: the navigation controller's stack")
struct ContainerNavigationTests {
    /// A minimal object container around `select` (a JSON array's inside), showing segment 0 at `init`.
    static func object(select: String = "", extra: String = "", initBody: String? = nil) -> String {
        let launch = initBody ?? #"{"navigationController": true, "setViewControllers": [{"child": 0}]}, {"titleView": {"child": 0}}"#
        return #"{"format": "segnav-container/1", "class": "Switcher", "kind": "object", "vars": {"v": null}"#
            + (extra.isEmpty ? "" : ", " + extra) + #", "on": {"init": [\#(launch)], "select": [\#(select)]}}"#
    }

    @Test(
        "a malformed navigation statement, list expression or kind is 400 naming the member",
        arguments: [
            (object(select: #"{"navigationController": true, "setViewControllers": {"child": 0}}"#), "/container/on/select/0/setViewControllers"),
            (object(select: #"{"navigationController": true, "setViewControllers": []}"#), "/container/on/select/0/setViewControllers"),
            (object(select: #"{"navigationController": 1, "setViewControllers": [{"child": 0}]}"#), "/container/on/select/0/navigationController"),
            (
                object(select: #"{"navigationController": true, "setViewControllers": [{"child": 0}], "direction": "forward"}"#),
                "/container/on/select/0/direction"
            ),
            (
                object(select: #"{"navigationController": true, "pageViewController": "p", "setViewControllers": [{"child": 0}]}"#),
                "/container/on/select/0/pageViewController"
            ),
            (
                object(select: #"{"navigationController": true, "setViewControllers": [{"child": 0}], "completion": []}"#),
                "/container/on/select/0/completion"
            ),
            (object(select: #"{"navigationController": true, "setViewControllers": [{"kid": 0}]}"#), "/container/on/select/0/setViewControllers/0/kid"),
            (object(select: #"{"navigationController": true, "setViewControllers": [{"child": 0}], "animated": []}"#), "/container/on/select/0/animated"),
            (object(select: #"{"titleView": {"nope": 1}}"#), "/container/on/select/0/titleView/nope"),
            (object(select: #"{"set": "v", "at": [], "to": 1}"#), "/container/on/select/0/at"),
            (object(select: #"{"if": {"navigationStack": 1}, "then": []}"#), "/container/on/select/0/if/navigationStack"),
            (object(select: #"{"if": {"at": [1]}, "then": []}"#), "/container/on/select/0/if/at"),
            (object(select: #"{"if": {"count": [1, 2]}, "then": []}"#), "/container/on/select/0/if/count"),

            (#"{"format": "segnav-container/1", "class": "P", "kind": "NSObject"}"#, "/container/kind"),
            (#"{"format": "segnav-container/1", "class": "P", "kind": 1}"#, "/container/kind"),
        ])
    func malformed(text: String, pointer: String) throws {
        let errors = try programErrors(text)
        #expect(errors.contains { $0.pointer == pointer }, "\(errors.map { ($0.pointer ?? "", $0.detail) })")
    }

    @Test(
        "what an object cannot do, or a view controller with the navigation statements, is 422 naming it",
        arguments: [
            (object(extra: #""control": "own""#), "/container/control"),
            (object(extra: #""views": {"s": {"kind": "scroll"}}"#), "/container/views/s"),
            (object(extra: #""embeds": {"p": {"kind": "UIPageViewController", "style": "scroll"}}"#), "/container/embeds/p"),
            (object(select: #"{"addChild": {"child": 1}}"#), "/container/on/select/0"),
            (object(select: #"{"if": true, "then": [{"addSubview": {"child": 1}, "to": "view"}]}"#), "/container/on/select/0/then/0"),
            (object(select: #"{"set": "local", "at": 0, "to": 1}"#), "/container/on/select/0/set"),
            (object(select: #"{"titleView": {"var": "nope"}}"#), "/container/on/select/0/titleView/var"),
            (
                #"{"format": "segnav-container/1", "class": "S", "kind": "object", "on": {"init": [], "viewDidLoad": []}}"#,
                "/container/on/viewDidLoad"
            ),
            (
                #"{"format": "segnav-container/1", "class": "S", "on": {"select": [{"navigationController": true, "setViewControllers": [{"child": 0}]}]}}"#,
                "/container/on/select/0"
            ),
            (#"{"format": "segnav-container/1", "class": "S", "on": {"select": [{"titleView": {"child": 0}}]}}"#, "/container/on/select/0"),
            (object(select: #"{"direct": "viewWillAppear", "on": {"child": 1}}"#), "/container/on/select/0"),
            (
                #"{"format": "segnav-container/1", "class": "S", "kind": "object", "on": {"init": [], "navigationWillShow": []}}"#,
                "/container/on/navigationWillShow"
            ),
            // The launch: an object's init must give the navigation controller its stack.
            (object(initBody: #"{"titleView": {"child": 0}}"#), "/container/on/init"),
        ])
    func cannotBeBuilt(text: String, pointer: String) throws {
        let error = try ContainerDecodingTests.setupError(text)
        #expect(error?.field == pointer, "\(String(describing: error))")
    }

    /// Applies `selectSegment 1`, which the program makes fail, and checks the refusal and that nothing changed.
    static func refused(_ select: String, pointer: String, _ words: String) throws {
        var s = try NavigationSession(configuration: containerConfiguration(try decodeProgram(object(select: select))))
        let version = s.version, seq = s.lastEventSeq
        do {
            _ = try s.apply(.selectSegment(index: 1))
            Issue.record("not refused")
        } catch {
            #expect(error.code == .programLimit)
            #expect(error.field == pointer, "\(error)")
            #expect(error.message.contains(words), "\(error.message)")
        }
        #expect(s.version == version && s.lastEventSeq == seq)
        #expect(s.state().navigationStack.map(\.title) == ["C0"])
    }

    @Test("a stack naming a controller twice, an index out of range, a list of lists: 422 programLimit naming the statement")
    func runTimeLimits() throws {
        try Self.refused(
            #"{"navigationController": true, "setViewControllers": [{"child": 1}, {"navigationStack": true}, {"child": 1}]}"#,
            pointer: "/container/on/select/0/setViewControllers", "twice")
        try Self.refused(#"{"set": "v", "at": 64, "to": 1}"#, pointer: "/container/on/select/0/at", "0 to 63")
        try Self.refused(#"{"set": "v", "at": 0.5, "to": 1}"#, pointer: "/container/on/select/0/at", "integer")
        try Self.refused(
            #"{"set": "v", "at": 0, "to": 1}, {"set": "v", "at": 1, "to": {"var": "v"}}, {"set": "v", "at": 2, "to": {"var": "v"}}"#,
            pointer: "/container/on/select/2/to", "no list")
    }

    @Test("a list of nulls does nothing; a null titleView leaves the control where it is")
    func nulls() throws {
        var s = try NavigationSession(
            configuration: containerConfiguration(
                try decodeProgram(
                    Self.object(select: #"{"navigationController": true, "setViewControllers": [null, {"child": 9}]}, {"titleView": null}"#))))
        let out = try s.apply(.selectSegment(index: 1))
        #expect(out.events.map(\.name) == [.valueChanged])
        #expect(s.state().navigationStack.map(\.title) == ["C0"])
        #expect(s.state().current.titleView == "segmentedControl")
    }

    static func revisited(_ fidelity: String) throws -> ContainerProgram {
        try exampleProgram("seeds/crafterm-2010-revisited-\(fidelity).json")
    }

    @Test("the corrected seed keeps a segment's pushed screen alive while another is shown, and gives it back")
    func corrected() throws {
        var s = try NavigationSession(configuration: containerConfiguration(try Self.revisited("corrected")))
        _ = try s.apply(.tapRow(row: 0))
        #expect(s.state().navigationStack.map(\.title) == ["C0", "D0"])
        // The control is in C0's navigation item, under the pushed screen: a user cannot tap it; code can switch.
        #expect(throws: ActionError.self) { try s.apply(.selectSegment(index: 1)) }
        _ = try s.apply(.setSegment(index: 1))
        #expect(s.state().navigationStack.map(\.title) == ["C1"])
        // A memory warning reaches the stored screen: it is alive, held by the program's `stacks`.
        let warned = try s.apply(.memoryWarning).events.filter { $0.name == .didReceiveMemoryWarning }.map(\.receiver.className)
        #expect(warned.contains("D0ViewController"), "\(warned)")
        // A state file keeps the stored stack (a list holding a pushed screen) and gives it back.
        let copy = try JSONDecoder().decode(NavigationSession.self, from: try JSONEncoder().encode(s))
        for session in [s, copy] {
            var t = session
            _ = try t.apply(.selectSegment(index: 0))
            #expect(t.state().navigationStack.map(\.title) == ["C0", "D0"])
        }
        // The seed throws the pushed screen away.
        var seed = try NavigationSession(configuration: containerConfiguration(try Self.revisited("seed")))
        _ = try seed.apply(.tapRow(row: 0))
        _ = try seed.apply(.setSegment(index: 1))
        _ = try seed.apply(.selectSegment(index: 0))
        #expect(seed.state().navigationStack.map(\.title) == ["C0"])
    }

    @Test("both revisited seeds are written back as they were read, and run on iPhone OS 3")
    func writtenBack() throws {
        for name in ["seed", "corrected"] {
            let p = try Self.revisited(name)
            let again = try decodeProgram(p.json.text)
            #expect(again == p, "\(name)")
            var s = try NavigationSession(configuration: containerConfiguration(p, runtime: .legacy))
            _ = try s.apply(.selectSegment(index: 2))
            #expect(s.state().navigationStack.map(\.title) == ["C2"])
        }
    }

    static let delegate = #"{"format": "segnav-container/1", "class": "M", "forwardsAppearance": false, "#

    @Test("a container with a navigation hook is the delegate: UIKit calls it, and its direct calls have origin delegate")
    func navigationDelegate() throws {
        let text =
            Self.delegate
            + #""on": {"navigationDidShow": [{"direct": "viewDidAppear", "on": {"arg": "shown"}, "animated": {"arg": "animated"}}], "#
            + #""memoryWarning": [{"direct": "didReceiveMemoryWarning", "on": {"child": 1}}]}}"#
        var s = try NavigationSession(configuration: containerConfiguration(try decodeProgram(text)))
        let launch = s.takeLaunchEvents()
        let didShow = try #require(launch.first { $0.name == .navigationDidShow })
        #expect(didShow.receiver.className == "M" && didShow.args.shown == launch.first { $0.receiver.className == "M" }?.receiver.id)
        // The delegate's hand call on the container itself runs its (empty) hook: origin delegate.
        #expect(launch.contains { $0.name == .viewDidAppear && $0.receiver.className == "M" && $0.origin == .delegate })
        // Memory warnings: the container's override runs in its own delivery, after super; the forwarded one is the
        // segment's second (`duplicateMemoryWarning`).
        let warned = try s.apply(.memoryWarning).events.filter { $0.name == .didReceiveMemoryWarning && $0.receiver.className == "C1ViewController" }
        #expect(warned.map(\.origin) == [.container, .system] || warned.map(\.origin) == [.system, .container], "\(warned)")
        // Without a navigation hook there is no delegate.
        let plain = try NavigationSession(configuration: containerConfiguration(try decodeProgram(Self.delegate + #""on": {}}"#)))
        #expect(!plain.launchEvents.contains { $0.name == .navigationWillShow || $0.name == .navigationDidShow })
    }

    @Test("a hand call on the container itself that calls itself again stops at the call depth, naming the statement")
    func selfRecursion() throws {
        let text =
            Self.delegate
            + #""on": {"viewWillAppear": [{"direct": "viewWillAppear", "on": {"at": [{"navigationStack": true}, 0]}}]}}"#
        // The container's own viewWillAppear at launch calls itself: the launch is refused (422), not a crash.
        let error = try ContainerDecodingTests.setupError(text)
        #expect(error?.field == "/container/on/viewWillAppear/0", "\(String(describing: error))")
        #expect(error.map { "\($0)".contains("nested deeper than 32") } == true, "\(String(describing: error))")
    }

    @Test("looking for a held screen counts against the expression budget, and past it keeps the screen and stops")
    func heldScanCounts() throws {
        var s = try NavigationSession(configuration: containerConfiguration(try Self.revisited("corrected")))
        let row = ContainerValue.list(Array(repeating: .number(1), count: 64))
        s.world.containerState.vars[0] = .list(Array(repeating: row, count: 64))
        s.world.containerState.evaluations = 0
        let held = s.world.containerHolds(999_999)
        #expect(!held)
        #expect(s.world.containerState.evaluations == 1 + 64 + 64 * 64)
        s.world.containerState.evaluations = ContainerProgram.Limits.evaluationsPerAction
        let kept = s.world.containerHolds(999_999)
        #expect(kept)
        #expect(s.world.containerFailed)
    }
}
