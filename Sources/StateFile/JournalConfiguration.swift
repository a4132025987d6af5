#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NavigationModel

/// A session's configuration as the journal keeps it. A preset's own segments and strategy are implied by its
/// name, so a preset session is stored as `{"device":…,"fidelity":…,"preset":…,"runtime":…,"selectedIndex":…}`
/// (about a tenth of the full form: most sessions are made from presets); any other is the engine's `Codable` form.
package enum JournalConfiguration {
    package static func encode(_ configuration: SessionConfiguration, encoder: JSONEncoder) throws -> [UInt8] {
        if let preset = configuration.preset, preset.configuration.segments == configuration.segments,
            preset.configuration.strategy == configuration.strategy
        {
            return Array(
                """
                {"device":"\(configuration.device.rawValue)","fidelity":"\(configuration.fidelity.rawValue)",\
                "preset":"\(preset.rawValue)","runtime":"\(configuration.runtime.rawValue)",\
                "selectedIndex":\(configuration.selectedIndex),"clock":"\(configuration.clock.rawValue)"\
                \(configuration.layout ? #","layout":true"# : "")}
                """.utf8)
        }
        return Array(try encoder.encode(configuration))
    }

    private struct PresetForm: Decodable {
        var preset: Preset
        var device: Device
        var runtime: Runtime
        var fidelity: Fidelity
        var selectedIndex: Int
        var segments: [SegmentSpec]?
        /// Absent in journals written before the clock option.
        var clock: Clock?
        /// Absent in journals written before the layout option, and whenever it is off.
        var layout: Bool?
    }

    package static func decode(_ text: [UInt8], decoder: JSONDecoder) throws -> SessionConfiguration {
        if let form = try? decoder.decode(PresetForm.self, from: Data(text)), form.segments == nil {
            var configuration = form.preset.configuration
            configuration.device = form.device
            configuration.runtime = form.runtime
            configuration.fidelity = form.fidelity
            configuration.selectedIndex = form.selectedIndex
            configuration.clock = form.clock ?? .auto
            configuration.layout = form.layout ?? false
            return configuration
        }
        return try decoder.decode(SessionConfiguration.self, from: Data(text))
    }
}
