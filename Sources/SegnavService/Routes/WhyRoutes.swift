import MicroHTTP
import NavigationModel
import SegnavScenarios
import SessionStore
import SegnavWire

/// `GET /v1/sessions/{id}/events/{seq}/why`: the path checked here, the walk itself is `CauseChain`.
enum WhyRoutes {
    static func why(_ request: Request, store: SessionStore) -> Handler {
        do throws(Problem) {
            try request.rejectUnknownQuery(allowed: [])
            let seqText = request.parameters["seq"] ?? ""
            guard let seq = ClientInteger.parse(seqText, in: EventLog.seqRange), seq >= 1 else {
                throw Problem.badRequest(
                    "the path's seq is invalid",
                    errors: [.init(parameter: "seq", detail: "must be \(ClientInteger.expected(1...EventLog.seqRange.upperBound))")])
            }
            let entry = try store.entry(for: request)
            return .response(.json(try CauseChain.explain(entry.log, seq: seq, session: entry.id)))
        } catch {
            return .problem(error)
        }
    }
}
