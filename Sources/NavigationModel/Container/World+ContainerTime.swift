/// A container program's time (docs/containers.md part 7, R7–R9, DESIGN.md §3.20): `animate`, `async`, timers, scrolls and
/// `transition`, and the turns that run them.
extension World {
    /// Seconds from a program value to logical milliseconds, clamped to an hour (a non-number is 0).
    private static func containerMs(_ v: ContainerValue) -> Int {
        guard let s = v.number, s > 0 else { return 0 }
        return Int((Swift.min(s, 3600) * 1000).rounded())
    }

    /// The length of an animated `setContentOffset` (docs/containers.md part 11.4).
    static let containerScrollMs = 350

    mutating func containerSchedule(
        _ kind: ContainerDeferred.Kind, due: Int?, _ statements: [ContainerStatement], _ frame: ContainerFrame,
        timer: String? = nil, at pointer: String
    ) {
        guard hasContainer else { return }
        guard containerState.pendingCount < ContainerProgram.Limits.pendingDeferred else {
            containerFail("more than \(ContainerProgram.Limits.pendingDeferred) deferred items pending", at: pointer)
            return
        }
        let order = containerState.nextOrder
        containerState.deferred.append(ContainerDeferred(kind: kind, due: due, order: order, statements: statements, frame: frame, timer: timer))
        containerState.nextOrder += 1
    }

    mutating func containerExecuteTimed(_ code: ContainerCode, _ s: ContainerCode.Statement, _ frame: inout ContainerCode.Frame) {
        switch s.op {
        case .animate(let d, let body, let completion):
            let ms = World.containerMs(containerEval(d, frame))
            containerState.animating.append([])
            var block = frame
            let flow = containerRun(code, body, &block, top: false)
            let moved = containerState.animating.popLast() ?? []
            guard flow != .aborted, !completion.source.isEmpty else { return }
            containerSchedule(
                .completion(moved: moved), due: ms > 0 ? clockMs + ms : nil, completion.source, code.stored(frame), at: s.pointer)
        case .async(let body):
            containerSchedule(.block, due: nil, body.source, code.stored(frame), at: s.pointer)
        case .after(let d, let name, let body):
            let due = clockMs + World.containerMs(containerEval(d, frame))
            containerSchedule(.block, due: due, body.source, code.stored(frame), timer: name, at: s.pointer)
        case .invalidate(let name):
            if let i = containerState.deferred.lastIndex(where: { $0.timer == name }) { containerState.deferred.remove(at: i) }
        case .cancelAnimations(let view):
            if let v = view { containerCancelAnimations(v) }
        case .setContentOffset(let view, let page, let animated, let notify):
            guard let v = view, v >= 0, let target = containerEval(page, frame).number else { return }
            let isAnimated = containerEval(animated, frame).isTrue
            containerSetContentOffset(v, target, animated: isAnimated, notify: containerEval(notify, frame).isTrue, code.stored(frame), s.pointer)
        case .transition(let from, let to, let duration, let completion):
            containerTransition(code, from, to, duration, completion, frame, s.pointer)
        default: break
        }
    }

    /// `setContentOffset` (docs/containers.md part 5, scrolls): never clamped; a non-animated one calls `didScroll` synchronously, an
    /// animated one gives two frames 0.35 s apart. Either stops a running scroll animation on the view.
    private mutating func containerSetContentOffset(
        _ v: Int, _ target: Double, animated: Bool, notify: Bool, _ frame: ContainerFrame, _ pointer: String
    ) {
        containerStopScroll(v)
        let n = containerState.animating.count
        if n > 0 { containerState.animating[n - 1].append(v) }
        guard animated else {
            containerState.offsets[v] = target
            if notify { containerHook(.didScroll, .number(target), nested: false) }
            return
        }
        if notify {
            let start = containerState.offsets[v]
            containerHook(.didScroll, .number(start), nested: false)
        }
        var marker = frame
        marker.locals = ["notify": .bool(notify)]
        containerSchedule(.scrollFrame(view: v, target: target), due: clockMs + World.containerScrollMs, [], marker, at: pointer)
    }

    private mutating func containerStopScroll(_ v: Int) {
        containerState.deferred.removeAll {
            if case .scrollFrame(let view, _) = $0.kind { return view == v }
            return false
        }
    }

    /// `cancelAnimations` (R7): the pending completions of animations that moved the view run now, `finished = false`.
    private mutating func containerCancelAnimations(_ v: Int) {
        containerStopScroll(v)
        guard hasContainer else { return }
        let cancelled = containerState.deferred.filter {
            if case .completion(let moved) = $0.kind { return moved.contains(v) }
            return false
        }
        containerState.deferred.removeAll { item in cancelled.contains { $0.order == item.order } }
        for item in cancelled { containerRunDeferred(item, finished: false) }
    }

    /// `transition(from:to:duration:)` (R9): `to`'s view joins `from`'s superview now; `from`'s leaves at the end, then
    /// the completion runs with `finished = true`. Both must be the container's children, or UIKit raises.
    private mutating func containerTransition(
        _ code: ContainerCode, _ from: ContainerCode.Expr, _ to: ContainerCode.Expr, _ duration: ContainerCode.Expr,
        _ completion: ContainerCode.Block, _ frame: ContainerCode.Frame, _ pointer: String
    ) {
        guard let f = containerController(from, frame), let t = containerController(to, frame) else { return }
        guard controllers[f].parent == program.host, controllers[t].parent == program.host,
            let fi = program.segmentVCs.firstIndex(of: f), let ti = program.segmentVCs.firstIndex(of: t)
        else {
            containerFail("transition(from:to:) needs both controllers to be the container's children (UIKit raises)", at: pointer)
            return
        }
        let place = containerState.placements[fi]
        containerAddSubview(t, view: place?.view ?? -1, page: place?.page, pageGiven: place?.page != nil)
        _ = ti
        let ms = World.containerMs(containerEval(duration, frame))
        containerSchedule(.transitionEnd(from: fi), due: ms > 0 ? clockMs + ms : nil, completion.source, code.stored(frame), at: pointer)
    }

    /// One deferred item, in its own turn (or inside `cancelAnimations`): the captured locals, and `finished`. It
    /// stores its frame and statements as a state file keeps them; they run as the compiled block they came from.
    mutating func containerRunDeferred(_ item: ContainerDeferred, finished: Bool = true) {
        var stored = item.frame
        switch item.kind {
        case .block: break
        case .completion, .pageCompletion: stored.args["finished"] = .bool(finished)
        case .scrollFrame(let v, let target):
            containerState.offsets[v] = target
            if item.frame.locals["notify"] != .bool(false) {
                containerHook(.didScroll, .number(target), nested: false)
            }
            containerHook(.didEndScrollingAnimation, nested: false)
            return
        case .transitionEnd(let from):
            stored.args["finished"] = .bool(true)
            let context = containerContext(stored)
            caused(by: context) { world in
                if world.program.segmentVCs.indices.contains(from) {
                    world.containerRemoveFromSuperview(world.program.segmentVCs[from])
                }
            }
        }
        let context = containerContext(stored)
        guard hasContainer, let block = containerState.code.deferredBlock(item.statements) else { return }
        let code = containerState.code
        var frame = ContainerCode.Frame(body: block.body, slots: code.slots(of: stored, body: block.body))
        frame.top = stored.top
        _ = caused(by: context) { $0.containerRun(code, block.statements, &frame, top: false) }
    }

    // MARK: turns

    /// The next-turn items, each in its own turn at the same model time, until none is left (docs/containers.md parts 7 and 11).
    mutating func containerDrainNextTurn() {
        while hasContainer, !containerState.failed,
            let i = containerState.deferred.firstIndex(where: { $0.due == nil && $0.runsByTime })
        {
            let item = containerState.deferred.remove(at: i)
            depth = 0
            containerRunDeferred(item)
            finishTurn()
        }
    }

    /// The earliest timed item due by `limit`: (index, due), lowest due first, scheduling order on ties.
    private func containerNextTimed(dueBy limit: Int) -> (Int, Int)? {
        guard hasContainer else { return nil }
        var best: (Int, Int)?
        for (i, item) in containerState.deferred.enumerated() {
            guard let due = item.due, due <= limit, item.runsByTime else { continue }
            if best == nil || due < best!.1 { best = (i, due) }
        }
        return best
    }

    /// Runs every navigation animation and timed item due by `limit`, in due order, each in its own turn.
    mutating func containerRunTimed(until limit: Int) {
        while !containerFailed {
            let navNext = animations.indices.filter { animations[$0].due <= limit }.min { animations[$0].due < animations[$1].due }
            let timed = containerNextTimed(dueBy: limit)
            // An embedded page view controller's scroll settling first on a tie (as `runToQuiescence`, DESIGN.md §3.18).
            let soonest = Swift.min(navNext.map { animations[$0].due } ?? .max, timed?.1 ?? .max)
            if pagers != nil, let page = nextPageSettle(dueBy: Swift.min(limit, soonest)) {
                if page.due > clockMs { clockMs = page.due }
                depth = 0
                finishPageScroll(page.pvc)
            } else if let n = navNext, timed == nil || animations[n].due <= timed!.1 {
                let a = animations.remove(at: n)
                if a.due > clockMs { clockMs = a.due }
                depth = 0
                finishAnimation(a)
            } else if let (i, due) = timed, hasContainer {
                let item = containerState.deferred.remove(at: i)
                if due > clockMs { clockMs = due }
                depth = 0
                containerRunDeferred(item)
            } else {
                return
            }
            finishTurn()
            containerDrainNextTurn()
        }
    }

    /// The end of an action for a container session: this turn, the next-turn work, then (auto clock) everything timed.
    mutating func containerSettle(manual: Bool) {
        finishTurn()
        containerDrainNextTurn()
        if !manual { containerRunTimed(until: .max) }
    }

    /// `advance` (DESIGN.md §3.13) for a container session: program timers and animations too.
    mutating func containerAdvance(ms: Int) {
        let target = clockMs + ms
        containerRunTimed(until: target)
        if !containerFailed { clockMs = Swift.max(clockMs, target) }
    }
}
