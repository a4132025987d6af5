import NavigationModel

extension SessionState {
    /// The state body (DESIGN.md §4; the names are the API's, openapi.yaml `SessionState`); `id` comes first.
    /// Written in runs of literal text (`JSONWriter.open`): every action's
    /// answer carries one, so this is on the write path.
    package func encoded(id: String, preset: Preset?) -> [UInt8] {
        // About 150 bytes per controller listed and 500 for the rest: sized so that the writer does not grow
        // (a fixed 1 KiB grew on every write of a four-controller session, issue 41).
        var w = JSONWriter(capacity: 512 + 192 * (controllers.count + navigationStack.count))
        writeSetup(&w, id: id, preset: preset)
        writeSegments(&w)
        writeCurrent(&w)
        writeControllers(&w)
        w.text(#","lastEventSeq":"#)
        w.int(lastEventSeq)
        w.text(#","warnings":"#)
        w.int(warnings)
        w.text(#","clock":"#)
        w.name(clock.rawValue)
        // Only when on: a session without the layout option answers the bytes it always did (DESIGN.md §3.21).
        if layout { w.text(#","layout":true"#) }
        w.text(#","time":"#)
        w.number(time)
        w.text(#","transition":"#)
        if let t = transition {
            w.open(#"{"kind":"#)
            w.name(t.kind)
            w.text(#","progress":"#)
            w.number(t.progress)
            w.text(#","from":"#)
            w.string(t.from)
            w.text(#","to":"#)
            w.string(t.to)
            w.text(#","interactive":"#)
            w.bool(t.interactive)
            w.text(#","cancelling":"#)
            w.bool(t.cancelling)
            w.close("}")
        } else {
            w.null()
        }
        w.close("}")
        return w.bytes
    }

    /// `{"id":…` up to `"selectedIndex"`: what the session was made with.
    @inline(__always)
    private func writeSetup(_ w: inout JSONWriter, id: String, preset: Preset?) {
        w.open(#"{"id":"#)
        w.string(id)
        w.text(#","version":"#)
        w.int(version)
        w.text(#","strategy":"#)
        w.name(strategy.rawValue)
        w.text(#","runtime":"#)
        w.name(runtime.rawValue)
        w.text(#","fidelity":"#)
        w.name(fidelity.rawValue)
        w.text(#","device":"#)
        w.name(device.rawValue)
        w.text(#","preset":"#)
        if let preset { w.name(preset.rawValue) } else { w.null() }
        w.text(#","selectedIndex":"#)
        w.int(selectedIndex)
    }

    @inline(__always)
    private func writeSegments(_ w: inout JSONWriter) {
        w.text(#","segments":["#)
        for segment in segments {
            w.open(#"{"index":"#)
            w.int(segment.index)
            w.text(#","title":"#)
            w.string(segment.title)
            w.text(#","controller":"#)
            w.string(segment.controller)
            w.close("}")
        }
        w.text("]")
    }

    /// What the user sees now: the segment, the top controller, the bar.
    @inline(__always)
    private func writeCurrent(_ w: inout JSONWriter) {
        w.text(#","current":{"segment":"#)
        w.int(current.segment)
        w.text(#","title":"#)
        w.string(current.title)
        w.text(#","topController":"#)
        w.string(current.topController)
        w.text(#","navigationTitle":"#)
        w.string(current.navigationTitle)
        w.text(#","titleView":"#)
        w.string(current.titleView)
        w.text(#","backButtonTitle":"#)
        w.string(current.backButtonTitle)
        w.text("}")
    }

    /// The navigation stack, then every live controller with its appearance.
    @inline(__always)
    private func writeControllers(_ w: inout JSONWriter) {
        w.text(#","navigationStack":["#)
        for controller in navigationStack {
            Self.openController(&w, id: controller.id, className: controller.className, title: controller.title)
            w.close("}")
        }
        w.text(#"],"controllers":["#)
        for controller in controllers {
            Self.openController(&w, id: controller.id, className: controller.className, title: controller.title)
            w.text(#","parent":"#)
            w.string(controller.parent)
            w.text(#","viewLoaded":"#)
            w.bool(controller.viewLoaded)
            w.text(#","appearance":"#)
            w.name(controller.appearance.rawValue)
            w.text(#","inWindow":"#)
            w.bool(controller.inWindow)
            w.close("}")
        }
        w.text("]")
    }

    /// `{"id":…,"class":…,"title":…`: how a controller begins in the stack and in the list.
    private static func openController(_ w: inout JSONWriter, id: String, className: String, title: String?) {
        w.open(#"{"id":"#)
        w.string(id)
        w.text(#","class":"#)
        w.string(className)
        w.text(#","title":"#)
        w.string(title)
    }
}
