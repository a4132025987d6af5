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
        // One action needs no copy: `apply(_:)` is all or none by itself (its checks run before anything changes,
        // and a container's action runs on a copy of the world). The copy cost a retain and a release of each of
        // the session's references on every write (issue 41).
        if actions.count == 1 {
            do { return try apply(actions[0], maxStackDepth: maxStackDepth) } catch { throw BatchRefusal(index: 0, error: error) }
        }
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
