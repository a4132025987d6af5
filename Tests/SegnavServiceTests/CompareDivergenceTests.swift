import MicroHTTP
import NavigationModel
import Testing
@testable import SegnavService
import SegnavScenarios
import SegnavWire

/// `POST /v1/compare`'s `pairs`: each pair of runs, the first event where they part with both causes; and the
/// comparison's `clock` option (a manual clock leaves an animation in flight until `advance`).
@Suite("Compare: where two runs part, and why")
struct CompareDivergenceTests {
    let client = APIClient()

    func compare(_ body: String) async throws -> JSON {
        let response = await client.call("POST", "/v1/compare", json: body)
        #expect(response.status == 200, "\(response.text)")
        return response.jsonBody
    }

    /// The event the answer shows at a divergence is the run's own event, in the step it names.
    static func expectInRun(_ side: JSON?, _ answer: JSON, run: Int?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let side, side != .null, let run, let step = side["step"]?.intValue else {
            Issue.record("no event at the divergence", sourceLocation: sourceLocation)
            return
        }
        let events = answer["runs"]?.arrayValue[run]["steps"]?.arrayValue[step]["events"]?.arrayValue ?? []
        #expect(
            events.contains { $0 == side["event"] }, "\(String(describing: side["event"])) is not in run \(run) step \(step)",
            sourceLocation: sourceLocation)
    }

    @Test("one strategy on two runtimes: compared whole; the first differing event of each, with its cause")
    func runtimes() async throws {
        let answer = try await compare(
            """
            {"preset":"crafterm-2010","strategies":["managing"],"runtimes":["modern","legacy"],"actions":[{"type":"selectSegment","index":1}]}
            """)
        let pairs = answer["pairs"]?.arrayValue ?? []
        try #require(pairs.count == 1)
        let pair = pairs[0]
        #expect(pair["a"]?["runtime"] == "modern" && pair["b"]?["runtime"] == "legacy")
        let divergence = try #require(pair["divergence"])
        let index = try #require(divergence["index"]?.intValue)
        // Compared whole, so the index is the position in the run's events (the launch's come first) and every
        // event before it is the same call on both runtimes.
        let launch = answer["runs"]?.arrayValue.map { $0["steps"]?.arrayValue[0]["events"]?.arrayValue ?? [] } ?? []
        try #require(launch.count == 2 && index < min(launch[0].count, launch[1].count))
        #expect(divergence["a"]?["event"] == launch[0][index])
        #expect(divergence["b"]?["event"] == launch[1][index])
        for i in 0..<index {
            for key in ["receiver", "name", "args"] { #expect(launch[0][i][key] == launch[1][i][key], "event \(i)") }
        }
        let differs = ["receiver", "name", "args"].contains { launch[0][index][$0] != launch[1][index][$0] }
        #expect(differs)
        // The legacy runtime's own rule (§3.7) explains its side.
        #expect(divergence["b"]?["event"]?["cause"]?["rule"] == "3.7", "\(divergence)")
        Self.expectInRun(divergence["a"], answer, run: pair["a"]?["run"]?.intValue)
        Self.expectInRun(divergence["b"], answer, run: pair["b"]?["run"]?.intValue)
    }

    @Test("two strategies: their own objects are left out; the managing seed parts by its flaw")
    func strategies() async throws {
        let answer = try await compare(#"{"preset":"crafterm-2010","strategies":["containment","managing","navigation"]}"#)
        let pairs = answer["pairs"]?.arrayValue ?? []
        #expect(
            pairs.map { [$0["a"]?["strategy"], $0["b"]?["strategy"]] }
                == [["containment", "managing"], ["containment", "navigation"], ["managing", "navigation"]])
        for pair in pairs {
            let divergence = try #require(pair["divergence"])
            for side in ["a", "b"] {
                let receiver = divergence[side]?["event"]?["receiver"]?["class"]?.stringValue ?? ""
                #expect(!Comparison.strategyObjectClasses.contains(receiver), "\(pair)")
                Self.expectInRun(divergence[side], answer, run: pair[side]?["run"]?.intValue)
            }
        }
        // Containment adds Italy as a child (§3.4); the managing seed calls viewWillAppear on it by hand.
        let managing = try #require(pairs.first?["divergence"])
        #expect(managing["a"]?["event"]?["name"] == "willMoveToParent")
        #expect(managing["a"]?["event"]?["cause"]?["rule"] == "3.4")
        #expect(managing["b"]?["event"]?["name"] == "viewWillAppear")
        #expect(managing["b"]?["event"]?["cause"]?["flaw"] == "managingManualAppearance")
        #expect(managing["b"]?["event"]?["cause"]?["code"] == "SegmentManagingViewController.didChangeSegmentControl:")
    }

    @Test("runs that do the same calls do not part")
    func same() async throws {
        let answer = try await compare(
            """
            {"preset":"deponte-2016","strategies":["navigation"],"runtimes":["modern","legacy"],
             "actions":[{"type":"selectSegment","index":1},{"type":"selectSegment","index":0}]}
            """)
        let pairs = answer["pairs"]?.arrayValue ?? []
        #expect(pairs.count == 1)
        #expect(pairs.first?["divergence"] == .null)
    }

    @Test("a run whose setup failed is in no pair")
    func notBuilt() async throws {
        let answer = try await compare(#"{"preset":"crafterm-2010","strategies":["containment","navigation"],"runtimes":["modern","legacy"]}"#)
        #expect(answer["runs"]?.arrayValue.filter { $0["error"] != nil }.count == 1)  // containment on legacy
        let pairs = answer["pairs"]?.arrayValue ?? []
        #expect(pairs.count == 3)
        #expect(pairs.allSatisfy { [$0["a"]?["run"], $0["b"]?["run"]].allSatisfy { $0 != 2 } })
    }

    @Test("where one sequence ends first, its side is null and the other's is the first extra event")
    func ended() throws {
        let configuration = Preset.deponte2016.configuration
        let short = Comparison.execute(configuration, actions: [.selectSegment(index: 1)])
        let long = Comparison.execute(configuration, actions: [.selectSegment(index: 1), .selectSegment(index: 0)])
        let events = short.steps.reduce(0) { $0 + $1.events.count }
        let found = try #require(Comparison.divergence(Comparison.keyed(short), Comparison.keyed(long), skipContainers: false))
        #expect(found.index == events)
        #expect(found.a == nil)
        #expect(found.b?.step == 2 && found.b?.event == long.steps[2].events.first)
        let reversed = try #require(Comparison.divergence(Comparison.keyed(long), Comparison.keyed(short), skipContainers: false))
        #expect(reversed.index == events && reversed.b == nil && reversed.a?.step == 2)
        #expect(Comparison.divergence(Comparison.keyed(short), Comparison.keyed(short), skipContainers: false) == nil)
    }

    @Test("the same call is the same event whatever its ids: titles stand for the controllers")
    func keysUseTitles() throws {
        var configuration = Preset.crafterm2010.configuration
        configuration.strategy = .navigation
        configuration.preset = nil
        let run = Comparison.execute(configuration, actions: [])
        let keys = Comparison.keyed(run)
        let first = try #require(keys.first { $0.event.name == .willMoveToParent })
        #expect(first.key.receiver == "Italy")
        #expect(first.key.parent == .some(.some("UINavigationController")))
    }

    @Test("a comparison takes the clock option: with a manual clock a push's end waits for advance")
    func manualClock() async throws {
        let script = #""strategies":["navigation"],"actions":[{"type":"selectSegment","index":1},{"type":"tapRow","row":1},{"type":"advance","seconds":1}]"#
        let manual = try await compare(#"{"preset":"crafterm-2010","clock":"manual",\#(script)}"#)
        let steps = manual["runs"]?.arrayValue.first?["steps"]?.arrayValue ?? []
        try #require(steps.count == 4)
        func names(_ step: JSON) -> [String] { step["events"]?.arrayValue.compactMap { $0["name"]?.stringValue } ?? [] }
        #expect(!names(steps[2]).contains("viewDidAppear"), "the push is in flight: \(names(steps[2]))")
        #expect(names(steps[3]).contains("viewDidAppear"), "advance ends it: \(names(steps[3]))")
        #expect(steps[3]["error"] == nil)
        let auto = try await compare(#"{"preset":"crafterm-2010",\#(script)}"#)
        let autoSteps = auto["runs"]?.arrayValue.first?["steps"]?.arrayValue ?? []
        #expect(autoSteps.count == 4 && names(autoSteps[2]).contains("viewDidAppear"))
        let problem = expectProblem(await client.call("POST", "/v1/compare", json: #"{"preset":"crafterm-2010","clock":"later"}"#), 400)
        #expect(pointers(problem) == ["/clock"])
    }
}
