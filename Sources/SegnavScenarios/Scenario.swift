import NavigationModel
import SegnavWire

/// An integration test of one session, as a file (DESIGN.md §8, docs/scenarios.md):
/// a setup, then steps, each an action and what must follow it.
///
/// The engine lives in SegnavService, beside `POST /v1/compare`, because it
/// is the same kind of work (the model run statelessly, its events and state
/// in the API's own JSON) and needs the same decoders: a module of its own
/// would either depend on SegnavService, which registers `POST /v1/scenarios`
/// (a cycle), or move the JSON layer out of it.
public struct Scenario: Sendable {
    public var name: String
    public var setup: SessionConfiguration
    public var steps: [ScenarioStep]
}

/// One step: an action (or none: the launch) and its expectations.
public struct ScenarioStep: Sendable {
    /// nil: the step describes the launch (only the first step may).
    public var actions: [Action]?
    /// The action as written (a single action object or `{"actions": […]}`), for reports.
    public var action: JSON?
    /// An optional label for reports.
    public var label: String?
    /// Must follow in this order, others may come between (all of them, and only them, with `exactly`).
    public var expect: [EventMatcher] = []
    public var exactly = false
    /// `"exactly": [names]`: the step's events with these names are, one for one, the `expect` matchers with these
    /// names; the other matchers are a subsequence as usual. What an export needs to catch a call added to a
    /// controller's appearance (an extra `viewWillAppear` leaves a subsequence intact). Nil: not given, or a boolean.
    public var exactlyNames: [Event.Name]?
    /// Must not happen.
    public var forbid: [EventMatcher] = []
    /// A part of the state after the step, matched member by member.
    public var state: JSON?
    /// 200: the action is applied (the default); 422: the UI refuses it, with `reason` if given.
    public var status: Int?
    public var reason: ActionError.Code?

    /// What reports call this step.
    public var title: String {
        if let label { return label }
        guard let action else { return "launch" }
        let text = ScenarioStep.describe(action)
        // A batch of a hundred actions is named by its start, not spelled out on every line of a report.
        return text.count <= 120 ? text : String(text.prefix(119)) + "…"
    }

    /// `selectSegment 1`, `tapRow 2`, `push Victoria`, `advance 0.35 s`, `endBackSwipe cancel`: the type and what
    /// decides what it does (a report line without the seconds or the cancel said nothing a reader could act on).
    package static func describe(_ action: JSON) -> String {
        if let list = action["actions"], case .array(let actions) = list {
            return actions.map(describe).joined(separator: ", ")
        }
        guard case .string(let type)? = action["type"] else { return "?" }
        if let index = action["index"] { return "\(type) \(index.text)" }
        if let row = action["row"] { return "\(type) \(row.text)" }
        if let screen = action["screen"] {
            if case .string(let title)? = screen["title"] { return "\(type) \(title)" }
            if case .string(let kind)? = screen["kind"] { return "\(type) \(kind)" }
        }
        if case .number(let seconds)? = action["seconds"] { return "\(type) \(JSON.number(seconds).text) s" }
        if case .bool(let complete)? = action["complete"] { return "\(type) \(complete ? "complete" : "cancel")" }
        if case .number(let progress)? = action["progress"] { return "\(type) \(percent(progress))" }
        // Any other argument as `key=value`, so an action added later is never reported by its type alone.
        guard case .object(let members) = action else { return type }
        let rest = members.filter { $0.key != "type" }.map { "\($0.key)=\($0.value.plain)" }
        return ([type] + rest).joined(separator: " ")
    }

    /// 0.3 as `30 %`.
    package static func percent(_ fraction: Double) -> String {
        let value = (fraction * 1000).rounded() / 10
        // Int(_:) traps outside its range: only a whole number well inside it is printed without a fraction.
        let whole = value.isFinite && abs(value) < 1e15 && value == value.rounded()
        return (whole ? String(Int(value)) : String(value)) + " %"
    }
}

/// What an event must look like to match: any of its receiver (a controller's
/// id, class or title), name, origin, and a subset of its args.
public struct EventMatcher: Sendable {
    public var receiver: String?
    public var name: Event.Name?
    public var origin: Event.Origin?
    /// The DESIGN.md §3 rule of the event's cause ("3.1").
    public var rule: Rule?
    /// The DESIGN.md §2.1 flaw of the event's cause.
    public var flaw: Flaw?
    public var args: [(key: String, value: JSON)] = []
    /// As written, for reports.
    public var json: JSON
}
