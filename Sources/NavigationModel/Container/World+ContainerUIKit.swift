/// UIKit's part of a container program's calls (DESIGN.md §3.20, docs/containers.md R2–R6): begin/end, the window rule for the
/// children's views, and the forwarding of the container's own appearance callbacks.
extension World {
    /// `shouldAutomaticallyForwardAppearanceMethods`, asked each time UIKit needs it (R4/R5).
    mutating func containerForwards() -> Bool {
        guard hasContainer else { return true }
        let code = containerState.code
        if let constant = code.forwardsConstant {
            // One node evaluated, as `containerEval` counts it; null (false) once the action has failed.
            guard !containerState.failed else { return false }
            containerState.evaluations += 1
            guard containerState.evaluations <= ContainerProgram.Limits.evaluationsPerAction else {
                containerFail(World.containerEvaluationsMessage, at: "")
                return false
            }
            return constant
        }
        return containerEval(code.forwards, ContainerCode.Frame(body: code.forwardsBody, slots: ContainerCode.Slots(count: 0))).isTrue
    }

    /// Whether the window rule reaches `vc`: a detached controller, or a child of a container that forwards (R4/R5).
    private mutating func containerWindowRuleApplies(_ vc: VCRef) -> Bool {
        guard isModern else { return false }  // iPhone OS 3: only a view added straight to the window (DESIGN.md §3.7)
        guard let p = controllers[vc].parent else { return true }
        return p == program.host && containerForwards()
    }

    /// The cause of UIKit's answers under the window rule: its rule, and the program's statement that moved the view.
    private func containerWindowContext(_ vc: VCRef) -> CauseContext {
        var context = CauseContext(rule: windowHookRule(vc))
        if cause.code == .containerProgram {
            context.code = .containerProgram
            context.site = cause.site
        }
        return context
    }

    /// `addSubview` (docs/containers.md part 5): loads the views, places the child's view, and applies the window rule (R5, R6).
    mutating func containerAddSubview(_ vc: VCRef, view: Int, page: Double?, pageGiven: Bool) {
        let host = program.host
        guard let i = program.segmentVCs.firstIndex(of: vc) else { return }
        loadViewIfNeeded(host)
        loadViewIfNeeded(vc)
        guard hasContainer else { return }
        let old = containerState.placements[i]
        if controllers[vc].superview == .view(host), let old, old.view == view {
            // R6: already there, nothing is sent; a new page moves its frame.
            if pageGiven { containerState.placements[i]?.page = page }
            return
        }
        containerState.placements[i] = ContainerRuntime.Placement(view: view, page: page)
        let wasInWindow = isInWindow(vc)
        attachSilently(vc, to: .view(host))
        guard !wasInWindow, isInWindow(vc) else { return }
        containerWindowEntry(vc)
    }

    /// A child's view enters the window (docs/containers.md part 1.1): a disappeared or disappearing child gets `viewWillAppear` now and
    /// `viewDidAppear` in the commit if it is still appearing then; an appearing or appeared one gets nothing.
    mutating func containerWindowEntry(_ vc: VCRef) {
        let s = controllers[vc].appearance
        guard s == .disappeared || s == .disappearing, containerWindowRuleApplies(vc) else { return }
        caused(by: containerWindowContext(vc)) { world in
            world.appearance(.viewWillAppear, vc, animated: false, origin: .system)
            world.commitQueue.append(
                CommitItem(
                    vc: vc, name: .viewDidAppear, animated: false, rule: world.cause.rule, onlyIf: .appearing,
                    site: world.cause.code == .containerProgram ? world.cause.site : nil))
        }
    }

    /// `removeFromSuperview` (docs/containers.md part 5): the mirror of `containerAddSubview`; a view in no superview is left alone.
    mutating func containerRemoveFromSuperview(_ vc: VCRef) {
        guard controllers[vc].superview != .none else { return }
        if hasContainer, let i = program.segmentVCs.firstIndex(of: vc) { containerState.placements[i] = nil }
        let s = controllers[vc].appearance
        let exit = isInWindow(vc) && (s == .appeared || s == .appearing) && containerWindowRuleApplies(vc)
        guard exit else {
            detachFromSuperview(vc)
            return
        }
        caused(by: containerWindowContext(vc)) { world in
            world.appearance(.viewWillDisappear, vc, animated: false, origin: .system)
            world.detachFromSuperview(vc)
            world.commitQueue.append(
                CommitItem(
                    vc: vc, name: .viewDidDisappear, animated: false, rule: world.cause.rule, onlyIf: .disappearing,
                    site: world.cause.code == .containerProgram ? world.cause.site : nil))
        }
    }

    /// `beginAppearanceTransition(_:animated:)` (R2): recorded, then UIKit's will- call, whatever the state — a
    /// reversal or a repeat is delivered, and the contract judges it. It does not load the view (docs/containers.md part 11.11).
    mutating func containerBegin(_ vc: VCRef, appearing: Bool, animated: Bool) {
        record(.beginAppearanceTransition, vc, origin: .container, animated: animated, appearing: appearing)
        if hasContainer { containerState.beganAnimated[vc] = animated }
        depth += 1
        caused(by: cause.under(.containerProgram)) { world in
            world.appearance(appearing ? .viewWillAppear : .viewWillDisappear, vc, animated: animated, origin: .system)
        }
        depth -= 1
    }

    /// `endAppearanceTransition()` (R3): the did- call of a transition in flight, or nothing but UIKit's "Unbalanced
    /// calls to begin/end appearance transitions" (the `balanced` clause's `unbalancedAppearanceTransition`).
    mutating func containerEnd(_ vc: VCRef) {
        record(.endAppearanceTransition, vc, origin: .container)
        let s = controllers[vc].appearance
        guard s == .appearing || s == .disappearing else {
            warn(
                .unbalancedAppearanceTransition, vc,
                "Unbalanced calls to begin/end appearance transitions for \(controllers[vc].className) (\(controllers[vc].id)): endAppearanceTransition while \(s.rawValue)",
                origin: .system, rule: .containerProgram)
            return
        }
        let animated = hasContainer ? containerState.beganAnimated[vc] ?? false : false
        depth += 1
        caused(by: cause.under(.containerProgram)) { world in
            world.appearance(s == .appearing ? .viewDidAppear : .viewDidDisappear, vc, animated: animated, origin: .system)
        }
        depth -= 1
    }

    /// The container's own appearance callback `name` (R4/R5, docs/containers.md part 1.1): its hook first, then — when it forwards —
    /// the same call to its UIKit children whose views are loaded and in its view, in the order they were added.
    mutating func containerOwnAppearance(_ name: Event.Name, animated: Bool, origin: Event.Origin, via: Int) {
        let host = program.host
        if let hook = ContainerHook.appearance(name) { containerHook(hook, .bool(animated)) }
        guard origin == .system, containerForwards() else { return }
        var forwarding = cause.under(.containmentChild)
        forwarding.via = via
        caused(by: forwarding) { world in
            for child in world.controllers[host].children
            where world.controllers[child].viewLoaded && world.controllers[child].superview == .view(host) {
                world.appearance(name, child, animated: animated, origin: .system)
            }
        }
    }
}
