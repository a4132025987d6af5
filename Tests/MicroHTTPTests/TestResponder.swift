import MicroHTTP
import Synchronization

/// Test-only routes: `/immediate/...` answers on the MHD thread, `/answered/...`
/// too but already while the handler is chosen, `/deferred/...` in a Task,
/// `/slow/...` after 200 ms, `/held/GATE/...` once the test opens GATE; the body echoes what the server parsed.
/// `/big/N` answers N bytes (GET), `/write/N` too but as a deferred POST, and
/// `/tally/NAME/N` too, counting in `tallies[NAME]` the writes it did;
/// `/stream/NAME` opens a `ResponseStream` the test drives through `streams`.
struct TestResponder: Responder {
    static let prepared = Response(
        status: 203, contentType: "text/plain", body: "prepared once",
        headers: [Field("X-Kind", "prepared")]
    ).preparing()
    /// Streams opened by `/stream/NAME`, by name.
    static let streams = Mutex<[String: ResponseStream]>([:])
    /// `/held/GATE/...` is deferred until the test opens GATE: "still pending" without a clock.
    static let gates = Gates()
    /// Writes done by `/tally/NAME/N`, by name: whether a refused write reached its handler.
    static let tallies = Mutex<[String: Int]>([:])
    let memory: ResponseMemory

    init(memory: ResponseMemory = ResponseMemory()) {
        self.memory = memory
    }

    func handler(for request: Request) -> Handler {
        if request.path == "/prepared" {
            return .immediate { _ in Self.prepared }
        }
        if request.path.hasPrefix("/answered") {
            return .response(Self.echo(request))
        }
        if request.path.hasPrefix("/deferred") {
            return .deferred { request in Self.echo(request) }
        }
        if request.path.hasPrefix("/held/") {
            let gate = String(request.path.dropFirst(6).prefix { $0 != "/" })
            return .deferred { request in
                await Self.gates.wait(gate)
                return Self.echo(request)
            }
        }
        if request.path.hasPrefix("/slow") {
            return .deferred { request in
                try? await Task.sleep(for: .milliseconds(200))
                return Self.echo(request)
            }
        }
        if request.path.hasPrefix("/big/"), let size = Int(request.path.dropFirst(5)) {
            return .response(Response(status: 200, body: [UInt8](repeating: 98, count: size)))
        }
        if request.path.hasPrefix("/write/"), let size = Int(request.path.dropFirst(7)) {
            return .deferred { _ in Response(status: 200, body: [UInt8](repeating: 119, count: size)) }
        }
        if request.path.hasPrefix("/tally/") {
            let parts = request.path.split(separator: "/")
            guard parts.count == 3, let size = Int(parts[2]) else { return .immediate { _ in Response(status: 404) } }
            let name = String(parts[1])
            return .deferred { _ in
                Self.tallies.withLock { $0[name, default: 0] += 1 }
                return Response(status: 200, body: [UInt8](repeating: 116, count: size))
            }
        }
        if request.path.hasPrefix("/stream/") {
            let name = String(request.path.dropFirst(8))
            let memory = self.memory
            return .deferred { _ in
                let stream = ResponseStream(
                    capacity: 64, keepAlive: .init(bytes: Array(":\n".utf8), interval: .seconds(1)),
                    memory: memory)
                stream.send(Array("open \(name)\n".utf8))
                Self.streams.withLock { $0[name] = stream }
                return Response(status: 200, headers: [Field("Content-Type", "text/plain")], stream: stream)
            }
        }
        return .immediate { request in Self.echo(request) }
    }

    func transportAnswer(_ answer: TransportAnswer) -> Response {
        Response(
            status: 503, contentType: "application/problem+json", body: #"{"status":503,"detail":"\#(answer)"}"#,
            headers: [Field("Retry-After", "1")])
    }

    func refusal(_ refusal: Refusal, for request: Request) -> Response {
        switch refusal {
        case .bodyTooLarge: Response(status: 413, contentType: "text/plain", body: "too large")
        case .malformedRequest(let reason): Response(status: 400, contentType: "text/plain", body: reason)
        case .unsupportedTransferCoding(let coding): Response(status: 501, contentType: "text/plain", body: coding)
        }
    }

    static func echo(_ request: Request) -> Response {
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let text = "\(request.method) \(request.path) ?\(query) body=\(request.body.count) x-test=\(request.header("x-test") ?? "-")"
        return Response(status: 200, contentType: "text/plain", body: text)
    }

    /// The stream `/stream/NAME` opened, once it has.
    static func stream(_ name: String) async throws -> ResponseStream {
        for _ in 0..<500 {
            if let stream = streams.withLock({ $0[name] }) { return stream }
            try await Task.sleep(for: .milliseconds(10))
        }
        throw StreamMissing(name: name)
    }

    struct StreamMissing: Error { var name: String }
}

func startServer(
    threads: Int = 2, maxBody: Int = 1024, connections: ConnectionGauge = ConnectionGauge(),
    memory: ResponseMemory = ResponseMemory(),
    configure: (inout ServerOptions) -> Void = { _ in }
) throws -> HTTPServer {
    var options = ServerOptions()
    options.port = 0
    options.threads = threads
    options.maxBodySize = maxBody
    configure(&options)
    return try HTTPServer(options: options, responder: TestResponder(memory: memory), connections: connections, memory: memory)
}

/// Named gates for `/held/GATE/...`: deferred requests wait on their gate until the test opens it.
actor Gates {
    private var opened: Set<String> = []
    private var waiting: [String: [CheckedContinuation<Void, Never>]] = [:]

    func wait(_ gate: String) async {
        if opened.contains(gate) { return }
        await withCheckedContinuation { waiting[gate, default: []].append($0) }
    }

    func open(_ gate: String) {
        opened.insert(gate)
        for waiter in waiting.removeValue(forKey: gate) ?? [] { waiter.resume() }
    }

    /// Requests waiting at `gate` now.
    func waiters(_ gate: String) -> Int { waiting[gate]?.count ?? 0 }
}
