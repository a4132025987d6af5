/// UIKit's `UIPageViewController` in the scroll style (DESIGN.md §3.16–§3.19): its children, its own appearance
/// forwarding, `setViewControllers(_:direction:animated:)`, and the page swipe of its queuing scroll view.
///
/// Every function takes the page view controller's `VCRef`, and its state lives in `World.pagers` keyed by it, so a
/// container program can embed one as it embeds any child: nothing here knows which program owns it.

/// `UIPageViewController.NavigationDirection`.
public enum PageDirection: String, CaseIterable, Codable, Sendable {
    case forward, reverse
}

/// One page view controller's own state.
struct PageViewState: Codable, Sendable {
    var pvc: VCRef
    /// Its delegate and data source: the receiver of the delegate calls (the program's own object).
    var delegate: VCRef
    /// What the data source answers from, in order: page i's neighbours are i − 1 and i + 1.
    var pages: [VCRef]
    /// `viewControllers`: the page shown (one, the scroll style).
    var viewControllers: [VCRef] = []
    /// `_cachedViewControllersForScroll`: the pages that are its children, in the order they became so.
    var cached: [VCRef] = []
    /// The scroll in flight, if any.
    var scroll: PageScroll?
}

/// A scroll of the queuing scroll view: a page swipe (`manual`) or an animated `setViewControllers`.
struct PageScroll: Codable, Sendable {
    var manual: Bool
    var revealed: VCRef
    var concealed: VCRef?
    var direction: PageDirection
    /// 0…1 of the page's width the finger has moved it.
    var progress: Double
    /// True while the finger holds the swipe.
    var held: Bool
    /// After the lift (or for a programmatic scroll): whether it completes.
    var completes: Bool
    /// When the settling animation ends (logical ms), nil while held.
    var due: Int?
    var length: Int?
}

extension World {
    /// The index of `pvc`'s state in `pagers`.
    func pagerIndex(_ pvc: VCRef) -> Int? {
        pagers?.firstIndex { $0.pvc == pvc }
    }

    /// `pvc`'s state (it must have one).
    func pager(_ pvc: VCRef) -> PageViewState {
        pagers![pagerIndex(pvc)!]
    }

    /// Changes `pvc`'s state in place.
    mutating func withPager(_ pvc: VCRef, _ body: (inout PageViewState) -> Void) {
        guard let i = pagerIndex(pvc) else { return }
        body(&pagers![i])
    }

    /// Creates the state of a new page view controller (its init with the scroll style; DESIGN.md §3.16).
    mutating func registerPager(_ pvc: VCRef, delegate: VCRef, pages: [VCRef]) {
        var all = pagers ?? []
        all.append(PageViewState(pvc: pvc, delegate: delegate, pages: pages))
        pagers = all
    }

    /// The page the data source gives before or after `page` (`viewControllerBefore/After`), nil at either end.
    func pageNeighbour(_ pvc: VCRef, of page: VCRef, _ direction: PageDirection) -> VCRef? {
        let pages = pager(pvc).pages
        guard let i = pages.firstIndex(of: page) else { return nil }
        let j = direction == .forward ? i + 1 : i - 1
        return pages.indices.contains(j) ? pages[j] : nil
    }

    /// The context of UIKit's calls under `rule`: a container program's statement that reached the page view
    /// controller stays their code (docs/containers.md part 8, DESIGN.md §3.20 "Embeds"); the built-in `paging`
    /// program's calls carry the rule alone, as before.
    @inline(__always)
    func pageContext(_ rule: Rule) -> CauseContext {
        var context = CauseContext(rule: rule)
        if cause.code == .containerProgram {
            context.code = .containerProgram
            context.site = cause.site
        }
        return context
    }

    // MARK: children and legal appearance transitions (DESIGN.md §3.16)

    /// `_shouldGenerateAppearanceCallbacksWhenScrolling`: only while the page view controller is appearing or appeared.
    func pagerGeneratesAppearance(_ pvc: VCRef) -> Bool {
        let s = controllers[pvc].appearance
        return s == .appearing || s == .appeared
    }

    /// `_cacheViewControllerForScroll:`: a page becomes a child (addChild, then didMove) the moment it is supplied.
    mutating func cachePage(_ pvc: VCRef, _ page: VCRef) {
        guard !pager(pvc).cached.contains(page) else { return }
        caused(by: pageContext(.pageContainment)) { world in
            world.addChild(page, to: pvc)
            world.containmentCall(.didMoveToParent, page, parent: pvc, origin: .system)
            world.withPager(pvc) { $0.cached.append(page) }
        }
    }

    /// UIKit's `willMove(toParent: nil)` to a page. A page replaced by setViewControllers hears it then and again at
    /// its flush ([D26], §3.18), and a page replaced twice while its scroll settles hears it at each: UIKit's own
    /// repeats, which no app can change, so the containment clause does not judge a repeat (§3.11).
    mutating func pageWillMoveOut(_ page: VCRef) {
        let repeated = controllers[page].containmentPhase == .movingOut
        containmentCall(.willMoveToParent, page, parent: nil, origin: .system, judged: !repeated)
    }

    /// `_flushViewController:animated:`: begin(NO) and end if possible, willMove(nil), removal (`removeFromParent`
    /// sends didMove(nil)); its view leaves the scroll view.
    mutating func flushPage(_ pvc: VCRef, _ page: VCRef, animated: Bool) {
        caused(by: pageContext(.pageContainment)) { world in
            world.beginPageAppearance(page, appearing: false, animated: animated)
            world.endPageAppearance(page, animated: animated)
            world.pageWillMoveOut(page)
            world.detachFromSuperview(page)
            world.removeFromParent(page)
            world.withPager(pvc) { $0.cached.removeAll { $0 == page } }
        }
    }

    /// Flushes every cached page that is not shown (segnav flushes at the end of each settled scroll: the queue's own
    /// depth is not modelled, DESIGN.md §3.16).
    mutating func flushHiddenPages(_ pvc: VCRef, animated: Bool) {
        let state = pager(pvc)
        for page in state.cached where !state.viewControllers.contains(page) {
            flushPage(pvc, page, animated: animated)
        }
    }

    /// `_child:beginAppearanceTransitionIfPossible:`: never a second begin in the same direction; a reversal of a
    /// half-done one is allowed (DESIGN.md §3.16), and is no breach of the contract.
    mutating func beginPageAppearance(_ page: VCRef, appearing: Bool, animated: Bool) {
        let s = controllers[page].appearance
        let possible = appearing ? (s == .disappeared || s == .disappearing) : (s == .appeared || s == .appearing)
        guard possible else { return }
        let saved = reversingAppearance
        reversingAppearance = true
        appearance(appearing ? .viewWillAppear : .viewWillDisappear, page, animated: animated, origin: .system)
        reversingAppearance = saved
    }

    /// `_child:endAppearanceTransitionIfPossible:`: ends the transition the page is in, if it is in one.
    mutating func endPageAppearance(_ page: VCRef, animated: Bool) {
        switch controllers[page].appearance {
        case .appearing: appearance(.viewDidAppear, page, animated: animated, origin: .system)
        case .disappearing: appearance(.viewDidDisappear, page, animated: animated, origin: .system)
        case .appeared, .disappeared: break
        }
    }

    /// `_sendChildViewWill:appear:animated:`: the page view controller's own appearance goes to `viewControllers`
    /// only, never to the cached neighbours (`shouldAutomaticallyForwardAppearanceMethods` is NO; DESIGN.md §3.16).
    mutating func pagerForwardAppearance(_ pvc: VCRef, _ name: Event.Name, animated: Bool) {
        guard pagerIndex(pvc) != nil else { return }
        caused(by: cause.under(.pageContainment)) { world in
            for page in world.pager(pvc).viewControllers {
                switch name {
                case .viewWillAppear: world.beginPageAppearance(page, appearing: true, animated: animated)
                case .viewWillDisappear: world.beginPageAppearance(page, appearing: false, animated: animated)
                default: world.endPageAppearance(page, animated: animated)
                }
            }
        }
    }

    // MARK: the queuing scroll view's callbacks (DESIGN.md §3.17)

    /// `queuingScrollView:willManuallyScroll:toRevealView:concealView:`: a manual scroll tells the delegate
    /// `willTransitionTo: [revealed]`; then, if the page view controller appears, revealed begins to appear and every
    /// other cached page begins to disappear (its view not loaded, or the concealed one) or ends what it was doing.
    mutating func pagerWillScroll(_ pvc: VCRef, manual: Bool, revealed: VCRef, concealed: VCRef?, animated: Bool) {
        if manual {
            let delegate = pager(pvc).delegate
            record(.pageWillTransition, delegate, origin: .system, shownRef: controllers[revealed].serial)
        }
        guard pagerGeneratesAppearance(pvc) else { return }
        beginPageAppearance(revealed, appearing: true, animated: animated)
        for page in pager(pvc).cached where page != revealed {
            if !controllers[page].viewLoaded || page == concealed {
                beginPageAppearance(page, appearing: false, animated: animated)
            } else {
                endPageAppearance(page, animated: animated)
            }
        }
    }

    /// `queuingScrollView:didEndManualScroll:…didFinish:didComplete:`: the page left visible (the revealed one if the
    /// scroll completed, else the concealed one) begins to appear and, if the scroll finished, ends; every other cached
    /// page begins to disappear and, if finished, ends. A manual scroll then tells the delegate
    /// `didFinishAnimating:previousViewControllers: [concealed] transitionCompleted:`. Unfinished (an interrupted
    /// scroll, DESIGN.md §3.19): will- calls only.
    mutating func pagerDidEndScroll(_ pvc: VCRef, _ scroll: PageScroll, finished: Bool) {
        let visible = scroll.completes || scroll.concealed == nil ? scroll.revealed : scroll.concealed!
        if pagerGeneratesAppearance(pvc) {
            beginPageAppearance(visible, appearing: true, animated: true)
            if finished { endPageAppearance(visible, animated: true) }
        }
        for page in pager(pvc).cached where page != visible {
            beginPageAppearance(page, appearing: false, animated: true)
            if finished { endPageAppearance(page, animated: true) }
        }
        if finished, controllers[visible].superview == .none { attachSilently(visible, to: .view(pvc)) }
        guard scroll.manual else { return }
        let delegate = pager(pvc).delegate
        record(
            .pageDidFinishAnimating, delegate, origin: .system,
            shownRef: scroll.concealed.map { controllers[$0].serial } ?? Event.Args.absentRef, finished: true,
            completed: scroll.completes)
        if scroll.completes { pageDelegateDidFinish(pvc) }
    }

    // MARK: setViewControllers (DESIGN.md §3.18)

    /// `setViewControllers([page], direction:, animated:)`, scroll style: the old page hears willMove(nil) at once, the
    /// new one becomes a child, `viewControllers` changes, and the scroll runs the will/commit/end path of a swipe with
    /// no delegate calls — at once when not animated, at the end of the animation otherwise. The same page again,
    /// animated, does nothing.
    mutating func pagerSetViewControllers(_ pvc: VCRef, _ page: VCRef, direction: PageDirection, animated: Bool) {
        caused(by: pageContext(.pageSetViewControllers)) { world in
            let old = world.pager(pvc).viewControllers.first
            // The page already set, animated: UIKit returns before touching the scroll view, so a scroll still
            // settling goes on undisturbed.
            if old == page && animated { return }
            world.interruptPageScroll(pvc)
            let animate = animated && old != nil
            if let old, old != page { world.pageWillMoveOut(old) }
            world.cachePage(pvc, page)
            world.withPager(pvc) { $0.viewControllers = [page] }
            world.loadViewIfNeeded(page)
            if world.controllers[page].superview != .view(pvc) { world.attachSilently(page, to: .view(pvc)) }
            let concealed = old == page ? nil : old
            world.pagerWillScroll(pvc, manual: false, revealed: page, concealed: concealed, animated: animate)
            var scroll = PageScroll(
                manual: false, revealed: page, concealed: concealed, direction: direction, progress: 0, held: false,
                completes: true)
            if animate {
                scroll.due = world.clockMs + World.animationMs
                scroll.length = World.animationMs
                world.withPager(pvc) { $0.scroll = scroll }
            } else {
                world.settlePageScroll(pvc, scroll)
            }
        }
    }

    /// The end of a scroll's animation: `didEndManualScroll` with didFinish, then the hidden pages are flushed.
    mutating func settlePageScroll(_ pvc: VCRef, _ scroll: PageScroll) {
        let rule: Rule = scroll.manual ? .pageSwipe : .pageSetViewControllers
        caused(by: pageContext(rule)) { world in
            world.withPager(pvc) { $0.scroll = nil }
            world.pagerDidEndScroll(pvc, scroll, finished: true)
            world.flushHiddenPages(pvc, animated: true)
        }
        if hasContainer { containerPageScrollCleanedUp(pvc, finished: true) }
    }

    /// A scroll still settling when a new one starts (a `setViewControllers` or a new drag): the queuing scroll view
    /// cleans it up unfinished (DESIGN.md §3.19), so its pages hear will- calls only; the next scroll's calls, or the
    /// flush, end them.
    mutating func interruptPageScroll(_ pvc: VCRef) {
        guard let scroll = pager(pvc).scroll, !scroll.held else { return }
        caused(by: pageContext(.pageInterrupted)) { world in
            world.withPager(pvc) { $0.scroll = nil }
            world.pagerDidEndScroll(pvc, scroll, finished: false)
        }
        if hasContainer { containerPageScrollCleanedUp(pvc, finished: false) }
    }

    // MARK: the page swipe (DESIGN.md §3.17)

    /// The finger starts dragging the page toward `direction`: the data source supplies the neighbour (a child at
    /// once), its view is loaded into the scroll view, and the scroll view calls `willManuallyScroll`.
    mutating func beginPageSwipe(_ pvc: VCRef, direction: PageDirection) {
        caused(by: pageContext(.pageSwipe)) { world in
            world.interruptPageScroll(pvc)
            guard let current = world.pager(pvc).viewControllers.first,
                let next = world.pageNeighbour(pvc, of: current, direction)
            else { return }
            world.cachePage(pvc, next)
            world.loadViewIfNeeded(next)
            world.attachSilently(next, to: .view(pvc))
            world.pagerWillScroll(pvc, manual: true, revealed: next, concealed: current, animated: true)
            world.withPager(pvc) {
                $0.scroll = PageScroll(
                    manual: true, revealed: next, concealed: current, direction: direction, progress: 0, held: true,
                    completes: false)
            }
        }
    }

    /// The finger lifts: `didCommitManualScroll:…canComplete:`. Completing, `viewControllers` becomes the revealed
    /// page; the appearance calls it tries are all refused (already begun), so it sends none. The rest of the scroll
    /// animates for the rest of the animation's time.
    mutating func endPageSwipe(_ pvc: VCRef, complete: Bool) {
        guard var scroll = pager(pvc).scroll, scroll.held else { return }
        caused(by: pageContext(.pageSwipe)) { world in
            scroll.held = false
            scroll.completes = complete
            if complete { world.withPager(pvc) { $0.viewControllers = [scroll.revealed] } }
            if world.pagerGeneratesAppearance(pvc) {
                world.beginPageAppearance(scroll.revealed, appearing: true, animated: true)
                if let c = scroll.concealed { world.beginPageAppearance(c, appearing: false, animated: true) }
            }
            let remaining = complete ? 1 - scroll.progress : scroll.progress
            let ms = Int((Double(World.animationMs) * remaining).rounded())
            scroll.due = world.clockMs + ms
            scroll.length = ms
            world.withPager(pvc) { $0.scroll = scroll }
        }
    }

    /// The page view controller whose scroll settles soonest at or before `target`, and when.
    func nextPageSettle(dueBy target: Int) -> (pvc: VCRef, due: Int)? {
        guard let pagers else { return nil }
        var best: (pvc: VCRef, due: Int)?
        for p in pagers {
            if let due = p.scroll?.due, due <= target, best == nil || due < best!.due { best = (p.pvc, due) }
        }
        return best
    }

    /// Runs the settle of `pvc`'s scroll (its animation's end) as a turn of its own.
    mutating func finishPageScroll(_ pvc: VCRef) {
        guard let scroll = pager(pvc).scroll else { return }
        settlePageScroll(pvc, scroll)
    }

    /// The page view controller whose scroll is in flight (held or settling), if any.
    var pageScrollInFlight: (pvc: VCRef, scroll: PageScroll)? {
        guard let pagers else { return nil }
        for p in pagers { if let s = p.scroll { return (p.pvc, s) } }
        return nil
    }
}
