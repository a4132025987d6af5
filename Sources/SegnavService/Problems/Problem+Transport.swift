import MicroHTTP

extension Problem {
    /// What the transport refused before any handler saw the request.
    init(refusal: Refusal) {
        switch refusal {
        case .bodyTooLarge(let limit):
            self = .payloadTooLarge(limit: limit)
        case .malformedRequest(let reason):
            self.init(.malformedRequest, detail: "the request's framing is ambiguous: \(reason); the connection is closed")
        case .unsupportedTransferCoding(let coding):
            self.init(.unsupportedTransferCoding,
                      detail: "transfer coding '\(coding)' is not supported; send Content-Length or chunked; the connection is closed")
        }
    }

    /// What the transport answers on its own, from the same catalogue as every route.
    init(transport answer: TransportAnswer) {
        switch answer {
        case .shuttingDown:
            self = .shuttingDown
        case .responseMemoryFull(let limit):
            self.init(.responseMemoryFull,
                      detail: "the server holds its limit of \(limit) bytes of answers not yet read by their clients; retry shortly")
        case .peerMemoryFull(let share):
            self.init(.responseMemoryFull,
                      detail: "answers this client address has not read yet hold its share of \(share) bytes; "
                          + "nothing was done: read them (or close those connections), then retry")
        }
    }
}
