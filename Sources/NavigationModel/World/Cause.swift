/// Why an event happened (DESIGN.md §3 "Causes"): the event whose call delivered it, the UIKit rule behind the call, the
/// program flaw that alone makes it happen, and the program code that made it. Small ids, set where the call is made, so
/// that recording an event copies four words and no string (BENCHMARKS.md "Engine").
public struct Cause: Equatable, Codable, Sendable {
    /// seq of the event whose call delivered this one; 0 when the action itself did.
    public var event: Int
    public var rule: Rule
    public var flaw: Flaw
    public var code: Code
    /// For a breach of the appearance contract: seq of the earlier call that put the controller in the state the
    /// breach found (DESIGN.md §3.11), so that a duplicate names the call that made it twice; 0 otherwise.
    public var setBy: Int {
        get { Int(setByRaw) }
        set { setByRaw = UInt32(clamping: newValue) }
    }
    /// 32 bits, after the three one-byte ids: a `Cause` stays 16 bytes, as every event copies it (BENCHMARKS.md
    /// "Engine": a full word made the switch loop 18 % more instructions). A seq past 2³² is clamped (never reached:
    /// a session's seq is bounded far below it).
    private var setByRaw: UInt32

    public init(event: Int = 0, rule: Rule = .none, flaw: Flaw = .none, code: Code = .none, setBy: Int = 0) {
        self.event = event
        self.rule = rule
        self.flaw = flaw
        self.code = code
        self.setByRaw = UInt32(clamping: setBy)
    }

    /// The parent event's seq, or nil.
    public var eventSeq: Int? { event > 0 ? event : nil }

    /// `setBy`, or nil.
    public var setBySeq: Int? { setBy > 0 ? setBy : nil }

    private enum CodingKeys: String, CodingKey {
        case event, rule, flaw, code, setBy
    }

    /// Causes saved before `setBy` existed have none.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        event = try c.decode(Int.self, forKey: .event)
        rule = try c.decode(Rule.self, forKey: .rule)
        flaw = try c.decode(Flaw.self, forKey: .flaw)
        code = try c.decode(Code.self, forKey: .code)
        setByRaw = UInt32(clamping: try c.decodeIfPresent(Int.self, forKey: .setBy) ?? 0)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(event, forKey: .event)
        try c.encode(rule, forKey: .rule)
        try c.encode(flaw, forKey: .flaw)
        try c.encode(code, forKey: .code)
        if setByRaw != 0 { try c.encode(setBy, forKey: .setBy) }
    }

    /// Every event must be explained by a rule, a flaw or code (checked by the tests).
    public var isExplained: Bool { rule != .none || flaw != .none || code != .none }
}

/// The DESIGN.md §3 rule under which UIKit makes a call. Each id is a §3 heading ("3.1"); the tests check it.
public enum Rule: UInt8, CaseIterable, Codable, Sendable {
    case none
    case runLoopTurn, push, pop, setViewControllers, containmentChild, detachedAddSubview, launch, legacy, memoryWarning
    case segmentedControl, backButton, appearanceMachine
    case navigationBarLayout, manualClock, backSwipe, midTransition
    /// `UIPageViewController` (scroll style): its children and forwarding, the page swipe, `setViewControllers`, and
    /// interrupted page scrolls.
    case pageContainment, pageSwipe, pageSetViewControllers, pageInterrupted
    /// UIKit's answers to a container program's calls (R1–R10, docs/containers.md).
    case containerProgram
    /// The layout pass of an appearing view (DESIGN.md §3.21).
    case layoutPass

    /// The §3 heading number, nil for `none`.
    public var id: String? {
        switch self {
        case .none: nil
        case .runLoopTurn: "3.0"
        case .push: "3.1"
        case .pop: "3.2"
        case .setViewControllers: "3.3"
        case .containmentChild: "3.4"
        case .detachedAddSubview: "3.5"
        case .launch: "3.6"
        case .legacy: "3.7"
        case .memoryWarning: "3.8"
        case .segmentedControl: "3.9"
        case .backButton: "3.10"
        case .appearanceMachine: "3.11"
        case .navigationBarLayout: "3.12"
        case .manualClock: "3.13"
        case .backSwipe: "3.14"
        case .midTransition: "3.15"
        case .pageContainment: "3.16"
        case .pageSwipe: "3.17"
        case .pageSetViewControllers: "3.18"
        case .pageInterrupted: "3.19"
        case .containerProgram: "3.20"
        case .layoutPass: "3.21"
        }
    }

    public init?(id: String) {
        guard let rule = Rule.allCases.first(where: { $0.id == id }) else { return nil }
        self = rule
    }
}

/// A seed program's flaw (DESIGN.md §2.1 lists every id). Never set in `corrected` fidelity.
public enum Flaw: UInt8, CaseIterable, Codable, Sendable {
    case none
    /// `didChangeSegmentControl:` calls the appearance methods on top of UIKit's own (§3.5).
    case managingManualAppearance
    /// The navigation delegate calls `viewWillAppear`/`viewDidAppear` on top of UIKit's (§3.6).
    case managingDelegateAppearance
    /// `didReceiveMemoryWarning` forwarded to controllers that already hear it (§3.8).
    case managingMemoryForwarding
    /// `viewDidLoad` after an unload rebuilds the segments and the selection.
    case rebuildOnReload
    /// Segment titles skip untitled controllers, so segment i can show controller j.
    case containmentTitleSkipping
    /// The new child is displayed before the old one is hidden.
    case containmentDisplayBeforeHide
    /// Re-selecting the shown segment in code hides it.
    case containmentReselectHides
    /// `setViewControllers([incoming])` drops the old segment's pushed screens.
    case navigationStackDiscarded

    public var id: String? {
        switch self {
        case .none: nil
        case .managingManualAppearance: "managingManualAppearance"
        case .managingDelegateAppearance: "managingDelegateAppearance"
        case .managingMemoryForwarding: "managingMemoryForwarding"
        case .rebuildOnReload: "rebuildOnReload"
        case .containmentTitleSkipping: "containmentTitleSkipping"
        case .containmentDisplayBeforeHide: "containmentDisplayBeforeHide"
        case .containmentReselectHides: "containmentReselectHides"
        case .navigationStackDiscarded: "navigationStackDiscarded"
        }
    }

    public init?(id: String) {
        guard let flaw = Flaw.allCases.first(where: { $0.id == id }) else { return nil }
        self = flaw
    }
}

/// The program code that made a call (a seed method, the app delegate, or the client's own action).
public enum Code: UInt8, CaseIterable, Codable, Sendable {
    case none
    case appDelegate
    case managingViewDidLoad, managingSegmentChanged, managingAppearanceForwarding, managingWillShow, managingDidShow
    case managingMemoryWarning
    case containerViewDidLoad, containerSegmentSelected, containerDisplay, containerHide
    case segmentsControllerIndexChanged
    case rowTap, clientAction
    case pagingViewDidLoad, pagingSegmentChanged, pagingDidFinishAnimating
    /// A container program's statement: the event's `programCode` (`<class>.<hook or fn>#<i>`) names it.
    case containerProgram
    /// The managing controller's other three overrides, forwarding as its `viewWillAppear:` does (added last: the raw
    /// values are saved).
    case managingDidAppearForwarding, managingWillDisappearForwarding, managingDidDisappearForwarding

    /// The method, as the program spells it.
    public var id: String? {
        switch self {
        case .none: nil
        case .appDelegate: "AppDelegate.applicationDidFinishLaunching:"
        case .managingViewDidLoad: "SegmentManagingViewController.viewDidLoad"
        case .managingSegmentChanged: "SegmentManagingViewController.didChangeSegmentControl:"
        case .managingAppearanceForwarding: "SegmentManagingViewController.viewWillAppear: (forwarding to the active controller)"
        case .managingWillShow: "SegmentManagingViewController.navigationController:willShowViewController:animated:"
        case .managingDidShow: "SegmentManagingViewController.navigationController:didShowViewController:animated:"
        case .managingMemoryWarning: "SegmentManagingViewController.didReceiveMemoryWarning"
        case .containerViewDidLoad: "SegmentedViewController.viewDidLoad()"
        case .containerSegmentSelected: "SegmentedViewController.segmentSelected(_:)"
        case .containerDisplay: "SegmentedViewController.displaySegmentViewController(_:)"
        case .containerHide: "SegmentedViewController.hideSegmentViewController(_:)"
        case .segmentsControllerIndexChanged: "SegmentsController.indexDidChangeForSegmentedControl:"
        case .rowTap: "tableView:didSelectRowAtIndexPath: (pushViewController:animated:)"
        case .clientAction: "the client's action (app code making the call directly)"
        case .pagingViewDidLoad: "SegmentedPageViewController.viewDidLoad()"
        case .pagingSegmentChanged: "SegmentedPageViewController.segmentChanged(_:)"
        case .pagingDidFinishAnimating:
            "SegmentedPageViewController.pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)"
        case .containerProgram: "container program"
        case .managingDidAppearForwarding: "SegmentManagingViewController.viewDidAppear: (forwarding to the active controller)"
        case .managingWillDisappearForwarding:
            "SegmentManagingViewController.viewWillDisappear: (forwarding to the active controller)"
        case .managingDidDisappearForwarding:
            "SegmentManagingViewController.viewDidDisappear: (forwarding to the active controller)"
        }
    }
}

/// What the code being run says about the calls it makes; the recorder stamps it on each event.
struct CauseContext: Codable, Sendable {
    var rule: Rule = .none
    var flaw: Flaw = .none
    var code: Code = .none
    /// With `code == .containerProgram`: the statement's site, an index into `ContainerRuntime.sites`. 32 bits, and
    /// before `via`, so that it fits in the padding after the three one-byte ids: the context stays 16 bytes.
    var site: Int32 = 0
    /// When set, the event whose call delivers the next ones (UIKit's forwarding at the same depth).
    var via = 0

    /// The same context under another UIKit rule: the flaw, code and caller of the code that reached it stay (a
    /// program's `push` runs under the push rule, still the program's call).
    @inline(__always)
    func under(_ rule: Rule) -> CauseContext {
        var context = self
        context.rule = rule
        return context
    }
}
