import Testing
@testable import NavigationModel

/// Prints the traces of the presets (run with `--filter TraceDump` to read them); asserts only that they run.
@Suite struct TraceDumpTests {
    @Test(arguments: Preset.allCases, Runtime.allCases)
    func dump(preset: Preset, runtime: Runtime) throws {
        var s = try session(preset, runtime: runtime)
        var out = ["== \(preset.rawValue) \(runtime.rawValue) launch"]
        out += s.launchEvents.map(line)
        let script: [Action] =
            preset == .deponte2016
            ? [.selectSegment(index: 1), .push(ScreenSpec(title: "Detail", kind: .label, text: "hi")), .tapBack, .memoryWarning]
            : [.selectSegment(index: 1), .tapRow(row: 1), .memoryWarning, .tapBack, .setSegment(index: 0)]
        for a in script {
            out.append("-- \(a)")
            let o = try s.apply(a)
            out += o.events.map(line)
        }
        print(out.joined(separator: "\n"))
    }
}
