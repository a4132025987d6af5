import NavigationModel
import SegnavWire

/// Runs a scenario in process, with no server and no socket: the model of
/// `POST /v1/sessions` and `…/actions`, step by step, each step's events and
/// state in the API's own JSON, checked against the step's expectations.
public enum ScenarioRunner {
    public static func run(_ scenario: Scenario) -> ScenarioResult {
        var result = ScenarioResult(name: scenario.name, steps: [])
        var session: NavigationSession
        do {
            session = try NavigationSession(configuration: scenario.setup)
        } catch {
            // The decoder builds the setup once already; this only guards a model that changed meanwhile.
            result.setupError = "\(error.field): \(error.message)"
            return result
        }
        var controllers: ControllerNames = [:]
        var lastSerial = -1
        remember(session, after: &lastSerial, in: &controllers)
        for (index, step) in scenario.steps.enumerated() {
            var outcome = StepResult(index: index, title: step.title, action: step.action)
            var events: [Event]
            if let actions = step.actions {
                // All or none, as a batch is applied by `POST …/actions`.
                do {
                    events = try session.apply(batch: actions).events
                    outcome.status = 200
                } catch {
                    events = []
                    outcome.status = 422
                    outcome.reason = error.error.code
                    outcome.refusal = (actions.count > 1 ? "action \(error.index): " : "") + error.error.message
                }
            } else {
                events = session.launchEvents
            }
            remember(session, after: &lastSerial, in: &controllers)
            let observed = events.map { ObservedEvent($0, controllers: controllers) }
            // The state is built and read back only for a step that states one: a step costs what it changed and asks.
            let stateJSON =
                step.state == nil
                ? JSON.null
                : (try? JSON.parse(session.state().encoded(id: "scenario", preset: scenario.setup.preset))) ?? .null
            outcome.events = observed
            outcome.expect = step.expect.map(\.json)
            outcome.matched = matchedEvents(step, observed, controllers)
            outcome.failures = check(step, outcome, observed, stateJSON, controllers)
            result.steps.append(outcome)
        }
        return result
    }

    /// Every controller seen so far keeps its names: one that left the
    /// hierarchy during a step can still be named in that step's matchers.
    /// Names never change, so only the controllers made since the last call are added.
    package static func remember(_ session: NavigationSession, after lastSerial: inout Int, in controllers: inout ControllerNames) {
        let made = session.controllerNames(madeAfter: lastSerial)
        for controller in made.names {
            controllers[controller.id] = (controller.className, controller.title)
        }
        lastSerial = made.last
    }

    package static func check(
        _ step: ScenarioStep, _ outcome: StepResult, _ events: [ObservedEvent], _ state: JSON,
        _ controllers: ControllerNames
    ) -> [StepFailure] {
        var failures: [StepFailure] = []
        if step.actions != nil {
            let expected = step.status ?? 200
            if expected == 200, outcome.status == 422 {
                failures.append(
                    .init(
                        kind: .status,
                        message:
                            "expected the action to be applied (200), but the UI refused it: 422 \(outcome.reason?.rawValue ?? "") — \(outcome.refusal ?? "")"))
                return failures  // its events and state say nothing more
            }
            if expected == 422, outcome.status == 200 {
                failures.append(
                    .init(
                        kind: .status,
                        message: "expected the UI to refuse the action (422\(step.reason.map { " \($0.rawValue)" } ?? "")), but it was applied (200)"))
            } else if expected == 422, let reason = step.reason, outcome.reason != reason {
                failures.append(
                    .init(
                        kind: .status, message: "expected the refusal \(reason.rawValue), got \(outcome.reason?.rawValue ?? "none") — \(outcome.refusal ?? "")")
                )
            }
        }
        failures += expectations(step, events, controllers)
        for (i, matcher) in step.forbid.enumerated() {
            if let hit = events.first(where: { matcher.matches($0, controllers) }) {
                // A forbid failure has no diff: its message carries why the event happened.
                failures.append(
                    .init(
                        kind: .forbid, message: "forbidden \(matcher.summary) happened: \(hit.line)" + (hit.causeLine.map { "; \($0)" } ?? ""),
                        matcher: i, matcherJSON: matcher.json, nearest: hit))
            }
        }
        if let expectedState = step.state {
            for difference in Self.differences(expected: expectedState, actual: state, pointer: "") {
                failures.append(.init(kind: .state, message: difference))
            }
        }
        return failures
    }

    /// `expect`: the matchers in order, as a subsequence of the events (or all
    /// of them, one for one, with `exactly`). Reports the first that fails,
    /// with the event nearest to it.
    package static func expectations(_ step: ScenarioStep, _ events: [ObservedEvent], _ controllers: ControllerNames) -> [StepFailure] {
        if let names = step.exactlyNames, !step.exactly { return namedExpectations(step, names, events, controllers) }
        if step.exactly {
            for (i, matcher) in step.expect.enumerated() {
                guard i < events.count else {
                    return [
                        .init(
                            kind: .expect,
                            message: "expected \(step.expect.count) events exactly, the step had \(events.count): nothing for \(matcher.summary)",
                            matcher: i, matcherJSON: matcher.json, after: events.last?.seq)
                    ]
                }
                let differences = matcher.mismatches(events[i], controllers)
                if !differences.isEmpty {
                    return [
                        .init(
                            kind: .expect, message: "event \(i + 1) of exactly \(step.expect.count): \(events[i].line): \(differences.joined(separator: "; "))",
                            matcher: i, matcherJSON: matcher.json, nearest: events[i], after: i > 0 ? events[i - 1].seq : nil)
                    ]
                }
            }
            if events.count > step.expect.count {
                let extra = events[step.expect.count]
                return [
                    .init(
                        kind: .expect, message: "expected \(step.expect.count) events exactly, the step had \(events.count); the first extra: \(extra.line)",
                        matcher: nil, nearest: extra, after: step.expect.isEmpty ? nil : events[step.expect.count - 1].seq)
                ]
            }
            return []
        }
        var position = 0
        var used = Set<Int>()
        for (i, matcher) in step.expect.enumerated() {
            if let found = events[position...].firstIndex(where: { matcher.matches($0, controllers) }) {
                used.insert(found)
                position = found + 1
                continue
            }
            let after = position > 0 ? events[position - 1].seq : nil
            // The nearest: an event no other matcher took that matches but came before an earlier
            // matcher's (out of order), else the event after the last match that satisfies most of it.
            let earlier = events.indices[..<position].first { !used.contains($0) && matcher.matches(events[$0], controllers) }.map { events[$0] }
            var nearest = earlier
            if nearest == nil {
                for event in events[position...] where nearest.map({ matcher.score(event, controllers) > matcher.score($0, controllers) }) ?? true {
                    nearest = event
                }
            }
            var message = "no event \(after.map { "after #\($0) " } ?? "")matches \(matcher.summary)"
            if let earlier {
                message += ": it matches \(earlier.line), which comes before an earlier matcher's event (out of order)"
            } else if let nearest {
                let differences = matcher.mismatches(nearest, controllers)
                message += "; nearest: \(nearest.line)" + (differences.isEmpty ? "" : ": " + differences.joined(separator: "; "))
            } else {
                message += " (no event left in the step)"
            }
            return [.init(kind: .expect, message: message, matcher: i, matcherJSON: matcher.json, nearest: nearest, after: after)]
        }
        return []
    }

    /// `"exactly": [names]`: the named events one for one first (an extra call is the regression this exists for),
    /// then the rest of the matchers as a subsequence. Matcher indexes in failures stay those of the whole `expect`.
    static func namedExpectations(
        _ step: ScenarioStep, _ names: [Event.Name], _ events: [ObservedEvent], _ controllers: ControllerNames
    ) -> [StepFailure] {
        let chosen = Set(names.map(\.rawValue))
        let indexes = step.expect.indices.filter { step.expect[$0].name.map { chosen.contains($0.rawValue) } ?? false }
        var exact = step
        exact.exactlyNames = nil
        exact.exactly = true
        exact.expect = indexes.map { step.expect[$0] }
        let failures = expectations(exact, events.filter { chosen.contains($0.name) }, controllers)
        if !failures.isEmpty {
            return failures.map { failure in
                var failure = failure
                failure.matcher = failure.matcher.map { indexes[$0] }
                failure.message = "counting only \(names.map(\.rawValue).joined(separator: ", ")): " + failure.message
                return failure
            }
        }
        var rest = step
        rest.exactlyNames = nil
        return expectations(rest, events, controllers)
    }

    /// For each `expect` matcher, the index of the event it matched (nil from
    /// the first that found none on): what the aligned diff shows.
    package static func matchedEvents(_ step: ScenarioStep, _ events: [ObservedEvent], _ controllers: ControllerNames) -> [Int?] {
        var matched: [Int?] = []
        var position = 0
        for (i, matcher) in step.expect.enumerated() {
            if step.exactly {
                matched.append(i < events.count && matcher.matches(events[i], controllers) && !matched.contains(nil) ? i : nil)
                continue
            }
            guard !matched.contains(nil), let found = events[position...].firstIndex(where: { matcher.matches($0, controllers) }) else {
                matched.append(nil)
                continue
            }
            matched.append(found)
            position = found + 1
        }
        return matched
    }

    /// Where `actual` differs from the part of it `expected` states: objects
    /// member by member (others may exist), arrays element by element (same
    /// length), values exactly.
    package static func differences(expected: JSON, actual: JSON, pointer: String) -> [String] {
        switch (expected, actual) {
        case (.object(let members), .object):
            return members.flatMap { member -> [String] in
                let path = pointer + "/" + FieldReader.escape(member.key)
                guard let value = actual[member.key] else { return ["\(path) is missing (expected \(member.value.text))"] }
                return differences(expected: member.value, actual: value, pointer: path)
            }
        case (.array(let expectedElements), .array(let actualElements)):
            guard expectedElements.count == actualElements.count else {
                return ["\(pointer) has \(actualElements.count) elements, expected \(expectedElements.count): \(Self.excerpt(actual))"]
            }
            return zip(expectedElements, actualElements).enumerated().flatMap { i, pair in
                differences(expected: pair.0, actual: pair.1, pointer: pointer + "/\(i)")
            }
        default:
            return expected == actual ? [] : ["\(pointer.isEmpty ? "/" : pointer) is \(Self.excerpt(actual)), expected \(Self.excerpt(expected))"]
        }
    }

    /// A value as JSON, cut at 200 characters: a two-byte expectation (`[]`)
    /// must not answer the whole list it differs from (the answer stays O(file)).
    package static func excerpt(_ value: JSON) -> String {
        let text = value.text
        return text.count <= 200 ? text : String(text.prefix(199)) + "…"
    }
}
