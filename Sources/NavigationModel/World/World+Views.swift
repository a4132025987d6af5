/// The view tree: lazy loading, the window-move appearance hooks, and legacy unloading.
extension World {
    /// Whether the controller's root view is in the window (its superview chain reaches it).
    @inline(__always)
    func isInWindow(_ vc: VCRef) -> Bool {
        guard isAlive(vc), controllers[vc].viewLoaded else { return false }
        var s = controllers[vc].superview
        var hops = 0
        while hops < 64 {
            switch s {
            case .window: return true
            case .none: return false
            case .view(let p):
                guard isAlive(p), controllers[p].viewLoaded else { return false }
                s = controllers[p].superview
            }
            hops += 1
        }
        return false
    }

    /// Accessing `vc.view`: the first access loads it and calls `viewDidLoad` (DESIGN.md §3; `loadView` is not recorded, its
    /// default implementation has no observable effect in the seeds). A reload after a legacy unload is a new view.
    mutating func loadViewIfNeeded(_ vc: VCRef) {
        guard isAlive(vc), !controllers[vc].viewLoaded else { return }
        controllers[vc].viewLoaded = true
        controllers[vc].viewSerial = nextViewSerial
        nextViewSerial += 1
        record(.viewDidLoad, vc, origin: .system)
        depth += 1
        switch controllers[vc].role {
        case .containment: containerViewDidLoad(vc)
        case .managing: managingViewDidLoad(vc)
        case .pageView: pagingViewDidLoad(vc)
        case .program:
            containerAddEmbeds()  // embeds first, then the hook (docs/containers.md part 3, DESIGN.md §3.20 "Embeds")
            containerHook(.viewDidLoad, nested: false)
        case .plain, .navigation: break
        }
        depth -= 1
    }

    /// Puts the view in `host` with no side effect (the navigation controller's own view juggling: its transition code
    /// sends the appearance calls itself, DESIGN.md §3.1).
    mutating func attachSilently(_ vc: VCRef, to host: Superview) {
        detachFromSuperview(vc)
        controllers[vc].superview = host
        switch host {
        case .window: windowSubviews.append(vc)
        case .view(let p): controllers[p].subviews.append(vc)
        case .none: break
        }
    }

    /// Takes the view out of its superview with no side effect.
    mutating func detachFromSuperview(_ vc: VCRef) {
        switch controllers[vc].superview {
        case .none: return
        case .window: windowSubviews.removeAll { $0 == vc }
        case .view(let p): if isAlive(p) { controllers[p].subviews.removeAll { $0 == vc } }
        }
        controllers[vc].superview = .none
    }

    /// Whether UIKit's window-move hook calls the appearance methods of a controller whose view enters or leaves the
    /// window under `host`. The rule lives here alone.
    ///
    /// - modern (iOS 5+): yes when the hierarchy is on screen, for a containment child (DESIGN.md §3.4) and for a detached
    ///   controller (§5, medium confidence), unless its parent is itself mid-appearance (the parent's forwarding covers it).
    ///   Only the moved view's own controller: a detached controller nested deeper gets nothing when an ancestor moves
    ///   (§5: "if it was added while off screen, never").
    /// - legacy (iPhone OS 3): only a view added directly to the window (DESIGN.md §3.5, §3.7; medium-low, inferred).
    @inline(__always)
    private func windowHookApplies(_ vc: VCRef, host: Superview) -> Bool {
        if isModern {
            // A page view controller forwards nothing automatically (DESIGN.md §3.16).
            if let p = controllers[vc].parent, controllers[p].role == .pageView { return false }
            if let p = controllers[vc].parent, controllers[p].role != .navigation, isInAppearanceTransition(p) { return false }
            return true
        }
        return host == .window
    }

    /// `host.addSubview(vc.view)` (the caller has accessed both views already, loading them in its own order).
    /// Modern: `viewWillAppear` inside `addSubview`, `viewDidAppear` after the CA commit (DESIGN.md §3.4). Legacy: both
    /// synchronously, and only for a direct window subview (DESIGN.md §3.4, its iOS 4.3 trace; §3.7).
    mutating func addSubview(_ vc: VCRef, to host: Superview) {
        guard isAlive(vc) else { return }
        let wasInWindow = isInWindow(vc)
        attachSilently(vc, to: host)
        guard !wasInWindow, isInWindow(vc), windowHookApplies(vc, host: host) else { return }
        caused(by: CauseContext(rule: windowHookRule(vc))) { world in
            world.appearance(.viewWillAppear, vc, animated: false, origin: .system)
            if world.isModern {
                world.commitQueue.append(CommitItem(vc: vc, name: .viewDidAppear, animated: false, rule: world.cause.rule))
            } else {
                world.appearance(.viewDidAppear, vc, animated: false, origin: .system)
            }
        }
    }

    /// `vc.view.removeFromSuperview()`: the mirror of `addSubview` (DESIGN.md §3.4 removal, inferred from a trace).
    mutating func removeFromSuperview(_ vc: VCRef) {
        guard isAlive(vc), controllers[vc].superview != .none else { return }
        let host = controllers[vc].superview
        let wasInWindow = isInWindow(vc)
        let hook = wasInWindow && windowHookApplies(vc, host: host)
        caused(by: CauseContext(rule: windowHookRule(vc))) { world in
            if hook { world.appearance(.viewWillDisappear, vc, animated: false, origin: .system) }
            world.detachFromSuperview(vc)
            guard hook else { return }
            if world.isModern {
                world.commitQueue.append(CommitItem(vc: vc, name: .viewDidDisappear, animated: false, rule: world.cause.rule))
            } else {
                world.appearance(.viewDidDisappear, vc, animated: false, origin: .system)
            }
        }
    }

    /// The rule behind the window-move hook's calls: the navigation controller's own (launch, DESIGN.md §3.6, §3.7), a
    /// containment child's (§3.4), or a detached controller's (§3.5).
    func windowHookRule(_ vc: VCRef) -> Rule {
        if controllers[vc].role == .navigation { return isModern ? .launch : .legacy }
        if let p = controllers[vc].parent, controllers[p].role != .navigation { return .containmentChild }
        return .detachedAddSubview
    }

    /// iPhone OS 3 `didReceiveMemoryWarning` default: release a view that has no superview, then `viewDidUnload`
    /// (DESIGN.md §3.8, high). The released view's subviews lose their superview with it. Never on modern (iOS 6+).
    mutating func defaultDidReceiveMemoryWarning(_ vc: VCRef) {
        guard !isModern, isAlive(vc), controllers[vc].viewLoaded, controllers[vc].superview == .none,
            controllers[vc].role != .navigation
        else { return }
        for s in controllers[vc].subviews where isAlive(s) { controllers[s].superview = .none }
        controllers[vc].subviews.removeAll()
        controllers[vc].viewLoaded = false
        caused(by: cause.under(.memoryWarning)) { world in
            world.record(.viewDidUnload, vc, origin: .system)
            world.depth += 1
            if world.controllers[vc].role == .managing { world.managingViewDidUnload(vc) }
            world.depth -= 1
        }
    }
}
