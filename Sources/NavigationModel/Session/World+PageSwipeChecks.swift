/// What a page view controller's scroll allows (DESIGN.md §3.17, §3.19), found without touching the session.
extension World {
    /// The page view controller a finger can reach: the first whose view is in the window while no navigation
    /// transition moves it.
    var pagerOnScreen: VCRef? {
        guard let pagers else { return nil }
        for p in pagers where isInWindow(p.pvc) { return p.pvc }
        return nil
    }

    /// `beginPageSwipe`, `updatePageSwipe`, `endPageSwipe`.
    func checkPageSwipe(_ action: Action) throws(ActionError) {
        guard let pvc = pagerOnScreen else {
            throw ActionError(
                code: .noPageViewController, field: "/type",
                message: "no page view controller is on screen: the paging program's pages can be swiped only while it is the top screen")
        }
        let scroll = pager(pvc).scroll
        switch action {
        case .beginPageSwipe(let direction):
            guard isModern else {
                throw ActionError(
                    code: .unsupportedOnRuntime, field: "/type",
                    message: "UIPageViewController arrived in iOS 5: iPhone OS 3 (runtime legacy) has none")
            }
            guard scroll?.held != true else {
                throw ActionError(code: .transitionInProgress, field: "/type", message: "a page swipe is already held: end it first")
            }
            guard swipe == nil, animations.isEmpty else {
                throw ActionError(
                    code: .transitionInProgress, field: "/type",
                    message: "a navigation transition is in flight: the page cannot be dragged until it ends (advance the clock)")
            }
            let current = pager(pvc).viewControllers.first
            guard let current, pageNeighbour(pvc, of: current, direction) != nil else {
                let side = direction == .forward ? "after" : "before"
                throw ActionError(
                    code: .noPageInDirection, field: "/direction",
                    message: "the data source has no page \(side) the shown one: the scroll view only bounces and nothing is called")
            }
        case .updatePageSwipe(let progress):
            guard scroll?.held == true else {
                throw ActionError(code: .noPageSwipe, field: "/type", message: "no page swipe is held: send beginPageSwipe first")
            }
            guard progress >= 0 && progress <= 1 else {
                throw ActionError(code: .indexOutOfRange, field: "/progress", message: "progress must be between 0 and 1")
            }
        default:
            guard scroll?.held == true else {
                throw ActionError(code: .noPageSwipe, field: "/type", message: "no page swipe is held: send beginPageSwipe first")
            }
        }
    }

    /// Any other action while a page scroll is in flight: while the finger holds it, the page view controller takes
    /// no other touch and segnav refuses app code rather than guess; while it settles, only a segment switch (a
    /// `setViewControllers` that interrupts it, DESIGN.md §3.19) is modelled.
    func checkPageScrollAllows(_ action: Action) throws(ActionError) {
        guard pagers != nil, let (_, scroll) = pageScrollInFlight else { return }
        if scroll.held {
            throw ActionError(
                code: .transitionInProgress, field: "/type",
                message: "a page swipe is held: end it (endPageSwipe) first")
        }
        if !action.isSegmentSwitch {
            throw ActionError(
                code: .transitionInProgress, field: "/type",
                message: "a page view controller's scroll is settling: advance the clock first (only a segment switch may interrupt it)")
        }
    }
}
