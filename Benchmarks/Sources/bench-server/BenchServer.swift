import MicroHTTP
import SegnavService

#if canImport(Glibc)
import Glibc
#endif

/// The real app, plus `/bench/deferred` (a deferred handler answering the
/// C baseline's POST body) and `/bench/immediate` (its GET body), so each
/// bridge path can be held against the matching C baseline.
struct BenchResponder: Responder {
    let app: SegnavApp
    static let getBody = Array(#"{"id":"3q2-7wEAAAAAAAAAAAAAAA","version":12,"strategy":"containment","runtime":"modern","selectedIndex":1,"current":{"segment":1,"title":"Yellow","topController":"vc-4","navigationTitle":null,"backButtonTitle":null},"segments":[{"index":0,"title":"Orange","controller":"vc-3"},{"index":1,"title":"Yellow","controller":"vc-4"}],"lastEventSeq":42}"#.utf8)
    static let postBody = Array(#"{"ok":true,"version":13}"#.utf8)

    func handler(for request: Request) -> Handler {
        switch request.path {
        case "/bench/immediate":
            return .immediate { _ in Response(status: 200, headers: [Field("Content-Type", "application/json")], body: Self.getBody) }
        case "/bench/deferred":
            return .deferred { _ in Response(status: 200, headers: [Field("Content-Type", "application/json")], body: Self.postBody) }
        default:
            return app.handler(for: request)
        }
    }

    func refusal(_ refusal: Refusal, for request: Request) -> Response {
        app.refusal(refusal, for: request)
    }
}

@main
struct BenchServer {
    static func main() async throws {
        var options = ServerOptions()
        options.port = 0
        let arguments = CommandLine.arguments
        if let i = arguments.firstIndex(of: "--threads"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            options.threads = n
        }
        var limits = StoreLimits()
        if let i = arguments.firstIndex(of: "--shards"), i + 1 < arguments.count, let n = Int(arguments[i + 1]) {
            limits.shards = n
        }
        let server = try HTTPServer(options: options, responder: BenchResponder(app: SegnavApp(configuration: ServiceConfiguration(limits: limits))))
        print("listening on http://127.0.0.1:\(server.port)")
        fflush(nil)
        while true { try await Task.sleep(for: .seconds(3600)) }
    }
}
