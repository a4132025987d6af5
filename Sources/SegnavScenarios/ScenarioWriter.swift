import NavigationModel
import SegnavWire
import SessionStore

/// Writes a session's history as a scenario file that expects what was observed (`GET …/scenario`,
/// docs/scenarios.md "From an exploration to a test"): the writer beside its reader (`ScenarioDecoder`), so
/// what one writes the other reads.
package enum ScenarioWriter {
    /// Which events a step expects: the lifecycle without warnings (the default), all of them (exactly), the
    /// four appearance calls, or none.
    package enum ExpectMode: String, CaseIterable { case lifecycle, all, appearance, none }

    package static let appearance: Set<Event.Name> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    package static func scenario(
        name: String, configuration: SessionConfiguration, steps: [SessionHistory.Step],
        mode: ExpectMode, forbidWarnings: Bool
    ) -> JSON {
        var out: [JSON] = []
        for step in steps {
            switch step {
            case .launch(let events):
                out.append(.object(expectations(events, mode: mode, forbidWarnings: forbidWarnings)))
            case .applied(let actions, let events):
                out.append(
                    .object(
                        [("action", Action.requestJSON(actions))]
                            + expectations(events, mode: mode, forbidWarnings: forbidWarnings)))
            case .refused(let refused):
                out.append(
                    .object([
                        ("action", Action.requestJSON(refused.actions)), ("status", JSON(422)),
                        ("reason", .string(refused.code.rawValue)),
                    ]))
            }
        }
        return .object([("name", .string(name)), ("setup", configuration.requestJSON), ("steps", .array(out))])
    }

    package static func expectations(_ events: [Event], mode: ExpectMode, forbidWarnings: Bool) -> [(key: String, value: JSON)] {
        let chosen: [Event]
        switch mode {
        case .none: chosen = []
        case .all: chosen = events
        case .appearance: chosen = events.filter { appearance.contains($0.name) }
        case .lifecycle: chosen = events.filter { $0.name != .warning || forbidWarnings }
        }
        var members: [(key: String, value: JSON)] = []
        if !chosen.isEmpty {
            members.append(("expect", .array(chosen.prefix(ScenarioDecoder.maxExpect).map(matcher))))
            if mode == .all, chosen.count <= ScenarioDecoder.maxExpect { members.append(("exactly", true)) }
        }
        if forbidWarnings, !events.contains(where: { $0.name == .warning }) {
            members.append(("forbid", [["name": "warning"]]))
        }
        return members
    }

    /// A matcher that only this event (among its step's) matches: its receiver's id, name, origin and the
    /// arguments that identify it (not the free-text message).
    package static func matcher(_ event: Event) -> JSON {
        let json = event.json
        var args: [(key: String, value: JSON)] = []
        if case .object(let members)? = json["args"] {
            args = members.filter { $0.key != "message" }
        }
        var members: [(key: String, value: JSON)] = [
            ("receiver", .string(event.receiver.id)), ("name", .string(event.name.rawValue)),
            ("origin", .string(event.origin.rawValue)),
        ]
        if !args.isEmpty { members.append(("args", .object(args))) }
        return .object(members)
    }
}
