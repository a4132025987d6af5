import NavigationModel
import SegnavViewer
import SegnavWire
import SessionStore

/// Why an event happened: the chain of calls from its action down to it, and the rules and flaw behind them,
/// quoted from DESIGN.md (`DesignCatalogue`). Read from the session's ring of encoded events: an event that has
/// left it is `event-dropped` (410), one not yet recorded `not-found`.
package enum CauseChain {
    /// A chain is one action's call nesting; this bounds the walk whatever the ring holds.
    package static let maxChain = 64

    /// The why answer for event `seq` of `log` (session `session` names it in problems).
    package static func explain(_ log: EventLog, seq: Int, session: String) throws(Problem) -> JSON {
        let target = try event(log, seq: seq, session: session)
        var chain = [target]
        var next = Self.callerSeq(of: target)
        while let caller = next, chain.count < maxChain {
            guard let event = try? event(log, seq: caller, session: session) else { break }
            chain.append(event)
            next = Self.callerSeq(of: event)
        }
        chain.reverse()
        let catalogue = DesignCatalogue.shared
        var ruleIDs: [String] = []
        for link in chain {
            if case .string(let id)? = link["cause"]?["rule"], !ruleIDs.contains(id) { ruleIDs.append(id) }
        }
        var flaw: JSON = .null
        if case .string(let id)? = target["cause"]?["flaw"] ?? chain.lazy.compactMap({ $0["cause"]?["flaw"] }).first(where: { $0 != .null }) {
            let text = catalogue.flaws[id]
            flaw = .object([
                ("id", .string(id)),
                ("summary", PlainSummaries.flaws[id].map(JSON.string) ?? .null),
                ("text", text.map { .string($0.text) } ?? .null),
                ("corrected", text?.corrected.map(JSON.string) ?? .null),
            ])
        }
        let rules: [JSON] = ruleIDs.compactMap { id in
            guard let rule = catalogue.rules[id] else { return nil }
            return .object([
                ("id", .string(rule.id)),
                ("title", .string(rule.title)),
                ("summary", PlainSummaries.rules[rule.id].map(JSON.string) ?? .null),
                ("confidence", rule.confidence.map(JSON.string) ?? .null),
                ("evidence", rule.evidence.map(JSON.string) ?? .null),
                ("text", .string(rule.text)),
                ("markdown", .string(rule.markdown)),
            ])
        }
        return .object([
            ("event", target),
            ("chain", .array(chain)),
            ("rules", .array(rules)),
            ("flaw", flaw),
            ("clause", Self.clause(of: target)),
        ])
    }

    /// The appearance-contract clause a warning reports (DESIGN.md §3.11), with its statement; null otherwise.
    private static func clause(of event: JSON) -> JSON {
        guard case .string(let id)? = event["args"]?["clause"], let clause = ContractClause(rawValue: id) else { return .null }
        return .object([
            ("id", .string(clause.rawValue)), ("summary", PlainSummaries.clauses[clause.rawValue].map(JSON.string) ?? .null),
            ("text", .string(clause.text)),
        ])
    }

    private static func callerSeq(of event: JSON) -> Int? {
        guard case .number(let n)? = event["cause"]?["event"] else { return nil }
        return ClientInteger.exact(n, in: EventLog.seqRange)
    }

    /// The encoded event `seq`, parsed.
    private static func event(_ log: EventLog, seq: Int, session: String) throws(Problem) -> JSON {
        let page = log.read(since: seq - 1, limit: 1)
        guard seq <= page.lastSeq else {
            throw Problem.notFound("session '\(session)' has no event \(seq) yet (its last is \(page.lastSeq))")
        }
        guard page.dropped == 0, let bytes = page.events.first, let json = try? JSON.parse(Array(bytes)) else {
            throw Problem(
                .eventDropped, detail: "event \(seq) of session '\(session)' has left its event ring; its cause can no longer be read",
                errors: [.init(parameter: "seq", detail: "no longer kept")])
        }
        return json
    }
}
