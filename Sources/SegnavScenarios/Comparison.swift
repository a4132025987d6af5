import NavigationModel
import SegnavWire

/// A comparison (`POST /v1/compare`, DESIGN.md §4): one segment setup and one action script through every
/// strategy (and runtime if asked), the event logs side by side with where they differ. Pure work on the
/// model, no session and no transport: the route decodes, bounds and schedules it (`CompareRoutes`).
package enum Comparison {
    package struct Plan: Sendable {
        package var base: SessionConfiguration
        package var actions: [Action]
        package var strategies: [Strategy]
        package var runtimes: [Runtime]
    }

    package static func decode(_ body: JSON) throws(Problem) -> Plan {
        guard case .object(var members) = body else {
            throw Problem.badRequest("the body must be a JSON object", errors: [.init(pointer: "", detail: "expected an object, got \(body.typeName)")])
        }
        // The compare-only members; the rest is a create body.
        var errors: [Problem.FieldError] = []
        func take(_ key: String) -> JSON? {
            guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
            return members.remove(at: index).value
        }
        var actions: [Action] = []
        if let raw = take("actions") {
            if case .array(let elements) = raw, elements.count <= ActionDecoder.maxBatch {
                for (i, element) in elements.enumerated() {
                    if let action = ActionDecoder.decodeAction(element, pointer: "/actions/\(i)", errors: &errors) { actions.append(action) }
                }
            } else {
                errors.append(.init(pointer: "/actions", detail: "expected an array of at most \(ActionDecoder.maxBatch) actions"))
            }
        }
        // The default stays the three seed programs, as before `paging` existed: a client that names none gets the same
        // comparison; `paging` runs when it is named (DESIGN.md §2).
        let strategies =
            enumList(take("strategies"), Strategy.self, pointer: "/strategies", errors: &errors)
            ?? Strategy.allCases.filter { $0 != .paging }
        let runtimes = enumList(take("runtimes"), Runtime.self, pointer: "/runtimes", errors: &errors)
        var configuration: SessionConfiguration?
        do {
            configuration = try CreateRequestDecoder.decode(.object(members))
        } catch {
            errors = error.errors + errors
        }
        guard errors.isEmpty, let configuration else {
            throw Problem.badRequest("the comparison is invalid", errors: errors)
        }
        return Plan(
            base: configuration, actions: actions, strategies: strategies,
            runtimes: runtimes ?? [configuration.runtime])
    }

    package static func enumList<E: RawRepresentable & CaseIterable & Equatable>(
        _ value: JSON?, _ type: E.Type, pointer: String, errors: inout [Problem.FieldError]
    ) -> [E]? where E.RawValue == String {
        guard let value else { return nil }
        guard case .array(let elements) = value, !elements.isEmpty else {
            errors.append(.init(pointer: pointer, detail: "expected a non-empty array"))
            return nil
        }
        var result: [E] = []
        for (i, element) in elements.enumerated() {
            guard case .string(let text) = element, let item = E(rawValue: text) else {
                errors.append(.init(pointer: "\(pointer)/\(i)", detail: "must be one of \(E.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))"))
                continue
            }
            if !result.contains(item) { result.append(item) }
        }
        return result
    }

    package struct Run {
        package var strategy: Strategy
        package var runtime: Runtime
        /// Per step (0 = launch, i = action i): its events, or the refusal.
        package var steps: [(events: [Event], error: ActionError?)]
        package var setupError: SetupError?
        package var final: SessionState?
        /// Every controller the run made, by id, kept as it goes: a screen popped
        /// and released is still named by its title where the runs are compared.
        package var names: ControllerNames = [:]
    }

    /// The comparison's answer: every run, where their lifecycle calls differ, and each pair's first divergence.
    package static func answer(_ plan: Plan) -> JSON {
        var runs: [Run] = []
        // A container program (docs/containers.md) runs as one more setup, first, beside the built-in strategies.
        var strategies = plan.strategies
        if plan.base.container != nil && !strategies.contains(.container) { strategies.insert(.container, at: 0) }
        for runtime in plan.runtimes {
            for strategy in strategies {
                var configuration = plan.base
                configuration.runtime = runtime
                if configuration.strategy != strategy {
                    // A preset is one seed's own setup code; another strategy runs the same screens.
                    configuration.preset = nil
                    configuration.strategy = strategy
                }
                if strategy != .container { configuration.container = nil }
                runs.append(execute(configuration, actions: plan.actions))
            }
        }
        return [
            "runs": .array(runs.map(json)),
            "differences": .array(
                differences(runs, actionCount: plan.actions.count, programClass: plan.base.container?.className)),
            "pairs": .array(pairs(runs)),
        ]
    }

    package static func execute(_ configuration: SessionConfiguration, actions: [Action]) -> Run {
        var run = Run(strategy: configuration.strategy, runtime: configuration.runtime, steps: [])
        var session: NavigationSession
        do {
            session = try NavigationSession(configuration: configuration)
        } catch {
            run.setupError = error
            return run
        }
        var lastSerial = 0
        ScenarioRunner.remember(session, after: &lastSerial, in: &run.names)
        run.steps.append((session.launchEvents, nil))
        for action in actions {
            do {
                run.steps.append((try session.apply(action).events, nil))
                ScenarioRunner.remember(session, after: &lastSerial, in: &run.names)
            } catch {
                run.steps.append(([], error))
            }
        }
        run.final = session.state()
        return run
    }

    package static func json(_ run: Run) -> JSON {
        var members: [(key: String, value: JSON)] = [
            ("strategy", .string(run.strategy.rawValue)), ("runtime", .string(run.runtime.rawValue)),
        ]
        if let error = run.setupError {
            members.append(("error", ["field": .string(error.field), "message": .string(error.message)]))
            return .object(members)
        }
        members.append(
            (
                "steps",
                .array(
                    run.steps.enumerated().map { index, step in
                        var step_: [(key: String, value: JSON)] = [("step", JSON(index)), ("events", .array(step.events.map(\.json)))]
                        if let error = step.error {
                            step_.append(("error", ["code": .string(error.code.rawValue), "message": .string(error.message)]))
                        }
                        return .object(step_)
                    })
            ))
        if let final = run.final {
            members.append(
                (
                    "final",
                    [
                        "selectedIndex": JSON(final.selectedIndex),
                        "topController": JSON(final.navigationStack.last.map { $0.title ?? $0.className }),
                        "backButtonTitle": JSON(final.current.backButtonTitle),
                        "stackDepth": JSON(final.navigationStack.count),
                        "warnings": JSON(final.warnings),
                    ]
                ))
        }
        return .object(members)
    }

    /// Where the runs disagree, step by step, on the lifecycle calls the
    /// screens' own controllers receive ("Italy.viewWillAppear"): the
    /// container objects differ by design, so they are left out.
    package static func differences(_ runs: [Run], actionCount: Int, programClass: String? = nil) -> [JSON] {
        var containers = Strategy.containerClassNames.union(["UINavigationController"])
        if let programClass { containers.insert(programClass) }
        func signature(_ events: [Event], in run: Run) -> [String] {
            let titles = Dictionary((run.final?.controllers ?? []).map { ($0.id, $0.title ?? $0.className) }, uniquingKeysWith: { a, _ in a })
            return events.compactMap { event in
                guard event.name != .warning, !containers.contains(event.receiver.className) else { return nil }
                return "\(titles[event.receiver.id] ?? event.receiver.className).\(event.name.rawValue)"
            }
        }
        // A run whose setup failed has no steps to compare; its error is in its own entry.
        let runs = runs.filter { $0.setupError == nil }
        var out: [JSON] = []
        for step in 0...actionCount {
            let signatures = runs.map { run in step < run.steps.count ? signature(run.steps[step].events, in: run) : [] }
            guard Set(signatures).count > 1 else { continue }
            out.append([
                "step": JSON(step),
                "calls": .array(
                    zip(runs, signatures).map { run, calls in
                        [
                            "strategy": .string(run.strategy.rawValue), "runtime": .string(run.runtime.rawValue),
                            "calls": .array(calls.map(JSON.string)),
                        ]
                    }),
            ])
        }
        return out
    }
}
