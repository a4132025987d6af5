/// How a container session undoes an action its program refused (docs/containers.md part 9) without running every
/// action on a copy of its world: a checkpoint of the world and the actions applied since. The engine is
/// deterministic, so running those actions again on the checkpoint gives back the world as it was before the refused
/// one. What a refusal runs again is less than a quarter of one action's budgets (once the actions since the
/// checkpoint have spent that, the session takes a new one after the action: `holds(_:version:)`), and a checkpoint
/// costs one copy of the world per `maxActions` actions instead of one per action (callgrind: the copy, its
/// copy-on-write copies and the old world's release were a quarter of a switch's instructions).
struct ContainerRollback: Sendable {
    /// The world at the checkpoint, never changed (a copy shares its storage until one side writes).
    private let world: World
    /// The session's `version` at the checkpoint.
    private let version: Int
    /// The actions applied since, each one that succeeded.
    private var actions: [Action] = []
    /// What they spent, against one action's budgets (docs/containers.md part 9).
    private var steps = 0
    private var evaluations = 0
    private var events = 0
    /// The world's event sequence after the last action recorded: a world changed by anything else is not the
    /// checkpoint's plus `actions`, and gets a new checkpoint.
    private var seq: Int

    /// How many actions a refusal would run again now.
    var pending: Int { actions.count }

    /// Actions kept before a new checkpoint: bounds the memory of the log and the work of running it again.
    static let maxActions = 64

    init(_ world: World, version: Int) {
        self.world = world
        self.version = version
        seq = world.seq
    }

    /// Whether this can rebuild `world`, the session's world at `version`, within a quarter of one action's budgets.
    /// A method asked through the optional (`rollback?.holds`): binding the optional copied the checkpoint's world,
    /// a retain and a release of each of its references (callgrind).
    func holds(_ world: World, version: Int) -> Bool {
        self.version &+ actions.count == version && seq == world.seq && actions.count < Self.maxActions
            && steps < ContainerProgram.Limits.stepsPerAction / 4
            && evaluations < ContainerProgram.Limits.evaluationsPerAction / 4
            && events < ContainerProgram.Limits.eventsPerAction / 4
    }

    /// Notes an action that succeeded, leaving `world` (its events handed out) and `events` of them.
    mutating func record(_ action: Action, _ world: World, events count: Int) {
        actions.append(action)
        if world.hasContainer {
            steps &+= world.containerState.steps
            evaluations &+= world.containerState.evaluations
        }
        events &+= count
        seq = world.seq
    }

    /// The world after the recorded actions, run again on the checkpoint as the session ran them.
    func restored(manual: Bool) -> World {
        var w = world
        for (i, action) in actions.enumerated() {
            _ = w.runContainerAction(action, number: version &+ i &+ 1, manual: manual)
            w.events = []
        }
        return w
    }
}

extension World {
    /// One action of a container session, numbered `number`: its turn, and then the turns and time it settles in.
    /// Returns whether it was a no-op. The session refuses it when the program ran past a limit (`containerFailed`).
    mutating func runContainerAction(_ action: Action, number: Int, manual: Bool) -> Bool {
        self.action = number
        depth = 0
        events.reserveCapacity(16)
        if hasContainer {
            containerState.steps = 0
            containerState.evaluations = 0
            containerState.callDepth = 0
        }
        let noop = !perform(action)
        containerSettle(manual: manual)
        if switching != nil { switching = nil }
        return noop
    }
}
