import Foundation
import Testing

@testable import SegnavService
import SegnavWire

/// `setup.container` on `POST /v1/sessions` (docs/containers.md): a program with its segments makes a session of
/// strategy `container`; a malformed one is a 400 naming the member, an unbuildable one a 422, and an action that
/// runs past a limit a 422 `programLimit` that changes nothing.
@Suite("Sessions API: container programs")
struct ContainerRoutesTests {
    let client = APIClient()

    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/containers")

    static let segments =
        #"[{"title":"C0","screen":{"kind":"table"}},{"title":"C1","screen":{"kind":"table"}},{"title":"C2","screen":{"kind":"table"}}]"#

    static func body(_ program: String, extra: String = "") -> String {
        #"{"container": \#(program), "segments": \#(segments)\#(extra)}"#
    }

    static func example(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: examples.appendingPathComponent(name)), as: UTF8.self)
    }

    @Test("an example program makes a session of strategy container; its events carry the program's code")
    func create() async throws {
        let id = try await client.create(Self.body(try Self.example("A07-dtpagercontroller-2.0.2.json")))
        let state = await client.call("GET", "/v1/sessions/\(id)")
        #expect(state.jsonBody["strategy"] == "container", "\(state.text)")
        let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        #expect(response.status == 200, "\(response.text)")
        let events = response.jsonBody["events"]?.arrayValue ?? []
        let begin = try #require(events.first { $0["name"] == "beginAppearanceTransition" })
        #expect(begin["origin"] == "container")
        #expect(begin["args"]?["appearing"] == false)
        #expect(begin["cause"]?["code"] == "DTPagerController.select#3")
    }

    @Test(
        "malformed programs are 400 with the pointer under /container; preset with a program is 400",
        arguments: [
            (#"{"format": "segnav-container/9", "class": "P"}"#, "", "/container/format"),
            (#"{"format": "segnav-container/1", "class": "P", "on": {"select": [{"jump": 1}]}}"#, "", "/container/on/select/0"),
            (#"{"format": "segnav-container/1", "class": "P"}"#, #", "preset": "deponte-2016""#, "/preset"),
            (#"{"format": "segnav-container/1", "class": "P"}"#, #", "strategy": "navigation""#, "/strategy"),
        ])
    func malformed(program: String, extra: String, pointer: String) async {
        let problem = expectProblem(await client.call("POST", "/v1/sessions", json: Self.body(program, extra: extra)), 400)
        #expect(pointers(problem).contains(pointer), "\(problem)")
    }

    @Test(
        "A03 (Pageboy) runs on its embedded page view controller: taps, page swipes (completed and cancelled), the screen and the why of a page's call, never a 5xx"
    )
    func pageboy() async throws {
        let id = try await client.create(Self.body(try Self.example("A03-pageboy-5.0.1.json")))
        let actions = [
            #"{"type":"selectSegment","index":1}"#, #"{"type":"beginPageSwipe","direction":"forward"}"#,
            #"{"type":"updatePageSwipe","progress":0.6}"#, #"{"type":"endPageSwipe","complete":true}"#,
            #"{"type":"beginPageSwipe","direction":"reverse"}"#, #"{"type":"endPageSwipe","complete":false}"#,
            #"{"type":"selectSegment","index":0}"#,
        ]
        var seqs: [Int] = []
        for action in actions {
            let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: action)
            #expect(response.status == 200, "\(action): \(response.text)")
            for e in response.jsonBody["events"]?.arrayValue ?? [] where e["cause"]?["code"] == "PageboyViewController.select#4" {
                if let seq = e["seq"]?.intValue { seqs.append(seq) }
            }
        }
        let refused = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"beginPageSwipe","direction":"reverse"}"#)
        #expect(refused.status == 422, "no page before the first: \(refused.text)")
        #expect(await client.call("GET", "/v1/sessions/\(id)/screen").status == 200)
        let seq = try #require(seqs.first)
        let why = await client.call("GET", "/v1/sessions/\(id)/events/\(seq)/why")
        #expect(why.status == 200, "\(why.text)")
    }

    @Test("an embed used before it exists (in init, before the view loads) is 422 naming the statement's embed; a bad embed style is 400")
    func embedHostile() async throws {
        let early =
            #"{"format": "segnav-container/1", "class": "P", "embeds": {"pvc": {"kind": "UIPageViewController", "style": "scroll"}}, "on": {"init": [{"pageViewController": "pvc", "setViewControllers": {"child": 0}}]}}"#
        let problem = expectProblem(await client.call("POST", "/v1/sessions", json: Self.body(early)), 422)
        #expect(pointers(problem) == ["/container/on/init/0/pageViewController"], "\(problem)")
        let curl =
            #"{"format": "segnav-container/1", "class": "P", "embeds": {"pvc": {"kind": "UIPageViewController", "style": "pageCurl"}}}"#
        let bad = expectProblem(await client.call("POST", "/v1/sessions", json: Self.body(curl)), 400)
        #expect(pointers(bad) == ["/container/embeds/pvc/style"], "\(bad)")
    }

    @Test("an action that runs past the program's statement budget is 422 programLimit and changes nothing")
    func programLimit() async throws {
        let program =
            #"{"format": "segnav-container/1", "class": "Loop", "control": "own", "vars": {"v": 0}, "on": {"select": [{"forEach": {"from": 0, "to": 1e9}, "as": "i", "do": [{"set": "v", "to": {"var": "i"}}]}]}}"#
        let id = try await client.create(Self.body(program))
        let before = await client.call("GET", "/v1/sessions/\(id)")
        let problem = expectProblem(
            await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#), 422)
        #expect(problem["type"]?.stringValue?.hasSuffix("programLimit") == true, "\(problem)")
        #expect(pointers(problem) == ["/container/on/select/0/do/0"])
        let after = await client.call("GET", "/v1/sessions/\(id)")
        #expect(after.jsonBody["version"] == before.jsonBody["version"])
    }
}

extension ContainerRoutesTests {
    @Test("an exported container session's setup holds the program, and makes the same session again")
    func export() async throws {
        let id = try await client.create(Self.body(try Self.example("A09-pagemenu-2.0.0.json")))
        _ = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":2}"#)
        let exported = await client.call("GET", "/v1/sessions/\(id)/scenario")
        #expect(exported.status == 200, "\(exported.text)")
        let setup = try #require(exported.jsonBody["setup"])
        #expect(setup["container"]?["class"] == "CAPSPageMenu")
        let again = await client.call("POST", "/v1/sessions", json: setup.text)
        #expect(again.status == 201, "\(again.text)")
        #expect(again.jsonBody["strategy"] == "container")
    }
}

extension ContainerRoutesTests {
    @Test("a scenario's setup takes a container program; its steps match the program's calls")
    func scenario() async throws {
        let program = try Self.example("A07-dtpagercontroller-2.0.2.json")
        let scenario = """
            {"name": "quick taps", "setup": {"container": \(program), "segments": \(Self.segments), "clock": "manual"},
             "steps": [
               {"action": {"type": "selectSegment", "index": 1},
                "expect": [{"receiver": "C1ViewController", "name": "beginAppearanceTransition", "origin": "container"}]},
               {"action": {"type": "selectSegment", "index": 2}},
               {"action": {"type": "advance", "seconds": 1},
                "expect": [{"receiver": "C1ViewController", "name": "warning", "args": {"code": "unbalancedAppearanceTransition"}}]}]}
            """
        let response = await client.call("POST", "/v1/scenarios", json: scenario)
        #expect(response.status == 200, "\(response.text)")
        #expect(response.jsonBody["passed"] == true, "\(response.text)")
        #expect(response.jsonBody["steps"]?.arrayValue.count == 3)
    }
}

extension ContainerRoutesTests {
    @Test("compare runs a container program as one more setup, beside the built-in strategies")
    func compare() async throws {
        let program = try Self.example("A02-xlpagertabstrip-6.0.0.json")
        let body = #"{"container": \#(program), "segments": \#(Self.segments), "actions": [{"type": "selectSegment", "index": 1}]}"#
        let response = await client.call("POST", "/v1/compare", json: body)
        #expect(response.status == 200, "\(response.text)")
        let runs = response.jsonBody["runs"]?.arrayValue ?? []
        #expect(runs.map { $0["strategy"]?.stringValue ?? "" } == ["container", "containment", "managing", "navigation"])
        #expect(runs.allSatisfy { $0["error"] == nil }, "\(response.text.prefix(800))")
    }
}

extension ContainerRoutesTests {
    static func calls(_ body: JSON) -> [String] {
        (body["events"]?.arrayValue ?? []).map { e -> String in
            let id = e["receiver"]?["id"]?.stringValue ?? ""
            let name = e["name"]?.stringValue ?? ""
            return id + "." + name
        }
    }

    @Test("a fork of a container session keeps the program and goes on the same way")
    func fork() async throws {
        let id = try await client.create(Self.body(try Self.example("A07-dtpagercontroller-2.0.2.json")))
        _ = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let forked = await client.call("POST", "/v1/sessions/\(id)/forks", json: #"{"version": 1}"#)
        #expect(forked.status == 201, "\(forked.text)")
        let copy = try #require(forked.jsonBody["id"]?.stringValue)
        #expect(forked.jsonBody["strategy"] == "container")
        let a = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":2}"#)
        let b = await client.call("POST", "/v1/sessions/\(copy)/actions", json: #"{"type":"selectSegment","index":2}"#)
        #expect(!Self.calls(a.jsonBody).isEmpty && Self.calls(a.jsonBody) == Self.calls(b.jsonBody))
    }
}

extension ContainerRoutesTests {
    @Test("why: a child's viewWillAppear answers a begin, whose code names the program's statement")
    func why() async throws {
        let id = try await client.create(Self.body(try Self.example("A07-dtpagercontroller-2.0.2.json")))
        let response = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        let events = response.jsonBody["events"]?.arrayValue ?? []
        let answer = try #require(events.first { $0["name"] == "viewWillAppear" && $0["receiver"]?["class"] == "C1ViewController" })
        let seq = try #require(answer["seq"]?.intValue)
        let why = await client.call("GET", "/v1/sessions/\(id)/events/\(seq)/why")
        #expect(why.status == 200, "\(why.text)")
        #expect(why.text.contains("DTPagerController.select#3"), "\(why.text.prefix(1200))")
        #expect(why.text.contains("beginAppearanceTransition"), "\(why.text.prefix(1200))")
    }
}

extension ContainerRoutesTests {
    @Test("Pageboy (A03) in compare and in an export: the container run swipes its embed, and a swiped session exported opens again at the same state")
    func pageboyCompareAndExport() async throws {
        let program = try Self.example("A03-pageboy-5.0.1.json")
        let script =
            #"[{"type": "selectSegment", "index": 1}, {"type": "beginPageSwipe", "direction": "forward"}, {"type": "endPageSwipe", "complete": false}]"#
        let compared = await client.call(
            "POST", "/v1/compare", json: #"{"container": \#(program), "segments": \#(Self.segments), "actions": \#(script)}"#)
        #expect(compared.status == 200, "\(compared.text.prefix(800))")
        let runs = compared.jsonBody["runs"]?.arrayValue ?? []
        let run = try #require(runs.first { $0["strategy"] == "container" })
        #expect(run["error"] == nil, "\(run.text.prefix(800))")

        let id = try await client.create(Self.body(program))
        for action in [
            #"{"type":"selectSegment","index":2}"#, #"{"type":"beginPageSwipe","direction":"reverse"}"#, #"{"type":"endPageSwipe","complete":true}"#,
        ] {
            #expect(await client.call("POST", "/v1/sessions/\(id)/actions", json: action).status == 200)
        }
        let exported = await client.call("GET", "/v1/sessions/\(id)/scenario")
        #expect(exported.status == 200, "\(exported.text)")
        let opened = await client.call("POST", "/v1/sessions", json: #"{"scenario": \#(exported.text)}"#)
        #expect(opened.status == 201, "\(opened.text)")
        let state = await client.call("GET", "/v1/sessions/\(id)")
        var a = state.jsonBody, b = opened.jsonBody
        if case .object(let m) = a { a = .object(m.filter { $0.key != "id" }) }
        if case .object(let m) = b { b = .object(m.filter { $0.key != "id" }) }
        #expect(a == b)
    }
}

extension ContainerRoutesTests {
    /// A segment table with one row, so a row can be tapped and its screen stored by the corrected seed.
    static let tables =
        #"[{"title":"C0","screen":{"kind":"table","rows":[{"title":"r","detail":{"title":"D","kind":"label","text":"d"}}]}},{"title":"C1","screen":{"kind":"table"}}]"#

    @Test(
        "the navigation seed as an object program: the why names its statement, its stored stack survives a fork and an export, and compare runs it"
    )
    func navigationSeed() async throws {
        let program = try Self.example("seeds/crafterm-2010-revisited-corrected.json")
        let id = try await client.create(#"{"container": \#(program), "segments": \#(Self.tables)}"#)
        _ = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"tapRow","row":0}"#)
        let refused = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"selectSegment","index":1}"#)
        #expect(refused.status == 422 && refused.text.contains("controlNotOnScreen"), "\(refused.text)")
        let set = await client.call("POST", "/v1/sessions/\(id)/actions", json: #"{"type":"setSegment","index":1}"#)
        let events = set.jsonBody["events"]?.arrayValue ?? []
        #expect(events.first?["receiver"]?["id"] == "segmentsController", "\(set.text.prefix(600))")
        let willMove = try #require(events.first { $0["name"] == "willMoveToParent" })
        #expect(willMove["cause"]?["code"] == "SegmentsController.show#6", "\(willMove)")
        let seq = try #require(willMove["seq"]?.intValue)
        let why = await client.call("GET", "/v1/sessions/\(id)/events/\(seq)/why")
        #expect(why.status == 200 && why.text.contains("SegmentsController.show#6"), "\(why.text.prefix(800))")
        // The stored stack comes back in a fork, and in a session made from the export.
        let forked = await client.call("POST", "/v1/sessions/\(id)/forks", json: #"{"version": 2}"#)
        let copy = try #require(forked.jsonBody["id"]?.stringValue, "\(forked.text)")
        let exported = await client.call("GET", "/v1/sessions/\(id)/scenario")
        let setup = try #require(exported.jsonBody["setup"])
        #expect(setup["container"]?["kind"] == "object")
        for session in [id, copy] {
            let back = await client.call("POST", "/v1/sessions/\(session)/actions", json: #"{"type":"setSegment","index":0}"#)
            #expect(back.status == 200, "\(back.text)")
            let state = await client.call("GET", "/v1/sessions/\(session)")
            let stack = (state.jsonBody["navigationStack"]?.arrayValue ?? []).map { $0["title"]?.stringValue ?? "" }
            #expect(stack == ["C0", "D"], "\(state.text.prefix(600))")
        }
        let again = await client.call("POST", "/v1/sessions", json: setup.text)
        #expect(again.status == 201, "\(again.text)")
        let body = #"{"container": \#(program), "segments": \#(Self.tables), "actions": [{"type": "selectSegment", "index": 1}]}"#
        let compared = await client.call("POST", "/v1/compare", json: body)
        #expect(compared.status == 200, "\(compared.text)")
        #expect((compared.jsonBody["runs"]?.arrayValue ?? []).allSatisfy { $0["error"] == nil }, "\(compared.text.prefix(800))")
    }
}
