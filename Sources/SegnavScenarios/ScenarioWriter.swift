import NavigationModel
import SegnavWire
import SessionStore

/// Writes a session's history as a scenario file that expects what was observed (`GET …/scenario`,
/// docs/scenarios.md "From an exploration to a test"): the writer beside its reader (`ScenarioDecoder`), so
/// what one writes the other reads.
///
/// The file is the test a person would have written: receivers named as the user knows them (title, else class,
/// else the id only where those are ambiguous), `origin` only where it tells two events apart, the state each step
/// changed, a dragged gesture as one step, steps named by what they did, and — the point of a regression test — the
/// appearance calls counted exactly, so a call added to a controller's appearance fails it.
package enum ScenarioWriter {
    /// Which events a step expects: the lifecycle without warnings and without the layout pass (the default), all of
    /// them (exactly), the four appearance calls, or none.
    package enum ExpectMode: String, CaseIterable { case lifecycle, all, appearance, none }

    package static let appearance: Set<Event.Name> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
    /// The names `"exactly"` lists in `lifecycle` and `appearance` exports, in the machine's order.
    package static let appearanceOrder: [Event.Name] = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    /// One step of the export, before it is written: the history's step and the session's state after it.
    package struct Recorded {
        package var step: SessionHistory.Step
        package var state: JSON?
    }

    /// The session's history replayed and written; nil once the launch has been folded away. `steps` and
    /// `actions` are the history's own counts (the caller's bounds apply to them, not to the merged file).
    package static func export(
        history: SessionHistory, configuration: SessionConfiguration, mode: ExpectMode, forbidWarnings: Bool
    ) -> (file: JSON, steps: Int, actions: Int)? {
        var states: [JSON] = []
        var names: ControllerNames = [:]
        var lastSerial = 0
        guard
            let steps = history.replay(
                configuration: configuration,
                observe: { session in
                    ScenarioRunner.remember(session, after: &lastSerial, in: &names)
                    states.append(stateSummary(session.state()))
                })
        else { return nil }
        var recorded: [Recorded] = []
        var next = states.makeIterator()
        for step in steps {
            switch step {
            case .launch, .applied: recorded.append(Recorded(step: step, state: next.next()))
            case .refused: recorded.append(Recorded(step: step, state: nil))
            }
        }
        let actions = steps.reduce(0) { count, step in
            switch step {
            case .launch: count
            case .applied(let a, _): count + a.count
            case .refused(let r): count + r.actions.count
            }
        }
        let file = scenario(
            configuration: configuration, steps: mergeGestures(recorded), names: names, mode: mode,
            forbidWarnings: forbidWarnings)
        return (file, steps.count, actions)
    }

    package static func scenario(
        configuration: SessionConfiguration, steps: [Recorded], names: ControllerNames, mode: ExpectMode,
        forbidWarnings: Bool
    ) -> JSON {
        let labels = ReceiverLabels(names)
        var out: [JSON] = []
        var titles: [String] = []
        var previousState: JSON?
        var progress: Double?
        for recorded in steps {
            var members: [(key: String, value: JSON)] = []
            switch recorded.step {
            case .launch(let events):
                members += expectations(events, mode: mode, forbidWarnings: forbidWarnings, labels: labels)
            case .applied(let actions, let events):
                let title = StepTitle.words(actions, progress: &progress)
                titles.append(title)
                members.append(("name", .string(title)))
                members.append(("action", Action.requestJSON(actions)))
                members += expectations(events, mode: mode, forbidWarnings: forbidWarnings, labels: labels)
            case .refused(let refused):
                let title = "refused: " + StepTitle.words(refused.actions, progress: &progress)
                titles.append(title)
                members += [
                    ("name", .string(title)), ("action", Action.requestJSON(refused.actions)), ("status", JSON(422)),
                    ("reason", .string(refused.code.rawValue)),
                ]
            }
            if let state = recorded.state {
                if let changed = changes(from: previousState, to: state) { members.append(("state", changed)) }
                previousState = state
            }
            out.append(.object(members))
        }
        return .object([
            ("name", .string(scenarioName(configuration, titles))), ("setup", configuration.requestJSON), ("steps", .array(out)),
        ])
    }

    /// `crafterm-2010 (corrected): tap segment 1, push Victoria, cancel the back swipe at 30 %`.
    static func scenarioName(_ configuration: SessionConfiguration, _ titles: [String]) -> String {
        let setup: String
        if case .string(let preset)? = configuration.requestJSON["preset"] {
            setup = "\(preset) (\(configuration.fidelity.rawValue))"
        } else {
            setup = "\(configuration.strategy.rawValue) (\(configuration.fidelity.rawValue))"
        }
        guard !titles.isEmpty else { return setup + ": the launch" }
        let shown = titles.prefix(3).joined(separator: ", ") + (titles.count > 3 ? ", …" : "")
        let name = setup + ": " + shown
        return name.count <= 200 ? name : String(name.prefix(199)) + "…"
    }

    package static func expectations(
        _ events: [Event], mode: ExpectMode, forbidWarnings: Bool, labels: ReceiverLabels = ReceiverLabels([:])
    ) -> [(key: String, value: JSON)] {
        let chosen: [Event]
        switch mode {
        case .none: chosen = []
        case .all: chosen = events
        case .appearance: chosen = events.filter { appearance.contains($0.name) }
        // The layout pass (a session with `layout` on, DESIGN.md §3.21) is left out: the exported test reads like one of
        // a session without it, and still passes, as no `exactly` list names those calls.
        case .lifecycle: chosen = events.filter { ($0.name != .warning || forbidWarnings) && !$0.name.isLayoutPass }
        }
        var members: [(key: String, value: JSON)] = []
        let fits = chosen.count <= ScenarioDecoder.maxExpect
        if !chosen.isEmpty {
            let deciding = OriginNeeded(chosen)
            members.append(("expect", .array(chosen.prefix(ScenarioDecoder.maxExpect).map { matcher($0, labels: labels, origin: deciding) })))
            if mode == .all, fits { members.append(("exactly", true)) }
        }
        // The appearance calls one for one, even when none is expected: an added call is the regression.
        if mode == .lifecycle || mode == .appearance, fits {
            members.append(("exactly", .array(appearanceOrder.map { .string($0.rawValue) })))
        }
        if forbidWarnings, !events.contains(where: { $0.name == .warning }) {
            members.append(("forbid", [["name": "warning"]]))
        }
        return members
    }

    /// A matcher that only this event (among its step's) matches: its receiver as the user knows it, name, the
    /// arguments that identify it (not the free-text message), and its origin where another event differs only by it.
    package static func matcher(_ event: Event, labels: ReceiverLabels = ReceiverLabels([:]), origin: OriginNeeded? = nil) -> JSON {
        let json = event.json
        var args: [(key: String, value: JSON)] = []
        if case .object(let members)? = json["args"] {
            args = members.filter { $0.key != "message" }.map { member in
                guard case .string(let id) = member.value, member.key == "parent" || member.key == "viewController" else { return member }
                return (member.key, .string(labels.label(id)))
            }
        }
        var members: [(key: String, value: JSON)] = [
            ("receiver", .string(labels.label(event.receiver.id))), ("name", .string(event.name.rawValue)),
        ]
        if origin?.needed(event) ?? true { members.append(("origin", .string(event.origin.rawValue))) }
        if !args.isEmpty { members.append(("args", .object(args))) }
        return .object(members)
    }

    /// The part of the state a person checks after a step: the segment, the stack by title, the transition.
    static func stateSummary(_ state: SessionState) -> JSON {
        var current: [(key: String, value: JSON)] = [("segment", JSON(state.current.segment))]
        if let title = state.current.title { current.append(("title", .string(title))) }
        let stack = state.navigationStack.map { controller -> JSON in
            controller.title.map { ["title": .string($0)] } ?? ["class": .string(controller.className)]
        }
        let transition: JSON =
            state.transition.map {
                .object([("kind", .string($0.kind)), ("interactive", .bool($0.interactive)), ("cancelling", .bool($0.cancelling))])
            } ?? .null
        return .object([("current", .object(current)), ("navigationStack", .array(stack)), ("transition", transition)])
    }

    /// The members of `state` that differ from `previous` (all of them for the first step), nil when none does.
    static func changes(from previous: JSON?, to state: JSON) -> JSON? {
        guard case .object(let members) = state else { return nil }
        let changed = members.filter { previous?[$0.key] != $0.value }
        return changed.isEmpty ? nil : .object(changed)
    }

    /// Consecutive steps that each only move one gesture's finger (`updateBackSwipe`, `updatePageSwipe`) become one step: a drag in
    /// the viewer is one gesture, not thirteen steps.
    static func mergeGestures(_ steps: [Recorded]) -> [Recorded] {
        var out: [Recorded] = []
        for recorded in steps {
            if case .applied(let actions, let events) = recorded.step, actions.allSatisfy(\.isGestureUpdate),
                let last = out.last, case .applied(let earlier, let earlierEvents) = last.step, earlier.allSatisfy(\.isGestureUpdate)
            {
                out[out.count - 1] = Recorded(step: .applied(earlier + actions, earlierEvents + events), state: recorded.state)
            } else {
                out.append(recorded)
            }
        }
        return out
    }
}

extension Action {
    /// A move of a finger already down: one gesture's many updates (a back swipe's or a page swipe's).
    var isGestureUpdate: Bool {
        switch self {
        case .updateBackSwipe, .updatePageSwipe: true
        default: false
        }
    }
}

/// Receivers as the user knows them: a controller's title when no other controller of the session has that title
/// or class, else its class when no other has it, else its id (`vc-5`). Names of every controller the export saw,
/// so a label never matches another controller in any step. An empty title names nobody (a scenario's `receiver`
/// must not be empty, and `""` would read as "no title"), so it is never a label.
package struct ReceiverLabels {
    private var labels: [String: String] = [:]

    package init(_ names: ControllerNames) {
        var counts: [String: Int] = [:]
        for (_, name) in names {
            counts[name.className, default: 0] += 1
            if let title = name.title, !title.isEmpty, title != name.className { counts[title, default: 0] += 1 }
        }
        for (id, name) in names {
            if let title = name.title, !title.isEmpty, counts[title] == 1 {
                labels[id] = title
            } else if counts[name.className] == 1 {
                labels[id] = name.className
            }
        }
    }

    package func label(_ id: String) -> String { labels[id] ?? id }
}

/// Where `origin` decides: a step with two events alike but for their origin (a forwarded call and the program's own).
package struct OriginNeeded {
    private var ambiguous: Set<String> = []

    init(_ events: [Event]) {
        var origins: [String: Event.Origin] = [:]
        for event in events {
            let key = Self.key(event)
            if let seen = origins[key], seen != event.origin { ambiguous.insert(key) } else { origins[key] = event.origin }
        }
    }

    func needed(_ event: Event) -> Bool { ambiguous.contains(Self.key(event)) }

    private static func key(_ event: Event) -> String { event.receiver.id + " " + event.name.rawValue }
}
