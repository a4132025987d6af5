/// Transitions that take time (DESIGN.md §3.13–§3.15): the manual clock, the interactive back swipe, and actions that
/// land while a navigation transition is in flight.
extension World {
    /// The kind of a transition in flight, as the state names it.
    enum TransitionKind: String, Codable, Sendable {
        case push, pop
        /// An interactive back swipe (the finger holds it, or its finishing animation runs).
        case backSwipe
        /// A page view controller's scroll: a page swipe or an animated `setViewControllers` (DESIGN.md §3.17).
        case pageScroll
    }

    /// The navigation transition in flight, if any: an animation waiting for its end, or a back swipe.
    struct TransitionInFlight: Equatable, Sendable {
        var kind: TransitionKind
        /// 0…1: how far the outgoing screen has gone.
        var progress: Double
        var from: VCRef?
        var to: VCRef
        /// True while the finger holds a back swipe.
        var interactive: Bool
        /// True while a released back swipe animates back (cancelled).
        var cancelling: Bool
        /// A page scroll toward the previous page.
        var reverse = false
    }

    var transitionInFlight: TransitionInFlight? {
        if pagers != nil, let (_, s) = pageScrollInFlight {
            var progress = s.progress
            if let due = s.due, let length = s.length, length > 0 {
                let p = min(1, max(0, Double(clockMs - (due - length)) / Double(length)))
                progress = s.manual && !s.completes ? s.progress * (1 - p) : s.progress + (1 - s.progress) * p
            }
            return TransitionInFlight(
                kind: .pageScroll, progress: progress, from: s.concealed, to: s.revealed, interactive: s.held,
                cancelling: !s.held && !s.completes, reverse: s.direction == .reverse)
        }
        if let s = swipe {
            if let a = animations.first(where: { $0.swipe != nil }) {
                let p = a.progressAt(clockMs)
                let progress = s.cancelling ? s.progress * (1 - p) : s.progress + (1 - s.progress) * p
                return TransitionInFlight(kind: .backSwipe, progress: progress, from: s.from, to: s.to, interactive: false, cancelling: s.cancelling)
            }
            return TransitionInFlight(kind: .backSwipe, progress: s.progress, from: s.from, to: s.to, interactive: true, cancelling: false)
        }
        guard let a = animations.first else { return nil }
        let kind: TransitionKind = (a.from.map { nav.stack.contains($0) } ?? false) ? .push : .pop
        return TransitionInFlight(kind: kind, progress: a.progressAt(clockMs), from: a.from, to: a.to, interactive: false, cancelling: false)
    }

    // MARK: the clock (DESIGN.md §3.13)

    /// `advance`: runs every animation end due within `ms` milliseconds, each in its own turn at its due time, then sets
    /// the clock to the target. With nothing pending it only moves the clock.
    mutating func advance(ms: Int) {
        let target = clockMs + ms
        while true {
            let next = nextAnimation(dueBy: target)
            // A page scroll settling before the next navigation animation ends first (DESIGN.md §3.17, §3.18).
            if pagers != nil, let page = nextPageSettle(dueBy: next.map { animations[$0].due - 1 } ?? target) {
                if page.due > clockMs { clockMs = page.due }
                depth = 0
                finishPageScroll(page.pvc)
                finishTurn()
                continue
            }
            guard let next else { break }
            let a = animations.remove(at: next)
            if a.due > clockMs { clockMs = a.due }
            depth = 0
            finishAnimation(a)
            finishTurn()
        }
        clockMs = target
    }

    private func nextAnimation(dueBy target: Int) -> Int? {
        var next: Int?
        for j in animations.indices where animations[j].due <= target {
            if next == nil || animations[j].due < animations[next!].due { next = j }
        }
        return next
    }

    /// The end of one animation: a navigation transition's second half, or a released back swipe's.
    mutating func finishAnimation(_ a: PendingCompletion) {
        if a.swipe == true {
            finishBackSwipe(cancelled: false)
        } else if a.swipe == false {
            finishBackSwipe(cancelled: true)
        } else {
            // The second half of an animated transition: its calls follow the transition's rule (DESIGN.md §3.1–§3.3).
            cause = CauseContext(rule: a.rule)
            completeTransition(from: a.from, to: a.to, animated: true)
            cause = CauseContext()
        }
    }

    // MARK: overlaps (DESIGN.md §3.15)

    /// A stack change requested while a transition is in flight: UIKit logs and queues it after the running one
    /// (modern and legacy alike in segnav; thin for legacy). Returns true when it was queued.
    /// A push also logs "Unbalanced calls to begin/end appearance transitions" for the controller it pushes, as the
    /// reports of two pushes at once show (Stack Overflow 9088465).
    mutating func deferIfTransitionInFlight(push: Bool, incoming: VCRef? = nil) -> Bool {
        guard let running = animations.last, swipe == nil else { return false }
        caused(by: CauseContext(rule: .midTransition)) { world in
            let nav = world.nav.vc
            if push {
                world.warn(.nestedPushAnimation, nav, "nested push animation can result in corrupted navigation bar", rule: .midTransition)
                if let incoming {
                    world.warn(
                        .unbalancedAppearanceTransition, incoming,
                        "Unbalanced calls to begin/end appearance transitions for <\(world.controllers[incoming].className)>",
                        rule: .midTransition)
                }
            } else {
                world.warn(
                    .unexpectedTransitionState, nav,
                    "Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.",
                    rule: .midTransition)
            }
            if !world.nav.hasPendingTransition {
                world.nav.hasPendingTransition = true
                world.nav.pendingFrom = running.to
            }
        }
        return true
    }

    // MARK: the interactive back swipe (DESIGN.md §3.14)

    /// `beginBackSwipe`: the gesture calls `popViewControllerAnimated:YES` with an interactive transition. Inside the pop
    /// the top gets `willMove(toParent: nil)` and leaves the stack; then, at once (the gesture's turn),
    /// top.viewWillDisappear → below.viewWillAppear → delegate willShow below. The rest waits for the finger.
    mutating func beginBackSwipe() {
        caused(by: CauseContext(rule: .backSwipe)) { world in
            let b = world.nav.stack[world.nav.stack.count - 1]
            let a = world.nav.stack[world.nav.stack.count - 2]
            world.nav.stack.removeLast()
            world.controllers[world.nav.vc].children = world.nav.stack
            world.containmentCall(.willMoveToParent, b, parent: nil, origin: .system)
            world.controllers[b].parent = nil
            world.nav.pendingDidMoveNil.append(b)
            world.swipe = BackSwipe(from: b, to: a, progress: 0, cancelling: false)
            world.loadViewIfNeeded(a)
            world.attachSilently(a, to: .view(world.nav.vc))
            world.appearance(.viewWillDisappear, b, animated: true, origin: .system)
            world.appearance(.viewWillAppear, a, animated: true, origin: .system)
            world.delegateWillShow(a, animated: true)
        }
    }

    /// `endBackSwipe`: the finger lifts; the rest of the animation runs (to the end or back), taking the rest of the
    /// animation's time on the clock.
    mutating func endBackSwipe(complete: Bool) {
        caused(by: CauseContext(rule: .backSwipe)) { world in
            guard var s = world.swipe else { return }
            s.cancelling = !complete
            world.swipe = s
            let remaining = complete ? 1 - s.progress : s.progress
            let ms = Int((Double(World.animationMs) * remaining).rounded())
            world.animations.append(
                PendingCompletion(due: world.clockMs + ms, from: s.from, to: s.to, rule: .backSwipe, swipe: complete, length: ms))
        }
    }

    /// The finishing animation's end. Completed: as a pop's second half (DESIGN.md §3.2). Cancelled: the top comes
    /// back — top.viewWillAppear → below.viewWillDisappear → below.viewDidDisappear → top.viewDidAppear — it returns
    /// to the stack with no containment call, and the delegate hears no `didShow`.
    mutating func finishBackSwipe(cancelled: Bool) {
        caused(by: CauseContext(rule: .backSwipe)) { world in
            guard let s = world.swipe else { return }
            world.swipe = nil
            if !cancelled {
                world.completeTransition(from: s.from, to: s.to, animated: true)
                return
            }
            world.nav.stack.append(s.from)
            world.controllers[world.nav.vc].children = world.nav.stack
            world.controllers[s.from].parent = world.nav.vc
            if let i = world.nav.pendingDidMoveNil.firstIndex(of: s.from) { world.nav.pendingDidMoveNil.remove(at: i) }
            world.reversingAppearance = true
            world.appearance(.viewWillAppear, s.from, animated: true, origin: .system)
            world.appearance(.viewWillDisappear, s.to, animated: true, origin: .system)
            world.reversingAppearance = nil
            if world.controllers[s.to].superview == .view(world.nav.vc) { world.detachFromSuperview(s.to) }
            world.appearance(.viewDidDisappear, s.to, animated: true, origin: .system)
            world.appearance(.viewDidAppear, s.from, animated: true, origin: .system)
            world.nav.shownTop = s.from
        }
    }
}

/// A back swipe in progress (DESIGN.md §3.14).
struct BackSwipe: Codable, Sendable {
    var from: VCRef
    var to: VCRef
    var progress: Double
    var cancelling: Bool
}

extension PendingCompletion {
    /// 0…1 through its animation at `now`.
    func progressAt(_ now: Int) -> Double {
        let length = self.length ?? World.animationMs
        guard length > 0 else { return 1 }
        return min(1, max(0, Double(now - (due - length)) / Double(length)))
    }
}

extension World {
    /// Where a screen of the navigation controller sits mid-transition (DESIGN.md §3.14): the screen going back slides
    /// right with the progress; the one coming back sits a third of the width to the left at the start (UIKit's
    /// parallax, approximate). A push mirrors it.
    func transitionOffset(of vc: VCRef, in t: TransitionInFlight, width: Double) -> Double {
        let p = t.progress
        if t.kind == .pageScroll {
            // The pages slide side by side: forward, the shown one leaves to the left and the next comes from the right.
            let sign: Double = t.reverse ? 1 : -1
            if vc == t.from { return sign * width * p }
            if vc == t.to { return sign * width * (p - 1) }
            return 0
        }
        let forward = t.kind == .push
        if vc == t.from { return forward ? -width / 3 * p : width * p }
        if vc == t.to { return forward ? width * (1 - p) : -width / 3 * (1 - p) }
        return 0
    }
}

extension ScreenNode {
    /// Moves this node and everything in it `dx` points along x.
    mutating func shift(by dx: Double) {
        guard dx != 0 else { return }
        frame.x += dx
        for i in children.indices { children[i].shift(by: dx) }
    }
}

extension AppearanceState {
    /// appearing ⇄ disappearing: what a cancelled transition does to a controller (and what its container forwards),
    /// `beginAppearanceTransition` the other way as Apple documents it (DESIGN.md §3.14).
    @inline(__always)
    func reverses(into target: AppearanceState) -> Bool {
        (self == .appearing && target == .disappearing) || (self == .disappearing && target == .appearing)
    }
}
