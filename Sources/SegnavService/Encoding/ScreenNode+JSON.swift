import NavigationModel

extension ScreenNode {
    /// A node of the visible tree; optional members appear only when set.
    var json: JSON {
        var members: [(key: String, value: JSON)] = [("kind", .string(kind))]
        if let id { members.append(("id", .string(id))) }
        if let controller { members.append(("controller", .string(controller))) }
        members.append(("frame", [
            "x": .number(frame.x), "y": .number(frame.y), "width": .number(frame.width), "height": .number(frame.height),
        ]))
        if let text { members.append(("text", .string(text))) }
        if let selected { members.append(("selected", .bool(selected))) }
        if let color { members.append(("color", .string(color))) }
        if let image { members.append(("image", .string(image))) }
        members.append(("children", .array(children.map(\.json))))
        return .object(members)
    }
}
