/// `UINavigationController`: stack operations, transitions, delegate calls, and its launch (DESIGN.md §3.1–§3.3, §3.6, §3.7).
extension World {
    @inline(__always)
    var navVisible: Bool { isAlive(nav.vc) && isInWindow(nav.vc) }

    /// `UINavigationController()` / `init(rootViewController:)`: `R.willMove(toParent: nav)` inside init (DESIGN.md §3.6).
    mutating func makeNavigationController(root: VCRef?) -> VCRef {
        let n = makeController(className: "UINavigationController", title: nil, role: .navigation, screen: nil)
        nav.vc = n
        if let root { setViewControllers([root], animated: false, rule: .launch) }
        return n
    }

    /// `pushViewController(_:animated:)`: the stack changes and `B.willMove(toParent: nav)` inside the call; the rest runs
    /// in the next layout pass (modern, DESIGN.md §3.1) or right away (legacy: DESIGN.md §3.1, its iOS 4.1 trace; §3.7).
    /// `origin` is the call path: the managing seed pushes through its managing controller (DESIGN.md §2.1: a segment controller's `navigationController` is nil),
    /// so the one call made inside `push` on its behalf, `willMove`, is recorded with origin `container`.
    mutating func push(_ b: VCRef, animated: Bool, origin: Event.Origin = .system) {
        caused(by: cause.under(.push)) { world in
            let from = world.nav.stack.last
            _ = world.deferIfTransitionInFlight(push: true, incoming: b)
            world.noteStackChange(animated: animated)
            world.nav.stack.append(b)
            world.controllers[b].parent = world.nav.vc
            world.controllers[world.nav.vc].children = world.nav.stack
            world.containmentCall(.willMoveToParent, b, parent: world.nav.vc, origin: origin)
            world.nav.pendingDidMoveNav.append(b)
            world.runOrScheduleTransition(from: from, animated: animated)
        }
    }

    /// `popViewController(animated:)`: nil at the root (a no-op, as in UIKit). Inside the call `B.willMove(toParent: nil)`;
    /// the layout pass then runs the pop (DESIGN.md §3.2).
    @discardableResult
    mutating func pop(animated: Bool) -> Bool {
        guard nav.stack.count > 1 else { return false }
        caused(by: cause.under(.pop)) { world in
            let from = world.nav.stack.last
            _ = world.deferIfTransitionInFlight(push: false)
            world.noteStackChange(animated: animated)
            let b = world.nav.stack.removeLast()
            world.controllers[world.nav.vc].children = world.nav.stack
            world.leaveStack(b)
            world.runOrScheduleTransition(from: from, animated: animated)
            world.releaseIfUnowned(b)
        }
        return true
    }

    /// `popToRootViewController(animated:)`: a pop whose middle controllers get `willMove`/`didMove(nil)` at once and no
    /// appearance calls (DESIGN.md §3, DESIGN.md §3.3's rule for hidden removed controllers).
    @discardableResult
    mutating func popToRoot(animated: Bool = World.popToRootAnimated) -> Bool {
        guard nav.stack.count > 1 else { return false }
        setViewControllers([nav.stack[0]], animated: animated)
        return true
    }

    /// `setViewControllers(_:animated:)` (DESIGN.md §3.3, medium-high): removed controllers in old-stack order get
    /// `willMove(nil)` (hidden ones `didMove(nil)` at once), inserted ones `willMove(nav)` (non-top ones `didMove(nav)` at
    /// once); the shown top changes like a push, the old top's `didMove(nil)` right after its `viewDidDisappear`.
    /// An identical stack changes nothing.
    mutating func setViewControllers(_ newStack: [VCRef], animated: Bool, rule: Rule = .setViewControllers) {
        guard newStack != nav.stack, let newTop = newStack.last else { return }
        caused(by: cause.under(rule)) { world in
            let from = world.nav.stack.last
            _ = world.deferIfTransitionInFlight(push: false)
            world.noteStackChange(animated: animated)
            let old = world.nav.stack
            for r in old where !newStack.contains(r) { world.leaveStack(r) }
            world.nav.stack = newStack
            for a in newStack where !old.contains(a) {
                world.controllers[a].parent = world.nav.vc
                world.containmentCall(.willMoveToParent, a, parent: world.nav.vc, origin: .system)
                if a == newTop {
                    world.nav.pendingDidMoveNav.append(a)
                } else {
                    world.containmentCall(.didMoveToParent, a, parent: world.nav.vc, origin: .system)
                }
            }
            world.controllers[world.nav.vc].children = world.nav.stack
            world.runOrScheduleTransition(from: from, animated: animated)
            for r in old where !newStack.contains(r) { world.releaseIfUnowned(r) }
        }
    }

    /// A controller leaves the stack: `willMove(toParent: nil)`; the shown one waits for its `viewDidDisappear` before
    /// `didMove(nil)`, a hidden one (or one pushed and removed before it was ever shown) gets it at once (DESIGN.md §3.3).
    private mutating func leaveStack(_ r: VCRef) {
        containmentCall(.willMoveToParent, r, parent: nil, origin: .system)
        controllers[r].parent = nil
        if let i = nav.pendingDidMoveNav.firstIndex(of: r) {
            nav.pendingDidMoveNav.remove(at: i)
            containmentCall(.didMoveToParent, r, parent: nil, origin: .system)
        } else if r == nav.shownTop || (nav.hasPendingTransition && r == nav.pendingFrom) {
            nav.pendingDidMoveNil.append(r)
        } else {
            containmentCall(.didMoveToParent, r, parent: nil, origin: .system)
        }
    }

    /// Remembers what was on screen when the first change of this turn was requested (modern coalescing).
    private mutating func noteStackChange(animated: Bool) {
        guard isModern, navVisible, !nav.hasPendingTransition, !nav.initialLayoutPending else { return }
        nav.hasPendingTransition = true
        nav.pendingFrom = nav.shownTop
        nav.pendingAnimated = animated
    }

    private mutating func runOrScheduleTransition(from: VCRef?, animated: Bool) {
        guard navVisible, !nav.initialLayoutPending, !nav.initialCompletionPending else { return }
        // DESIGN.md §3.15: a change queued behind a transition in flight starts when that one ends.
        if isModern || (nav.hasPendingTransition && !animations.isEmpty) {
            nav.pendingAnimated = nav.pendingAnimated || animated
            return  // the layout pass runs it (World+RunLoop)
        }
        guard let to = nav.stack.last else { return }
        caused(by: cause.under(.legacy)) { $0.beginTransition(from: $0.nav.shownTop ?? from, to: to, animated: animated) }
    }

    /// The modern layout pass: `_startDeferredTransitionIfNeeded` (DESIGN.md §3.1, §3.6).
    mutating func navigationLayoutPass() {
        caused(by: cause.under(.launch)) { world in
            if world.nav.initialLayoutPending {
                world.nav.initialLayoutPending = false
                guard let top = world.nav.stack.last else { return }
                // DESIGN.md §3.6: R.viewDidLoad → R.viewWillAppear → willShow R → didShow R; the rest waits for nav.viewDidAppear.
                world.loadViewIfNeeded(top)
                world.attachSilently(top, to: .view(world.nav.vc))
                world.appearance(.viewWillAppear, top, animated: false, origin: .system)
                world.delegateWillShow(top, animated: false)
                world.delegateDidShow(top, animated: false)
                world.nav.shownTop = top
                world.nav.initialCompletionPending = true
                return
            }
            guard world.nav.hasPendingTransition, world.animations.isEmpty, world.swipe == nil else { return }
            world.nav.hasPendingTransition = false
            let from = world.nav.pendingFrom
            world.nav.pendingFrom = nil
            guard let to = world.nav.stack.last else { return }
            world.cause.rule = world.transitionRule(from: from, to: to)
            world.beginTransition(from: from, to: to, animated: world.nav.pendingAnimated)
            world.nav.pendingAnimated = false
        }
    }

    /// First half of a transition (DESIGN.md §3.1/§2): load the incoming view (a legacy reload happens here, §2), then
    /// from.viewWillDisappear → to.viewWillAppear → delegate willShow. Non-animated: the second half follows at once.
    mutating func beginTransition(from: VCRef?, to: VCRef, animated: Bool) {
        if from == to {
            finishStackBookkeeping(from: nil, to: to)
            return
        }
        loadViewIfNeeded(to)
        attachSilently(to, to: .view(nav.vc))
        if let from { appearance(.viewWillDisappear, from, animated: animated, origin: .system) }
        appearance(.viewWillAppear, to, animated: animated, origin: .system)
        delegateWillShow(to, animated: animated)
        if animated {
            animations.append(PendingCompletion(due: clockMs + World.animationMs, from: from, to: to, rule: cause.rule))
        } else {
            completeTransition(from: from, to: to, animated: false)
        }
    }

    /// Second half (DESIGN.md §3.1/§2): from.viewDidDisappear → from.didMove(nil) if it left → to.viewDidAppear →
    /// to.didMove(nav) if new → delegate didShow. The outgoing view leaves the navigation controller's view here.
    mutating func completeTransition(from: VCRef?, to: VCRef, animated: Bool) {
        if let from {
            if controllers[from].superview == .view(nav.vc) { detachFromSuperview(from) }
            appearance(.viewDidDisappear, from, animated: animated, origin: .system)
            if let i = nav.pendingDidMoveNil.firstIndex(of: from) {
                nav.pendingDidMoveNil.remove(at: i)
                containmentCall(.didMoveToParent, from, parent: nil, origin: .system)
            }
        }
        appearance(.viewDidAppear, to, animated: animated, origin: .system)
        if let i = nav.pendingDidMoveNav.firstIndex(of: to) {
            nav.pendingDidMoveNav.remove(at: i)
            containmentCall(.didMoveToParent, to, parent: nav.vc, origin: .system)
        }
        delegateDidShow(to, animated: animated)
        nav.shownTop = to
        finishStackBookkeeping(from: from, to: to)
    }

    /// Anything still waiting for a `didMove` that no transition will send (e.g. re-setting the shown stack).
    private mutating func finishStackBookkeeping(from: VCRef?, to: VCRef) {
        if let i = nav.pendingDidMoveNav.firstIndex(of: to) {
            nav.pendingDidMoveNav.remove(at: i)
            containmentCall(.didMoveToParent, to, parent: nav.vc, origin: .system)
        }
        let leftovers = nav.pendingDidMoveNil
        nav.pendingDidMoveNil.removeAll()
        for r in leftovers { containmentCall(.didMoveToParent, r, parent: nil, origin: .system) }
        if let from { releaseIfUnowned(from) }
        for r in leftovers { releaseIfUnowned(r) }
    }

    /// What UIKit does after a navigation controller's own appearance call (at the same depth, see `appearance`).
    /// - modern: at launch its `viewWillAppear` does not forward (the top's view is not inside yet); its `viewDidAppear`
    ///   finishes the launch transition: top.viewDidAppear → top.didMove(nav) → didShow again (DESIGN.md §3.6).
    /// - legacy: as a direct window subview it forwards to its top controller, which it loads and inserts first, with the
    ///   delegate calls around (DESIGN.md §3.7, medium-low).
    mutating func navigationForwardAppearance(_ name: Event.Name, animated: Bool) {
        guard let top = nav.stack.last else { return }
        caused(by: cause.under(isModern ? .launch : .legacy)) { world in
            if world.isModern {
                guard name == .viewDidAppear, world.nav.initialCompletionPending else { return }
                world.nav.initialCompletionPending = false
                world.appearance(.viewDidAppear, top, animated: animated, origin: .system)
                if let i = world.nav.pendingDidMoveNav.firstIndex(of: top) {
                    world.nav.pendingDidMoveNav.remove(at: i)
                    world.containmentCall(.didMoveToParent, top, parent: world.nav.vc, origin: .system)
                }
                world.delegateDidShow(top, animated: animated)
                return
            }
            switch name {
            case .viewWillAppear:
                world.loadViewIfNeeded(top)
                world.attachSilently(top, to: .view(world.nav.vc))
                world.appearance(.viewWillAppear, top, animated: animated, origin: .system)
                world.delegateWillShow(top, animated: animated)
            case .viewDidAppear:
                world.appearance(.viewDidAppear, top, animated: animated, origin: .system)
                if let i = world.nav.pendingDidMoveNav.firstIndex(of: top) {
                    world.nav.pendingDidMoveNav.remove(at: i)
                    world.containmentCall(.didMoveToParent, top, parent: world.nav.vc, origin: .system)
                }
                world.delegateDidShow(top, animated: animated)
                world.nav.shownTop = top
            case .viewWillDisappear, .viewDidDisappear:
                world.appearance(name, top, animated: animated, origin: .system)
            default: break
            }
        }
    }

    /// The app delegate puts the navigation controller on screen.
    /// - modern: `window.rootViewController = nav` — a 2010 app delegate's `[window addSubview:nav.view]` is run this way
    ///   because iOS 9+ refuses a window without a root view controller at the end of launch. nav.viewDidLoad, then
    ///   nav.viewWillAppear inside the window move, the rest in the layout pass and the commit (DESIGN.md §3.6).
    /// - legacy: `[window addSubview:nav.view]`, everything synchronous inside the call (DESIGN.md §3.7).
    mutating func putNavigationControllerInWindow() {
        loadViewIfNeeded(nav.vc)
        if isModern { nav.initialLayoutPending = true }
        addSubview(nav.vc, to: .window)
    }

    /// Delegate `navigationController(_:willShow:animated:)`; receiver = the delegate, `shown` = the controller.
    mutating func delegateWillShow(_ shown: VCRef, animated: Bool) {
        guard let d = nav.delegate, isAlive(d) else { return }
        record(.navigationWillShow, d, origin: .system, animated: animated, shownRef: controllers[shown].serial)
        depth += 1
        managingDelegateWillShow(shown, animated: animated)
        containerNavigationDelegate(.navigationWillShow, shown, animated: animated)
        depth -= 1
    }

    mutating func delegateDidShow(_ shown: VCRef, animated: Bool) {
        guard let d = nav.delegate, isAlive(d) else { return }
        record(.navigationDidShow, d, origin: .system, animated: animated, shownRef: controllers[shown].serial)
        depth += 1
        managingDelegateDidShow(shown, animated: animated)
        containerNavigationDelegate(.navigationDidShow, shown, animated: animated)
        depth -= 1
    }

    /// The rule a modern transition from `from` to `to` follows: a push leaves `from` in the stack, a pop takes it out
    /// with `to` already shown once, `setViewControllers` brings `to` in new (DESIGN.md §3.1–§3.3).
    func transitionRule(from: VCRef?, to: VCRef) -> Rule {
        guard let from else { return .launch }
        if nav.stack.contains(from) { return .push }
        return nav.pendingDidMoveNav.contains(to) ? .setViewControllers : .pop
    }

    /// The back button of the top item (DESIGN.md §3.10): the previous item's `backBarButtonItem` as it is — an item
    /// with a nil title gives a button with no text (""), not "Back" — else its `backButtonTitle` (unused by the seeds),
    /// else its `title`, else "Back"; none at the root.
    var backButtonTitle: String? {
        guard nav.stack.count > 1 else { return nil }
        let prev = controllers[nav.stack[nav.stack.count - 2]]
        if prev.hasBackBarButtonItem == true { return prev.backBarButtonTitle ?? "" }
        return prev.title ?? "Back"
    }
}
