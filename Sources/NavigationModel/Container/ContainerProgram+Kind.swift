/// What each kind of container may use (docs/containers.md part 2, 422 `invalid-setup`). An object (`kind: object`, the
/// navigation seed's `SegmentsController`) has no view, no parent and no appearance: it hears `init` and the control's
/// `select`, and switches with the navigation statements. A container view controller is the navigation controller's
/// root, and replacing the stack it sits in is not modelled in v1, so the navigation statements are the object's.
extension ContainerProgram {
    /// The hooks an object container hears: it is created, and it is the control's target.
    static let objectHooks: Set<ContainerHook> = [.`init`, .select]

    func kindProblem() -> (pointer: String, message: String)? {
        guard isObject else {
            guard let s = Self.first(in: allStatementLists, where: Self.isNavigation) else { return nil }
            return (
                s.pointer,
                "setViewControllers on the navigation controller and titleView belong to a container of kind object: a container view controller replacing the stack it is the root of is not modelled"
            )
        }
        if control == .own {
            return ("/control", "an object container has no view to hold its own tab strip: its control is the navigation bar's")
        }
        if let v = views.first { return ("/views/\(v)", "an object container has no view, so no scroll view '\(v)'") }
        if let e = embeds.first { return ("/embeds/\(e)", "an object container has no view to embed '\(e)' in") }
        if let h = hooks.first(where: { !Self.objectHooks.contains($0.hook) }) {
            return ("/on/\(h.hook.rawValue)", "an object container is no view controller: it hears init and select only, not \(h.hook.rawValue)")
        }
        if let s = Self.first(in: allStatementLists, where: Self.needsView) {
            return (s.pointer, "an object container has no view and no children: this statement needs a container view controller")
        }
        return nil
    }

    /// A container that declares a navigation-delegate hook, even an empty one, is the navigation controller's
    /// delegate, as the managing seed makes itself (`navigationController.delegate = self`): UIKit then calls it.
    var isNavigationDelegate: Bool {
        hooks.contains { $0.hook == .navigationWillShow || $0.hook == .navigationDidShow }
    }

    private var allStatementLists: [[ContainerStatement]] { hooks.map(\.body) + functions.map(\.body) }

    private static func isNavigation(_ kind: ContainerStatement.Kind) -> Bool {
        switch kind {
        case .setNavigationStack, .titleView: true
        default: false
        }
    }

    private static func needsView(_ kind: ContainerStatement.Kind) -> Bool {
        switch kind {
        case .addChild, .removeFromParent, .willMove, .didMove, .addSubview, .removeFromSuperview, .begin, .end, .transition,
            .setViewControllers, .setContentOffset, .cancelAnimations, .direct:
            true
        default: false
        }
    }

    private static func first(
        in lists: [[ContainerStatement]], where test: (ContainerStatement.Kind) -> Bool
    ) -> ContainerStatement? {
        for list in lists {
            for s in list {
                if test(s.kind) { return s }
                if let n = first(in: s.blocks.map(\.statements), where: test) { return n }
            }
        }
        return nil
    }
}
