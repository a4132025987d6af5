/// A batch refused at one of its actions; none of the batch was applied.
public struct BatchRefusal: Error, Sendable {
    /// Position of the refused action in the batch.
    public var index: Int
    public var error: ActionError
}

extension NavigationSession {
    /// Applies the actions all or none, as one request's batch is (DESIGN.md §4):
    /// on a copy, kept only if every action succeeds, so a refusal at the last
    /// action leaves no trace of the first. `noop` holds for a single action UIKit ignores. A push that would make the
    /// navigation stack deeper than `maxStackDepth` is refused: every later action's answer grows with the depth
    /// (a memory warning visits each controller), so a caller bounds answers by bounding it.
    public mutating func apply(batch actions: [Action], maxStackDepth: Int = .max) throws(BatchRefusal) -> ActionOutcome {
        var trial = self
        var events: [Event] = []
        var noop = actions.count == 1
        for (index, action) in actions.enumerated() {
            do {
                let outcome = try trial.apply(action, maxStackDepth: maxStackDepth)
                if events.isEmpty { events = outcome.events } else { events += outcome.events }
                noop = noop && outcome.noop
            } catch {
                throw BatchRefusal(index: index, error: error)
            }
        }
        self = trial
        return ActionOutcome(events: events, noop: noop)
    }
}
