/// `UINavigationController`'s bookkeeping beyond its controller slot.
struct NavigationState: Codable, Sendable {
    /// The navigation controller's slot (-1 before it exists).
    var vc: VCRef = -1
    var stack: [VCRef] = []
    /// The delegate object (only the managing seed sets one: the managing controller).
    var delegate: VCRef?
    /// The controller whose view the navigation controller currently shows (nil before the first appearance).
    var shownTop: VCRef?
    /// Modern: a stack change waits for the layout pass; `pendingFrom` is what was shown when it was requested.
    var hasPendingTransition = false
    var pendingFrom: VCRef?
    var pendingAnimated = false
    /// Controllers that got `willMove(toParent: nav)` and wait for their `didMove` (the incoming top).
    var pendingDidMoveNav: [VCRef] = []
    /// Controllers that got `willMove(toParent: nil)` and wait for their `didMove(nil)` (the outgoing top).
    var pendingDidMoveNil: [VCRef] = []
    /// Modern launch (DESIGN.md §3.6): the first layout shows the top; the rest waits for the nav's own `viewDidAppear`.
    var initialLayoutPending = false
    var initialCompletionPending = false
}
