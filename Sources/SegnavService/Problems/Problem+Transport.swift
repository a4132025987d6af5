import MicroHTTP
import SegnavWire
import SessionStore

extension Problem {
    /// The problem as libmicrohttpd sends it: `application/problem+json`, its `Retry-After`, its own headers.
    public var response: Response {
        var fields = [Field("Content-Type", "application/problem+json")]
        if let seconds = type.retryAfter { fields.append(Field("Retry-After", String(seconds))) }
        fields += headers.map { Field($0.name, $0.value) }
        return Response(status: status, headers: fields, body: bytes)
    }

    /// A long-poll or watch whose session ended while it waited: 410, since the
    /// session existed and will not come back (a later request gets 404).
    static func sessionEnded(_ id: String, _ reason: SessionEnd) -> Problem {
        Problem(
            .sessionEnded,
            detail: "session '\(id)' \(reason == .expired ? "expired after its idle time-to-live" : "was deleted") while this request waited",
            extensions: [("reason", .string(reason.rawValue))])
    }

    /// A write applied in memory whose journal commit failed (`--durability strict`): it is not acknowledged.
    static func notDurable(_ failure: NotDurable) -> Problem {
        Problem(
            .storageUnavailable,
            detail: "the state file could not keep this write (\(failure.reason)); it is not acknowledged: retry later")
    }

    /// Why a create was refused, for every route that creates a session.
    init(_ failure: SessionStore.CreateFailure, limit: Int) {
        switch failure {
        case .full:
            self.init(.sessionLimit, detail: "the server holds its maximum of \(limit) sessions; retry later or delete some")
        case .setup(let error):
            self.init(.invalidSetup, detail: error.message, errors: [.init(pointer: error.field, detail: error.message)])
        case .notDurable(let failure):
            self = .notDurable(failure)
        }
    }

    /// What the transport refused before any handler saw the request.
    init(refusal: Refusal) {
        switch refusal {
        case .bodyTooLarge(let limit):
            self = .payloadTooLarge(limit: limit)
        case .malformedRequest(let reason):
            self.init(.malformedRequest, detail: "the request's framing is ambiguous: \(reason); the connection is closed")
        case .unsupportedTransferCoding(let coding):
            self.init(
                .unsupportedTransferCoding,
                detail: "transfer coding '\(coding)' is not supported; send Content-Length or chunked; the connection is closed")
        }
    }

    /// What the transport answers on its own, from the same catalogue as every route.
    init(transport answer: TransportAnswer) {
        switch answer {
        case .shuttingDown:
            self = .shuttingDown
        case .responseMemoryFull(let limit):
            self.init(
                .responseMemoryFull,
                detail: "the server holds its limit of \(limit) bytes of answers not yet read by their clients; retry shortly")
        case .peerMemoryFull(let share):
            self.init(
                .responseMemoryFull,
                detail: "answers this client address has not read yet hold its share of \(share) bytes; "
                    + "nothing was done: read them (or close those connections), then retry")
        }
    }
}
