/// One user or app action; each runs as one run-loop turn of the model (DESIGN.md §3), plus the later turns of any animation it starts.
public enum Action: Equatable, Sendable {
    /// A user tap on a segment: only possible while the control is in the top item's title view.
    case selectSegment(index: Int)
    /// App code sets `selectedSegmentIndex` and calls the strategy's change handler, as a deep link would.
    case setSegment(index: Int)
    case tapRow(row: Int)
    /// The top controller's code pushes a new screen through the strategy's push path.
    case push(ScreenSpec)
    case pop, popToRoot, tapBack, memoryWarning
    /// The finger starts the interactive back swipe from the screen's leading edge (DESIGN.md §3.14).
    case beginBackSwipe
    /// The finger moves: `progress` is 0…1 of the screen's width.
    case updateBackSwipe(progress: Double)
    /// The finger lifts: `complete` false when it let go before the threshold or reversed.
    case endBackSwipe(complete: Bool)
    /// Model time passes (DESIGN.md §3.13): animations due within it end, each in its own turn.
    case advance(milliseconds: Int)
    /// The finger starts dragging the page view controller's page toward the next (`forward`) or the previous page
    /// (DESIGN.md §3.17).
    case beginPageSwipe(direction: PageDirection)
    /// The finger moves: `progress` is 0…1 of the page's width.
    case updatePageSwipe(progress: Double)
    /// The finger lifts: `complete` false when the page falls back.
    case endPageSwipe(complete: Bool)
}

/// Why the UI (or the code path) cannot perform an action; nothing in the session changed.
public struct ActionError: Error, Equatable, Sendable {
    public enum Code: String, CaseIterable, Sendable {
        case indexOutOfRange, controlNotOnScreen, noTableOnScreen, rowOutOfRange, noBackButton, rowHasNoDetail
        case invalidScreen
        /// A push past the service's bound on the navigation stack's depth (the caller's `maxStackDepth`).
        case stackTooDeep
        /// A back swipe holds the transition, or the runtime has no such gesture.
        case transitionInProgress, noBackSwipe, unsupportedOnRuntime
        /// No page view controller on screen, no page swipe held, or no page in the swipe's direction.
        case noPageViewController, noPageSwipe, noPageInDirection
        /// A container program ran past one of its limits (docs/containers.md part 9); `field` points at the statement.
        case programLimit
    }

    public var code: Code
    /// JSON pointer relative to the action object ("/index", "/row", "/type", "/screen/…"), or nil.
    public var field: String?
    public var message: String

    public init(code: Code, field: String?, message: String) {
        self.code = code
        self.field = field
        self.message = message
    }
}

/// What one applied action produced.
public struct ActionOutcome: Sendable {
    public var events: [Event]
    /// True when UIKit would have ignored the call (e.g. a programmatic pop at the root).
    public var noop: Bool

    public init(events: [Event], noop: Bool) {
        self.events = events
        self.noop = noop
    }
}
