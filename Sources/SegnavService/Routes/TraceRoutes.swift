import MicroHTTP
import NavigationModel
import SegnavScenarios
import SegnavWire

/// `POST /v1/traces`: an app's own recorded lifecycle (docs/traces.md) judged under the appearance contract. Touches
/// no session; the same kind of work as a comparison, on `StatelessWork`'s thread and under its admission bound. The
/// body is bounded by the server's body limit, its lines by `limits`, and the answer's explained warnings by
/// `maxVerdicts`, so its cost follows its input.
enum TraceRoutes {
    static let limits = Trace.Limits(maxBytes: 8 << 20, maxLines: 10_000, maxLineBytes: 4096)

    static func check(_ request: Request, work: StatelessWork) -> Handler {
        do throws(Problem) {
            try request.rejectUnknownQuery(allowed: [])
            let type = request.header("Content-Type")
            guard let type, isTrace(type) else { throw Problem.unsupportedMediaType(type) }
        } catch {
            return .problem(error)
        }
        guard work.admit() else { return .problem(work.busy("comparisons, scenarios and traces")) }
        return work.deferred { answer(request.body) }
    }

    static func answer(_ body: [UInt8]) -> Response {
        do {
            let trace = try TraceDecoder.decode(body, limits: limits)
            return Response.json(TraceChecker.check(trace).json)
        } catch {
            return error.response
        }
    }

    /// JSON Lines (`application/x-ndjson`, `application/jsonl`), or JSON for a client that knows no other.
    static func isTrace(_ contentType: String) -> Bool {
        let media = contentType.split(separator: ";", maxSplits: 1).first.map { $0.trimmingSpaces.lowercased() } ?? ""
        return media == "application/x-ndjson" || media == "application/jsonl" || Request.isJSON(contentType)
    }
}
