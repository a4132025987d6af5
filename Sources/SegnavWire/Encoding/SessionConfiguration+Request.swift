import NavigationModel

/// Setups and actions written back as the requests that make them (`POST /v1/sessions`, `POST …/actions`):
/// what an exported scenario file holds, so that the decoders read it back to the same values.
extension SessionConfiguration {
    package var requestJSON: JSON {
        var members: [(key: String, value: JSON)] = []
        if let preset, preset.configuration.segments == segments, preset.configuration.strategy == strategy {
            members.append(("preset", .string(preset.rawValue)))
        } else {
            members.append(("strategy", .string(strategy.rawValue)))
            members.append(("segments", .array(segments.map { segment in
                .object([("title", JSON(segment.title)), ("screen", segment.screen.requestJSON)])
            })))
        }
        members += [
            ("device", .string(device.rawValue)), ("runtime", .string(runtime.rawValue)),
            ("fidelity", .string(fidelity.rawValue)), ("selectedIndex", JSON(selectedIndex)),
        ]
        if clock != .auto { members.append(("clock", .string(clock.rawValue))) }
        return .object(members)
    }
}

extension ScreenSpec {
    package var requestJSON: JSON {
        var members: [(key: String, value: JSON)] = [("kind", .string(kind.rawValue))]
        if let title { members.append(("title", .string(title))) }
        if let className { members.append(("class", .string(className))) }
        if kind == .table {
            members.append(("rows", .array(rows.map { row in
                var members: [(key: String, value: JSON)] = [("title", .string(row.title))]
                if let detail = row.detail { members.append(("detail", detail.requestJSON)) }
                return .object(members)
            })))
        }
        for (key, value) in [("image", image), ("caption", caption), ("color", color), ("text", text)] {
            if let value { members.append((key, .string(value))) }
        }
        return .object(members)
    }
}

extension Action {
    package var requestJSON: JSON {
        switch self {
        case .selectSegment(let index): ["type": "selectSegment", "index": JSON(index)]
        case .setSegment(let index): ["type": "setSegment", "index": JSON(index)]
        case .tapRow(let row): ["type": "tapRow", "row": JSON(row)]
        case .push(let screen): ["type": "push", "screen": screen.requestJSON]
        case .pop: ["type": "pop"]
        case .popToRoot: ["type": "popToRoot"]
        case .tapBack: ["type": "tapBack"]
        case .memoryWarning: ["type": "memoryWarning"]
        case .beginBackSwipe: ["type": "beginBackSwipe"]
        case .updateBackSwipe(let progress): ["type": "updateBackSwipe", "progress": .number(progress)]
        case .endBackSwipe(let complete): ["type": "endBackSwipe", "complete": .bool(complete)]
        case .advance(let milliseconds): ["type": "advance", "seconds": .number(Double(milliseconds) / 1000)]
        }
    }

    /// One action as an object, a batch as `{"actions": […]}`.
    package static func requestJSON(_ actions: [Action]) -> JSON {
        actions.count == 1 ? actions[0].requestJSON : ["actions": .array(actions.map(\.requestJSON))]
    }
}
