import NavigationModel

/// An action's `type` on the wire: the one table of the names, read by `ActionDecoder`, written by `ActionEncoder`
/// and counted by the metrics. Every switch over it and over `Action` is exhaustive, with no `default:`, so a new
/// action is a compile error in each codec until it is handled there (the journal's included, which reuses them).
package enum ActionType: String, CaseIterable, Sendable {
    // In the order the API's "unknown action type" message lists them.
    case selectSegment, setSegment, tapRow, push, pop, popToRoot, tapBack, memoryWarning
    case beginBackSwipe, updateBackSwipe, endBackSwipe, advance
    case beginPageSwipe, updatePageSwipe, endPageSwipe
}

extension Action {
    package var type: ActionType {
        switch self {
        case .selectSegment: .selectSegment
        case .setSegment: .setSegment
        case .tapRow: .tapRow
        case .push: .push
        case .pop: .pop
        case .popToRoot: .popToRoot
        case .tapBack: .tapBack
        case .memoryWarning: .memoryWarning
        case .beginBackSwipe: .beginBackSwipe
        case .updateBackSwipe: .updateBackSwipe
        case .endBackSwipe: .endBackSwipe
        case .advance: .advance
        case .beginPageSwipe: .beginPageSwipe
        case .updatePageSwipe: .updatePageSwipe
        case .endPageSwipe: .endPageSwipe
        }
    }

    /// The `type` member of the action's JSON.
    package var typeName: String { type.rawValue }
}
