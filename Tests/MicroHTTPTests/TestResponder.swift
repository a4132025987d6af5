import MicroHTTP

/// Test-only routes: `/immediate/...` answers on the MHD thread, `/answered/...`
/// too but already while the handler is chosen, `/deferred/...` in a Task,
/// `/slow/...` after 200 ms; the body echoes what the server parsed.
struct TestResponder: Responder {
    static let prepared = Response(status: 203, contentType: "text/plain", body: "prepared once",
                                   headers: [Field("X-Kind", "prepared")]).preparing()

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
        if request.path.hasPrefix("/slow") {
            return .deferred { request in
                try? await Task.sleep(for: .milliseconds(200))
                return Self.echo(request)
            }
        }
        return .immediate { request in Self.echo(request) }
    }

    func refusal(_ refusal: Refusal, for request: Request) -> Response {
        Response(status: 413, contentType: "text/plain", body: "too large")
    }

    static func echo(_ request: Request) -> Response {
        let query = request.query.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
        let text = "\(request.method) \(request.path) ?\(query) body=\(request.body.count) x-test=\(request.header("x-test") ?? "-")"
        return Response(status: 200, contentType: "text/plain", body: text)
    }
}

func startServer(threads: Int = 2, maxBody: Int = 1024,
                 connections: ConnectionGauge = ConnectionGauge()) throws -> HTTPServer {
    var options = ServerOptions()
    options.port = 0
    options.threads = threads
    options.maxBodySize = maxBody
    return try HTTPServer(options: options, responder: TestResponder(), connections: connections)
}
