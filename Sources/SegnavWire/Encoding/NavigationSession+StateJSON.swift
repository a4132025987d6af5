import NavigationModel

extension NavigationSession {
    /// The state body, written as the session hands it over (`writeState`), with no `SessionState` built between:
    /// the bytes of `state().encoded(id:preset:)` (a test holds the two walks equal), at less cost on every write
    /// (issue 41).
    package func encodedState(id: String, preset: Preset?) -> [UInt8] {
        var encoder = StateEncoder(id: id, preset: preset, capacity: 512 + 192 * stateSizeHint)
        writeState(to: &encoder)
        return encoder.writer.bytes
    }
}

/// The state body in runs of literal text (`JSONWriter.open`), fed part by part: by the session itself on the
/// write path (`encodedState`), by a built `SessionState` elsewhere (`SessionState.encoded`).
struct StateEncoder: SessionStateSink, ~Copyable {
    var writer: JSONWriter
    let id: String
    let preset: Preset?
    /// Set by `setup`, written by `finish`.
    private var clock = Clock.auto
    private var layout = false

    init(id: String, preset: Preset?, capacity: Int) {
        writer = JSONWriter(capacity: capacity)
        self.id = id
        self.preset = preset
    }

    mutating func setup(
        version: Int, strategy: Strategy, runtime: Runtime, fidelity: Fidelity, device: Device, clock: Clock, layout: Bool,
        selectedIndex: Int
    ) {
        self.clock = clock
        self.layout = layout
        writer.open(#"{"id":"#)
        writer.string(id)
        writer.text(#","version":"#)
        writer.int(version)
        writer.text(#","strategy":"#)
        writer.name(strategy.rawValue)
        writer.text(#","runtime":"#)
        writer.name(runtime.rawValue)
        writer.text(#","fidelity":"#)
        writer.name(fidelity.rawValue)
        writer.text(#","device":"#)
        writer.name(device.rawValue)
        writer.text(#","preset":"#)
        if let preset { writer.name(preset.rawValue) } else { writer.null() }
        writer.text(#","selectedIndex":"#)
        writer.int(selectedIndex)
        writer.text(#","segments":["#)
    }

    mutating func segment(index: Int, title: String?, controller: String?) {
        writer.open(#"{"index":"#)
        writer.int(index)
        writer.text(#","title":"#)
        writer.string(title)
        writer.text(#","controller":"#)
        writer.string(controller)
        writer.close("}")
    }

    mutating func current(
        segment: Int, title: String?, topController: String, navigationTitle: String?, titleView: String?,
        backButtonTitle: String?
    ) {
        writer.text("]")
        writer.text(#","current":{"segment":"#)
        writer.int(segment)
        writer.text(#","title":"#)
        writer.string(title)
        writer.text(#","topController":"#)
        writer.string(topController)
        writer.text(#","navigationTitle":"#)
        writer.string(navigationTitle)
        writer.text(#","titleView":"#)
        writer.string(titleView)
        writer.text(#","backButtonTitle":"#)
        writer.string(backButtonTitle)
        writer.text("}")
        writer.text(#","navigationStack":["#)
    }

    mutating func stackEntry(id: String, className: String, title: String?) {
        openController(id: id, className: className, title: title)
        writer.close("}")
    }

    mutating func controllersFollow() {
        writer.text(#"],"controllers":["#)
    }

    mutating func controller(
        id: String, className: String, title: String?, parent: String?, viewLoaded: Bool, appearance: AppearanceState,
        inWindow: Bool
    ) {
        openController(id: id, className: className, title: title)
        writer.text(#","parent":"#)
        writer.string(parent)
        writer.text(#","viewLoaded":"#)
        writer.bool(viewLoaded)
        writer.text(#","appearance":"#)
        writer.name(appearance.rawValue)
        writer.text(#","inWindow":"#)
        writer.bool(inWindow)
        writer.close("}")
    }

    mutating func finish(lastEventSeq: Int, warnings: Int, time: Double, transition: SessionState.Transition?) {
        writer.text("]")
        writer.text(#","lastEventSeq":"#)
        writer.int(lastEventSeq)
        writer.text(#","warnings":"#)
        writer.int(warnings)
        writer.text(#","clock":"#)
        writer.name(clock.rawValue)
        // Only when on: a session without the layout option answers the bytes it always did (DESIGN.md §3.21).
        if layout { writer.text(#","layout":true"#) }
        writer.text(#","time":"#)
        writer.number(time)
        writer.text(#","transition":"#)
        if let t = transition {
            writer.open(#"{"kind":"#)
            writer.name(t.kind)
            writer.text(#","progress":"#)
            writer.number(t.progress)
            writer.text(#","from":"#)
            writer.string(t.from)
            writer.text(#","to":"#)
            writer.string(t.to)
            writer.text(#","interactive":"#)
            writer.bool(t.interactive)
            writer.text(#","cancelling":"#)
            writer.bool(t.cancelling)
            writer.close("}")
        } else {
            writer.null()
        }
        writer.close("}")
    }

    private mutating func openController(id: String, className: String, title: String?) {
        writer.open(#"{"id":"#)
        writer.string(id)
        writer.text(#","class":"#)
        writer.string(className)
        writer.text(#","title":"#)
        writer.string(title)
    }
}
