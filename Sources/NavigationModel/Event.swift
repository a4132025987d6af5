/// One recorded call: a lifecycle method, a delegate method, a control action or a warning (SPEC §3 "Event").
public struct Event: Equatable, Sendable {
    public struct Receiver: Equatable, Sendable {
        public var id: String
        /// JSON `class`.
        public var className: String

        public init(id: String, className: String) {
            self.id = id
            self.className = className
        }
    }

    public enum Name: String, CaseIterable, Sendable {
        case loadView, viewDidLoad, viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case willMoveToParent, didMoveToParent, navigationWillShow, navigationDidShow, valueChanged
        case didReceiveMemoryWarning, viewDidUnload, warning
    }

    /// The `parent` argument of the containment calls: absent for every other call.
    public enum Parent: Equatable, Sendable {
        case absent
        case none
        case id(String)
    }

    public struct Args: Equatable, Sendable {
        public var animated: Bool?
        public var parent: Parent
        public var code: WarningCode?
        public var message: String?
        /// For `navigationWillShow`/`navigationDidShow`: the controller shown.
        public var shown: String?

        public init(
            animated: Bool? = nil, parent: Parent = .absent, code: WarningCode? = nil,
            message: String? = nil, shown: String? = nil
        ) {
            self.animated = animated
            self.parent = parent
            self.code = code
            self.message = message
            self.shown = shown
        }
    }

    /// Who made the call.
    public enum Origin: String, CaseIterable, Sendable {
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

    public init(
        seq: Int, time: Double, action: Int, receiver: Receiver, name: Name, args: Args = Args(),
        depth: Int, origin: Origin
    ) {
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
public enum WarningCode: String, CaseIterable, Sendable {
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
}
