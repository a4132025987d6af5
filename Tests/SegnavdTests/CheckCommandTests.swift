import Foundation
import HTTPTestSupport
import Testing

/// `segnavd check FILE…` as CI runs it: its exit status, its text and JSON, its JUnit file.
@Suite("segnavd check")
struct CheckCommandTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/scenarios")

    static func example(_ name: String) -> String { examples.appendingPathComponent(name).path }

    static var allExamples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted().map(example)
    }

    /// A scratch file holding `text`, removed by the caller.
    static func scratch(_ text: String, _ suffix: String = ".json") throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("segnav-check-\(UUID().uuidString)\(suffix)").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("every example: exit 0, a line per step, a JUnit file with no failure")
    func examplesPass() throws {
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("segnav-junit-\(UUID().uuidString).xml").path
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let run = try ServerProcess.runCommand(["check", "--junit", junit] + Self.allExamples)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.contains("\n\(Self.allExamples.count) scenarios: \(Self.allExamples.count) passed, 0 failed ("))
        #expect(run.output.hasSuffix(" steps, 0 failed)\n"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"failures="0""#))
        #expect(xml.components(separatedBy: "<testsuite ").count - 1 == Self.allExamples.count)
    }

    @Test("a failing step: exit 1, the step, the matcher and the nearest event in the text")
    func failingStep() throws {
        let original = try String(contentsOfFile: Self.example("australia-and-back.json"), encoding: .utf8)
        let wrong = try #require(
            original.range(of: #""title": "Australia"}}"#).map {
                original.replacingCharacters(in: $0, with: #""title": "Australia"}, "navigationStack": []}"#)
            })
        let file = try Self.scratch(wrong)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let run = try ServerProcess.runCommand(["check", file])
        #expect(run.status == 1)
        #expect(run.output.contains("✗ step 1 · selectSegment 1"))
        #expect(run.output.contains("state: /navigationStack has 1 elements, expected 0"))
        #expect(run.output.contains("\n1 scenario: 0 passed, 1 failed (4 steps, 1 failed)\n"), "\(run.output)")
    }

    @Test("--format json: one result per file, the same verdicts")
    func json() throws {
        let run = try ServerProcess.runCommand(["check", "--format", "json", Self.example("australia-and-back.json")])
        #expect(run.status == 0)
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
        let result = try #require(document?.first)
        #expect(result["file"] as? String == Self.example("australia-and-back.json"))
        #expect(result["passed"] as? Bool == true)
        #expect((result["steps"] as? [Any])?.count == 4)
    }

    @Test("bad files: exit 2, FILE: /pointer: detail for each, and nothing runs")
    func badFiles() throws {
        let bad = try Self.scratch(#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"reciever": "Italy"}]}]}"#)
        let notJSON = try Self.scratch("{\"setup\": ")
        defer { for file in [bad, notJSON] { try? FileManager.default.removeItem(atPath: file) } }
        let run = try ServerProcess.runCommand(["check", Self.example("australia-and-back.json"), bad, notJSON, "/nonexistent/x.json"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty, "nothing runs: \(run.output)")
        #expect(run.errors.contains("\(bad): /steps/0/expect/0/reciever: unknown field 'reciever'"))
        #expect(run.errors.contains("\(notJSON): not JSON"))
        #expect(run.errors.contains("/nonexistent/x.json: cannot read the file (no such file or directory)"))
    }

    @Test("the server still starts with no subcommand, and check has its own help")
    func subcommands() throws {
        let help = try ServerProcess.runCommand(["check", "--help"])
        #expect(help.status == 0)
        #expect(help.output.contains("--junit"))
        let serveHelp = try ServerProcess.runCommand(["serve", "--help"])
        #expect(serveHelp.output.contains("--connection-limit"))
        let server = try ServerProcess()
        #expect(server.port > 0)
    }
}
