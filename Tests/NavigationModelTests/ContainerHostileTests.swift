import Foundation
import Testing

@testable import NavigationModel

/// Programs written to hurt: each is refused with a clear error naming its statement, within bounded work, and leaves
/// the session as it was (docs/containers.md part 9).
@Suite("Container programs: hostile input")
struct ContainerHostileTests {
    static func session(_ on: String, fn: String = "{}") throws -> NavigationSession {
        let text =
            #"{"format": "segnav-container/1", "class": "Evil", "control": "own", "views": {"s": {"kind": "scroll"}}, "vars": {"v": 0}, "fn": \#(fn), "on": {\#(on)}}"#
        return try NavigationSession(configuration: containerConfiguration(try decodeProgram(text)))
    }

    /// Applies `select 2` (which the programs below make hostile), expects the refusal, and checks nothing changed.
    static func refused(_ s: inout NavigationSession, pointer: String, _ words: String) {
        let version = s.version, seq = s.lastEventSeq
        let started = Date()
        #expect(throws: ActionError.self) { try s.apply(.selectSegment(index: 2)) }
        do {
            _ = try s.apply(.selectSegment(index: 2))
        } catch {
            #expect(error.code == .programLimit)
            #expect(error.field == pointer, "\(error)")
            #expect(error.message.contains(words), "\(error.message)")
        }
        #expect(Date().timeIntervalSince(started) < 10)
        #expect(s.version == version && s.lastEventSeq == seq)
        // The session still works: select 1 is harmless.
        #expect((try? s.apply(.selectSegment(index: 1))) != nil)
    }

    static let onTwo = #"{"if": {"==": [{"arg": "index"}, 2]}, "then": "#

    @Test("an endless loop runs into the statement budget")
    func endlessLoop() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"forEach": {"from": 0, "to": 1e300}, "as": "i", "do": [{"set": "v", "to": {"var": "i"}}]}]}]"#)
        Self.refused(&s, pointer: "/container/on/select/0/then/0/do/0", "100000 statements")
    }

    @Test("10 000 timers run into the pending limit")
    func manyTimers() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"forEach": {"from": 1, "to": 10000}, "as": "i", "do": [{"after": 1, "do": []}]}]}]"#)
        Self.refused(&s, pointer: "/container/on/select/0/then/0/do/0", "1024 deferred")
    }

    @Test("unbounded recursion runs into the call depth")
    func recursion() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"call": "f"}]}]"#, fn: #"{"f": {"params": [], "body": [{"call": "f"}]}}"#)
        Self.refused(&s, pointer: "/container/fn/f/body/0", "nested deeper than 32")
    }

    @Test("a block that schedules itself for ever runs into the statement budget, across turns")
    func endlessAsync() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"call": "again"}]}]"#,
            fn: #"{"again": {"params": [], "body": [{"async": [{"call": "again"}]}]}}"#)
        Self.refused(&s, pointer: "/container/fn/again/body/0", "100000 statements")
    }

    @Test("a timer that re-arms itself for ever is bounded too (auto clock)")
    func endlessTimer() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"call": "tick"}]}]"#,
            fn: #"{"tick": {"params": [], "body": [{"after": 0.001, "do": [{"call": "tick"}]}]}}"#)
        Self.refused(&s, pointer: "/container/fn/tick/body/0", "100000 statements")
    }

    @Test("a loop that makes UIKit calls runs into the events bound before the statement budget")
    func manyCalls() throws {
        var s = try Self.session(
            #""select": [\#(Self.onTwo)[{"forEach": {"from": 0, "to": 1e9}, "as": "i", "do": [{"end": {"child": 0}}]}]}]"#)
        Self.refused(&s, pointer: "/container/on/select/0/then/0/do/0", "20000 calls")
    }

    @Test("a loop at launch makes the setup fail (422), naming the statement")
    func launchLoop() throws {
        #expect(throws: SetupError.self) {
            try Self.session(#""viewDidLoad": [{"forEach": {"from": 0, "to": 1e9}, "as": "i", "do": [{"set": "v", "to": 1}]}]"#)
        }
    }

    @Test("wrong types everywhere: every statement does nothing or something harmless, nothing traps")
    func wrongTypes() throws {
        var s = try Self.session(
            #""select": [{"begin": {"child": true}, "appearing": "x", "animated": null}, {"addSubview": {"child": 1.5}, "to": "s", "page": "p"},"#
                + #"{"addSubview": {"child": {"arg": "index"}}, "to": "s", "page": {"+": ["a", 1]}}, {"setContentOffset": "s", "page": "far"},"#
                + #"{"setContentOffset": "s", "page": 1e308, "animated": "yes"}, {"animate": "slow", "do": [{"end": null}]},"#
                + #"{"after": -5, "do": [{"removeFromParent": "C1"}]}, {"after": 1e300, "do": []}, {"forEach": {"from": "a", "to": 3}, "as": "i", "do": []},"#
                + #"{"forEach": {"in": [1, "x", null, {"child": 0}]}, "as": "i", "do": [{"end": {"var": "i"}}]},"#
                + #"{"set": "v", "to": {"min": [1, "x"]}}, {"set": "w", "to": {"round": {"child": 0}}}, {"invalidate": "none"},"#
                + #"{"userInteraction": {"cond": [null, 1, 0]}}, {"cancelAnimations": "s"}, {"direct": "viewDidAppear", "on": {"child": -1}}]"#)
        for i in [1, 2, 0, 2] { _ = try s.apply(.setSegment(index: i)) }
        #expect(s.world.container?.failure == nil)
    }
}
