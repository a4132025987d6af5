import Foundation
import Testing

@testable import NavigationModel

/// A refused action runs in place and is undone by rebuilding the world from a checkpoint (`ContainerRollback`):
/// the session must come back byte for byte, wherever the refusal falls against the checkpoints.
@Suite("Container programs: a refused action undone")
struct ContainerRollbackTests {
    /// Containment, variables, next-turn work and a timer on every select; select 2 first changes the world (hides and
    /// displays), then loops for ever.
    static let program = #"""
        {"format": "segnav-container/1", "class": "Undo", "control": "own", "forwardsAppearance": true,
         "views": {"s": {"kind": "scroll"}}, "vars": {"last": null, "v": 0, "w": 0},
         "fn": {
           "display": {"params": ["i"], "body": [
             {"addChild": {"child": {"arg": "i"}}}, {"addSubview": {"child": {"arg": "i"}}, "to": "view"},
             {"didMove": {"child": {"arg": "i"}}, "to": "self"}, {"set": "last", "to": {"arg": "i"}}]},
           "hide": {"params": ["i"], "body": [
             {"willMove": {"child": {"arg": "i"}}, "to": null}, {"removeFromSuperview": {"child": {"arg": "i"}}},
             {"removeFromParent": {"child": {"arg": "i"}}}]}},
         "on": {
           "viewDidLoad": [{"call": "display", "args": {"i": 0}}],
           "select": [
             {"if": {"==": [{"var": "last"}, {"arg": "index"}]}, "then": [{"return": null}]},
             {"call": "hide", "args": {"i": {"var": "last"}}},
             {"call": "display", "args": {"i": {"arg": "index"}}},
             {"async": [{"set": "w", "to": {"arg": "index"}}]},
             {"after": 0.05, "name": "t", "do": [{"set": "v", "to": {"arg": "index"}}]},
             {"if": {"==": [{"arg": "index"}, 2]}, "then": [
               {"forEach": {"from": 0, "to": 1e300}, "as": "i", "do": [{"set": "v", "to": {"var": "i"}}]}]}]}}
        """#

    static let actions: [Action] = [
        .selectSegment(index: 1), .advance(milliseconds: 30), .selectSegment(index: 0), .memoryWarning,
        .setSegment(index: 1), .advance(milliseconds: 80), .setSegment(index: 0),
    ]

    static func bytes(_ s: NavigationSession) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return try encoder.encode(s)
    }

    @Test(
        "a refused select leaves the session byte-identical, and it then answers as if never tried",
        arguments: [Clock.auto, .manual], [0, 1, 2, 63, 64, 65, 129, 200])
    func refusedAfter(clock: Clock, count: Int) throws {
        var s = try NavigationSession(configuration: containerConfiguration(try decodeProgram(Self.program), clock: clock))
        for i in 0..<count { _ = try s.apply(Self.actions[i % Self.actions.count]) }
        let untouched = s
        let before = try Self.bytes(s)
        do {
            _ = try s.apply(.selectSegment(index: 2))
            Issue.record("select 2 was not refused")
        } catch {
            #expect(error.code == .programLimit)
        }
        #expect(try Self.bytes(s) == before)
        // Twice in a row (the second refusal rebuilds from the same checkpoint), then the next actions.
        #expect(throws: ActionError.self) { try s.apply(.selectSegment(index: 2)) }
        #expect(try Self.bytes(s) == before)
        var control = untouched
        for action in Self.actions {
            let mine = try s.apply(action), theirs = try control.apply(action)
            #expect(mine.events == theirs.events && mine.noop == theirs.noop)
        }
        #expect(try Self.bytes(s) == (try Self.bytes(control)))
    }

    @Test("an action that spends a quarter of a budget is followed by a new checkpoint: a refusal never runs it again")
    func heavyAction() throws {
        let program = try decodeProgram(
            #"{"format": "segnav-container/1", "class": "Heavy", "control": "own", "vars": {"v": 0}, "on": {"select": [{"if": {"==": [{"arg": "index"}, 1]}, "then": [{"forEach": {"from": 1, "to": 30000}, "as": "i", "do": [{"set": "v", "to": {"var": "i"}}]}]}]}}"#
        )
        var s = try NavigationSession(configuration: containerConfiguration(program))
        _ = try s.apply(.selectSegment(index: 0))
        _ = try s.apply(.selectSegment(index: 2))
        #expect(s.rollback?.pending == 2)
        _ = try s.apply(.selectSegment(index: 1))
        #expect(s.rollback?.pending == 0)
        _ = try s.apply(.selectSegment(index: 0))
        #expect(s.rollback?.pending == 1)
    }

    @Test("taking a trace's notes starts a new checkpoint: a refusal after it does not hand the taken notes back")
    func traceNotes() throws {
        let configuration = containerConfiguration(try decodeProgram(Self.program))
        var s = try NavigationSession(configuration: configuration, tracing: true)
        _ = try s.apply(.selectSegment(index: 1))
        #expect(!s.takeTraceNotes().isEmpty)
        #expect(throws: ActionError.self) { try s.apply(.selectSegment(index: 2)) }
        #expect(s.takeTraceNotes().isEmpty)
    }
}
