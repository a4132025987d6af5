import NavigationModel
import Testing
@testable import SegnavService
import SegnavWire

/// The state and event encoders write fixed runs of text (`JSONWriter.open`);
/// these hold them to a plain member-by-member `JSON` value built here, field
/// by field, so a run that drops a comma or a member fails.
@Suite("State and event encoding against a reference")
struct StateEncodingTests {
    static let actions: [Action] = [.setSegment(index: 1), .tapRow(row: 0), .memoryWarning, .tapBack, .setSegment(index: 0)]

    @Test("every preset's state, after each of a few actions", arguments: Preset.allCases)
    func stateMatchesReference(_ preset: Preset) throws {
        var session = try NavigationSession(configuration: preset.configuration)
        for action in [nil] + Self.actions.map(Optional.some) {
            if let action { _ = try? session.apply(action) }
            let state = session.state()
            let encoded = state.encoded(id: "abc\"d", preset: preset)
            #expect(try JSON.parse(encoded) == Self.reference(state, id: "abc\"d", preset: preset))
        }
        #expect(try JSON.parse(session.state().encoded(id: "x", preset: nil))["preset"] == .null)
    }

    @Test("every event of every preset's launch and actions", arguments: Preset.allCases)
    func eventsMatchReference(_ preset: Preset) throws {
        var session = try NavigationSession(configuration: preset.configuration)
        var events = session.takeLaunchEvents()
        for action in Self.actions { events += (try? session.apply(action))?.events ?? [] }
        #expect(!events.isEmpty)
        for event in events {
            #expect(try JSON.parse(event.encoded) == Self.reference(event))
        }
        // Joined, they are one array's inside, each at its range.
        let joined = EncodedEvents(events)
        #expect(try JSON.parse(Array("[".utf8) + joined.joined + Array("]".utf8)) == .array(events.map(Self.reference)))
        for (event, range) in zip(events, joined.ranges) {
            #expect(try JSON.parse(Array(joined.joined[range])) == Self.reference(event))
        }
    }

    @Test("controller arguments that are not controller ids are written as text")
    func textArguments() throws {
        let event = Event(
            seq: 1, time: 0.5, action: 1, receiver: .init(id: "segmentsController", className: "Segments\\Controller"),
            name: .navigationWillShow, args: .init(animated: true, parent: .id("segments<1>"), shown: "nav\n"),
            depth: 2, origin: .delegate)
        #expect(try JSON.parse(event.encoded) == Self.reference(event))
        #expect(event.args.parentArgument == .text("segments<1>"))
        #expect(event.args.shownArgument == .text("nav\n"))
    }

    static func reference(_ state: SessionState, id: String, preset: Preset?) -> JSON {
        [
            "id": JSON(id), "version": JSON(state.version), "strategy": JSON(state.strategy.rawValue),
            "runtime": JSON(state.runtime.rawValue), "fidelity": JSON(state.fidelity.rawValue),
            "device": JSON(state.device.rawValue), "preset": JSON(preset?.rawValue),
            "selectedIndex": JSON(state.selectedIndex),
            "segments": .array(
                state.segments.map {
                    ["index": JSON($0.index), "title": JSON($0.title), "controller": JSON($0.controller)]
                }),
            "current": [
                "segment": JSON(state.current.segment), "title": JSON(state.current.title),
                "topController": JSON(state.current.topController), "navigationTitle": JSON(state.current.navigationTitle),
                "titleView": JSON(state.current.titleView), "backButtonTitle": JSON(state.current.backButtonTitle),
            ],
            "navigationStack": .array(
                state.navigationStack.map {
                    ["id": JSON($0.id), "class": JSON($0.className), "title": JSON($0.title)]
                }),
            "controllers": .array(
                state.controllers.map {
                    [
                        "id": JSON($0.id), "class": JSON($0.className), "title": JSON($0.title), "parent": JSON($0.parent),
                        "viewLoaded": .bool($0.viewLoaded), "appearance": JSON($0.appearance.rawValue), "inWindow": .bool($0.inWindow),
                    ]
                }),
            "lastEventSeq": JSON(state.lastEventSeq), "warnings": JSON(state.warnings),
            "clock": JSON(state.clock.rawValue), "time": .number(state.time),
            "transition": state.transition.map { t -> JSON in
                [
                    "kind": JSON(t.kind), "progress": .number(t.progress), "from": JSON(t.from), "to": JSON(t.to),
                    "interactive": .bool(t.interactive), "cancelling": .bool(t.cancelling),
                ]
            } ?? .null,
        ]
    }

    static func reference(_ event: Event) -> JSON {
        var args: [(key: String, value: JSON)] = []
        if let animated = event.args.animated { args.append(("animated", .bool(animated))) }
        switch event.args.parent {
        case .absent: break
        case .none: args.append(("parent", .null))
        case .id(let id): args.append(("parent", JSON(id)))
        }
        if let shown = event.args.shown { args.append(("viewController", JSON(shown))) }
        if let code = event.args.code {
            args.append(("code", JSON(code.rawValue)))
            if let clause = code.clause { args.append(("clause", JSON(clause.rawValue))) }
        }
        if let message = event.args.message { args.append(("message", JSON(message))) }
        var cause: [(key: String, value: JSON)] = [
            ("event", event.cause.eventSeq.map { JSON($0) } ?? .null), ("rule", event.cause.rule.id.map { JSON($0) } ?? .null),
            ("flaw", event.cause.flaw.id.map { JSON($0) } ?? .null), ("code", event.cause.code.id.map { JSON($0) } ?? .null),
        ]
        // Only a breach of the appearance contract names the call that set the state it found.
        if let setBy = event.cause.setBySeq { cause.append(("setBy", JSON(setBy))) }
        return [
            "seq": JSON(event.seq), "time": .number(event.time), "action": JSON(event.action),
            "receiver": ["id": JSON(event.receiver.id), "class": JSON(event.receiver.className)],
            "name": JSON(event.name.rawValue), "args": .object(args), "depth": JSON(event.depth),
            "origin": JSON(event.origin.rawValue), "cause": .object(cause),
        ]
    }
}
