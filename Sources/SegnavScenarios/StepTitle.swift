import NavigationModel
import SegnavWire

/// A step named by what it did, as a person would title it in a test ("cancel the back swipe at 30 %"), for the
/// export; reports print it beside the step's number.
enum StepTitle {
    /// The actions in words, joined; `progress` carries the back swipe's last position from step to step, so that a
    /// release can say where it let go.
    static func words(_ actions: [Action], progress: inout Double?) -> String {
        var parts: [String] = []
        var index = 0
        while index < actions.count {
            // A run of finger moves is one drag: said once, at its last position.
            if case .updateBackSwipe = actions[index] {
                while index + 1 < actions.count, case .updateBackSwipe = actions[index + 1] { index += 1 }
            }
            parts.append(word(actions[index], progress: &progress))
            index += 1
        }
        return parts.joined(separator: ", ")
    }

    private static func word(_ action: Action, progress: inout Double?) -> String {
        switch action {
        case .selectSegment(let index): return "tap segment \(index)"
        case .setSegment(let index): return "select segment \(index) in code"
        case .tapRow(let row): return "tap row \(row)"
        case .push(let screen): return "push \(screen.title ?? screen.className ?? screen.kind.rawValue)"
        case .pop: return "pop"
        case .popToRoot: return "pop to the root"
        case .tapBack: return "tap Back"
        case .memoryWarning: return "memory warning"
        case .beginBackSwipe:
            progress = 0
            return "start a back swipe"
        case .updateBackSwipe(let value):
            progress = value
            return "drag the back swipe to \(ScenarioStep.percent(value))"
        case .endBackSwipe(let complete):
            let at = progress.map { " at \(ScenarioStep.percent($0))" } ?? ""
            progress = nil
            return complete ? "finish the back swipe\(at)" : "cancel the back swipe\(at)"
        case .advance(let milliseconds): return "advance \(JSON.number(Double(milliseconds) / 1000).text) s"
        }
    }
}
