/// What transitions in flight allow (DESIGN.md §3.13–§3.15), found without touching the session.
extension NavigationSession {
    /// The most model time one `advance` may cover, in milliseconds (an hour: far beyond any animation).
    public static let maxAdvanceMs = 3_600_000

    mutating func checkTransition(_ action: Action) throws(ActionError) {
        switch action {
        case .beginBackSwipe:
            guard world.isModern else {
                throw ActionError(
                    code: .unsupportedOnRuntime, field: "/type",
                    message: "the interactive back swipe (interactivePopGestureRecognizer) arrived in iOS 7: iPhone OS 3 (runtime legacy) has none")
            }
            guard world.swipe == nil else {
                throw ActionError(code: .transitionInProgress, field: "/type", message: "a back swipe is already in progress")
            }
            guard world.pageScrollInFlight == nil else {
                throw ActionError(
                    code: .transitionInProgress, field: "/type",
                    message: "a page view controller's scroll is in progress: end it (endPageSwipe) and advance the clock first")
            }
            guard world.animations.isEmpty else {
                throw ActionError(
                    code: .transitionInProgress, field: "/type",
                    message: "a navigation transition is animating: UIKit does not begin the pop gesture until it ends (advance the clock)")
            }
            guard world.backButtonTitle != nil, world.navVisible else {
                throw ActionError(code: .noBackButton, field: "/type", message: "the root screen cannot be swiped back")
            }
        case .updateBackSwipe(let progress):
            guard let s = world.swipe, !s.cancelling, world.animations.isEmpty else {
                throw ActionError(code: .noBackSwipe, field: "/type", message: "no back swipe is held: send beginBackSwipe first")
            }
            guard progress >= 0 && progress <= 1 else {
                throw ActionError(code: .indexOutOfRange, field: "/progress", message: "progress must be between 0 and 1")
            }
        case .endBackSwipe:
            guard world.swipe != nil, world.animations.isEmpty else {
                throw ActionError(code: .noBackSwipe, field: "/type", message: "no back swipe is held: send beginBackSwipe first")
            }
        case .advance(let ms):
            guard ms >= 0 && ms <= Self.maxAdvanceMs else {
                throw ActionError(code: .indexOutOfRange, field: "/seconds", message: "seconds must be between 0 and 3600")
            }
        case .beginPageSwipe, .updatePageSwipe, .endPageSwipe:
            try world.checkPageSwipe(action)
        case .memoryWarning:
            break
        default:
            try world.checkPageScrollAllows(action)
            // DESIGN.md §3.14: while the finger holds a swipe (or its finishing animation runs) the navigation
            // controller's view takes no other touches, and segnav refuses app-code actions then rather than guess.
            if world.swipe != nil {
                throw ActionError(
                    code: .transitionInProgress, field: "/type",
                    message: "an interactive back swipe is in progress: end it (endBackSwipe) and advance the clock first")
            }
            if action.isSegmentSwitch, world.strategy != .navigation, world.strategy != .container, !world.animations.isEmpty, world.program.host >= 0,
                world.isInAppearanceTransition(world.program.host)
            {
                // DESIGN.md §3.15: a container swapping its child while its own appearance transition is in flight.
                // What UIKit sends the children then is undocumented (the "Unbalanced calls to begin/end appearance
                // transitions" reports show only that it goes wrong), so segnav refuses rather than invent it.
                throw ActionError(
                    code: .transitionInProgress, field: "/type",
                    message:
                        "the segment container is itself appearing or disappearing while a navigation transition is in flight: switching its child then is not modelled; advance the clock first"
                )
            }
        }
    }
}

extension Action {
    /// A user's touch (refused while a container program has switched user interaction off).
    var isUserTouch: Bool {
        switch self {
        // A held page swipe may still end: only its start is a new touch.
        case .selectSegment, .tapRow, .tapBack, .beginBackSwipe, .updateBackSwipe, .endBackSwipe, .beginPageSwipe: true
        default: false
        }
    }

    /// `selectSegment` or `setSegment`.
    var isSegmentSwitch: Bool {
        switch self {
        case .selectSegment, .setSegment: true
        default: false
        }
    }
}
