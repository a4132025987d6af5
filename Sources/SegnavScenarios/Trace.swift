import NavigationModel
import SegnavWire

/// A recorded trace of an app's own lifecycle calls (docs/traces.md): JSON Lines of calls, user-action markers and
/// UIKit console lines, in the order they happened. The checker (`TraceChecker`) judges it under the appearance
/// contract (DESIGN.md §3.11), the very clauses the model keeps.
public struct Trace: Sendable {
    /// One meaningful line of the file (blank lines are skipped but counted).
    public enum Entry: Sendable {
        case call(TraceCall)
        /// A user action (segnav's action JSON): it delimits switches, and drives the prediction.
        case action(Action)
        /// A line UIKit printed on the console, and the controller it is about when the recorder knows it (`vc`).
        case console(String, vc: String?)
    }

    /// Each entry with its 1-based line number in the file.
    public var entries: [(line: Int, entry: Entry)] = []
    /// A `{"setup": …}` line (what `POST /v1/sessions` takes): the model then predicts the trace's actions, and the
    /// answer says where the app and the prediction first part (`TracePrediction`).
    public var setup: SessionConfiguration?

    public init(entries: [(line: Int, entry: Entry)] = []) {
        self.entries = entries
    }

    public var actions: [Action] {
        entries.compactMap { if case .action(let action) = $0.entry { action } else { nil } }
    }

    /// What a trace may hold: its cost (decoding and checking) follows these, whoever sends it.
    public struct Limits: Sendable {
        public var maxBytes: Int
        public var maxLines: Int
        /// One line's bytes: a call is a few hundred; a longer line is not one.
        public var maxLineBytes: Int

        public init(maxBytes: Int = 8 << 20, maxLines: Int = 100_000, maxLineBytes: Int = 4096) {
            self.maxBytes = maxBytes
            self.maxLines = maxLines
            self.maxLineBytes = maxLineBytes
        }
    }
}

/// One recorded call on one controller (`vc`), with the state as seen at the call.
public struct TraceCall: Sendable, Equatable {
    /// The method, as docs/traces.md names it.
    public enum Name: String, CaseIterable, Sendable {
        case loadView, viewDidLoad, viewWillAppear, viewIsAppearing, viewDidAppear, viewWillDisappear, viewDidDisappear
        case willMoveToParent, didMoveToParent, beginAppearanceTransition, endAppearanceTransition
        case addChild, removeFromParent, willShow, didShow, viewWillLayoutSubviews, viewDidLayoutSubviews
        case didReceiveMemoryWarning, viewDidUnload, valueChanged
        /// The model's own spelling of the navigation delegate's calls (a session exported as a trace).
        case navigationWillShow, navigationDidShow

        /// The machine's phase the call enters (DESIGN.md §3.11), nil for calls the machine does not count.
        var target: AppearanceState? {
            switch self {
            case .viewWillAppear: .appearing
            case .viewDidAppear: .appeared
            case .viewWillDisappear: .disappearing
            case .viewDidDisappear: .disappeared
            default: nil
            }
        }
    }

    /// A controller reference as recorded: absent, the JSON null (none), or an object address / id.
    public enum Ref: Sendable, Equatable {
        case absent
        case none
        case id(String)
    }

    public var name: Name
    public var vc: String
    public var className: String?
    public var title: String?
    public var t: Double?
    public var animated: Bool?
    /// `parent` as seen at the call.
    public var parent: Ref = .absent
    /// Whether the view was in the window at the call; nil when not recorded (then not judged).
    public var inWindow: Bool?
    /// `willMoveToParent`/`didMoveToParent`'s argument.
    public var to: Ref = .absent
    /// `beginAppearanceTransition`'s direction.
    public var appearing: Bool?
    /// `addChild`/`removeFromParent` (on the parent): the child.
    public var child: String?
    /// `willShow`/`didShow`: the controller shown.
    public var shown: String?
    /// The view's frame and the rectangle it must overlap to be seen (its clipping scroll view's bounds, or the
    /// screen), both in window coordinates, `[x, y, width, height]`; nil when not recorded (then not judged).
    public var frame: [Double]?
    public var clip: [Double]?

    public init(name: Name, vc: String) {
        self.name = name
        self.vc = vc
    }
}
