/// One run-loop turn (DESIGN.md §3): (1) the action's code — already run by the caller; (2) the layout pass runs pending
/// navigation transitions (modern, DESIGN.md §3 "big picture"), then lays out the views entering the window (DESIGN.md
/// §3.21); (3) the Core Animation commit runs the after-commit queue
/// FIFO (DESIGN.md §3.4). Animations end in later turns, 0.35 s apart on the logical clock, still inside the same action.
extension World {
    /// Animation length of a navigation transition, in logical milliseconds (DESIGN.md §3: 0.35 s).
    static let animationMs = 350

    /// Phases 2 and 3 of the current turn.
    mutating func finishTurn() {
        depth = 0
        if isModern || nav.hasPendingTransition { navigationLayoutPass() }
        if strategy == .container || recordsLayout != nil { layoutPass() }
        depth = 0
        var i = 0
        while i < commitQueue.count {
            let item = commitQueue[i]
            cause = CauseContext(rule: item.rule)
            if let site = item.site {
                cause.code = .containerProgram
                cause.site = site
            }
            if item.onlyIf == nil || controllers[item.vc].appearance == item.onlyIf {
                appearance(item.name, item.vc, animated: item.animated, origin: .system)
            }
            depth = 0
            i += 1
        }
        cause = CauseContext()
        commitQueue.removeAll(keepingCapacity: true)
        for r in nav.pendingDidMoveNil where !isRetained(r) { releaseIfUnowned(r) }
    }

    /// Finishes the current turn, then every animation it started, each in its own turn at its due time.
    mutating func runToQuiescence() {
        finishTurn()
        while !animations.isEmpty || pagers != nil {
            // A page view controller's scroll settling before the next navigation animation ends first (DESIGN.md §3.18).
            if pagers != nil, let page = nextPageSettle(dueBy: animations.map(\.due).min() ?? .max) {
                if page.due > clockMs { clockMs = page.due }
                depth = 0
                finishPageScroll(page.pvc)
                finishTurn()
                continue
            }
            if animations.isEmpty { break }
            var next = 0
            for j in animations.indices where animations[j].due < animations[next].due { next = j }
            let a = animations.remove(at: next)
            if a.due > clockMs { clockMs = a.due }
            depth = 0
            finishAnimation(a)
            finishTurn()
        }
    }
}
