import NavigationModel

/// Actions in the API's own JSON shape (`POST …/actions`): the one encoder, for the journal's rows and the exported
/// scenario alike, and the mirror of `ActionDecoder`, so that what one writes the other reads back to the same value
/// (`advance` in seconds wherever it is written; the model keeps whole milliseconds).
package enum ActionEncoder {
    package static func write(_ action: Action, to w: inout JSONWriter) {
        w.object { w in
            w.key("type")
            w.name(action.typeName)
            switch action {
            case .selectSegment(let index), .setSegment(let index): w.member("index", index)
            case .tapRow(let row): w.member("row", row)
            case .push(let screen):
                w.key("screen")
                write(screen, to: &w)
            case .pop, .popToRoot, .tapBack, .memoryWarning, .beginBackSwipe: break
            case .updateBackSwipe(let progress), .updatePageSwipe(let progress): w.member("progress", progress)
            case .endBackSwipe(let complete), .endPageSwipe(let complete): w.member("complete", complete)
            case .beginPageSwipe(let direction): w.member("direction", direction.rawValue)
            // Whole milliseconds divided by 1000 read back exactly: the decoder multiplies and rounds.
            case .advance(let milliseconds): w.member("seconds", Double(milliseconds) / 1000)
            }
        }
    }

    /// A screen as `ScreenSpecDecoder` reads it: `class`, and `rows` only on a table.
    package static func write(_ screen: ScreenSpec, to w: inout JSONWriter) {
        w.object { w in
            w.key("kind")
            w.name(screen.kind.rawValue)
            if let title = screen.title { w.member("title", title) }
            if let className = screen.className { w.member("class", className) }
            if screen.kind == .table {
                w.key("rows")
                w.array(screen.rows) { w, row in
                    w.object { w in
                        w.member("title", row.title)
                        if let detail = row.detail {
                            w.key("detail")
                            write(detail, to: &w)
                        }
                    }
                }
            }
            if let image = screen.image { w.member("image", image) }
            if let caption = screen.caption { w.member("caption", caption) }
            if let color = screen.color { w.member("color", color) }
            if let text = screen.text { w.member("text", text) }
        }
    }

    package static func encode(_ action: Action) -> [UInt8] {
        var w = JSONWriter(capacity: 64)
        write(action, to: &w)
        return w.bytes
    }
}

extension Action {
    /// The export builds its document as a tree: the encoder's own bytes read back, so the tree holds exactly
    /// what the one encoder writes. Its output always parses (a screen nests at most 8 levels, the decoder's
    /// bound), hence no error to pass on.
    package var requestJSON: JSON { (try? JSON.parse(ActionEncoder.encode(self))) ?? .null }

    /// One action as an object, a batch as `{"actions": […]}`.
    package static func requestJSON(_ actions: [Action]) -> JSON {
        actions.count == 1 ? actions[0].requestJSON : ["actions": .array(actions.map(\.requestJSON))]
    }
}

extension ScreenSpec {
    /// A setup's segment screens, as the export writes them: through the action encoder's screen, as `requestJSON`
    /// of an action is.
    package var requestJSON: JSON {
        var w = JSONWriter(capacity: 128)
        ActionEncoder.write(self, to: &w)
        return (try? JSON.parse(w.bytes)) ?? .null
    }
}
