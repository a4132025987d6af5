import NavigationModel
import SegnavWire

/// What running a scenario found, step by step.
public struct ScenarioResult: Sendable {
    public var name: String
    public var steps: [StepResult]
    /// Set when the setup could not be built (the scenario did not run).
    public var setupError: String?

    public var passed: Bool { setupError == nil && steps.allSatisfy(\.passed) }
}

public struct StepResult: Sendable {
    public var index: Int
    public var title: String
    public var action: JSON?
    /// 200 applied, 422 refused (nil: the launch).
    public var status: Int?
    public var reason: ActionError.Code?
    public var refusal: String?
    package var events: [ObservedEvent] = []
    /// The step's `expect` matchers as written, and the event each matched.
    package var expect: [JSON] = []
    package var matched: [Int?] = []
    public var failures: [StepFailure] = []

    public var passed: Bool { failures.isEmpty }
    public var eventCount: Int { events.count }

    package init(index: Int, title: String, action: JSON?) {
        self.index = index
        self.title = title
        self.action = action
    }
}

public struct StepFailure: Sendable {
    public enum Kind: String, Sendable {
        case expect, forbid, state, status
    }

    public var kind: Kind
    public var message: String
    /// Which matcher of `expect` or `forbid` (0-based), if any.
    public var matcher: Int?
    public var matcherJSON: JSON?
    /// The event nearest to what the matcher asked for (or the forbidden one).
    package var nearest: ObservedEvent?
    /// The seq of the last event matched before this failure.
    public var after: Int?

    package init(kind: Kind, message: String, matcher: Int? = nil, matcherJSON: JSON? = nil, nearest: ObservedEvent? = nil, after: Int? = nil) {
        self.kind = kind
        self.message = message
        self.matcher = matcher
        self.matcherJSON = matcherJSON
        self.nearest = nearest
        self.after = after
    }
}
