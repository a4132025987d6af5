import Foundation
import MicroHTTP
import Testing
@testable import SegnavService
import SegnavScenarios
import SegnavWire

/// The scenario files of Examples/scenarios, and wrong copies of them: what
/// `segnavd check` and `POST /v1/scenarios` decide (docs/scenarios.md).
enum ScenarioFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/scenarios")

    static var examples: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static func text(_ name: String) throws -> String {
        try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
    }

    static func scenario(_ text: String) throws -> Scenario {
        try ScenarioDecoder.decode(try JSON.parse(Array(text.utf8)))
    }

    /// `text` with `old` replaced once; fails the test if `old` is not there (a copy that silently equals the original).
    static func replacing(_ old: String, with new: String, in text: String) throws -> String {
        let range = try #require(text.range(of: old), "the example no longer contains \(old)")
        return text.replacingCharacters(in: range, with: new)
    }
}

@Suite("Scenarios: the runner")
struct ScenarioRunnerTests {
    @Test("the examples are there")
    func examplesExist() {
        #expect(ScenarioFixtures.examples.count >= 10)
    }

    @Test("every example passes", arguments: ScenarioFixtures.examples)
    func examplePasses(_ file: String) throws {
        let result = ScenarioRunner.run(try ScenarioFixtures.scenario(try ScenarioFixtures.text(file)))
        #expect(result.passed, "\(result.text(file: file))")
        #expect(!result.steps.isEmpty)
    }

    @Test("rule and flaw match an event's cause; a wrong one names both, and the diff shows the nearest event's cause")
    func causeMatchers() throws {
        let original = try ScenarioFixtures.text("crafterm-2010-seed-flaws.json")
        let wrong = try ScenarioFixtures.replacing(#""origin": "system", "rule": "3.5""#, with: #""origin": "system", "rule": "3.4""#, in: original)
        let result = ScenarioRunner.run(try ScenarioFixtures.scenario(wrong))
        #expect(!result.passed)
        let text = result.text(file: "x.json")
        #expect(text.contains("rule is 3.5, not 3.4"), "\(text)")
        // The nearest event's cause, its rule named by DESIGN.md's own heading, in each form of the report.
        let why = "↳ cause: rule 3.5 (A detached controller's view added with plain `addSubview`), called by #33"
        #expect(text.contains(why), "\(text)")
        let failed = try #require(result.json["steps"]?.arrayValue.first { $0["passed"] == false })
        #expect(failed["diff"]?.stringValue?.contains(why) == true, "\(failed)")
        let nearest = try #require(failed["failures"]?.arrayValue.first?["nearest"])
        #expect(nearest["cause"]?["rule"] == "3.5" && nearest["cause"]?["event"] == 33, "\(nearest)")
        let xml = ScenarioResult.junit([(file: "x.json", result: result)], seconds: 0)
        #expect(xml.contains(ScenarioResult.escape(why)), "\(xml)")
        for (key, value) in [("rule", "3.99"), ("flaw", "nope")] {
            let bad = try ScenarioFixtures.replacing(#""origin": "system", "rule": "3.5""#, with: "\"\(key)\": \"\(value)\"", in: original)
            #expect(throws: Problem.self) { try ScenarioFixtures.scenario(bad) }
        }
    }

    @Test("wrong order: the step, the matcher and the nearest event are named")
    func wrongOrder() throws {
        let original = try ScenarioFixtures.text("australia-and-back.json")
        let wrong = try ScenarioFixtures.replacing(
            #"""
            "expect": [{"receiver": "ItalyViewController", "name": "viewWillDisappear"},
                            {"receiver": "Australia", "name": "viewWillAppear", "args": {"animated": false}}]
            """#,
            with: #"""
                "expect": [{"receiver": "Australia", "name": "viewWillAppear", "args": {"animated": false}},
                                {"receiver": "ItalyViewController", "name": "viewWillDisappear"}]
                """#, in: original)
        let result = ScenarioRunner.run(try ScenarioFixtures.scenario(wrong))
        #expect(!result.passed)
        let failed = result.steps.filter { !$0.passed }
        #expect(failed.map(\.index) == [1])
        let failure = try #require(failed.first?.failures.first)
        #expect(failure.kind == .expect)
        #expect(failure.matcher == 1)
        #expect(failure.message.contains("ItalyViewController viewWillDisappear"))
        #expect(failure.message.contains("out of order"))
        // The nearest event is Italy's viewWillDisappear, which came before Australia's viewWillAppear.
        let nearest = try #require(failure.nearest)
        #expect(nearest.line.hasPrefix("#34 ItalyViewController viewWillDisappear"))
        let diff = try #require(failed.first?.diff)
        #expect(diff.contains("✓ 1 Australia viewWillAppear animated=false"))
        #expect(diff.contains("✗ 2 ItalyViewController viewWillDisappear"))
        let text = result.text(file: "wrong-order.json")
        #expect(text.contains("✗ step 1 · selectSegment 1"))
    }

    @Test("a forbidden warning present: the warning event is named")
    func forbiddenWarning() throws {
        let original = try ScenarioFixtures.text("crafterm-2010-launch.json")
        let wrong = try ScenarioFixtures.replacing(
            #""name": "launch","#,
            with: #""name": "launch", "forbid": [{"name": "warning", "args": {"code": "duplicateAppearance"}}],"#, in: original)
        let result = ScenarioRunner.run(try ScenarioFixtures.scenario(wrong))
        let step = try #require(result.steps.first)
        #expect(!step.passed)
        let failure = try #require(step.failures.first { $0.kind == .forbid })
        #expect(failure.matcher == 0)
        #expect(failure.message.contains("warning code=duplicateAppearance"))
        let nearest = try #require(failure.nearest)
        #expect(nearest.line.hasPrefix("#12 ItalyViewController warning"))
        // No diff for a forbid: its message says why the event happened (the appearance machine flagging #11, a
        // duplicate of #8, the program's own call and its flaw: DESIGN.md §3.11).
        #expect(
            failure.message.hasSuffix(
                "; cause: rule 3.11 (Appearance is a state machine, and a contract), flaw managingManualAppearance, called by #11, state set by #8"),
            "\(failure.message)")
        #expect(result.text().contains("called by #11"))
    }

    @Test("a wrong state field: its pointer, the actual and the expected value")
    func wrongState() throws {
        let original = try ScenarioFixtures.text("australia-and-back.json")
        let wrong = try ScenarioFixtures.replacing(#""title": "Australia"}}"#, with: #""title": "Italy"}}"#, in: original)
        let result = ScenarioRunner.run(try ScenarioFixtures.scenario(wrong))
        let failed = result.steps.filter { !$0.passed }
        #expect(failed.map(\.index) == [1])
        let failure = try #require(failed.first?.failures.first)
        #expect(failure.kind == .state)
        #expect(failure.message == #"/current/title is "Australia", expected "Italy""#)
    }

    @Test("an action applied where a refusal was expected, and the reverse")
    func unexpectedStatus() throws {
        let original = try ScenarioFixtures.text("crafterm-revisited-push-and-back.json")
        let applied = try ScenarioFixtures.replacing(
            #""action": {"type": "tapBack"}, "status": 422"#,
            with: #""action": {"type": "selectSegment", "index": 0}, "status": 422"#, in: original)
        var result = ScenarioRunner.run(try ScenarioFixtures.scenario(applied))
        var failure = try #require(result.steps.last?.failures.first)
        #expect(result.steps.filter { !$0.passed }.map(\.index) == [3])
        #expect(failure.kind == .status)
        #expect(failure.message.contains("expected the UI to refuse the action (422 noBackButton), but it was applied (200)"))

        let refused = try ScenarioFixtures.replacing(
            #""action": {"type": "tapBack"}, "status": 422, "reason": "noBackButton""#,
            with: #""action": {"type": "tapBack"}"#, in: original)
        result = ScenarioRunner.run(try ScenarioFixtures.scenario(refused))
        failure = try #require(result.steps.last?.failures.first)
        #expect(failure.kind == .status)
        #expect(failure.message.contains("422 noBackButton"))
    }

    @Test("a wrong refusal reason")
    func wrongReason() throws {
        let original = try ScenarioFixtures.text("crafterm-revisited-push-and-back.json")
        let wrong = try ScenarioFixtures.replacing(#""reason": "noBackButton""#, with: #""reason": "indexOutOfRange""#, in: original)
        let result = ScenarioRunner.run(try ScenarioFixtures.scenario(wrong))
        let failure = try #require(result.steps.last?.failures.first)
        #expect(failure.message.hasPrefix("expected the refusal indexOutOfRange, got noBackButton"))
    }

    @Test("exactly: an extra event and a missing one are both failures")
    func exactly() throws {
        let original = try ScenarioFixtures.text("crafterm-revisited-launch.json")
        let missing = try ScenarioFixtures.replacing(#"{"receiver": "UINavigationController", "name": "viewDidAppear"},"#, with: "", in: original)
        var result = ScenarioRunner.run(try ScenarioFixtures.scenario(missing))
        var failure = try #require(result.steps.first?.failures.first)
        #expect(failure.kind == .expect && failure.matcher == 6)
        let extra = try ScenarioFixtures.replacing(
            #"{"receiver": "Italy", "name": "didMoveToParent", "args": {"parent": "UINavigationController"}}"#,
            with: #"{"receiver": "Italy", "name": "didMoveToParent"}, {"name": "viewDidLoad"}"#, in: original)
        result = ScenarioRunner.run(try ScenarioFixtures.scenario(extra))
        failure = try #require(result.steps.first?.failures.first)
        #expect(failure.message.contains("expected 10 events exactly, the step had 9"))
    }

    @Test("a batch is all or none: a refused action leaves the session as it was")
    func batchAtomic() throws {
        let scenario = try ScenarioFixtures.scenario(
            #"""
            {"setup": {"preset": "crafterm-revisited"}, "steps": [
              {"action": {"actions": [{"type": "selectSegment", "index": 1}, {"type": "tapBack"}]}, "status": 422, "reason": "noBackButton"},
              {"action": {"type": "tapRow", "row": 0}, "status": 422},
              {"action": {"type": "selectSegment", "index": 1}, "state": {"current": {"segment": 1}}}
            ]}
            """#)
        let result = ScenarioRunner.run(scenario)
        #expect(result.passed, "\(result.text())")
        #expect(result.steps[0].refusal?.hasPrefix("action 1: ") == true)
    }

    @Test("JUnit XML: a suite per file, a case per step, the failure's diff escaped")
    func junit() throws {
        let wrong = try ScenarioFixtures.replacing(
            #""title": "Australia"}}"#, with: #""title": "<&\"'>"}}"#,
            in: try ScenarioFixtures.text("australia-and-back.json"))
        let results = [
            (file: "a.json", result: ScenarioRunner.run(try ScenarioFixtures.scenario(wrong))),
            (file: "b.json", result: ScenarioRunner.run(try ScenarioFixtures.scenario(try ScenarioFixtures.text("crafterm-2010-launch.json")))),
        ]
        let xml = ScenarioResult.junit(results, seconds: 1.5)
        #expect(xml.contains(#"<testsuites name="segnavd check" tests="5" failures="1" errors="0" time="1.500">"#))
        #expect(xml.contains(#"<testsuite name="a.json › Australia and back" tests="4" failures="1""#))
        #expect(xml.contains(#"expected &quot;\u003c&amp;\&quot;&apos;&gt;&quot;"#))
        #expect(!xml.contains("<&"))
        // Its schema is checked by a real JUnit consumer: Tests/scenarios (junitparser).
    }
}

@Suite("Scenarios: bad files are refused before anything runs, with pointers")
struct ScenarioDecoderTests {
    static let cases: [(String, String, String)] = [
        (#"[]"#, "", "expected an object"),
        (#"{"steps": [{}]}"#, "/setup", "is required"),
        (#"{"setup": {"preset": "nope"}, "steps": [{}]}"#, "/setup/preset", "must be one of"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": []}"#, "/steps", "at least one step"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{}], "tests": 1}"#, "/tests", "unknown field"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"name": "viewWillApear"}]}]}"#, "/steps/0/expect/0/name", "must be one of"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{}]}]}"#, "/steps/0/expect/0", "at least one of"),
        (
            #"{"setup": {"preset": "crafterm-2010"}, "steps": [{"forbid": [{"name": "warning", "args": {"code": "dup"}}]}]}"#, "/steps/0/forbid/0/args/code",
            "unknown warning code"
        ),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"args": {"seq": 3}}]}]}"#, "/steps/0/expect/0/args/seq", "no argument"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"receiver": "X", "sender": "Y"}]}]}"#, "/steps/0/expect/0/sender", "unknown field"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{}, {"expect": []}]}"#, "/steps/1/action", "only the first step"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "fly"}}]}"#, "/steps/0/action/type", "unknown action type"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "tapRow"}}]}"#, "/steps/0/action/row", "required"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "tapBack"}, "status": 404}]}"#, "/steps/0/status", "200"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "tapBack"}, "reason": "noBackButton"}]}"#, "/steps/0/reason", "422"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "tapBack"}, "exactly": "yes"}]}"#, "/steps/0/exactly", "boolean"),
        (#"{"setup": {"preset": "crafterm-2010"}, "steps": [{"state": [1]}]}"#, "/steps/0/state", "object"),
        (
            #"{"setup": {"preset": "crafterm-2010"}, "steps": [{"action": {"type": "tapBack"}, "status": 422, "reason": null}]}"#, "/steps/0/reason",
            "must not be null"
        ),
        (
            #"{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"name": "viewDidLoad", "receiver": null}]}]}"#, "/steps/0/expect/0/receiver",
            "must not be null"
        ),
        (#"{"name": null, "setup": {"preset": "crafterm-2010"}, "steps": [{}]}"#, "/name", "must not be null"),
    ]

    @Test("each bad file names its pointer", arguments: cases)
    func refused(_ file: String, _ pointer: String, _ detail: String) throws {
        do {
            _ = try ScenarioFixtures.scenario(file)
            Issue.record("accepted: \(file)")
        } catch let error as Problem {
            let named = error.errors.first { $0.pointer == pointer }
            #expect(named != nil, "pointers: \(error.errors.map { $0.pointer ?? "-" }) for \(file)")
            #expect(named?.detail.contains(detail) == true, "\(named?.detail ?? "")")
        } catch {
            Issue.record("not a problem: \(error)")
        }
    }

    @Test("a setup the model cannot build: 422 invalid-setup, as POST /v1/sessions answers")
    func unbuildableSetup() throws {
        do {
            _ = try ScenarioFixtures.scenario(#"{"setup": {"preset": "crafterm-2010", "selectedIndex": 5}, "steps": [{}]}"#)
            Issue.record("accepted")
        } catch let error as Problem {
            #expect(error.status == 422 && error.code == "invalid-setup")
            #expect(error.errors.map(\.pointer) == ["/setup/selectedIndex"])
        }
    }

    @Test("an editor's $schema is allowed; the issue's own example decodes as written")
    func issueExample() throws {
        let scenario = try ScenarioFixtures.scenario(
            #"""
            {"$schema": "https://example.com/scenario.schema.json", "name": "Australia and back", "setup": {"preset": "crafterm-2010"},
             "steps": [
               {"expect": [{"receiver": "ItalyViewController", "name": "viewDidAppear"}]},
               {"action": {"type": "selectSegment", "index": 1},
                "expect": [{"receiver": "ItalyViewController", "name": "viewWillDisappear"},
                           {"receiver": "Australia", "name": "viewWillAppear", "args": {"animated": false}}],
                "state": {"current": {"segment": 1, "title": "Australia"}}},
               {"action": {"type": "tapBack"}, "status": 422},
               {"action": {"type": "tapRow", "row": 1}, "forbid": [{"name": "warning", "args": {"code": "segmentIndexMismatch"}}]}
             ]}
            """#)
        #expect(scenario.steps.count == 4)
        #expect(ScenarioRunner.run(scenario).passed)
    }
}

@Suite("Scenarios: POST /v1/scenarios")
struct ScenarioRouteTests {
    @Test("the same verdicts as the runner, for every example and a wrong copy", arguments: ScenarioFixtures.examples)
    func sameVerdicts(_ file: String) async throws {
        let api = APIClient()
        for text in [
            try ScenarioFixtures.text(file),
            try ScenarioFixtures.text(file).replacingOccurrences(of: #""segment": 1"#, with: #""segment": 7"#),
        ] {
            let local = ScenarioRunner.run(try ScenarioFixtures.scenario(text))
            let response = await api.call("POST", "/v1/scenarios", json: text)
            #expect(response.status == 200, "\(response.text)")
            #expect(response.header("Content-Type") == "application/json")
            let body = response.jsonBody
            #expect(body["passed"] == .bool(local.passed))
            #expect(body["steps"]?.arrayValue.map { $0["passed"] } == local.steps.map { .bool($0.passed) })
        }
    }

    @Test("a failed step answers its failures and its diff")
    func failedStep() async throws {
        let wrong = try ScenarioFixtures.replacing(
            #""name": "viewWillDisappear"},"#, with: #""name": "viewDidUnload"},"#,
            in: try ScenarioFixtures.text("australia-and-back.json"))
        let response = await APIClient().call("POST", "/v1/scenarios", json: wrong)
        let step = try #require(response.jsonBody["steps"]?.arrayValue.dropFirst().first)
        #expect(step["passed"] == .bool(false))
        #expect(step["failures"]?.arrayValue.first?["kind"]?.stringValue == "expect")
        #expect(step["failures"]?.arrayValue.first?["nearest"]?["seq"] != nil)
        #expect(step["diff"]?.stringValue?.contains("✗ 1 ItalyViewController viewDidUnload") == true)
    }

    @Test("a bad file: 400 with its pointers; nothing runs")
    func badFile() async {
        let response = await APIClient().call("POST", "/v1/scenarios", json: #"{"setup": {"preset": "crafterm-2010"}, "steps": [{"expect": [{"name": 3}]}]}"#)
        let problem = expectProblem(response, 400)
        #expect(pointers(problem) == ["/steps/0/expect/0/name"])
    }

    @Test("too many actions in all, or too many rows: 422 scenario-too-large before it runs")
    func tooLarge() async {
        let batch = "[" + Array(repeating: #"{"type": "memoryWarning"}"#, count: 100).joined(separator: ",") + "]"
        let steps = Array(repeating: #"{"action": {"actions": \#(batch)}}"#, count: 6).joined(separator: ",")
        var response = await APIClient().call("POST", "/v1/scenarios", json: #"{"setup": {"preset": "crafterm-2010"}, "steps": [\#(steps)]}"#)
        var problem = expectProblem(response, 422)
        #expect(problem["type"]?.stringValue?.hasSuffix("/scenario-too-large") == true)
        #expect(pointers(problem) == ["/steps"])

        let rows = "[" + (0..<300).map { #"{"title": "r\#($0)"}"# }.joined(separator: ",") + "]"
        let screen = #"{"title": "T", "kind": "table", "rows": \#(rows)}"#
        response = await APIClient().call(
            "POST", "/v1/scenarios",
            json: #"""
                {"setup": {"strategy": "navigation", "segments": [{"title": "A", "screen": \#(screen)}, {"title": "B", "screen": \#(screen)}]},
                 "steps": [{}]}
                """#)
        problem = expectProblem(response, 422)
        #expect(pointers(problem) == ["/setup"])
    }

    @Test("no unknown query parameters; JSON only")
    func strictness() async {
        let api = APIClient()
        expectProblem(await api.call("POST", "/v1/scenarios?verbose=1", json: #"{"setup": {"preset": "crafterm-2010"}, "steps": [{}]}"#), 400)
        expectProblem(await api.call("POST", "/v1/scenarios", json: "{", headers: []), 400)
        expectProblem(await api.call("POST", "/v1/scenarios", json: "{}", headers: [Field("Content-Type", "text/plain")]), 415)
    }
}
