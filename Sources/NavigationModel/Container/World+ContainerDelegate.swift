/// The navigation controller's delegate and calls made by hand (docs/containers.md parts 4 and 5): what the managing
/// seed (crafterm 2010) does in its seed fidelity — `viewWillAppear`/`viewDidAppear` from
/// `navigationController:willShowViewController:animated:` / `…didShow…`, and `didReceiveMemoryWarning` forwarded
/// to every segment controller (DESIGN.md §2.1, §3.1, §3.8).
extension World {
    /// `navigationController(_:willShow:animated:)` or `…didShow…` on a container that is the delegate: its hook, one
    /// level below the delegate call UIKit recorded, with `shown` as a program value (a segment controller, or any other
    /// controller — the container itself, a pushed screen — by its serial). Its `direct` calls have origin `delegate`,
    /// as the built-in managing seed's do.
    mutating func containerNavigationDelegate(_ hook: ContainerHook, _ shown: VCRef, animated: Bool) {
        guard strategy == .container, hasContainer, isAlive(shown) else { return }
        let value: ContainerValue =
            program.segmentVCs.firstIndex(of: shown).map { .controller($0) } ?? .viewController(controllers[shown].serial)
        let saved = containerState.directOrigin
        containerState.directOrigin = .delegate
        containerHook(hook, value, .bool(animated), nested: false)
        if hasContainer { containerState.directOrigin = saved }
    }

    /// `{"direct": name, "on": C, "animated": X}`: the callback called by hand on any controller a value names (a
    /// segment controller, or one `shown` or `navigationStack` gave). A call on the container itself runs its own hook,
    /// which may call again: that nesting counts against the call depth (32), as `call` does.
    mutating func containerDirect(
        _ name: Event.Name, _ c: ContainerCode.Expr, _ animated: ContainerCode.Expr, _ frame: ContainerCode.Frame
    ) {
        guard let vc = containerStackController(containerEval(c, frame)) else { return }
        let a = containerEval(animated, frame).isTrue
        guard !containerFailed else { return }
        let own = vc == program.host
        if own {
            guard containerState.callDepth < ContainerProgram.Limits.callDepth else {
                containerFail("calls on the container itself nested deeper than \(ContainerProgram.Limits.callDepth)", at: "")
                return
            }
            containerState.callDepth += 1
        }
        let origin = containerState.directOrigin
        // The container's own override runs as its code, not the delegate's: its calls have origin `container`.
        if own { containerState.directOrigin = .container }
        if name == .didReceiveMemoryWarning {
            didReceiveMemoryWarning(vc, origin: origin)
        } else {
            appearance(name, vc, animated: a, origin: origin)
        }
        if own, hasContainer {
            containerState.callDepth -= 1
            containerState.directOrigin = origin
        }
    }
}
