import Foundation
import MicroHTTP
import Testing
@testable import SegnavService
import SegnavScenarios
import SessionStore
import SegnavWire

/// A session's past (DESIGN.md §5.8): past versions, forks, the export as a scenario file and its import.
@Suite("History: past versions, fork, export, import", .serialized)
struct HistoryRoutesTests {
    let client = APIClient()

    /// A small deterministic generator (SplitMix64), so a failing sequence can be replayed from its seed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let actions = [
        #"{"type":"selectSegment","index":0}"#, #"{"type":"selectSegment","index":1}"#, #"{"type":"selectSegment","index":2}"#,
        #"{"type":"setSegment","index":1}"#, #"{"type":"tapRow","row":0}"#, #"{"type":"tapRow","row":1}"#,
        #"{"type":"tapBack"}"#, #"{"type":"pop"}"#, #"{"type":"popToRoot"}"#, #"{"type":"memoryWarning"}"#,
        #"{"type":"push","screen":{"title":"Pushed","kind":"label","text":"x"}}"#,
    ]

    /// Runs random actions (single and batches) and keeps, per version an answer made, the state it answered
    /// and the screen read right after.
    func explore(preset: String, seed: UInt64, steps: Int) async throws -> (id: String, states: [Int: JSON], screens: [Int: JSON], refused: Int) {
        var rng = SplitMix(state: seed)
        let id = try await client.create(#"{"preset":"\#(preset)"}"#)
        var states: [Int: JSON] = [0: await client.call("GET", "/v1/sessions/\(id)").jsonBody]
        var screens: [Int: JSON] = [0: await client.call("GET", "/v1/sessions/\(id)/screen").jsonBody]
        var refused = 0
        for _ in 0..<steps {
            let count = Int.random(in: 1...3, using: &rng)
            let picked = (0..<count).map { _ in Self.actions.randomElement(using: &rng)! }
            let body = count == 1 ? picked[0] : #"{"actions":[\#(picked.joined(separator: ","))]}"#
            let answer = await client.call("POST", "/v1/sessions/\(id)/actions", json: body)
            if answer.status == 422 { refused += 1; continue }
            try #require(answer.status == 200, "\(answer.text)")
            let state = try #require(answer.jsonBody["state"])
            let version = try #require(state["version"]?.intValue)
            states[version] = state
            screens[version] = await client.call("GET", "/v1/sessions/\(id)/screen").jsonBody
        }
        return (id, states, screens, refused)
    }

    @Test(
        "every ?version=N read equals the answer that made version N",
        arguments: [
            ("deponte-2016", 1 as UInt64), ("crafterm-2010", 2), ("crafterm-revisited", 3), ("deponte-2016", 4),
        ])
    func pastVersionsEqualTheirAnswers(preset: String, seed: UInt64) async throws {
        let run = try await explore(preset: preset, seed: seed, steps: 40)
        #expect(run.states.count > 5)
        for (version, state) in run.states {
            let past = await client.call("GET", "/v1/sessions/\(run.id)?version=\(version)")
            #expect(past.status == 200)
            #expect(past.jsonBody == state, "version \(version) of \(preset) seed \(seed)")
            #expect(past.header("ETag") == "\"\(version)\"")
            let screen = await client.call("GET", "/v1/sessions/\(run.id)/screen?version=\(version)")
            #expect(screen.jsonBody == run.screens[version], "screen at version \(version)")
        }
        // And the whole exploration, exported, replays as a passing scenario.
        let result = ScenarioRunner.run(try ScenarioFixtures.scenario(try await export(run.id, "?expect=all&forbid=warnings")))
        #expect(result.passed, "\(result.steps.filter { !$0.passed }.map(\.failures))")
    }

    @Test("a version not made yet, or out of range, is a problem naming what can be read")
    func unavailableVersion() async throws {
        let id = try await client.create()
        await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let future = expectProblem(await client.call("GET", "/v1/sessions/\(id)?version=5"), 404)
        #expect(future["type"]?.stringValue?.hasSuffix("/version-unavailable") == true)
        #expect(future["currentVersion"]?.intValue == 1)
        #expect(future["oldestVersion"]?.intValue == 0)
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)?version=-1"), 400)) == ["version"])
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)?version=x"), 400)) == ["version"])
    }

    @Test("a long session keeps a bounded window: old versions are refused, recent ones read")
    func boundedWindow() async throws {
        let id = try await client.create()
        let batch = #"{"actions":[\#(Array(repeating: #"{"type":"memoryWarning"}"#, count: 100).joined(separator: ","))]}"#
        for _ in 0..<((SessionHistory.maxActions + SessionHistory.foldSlack) / 100 + 2) {
            #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: batch).status == 200)
        }
        let current = try #require(await client.call("GET", "/v1/sessions/\(id)").jsonBody["version"]?.intValue)
        expectProblem(await client.call("GET", "/v1/sessions/\(id)?version=1"), 404)
        #expect(await client.call("GET", "/v1/sessions/\(id)?version=\(current - 50)").status == 200)
        let problem = expectProblem(await client.call("GET", "/v1/sessions/\(id)/scenario"), 404)
        #expect(try #require(problem["oldestVersion"]?.intValue) > 0)
    }

    @Test("an export with more kept actions than a scenario holds is refused before any replay, naming the count")
    func exportTooLargeRefusedFirst() async throws {
        let id = try await client.create()
        let batch = #"{"actions":[\#(Array(repeating: #"{"type":"memoryWarning"}"#, count: 100).joined(separator: ","))]}"#
        for _ in 0..<6 { #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: batch).status == 200) }
        let problem = expectProblem(await client.call("GET", "/v1/sessions/\(id)/scenario"), 422)
        #expect(problem["type"]?.stringValue?.hasSuffix("/scenario-too-large") == true)
        // The words of the check made before the replay: the kept actions alone, no step count (which only a replay gives).
        #expect(problem["detail"]?.stringValue?.contains("made 600 actions") == true, "\(problem)")
    }

    @Test("a fork whose replay would pass --max-answer-bytes is still exactly the version asked, never another")
    func forkPastAnswerLimit() async throws {
        var configuration = ServiceConfiguration()
        configuration.limits.maxAnswerBytes = 16 * 1024
        let small = APIClient(configuration)
        let id = try await small.create(#"{"preset":"crafterm-2010"}"#)
        // Each request's events fit the limit; the versions up to 120 together do not.
        for index in 0..<120 {
            let response = await small.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":\#(index % 2 == 0 ? 1 : 0)}"#)
            try #require(response.status == 200, "\(response.text)")
        }
        for version in [1, 60, 119, 120] {
            let forked = await small.call("POST", "/v1/sessions/\(id)/forks", json: #"{"version":\#(version)}"#)
            #expect(forked.status == 201, "\(forked.text)")
            #expect(forked.jsonBody["version"]?.intValue == version)
            let past = await small.call("GET", "/v1/sessions/\(id)?version=\(version)").jsonBody
            #expect(forked.jsonBody["selectedIndex"] == past["selectedIndex"])
        }
    }

    /// A write keeps no copy to undo with (issue 41): a batch refused for its answer's size is undone from the
    /// history. The refused session must then be the same session as one that never saw the batch, in everything
    /// a later action shows: compared with a twin, answer for answer.
    @Test(
        "a batch refused for its answer's size leaves the session as it was, to the byte, in every later answer",
        arguments: [
            (#"{"preset":"crafterm-2010"}"#, 3), (#"{"preset":"deponte-2016"}"#, 300), (#"{"preset":"crafterm-revisited"}"#, 40), (#"{"preset":"paging"}"#, 10),
        ])
    func answerTooLargeUndone(setup: String, warmup: Int) async throws {
        var configuration = ServiceConfiguration()
        configuration.limits.maxAnswerBytes = 16 * 1024
        let small = APIClient(configuration)
        let refused = try await small.create(setup)
        let twin = try await small.create(setup)
        func both(_ body: String) async throws -> (String, String) {
            let a = await small.call("POST", "/v1/sessions/\(refused)/actions", json: body)
            let b = await small.call("POST", "/v1/sessions/\(twin)/actions", json: body)
            try #require(a.status == b.status, "\(a.text)")
            return (a.text.replacingOccurrences(of: refused, with: "ID"), b.text.replacingOccurrences(of: twin, with: "ID"))
        }
        // Past a checkpoint (every 256 versions) for the longer warm-ups, with a push on the stack.
        for index in 0..<warmup {
            _ = try await both(#"{"type":"setSegment","index":\#(index % 2)}"#)
        }
        _ = try await both(#"{"type":"push","screen":{"title":"Deeper","kind":"label","text":"x"}}"#)
        let warnings = #"{"actions":[\#(Array(repeating: #"{"type":"memoryWarning"}"#, count: 100).joined(separator: ","))]}"#
        let big = await small.call("POST", "/v1/sessions/\(refused)/actions", json: warnings)
        #expect(big.status == 422 && big.text.contains("answer-too-large"), "\(big.status) \(big.text.prefix(300))")
        for body in [#"{"type":"setSegment","index":1}"#, #"{"type":"tapBack"}"#, #"{"type":"memoryWarning"}"#, #"{"type":"setSegment","index":0}"#] {
            let (a, b) = try await both(body)
            #expect(a == b, "\(body)")
        }
        let screens = (await small.call("GET", "/v1/sessions/\(refused)/screen").text, await small.call("GET", "/v1/sessions/\(twin)/screen").text)
        #expect(screens.0.replacingOccurrences(of: refused, with: "ID") == screens.1.replacingOccurrences(of: twin, with: "ID"))
    }

    @Test("a fork starts at the source's version N and is independent of it")
    func fork() async throws {
        let run = try await explore(preset: "crafterm-revisited", seed: 7, steps: 12)
        let version = try #require(run.states.keys.sorted().dropFirst().first)
        let forked = await client.call("POST", "/v1/sessions", json: #"{"from":{"session":"\#(run.id)","version":\#(version)}}"#)
        #expect(forked.status == 201, "\(forked.text)")
        let fid = try #require(forked.jsonBody["id"]?.stringValue)
        #expect(fid != run.id)
        var expected = try #require(run.states[version])
        var actual = forked.jsonBody
        // Everything but the id is version N's.
        if case .object(let members) = expected { expected = .object(members.filter { $0.key != "id" }) }
        if case .object(let members) = actual { actual = .object(members.filter { $0.key != "id" }) }
        #expect(actual == expected)
        let before = await client.call("GET", "/v1/sessions/\(run.id)").jsonBody
        #expect(await client.call("POST", "/v1/sessions/\(fid)/actions", json: #"{"type":"memoryWarning"}"#).status == 200)
        #expect(await client.call("GET", "/v1/sessions/\(run.id)").jsonBody == before)
        // The same fork addressed by the source's id (what a proxy routes to its owner).
        let byID = await client.call("POST", "/v1/sessions/\(run.id)/forks", json: #"{"version":\#(version)}"#)
        #expect(byID.status == 201)
        #expect(byID.jsonBody["version"]?.intValue == version)
        // What a fork refuses.
        expectProblem(await client.call("POST", "/v1/sessions", json: #"{"from":{"session":"\#(run.id)","version":99999}}"#), 404)
        expectProblem(await client.call("POST", "/v1/sessions", json: #"{"from":{"session":"nope","version":0}}"#), 404)
        #expect(pointers(expectProblem(await client.call("POST", "/v1/sessions", json: #"{"from":{"session":"\#(run.id)"}}"#), 400)) == ["/from/version"])
        expectProblem(await client.call("POST", "/v1/sessions", json: #"{"from":{"session":"\#(run.id)","version":0},"preset":"deponte-2016"}"#), 400)
    }

    func export(_ id: String, _ query: String = "") async throws -> String {
        let response = await client.call("GET", "/v1/sessions/\(id)/scenario\(query)")
        try #require(response.status == 200, "\(response.text)")
        return response.text
    }

    @Test("every example opened as a session exports a scenario that passes", arguments: ScenarioFixtures.examples)
    func roundTrip(file: String) async throws {
        let text = try ScenarioFixtures.text(file)
        let opened = await client.call("POST", "/v1/sessions", json: #"{"scenario":\#(text)}"#)
        try #require(opened.status == 201, "\(opened.text)")
        let id = try #require(opened.jsonBody["id"]?.stringValue)
        for query in ["", "?expect=all", "?expect=appearance", "?expect=none", "?forbid=warnings", "?expect=all&forbid=warnings"] {
            let exported = try ScenarioFixtures.scenario(try await export(id, query))
            let result = ScenarioRunner.run(exported)
            #expect(result.passed, "\(file) \(query): \(result.steps.filter { !$0.passed }.map(\.failures))")
        }
        // The original's refusals come back as status steps, as many as it had.
        let refusals = text.components(separatedBy: #""status": 422"#).count - 1 + text.components(separatedBy: #""status":422"#).count - 1
        let exported = try await export(id)
        #expect(exported.components(separatedBy: #""status":422"#).count - 1 == refusals)
    }

    /// Found by schemathesis: a segment titled `""` was labelled by its title, and the export's `receiver: ""` broke
    /// the schema (and its own decoder).
    @Test("an empty title is never a receiver label: the export decodes and passes")
    func emptyTitleLabel() async throws {
        let segments = #"[{"title":"","screen":{"kind":"label","text":"A"}},{"title":"B","screen":{"kind":"label","text":"B"}}]"#
        for strategy in ["containment", "managing", "navigation"] {
            let id = try await client.create(#"{"strategy":"\#(strategy)","segments":\#(segments)}"#)
            await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
            await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":0}"#)
            let text = try await export(id, "?expect=all")
            #expect(!text.contains(#""receiver":"""#), "\(strategy): \(text)")
            let result = ScenarioRunner.run(try ScenarioFixtures.scenario(text))
            #expect(result.passed, "\(strategy): \(result.steps.filter { !$0.passed }.map(\.failures))")
        }
    }

    @Test("an export with two expectations swapped fails")
    func swappedFails() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010"}"#)
        await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let file = try JSON.parse(Array(try await export(id).utf8))
        var steps = try #require(file["steps"]).arrayValue
        var expect = try #require(steps[1]["expect"]).arrayValue
        try #require(expect.count >= 2 && expect[0] != expect[1])
        expect.swapAt(0, 1)
        guard case .object(var members) = steps[1] else { Issue.record("a step is an object"); return }
        members = members.map { $0.key == "expect" ? ("expect", .array(expect)) : $0 }
        steps[1] = .object(members)
        guard case .object(var top) = file else { return }
        top = top.map { $0.key == "steps" ? ("steps", .array(steps)) : $0 }
        #expect(!ScenarioRunner.run(try ScenarioDecoder.decode(.object(top))).passed)
        #expect(ScenarioRunner.run(try ScenarioDecoder.decode(file)).passed)
    }

    @Test("the default export is a test a person would keep: it fails on the seed's added calls, names what the user knows")
    func exportCatchesTheRegression() async throws {
        let id = try await client.create(#"{"preset":"crafterm-2010","fidelity":"corrected","clock":"manual"}"#)
        let actions = [
            #"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":0}"#, #"{"type":"advance","seconds":1}"#,
            #"{"type":"beginBackSwipe"}"#, #"{"type":"updateBackSwipe","progress":0.1}"#,
            #"{"type":"updateBackSwipe","progress":0.2}"#, #"{"type":"updateBackSwipe","progress":0.3}"#,
            #"{"type":"endBackSwipe","complete":false}"#, #"{"type":"advance","seconds":1}"#,
        ]
        for action in actions {
            #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: action).status == 200, "\(action)")
        }
        let text = try await export(id)
        let file = try JSON.parse(Array(text.utf8))
        #expect(ScenarioRunner.run(try ScenarioDecoder.decode(file)).passed)
        // The seed's duplicated viewWillAppear/viewDidAppear come back: the same file must fail.
        var seed = try ScenarioDecoder.decode(file)
        seed.setup.fidelity = .seed
        let failed = ScenarioRunner.run(seed)
        #expect(!failed.passed)
        #expect(failed.steps.flatMap(\.failures).contains { $0.message.hasPrefix("counting only viewWillAppear") }, "\(failed.steps.map(\.failures))")
        // Receivers as the user knows them, never `vc-N`; origin only where it decides.
        #expect(!text.contains(#""receiver":"vc-"#), "\(text)")
        #expect(text.contains(#""receiver":"Australia""#))
        // One drag is one step, named by what it did; the state each step changed; a name that is not the id.
        let steps = try #require(file["steps"]).arrayValue
        #expect(steps.count == 1 + actions.count - 2, "\(steps.map { $0["name"]?.stringValue ?? "launch" })")
        #expect(steps.contains { $0["name"] == "drag the back swipe to 30 %" })
        let cancel = try #require(steps.first { $0["name"] == "cancel the back swipe at 30 %" })
        #expect(cancel["state"]?["transition"]?["cancelling"] == true)
        #expect(steps.contains { $0["name"] == "advance 1 s" && $0["state"]?["navigationStack"]?.arrayValue.count == 2 })
        #expect(file["name"]?.stringValue?.hasPrefix("crafterm-2010 (corrected): tap segment 1, tap row 0") == true)
        #expect(file["name"]?.stringValue?.contains(id) == false)
    }

    @Test("a refused action is exported as a status step at its place")
    func refusedBecomesStatus() async throws {
        let id = try await client.create(#"{"preset":"crafterm-revisited"}"#)
        #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"tapBack"}"#).status == 422)
        await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"tapRow","row":0}"#)
        let file = try JSON.parse(Array(try await export(id).utf8))
        let steps = try #require(file["steps"]).arrayValue
        #expect(steps.count == 3)
        #expect(steps[1]["status"]?.intValue == 422)
        #expect(steps[1]["reason"] == "noBackButton")
        #expect(steps[2]["action"]?["type"] == "tapRow")
        #expect(ScenarioRunner.run(try ScenarioDecoder.decode(file)).passed)
    }

    @Test("an imported scenario applies every step or none: an unexpected refusal is a 422 naming the step, an expected one is kept")
    func importRefusedStep() async throws {
        let before = try #require(await client.call("GET", "/v1/sessions").jsonBody["total"]?.intValue)
        let refused = await client.call(
            "POST", "/v1/sessions",
            json: #"{"scenario":{"setup":{"preset":"crafterm-revisited"},"steps":[{"action":{"type":"memoryWarning"}},{"action":{"type":"tapBack"}}]}}"#)
        let problem = expectProblem(refused, 422)
        #expect(problem["step"]?.intValue == 1)
        #expect(problem["reason"] == "noBackButton")
        #expect(pointers(problem).allSatisfy { $0.hasPrefix("/scenario/steps/1/action") } && pointers(problem).count == 1, "\(problem)")
        #expect(await client.call("GET", "/v1/sessions").jsonBody["total"]?.intValue == before, "no session was left")
        let expected = await client.call(
            "POST", "/v1/sessions",
            json:
                #"{"scenario":{"setup":{"preset":"crafterm-revisited"},"steps":[{"action":{"type":"memoryWarning"}},{"action":{"type":"tapBack"},"status":422,"reason":"noBackButton"},{"action":{"type":"memoryWarning"}}]}}"#
        )
        #expect(expected.status == 201, "\(expected.text)")
        #expect(expected.jsonBody["version"]?.intValue == 2)
    }

    @Test("bad export options and bad imports are refused, naming the field")
    func refusals() async throws {
        let id = try await client.create()
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)/scenario?expect=some"), 400)) == ["expect"])
        #expect(pointers(expectProblem(await client.call("GET", "/v1/sessions/\(id)/scenario?forbid=errors"), 400)) == ["forbid"])
        let bad = expectProblem(
            await client.call("POST", "/v1/sessions", json: #"{"scenario":{"setup":{"preset":"deponte-2016"},"steps":[{"expect":[{"reciever":"x"}]}]}}"#), 400)
        #expect(pointers(bad).contains("/scenario/steps/0/expect/0/reciever"))
    }
}

extension HistoryRoutesTests {
    /// A session with the layout pass recorded (DESIGN.md §3.21) exports a test that reads like one without it (no
    /// layout call among its default expectations), keeps `layout: true` in its setup, and passes in every mode.
    @Test("a layout session's export leaves the layout pass out by default and passes as it is", arguments: ["crafterm-revisited", "paging"])
    func layoutExport(preset: String) async throws {
        let id = try await client.create(#"{"preset":"\#(preset)","layout":true}"#)
        for body in [#"{"type":"selectSegment","index":1}"#, #"{"type":"tapRow","row":0}"#, #"{"type":"tapBack"}"#] {
            #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: body).status == 200)
        }
        let events = await client.call("GET", "/v1/sessions/\(id)/events?limit=1000").text
        #expect(events.contains(#""name":"viewIsAppearing""#))
        let text = try await export(id)
        #expect(!text.contains("viewIsAppearing") && !text.contains("LayoutSubviews"))
        let file = try ScenarioFixtures.scenario(text)
        #expect(file.setup.layout)
        for query in ["", "?expect=all", "?expect=appearance", "?forbid=warnings"] {
            let result = ScenarioRunner.run(try ScenarioFixtures.scenario(try await export(id, query)))
            #expect(result.passed, "\(query): \(result.steps.filter { !$0.passed }.map(\.failures))")
        }
        #expect(try await export(id, "?expect=all").contains("viewIsAppearing"))
    }
}

extension HistoryRoutesTests {
    @Test("layout: a boolean or null, named when wrong; the session's events then have the layout pass")
    func layoutSetupMember() async throws {
        let bad = expectProblem(await client.call("POST", "/v1/sessions", json: #"{"preset":"deponte-2016","layout":"yes"}"#), 400)
        #expect(pointers(bad) == ["/layout"])
        let off = try await client.create(#"{"preset":"deponte-2016","layout":null}"#)
        #expect(!(await client.call("GET", "/v1/sessions/\(off)/events?limit=1000").text.contains("LayoutSubviews")))
        let on = try await client.create(#"{"preset":"deponte-2016","layout":true}"#)
        #expect(await client.call("GET", "/v1/sessions/\(on)").jsonBody["layout"] == .bool(true))
        #expect(await client.call("GET", "/v1/sessions/\(off)").jsonBody["layout"] == nil)
        let events = await client.call("GET", "/v1/sessions/\(on)/events?limit=1000").text
        #expect(events.contains(#""name":"viewWillLayoutSubviews""#) && events.contains(#""rule":"3.21""#))
    }
}

extension HistoryRoutesTests {
    static func layoutScenario(layout: Bool, forbid: Bool) -> String {
        let step =
            forbid
            ? #""forbid": [{"name": "viewIsAppearing"}]"#
            : #""expect": [{"receiver": "Yellow", "name": "viewWillAppear"}, {"receiver": "Yellow", "name": "viewWillLayoutSubviews"},"#
                + #" {"receiver": "Yellow", "name": "viewIsAppearing", "args": {"animated": false}}, {"receiver": "Yellow", "name": "viewDidAppear"}]"#
        return """
            {"setup": {"preset": "deponte-2016", "layout": \(layout)},
             "steps": [{"action": {"type": "selectSegment", "index": 1}, \(step)}]}
            """
    }

    @Test("scenarios match the layout pass by name: expect it with layout on, forbid it with layout off")
    func layoutMatchers() throws {
        #expect(ScenarioRunner.run(try ScenarioFixtures.scenario(Self.layoutScenario(layout: true, forbid: false))).passed)
        #expect(!ScenarioRunner.run(try ScenarioFixtures.scenario(Self.layoutScenario(layout: false, forbid: false))).passed)
        #expect(ScenarioRunner.run(try ScenarioFixtures.scenario(Self.layoutScenario(layout: false, forbid: true))).passed)
        #expect(!ScenarioRunner.run(try ScenarioFixtures.scenario(Self.layoutScenario(layout: true, forbid: true))).passed)
    }
}
