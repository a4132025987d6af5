/// Every error segnav answers, as RFC 9457 `application/problem+json`.
///
/// One type so that no route can invent its own error shape; `errors[]`
/// carries a JSON pointer per bad field so clients can highlight it. Its kind
/// comes from the catalogue (`ProblemType`), which gives the status, the
/// title and any `Retry-After`.
public struct Problem: Error, Sendable, Equatable {
    /// One bad input: a body member (`pointer`, RFC 6901) or a query
    /// parameter / header (`parameter`), never both.
    public struct FieldError: Sendable, Equatable {
        public var pointer: String?
        public var parameter: String?
        public var detail: String
        /// How many bad inputs this stands for: 1, or more for `unlisted`.
        public internal(set) var count = 1
        /// Counted in `omittedErrors` but never listed itself.
        package var listed = true

        /// Bad inputs past those an answer lists, counted, not described.
        package static func unlisted(_ count: Int, pointer: String) -> FieldError {
            var error = FieldError(pointer: pointer, detail: "\(count) more")
            error.count = count
            error.listed = false
            return error
        }
        public init(pointer: String, detail: String) {
            self.pointer = pointer
            self.detail = detail
        }
        public init(parameter: String, detail: String) {
            self.parameter = parameter
            self.detail = detail
        }

        package func write(to w: inout JSONWriter) {
            w.object { w in
                if let pointer { w.member("pointer", pointer) }
                if let parameter { w.member("parameter", parameter) }
                w.member("detail", detail)
            }
        }
    }

    public var type: ProblemType
    public var detail: String
    public var errors: [FieldError]
    /// Headers beyond the content type and `Retry-After` (e.g. `Allow`, `ETag`), as name and value: the wire
    /// knows no transport, and the service turns these into its response's fields.
    public var headers: [Header]
    /// Extra members (e.g. `currentVersion` on 412).
    public var extensions: [(key: String, value: JSON)]

    /// One header of the answer, by name and value.
    public struct Header: Sendable, Equatable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    public init(
        _ type: ProblemType, detail: String, errors: [FieldError] = [], headers: [Header] = [],
        extensions: [(key: String, value: JSON)] = []
    ) {
        self.type = type
        self.detail = detail
        self.errors = errors
        self.headers = headers
        self.extensions = extensions
    }

    public static func == (a: Problem, b: Problem) -> Bool {
        a.type == b.type && a.detail == b.detail && a.errors == b.errors
    }

    public var status: Int { type.status }
    public var code: String { type.code }
    public var title: String { type.title }

    /// Field errors an answer lists at most; `omittedErrors` counts the others,
    /// so a body of thousands of bad keys cannot earn an answer several times its size.
    public static let maxListedErrors = 20

    public var bytes: [UInt8] {
        var w = JSONWriter(capacity: 256)
        w.object { w in
            w.member("type", type.uri)
            w.member("title", title)
            w.member("status", status)
            w.member("detail", detail)
            let listable = errors.lazy.filter(\.listed)
            let listed = Array(listable.prefix(Self.maxListedErrors))
            if !listed.isEmpty {
                w.key("errors")
                w.array { w in for error in listed { error.write(to: &w) } }
            }
            let total = errors.reduce(0) { $0 + $1.count }
            if total > listed.count { w.member("omittedErrors", total - listed.count) }
            for (key, value) in extensions {
                w.dynamicKey(key)
                w.value(value)
            }
        }
        return w.bytes
    }
}

extension Problem {
    public static func notFound(_ detail: String) -> Problem {
        Problem(.notFound, detail: detail)
    }

    public static func methodNotAllowed(_ method: String, path: String, allow: [String]) -> Problem {
        Problem(
            .methodNotAllowed, detail: "\(method) is not allowed on \(path); allowed: \(allow.joined(separator: ", "))",
            headers: [Header("Allow", allow.joined(separator: ", "))])
    }

    public static func payloadTooLarge(limit: Int) -> Problem {
        Problem(.payloadTooLarge, detail: "the request body exceeds the limit of \(limit) bytes")
    }

    public static func unsupportedMediaType(_ got: String?) -> Problem {
        Problem(
            .unsupportedMediaType,
            detail: "the body must be application/json, got \(got.map { "'\($0)'" } ?? "no Content-Type")",
            headers: [Header("Accept-Post", "application/json")])
    }

    public static func badRequest(_ detail: String, errors: [FieldError] = []) -> Problem {
        Problem(.invalidRequest, detail: detail, errors: errors)
    }

    public static func malformedJSON(_ error: JSONParseError) -> Problem {
        Problem(
            .malformedJSON, detail: "the body is not valid JSON: \(error.reason) at byte \(error.offset)",
            errors: [FieldError(pointer: "", detail: error.reason)])
    }

    package static let shuttingDown = Problem(.shuttingDown, detail: "the server is shutting down")
}
