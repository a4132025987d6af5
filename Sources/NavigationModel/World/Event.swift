/// One recorded call: a lifecycle method, a delegate method, a control action or a warning (DESIGN.md §4 "Event").
public struct Event: Equatable, Codable, Sendable {
    public struct Receiver: Equatable, Codable, Sendable {
        public var id: String
        /// JSON `class`.
        public var className: String

        public init(id: String, className: String) {
            self.id = id
            self.className = className
        }
    }

    public enum Name: String, CaseIterable, Codable, Sendable {
        case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case willMoveToParent, didMoveToParent, navigationWillShow, navigationDidShow, valueChanged
        case didReceiveMemoryWarning, viewDidUnload, warning
        /// `UIPageViewControllerDelegate`: `pageViewController(_:willTransitionTo:)` (the pending page is
        /// `viewController`) and `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
        /// (the previous page is `viewController`; `finished`, `completed`). DESIGN.md §3.17.
        case pageWillTransition, pageDidFinishAnimating
        /// A container program's `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` calls.
        case beginAppearanceTransition, endAppearanceTransition
        /// The layout pass of a controller whose view is appearing (DESIGN.md §3.21), recorded only in a session with
        /// `layout` on: `viewWillLayoutSubviews()`, `viewDidLayoutSubviews()`, and `viewIsAppearing(_:)` (iOS 13+).
        case viewWillLayoutSubviews, viewDidLayoutSubviews, viewIsAppearing

        /// The layout pass's three calls: not appearance calls (the contract does not judge them), and left out of an
        /// exported scenario's expectations unless asked for.
        public var isLayoutPass: Bool {
            self == .viewWillLayoutSubviews || self == .viewDidLayoutSubviews || self == .viewIsAppearing
        }
    }

    /// The `parent` argument of the containment calls: absent for every other call.
    public enum Parent: Equatable, Codable, Sendable {
        case absent
        case none
        case id(String)
    }

    public struct Args: Equatable, Codable, Sendable {
        public var animated: Bool?
        /// `beginAppearanceTransition`'s direction.
        public var appearing: Bool?
        public var code: WarningCode?
        /// `pageDidFinishAnimating`'s `finished` and `transitionCompleted` (DESIGN.md §3.17); absent elsewhere.
        public var finished: Bool?
        public var completed: Bool?

        /// Controller ids ("vc-<n>") are kept as their number, and any other text in one shared box, so that building
        /// and copying an event touches no string on the hot path (BENCHMARKS.md "Engine": at least 1 M switches/s).
        var parentRef: Int = Args.absentRef
        var shownRef: Int = Args.absentRef
        var text: TextBox?

        static let absentRef = -2
        static let noneRef = -1
        static let textRef = 0

        /// The `parent` argument of the containment calls: absent for every other call.
        public var parent: Parent {
            get {
                switch parentArgument {
                case .absent: .absent
                case .none: .none
                case .serial(let n): .id("vc-\(n)")
                case .text(let id): .id(id)
                }
            }
            set {
                switch newValue {
                case .absent: parentRef = Args.absentRef
                case .none: parentRef = Args.noneRef
                case .id(let id):
                    if let n = Args.serial(of: id) {
                        parentRef = n
                    } else {
                        parentRef = Args.textRef
                        text = TextBox(parent: id, shown: text?.shown, message: text?.message, code: text?.code)
                    }
                }
            }
        }

        /// A controller argument as the engine keeps it, for encoders that
        /// write `"vc-<n>"` straight from the serial: `parent` and `shown`
        /// build that string on every read.
        public enum ControllerArgument: Equatable, Sendable {
            case absent
            case none
            case serial(Int)
            case text(String)
        }

        public var parentArgument: ControllerArgument {
            switch parentRef {
            case Args.absentRef: .absent
            case Args.noneRef: .none
            case Args.textRef: .text(text?.parent ?? "")
            default: .serial(parentRef)
            }
        }

        /// `shown` has no null: it is a controller or absent.
        public var shownArgument: ControllerArgument {
            switch shownRef {
            case Args.absentRef, Args.noneRef: .absent
            case Args.textRef: text?.shown.map(ControllerArgument.text) ?? .absent
            default: .serial(shownRef)
            }
        }

        /// For `navigationWillShow`/`navigationDidShow`: the controller shown.
        public var shown: String? {
            get {
                switch shownArgument {
                case .absent, .none: nil
                case .serial(let n): "vc-\(n)"
                case .text(let id): id
                }
            }
            set {
                if let id = newValue {
                    if let n = Args.serial(of: id) {
                        shownRef = n
                    } else {
                        shownRef = Args.textRef
                        text = TextBox(parent: text?.parent, shown: id, message: text?.message, code: text?.code)
                    }
                } else {
                    shownRef = Args.absentRef
                }
            }
        }

        /// A container program's `<class>.<hook or fn>#<i>` (docs/containers.md), the event's `cause.code`.
        public var programCode: String? { text?.code }

        /// Stamps a container program's call: its code, and `appearing` for a begin.
        mutating func programCall(code: String?, appearing: Bool?) {
            self.appearing = appearing
            text = TextBox(parent: text?.parent, shown: text?.shown, message: text?.message, code: code)
        }

        /// A warning's human sentence.
        public var message: String? {
            get { text?.message }
            set {
                if newValue == nil && text == nil { return }
                text = TextBox(parent: text?.parent, shown: text?.shown, message: newValue, code: text?.code)
            }
        }

        public init(
            animated: Bool? = nil, parent: Parent = .absent, code: WarningCode? = nil,
            message: String? = nil, shown: String? = nil, finished: Bool? = nil, completed: Bool? = nil
        ) {
            self.finished = finished
            self.completed = completed
            self.animated = animated
            self.code = code
            self.parent = parent
            self.shown = shown
            self.message = message
        }

        /// The engine's fast path: controller serials (0 = none/absent as given by the refs).
        init(
            animated: Bool?, parentRef: Int, shownRef: Int, code: WarningCode?, message: String?, finished: Bool? = nil,
            completed: Bool? = nil
        ) {
            self.finished = finished
            self.completed = completed
            self.animated = animated
            self.code = code
            self.parentRef = parentRef
            self.shownRef = shownRef
            if let message { text = TextBox(parent: nil, shown: nil, message: message) }
        }

        /// A container program's call with no text but its code: `text` is its site's shared box.
        init(
            animated: Bool?, parentRef: Int, shownRef: Int, code: WarningCode?, finished: Bool?, completed: Bool?,
            appearing: Bool?, text: TextBox
        ) {
            self.finished = finished
            self.completed = completed
            self.animated = animated
            self.appearing = appearing
            self.code = code
            self.parentRef = parentRef
            self.shownRef = shownRef
            self.text = text
        }

        /// n for "vc-n" (n ≥ 1), else nil.
        static func serial(of id: String) -> Int? {
            guard id.hasPrefix("vc-"), let n = Int(id.dropFirst(3)), n > 0, "vc-\(n)" == id else { return nil }
            return n
        }

        public static func == (a: Args, b: Args) -> Bool {
            a.animated == b.animated && a.code == b.code && a.parent == b.parent && a.shown == b.shown
                && a.message == b.message && a.finished == b.finished && a.completed == b.completed
                && a.appearing == b.appearing && a.programCode == b.programCode
        }
    }

    /// Text arguments that are not controller ids (immutable, shared by copies).
    final class TextBox: Codable, Sendable {
        let parent: String?
        let shown: String?
        let message: String?
        let code: String?

        init(parent: String?, shown: String?, message: String?, code: String? = nil) {
            self.parent = parent
            self.shown = shown
            self.message = message
            self.code = code
        }
    }

    /// Who made the call.
    public enum Origin: String, CaseIterable, Codable, Sendable {
        /// UIKit itself.
        case system
        /// The managing controller's manual calls and its push path.
        case container
        /// The navigation controller delegate's manual calls.
        case delegate
        case segmentsController
        /// The app delegate / preset setup code.
        case app
    }

    public var seq: Int
    public var time: Double
    public var action: Int
    public var receiver: Receiver
    public var name: Name
    public var args: Args
    public var depth: Int
    public var origin: Origin
    /// Why it happened (`Cause`).
    public var cause: Cause

    @inline(__always)
    public init(
        seq: Int, time: Double, action: Int, receiver: Receiver, name: Name, args: Args = Args(),
        depth: Int, origin: Origin, cause: Cause = Cause()
    ) {
        self.cause = cause
        self.seq = seq
        self.time = time
        self.action = action
        self.receiver = receiver
        self.name = name
        self.args = args
        self.depth = depth
        self.origin = origin
    }
}

/// The flaw or misuse a `warning` event reports.
public enum WarningCode: String, CaseIterable, Codable, Sendable {
    /// An appearance call that repeats the phase the controller is already in (e.g. `viewWillAppear` while appearing).
    case duplicateAppearance
    /// An appearance call out of order (e.g. `viewDidAppear` while disappeared).
    case unbalancedAppearance
    /// `didReceiveMemoryWarning` delivered again to a controller in the same warning.
    case duplicateMemoryWarning
    /// A segment shows a controller other than the one at its index.
    case segmentIndexMismatch
    /// Switching segments threw away screens pushed on the old segment.
    case stackDiscarded
    /// Code asked a controller outside the navigation stack for its `navigationController` and got nil.
    case nilNavigationController
    /// Two segment controllers' views are in the hierarchy at once during a switch.
    case overlappingAppearance
    /// A view was unloaded and reloaded, and the seed's `viewDidLoad` rebuilt its state (selection lost).
    case selectionReset
    /// The containment seed's handler re-selected the shown segment in code and hid it again: nothing is shown.
    case emptySegment
    /// UIKit's "nested push animation can result in corrupted navigation bar": a push while a transition animates
    /// (DESIGN.md §3.15).
    case nestedPushAnimation
    /// UIKit's "Finishing up a navigation transition in an unexpected state": a pop or a stack replacement while a
    /// transition animates (DESIGN.md §3.15).
    case unexpectedTransitionState
    /// A child's appearance outside its parent's: it begins to appear while its parent is not appearing or appeared,
    /// ends appearing before its parent has, or stays appeared when its parent has disappeared (the contract's `nested`
    /// clause, DESIGN.md §3.11).
    case appearanceOutsideParent
    /// `viewDidAppear` while the controller's view is not in the window (the contract's `inWindow` clause).
    case appearedOffWindow
    /// A controller began to appear, or to disappear, a second time in one segment switch (the contract's
    /// `onePerSwitch` clause): the screen flickers even though each call is balanced.
    case repeatedAppearanceInSwitch
    /// UIKit's "Unbalanced calls to begin/end appearance transitions": a container changed its child while its own
    /// appearance transition was in flight (DESIGN.md §3.15).
    case unbalancedAppearanceTransition
    /// Containment calls out of order (the contract's `containment` clause, DESIGN.md §3.11): `didMove(toParent:)`
    /// after `willMove(toParent: nil)`, a second `willMove`/`didMove` in one direction, `removeFromParent` without
    /// `willMove(toParent: nil)`, an `addChild` never followed by `didMove(toParent:)`.
    case unbalancedContainment
    /// `viewDidAppear` while the view lies entirely outside the screen or its clipping scroll view (the contract's
    /// `visibleWhenAppeared` clause, DESIGN.md §3.11): the off-screen page of a pager told it is on screen.
    case appearedOffScreen
}
