/// A whole simulated app: window, controllers, views and the seed program driving them. A value: copies are independent.
public struct NavigationSession: Sendable {
    public private(set) var launchEvents: [Event] = []
    public let configuration: SessionConfiguration
    public private(set) var version: Int = 0
    public private(set) var lastEventSeq: Int = 0
    public private(set) var warningCount: Int = 0

    public init(configuration: SessionConfiguration) throws(SetupError) {
        self.configuration = configuration
    }

    public mutating func apply(_ action: Action) throws(ActionError) -> ActionOutcome {
        version += 1
        return ActionOutcome(events: [], noop: false)
    }

    public func state() -> SessionState {
        SessionState(
            version: version, strategy: configuration.strategy, runtime: configuration.runtime,
            fidelity: configuration.fidelity, device: configuration.device, selectedIndex: 0, segments: [],
            current: .init(segment: 0, title: nil, topController: "", navigationTitle: nil, titleView: nil, backButtonTitle: nil),
            navigationStack: [], controllers: [], lastEventSeq: lastEventSeq, warnings: warningCount)
    }

    public func screen() -> ScreenNode {
        ScreenNode(kind: "window", frame: Frame(x: 0, y: 0, width: 0, height: 0))
    }
}

extension Preset {
    public var configuration: SessionConfiguration {
        SessionConfiguration(segments: [], preset: self)
    }
}
