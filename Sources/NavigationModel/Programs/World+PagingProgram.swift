/// The `paging` program: UIKit's own pager under the navigation bar's segmented control (DESIGN.md §2). Its
/// `SegmentedPageViewController` is a `UIPageViewController` (scroll style) that is its own data source and delegate;
/// the control is its navigation item's title view. A tap on the control calls
/// `setViewControllers([page], direction:, animated: true)`; a completed swipe moves the control.
extension World {
    /// The app delegate: the pages first, then the page view controller, `UINavigationController(rootViewController:)`,
    /// `window.rootViewController`.
    mutating func launchPaging() {
        caused(by: CauseContext(code: .appDelegate)) { world in
            for spec in world.program.specs {
                world.program.segmentVCs.append(world.makeSegmentController(spec))
            }
            let pvc = world.makeController(
                className: Strategy.paging.containerClassName, title: nil, role: .pageView, screen: nil)
            world.program.host = pvc
            world.registerPager(pvc, delegate: pvc, pages: world.program.segmentVCs)
            _ = world.makeNavigationController(root: pvc)
            world.putNavigationControllerInWindow()
        }
    }

    /// `viewDidLoad`: one segment per page (an untitled page gets an untitled segment), segment 0 selected, its page set
    /// without animation (DESIGN.md §3.18), then the control becomes the title view.
    mutating func pagingViewDidLoad(_ pvc: VCRef) {
        guard strategy == .paging, pvc == program.host else { return }
        caused(by: CauseContext(code: .pagingViewDidLoad)) { world in
            let titles = world.program.segmentVCs.map { world.controllers[$0].title }
            world.program.control = SegmentedControlState(items: titles, selected: 0)
            world.program.lastSelected = 0
            world.pagerSetViewControllers(pvc, world.program.segmentVCs[0], direction: .forward, animated: false)
            world.program.controlOwner = pvc
        }
    }

    /// `segmentChanged(_:)`: the selected segment's page, forward when it lies after the shown one, animated.
    mutating func pagingSegmentChanged() {
        guard let control = program.control else { return }
        let pvc = program.host
        caused(by: CauseContext(code: .pagingSegmentChanged)) { world in
            let page = world.program.segmentVCs[control.selected]
            let shown = world.pager(pvc).viewControllers.first.flatMap { world.program.segmentVCs.firstIndex(of: $0) } ?? 0
            let direction: PageDirection = control.selected >= shown ? .forward : .reverse
            world.pagerSetViewControllers(pvc, page, direction: direction, animated: true)
            // An interrupted swipe's didFinishAnimating can arrive inside the call (DESIGN.md §3.19) and move the
            // control to the page it left; the tap wins.
            world.program.control?.selected = control.selected
            world.program.lastSelected = control.selected
        }
    }

    /// The delegate's `didFinishAnimating … transitionCompleted: true`: the control follows the page now shown (setting
    /// `selectedSegmentIndex` in code sends no `valueChanged`, DESIGN.md §3.9). A cancelled swipe leaves it alone.
    mutating func pageDelegateDidFinish(_ pvc: VCRef) {
        guard strategy == .paging, pvc == program.host, let page = pager(pvc).viewControllers.first,
            let index = program.segmentVCs.firstIndex(of: page)
        else { return }
        program.control?.selected = index
        program.lastSelected = index
    }
}
