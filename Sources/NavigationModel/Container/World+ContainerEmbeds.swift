/// A container program's embeds (docs/containers.md part 2, DESIGN.md §3.20 "Embeds"): UIKit's own
/// `UIPageViewController` (scroll style) as a child of the container. It is the very model the `paging` program runs
/// (`World+PageViewController.swift`, DESIGN.md §3.16–§3.19): its children, forwarding, `setViewControllers` and page
/// swipes are UIKit's, and only the calls the program makes on it (`setViewControllers`) are the program's.
extension World {
    /// The class an embed's events name.
    static let embedClassName = "UIPageViewController"

    /// Embed `name`'s page view controller, nil before the container's view has loaded (embeds are made in its
    /// `viewDidLoad`). A container session's `pagers` holds its embeds alone, in declaration order.
    func containerEmbed(_ name: String) -> VCRef? {
        guard hasContainer, let i = containerState.program.embeds.firstIndex(of: name), let pagers, i < pagers.count else {
            return nil
        }
        return pagers[i].pvc
    }

    /// The container's `viewDidLoad`, before its hook (docs/containers.md part 3): each embed is created with the segment
    /// controllers as its data source's pages and the container as its delegate, then added as a child the way a library
    /// does it — `addChild` (UIKit's willMove, R1), its view into the container's view, `didMove(toParent:)` — under the
    /// site `<class>.embeds/<name>`. Its view loading sends its own `viewDidLoad`.
    mutating func containerAddEmbeds() {
        guard hasContainer, !containerState.program.embeds.isEmpty, pagers == nil else { return }
        let program = containerState.program
        let host = self.program.host
        for name in program.embeds {
            var context = CauseContext(rule: .containerProgram)
            context.code = .containerProgram
            context.site = containerState.internSite("\(program.className).embeds/\(name)")
            caused(by: context) { world in
                let pvc = world.makeController(className: World.embedClassName, title: nil, role: .pageView, screen: nil)
                world.registerPager(pvc, delegate: host, pages: world.program.segmentVCs)
                world.addChild(pvc, to: host)
                world.loadViewIfNeeded(pvc)
                world.addSubview(pvc, to: .view(host))
                world.containmentCall(.didMoveToParent, pvc, parent: host, origin: .system)
            }
        }
    }

    /// `pageViewController(E).setViewControllers([C], direction:, animated:, completion:)` (DESIGN.md §3.18 through
    /// the embed). A null controller does nothing (docs/containers.md part 5). The completion belongs to the scroll it
    /// starts: it runs when that scroll is cleaned up — at once when not animated, at the settle when animated, with
    /// `finished` false when a later scroll interrupts it (§3.19) — and never when UIKit returns early (the page already
    /// shown, animated).
    mutating func containerSetViewControllers(
        _ code: ContainerCode, _ embed: String, _ page: ContainerCode.Expr, direction: ContainerCode.Expr,
        animated: ContainerCode.Expr, completion: ContainerCode.Block, _ frame: ContainerCode.Frame, at pointer: String
    ) {
        guard let pvc = containerEmbed(embed) else {
            containerFail(
                "used embed '\(embed)' before it exists: embeds are made when the container's view loads, before its viewDidLoad hook",
                at: pointer + "/pageViewController")
            return
        }
        guard let vc = containerController(page, frame) else { return }
        if pager(pvc).scroll?.held == true {
            // Only a timer can get here (every other action is refused while the finger holds the page, §3.17): what
            // UIKit does with a programmatic set under a held drag is not read, so segnav refuses rather than guess.
            containerFail(
                "setViewControllers while the finger holds a page swipe is not modelled: end the swipe (endPageSwipe) first",
                at: pointer)
            return
        }
        let d: PageDirection
        switch containerEval(direction, frame) {
        case .string("forward"): d = .forward
        case .string("reverse"): d = .reverse
        default:
            containerFail("direction must be \"forward\" or \"reverse\"", at: pointer + "/direction")
            return
        }
        let isAnimated = containerEval(animated, frame).isTrue
        let early = isAnimated && pager(pvc).viewControllers.first == vc
        pagerSetViewControllers(pvc, vc, direction: d, animated: isAnimated)
        guard !early, !completion.source.isEmpty, !containerFailed else { return }
        if let scroll = pager(pvc).scroll, !scroll.manual, scroll.revealed == vc {
            containerSchedule(.pageCompletion(pvc: pvc), due: nil, completion.source, code.stored(frame), at: pointer)
        } else {
            var block = frame
            if let finished = code.finishedSlot(frame.body) { block.slots[finished] = .bool(true) }
            let context = containerContext(frame)
            _ = caused(by: context) { $0.containerRun(code, completion.statements, &block, top: false) }
        }
    }

    /// The scroll of `pvc` was cleaned up (`_cleanUpCompletionState:didFinish:didComplete:`): the completion of the
    /// `setViewControllers` that started it runs now, with `finished`.
    mutating func containerPageScrollCleanedUp(_ pvc: VCRef, finished: Bool) {
        guard hasContainer,
            let i = containerState.deferred.firstIndex(where: {
                if case .pageCompletion(let p) = $0.kind { return p == pvc }
                return false
            })
        else { return }
        let item = containerState.deferred.remove(at: i)
        containerRunDeferred(item, finished: finished)
    }
}
