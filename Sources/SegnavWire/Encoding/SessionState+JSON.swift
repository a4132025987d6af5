import NavigationModel

extension SessionState {
    /// The state body (DESIGN.md §4; the names are the API's, openapi.yaml `SessionState`); `id` comes first.
    /// Written by the encoder the write path uses (`StateEncoder`), fed from this value.
    package func encoded(id: String, preset: Preset?) -> [UInt8] {
        // About 150 bytes per controller listed and 500 for the rest: sized so that the writer does not grow
        // (a fixed 1 KiB grew on every write of a four-controller session, issue 41).
        var encoder = StateEncoder(id: id, preset: preset, capacity: 512 + 192 * (controllers.count + navigationStack.count))
        write(to: &encoder)
        return encoder.writer.bytes
    }
}
