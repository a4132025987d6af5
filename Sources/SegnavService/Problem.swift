import MicroHTTP

/// Every error segnav answers, as RFC 9457 `application/problem+json`.
///
/// One type so that no route can invent its own error shape; `errors[]`
/// carries a JSON pointer per bad field so clients can highlight it.
public struct Problem: Error, Sendable, Equatable {
    /// One bad input: a body member (`pointer`, RFC 6901) or a query
    /// parameter / header (`parameter`), never both.
    public struct FieldError: Sendable, Equatable {
        public var pointer: String?
        public var parameter: String?
        public var detail: String
        public init(pointer: String, detail: String) {
            self.pointer = pointer
            self.detail = detail
        }
        public init(parameter: String, detail: String) {
            self.parameter = parameter
            self.detail = detail
        }

        var json: JSON {
            var members: [(key: String, value: JSON)] = []
            if let pointer { members.append(("pointer", .string(pointer))) }
            if let parameter { members.append(("parameter", .string(parameter))) }
            members.append(("detail", .string(detail)))
            return .object(members)
        }
    }

    public var status: Int
    /// Short, stable slug: the `type` URI ends with it.
    public var code: String
    public var title: String
    public var detail: String
    public var errors: [FieldError]
    public var headers: [Field]
    /// Extra members (e.g. `currentVersion` on 412).
    public var extensions: [(key: String, value: JSON)]

    public init(status: Int, code: String, title: String, detail: String,
                errors: [FieldError] = [], headers: [Field] = [], extensions: [(key: String, value: JSON)] = []) {
        self.status = status
        self.code = code
        self.title = title
        self.detail = detail
        self.errors = errors
        self.headers = headers
        self.extensions = extensions
    }

    public static func == (a: Problem, b: Problem) -> Bool {
        a.status == b.status && a.code == b.code && a.detail == b.detail && a.errors == b.errors
    }

    public var type: String { "https://segnav.dev/problems/\(code)" }

    /// Field errors an answer lists at most; `omittedErrors` counts the others.
    public static let maxListedErrors = 20

    public var json: JSON {
        var members: [(key: String, value: JSON)] = [
            ("type", .string(type)), ("title", .string(title)), ("status", JSON(status)), ("detail", .string(detail)),
        ]
        if !errors.isEmpty {
            // Bounded: a body of thousands of unknown keys must not earn an
            // answer several times its own size (issue 18); the count tells the rest.
            members.append(("errors", .array(errors.prefix(Self.maxListedErrors).map(\.json))))
            if errors.count > Self.maxListedErrors {
                members.append(("omittedErrors", JSON(errors.count - Self.maxListedErrors)))
            }
        }
        members.append(contentsOf: extensions)
        return .object(members)
    }

    public var response: Response {
        Response(status: status, headers: [Field("Content-Type", "application/problem+json")] + headers, body: json.bytes)
    }
}

extension Problem {
    public static func notFound(_ detail: String) -> Problem {
        Problem(status: 404, code: "not-found", title: "Not Found", detail: detail)
    }

    public static func methodNotAllowed(_ method: String, path: String, allow: [String]) -> Problem {
        Problem(status: 405, code: "method-not-allowed", title: "Method Not Allowed",
                detail: "\(method) is not allowed on \(path); allowed: \(allow.joined(separator: ", "))",
                headers: [Field("Allow", allow.joined(separator: ", "))])
    }

    public static func payloadTooLarge(limit: Int) -> Problem {
        Problem(status: 413, code: "payload-too-large", title: "Content Too Large",
                detail: "the request body exceeds the limit of \(limit) bytes")
    }

    public static func unsupportedMediaType(_ got: String?) -> Problem {
        Problem(status: 415, code: "unsupported-media-type", title: "Unsupported Media Type",
                detail: "the body must be application/json, got \(got.map { "'\($0)'" } ?? "no Content-Type")",
                headers: [Field("Accept-Post", "application/json")])
    }

    public static func badRequest(_ detail: String, errors: [FieldError] = []) -> Problem {
        Problem(status: 400, code: "invalid-request", title: "Bad Request", detail: detail, errors: errors)
    }

    /// A long-poll or watch whose session ended while it waited: 410, since the
    /// session existed and will not come back (a later request gets 404).
    static func sessionEnded(_ id: String, _ reason: SessionEnd) -> Problem {
        Problem(status: 410, code: "session-ended", title: "Gone",
                detail: "session '\(id)' \(reason == .expired ? "expired after its idle time-to-live" : "was deleted") while this request waited",
                extensions: [("reason", .string(reason.rawValue))])
    }

    public static func malformedJSON(_ error: JSONParseError) -> Problem {
        Problem(status: 400, code: "malformed-json", title: "Bad Request",
                detail: "the body is not valid JSON: \(error.reason) at byte \(error.offset)",
                errors: [FieldError(pointer: "", detail: error.reason)])
    }
}
