import NavigationModel
import SegnavScenarios
import SessionStore
import SegnavWire

/// Expectations on any action (DESIGN.md §8): a batch body may carry a
/// scenario step's `expect`, `forbid`, `exactly` and `state`. The actions
/// apply as usual; the answer gains `verdict`, judged by the scenario runner
/// (the same matcher, failures and aligned diff as `segnavd check`), so a test
/// in any language asserts on one call's answer instead of re-implementing it.
extension ActionRoutes {
    static let expectationKeys: Set<String> = ["expect", "forbid", "exactly", "state"]

    /// The body without its expectations, and the expectations as a scenario
    /// step (nil when the body has none). They belong to the batch form only:
    /// a single action's members are the action's.
    static func expectations(in body: JSON) throws(Problem) -> (actions: JSON, step: ScenarioStep?) {
        guard case .object(let members) = body, members.contains(where: { expectationKeys.contains($0.key) }) else {
            return (body, nil)
        }
        guard body["type"] == nil, body["actions"] != nil else {
            let key = members.first { expectationKeys.contains($0.key) }?.key ?? "expect"
            throw Problem.badRequest(
                "expectations go with the batch form",
                errors: [
                    .init(
                        pointer: "/" + key,
                        detail: "expectations go with the batch form: {\"actions\": [the action], \"\(key)\": …}")
                ])
        }
        let step = try ScenarioRunner.expectations(body)
        return (.object(members.filter { !expectationKeys.contains($0.key) }), step)
    }

    /// `{"passed": …, "report": …}`: the step judged on the events the actions
    /// made and the state they left. Controllers are named from the states
    /// before and after, so a controller that left during the step keeps its title.
    static func verdict(_ step: ScenarioStep, actions: JSON, applied: SessionShard.Applied, before: [UInt8]) -> JSON {
        var events: [JSON] = []
        if case .array(let parsed)? = try? JSON.parse([UInt8]("[".utf8) + applied.events.joined + [UInt8]("]".utf8)) {
            events = parsed
        }
        let after = (try? JSON.parse(applied.snapshot.state)) ?? .null
        var controllers: [JSON] = []
        for state in [(try? JSON.parse(before)) ?? .null, after] {
            if case .array(let list)? = state["controllers"] { controllers += list }
        }
        var title = "actions"
        if case .array(let list)? = actions["actions"] {
            title = list.map { ScenarioStep.describe($0) }.joined(separator: ", ")
        }
        let result = ScenarioRunner.verdict(step, title: title, events: events, controllers: controllers, state: after)
        return .object([("passed", .bool(result.passed)), ("report", .string(result.text()))])
    }
}
