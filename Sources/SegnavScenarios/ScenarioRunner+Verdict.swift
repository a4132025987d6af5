import NavigationModel
import SegnavWire

/// A scenario step's expectations checked against events that already
/// happened (`segnavd match`, which the Python package's `assert_lifecycle`
/// runs): the same matcher, the same failures and the same aligned diff as
/// `segnavd check`, so no client re-implements the matching and drifts from it.
extension ScenarioRunner {
    /// `expect`, `forbid`, `exactly` and `state` of `object`, as a scenario step
    /// has them (the step's limits and messages, pointers under `pointer`).
    /// Other members of `object` are not read.
    public static func expectations(_ object: JSON, pointer: String = "") throws(Problem) -> ScenarioStep {
        guard case .object(let members) = object else {
            throw Problem.badRequest(
                "the expectations are invalid",
                errors: [.init(pointer: pointer, detail: "expected an object, got \(object.typeName)")])
        }
        let kept = members.filter { ["expect", "forbid", "exactly", "state"].contains($0.key) }
        var errors: [Problem.FieldError] = []
        guard let step = ScenarioDecoder.decodeStep(.object(kept), pointer: pointer, first: true, errors: &errors), errors.isEmpty else {
            throw Problem.badRequest("the expectations are invalid", errors: errors)
        }
        return step
    }

    /// The step's expectations against `events` (the API's Event objects, in
    /// order). `controllers` (a State's `controllers`) lets matchers name a
    /// controller by its title; without them a receiver matches by id or class.
    /// `state`, when the step states a part of it, is the state to compare.
    public static func verdict(_ step: ScenarioStep, title: String, events: [JSON], controllers: [JSON], state: JSON?) -> ScenarioResult {
        var names: ControllerNames = [:]
        for controller in controllers {
            guard case .string(let id)? = controller["id"], case .string(let className)? = controller["class"] else { continue }
            if case .string(let title)? = controller["title"] { names[id] = (className, title) } else { names[id] = (className, nil) }
        }
        let observed = events.compactMap { ObservedEvent(json: $0, controllers: names) }
        var outcome = StepResult(index: 0, title: title, action: nil)
        outcome.events = observed
        outcome.expect = step.expect.map(\.json)
        outcome.matched = matchedEvents(step, observed, names)
        outcome.failures = check(step, outcome, observed, state ?? .object([]), names)
        return ScenarioResult(name: title, steps: [outcome])
    }
}

extension ObservedEvent {
    /// An event as the API encodes it (nil when it is not one: no seq, receiver or name).
    package init?(json: JSON, controllers: ControllerNames) {
        guard case .number(let seq)? = json["seq"], let receiver = json["receiver"],
            case .string(let id)? = receiver["id"], case .string(let className)? = receiver["class"],
            case .string(let name)? = json["name"], seq.isFinite, seq >= 0, seq < 9_007_199_254_740_992
        else { return nil }
        self.json = json
        self.seq = Int(seq)
        receiverID = id
        receiverClass = className
        receiverTitle = controllers[id]?.title
        self.name = name
        if case .string(let origin)? = json["origin"] { self.origin = origin } else { origin = "" }
        if case .object(let members)? = json["args"] { args = members } else { args = [] }
        var cause = Cause()
        if case .string(let rule)? = json["cause"]?["rule"], let id = Rule(id: rule) { cause.rule = id }
        if case .string(let flaw)? = json["cause"]?["flaw"], let id = Flaw(id: flaw) { cause.flaw = id }
        self.cause = cause
    }
}
