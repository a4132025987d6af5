import MicroHTTP
import SegnavWire

extension Request {
    /// The body as JSON, after checking it is declared as JSON (415) and parses (400).
    func jsonBody() throws(Problem) -> JSON {
        let type = header("Content-Type")
        guard let type, Self.isJSON(type) else { throw Problem.unsupportedMediaType(type) }
        guard !body.isEmpty else {
            throw Problem.badRequest("the body is empty; send a JSON object", errors: [.init(pointer: "", detail: "is required")])
        }
        do {
            return try JSON.parse(body, maxMembers: JSON.maxRequestObjectMembers)
        } catch {
            throw error.overLimit
                ? Problem.badRequest(
                    "the body's objects have at most \(JSON.maxRequestObjectMembers) members; one at byte \(error.offset) has more",
                    errors: [.init(pointer: "", detail: "\(error.reason) (at byte \(error.offset))")])
                : Problem.malformedJSON(error)
        }
    }

    /// `application/json` or any `application/*+json`, parameters (charset) allowed.
    static func isJSON(_ contentType: String) -> Bool {
        if contentType == "application/json" { return true }  // what nearly every client sends
        let media = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingSpaces.lowercased() } ?? ""
        return media == "application/json" || (media.hasPrefix("application/") && media.hasSuffix("+json"))
    }

    /// An integer query parameter within `range`, `fallback` when absent.
    func integerQuery(_ name: String, fallback: Int, range: ClosedRange<Int>) throws(Problem) -> Int {
        guard let text = queryValue(name) else { return fallback }
        guard let value = ClientInteger.parse(text, in: range) else {
            throw Problem.badRequest(
                "query parameter '\(name)' is invalid",
                errors: [.init(parameter: name, detail: "must be \(ClientInteger.expected(range))")])
        }
        return value
    }

    /// An integer header within `range`, nil when absent.
    func integerHeader(_ name: String, range: ClosedRange<Int>) throws(Problem) -> Int? {
        guard let text = header(name) else { return nil }
        guard let value = ClientInteger.parse(text, in: range) else {
            throw Problem.badRequest(
                "header '\(name)' is invalid",
                errors: [.init(parameter: name, detail: "must be \(ClientInteger.expected(range))")])
        }
        return value
    }

    /// Refuses query parameters the route does not know, and any given twice:
    /// which of two values a server picks is a guess a client should not rely on.
    func rejectUnknownQuery(allowed: Set<String>) throws(Problem) {
        let unknown = query.map(\.name).filter { !allowed.contains($0) }
        guard unknown.isEmpty else {
            throw Problem.badRequest(
                "unknown query parameter\(unknown.count > 1 ? "s" : "") \(unknown.map { "'\($0)'" }.joined(separator: ", "))",
                errors: unknown.map { .init(parameter: $0, detail: "unknown query parameter") })
        }
        var seen: [String] = []
        for field in query {
            guard !seen.contains(field.name) else {
                throw Problem.badRequest(
                    "query parameter '\(field.name)' is given more than once",
                    errors: [.init(parameter: field.name, detail: "must be given at most once")])
            }
            seen.append(field.name)
        }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var text = self
        while text.first == " " || text.first == "\t" { text.removeFirst() }
        while text.last == " " || text.last == "\t" { text.removeLast() }
        return text
    }
}

extension Handler {
    /// An error found before any state is touched: answered on the MHD thread.
    static func problem(_ problem: Problem) -> Handler {
        .response(problem.response)
    }
}
