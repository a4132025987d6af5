import NavigationModel

/// Setups written back as the requests that make them (`POST /v1/sessions`): what an exported scenario file holds,
/// so that the decoders read it back to the same values (its actions: `ActionEncoder`).
extension SessionConfiguration {
    package var requestJSON: JSON {
        var members: [(key: String, value: JSON)] = []
        if let container {
            // A container program with its segments (docs/containers.md); `strategy` is implied.
            members.append(("container", container.json))
            members.append(
                ("segments", .array(segments.map { .object([("title", JSON($0.title)), ("screen", $0.screen.requestJSON)]) })))
        } else if let preset, preset.configuration.segments == segments, preset.configuration.strategy == strategy {
            members.append(("preset", .string(preset.rawValue)))
        } else {
            members.append(("strategy", .string(strategy.rawValue)))
            members.append(
                (
                    "segments",
                    .array(
                        segments.map { segment in
                            .object([("title", JSON(segment.title)), ("screen", segment.screen.requestJSON)])
                        })
                ))
        }
        members += [
            ("device", .string(device.rawValue)), ("runtime", .string(runtime.rawValue)),
            ("fidelity", .string(fidelity.rawValue)), ("selectedIndex", JSON(selectedIndex)),
        ]
        if clock != .auto { members.append(("clock", .string(clock.rawValue))) }
        if layout { members.append(("layout", .bool(true))) }
        return .object(members)
    }
}
