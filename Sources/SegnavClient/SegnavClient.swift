import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

/// segnav's API from Swift: the client swift-openapi-generator makes of
/// openapi.yaml (`api`, for every operation as the document has it), and a
/// thin layer for what a test does most, where the generated API is verbose:
/// create from a preset, act, wait for events after a seq, guard a write with
/// If-Match, run a scenario. Every failure the server answers is thrown as a
/// `SegnavProblem` (its problem+json), whatever the operation.
public struct SegnavClient: Sendable {
    public typealias State = Components.Schemas.State
    public typealias Event = Components.Schemas.Event
    public typealias EventPage = Components.Schemas.EventPage
    public typealias ActionsResult = Components.Schemas.ActionsResult
    public typealias ScenarioResult = Components.Schemas.ScenarioResult
    public typealias Preset = Components.Schemas.Preset
    public typealias Runtime = Components.Schemas.Runtime
    public typealias Fidelity = Components.Schemas.Fidelity
    public typealias Device = Components.Schemas.Device

    /// The generated client: every operation, each documented status a case
    /// of its output (the token and If-Match handled as below).
    public let api: Client
    /// The same, throwing every problem+json answer as a `SegnavProblem`: what the layer's calls use.
    private let checked: Client
    private let serverURL: URL
    private let transport: any ClientTransport
    private let middlewares: [any ClientMiddleware]

    /// - Parameters:
    ///   - serverURL: e.g. `http://127.0.0.1:8080`.
    ///   - token: the server's `--token`, sent as a bearer token.
    ///   - transport: URLSession by default.
    public init(serverURL: URL, token: String? = nil, transport: any ClientTransport = URLSessionTransport()) {
        var middlewares: [any ClientMiddleware] = [EntityTagMiddleware()]
        if let token { middlewares.append(BearerTokenMiddleware(token: token)) }
        api = Client(serverURL: serverURL, transport: transport, middlewares: middlewares)
        checked = Client(serverURL: serverURL, transport: transport, middlewares: [ProblemMiddleware()] + middlewares)
        self.serverURL = serverURL
        self.transport = transport
        self.middlewares = [ProblemMiddleware()] + middlewares
    }

    /// A session from one of the seeds' example projects.
    public func createSession(
        preset: Preset, runtime: Runtime? = nil, fidelity: Fidelity? = nil,
        device: Device? = nil
    ) async throws -> State {
        try await createSession(
            .CreateFromPreset(
                .init(
                    preset: preset, device: device.flatMap { .init(rawValue: $0.rawValue) },
                    runtime: runtime.flatMap { .init(rawValue: $0.rawValue) },
                    fidelity: fidelity.flatMap { .init(rawValue: $0.rawValue) })))
    }

    /// A session from any create body (a strategy and segments, or a preset).
    public func createSession(_ body: Components.Schemas.CreateRequest) async throws -> State {
        try await unwrapping { try await checked.createSession(body: .json(.CreateRequest(body))).created.body.json }
    }

    /// A new session at version `version` of session `id` (its past is recomputed; DESIGN.md §5.8).
    public func fork(_ id: String, version: Int) async throws -> State {
        try await unwrapping { try await checked.forkSession(path: .init(id: id), body: .json(.init(version: version))).created.body.json }
    }

    public func session(_ id: String) async throws -> State {
        try await unwrapping { try await checked.getSession(path: .init(id: id)).ok.body.json }
    }

    /// Applies `actions` in order, all or none (one request). With `ifVersion`,
    /// only if the session is still at that version: else `SegnavProblem` 412.
    @discardableResult
    public func act(_ id: String, _ actions: SegnavAction..., ifVersion: Int? = nil) async throws -> ActionsResult {
        try await act(id, actions, ifVersion: ifVersion)
    }

    @discardableResult
    public func act(_ id: String, _ actions: [SegnavAction], ifVersion: Int? = nil) async throws -> ActionsResult {
        precondition(!actions.isEmpty, "act needs at least one action")
        let body: Components.Schemas.ActRequest =
            actions.count == 1
            ? .Action(actions[0].generated)
            : .CheckedActionBatch(.init(actions: actions.map(\.generated)))
        let headers = Operations.ApplyActions.Input.Headers(ifMatch: ifVersion.map { "\"\($0)\"" })
        return try await unwrapping {
            try await checked.applyActions(path: .init(id: id), headers: headers, body: .json(body)).ok.body.json
        }
    }

    /// The events after `seq` (at most `limit`), at once.
    public func events(_ id: String, since seq: Int = 0, limit: Int? = nil) async throws -> EventPage {
        try await unwrapping {
            try await checked.listEvents(path: .init(id: id), query: .init(since: seq, limit: limit, wait: 0)).ok.body.json
        }
    }

    /// The events after `seq`, waiting up to `timeout` seconds (at most 60)
    /// for the first to arrive: the server holds the request (a long-poll),
    /// nothing polls. Empty when none came in time.
    public func waitForEvents(_ id: String, after seq: Int, timeout: Int = 30) async throws -> [Event] {
        try await unwrapping {
            try await checked.listEvents(path: .init(id: id), query: .init(since: seq, wait: min(max(timeout, 0), 60))).ok.body.json.events
        }
    }

    public func deleteSession(_ id: String) async throws {
        try await unwrapping { _ = try await checked.deleteSession(path: .init(id: id)).noContent }
    }

    /// Runs a scenario file's contents (docs/scenarios.md) on the server.
    ///
    /// The bytes go out as they are: the generated `Components.Schemas.Scenario`
    /// cannot hold a launch step (swift-openapi-generator 1.14 ignores the
    /// `prefixItems` that lets the first step alone leave out its action).
    public func runScenario(_ json: Data) async throws -> ScenarioResult {
        var request = HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/v1/scenarios")
        request.headerFields[.contentType] = "application/json"
        request.headerFields[.accept] = "application/json"
        let transport = self.transport
        var next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?) = {
            try await transport.send($0, body: $1, baseURL: $2, operationID: "runScenario")
        }
        for middleware in middlewares.reversed() {
            let tail = next
            next = { try await middleware.intercept($0, body: $1, baseURL: $2, operationID: "runScenario", next: tail) }
        }
        let (response, body) = try await next(request, HTTPBody(json), serverURL)
        guard response.status == .ok, let body else {
            throw SegnavProblem(
                status: response.status.code, type: "about:blank", title: response.status.reasonPhrase,
                detail: "POST /v1/scenarios answered \(response.status.code)", errors: [])
        }
        return try JSONDecoder().decode(ScenarioResult.self, from: try await Data(collecting: body, upTo: 64 << 20))
    }

    public func runScenario(file: URL) async throws -> ScenarioResult {
        try await runScenario(try Data(contentsOf: file))
    }

    /// The generated client wraps what a middleware throws in `ClientError`;
    /// a caller wants the server's problem itself.
    private func unwrapping<T>(_ call: () async throws -> T) async throws -> T {
        do {
            return try await call()
        } catch let error as ClientError {
            if let problem = error.underlyingError as? SegnavProblem { throw problem }
            throw error
        }
    }
}
