import Foundation
import Testing

@testable import NavigationModel
@testable import SegnavWire

/// The repository's `Examples/containers` folder (found from this file, so the tests run from any directory).
let containerExamples: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/containers")

/// Every example file's name, A03 included.
func containerExampleNames() -> [String] {
    let files = (try? FileManager.default.contentsOfDirectory(atPath: containerExamples.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.sorted()
}

struct ContainerDecodeFailure: Error, CustomStringConvertible {
    var errors: [Problem.FieldError]
    var description: String { errors.map { "\($0.pointer ?? "") \($0.detail)" }.joined(separator: "; ") }
}

/// Parses and decodes a program; throws with every field error.
func decodeProgram(_ text: String) throws -> ContainerProgram {
    let json = try JSON.parse(Array(text.utf8))
    var errors: [Problem.FieldError] = []
    guard let program = ContainerProgramDecoder.decode(json, pointer: "/container", errors: &errors) else {
        throw ContainerDecodeFailure(errors: errors)
    }
    return program
}

/// The field errors of a program that must not decode.
func programErrors(_ text: String, maxDepth: Int = 64) throws -> [Problem.FieldError] {
    let json = try JSON.parse(Array(text.utf8), maxDepth: maxDepth)
    var errors: [Problem.FieldError] = []
    _ = ContainerProgramDecoder.decode(json, pointer: "/container", errors: &errors)
    return errors
}

func exampleProgram(_ name: String) throws -> ContainerProgram {
    let data = try Data(contentsOf: containerExamples.appendingPathComponent(name))
    return try decodeProgram(String(decoding: data, as: UTF8.self))
}

/// Three table segments C0…C2, each row pushing a detail (so `tapRow` works).
let threeTables: [SegmentSpec] = (0..<3).map { i in
    SegmentSpec(
        title: "C\(i)",
        screen: ScreenSpec(kind: .table, rows: [RowSpec(title: "r", detail: ScreenSpec(title: "D\(i)", kind: .label, text: "d"))]))
}

func containerConfiguration(
    _ program: ContainerProgram, runtime: Runtime = .modern, clock: Clock = .auto, segments: [SegmentSpec] = threeTables
) -> SessionConfiguration {
    SessionConfiguration(strategy: .container, segments: segments, runtime: runtime, clock: clock, container: program)
}

func containerSession(_ name: String, clock: Clock = .auto) throws -> NavigationSession {
    try NavigationSession(configuration: containerConfiguration(try exampleProgram(name), clock: clock))
}

/// One line per event with its program code: `vc-4 C1ViewController.viewWillAppear system PagerTabStripViewController.updateContent#1`.
func containerLine(_ e: Event) -> String {
    var s = String(repeating: "  ", count: e.depth) + "\(e.receiver.id) \(e.receiver.className).\(e.name.rawValue)"
    if let a = e.args.appearing { s += "(appearing: \(a))" }
    if let p = e.args.parentArgument as Event.Args.ControllerArgument? {
        switch p {
        case .absent: break
        case .none: s += "(parent: nil)"
        case .serial(let n): s += "(parent: vc-\(n))"
        case .text(let t): s += "(parent: \(t))"
        }
    }
    if let code = e.args.code { s += "[\(code.rawValue)]" }
    s += " " + e.origin.rawValue
    if let c = e.args.programCode { s += " " + c }
    if e.time > 0 { s += " t=\(e.time)" }
    return s
}
