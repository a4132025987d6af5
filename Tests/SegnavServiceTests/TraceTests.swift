import Foundation
import MicroHTTP
import NavigationModel
import Testing
@testable import SegnavService
import SegnavScenarios
import SegnavWire

/// The hand-written traces of Examples/traces (docs/traces.md): one keeping and one breaking each clause.
enum TraceFixtures {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/traces")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: directory.appendingPathComponent(name)))
    }

    static func check(_ name: String) throws -> TraceChecker {
        TraceChecker.check(try TraceDecoder.decode(try bytes(name)))
    }

    /// (clause, code, line it follows) of each breach.
    static func breaches(_ checker: TraceChecker) -> [String] {
        checker.verdicts.map { v in
            "\(v["clause"]?.stringValue ?? "-") \(v["code"]?.stringValue ?? "?") @\(v["follows"]?.intValue ?? 0)"
        }
    }
}

@Suite("Traces: the checker")
struct TraceCheckerTests {
    @Test(
        "each clause: the keeping trace has no breach, the breaking one breaks that clause",
        arguments: ["balanced", "nested", "inWindow", "onePerSwitch", "containment", "visibleWhenAppeared"])
    func clauses(_ clause: String) throws {
        let keeps = try TraceFixtures.check("\(clause)-keeps.jsonl")
        #expect(keeps.passed, "\(TraceFixtures.breaches(keeps))")
        let breaks = try TraceFixtures.check("\(clause)-breaks.jsonl")
        #expect(!breaks.passed)
        #expect(breaks.verdicts.map { $0["clause"]?.stringValue } == [clause], "\(TraceFixtures.breaches(breaks))")
    }

    @Test("the lines the breaches follow")
    func lines() throws {
        #expect(TraceFixtures.breaches(try TraceFixtures.check("balanced-breaks.jsonl")) == ["balanced duplicateAppearance @3"])
        #expect(TraceFixtures.breaches(try TraceFixtures.check("nested-breaks.jsonl")) == ["nested appearanceOutsideParent @4"])
        #expect(TraceFixtures.breaches(try TraceFixtures.check("inWindow-breaks.jsonl")) == ["inWindow appearedOffWindow @2"])
        #expect(TraceFixtures.breaches(try TraceFixtures.check("visibleWhenAppeared-breaks.jsonl")) == ["visibleWhenAppeared appearedOffScreen @6"])
        #expect(TraceFixtures.breaches(try TraceFixtures.check("containment-breaks.jsonl")) == ["containment unbalancedContainment @4"])
        #expect(TraceFixtures.breaches(try TraceFixtures.check("onePerSwitch-breaks.jsonl")) == ["onePerSwitch repeatedAppearanceInSwitch @9"])
    }

    @Test("XLPagerTabStrip 6.0.0's launch (its issue #172): the first child's viewDidAppear inside its parent's appearance, then twice")
    func xlPagerTabStrip() throws {
        let checker = try TraceFixtures.check("xlpagertabstrip-6.0.0-launch.jsonl")
        #expect(TraceFixtures.breaches(checker) == ["nested appearanceOutsideParent @10", "balanced duplicateAppearance @13"])
        // The duplicate's why names the call that had already made the child appear: line 10's viewDidAppear.
        let why = try #require(checker.verdicts.last?["why"])
        #expect(why["setBy"]?["line"]?.intValue == 10)
        #expect(why["setBy"]?["name"]?.stringValue == "viewDidAppear")
        #expect(why["chain"]?.arrayValue.first?["line"]?.intValue == 13)
        #expect(why["clause"]?["id"]?.stringValue == "balanced")
        #expect(why["rules"]?.arrayValue.map { $0["id"]?.stringValue } == ["3.11"])
        #expect(why["because"]?.stringValue?.contains("line 10") == true)
    }

    @Test("a console line UIKit printed becomes the model's warning for it")
    func console() throws {
        let checker = try TraceFixtures.check("console-unbalanced.jsonl")
        #expect(TraceFixtures.breaches(checker) == ["balanced unbalancedAppearanceTransition @2"])
        #expect(checker.verdicts.first?["vc"]?.stringValue == "0x600003a0c000")
        #expect(checker.verdicts.first?["class"]?.stringValue == "ItalyViewController")
        let nav = TraceChecker.check(
            try TraceDecoder.decode(Array(#"{"console":"nested push animation can result in corrupted navigation bar"}"#.utf8)))
        #expect(nav.verdicts.map { $0["code"]?.stringValue } == ["nestedPushAnimation"])
        #expect(nav.verdicts.map { $0["clause"] } == [.null])
    }

    @Test("unknown members and blank lines are ignored; CRLF is read")
    func lenient() throws {
        let text = "{\"event\":\"viewWillAppear\",\"vc\":\"0x1\",\"swizzled\":{\"by\":\"us\"}}\r\n\n  \n{\"event\":\"viewDidAppear\",\"vc\":\"0x1\"}\n"
        let checker = TraceChecker.check(try TraceDecoder.decode(Array(text.utf8)))
        #expect(checker.passed)
        #expect(checker.lines == [1, 4])
    }

    @Test("bad lines are refused whole, each named by its line and a pointer inside it")
    func badLines() {
        let text = """
            {"event":"viewWillAppear","vc":"0x1"}
            {"event":"viewWillApear","vc":"0x1"}
            not json
            {"event":"viewDidAppear","vc":7,"t":-1}
            [1]
            {"action":{"type":"selectSegment","index":-3}}
            {"event":"beginAppearanceTransition","vc":"0x1"}
            {"event":"viewDidAppear","vc":"0x1","frame":[0,0,-1,5]}
            """
        do {
            _ = try TraceDecoder.decode(Array(text.utf8))
            Issue.record("accepted")
        } catch {
            #expect(error.type.status == 400)
            #expect(error.extensions.first { $0.key == "line" }?.value == 2)
            let pairs = error.errors.map { "\($0.pointer ?? "") \($0.detail.prefix(6))" }
            #expect(pairs == ["/event line 2", " line 3", "/vc line 4", "/t line 4", " line 5", "/action/index line 6", "/appearing line 7", "/frame line 8"])
        }
    }

    @Test("limits: lines, bytes, line length, depth")
    func limits() {
        let line = #"{"event":"viewDidLoad","vc":"0x1"}"# + "\n"
        let small = Trace.Limits(maxBytes: 1000, maxLines: 5, maxLineBytes: 100)
        #expect(throws: Problem.self) { try TraceDecoder.decode(Array(String(repeating: line, count: 6).utf8), limits: small) }
        #expect((try? TraceDecoder.decode(Array(String(repeating: line, count: 5).utf8), limits: small)) != nil)
        #expect(throws: Problem.self) { try TraceDecoder.decode(Array(String(repeating: line, count: 30).utf8), limits: small) }
        let long = #"{"event":"viewDidLoad","vc":"0x1","pad":""# + String(repeating: "x", count: 200) + #""}"#
        #expect(throws: Problem.self) { try TraceDecoder.decode(Array(long.utf8), limits: small) }
        let deep = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(throws: Problem.self) { try TraceDecoder.decode(Array(#"{"event":"viewDidLoad","vc":"0x1","x":\#(deep)}"#.utf8)) }
        #expect(throws: Problem.self) { try TraceDecoder.decode(Array(#"{"event":"viewDidLoad","vc":"0x1","t":1e999}"#.utf8)) }
        #expect(throws: Problem.self) { try TraceDecoder.decode([]) }
    }
}

@Suite("Traces: POST /v1/traces")
struct TraceRouteTests {
    @Test("a breaking trace: 200 with the breaches and their whys")
    func check() async throws {
        let client = APIClient()
        let body = String(decoding: try TraceFixtures.bytes("xlpagertabstrip-6.0.0-launch.jsonl"), as: UTF8.self)
        let response = await client.call("POST", "/v1/traces", json: body, headers: [Field("Content-Type", "application/x-ndjson")])
        #expect(response.status == 200, "\(response.text)")
        let answer = response.jsonBody
        #expect(answer["passed"] == false)
        #expect(answer["breaches"]?.intValue == 2)
        #expect(answer["clauses"]?["nested"]?.intValue == 1)
        #expect(answer["clauses"]?["balanced"]?.intValue == 1)
        #expect(answer["warnings"]?.arrayValue.count == 2)
        #expect(answer["events"]?.arrayValue.count == 15)
    }

    @Test("refusals: media type, bad line, too many lines, query")
    func refusals() async throws {
        let client = APIClient()
        expectProblem(await client.call("POST", "/v1/traces", json: "x", headers: [Field("Content-Type", "text/csv")]), 415)
        let bad = expectProblem(await client.call("POST", "/v1/traces", json: "{\"event\":\"viewDidLoad\",\"vc\":\"0x1\"}\n{\"event\":1}"), 400)
        #expect(pointers(bad).contains("/event"))
        #expect(bad["line"]?.intValue == 2)
        let many = String(repeating: "{\"event\":\"viewDidLoad\",\"vc\":\"0x1\"}\n", count: TraceRoutes.limits.maxLines + 1)
        expectProblem(await client.call("POST", "/v1/traces", json: many), 422)
        expectProblem(await client.call("POST", "/v1/traces?x=1", json: "{}"), 400)
        // A setup makes the model predict the markers: bounded as a scenario is.
        let predicted = "{\"setup\":{\"preset\":\"crafterm-2010\"}}\n" + String(repeating: "{\"action\":{\"type\":\"tapBack\"}}\n", count: 501)
        let tooMany = expectProblem(await client.call("POST", "/v1/traces", json: predicted), 422)
        #expect(tooMany["type"]?.stringValue?.hasSuffix("/trace-too-large") == true)
        let badSetup = expectProblem(await client.call("POST", "/v1/traces", json: "{\"setup\":{\"preset\":\"nope\"}}"), 400)
        #expect(pointers(badSetup).allSatisfy { $0.hasPrefix("/setup") } && !pointers(badSetup).isEmpty)
        expectProblem(await client.call("POST", "/v1/traces", json: ""), 400)
    }
}

@Suite("Traces: GET /v1/sessions/{id}/trace")
struct TraceExportRouteTests {
    @Test("a session's trace, checked, gives back the session's own contract warnings")
    func roundTrip() async throws {
        let client = APIClient()
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        for action in [#"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":0}"#, #"{"type":"tapBack"}"#] {
            #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: action).status == 200)
        }
        let exported = await client.call("GET", "/v1/sessions/\(id)/trace")
        #expect(exported.status == 200, "\(exported.text)")
        #expect(exported.header("Content-Type") == "application/x-ndjson")
        let events = await client.call("GET", "/v1/sessions/\(id)/events?since=0&limit=1000").jsonBody["events"]?.arrayValue ?? []
        let sessionWarnings = events.compactMap { e -> String? in
            guard e["name"] == "warning", case .string(let code)? = e["args"]?["code"],
                let warning = WarningCode(rawValue: code), TraceExport.isExported(warning)
            else { return nil }
            return "\(code) on \(e["receiver"]?["id"]?.stringValue ?? "")"
        }
        #expect(!sessionWarnings.isEmpty)
        let checked = await client.call("POST", "/v1/traces", json: exported.text, headers: [Field("Content-Type", "application/x-ndjson")])
        #expect(checked.status == 200)
        let checkerWarnings = (checked.jsonBody["events"]?.arrayValue ?? []).compactMap { e -> String? in
            guard e["name"] == "warning" else { return nil }
            return "\(e["args"]?["code"]?.stringValue ?? "") on \(e["receiver"]?["id"]?.stringValue ?? "")"
        }
        #expect(checkerWarnings == sessionWarnings)
        expectProblem(await client.call("GET", "/v1/sessions/nope/trace"), 404)
        expectProblem(await client.call("GET", "/v1/sessions/\(id)/trace?x=1"), 400)
    }
}
