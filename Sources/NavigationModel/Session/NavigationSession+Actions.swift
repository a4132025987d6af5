/// Applying actions: validate everything first (an error leaves the session untouched), then run the action's turn
/// and the animations it starts.
extension NavigationSession {
    public mutating func apply(_ action: Action, maxStackDepth: Int = .max) throws(ActionError) -> ActionOutcome {
        try check(action)
        try checkDepth(action, maxStackDepth: maxStackDepth)
        if world.strategy == .container { return try applyContainer(action) }
        if !launchEvents.isEmpty { launchEvents = [] }
        version += 1
        world.action = version
        world.depth = 0
        world.events.reserveCapacity(16)
        let noop = !world.perform(action)
        if configuration.clock == .manual {
            // DESIGN.md §3.13: the action's own turn only; animations end when `advance` reaches them.
            world.finishTurn()
        } else {
            world.runToQuiescence()
        }
        if world.switching != nil { world.switching = nil }
        var out: [Event] = []
        swap(&out, &world.events)
        return ActionOutcome(events: out, noop: noop)
    }

    /// A container session's action, run in place. One that runs past a limit of its program (docs/containers.md
    /// part 9) is refused and leaves the session as it was: its world is rebuilt from the last checkpoint by running
    /// again the actions applied since (`ContainerRollback`). Running every action on a copy of the world, as before,
    /// cost a quarter of a switch's instructions (callgrind: the copy-on-write copies of the controllers and the
    /// runtime, and the old ones' release).
    private mutating func applyContainer(_ action: Action) throws(ActionError) -> ActionOutcome {
        if rollback?.holds(world, version: version) != true { rollback = ContainerRollback(world, version: version) }
        let noop = world.runContainerAction(action, number: version + 1, manual: configuration.clock == .manual)
        if world.containerFailed, let failure = world.containerState.failure {
            world = rollback!.restored(manual: configuration.clock == .manual)
            throw ActionError(code: .programLimit, field: failure.pointer, message: failure.message)
        }
        var out: [Event] = []
        swap(&out, &world.events)
        rollback!.record(action, world, events: out.count)
        if !launchEvents.isEmpty { launchEvents = [] }
        version += 1
        // Taken after the action rather than before the next, so that a refusal never runs this one again.
        if rollback?.holds(world, version: version) != true { rollback = ContainerRollback(world, version: version) }
        return ActionOutcome(events: out, noop: noop)
    }

    /// Controllers on the navigation stack now.
    public var stackDepth: Int { world.nav.stack.count }

    /// The pushes (`push`, `tapRow`) that would pass `maxStackDepth`, refused before anything runs.
    mutating func checkDepth(_ action: Action, maxStackDepth: Int) throws(ActionError) {
        switch action {
        case .push, .tapRow:
            guard world.nav.stack.count < maxStackDepth else {
                throw ActionError(
                    code: .stackTooDeep, field: "/type",
                    message:
                        "the navigation stack holds \(world.nav.stack.count) screens, the most this server allows (--max-stack-depth \(maxStackDepth)); pop first"
                )
            }
        default:
            break
        }
    }

    /// What the UI (or the code path) cannot do, found without touching the session. `mutating` though it changes
    /// nothing, as are `checkDepth` and `checkTransition`: called from `apply`, a non-mutating method was handed a
    /// bitwise copy of the whole session, three a write (callgrind: `engine-bench switches` 498.5 M → 479.6 M).
    mutating func check(_ action: Action) throws(ActionError) {
        try checkTransition(action)
        if world.strategy == .container, world.hasContainer, !world.containerState.userInteraction, action.isUserTouch {
            throw ActionError(
                code: .transitionInProgress, field: "/type",
                message: "the container program has switched user interaction off (userInteraction): a user cannot touch the screen now")
        }
        switch action {
        case .selectSegment(let index):
            let n = world.segmentCount
            guard index >= 0 && index < n else {
                throw ActionError(code: .indexOutOfRange, field: "/index", message: "segment index \(index) is out of range 0..<\(n)")
            }
            guard world.controlOnScreen else {
                throw ActionError(
                    code: .controlNotOnScreen, field: "/type",
                    message: "the segmented control is not in the top navigation item's title view: a user cannot tap it")
            }
        case .setSegment(let index):
            let n = world.segmentCount
            guard index >= 0 && index < n else {
                throw ActionError(code: .indexOutOfRange, field: "/index", message: "segment index \(index) is out of range 0..<\(n)")
            }
        case .tapRow(let row):
            guard let table = world.visibleTable, let spec = world.controllers[table].screen else {
                throw ActionError(code: .noTableOnScreen, field: "/type", message: "no table view is on screen")
            }
            guard row >= 0 && row < spec.rows.count else {
                throw ActionError(code: .rowOutOfRange, field: "/row", message: "row \(row) is out of range 0..<\(spec.rows.count)")
            }
            guard spec.rows[row].detail != nil else {
                throw ActionError(code: .rowHasNoDetail, field: "/row", message: "row \(row) has no detail screen to push")
            }
        case .push:
            guard world.pusher != nil else {
                throw ActionError(code: .invalidScreen, field: "/type", message: "no controller on screen to push from")
            }
        case .tapBack:
            guard world.backButtonTitle != nil else {
                throw ActionError(code: .noBackButton, field: "/type", message: "the root screen has no back button")
            }
        case .pop, .popToRoot, .memoryWarning, .beginBackSwipe, .updateBackSwipe, .endBackSwipe, .advance,
            .beginPageSwipe, .updatePageSwipe, .endPageSwipe:
            break
        }
    }
}

extension World {
    /// Which actions animate their navigation transition — the one place to change it. A row tap runs the seeds'
    /// `didSelectRowAtIndexPath:` (`pushViewController:animated:YES`); a user's back tap animates. The programmatic
    /// `push`, `pop` and `popToRoot` actions are not animated: DESIGN.md §4 does not say, and only the first two are named
    /// as animated in the engine's brief.
    static let tapRowAnimated = true
    static let tapBackAnimated = true
    static let pushAnimated = false
    static let popAnimated = false
    static let popToRootAnimated = false

    /// Phase 1 of the action's turn. Returns false when UIKit would have done nothing (tap on the selected segment, pop at
    /// the root).
    mutating func perform(_ action: Action) -> Bool {
        switch action {
        case .selectSegment(let index):
            beginSwitch()
            return strategy == .container ? containerSelect(index, user: true) : userTapSegment(index)
        case .setSegment(let index):
            beginSwitch()
            if strategy == .container { return containerSelect(index, user: false) }
            appSetSegment(index)
            return true
        case .tapRow(let row):
            // `tableView(_:didSelectRowAt:)` of the table's controller pushes the row's detail, animated.
            guard let table = visibleTable, let detail = controllers[table].screen?.rows[row].detail else { return false }
            pushScreen(detail, from: table, animated: World.tapRowAnimated, code: .rowTap)
            return true
        case .push(let spec):
            guard let p = pusher else { return false }
            pushScreen(spec, from: p, animated: World.pushAnimated)
            return true
        case .pop:
            return pop(animated: World.popAnimated)
        case .popToRoot:
            return popToRoot(animated: World.popToRootAnimated)
        case .tapBack:
            // The back button pops animated, as a user's tap does.
            return pop(animated: World.tapBackAnimated)
        case .memoryWarning:
            systemMemoryWarning()
            return true
        case .beginBackSwipe:
            beginBackSwipe()
            return true
        case .updateBackSwipe(let progress):
            swipe?.progress = progress
            return true
        case .endBackSwipe(let complete):
            endBackSwipe(complete: complete)
            return true
        case .advance(let ms):
            if strategy == .container { containerAdvance(ms: ms) } else { advance(ms: ms) }
            return true
        case .beginPageSwipe(let direction):
            guard let pvc = pagerOnScreen else { return false }
            beginPageSwipe(pvc, direction: direction)
            return true
        case .updatePageSwipe(let progress):
            guard let pvc = pagerOnScreen else { return false }
            withPager(pvc) { $0.scroll?.progress = progress }
            return true
        case .endPageSwipe(let complete):
            guard let pvc = pagerOnScreen else { return false }
            endPageSwipe(pvc, complete: complete)
            return true
        }
    }
}
