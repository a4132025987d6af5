import Foundation
import HTTPTypes
import OpenAPIRuntime

/// Turns every problem+json answer into a thrown `SegnavProblem`, so that
/// callers need not switch over each operation's documented statuses.
struct ProblemMiddleware: ClientMiddleware {
    /// A problem is small; a larger body is not one.
    static let limit = 1 << 20

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    )
        async throws -> (HTTPResponse, HTTPBody?)
    {
        let (response, responseBody) = try await next(request, body, baseURL)
        guard response.status.code >= 400, response.headerFields[.contentType]?.hasPrefix("application/problem+json") == true,
            let responseBody
        else {
            return (response, responseBody)
        }
        let data = try await Data(collecting: responseBody, upTo: Self.limit)
        struct Wire: Decodable {
            var type: String?, title: String?, detail: String?, errors: [SegnavProblem.FieldError]?
        }
        let wire = try JSONDecoder().decode(Wire.self, from: data)
        throw SegnavProblem(
            status: response.status.code, type: wire.type ?? "about:blank", title: wire.title ?? "",
            detail: wire.detail ?? "", errors: wire.errors ?? [])
    }
}

/// swift-openapi-runtime percent-encodes header values (`"3"` goes out as
/// `%223%22`; apple/swift-openapi-generator #529, #827, #857), which turns an
/// entity tag in `If-Match` or `If-None-Match` into one the server rightly
/// refuses (400); the generator's maintainers advise a middleware.
public struct EntityTagMiddleware: ClientMiddleware {
    public init() {}

    public func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    )
        async throws -> (HTTPResponse, HTTPBody?)
    {
        var request = request
        for name in [HTTPField.Name.ifMatch, .ifNoneMatch] {
            if let value = request.headerFields[name] { request.headerFields[name] = value.removingPercentEncoding ?? value }
        }
        return try await next(request, body, baseURL)
    }
}

/// `Authorization: Bearer …` on every request, for a server run with `--token`.
struct BearerTokenMiddleware: ClientMiddleware {
    let token: String

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    )
        async throws -> (HTTPResponse, HTTPBody?)
    {
        var request = request
        request.headerFields[.authorization] = "Bearer \(token)"
        return try await next(request, body, baseURL)
    }
}
