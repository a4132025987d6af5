import Foundation
import HTTPTestSupport
import Testing

/// `segnavd check-trace FILE…` as CI runs it: exit status, text, JSON, JUnit (docs/traces.md).
@Suite("segnavd check-trace")
struct CheckTraceCommandTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/traces")

    static func example(_ name: String) -> String { examples.appendingPathComponent(name).path }

    @Test("traces keeping the contract: exit 0, a JUnit file with no failure")
    func keeping() throws {
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("segnav-trace-\(UUID().uuidString).xml").path
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let files = ["balanced", "nested", "inWindow", "onePerSwitch"].map { Self.example("\($0)-keeps.jsonl") }
        let run = try ServerProcess.runCommand(["check-trace", "--junit", junit] + files)
        #expect(run.status == 0, "\(run.output)\(run.errors)")
        #expect(run.output.hasSuffix("4 traces: 4 kept the contract, 0 broke it (0 breaches)\n"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"<testsuites name="segnavd check-trace" tests="28" failures="0""#))
    }

    @Test("a breaking trace: exit 1, each breach with its line, clause and why; JUnit fails the clauses broken")
    func breaking() throws {
        let junit = FileManager.default.temporaryDirectory.appendingPathComponent("segnav-trace-\(UUID().uuidString).xml").path
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let run = try ServerProcess.runCommand(["check-trace", "--junit", junit, Self.example("xlpagertabstrip-6.0.0-launch.jsonl")])
        #expect(run.status == 1, "\(run.output)\(run.errors)")
        #expect(run.output.contains("✗ line 10 · nested · appearanceOutsideParent on 0x7fb1c8e0f600"))
        #expect(run.output.contains("✗ line 13 · balanced · duplicateAppearance on 0x7fb1c8e0f600"))
        #expect(run.output.contains("at line 10 had left it"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains(#"failures="2""#))
        #expect(xml.contains(#"<failure message="line 13: viewDidAppear while appeared" type="balanced">"#))
    }

    @Test("--format json: the answer of POST /v1/traces per file")
    func json() throws {
        let run = try ServerProcess.runCommand(["check-trace", "--format", "json", Self.example("balanced-breaks.jsonl")])
        #expect(run.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [[String: Any]]
        let result = try #require(document?.first?["result"] as? [String: Any])
        #expect(result["breaches"] as? Int == 1)
    }

    @Test("bad files: exit 2, FILE: line N: detail (at /pointer), and nothing judged")
    func badFiles() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("segnav-trace-\(UUID().uuidString).jsonl").path
        try Data("{\"event\":\"viewWillAppear\",\"vc\":\"0x1\"}\n{\"event\":\"viewWillApear\",\"vc\":\"0x1\"}\n".utf8).write(to: URL(fileURLWithPath: bad))
        defer { try? FileManager.default.removeItem(atPath: bad) }
        let run = try ServerProcess.runCommand(["check-trace", Self.example("balanced-breaks.jsonl"), bad, "/nonexistent/x.jsonl"])
        #expect(run.status == 2)
        #expect(run.output.isEmpty, "nothing judged: \(run.output)")
        #expect(run.errors.contains("\(bad): line 2: must be one of"))
        #expect(run.errors.contains("(at /event)"))
        #expect(run.errors.contains("/nonexistent/x.jsonl: cannot read the file (no such file or directory)"))
    }
}
