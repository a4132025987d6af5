/// One or two sentences per rule, clause and flaw, written for an iOS developer reading a why answer: what UIKit
/// does, what the program did instead, what to change. DESIGN.md's sections are the evidence and stay one click
/// away; these come first, because a §3.11 of three thousand characters under every warning is not an answer.
/// Plain text (no Markdown): the API's `summary` members and the viewer's first line both show it as it is.
/// `PlainSummariesTests` holds every rule id, clause and flaw to having one.
package enum PlainSummaries {
    /// By DESIGN.md §3 rule id.
    package static let rules: [String: String] = [
        "3.0":
            "Each action runs as one run-loop turn: your code, then the layout pass, then the commit; an animation finishes 0.35 s later on the session's clock. Calls that look late usually wait for one of those phases.",
        "3.1":
            "Pushing B: B gets willMove at once; viewWillDisappear (old top), viewWillAppear (B) and the delegate's willShow come in the next layout pass; the did- calls, didMove and didShow after the animation. Do not expect B's viewWillAppear inside pushViewController.",
        "3.2":
            "Popping B: B gets willMove(toParent: nil) at once; the appearance calls of B and the controller below come in the layout pass and after the animation, then didMove(nil). Controllers popped from the middle get no appearance calls.",
        "3.3":
            "setViewControllers replaces the stack at once (willMove for every controller leaving and arriving), then transitions like a push from the old top to the new one; controllers in between get no appearance calls.",
        "3.4":
            "For a child added to an on-screen parent UIKit sends viewWillAppear when its view is added and viewDidAppear after the commit; you call addChild first and didMove(toParent:) yourself. A parent that is off screen forwards both later, when it appears.",
        "3.5":
            "A controller whose view you add with addSubview but never addChild still gets viewWillAppear and viewDidAppear from UIKit on iOS 5 and later, if the view goes on screen. Calling them yourself as well makes them come twice; use containment (addChild) instead.",
        "3.6":
            "At launch the navigation controller loads and shows its root: the root gets viewDidLoad, viewWillAppear and willShow in the first layout pass, viewDidAppear after the navigation controller's, and the delegate hears didShow twice.",
        "3.7":
            "On iPhone OS 3 (the legacy runtime) UIKit forwards appearance only to a navigation controller whose view is directly in the window, and pushes and pops call the pair synchronously. Code written for that era called appearance methods by hand, which modern iOS then doubles.",
        "3.8":
            "Every view controller already receives the memory warning; forwarding it by hand makes it arrive twice. Before iOS 6 a warning could unload an off-screen view (viewDidUnload), and the next access reloaded it.",
        "3.9":
            "A UISegmentedControl sends valueChanged only when the user taps another segment; setting selectedSegmentIndex in code sends nothing, so code that changes the segment must call its handler itself.",
        "3.10":
            "The back button shows the previous item's backBarButtonItem title, else its backButtonTitle, else its title, else \"Back\"; an item with a nil-title backBarButtonItem shows an empty button.",
        "3.11":
            "Every controller moves disappeared → appearing → appeared → disappearing; a call out of that order is still delivered, and segnav flags it as a breach of the appearance contract. Find who made the extra or missing call (the chain above) and remove it or let UIKit make it.",
        "3.12":
            "The navigation bar centres the title (here the segmented control) and moves it toward the trailing edge, then narrows it, when it would overlap the back button.",
        "3.13":
            "With the manual clock nothing moves until you advance it: an animated transition stays in flight, so you can act in the middle of it. This is segnav's device, not a UIKit rule.",
        "3.14":
            "An interactive back swipe begins the pop at once: the top gets willMove(nil) and viewWillDisappear, the one below viewWillAppear; completing finishes the pop, cancelling reverses those calls and puts the top back.",
        "3.16":
            "A UIPageViewController does not forward appearance automatically: only its current page hears its appearance calls. A neighbour becomes a child as soon as the data source returns it, before it is visible, so do not treat didMove(toParent:) as \"shown\".",
        "3.17":
            "When a page swipe starts, the delegate hears willTransitionTo, the new page viewWillAppear and the current one viewWillDisappear; if the finger lifts short, they are reversed and didFinishAnimating says completed false. Start work in viewDidAppear, not viewWillAppear.",
        "3.18":
            "setViewControllers on a page view controller sends the new page viewWillAppear and the old one viewWillDisappear at once and the did- calls when the scroll ends, with no delegate calls; setting the page already shown, animated, does nothing.",
        "3.19":
            "A page scroll interrupted by a new swipe or a setViewControllers is cleaned up unfinished: its pages hear only the will- calls, so one page can miss viewDidAppear and another viewDidDisappear until the next scroll ends them.",
        "3.20":
            "Your container's calls are answered by UIKit's rules: addChild sends willMove, begin/end appearance transitions drive the child's callbacks, and an end with nothing begun is the \"Unbalanced calls\" message. The chain names the statement of your program that made each call.",
        "3.21":
            "Once a view that is appearing is in the window, UIKit lays it out before viewDidAppear: viewWillLayoutSubviews, viewDidLayoutSubviews, then viewIsAppearing (iOS 13+), parents before children. Geometry and traits are final there, not in viewWillAppear: size things in viewIsAppearing.",
        "3.15":
            "An action that lands while a push or pop is animating: UIKit logs its navigation-bar warning and queues the new transition until the running one ends; a second tap on a row pushes twice.",
    ]

    /// By contract clause (DESIGN.md §3.11), under `ContractClause.rawValue`.
    package static let clauses: [String: String] = [
        "balanced":
            "Appearance calls come in pairs and in order: no second viewWillAppear without a disappear in between, no viewDidAppear without its viewWillAppear. A breach usually means code calls an appearance method UIKit already calls.",
        "nested":
            "A child appears only while its parent is appearing or appeared, and does not stay appeared after its parent disappears. A breach usually means the container begins or ends its children at the wrong time.",
        "inWindow":
            "A controller's view is in the window when it gets viewDidAppear. A breach means viewDidAppear was called by hand for a view that is not on screen.",
        "containment":
            "A child's containment calls come in order: addChild then didMove(toParent:), willMove(toParent: nil) before removeFromParent, and neither twice in one direction. A breach means the container calls one itself that UIKit already makes (addChild sends willMove, removeFromParent sends didMove(nil)) or forgets one.",
        "visibleWhenAppeared":
            "A controller gets viewDidAppear only while some of its view is on screen, not while its page lies outside its scroll view. A breach means a pager told an off-screen page it appeared (analytics count it, work starts too early).",
        "onePerSwitch":
            "One segment switch gives each controller at most one appear and one disappear. A breach means a switch showed or hid the same controller twice (it flickers, and analytics count it twice).",
    ]

    /// By DESIGN.md §2.1 flaw id: what the seed program does, and what to do instead.
    package static let flaws: [String: String] = [
        "managingManualAppearance":
            "The 2010 managing controller calls viewWillAppear and friends by hand when the segment changes, although UIKit already calls them for the view it adds: every call comes twice. Remove the manual calls on iOS 5 and later.",
        "managingDelegateAppearance":
            "The navigation delegate's willShow and didShow call viewWillAppear and viewDidAppear on the shown controller, which UIKit already calls. Make the delegate methods call nothing.",
        "managingMemoryForwarding":
            "didReceiveMemoryWarning is forwarded to every segment controller, each of which already gets the system's warning. Do not forward it.",
        "rebuildOnReload":
            "After a legacy viewDidUnload, viewDidLoad rebuilds the control and the segment controllers on segment 0, so the user's selection is lost. Keep the controllers and the selection across the unload.",
        "containmentTitleSkipping":
            "Segment titles skip controllers without a title, so segment i can show another controller than the i-th. Make one segment per controller, untitled ones included.",
        "containmentDisplayBeforeHide":
            "The container shows the new child before hiding the old one, so for a moment both are in the hierarchy. Hide the old child first.",
        "containmentReselectHides":
            "Selecting the segment already shown, in code, displays the child and then hides it, leaving the segment empty. Do nothing when the segment does not change.",
        "navigationStackDiscarded":
            "Switching segments with setViewControllers drops the screens pushed on the old segment. Store each segment's stack when it is left and restore it when it comes back.",
    ]
}
