/// An action as a test writes it: `.selectSegment(1)`, `.tapRow(2)`, `.tapBack`,
/// instead of the generated `.Action(.selectSegment(.init(_type: "selectSegment", index: 1)))`.
public enum SegnavAction: Sendable, Hashable {
    /// A user tap on segment `index`.
    case selectSegment(Int)
    /// The app sets `selectedSegmentIndex` in code (no user event).
    case setSegment(Int)
    /// A user tap on row `row` of the table on screen.
    case tapRow(Int)
    case push(Components.Schemas.ScreenSpec)
    case pop
    case popToRoot
    /// A tap on the navigation bar's back button (refused at the root: 422 `noBackButton`).
    case tapBack
    case memoryWarning
    /// The interactive back swipe: begin, move the finger (0…1), lift it (`complete` false cancels).
    case beginBackSwipe
    case updateBackSwipe(Double)
    case endBackSwipe(complete: Bool)
    /// Model time passes (sessions with the manual clock).
    case advance(seconds: Double)
    /// The page swipe of a page view controller (the `paging` program): begin toward `forward` or `reverse`, move the
    /// finger (0…1), lift it (`complete` false lets the page fall back).
    case beginPageSwipe(forward: Bool)
    case updatePageSwipe(Double)
    case endPageSwipe(complete: Bool)

    var generated: Components.Schemas.Action {
        switch self {
        case .selectSegment(let index): .selectSegment(.init(_type: "selectSegment", index: index))
        case .setSegment(let index): .setSegment(.init(_type: "setSegment", index: index))
        case .tapRow(let row): .tapRow(.init(_type: "tapRow", row: row))
        case .push(let screen): .push(.init(_type: "push", screen: screen))
        case .pop: .pop(.init(_type: "pop"))
        case .popToRoot: .popToRoot(.init(_type: "popToRoot"))
        case .tapBack: .tapBack(.init(_type: "tapBack"))
        case .memoryWarning: .memoryWarning(.init(_type: "memoryWarning"))
        case .beginBackSwipe: .beginBackSwipe(.init(_type: "beginBackSwipe"))
        case .updateBackSwipe(let progress): .updateBackSwipe(.init(_type: "updateBackSwipe", progress: progress))
        case .endBackSwipe(let complete): .endBackSwipe(.init(_type: "endBackSwipe", complete: complete))
        case .advance(let seconds): .advance(.init(_type: "advance", seconds: seconds))
        case .beginPageSwipe(let forward):
            .beginPageSwipe(.init(_type: "beginPageSwipe", direction: forward ? .forward : .reverse))
        case .updatePageSwipe(let progress): .updatePageSwipe(.init(_type: "updatePageSwipe", progress: progress))
        case .endPageSwipe(let complete): .endPageSwipe(.init(_type: "endPageSwipe", complete: complete))
        }
    }
}
