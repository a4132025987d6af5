/// A controller's position in the appearance state machine (DESIGN.md §3).
public enum AppearanceState: String, CaseIterable, Codable, Sendable {
    case disappeared, appearing, appeared, disappearing
}

/// The session read-out the service encodes as the state body (it adds `id`).
public struct SessionState: Equatable, Sendable {
    public struct SegmentInfo: Equatable, Sendable {
        public var index: Int
        /// The title the segmented control shows at this index.
        public var title: String?
        /// The controller selecting this index shows; nil when the program has released it while the control lives on
        /// (the managing seed after `viewDidUnload`, DESIGN.md §3.8).
        public var controller: String?

        public init(index: Int, title: String?, controller: String?) {
            self.index = index
            self.title = title
            self.controller = controller
        }
    }

    public struct Current: Equatable, Sendable {
        public var segment: Int
        public var title: String?
        public var topController: String
        public var navigationTitle: String?
        /// "segmentedControl" when the top item's title view is the control, else nil.
        public var titleView: String?
        /// nil when there is no back button (at the root).
        public var backButtonTitle: String?

        public init(
            segment: Int, title: String?, topController: String, navigationTitle: String?,
            titleView: String?, backButtonTitle: String?
        ) {
            self.segment = segment
            self.title = title
            self.topController = topController
            self.navigationTitle = navigationTitle
            self.titleView = titleView
            self.backButtonTitle = backButtonTitle
        }
    }

    public struct ControllerRef: Equatable, Sendable {
        public var id: String
        public var className: String
        public var title: String?

        public init(id: String, className: String, title: String?) {
            self.id = id
            self.className = className
            self.title = title
        }
    }

    public struct ControllerInfo: Equatable, Sendable {
        public var id: String
        public var className: String
        public var title: String?
        public var parent: String?
        public var viewLoaded: Bool
        public var appearance: AppearanceState
        public var inWindow: Bool

        public init(
            id: String, className: String, title: String?, parent: String?, viewLoaded: Bool,
            appearance: AppearanceState, inWindow: Bool
        ) {
            self.id = id
            self.className = className
            self.title = title
            self.parent = parent
            self.viewLoaded = viewLoaded
            self.appearance = appearance
            self.inWindow = inWindow
        }
    }

    public var version: Int
    public var strategy: Strategy
    public var runtime: Runtime
    public var fidelity: Fidelity
    public var device: Device
    public var selectedIndex: Int
    public var segments: [SegmentInfo]
    public var current: Current
    public var navigationStack: [ControllerRef]
    public var controllers: [ControllerInfo]
    public var lastEventSeq: Int
    public var warnings: Int
    /// Who moves model time, the model time in seconds, and the navigation transition in flight (DESIGN.md §3.13).
    public var clock: Clock = .auto
    /// Whether the session records the layout pass (`SessionConfiguration.layout`, DESIGN.md §3.21).
    public var layout = false
    public var time: Double = 0
    public var transition: Transition?

    /// A navigation transition in flight: an animation waiting for its end (manual clock) or a back swipe.
    public struct Transition: Equatable, Sendable {
        /// `push`, `pop` or `backSwipe`.
        public var kind: String
        /// 0…1: how far the outgoing screen has gone.
        public var progress: Double
        public var from: String?
        public var to: String
        /// True while the finger holds a back swipe.
        public var interactive: Bool
        /// True while a released back swipe animates back.
        public var cancelling: Bool
    }

    public init(
        version: Int, strategy: Strategy, runtime: Runtime, fidelity: Fidelity, device: Device,
        selectedIndex: Int, segments: [SegmentInfo], current: Current, navigationStack: [ControllerRef],
        controllers: [ControllerInfo], lastEventSeq: Int, warnings: Int
    ) {
        self.version = version
        self.strategy = strategy
        self.runtime = runtime
        self.fidelity = fidelity
        self.device = device
        self.selectedIndex = selectedIndex
        self.segments = segments
        self.current = current
        self.navigationStack = navigationStack
        self.controllers = controllers
        self.lastEventSeq = lastEventSeq
        self.warnings = warnings
    }
}

/// A rectangle in window coordinates (points).
public struct Frame: Equatable, Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One node of what is in the window (DESIGN.md §4 `/screen`).
public struct ScreenNode: Equatable, Sendable {
    /// window, statusBar, navigationBar, backButton, titleLabel, segmentedControl, segment, view, tableView, cell, imageView, label
    public var kind: String
    public var id: String?
    /// The controller whose root view this node is.
    public var controller: String?
    public var frame: Frame
    public var text: String?
    public var selected: Bool?
    public var color: String?
    public var image: String?
    public var children: [ScreenNode]

    public init(
        kind: String, id: String? = nil, controller: String? = nil, frame: Frame, text: String? = nil,
        selected: Bool? = nil, color: String? = nil, image: String? = nil, children: [ScreenNode] = []
    ) {
        self.kind = kind
        self.id = id
        self.controller = controller
        self.frame = frame
        self.text = text
        self.selected = selected
        self.color = color
        self.image = image
        self.children = children
    }
}
