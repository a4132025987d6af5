import MicroHTTP
import SessionStore

/// The 200 answers to `GET` state and screen, prepared once per version and
/// kept in the snapshot's slots: reads of an unchanged session then queue
/// libmicrohttpd's copy instead of making one (DESIGN.md §5.1).
extension Snapshot {
    var stateResponse: Response {
        stateAnswer.value { Boxed(Response.json(encoded: state, etag: etag).preparing()) }.value
    }

    var screenResponse: Response {
        screenAnswer.value { Boxed(Response.json(encoded: screen, etag: etag).preparing()) }.value
    }
}
