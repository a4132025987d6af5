import NavigationModel
import SegnavWire

/// A scenario file (JSON) → `Scenario`, refusing everything it does not know,
/// with a JSON pointer per problem, before anything runs: the setup and the
/// actions through the very decoders `POST /v1/sessions` and `…/actions` use,
/// so a file says exactly what the API would take.
public enum ScenarioDecoder {
    /// Steps in one scenario at most.
    public static let maxSteps = 500
    /// Matchers per step. `expect` is matched in one pass over the step's
    /// events, but every `forbid` matcher is tried on every event, so their
    /// cost is their number times the events (RELIABILITY.md §7): they are few
    /// (a real step forbids one to three things).
    public static let maxExpect = 200
    public static let maxForbid = 20

    /// The longest `"exactly": [names]` list (openapi.yaml's `maxItems`).
    package static let maxExactlyNames = 40
    package static let matcherArgs: Set<String> = [
        "animated", "appearing", "finished", "completed", "parent", "viewController", "code", "clause", "message",
    ]

    public static func decode(_ body: JSON) throws(Problem) -> Scenario {
        var errors: [Problem.FieldError] = []
        guard var reader = FieldReader(body, pointer: "", errors: &errors) else {
            throw Problem.badRequest("a scenario must be a JSON object", errors: errors)
        }
        rejectNulls(body, pointer: "", errors: &errors)
        let name = reader.string("name", maxLength: 200)
        // An editor's pointer to docs/scenario.schema.json (for completion): allowed, not used.
        _ = reader.string("$schema", maxLength: 2000)
        var setup: SessionConfiguration?
        if let raw = reader.value("setup") {
            do {
                setup = try CreateRequestDecoder.decode(raw)
            } catch {
                errors += error.errors.map { Self.nested($0, under: "/setup") }
            }
        } else {
            reader.fail("setup", "is required: what POST /v1/sessions takes (a preset, or a strategy and segments)")
        }
        var steps: [ScenarioStep] = []
        if let rawSteps = reader.array("steps", required: true, maxCount: maxSteps) {
            if rawSteps.isEmpty { reader.fail("steps", "needs at least one step") }
            for (i, raw) in rawSteps.enumerated() {
                if let step = decodeStep(raw, pointer: "/steps/\(i)", first: i == 0, errors: &errors) { steps.append(step) }
            }
        }
        reader.rejectUnknown()
        errors = reader.errors + errors
        guard errors.isEmpty, let setup else {
            throw Problem.badRequest("the scenario is invalid", errors: errors)
        }
        // A well-formed setup the model cannot build (a selected index out of range…) is refused now,
        // as `POST /v1/sessions` refuses it: 422 invalid-setup.
        do {
            _ = try NavigationSession(configuration: setup)
        } catch {
            throw Problem(.invalidSetup, detail: error.message, errors: [.init(pointer: "/setup" + error.field, detail: error.message)])
        }
        return Scenario(name: name ?? "scenario", setup: setup, steps: steps)
    }

    package static func decodeStep(_ value: JSON, pointer: String, first: Bool, errors: inout [Problem.FieldError]) -> ScenarioStep? {
        guard var reader = FieldReader(value, pointer: pointer, errors: &errors) else { return nil }
        rejectNulls(value, pointer: pointer, errors: &errors)
        var step = ScenarioStep()
        step.label = reader.string("name", maxLength: 200)
        if let action = reader.value("action") {
            step.action = action
            do {
                step.actions = try ActionDecoder.decode(action).actions
            } catch {
                errors += error.errors.map { nested($0, under: reader.path("action")) }
            }
        } else if !first {
            reader.fail("action", "is required: only the first step may leave it out (it then describes the launch)")
        }
        step.expect = matchers(&reader, "expect", maxCount: maxExpect, errors: &errors)
        step.forbid = matchers(&reader, "forbid", maxCount: maxForbid, errors: &errors)
        if let exactly = reader.value("exactly") {
            switch exactly {
            case .bool(let flag): step.exactly = flag
            case .array(let items) where (1...maxExactlyNames).contains(items.count):
                let names = items.compactMap { item -> Event.Name? in
                    if case .string(let raw) = item { Event.Name(rawValue: raw) } else { nil }
                }
                if names.count == items.count, Set(names).count == names.count {
                    step.exactlyNames = names
                } else {
                    reader.fail("exactly", "expected event names, each once (e.g. [\"viewWillAppear\", \"viewDidAppear\"])")
                }
            default:
                reader.fail("exactly", "expected a boolean, or a list of event names (1 to \(maxExactlyNames))")
            }
        }
        if let state = reader.value("state") {
            if case .object = state { step.state = state } else { reader.fail("state", "expected an object: a part of the state") }
        }
        step.status = reader.integer("status", range: 200...422)
        if let status = step.status, status != 200, status != 422 {
            reader.fail("status", "must be 200 (the action is applied) or 422 (the UI refuses it)")
        }
        step.reason = reader.enumeration("reason", ActionError.Code.self)
        if step.reason != nil, step.status != 422 {
            reader.fail("reason", "goes with \"status\": 422 (a refusal's reason)")
        }
        if step.action == nil, step.status != nil {
            reader.fail("status", "the launch has no status; it belongs to a step with an action")
        }
        reader.rejectUnknown()
        errors += reader.errors
        return reader.errors.isEmpty ? step : nil
    }

    package static func matchers(_ reader: inout FieldReader, _ key: String, maxCount: Int, errors: inout [Problem.FieldError]) -> [EventMatcher] {
        guard let list = reader.array(key, maxCount: maxCount) else { return [] }
        var matchers: [EventMatcher] = []
        for (i, raw) in list.enumerated() {
            if let matcher = decodeMatcher(raw, pointer: reader.path(key) + "/\(i)", errors: &errors) { matchers.append(matcher) }
        }
        return matchers
    }

    package static func decodeMatcher(_ value: JSON, pointer: String, errors: inout [Problem.FieldError]) -> EventMatcher? {
        guard var reader = FieldReader(value, pointer: pointer, errors: &errors) else { return nil }
        rejectNulls(value, pointer: pointer, errors: &errors)
        var matcher = EventMatcher(json: value)
        matcher.receiver = reader.string("receiver", maxLength: 200)
        if let receiver = matcher.receiver, receiver.isEmpty { reader.fail("receiver", "must not be empty") }
        matcher.name = reader.enumeration("name", Event.Name.self)
        matcher.origin = reader.enumeration("origin", Event.Origin.self)
        if let rule = reader.string("rule", maxLength: 16) {
            matcher.rule = Rule(id: rule)
            if matcher.rule == nil || matcher.rule == Rule.none {
                reader.fail("rule", "must be a DESIGN.md §3 rule id: \(Rule.allCases.compactMap(\.id).joined(separator: ", "))")
            }
        }
        if let flaw = reader.string("flaw", maxLength: 64) {
            matcher.flaw = Flaw(id: flaw)
            if matcher.flaw == nil || matcher.flaw == Flaw.none {
                reader.fail("flaw", "must be a DESIGN.md §2.1 flaw id: \(Flaw.allCases.compactMap(\.id).joined(separator: ", "))")
            }
        }
        if let args = reader.value("args") {
            if case .object(let members) = args, members.isEmpty {
                reader.fail("args", "names at least one argument (leave 'args' out to match any)")
            } else if case .object(let members) = args {
                for member in members {
                    let memberPointer = reader.path("args") + "/" + FieldReader.escape(member.key)
                    if let problem = argProblem(member.key, member.value) {
                        errors.append(.init(pointer: memberPointer, detail: problem))
                    }
                }
                matcher.args = members
            } else {
                reader.fail("args", "expected an object: a subset of the event's args")
            }
        }
        reader.rejectUnknown()
        // A typo ('reciever') is named as such; an empty matcher would match every event.
        if matcher.receiver == nil, matcher.name == nil, matcher.origin == nil, matcher.rule == nil, matcher.flaw == nil,
            matcher.args.isEmpty, reader.errors.isEmpty
        {
            errors.append(.init(pointer: pointer, detail: "a matcher names at least one of 'receiver', 'name', 'origin', 'rule', 'flaw', 'args'"))
            return nil
        }
        errors += reader.errors
        return reader.errors.isEmpty ? matcher : nil
    }

    /// A scenario's own members are never null (elsewhere in the API null
    /// means absent): `"status": null` on a launch or `"reason": null` beside
    /// a 200 would say nothing, and the JSON Schema can only mean what the
    /// decoder means if presence implies a value. (Inside `setup`, `action`,
    /// `state` and a matcher's `args`, the API's own rules apply.)
    package static func rejectNulls(_ value: JSON, pointer: String, errors: inout [Problem.FieldError]) {
        guard case .object(let members) = value else { return }
        for member in members where member.value == .null {
            errors.append(.init(pointer: pointer + "/" + FieldReader.escape(member.key), detail: "must not be null: leave the member out"))
        }
    }

    /// Why an `args` member can never match (nil: it can): a typo in a name
    /// or a code would otherwise make a matcher that silently never matches.
    package static func argProblem(_ key: String, _ value: JSON) -> String? {
        switch (key, value) {
        case ("animated", .bool), ("appearing", .bool), ("finished", .bool), ("completed", .bool), ("message", .string), ("parent", .string), ("parent", .null),
            ("viewController", .string), ("viewController", .null):
            return nil
        case ("code", .string(let code)):
            return WarningCode(rawValue: code) == nil
                ? "unknown warning code '\(code)'; one of \(WarningCode.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))" : nil
        case ("clause", .string(let clause)):
            return ContractClause(rawValue: clause) == nil
                ? "unknown contract clause '\(clause)'; one of \(ContractClause.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))" : nil
        case ("animated", _), ("appearing", _), ("finished", _), ("completed", _): return "expected a boolean"
        case ("code", _), ("clause", _), ("message", _): return "expected a string"
        case ("parent", _), ("viewController", _): return "expected a string (a controller's id, class or title) or null"
        default:
            return "events have no argument '\(key)'; one of \(matcherArgs.sorted().map { "'\($0)'" }.joined(separator: ", "))"
        }
    }

    /// A field error from a decoder that read a part of the file, moved under that part's pointer.
    package static func nested(_ error: Problem.FieldError, under prefix: String) -> Problem.FieldError {
        if let pointer = error.pointer { return .init(pointer: prefix + pointer, detail: error.detail) }
        return error
    }
}
