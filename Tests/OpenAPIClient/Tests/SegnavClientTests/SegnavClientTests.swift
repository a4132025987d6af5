import Foundation
import SegnavClient
import Testing

/// The client generated from openapi.yaml, used as is against the real segnavd, through the
/// `SegnavClient` product only (`Client`, `Components` and `Operations` are its generated, public types).
@Suite("Generated OpenAPI client against segnavd", .serialized)
struct SegnavClientTests {
    @Test("create a session, act, read its events, delete it, get a typed 404")
    func sessionLifecycle() async throws {
        let server = try SegnavServer()
        defer { server.stop() }
        let client = Client(serverURL: server.url, transport: URLSessionTransport())

        // Create from the crafterm-2010 preset.
        let created = try await client.createSession(body: .json(.CreateRequest(.CreateFromPreset(.init(preset: .crafterm2010)))))
        guard case .created(let createdResponse) = created else {
            Issue.record("createSession answered \(created)")
            return
        }
        let launched = try createdResponse.body.json
        let id = launched.id
        #expect(createdResponse.headers.location == "/v1/sessions/\(id)")
        #expect(createdResponse.headers.eTag == "\"0\"")
        #expect(launched.version == 0)
        #expect(launched.preset == .crafterm2010)
        #expect(launched.strategy == .managing)
        #expect(launched.runtime == .modern)
        #expect(launched.fidelity == .seed)
        #expect(launched.device == .iphone15)
        #expect(launched.selectedIndex == 0)
        #expect(launched.segments.map(\.index) == [0, 1])
        #expect(launched.segments.map(\.title) == ["Italy", "Australia"])
        #expect(launched.current.segment == 0)
        #expect(launched.current.title == "Italy")
        #expect(launched.current.titleView == .segmentedControl)
        #expect(launched.current.navigationTitle == nil)
        #expect(launched.current.backButtonTitle == nil)
        #expect(launched.navigationStack.count == 1)
        #expect(launched.controllers.contains { $0._class == "ItalyViewController" && $0.appearance == .appeared })
        #expect(launched.lastEventSeq > 0)

        // Read it back: the same state.
        let read = try await client.getSession(path: .init(id: id))
        let state = try read.ok.body.json
        #expect(state == launched)
        #expect(try read.ok.headers.eTag == "\"0\"")

        // A user tap on segment 1.
        let acted = try await client.applyActions(
            path: .init(id: id),
            body: .json(.Action(.selectSegment(.init(_type: "selectSegment", index: 1))))
        )
        guard case .ok(let actedResponse) = acted else {
            Issue.record("applyActions answered \(acted)")
            return
        }
        let result = try actedResponse.body.json
        #expect(actedResponse.headers.eTag == "\"1\"")
        #expect(result.noop == false)
        #expect(result.state.id == id)
        #expect(result.state.version == 1)
        #expect(result.state.selectedIndex == 1)
        #expect(result.state.current.segment == 1)
        #expect(result.state.current.title == "Australia")
        #expect(
            result.state.controllers.first { $0._class == "AustraliaViewController" }?.appearance == .appeared
        )
        let events = result.events
        try #require(!events.isEmpty)
        #expect(events.map(\.seq) == Array((launched.lastEventSeq + 1)...(launched.lastEventSeq + events.count)))
        #expect(result.state.lastEventSeq == events.last?.seq)
        #expect(events.first?.name == .valueChanged)
        #expect(events.contains { $0.name == .viewDidAppear && $0.receiver._class == "AustraliaViewController" })
        for event in events {
            #expect(event.action == 1)
            #expect(event.time >= 0)
            #expect(event.depth >= 0)
            #expect(!event.receiver.id.isEmpty)
            #expect(!event.receiver._class.isEmpty)
            if event.name == .warning {
                // A warning carries its code and message, nothing else.
                #expect(event.args.code != nil)
                #expect(event.args.message?.isEmpty == false)
                #expect(event.args.animated == nil)
            } else {
                #expect(event.args.code == nil)
                #expect(event.args.message == nil)
            }
            if [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear].contains(event.name) {
                #expect(event.args.animated != nil)
            }
        }
        #expect(events.contains { $0.name == .warning && $0.args.code == .duplicateAppearance })
        #expect(Set(events.map(\.origin)).isSubset(of: [.system, .container]))

        // The action's events again, paged through the event log.
        let since = launched.lastEventSeq
        let listed = try await client.listEvents(path: .init(id: id), query: .init(since: since, limit: 3))
        let page = try listed.ok.body.json
        #expect(page.events == Array(events.prefix(3)))
        #expect(page.next == since + 3)
        #expect(page.dropped == 0)
        #expect(page.lastSeq == result.state.lastEventSeq)
        let rest = try await client.listEvents(path: .init(id: id), query: .init(since: page.next, limit: 1000))
        #expect(try rest.ok.body.json.events == Array(events.dropFirst(3)))

        // A refused action: a typed 422 whose errors[] name the member at fault.
        let refused = try await client.applyActions(
            path: .init(id: id),
            body: .json(.Action(.selectSegment(.init(_type: "selectSegment", index: 7))))
        )
        guard case .unprocessableContent(let refusedResponse) = refused else {
            Issue.record("an out-of-range segment answered \(refused)")
            return
        }
        // The actions' 422 is one of two problems (a refused action, or an answer that would be too large).
        guard case .ActionRefusedProblem(let refusal) = try refusedResponse.body.applicationProblemJson else {
            Issue.record("expected the action-refused problem")
            return
        }
        #expect(refusal._type.rawValue == "https://segnav.dev/problems/indexOutOfRange")
        #expect(refusal.status.rawValue == 422)
        #expect(refusal.reason == .indexOutOfRange)
        let fieldErrors = refusal.errors
        #expect(!fieldErrors.isEmpty)
        for fieldError in fieldErrors {
            guard case .PointerFieldError(let pointerError) = fieldError else {
                Issue.record("expected a body pointer, got \(fieldError)")
                continue
            }
            #expect(pointerError.pointer.hasPrefix("/"))
            #expect(!pointerError.detail.isEmpty)
        }

        // A bad query parameter: a typed 400 naming the parameter.
        let badQuery = try await client.listEvents(path: .init(id: id), query: .init(limit: 5000))
        guard case .badRequest(let badQueryResponse) = badQuery else {
            Issue.record("limit=5000 answered \(badQuery)")
            return
        }
        let badQueryProblem = try badQueryResponse.body.applicationProblemJson.value1
        #expect(badQueryProblem.status == 400)
        #expect(
            badQueryProblem.errors?.contains {
                if case .ParameterFieldError(let e) = $0 { e.parameter == "limit" } else { false }
            } == true)

        // Delete it; then it is a typed 404 problem.
        let deleted = try await client.deleteSession(path: .init(id: id))
        guard case .noContent = deleted else {
            Issue.record("deleteSession answered \(deleted)")
            return
        }
        let gone = try await client.getSession(path: .init(id: id))
        guard case .notFound(let notFound) = gone else {
            Issue.record("getSession after delete answered \(gone)")
            return
        }
        guard case .SessionNotFoundProblem(let notFoundProblem) = try notFound.body.applicationProblemJson else {
            Issue.record("expected the session-not-found problem")
            return
        }
        let problem = notFoundProblem.value1
        #expect(problem._type == "https://segnav.dev/problems/not-found")
        #expect(problem.title == "Not Found")
        #expect(problem.status == 404)
        #expect(problem.detail.contains(id))
        #expect(problem.errors == nil)

        #expect(server.stop() == 0)
    }

    @Test("If-Match: the current version applies, a stale one is a typed 412")
    func ifMatch() async throws {
        let server = try SegnavServer()
        defer { server.stop() }
        let client = SegnavClient(serverURL: server.url).api  // with the library's EntityTagMiddleware
        let id = try await client.createSession(body: .json(.CreateRequest(.CreateFromPreset(.init(preset: .crafterm2010)))))
            .created.body.json.id
        let tap = Operations.ApplyActions.Input.Body.json(.Action(.selectSegment(.init(_type: "selectSegment", index: 1))))

        let applied = try await client.applyActions(path: .init(id: id), headers: .init(ifMatch: "\"0\""), body: tap)
        #expect(try applied.ok.body.json.state.version == 1)

        let stale = try await client.applyActions(path: .init(id: id), headers: .init(ifMatch: "\"0\""), body: tap)
        guard case .preconditionFailed(let staleResponse) = stale else {
            Issue.record("a stale If-Match answered \(stale)")
            return
        }
        #expect(staleResponse.headers.eTag == "\"1\"")
        let mismatch = try staleResponse.body.applicationProblemJson.value1
        #expect(mismatch._type == "https://segnav.dev/problems/version-mismatch")
        #expect(mismatch.status == 412)
        #expect(mismatch.currentVersion == 1)

        // If-Match compares strongly (RFC 9110 §13.1.1): a weak tag is well-formed but never matches.
        let weak = try await client.applyActions(path: .init(id: id), headers: .init(ifMatch: "W/\"1\""), body: tap)
        #expect(try weak.preconditionFailed.body.applicationProblemJson.value1.currentVersion == 1)
        let any = try await client.applyActions(path: .init(id: id), headers: .init(ifMatch: "*"), body: tap)
        #expect(try any.ok.body.json.state.version == 2)

        // Without the middleware the runtime sends `If-Match: %222%22` (apple/swift-openapi-generator#529, #827): the
        // server reads a percent-encoded tag as the tag it means, so a plain generated client works as well.
        let plain = Client(serverURL: server.url, transport: URLSessionTransport())
        let answer = try await plain.applyActions(path: .init(id: id), headers: .init(ifMatch: "\"2\""), body: tap)
        #expect(try answer.ok.body.json.state.version == 3)
    }

    @Test("own segments: the optional, nullable and nested members of a create body")
    func customSegments() async throws {
        let server = try SegnavServer()
        defer { server.stop() }
        let client = Client(serverURL: server.url, transport: URLSessionTransport())
        let deepLabel = Components.Schemas.LeafScreenOrNull(kind: .label, title: "Deep", text: "deep")
        let inner = Components.Schemas.TableScreenDepth1(
            kind: "table", title: "Inner", rows: [.init(title: "to the label", detail: .LeafScreenOrNull(deepLabel))]
        )
        let outer = Components.Schemas.TableScreenDepth0(
            kind: "table", title: "Outer",
            rows: [.init(title: "to the inner table", detail: .TableScreenDepth1(inner)), .init(title: "no detail")]
        )
        let body = Components.Schemas.CreateFromSegments(
            strategy: .navigation,
            segments: [
                .init(title: "Tables", screen: .TableScreenDepth0(outer)),
                .init(title: nil, screen: .LeafScreen(.init(kind: .color, color: "orange"))),
            ],
            device: .ipad, runtime: .legacy, fidelity: .corrected, selectedIndex: 0
        )
        let created = try await client.createSession(body: .json(.CreateRequest(.CreateFromSegments(body))))
        let state = try created.created.body.json
        #expect(state.preset == nil)
        #expect(state.strategy == .navigation)
        #expect(state.device == .ipad)
        #expect(state.runtime == .legacy)
        #expect(state.fidelity == .corrected)
        #expect(state.segments.map(\.title) == ["Tables", nil])

        let first = try await client.applyActions(
            path: .init(id: state.id), body: .json(.Action(.tapRow(.init(_type: "tapRow", row: 0))))
        )
        let afterFirst = try first.ok.body.json.state
        #expect(afterFirst.version == 1)
        #expect(afterFirst.navigationStack.count == state.navigationStack.count + 1)
        #expect(afterFirst.navigationStack.last?.title == "Inner")

        let second = try await client.applyActions(
            path: .init(id: state.id), body: .json(.Action(.tapRow(.init(_type: "tapRow", row: 0))))
        )
        let afterSecond = try second.ok.body.json.state
        #expect(afterSecond.navigationStack.count == state.navigationStack.count + 2)
        #expect(afterSecond.navigationStack.last?.title == "Deep")

        let noTable = try await client.applyActions(
            path: .init(id: state.id), body: .json(.Action(.tapRow(.init(_type: "tapRow", row: 0))))
        )
        guard case .ActionRefusedProblem(let noTableProblem) = try noTable.unprocessableContent.body.applicationProblemJson else {
            Issue.record("expected the action-refused problem")
            return
        }
        #expect(noTableProblem._type.rawValue == "https://segnav.dev/problems/noTableOnScreen")
    }
}

/// The real segnavd (`SEGNAVD_BIN`, required) on a free port, read off its first stdout line
/// `listening on http://127.0.0.1:PORT`; SIGTERM on `stop()`.
final class SegnavServer: @unchecked Sendable {
    let url: URL
    private let process = Process()
    private let lock = NSLock()

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(arguments: [String] = []) throws {
        guard let path = ProcessInfo.processInfo.environment["SEGNAVD_BIN"], !path.isEmpty else {
            throw Failure(description: "set SEGNAVD_BIN to the segnavd binary (e.g. \"$(swift build --show-bin-path)/segnavd\")")
        }
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw Failure(description: "SEGNAVD_BIN=\(path) is not an executable file")
        }
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["--port", "0"] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let handle = output.fileHandleForReading
        var line: [UInt8] = []
        while true {
            let byte = handle.readData(ofLength: 1)
            if byte.isEmpty || byte.first == UInt8(ascii: "\n") { break }
            line.append(contentsOf: byte)
        }
        // Keep draining stdout so that the server never blocks on a full pipe.
        handle.readabilityHandler = { _ = $0.availableData }
        let text = String(decoding: line, as: UTF8.self)
        let prefix = "listening on "
        guard text.hasPrefix(prefix), let url = URL(string: String(text.dropFirst(prefix.count))),
            url.scheme == "http", url.port != nil
        else {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "segnavd's first line is not 'listening on http://HOST:PORT': \(text)")
        }
        self.url = url
    }

    /// Stops the server (once) and returns its exit status.
    @discardableResult
    func stop() -> Int32 {
        lock.lock()
        defer { lock.unlock() }
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { stop() }
}
