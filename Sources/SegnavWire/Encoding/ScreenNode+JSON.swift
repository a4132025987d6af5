import NavigationModel

extension ScreenNode {
    /// A node of the visible tree; optional members appear only when set.
    /// Written straight to bytes: a `JSON` tree first cost a malloc per member, on the first read after each
    /// action (BENCHMARKS.md "Figures the code's comments once held").
    package func write(to w: inout JSONWriter) {
        w.object { w in
            w.member("kind", kind)
            if let id { w.member("id", id) }
            if let controller { w.member("controller", controller) }
            w.key("frame")
            w.object { w in
                w.member("x", frame.x)
                w.member("y", frame.y)
                w.member("width", frame.width)
                w.member("height", frame.height)
            }
            if let text { w.member("text", text) }
            if let selected { w.member("selected", selected) }
            if let color { w.member("color", color) }
            if let image { w.member("image", image) }
            w.key("children")
            w.array(children) { w, child in child.write(to: &w) }
        }
    }
}
