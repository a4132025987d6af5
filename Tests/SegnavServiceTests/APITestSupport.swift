import Logging
import MicroHTTP
import Testing
@testable import SegnavService
import SegnavWire

/// Calls an app like a client would, without a socket.
struct APIClient {
    let app: SegnavApp

    /// Error answers' sampled info lines (the app's default level) are the point of many tests, not their output.
    init(_ configuration: ServiceConfiguration = ServiceConfiguration()) {
        var logger = Logger(label: "segnav-test")
        logger.logLevel = .warning
        app = SegnavApp(configuration: configuration, logger: logger)
    }

    @discardableResult
    func call(_ method: String, _ target: String, json: String? = nil, headers: [Field] = []) async -> Response {
        let parts = target.split(separator: "?", maxSplits: 1)
        let query =
            parts.count > 1
            ? parts[1].split(separator: "&").map { pair -> Field in
                let kv = pair.split(separator: "=", maxSplits: 1)
                return Field(String(kv[0]), kv.count > 1 ? String(kv[1]) : "")
            } : []
        var all = headers
        if json != nil, !headers.contains(where: { $0.name == "Content-Type" }) {
            all.append(Field("Content-Type", "application/json"))
        }
        return await app.respond(
            to: Request(
                method: method, path: String(parts[0]), query: query, headers: all,
                body: json.map { Array($0.utf8) } ?? []))
    }

    /// Creates a session and returns its id.
    func create(_ body: String = #"{"preset":"deponte-2016"}"#) async throws -> String {
        let response = await call("POST", "/v1/sessions", json: body)
        try #require(response.status == 201, "create failed: \(response.text)")
        return try #require(response.jsonBody["id"]?.stringValue)
    }
}

extension Response {
    var text: String { String(decoding: body, as: UTF8.self) }
    var jsonBody: JSON { (try? JSON.parse(body)) ?? .null }
}

extension JSON {
    var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    var intValue: Int? { if case .number(let n) = self { Int(n) } else { nil } }
    var arrayValue: [JSON] { if case .array(let a) = self { a } else { [] } }
}

/// Asserts a problem+json answer with the given status, and returns its body.
@discardableResult
func expectProblem(_ response: Response, _ status: Int, sourceLocation: SourceLocation = #_sourceLocation) -> JSON {
    #expect(response.status == status, "body: \(response.text)", sourceLocation: sourceLocation)
    #expect(response.header("Content-Type") == "application/problem+json", sourceLocation: sourceLocation)
    let body = response.jsonBody
    #expect(body["status"]?.intValue == status, sourceLocation: sourceLocation)
    #expect(body["title"]?.stringValue != nil, sourceLocation: sourceLocation)
    #expect(body["detail"]?.stringValue != nil, sourceLocation: sourceLocation)
    return body
}

func pointers(_ problem: JSON) -> [String] {
    problem["errors"]?.arrayValue.compactMap { $0["pointer"]?.stringValue ?? $0["parameter"]?.stringValue } ?? []
}
