import NavigationModel

/// Actions body → actions: one action object, or `{"actions": [...]}`
/// applied atomically (DESIGN.md §4). The one decoder of an action: the
/// journal's rows are read with `decodeAction` too, so the state file cannot
/// refuse what the API accepted.
package enum ActionDecoder {
    package static let maxBatch = 100

    /// The actions, and whether the body was a batch (pointers then start with `/actions/N`).
    package static func decode(_ body: JSON) throws(Problem) -> (actions: [Action], batch: Bool) {
        var errors: [Problem.FieldError] = []
        guard case .object = body else {
            throw Problem.badRequest(
                "the body must be an action object or {\"actions\": [...]}",
                errors: [.init(pointer: "", detail: "expected an object, got \(body.typeName)")])
        }
        if body["type"] == nil, body["actions"] != nil {
            guard var reader = FieldReader(body, pointer: "", errors: &errors) else { throw Problem.badRequest("invalid") }
            let elements = reader.array("actions", required: true, maxCount: maxBatch) ?? []
            if reader.errors.isEmpty, elements.isEmpty { reader.fail("actions", "needs at least one action") }
            reader.rejectUnknown()
            errors += reader.errors
            var actions: [Action] = []
            for (i, element) in elements.enumerated() {
                if let action = decodeAction(element, pointer: "/actions/\(i)", errors: &errors) { actions.append(action) }
            }
            guard errors.isEmpty else { throw Problem.badRequest("the actions are invalid", errors: errors) }
            return (actions, true)
        }
        guard let action = decodeAction(body, pointer: "", errors: &errors), errors.isEmpty else {
            throw Problem.badRequest("the action is invalid", errors: errors)
        }
        return ([action], false)
    }

    package static func decodeAction(_ value: JSON, pointer: String, errors: inout [Problem.FieldError]) -> Action? {
        guard var reader = FieldReader(value, pointer: pointer, errors: &errors) else { return nil }
        guard let name = reader.string("type", required: true, maxLength: 40) else {
            // Without a type the other members cannot be judged: report only the type.
            errors += reader.errors
            return nil
        }
        guard let type = ActionType(rawValue: name) else {
            reader.fail("type", "unknown action type '\(name)'; one of \(ActionType.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))")
            errors += reader.errors
            return nil
        }
        var action: Action?
        switch type {
        case .selectSegment:
            action = reader.integer("index", required: true, range: 0...1000).map { Action.selectSegment(index: $0) }
        case .setSegment:
            action = reader.integer("index", required: true, range: 0...1000).map { Action.setSegment(index: $0) }
        case .tapRow:
            action = reader.integer("row", required: true, range: 0...100_000).map { Action.tapRow(row: $0) }
        case .push:
            if let raw = reader.value("screen") {
                action = ScreenSpecDecoder.decode(raw, pointer: reader.path("screen"), errors: &errors).map(Action.push)
            } else {
                reader.fail("screen", "is required")
            }
        case .pop: action = .pop
        case .popToRoot: action = .popToRoot
        case .tapBack: action = .tapBack
        case .memoryWarning: action = .memoryWarning
        case .beginBackSwipe: action = .beginBackSwipe
        case .updateBackSwipe:
            action = reader.number("progress", required: true, range: 0...1).map { Action.updateBackSwipe(progress: $0) }
        case .endBackSwipe:
            action = reader.boolean("complete", required: true).map { Action.endBackSwipe(complete: $0) }
        case .advance:
            // Model time in seconds, kept as whole milliseconds (the logical clock's unit, DESIGN.md §3.13).
            action = reader.number("seconds", required: true, range: 0...3600).map { Action.advance(milliseconds: Int(($0 * 1000).rounded())) }
        case .beginPageSwipe:
            action = reader.enumeration("direction", PageDirection.self, required: true).map { Action.beginPageSwipe(direction: $0) }
        case .updatePageSwipe:
            action = reader.number("progress", required: true, range: 0...1).map { Action.updatePageSwipe(progress: $0) }
        case .endPageSwipe:
            action = reader.boolean("complete", required: true).map { Action.endPageSwipe(complete: $0) }
        }
        reader.rejectUnknown()
        errors += reader.errors
        return reader.errors.isEmpty ? action : nil
    }
}
