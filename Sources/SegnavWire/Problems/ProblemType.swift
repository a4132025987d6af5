import NavigationModel

/// Every kind of problem segnav answers, each declared once: its `type` slug
/// and its status. The title is the status's reason phrase (`HTTPStatus`), so
/// no call site types one, and openapi.yaml can list the codes from here.
public struct ProblemType: Sendable, Hashable {
    public let code: String
    public let status: Int
    /// Seconds a client should wait before retrying (`Retry-After`), for the
    /// refusals that are about now, not about the request.
    public let retryAfter: Int?

    package init(_ code: String, _ status: Int, retryAfter: Int? = nil) {
        self.code = code
        self.status = status
        self.retryAfter = retryAfter
    }

    /// The `type` URI clients dispatch on: it ends with the code.
    public var uri: String { "https://segnav.dev/problems/\(code)" }
    public var title: String { HTTPStatus.reasonPhrase(status) }

    // Requests segnav cannot read.
    package static let invalidRequest = ProblemType("invalid-request", 400)
    package static let malformedJSON = ProblemType("malformed-json", 400)
    package static let malformedRequest = ProblemType("malformed-request", 400)
    package static let unauthorized = ProblemType("unauthorized", 401)
    package static let notFound = ProblemType("not-found", 404)
    package static let methodNotAllowed = ProblemType("method-not-allowed", 405)
    package static let sessionEnded = ProblemType("session-ended", 410)
    /// A version outside what a session's history can recompute (DESIGN.md §5.8).
    package static let versionUnavailable = ProblemType("version-unavailable", 404)
    /// An event that has left the session's ring (the why route).
    package static let eventDropped = ProblemType("event-dropped", 410)
    /// `since` or `Last-Event-ID` past the session's last event: the client's seq belongs to another session (one
    /// deleted and made again, or a server restarted without its state file), so waiting would never end.
    package static let seqAhead = ProblemType("seq-ahead", 409)
    package static let versionMismatch = ProblemType("version-mismatch", 412)
    package static let payloadTooLarge = ProblemType("payload-too-large", 413)
    package static let unsupportedMediaType = ProblemType("unsupported-media-type", 415)
    package static let misdirectedRequest = ProblemType("misdirected-request", 421)
    package static let unsupportedTransferCoding = ProblemType("unsupported-transfer-coding", 501)

    // Requests segnav reads but will not do (422).
    package static let invalidSetup = ProblemType("invalid-setup", 422)
    package static let comparisonTooLarge = ProblemType("comparison-too-large", 422)
    package static let scenarioTooLarge = ProblemType("scenario-too-large", 422)
    package static let answerTooLarge = ProblemType("answer-too-large", 422)
    /// A trace past its lines or bytes (`POST /v1/traces`, `segnavd check-trace`).
    package static let traceTooLarge = ProblemType("trace-too-large", 422)
    /// A refused action: the model declares its codes (`ActionError.Code`), one type each.
    package static func actionRefused(_ code: ActionError.Code) -> ProblemType { ProblemType(code.rawValue, 422) }

    // Not now: retry (503, with Retry-After).
    package static let sessionLimit = ProblemType("session-limit", 503, retryAfter: 5)
    package static let streamLimit = ProblemType("stream-limit", 503, retryAfter: 5)
    package static let ticketLimit = ProblemType("ticket-limit", 503, retryAfter: 5)
    package static let busy = ProblemType("busy", 503, retryAfter: 1)
    package static let shuttingDown = ProblemType("shutting-down", 503, retryAfter: 1)
    package static let responseMemoryFull = ProblemType("response-memory-full", 503, retryAfter: 1)
    /// The state file's commit failed (`--durability strict`): the write is not acknowledged as durable.
    package static let storageUnavailable = ProblemType("storage-unavailable", 503, retryAfter: 5)

    /// Every fixed type, for documentation and the tests that hold openapi.yaml to it.
    package static let all: [ProblemType] =
        [
            .invalidRequest, .malformedJSON, .malformedRequest, .unauthorized, .notFound, .methodNotAllowed,
            .sessionEnded, .versionUnavailable, .eventDropped, .seqAhead, .versionMismatch, .payloadTooLarge, .unsupportedMediaType, .misdirectedRequest,
            .unsupportedTransferCoding, .invalidSetup, .comparisonTooLarge, .scenarioTooLarge, .answerTooLarge, .traceTooLarge,
            .sessionLimit, .streamLimit, .ticketLimit, .busy, .shuttingDown, .responseMemoryFull, .storageUnavailable,
        ] + ActionError.Code.allCases.map(actionRefused)
}

/// Reason phrases of the statuses segnav answers (RFC 9110 §15), so a
/// problem's title always agrees with its status line.
package enum HTTPStatus {
    package static func reasonPhrase(_ status: Int) -> String {
        switch status {
        case 400: "Bad Request"
        case 401: "Unauthorized"
        case 404: "Not Found"
        case 405: "Method Not Allowed"
        case 409: "Conflict"
        case 410: "Gone"
        case 412: "Precondition Failed"
        case 413: "Content Too Large"
        case 415: "Unsupported Media Type"
        case 421: "Misdirected Request"
        case 422: "Unprocessable Content"
        case 500: "Internal Server Error"
        case 501: "Not Implemented"
        case 503: "Service Unavailable"
        default: "HTTP \(status)"
        }
    }
}
