import Foundation
import SegnavClient
import Testing

/// The hand-written layer of `SegnavClient` as a test suite uses it (README "Writing lifecycle tests").
@Suite("SegnavClient's layer against segnavd", .serialized)
struct ThinLayerTests {
    static let examples = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples/scenarios")

    @Test("the README's test: a preset, a switch guarded by If-Match, a push, back, a refused back")
    func readme() async throws {
        let server = try SegnavServer()
        defer { server.stop() }
        let segnav = SegnavClient(serverURL: server.url)
        let session = try await segnav.createSession(preset: .craftermRevisited)
        #expect(session.strategy == .navigation && session.version == 0)
        let switched = try await segnav.act(session.id, .selectSegment(1), ifVersion: session.version)
        #expect(switched.state.current.title == "Australia")
        #expect(switched.state.version == 1)
        let pushed = try await segnav.act(session.id, .tapRow(1))
        #expect(pushed.events.contains { $0.name == .viewDidAppear && $0.receiver._class == "AustraliaDetailViewController" })
        let back = try await segnav.act(session.id, .tapBack)
        #expect(back.state.current.backButtonTitle == nil)
        let refusal = await #expect(throws: SegnavProblem.self) { try await segnav.act(session.id, .tapBack) }
        #expect(refusal?.status == 422 && refusal?.reason == "noBackButton")
        try await segnav.deleteSession(session.id)
        let gone = await #expect(throws: SegnavProblem.self) { try await segnav.session(session.id) }
        #expect(gone?.status == 404)
    }

    @Test("a batch is one request, all or none; a stale version is a 412 problem")
    func batchAndVersion() async throws {
        let server = try SegnavServer()
        defer { server.stop() }
        let segnav = SegnavClient(serverURL: server.url)
        let session = try await segnav.createSession(preset: .crafterm2010, runtime: .legacy, fidelity: .corrected)
        #expect(session.runtime == .legacy && session.fidelity == .corrected)
        let batch = try await segnav.act(session.id, [.selectSegment(1), .tapRow(1), .memoryWarning, .tapBack])
        #expect(batch.state.version == 4)
        #expect(batch.state.current.segment == 1)
        #expect(Set(batch.events.map(\.action)) == [1, 2, 3, 4])
        let refused = await #expect(throws: SegnavProblem.self) { try await segnav.act(session.id, [.setSegment(0), .tapBack]) }
        #expect(refused?.errors.first?.pointer?.hasPrefix("/actions/1/") == true)
        #expect(try await segnav.session(session.id).version == 4)  // nothing of the batch applied
        let stale = await #expect(throws: SegnavProblem.self) { try await segnav.act(session.id, .setSegment(0), ifVersion: 3) }
        #expect(stale?.status == 412)
    }

    @Test("events since a seq, and a long-poll that returns when another client acts")
    func events() async throws {
        let server = try SegnavServer()
        defer { server.stop() }
        let segnav = SegnavClient(serverURL: server.url)
        let session = try await segnav.createSession(preset: .deponte2016)
        let launch = try await segnav.events(session.id)
        #expect(launch.events.map(\.seq) == Array(1...session.lastEventSeq))
        let tail = try await segnav.events(session.id, since: session.lastEventSeq - 2)
        #expect(tail.events.count == 2)

        async let waited = segnav.waitForEvents(session.id, after: session.lastEventSeq, timeout: 20)
        try await Task.sleep(for: .milliseconds(300))
        try await SegnavClient(serverURL: server.url).act(session.id, .selectSegment(1))
        // Woken by the action, not timed out: a timeout answers an empty page (as the last line shows).
        let arrived = try await waited
        #expect(arrived.first?.seq == session.lastEventSeq + 1)
        #expect(try await segnav.waitForEvents(session.id, after: arrived.last!.seq, timeout: 1).isEmpty)
    }

    @Test("a token: sent on every call; without it the server's 401 is a problem")
    func token() async throws {
        let server = try SegnavServer(arguments: ["--token", "client-test-token"])
        defer { server.stop() }
        let session = try await SegnavClient(serverURL: server.url, token: "client-test-token").createSession(preset: .crafterm2010)
        #expect(session.version == 0)
        let anonymous = await #expect(throws: SegnavProblem.self) {
            try await SegnavClient(serverURL: server.url).createSession(preset: .crafterm2010)
        }
        #expect(anonymous?.status == 401)
    }

    @Test("a scenario file run on the server: every example passes; a wrong one names its step")
    func scenarios() async throws {
        let server = try SegnavServer()
        defer { server.stop() }
        let segnav = SegnavClient(serverURL: server.url)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.examples.path).filter { $0.hasSuffix(".json") }
        try #require(files.count >= 10)
        for file in files {
            let result = try await segnav.runScenario(try Data(contentsOf: Self.examples.appendingPathComponent(file)))
            #expect(result.passed, "\(file): \(result.steps.filter { !$0.passed }.map { $0.failures.map(\.message) })")
        }
        let text = try String(contentsOf: Self.examples.appendingPathComponent("australia-and-back.json"), encoding: .utf8)
            .replacingOccurrences(of: #""segment": 1, "title": "Australia""#, with: #""segment": 0, "title": "Australia""#)
        let result = try await segnav.runScenario(Data(text.utf8))
        #expect(!result.passed)
        #expect(result.steps.filter { !$0.passed }.map(\.step) == [1])
        #expect(result.steps[1].failures.first?.message == "/current/segment is 1, expected 0")
    }
}
