import NavigationModel

/// `POST /v1/sessions` body → configuration: a `preset` (optionally with
/// device, runtime, fidelity, selectedIndex), or `strategy` + `segments`, or
/// a `container` program + `segments` (docs/containers.md); `layout` records the layout pass (DESIGN.md §3.21).
package enum CreateRequestDecoder {
    package static func decode(_ body: JSON) throws(Problem) -> SessionConfiguration {
        var errors: [Problem.FieldError] = []
        guard var reader = FieldReader(body, pointer: "", errors: &errors) else {
            throw Problem.badRequest("the body must be a JSON object", errors: errors)
        }
        let preset = reader.enumeration("preset", Preset.self)
        let strategy = reader.enumeration("strategy", Strategy.self)
        let device = reader.enumeration("device", Device.self)
        let runtime = reader.enumeration("runtime", Runtime.self)
        let fidelity = reader.enumeration("fidelity", Fidelity.self)
        let selectedIndex = reader.integer("selectedIndex", range: 0...99)
        let clock = reader.enumeration("clock", Clock.self)
        let layout = reader.boolean("layout")
        var program: ContainerProgram?
        // A container is a program or nothing: an explicit null is not "no program" (openapi.yaml has no null for it).
        if reader.isNull("container") { reader.fail("container", "expected a segnav-container/1 program (an object), got null") }
        if let raw = reader.value("container") {
            program = ContainerProgramDecoder.decode(raw, pointer: reader.path("container"), errors: &errors)
            if reader.has("preset") { reader.fail("preset", "a container program replaces the preset: send one or the other") }
            if let strategy, strategy != .container { reader.fail("strategy", "a container program runs as strategy 'container'") }
        } else if strategy == .container {
            reader.fail("container", "strategy 'container' needs a container program")
        }
        var segments: [SegmentSpec] = []
        let rawSegments = reader.array("segments", maxCount: 20)
        if let rawSegments {
            for (i, element) in rawSegments.enumerated() {
                if let segment = decodeSegment(element, pointer: "/segments/\(i)", errors: &errors) {
                    segments.append(segment)
                }
            }
        }
        if reader.has("preset") && !reader.has("container") {
            if reader.has("strategy") { reader.fail("strategy", "a preset fixes the strategy; send either 'preset' or 'strategy' + 'segments'") }
            if reader.has("segments") { reader.fail("segments", "a preset fixes the segments; send either 'preset' or 'strategy' + 'segments'") }
        } else if reader.errors.isEmpty, errors.isEmpty {
            if rawSegments == nil {
                reader.fail("segments", "is required unless 'preset' is given")
            } else if segments.isEmpty {
                reader.fail("segments", "needs at least one segment")
            }
        }
        reader.rejectUnknown()
        errors = reader.errors + errors
        guard errors.isEmpty else {
            throw Problem.badRequest("the session setup is invalid", errors: errors)
        }
        var configuration =
            program.map { SessionConfiguration(strategy: .container, segments: segments, container: $0) }
            ?? preset?.configuration ?? SessionConfiguration(strategy: strategy ?? .containment, segments: segments)
        if let device { configuration.device = device }
        if let runtime { configuration.runtime = runtime }
        if let fidelity { configuration.fidelity = fidelity }
        if let selectedIndex { configuration.selectedIndex = selectedIndex }
        if let clock { configuration.clock = clock }
        if let layout { configuration.layout = layout }
        return configuration
    }

    package static func decodeSegment(_ value: JSON, pointer: String, errors: inout [Problem.FieldError]) -> SegmentSpec? {
        guard var reader = FieldReader(value, pointer: pointer, errors: &errors) else { return nil }
        // `title` may be null on purpose: a nil-title controller is what
        // exposes the containment seed's index flaw (DESIGN.md §2).
        let title = reader.string("title")
        var screen: ScreenSpec?
        if let raw = reader.value("screen") {
            screen = ScreenSpecDecoder.decode(raw, pointer: reader.path("screen"), errors: &errors)
        } else {
            reader.fail("screen", "is required")
        }
        reader.rejectUnknown()
        errors += reader.errors
        guard let screen, reader.errors.isEmpty else { return nil }
        return SegmentSpec(title: title, screen: screen)
    }
}
