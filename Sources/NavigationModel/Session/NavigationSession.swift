/// A whole simulated app: window, controllers, views and the seed program driving them.
///
/// A value: every piece of state is a struct or an array of structs (controllers in slots addressed by index), so a copy
/// is independent of the original — the service applies a batch to a copy and keeps it only if every action succeeded.
/// The engine keeps no event log: each call hands its events out.
public struct NavigationSession: Codable, Sendable {
    /// The launch's events (action 0). Cleared by the first `apply` (the service copies them once), or take them with
    /// `takeLaunchEvents()`.
    public internal(set) var launchEvents: [Event]
    public internal(set) var configuration: SessionConfiguration
    public internal(set) var version: Int = 0
    public var lastEventSeq: Int { world.seq }
    public var warningCount: Int { world.warnings }

    var world: World
    /// A container session's way back from a refused action (`ContainerRollback`); not stored: a decoded session
    /// takes a checkpoint at its next action. Whatever changes `world` outside an action must set it to nil.
    var rollback: ContainerRollback?

    enum CodingKeys: String, CodingKey { case launchEvents, configuration, version, world }

    /// Builds the world and runs the launch: the seed's app-delegate code, its layout pass and commit (and, for a launch
    /// segment other than the seed's hard-wired 0 in the containment and managing seeds, one more turn in which the app
    /// selects it in code, as a deep link would).
    public init(configuration: SessionConfiguration) throws(SetupError) {
        try self.init(configuration: configuration, traceNotes: nil)
    }

    init(configuration: SessionConfiguration, traceNotes: [TraceNote]?) throws(SetupError) {
        try Self.validate(configuration)
        self.configuration = configuration
        var w = World(runtime: configuration.runtime, fidelity: configuration.fidelity, strategy: configuration.strategy)
        w.traceNotes = traceNotes
        if configuration.layout { w.recordsLayout = true }
        w.program.specs = configuration.segments
        w.events.reserveCapacity(64)
        switch configuration.strategy {
        case .containment: w.launchContainment()
        case .managing: w.launchManaging()
        case .navigation: w.launchNavigation(selectedIndex: configuration.selectedIndex)
        case .paging: w.launchPaging()
        case .container:
            if let program = configuration.container { w.launchContainer(program, width: configuration.device.size.width) }
        }
        w.depth = 0
        if configuration.strategy == .container {
            w.containerSettle(manual: configuration.clock == .manual)
            if let failure = w.container?.failure { throw .invalid(field: failure.pointer, message: "the launch " + failure.message) }
        } else {
            w.runToQuiescence()
        }
        if configuration.strategy != .navigation && configuration.strategy != .container && configuration.selectedIndex != 0 {
            w.appSetSegment(configuration.selectedIndex)
            w.depth = 0
            w.runToQuiescence()
        }
        launchEvents = w.events
        w.events = []
        world = w
    }

    /// Hands the launch events out once and forgets them (keeps an idle session small).
    public mutating func takeLaunchEvents() -> [Event] {
        let e = launchEvents
        launchEvents = []
        return e
    }

    /// Forgets the launch events without copying them (the service has moved them into its own log).
    public mutating func discardLaunchEvents() {
        launchEvents = []
    }

    static func validate(_ c: SessionConfiguration) throws(SetupError) {
        guard !c.segments.isEmpty else {
            throw .invalid(field: "/segments", message: "at least one segment is required")
        }
        guard c.segments.count <= maxSegments else {
            throw .invalid(field: "/segments", message: "at most \(maxSegments) segments are supported, got \(c.segments.count)")
        }
        if c.strategy == .container || c.container != nil { return try validateContainer(c) }
        // DESIGN.md §2.2: the containment program's `addChild`/`didMove(toParent:)` arrived in iOS 5; on iPhone OS 3 its
        // first `addChildViewController:` raises "unrecognized selector" and the app dies at launch.
        if c.strategy == .containment && c.runtime == .legacy {
            throw .invalid(
                field: "/runtime",
                message:
                    "the containment program calls addChildViewController: and didMoveToParentViewController:, which arrived in iOS 5: on iPhone OS 3 (runtime legacy) it would die at launch with an unrecognized selector; use runtime modern"
            )
        }
        // DESIGN.md §3.16: UIPageViewController arrived in iOS 5; on iPhone OS 3 the class does not exist.
        if c.strategy == .paging && c.runtime == .legacy {
            throw .invalid(
                field: "/runtime",
                message:
                    "the paging program is built on UIPageViewController, which arrived in iOS 5: iPhone OS 3 (runtime legacy) has no such class; use runtime modern"
            )
        }
        var count = c.segments.count
        if c.strategy == .containment && c.fidelity == .seed {
            count = c.segments.filter { $0.title != nil }.count
            guard count > 0 else {
                throw .invalid(
                    field: "/segments",
                    message: "the containment seed builds its segments from the non-nil titles only: give at least one segment a title")
            }
        }
        guard c.selectedIndex >= 0 && c.selectedIndex < count else {
            throw .invalid(field: "/selectedIndex", message: "selectedIndex \(c.selectedIndex) is out of range 0..<\(count)")
        }
    }

    /// A container session (docs/containers.md, docs/containers.md part 9): a program, no preset, launch segment 0, and a program
    /// its runtime can run.
    static func validateContainer(_ c: SessionConfiguration) throws(SetupError) {
        guard let program = c.container else {
            throw .invalid(field: "/container", message: "strategy 'container' needs a container program")
        }
        guard c.strategy == .container else {
            throw .invalid(field: "/strategy", message: "a container program runs as strategy 'container'")
        }
        guard c.preset == nil else {
            throw .invalid(field: "/preset", message: "a container program replaces the preset: send one or the other")
        }
        guard c.selectedIndex == 0 else {
            throw .invalid(
                field: "/selectedIndex",
                message: "a container program launches on segment 0 (its own hooks show the first page); selectedIndex must be 0")
        }
        try program.validate(runtime: c.runtime)
    }

    /// Most segments a session accepts (a segmented control in a navigation bar holds a handful).
    public static let maxSegments = 16
}
