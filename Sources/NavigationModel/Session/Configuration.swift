/// The way a session builds the "segmented control in a navigation bar" pattern; one per seed program (DESIGN.md §2).
public enum Strategy: String, CaseIterable, Codable, Sendable {
    /// Seed 004: a container controller using the child-containment API.
    case containment
    /// Seeds 000/001/003: a managing controller that calls appearance methods by hand.
    case managing
    /// Seed 002: a `SegmentsController` object swapping the navigation stack.
    case navigation
    /// UIKit's own pager: a `UIPageViewController` (scroll style) whose pages the control selects and the finger swipes
    /// (DESIGN.md §2, §3.16–§3.19).
    case paging
    /// A user's own container, run from a `segnav-container/1` program (`SessionConfiguration.container`,
    /// docs/containers.md). Not among `allCases`, which lists the built-in strategies: a session of it needs its program.
    case container

    /// The built-in strategies (each runs a seed program with no further input).
    public static var allCases: [Strategy] { [.containment, .managing, .navigation, .paging] }
}

extension Strategy {
    /// The class of the program's own object that holds the segments, as events name their receiver:
    /// `SegmentedViewController` (the container), `SegmentManagingViewController` (the managing controller), or
    /// `SegmentsController` (the navigation seed's plain object, no view controller). The one spelling: the model creates
    /// those objects with it, and a reader of events tells the programs' own objects from UIKit's and the screens' by it.
    public var containerClassName: String {
        switch self {
        case .containment: "SegmentedViewController"
        case .managing: "SegmentManagingViewController"
        case .navigation: "SegmentsController"
        case .paging: "SegmentedPageViewController"
        // The program names its own class (`ContainerProgram.className`); this is only the strategy's placeholder.
        case .container: "ContainerViewController"
        }
    }

    /// Every strategy's `containerClassName`.
    public static let containerClassNames: Set<String> = Set(allCases.map(\.containerClassName))
}

/// Which UIKit rules the model follows: today's, or iPhone OS 3's, where the 2010 seeds ran (DESIGN.md §2, DESIGN.md §3.7).
public enum Runtime: String, CaseIterable, Codable, Sendable {
    case modern, legacy
}

/// Whether the seed programs run as written (flaws included, each reported) or in their corrected form.
public enum Fidelity: String, CaseIterable, Codable, Sendable {
    case seed, corrected
}

/// Screen geometry the frames are computed in (DESIGN.md §2.3 "Devices").
public enum Device: String, CaseIterable, Codable, Sendable {
    case iphone3gs = "iphone-3gs"
    case iphone15 = "iphone-15"
    case ipad
}

/// Built-in setups reproducing a seed's own example project (DESIGN.md §2.3 "Presets").
public enum Preset: String, CaseIterable, Codable, Sendable {
    case crafterm2010 = "crafterm-2010"
    case craftermRevisited = "crafterm-revisited"
    case deponte2016 = "deponte-2016"
    /// The `paging` program (no seed article: UIKit's own class, DESIGN.md §2).
    case paging
}

/// What one controller's view shows (DESIGN.md §2.3 "Screens").
public struct ScreenSpec: Equatable, Codable, Sendable {
    public enum Kind: String, CaseIterable, Codable, Sendable {
        case table, image, color, label
    }

    public var title: String?
    public var kind: Kind
    /// JSON `class`; when nil the class is derived from the title (see `resolvedClassName`).
    public var className: String?
    public var rows: [RowSpec]
    public var image: String?
    public var caption: String?
    public var color: String?
    public var text: String?

    public init(
        title: String? = nil, kind: Kind, className: String? = nil, rows: [RowSpec] = [],
        image: String? = nil, caption: String? = nil, color: String? = nil, text: String? = nil
    ) {
        self.title = title
        self.kind = kind
        self.className = className
        self.rows = rows
        self.image = image
        self.caption = caption
        self.color = color
        self.text = text
    }
}

/// One table row; `detail` is the screen a tap pushes (nil: the row is not tappable).
extension ScreenSpec {
    /// Rows of this screen and of every detail screen below it.
    public var rowCount: Int {
        rows.reduce(rows.count) { $0 + ($1.detail?.rowCount ?? 0) }
    }
}

public struct RowSpec: Equatable, Codable, Sendable {
    public var title: String
    public var detail: ScreenSpec?

    public init(title: String, detail: ScreenSpec? = nil) {
        self.title = title
        self.detail = detail
    }
}

/// One segment: the controller's `title` (nil allowed, it is what triggers the containment seed's index flaw) and its screen.
public struct SegmentSpec: Equatable, Codable, Sendable {
    public var title: String?
    public var screen: ScreenSpec

    public init(title: String?, screen: ScreenSpec) {
        self.title = title
        self.screen = screen
    }
}

/// Everything a session is built from.
public struct SessionConfiguration: Equatable, Codable, Sendable {
    public var strategy: Strategy
    public var segments: [SegmentSpec]
    /// The index the app selects at launch.
    public var selectedIndex: Int
    public var device: Device
    public var runtime: Runtime
    public var fidelity: Fidelity
    /// Set when built from a preset: the launch then replays that seed's own app-delegate code.
    public var preset: Preset?
    /// Who moves model time (DESIGN.md §3.13).
    public var clock: Clock
    /// `layout` as saved: absent when off, so that a session without it is written as before. Beside
    /// the one-byte settings, in room the alignment of `container` leaves.
    private var layoutOption: Bool?
    /// The user's own container program (strategy `container`, docs/containers.md); nil for the built-in strategies.
    public var container: ContainerProgram?
    /// Whether the layout pass is recorded: `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and `viewIsAppearing`
    /// (DESIGN.md §3.21). Off by default, so that a session without it has the events, answers and speed it always had.
    public var layout: Bool {
        get { layoutOption ?? false }
        set { layoutOption = newValue ? true : nil }
    }

    private enum CodingKeys: String, CodingKey {
        case strategy, segments, selectedIndex, device, runtime, fidelity, preset, clock, container
        case layoutOption = "layout"
    }

    public init(
        strategy: Strategy = .containment, segments: [SegmentSpec], selectedIndex: Int = 0,
        device: Device = .iphone15, runtime: Runtime = .modern, fidelity: Fidelity = .seed,
        preset: Preset? = nil, clock: Clock = .auto, container: ContainerProgram? = nil, layout: Bool = false
    ) {
        self.layoutOption = layout ? true : nil
        self.container = container
        self.clock = clock
        self.strategy = strategy
        self.segments = segments
        self.selectedIndex = selectedIndex
        self.device = device
        self.runtime = runtime
        self.fidelity = fidelity
        self.preset = preset
    }

    /// Sessions saved before the clock option existed decode with the auto clock.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        strategy = try c.decode(Strategy.self, forKey: .strategy)
        segments = try c.decode([SegmentSpec].self, forKey: .segments)
        selectedIndex = try c.decode(Int.self, forKey: .selectedIndex)
        device = try c.decode(Device.self, forKey: .device)
        runtime = try c.decode(Runtime.self, forKey: .runtime)
        fidelity = try c.decode(Fidelity.self, forKey: .fidelity)
        preset = try c.decodeIfPresent(Preset.self, forKey: .preset)
        clock = try c.decodeIfPresent(Clock.self, forKey: .clock) ?? .auto
        container = try c.decodeIfPresent(ContainerProgram.self, forKey: .container)
        // Sessions saved before the layout option decode with it off.
        layoutOption = try c.decodeIfPresent(Bool.self, forKey: .layoutOption) == true ? true : nil
    }
}

/// `auto`: every action runs its animations to their end (DESIGN.md §3.0). `manual`: they end only as `advance` moves
/// model time (DESIGN.md §3.13).
public enum Clock: String, CaseIterable, Codable, Sendable {
    case auto, manual
}

/// A configuration the engine refuses; `field` is a JSON pointer into the creation body.
public enum SetupError: Error, Equatable, Sendable {
    case invalid(field: String, message: String)

    public var field: String {
        switch self {
        case .invalid(let field, _): field
        }
    }

    public var message: String {
        switch self {
        case .invalid(_, let message): message
        }
    }
}
