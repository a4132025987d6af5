import MicroHTTP
import SegnavService

/// The real app, plus `/bench/deferred` (a deferred handler answering the
/// C baseline's POST body) and `/bench/immediate` (its GET body), so each
/// bridge path can be held against the matching C baseline.
///
/// It lives in its own library so that `bench-server` (libmicrohttpd) and
/// `hb-server` (Hummingbird) serve one and the same application: any
/// difference `scripts/versus.sh` measures is the front end's.
public struct BenchResponder: Responder {
    public let app: SegnavApp
    public static let getBody = Array(#"{"id":"3q2-7wEAAAAAAAAAAAAAAA","version":12,"strategy":"containment","runtime":"modern","selectedIndex":1,"current":{"segment":1,"title":"Yellow","topController":"vc-4","navigationTitle":null,"backButtonTitle":null},"segments":[{"index":0,"title":"Orange","controller":"vc-3"},{"index":1,"title":"Yellow","controller":"vc-4"}],"lastEventSeq":42}"#.utf8)
    public static let postBody = Array(#"{"ok":true,"version":13}"#.utf8)

    public init(app: SegnavApp) {
        self.app = app
    }

    public func handler(for request: Request) -> Handler {
        switch request.path {
        case "/bench/immediate":
            return .immediate { _ in Response(status: 200, headers: [Field("Content-Type", "application/json")], body: Self.getBody) }
        case "/bench/deferred":
            return .deferred { _ in Response(status: 200, headers: [Field("Content-Type", "application/json")], body: Self.postBody) }
        default:
            return app.handler(for: request)
        }
    }

    public func refusal(_ refusal: Refusal, for request: Request) -> Response {
        app.refusal(refusal, for: request)
    }

    public func transportAnswer(_ answer: TransportAnswer) -> Response {
        app.transportAnswer(answer)
    }
}
