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
        return explain(target) { try? event(log, seq: $0, session: session) }
    }

    /// The why answer for `target`, its calls read through `lookup` (a session's ring, or a checked trace's events).
    /// The chain is the calls from the action down to the target; for a breach, `setBy` is the earlier call that put
    /// the controller in the state the breach found, and its own callers (DESIGN.md §3.11). The top-level flaw is the
    /// nearest on the chain, walking up from the target, then from `setBy`.
    package static func explain(_ target: JSON, lookup: (Int) -> JSON?) -> JSON {
        let chain = Array(callers(of: target, lookup: lookup).reversed())
        var setByChain: [JSON] = []
        if let setBy = seq(target["cause"]?["setBy"]), let event = lookup(setBy) {
            setByChain = Array(callers(of: event, lookup: lookup).reversed())
        }
        let catalogue = DesignCatalogue.shared
        var ruleIDs: [String] = []
        for link in chain + setByChain {
            if case .string(let id)? = link["cause"]?["rule"], !ruleIDs.contains(id) { ruleIDs.append(id) }
        }
        var flaw: JSON = .null
        let nearest = (chain.reversed() + setByChain.reversed()).lazy.compactMap { $0["cause"]?["flaw"] }.first { $0 != .null }
        if case .string(let id)? = nearest {
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
            ("setBy", setByChain.last ?? .null),
            ("setByChain", .array(setByChain)),
            ("rules", .array(rules)),
            ("flaw", flaw),
            ("clause", Self.clause(of: target)),
            ("because", Self.because(target, chain: chain, setBy: setByChain.last, flaw: nearest)),
        ])
    }

    /// `event` and its callers, nearest first, at most `maxChain`.
    private static func callers(of event: JSON, lookup: (Int) -> JSON?) -> [JSON] {
        var out = [event]
        var next = seq(event["cause"]?["event"])
        while let caller = next, out.count < maxChain, let link = lookup(caller) {
            out.append(link)
            next = seq(link["cause"]?["event"])
        }
        return out
    }

    /// The why in plain words: which call broke which clause, and which earlier call had put it there.
    private static func because(_ target: JSON, chain: [JSON], setBy: JSON?, flaw: JSON?) -> JSON {
        guard case .string(let id)? = target["args"]?["clause"], let clause = ContractClause(rawValue: id) else { return .null }
        let breaking = chain.count > 1 ? chain[chain.count - 2] : nil
        var text = "\(describe(breaking) ?? "a call") breaks the clause \(clause.rawValue) (\(clause.text))"
        if let setBy, let earlier = describe(setBy) {
            text += ": it found the controller as \(earlier) had left it"
            if case .string(let flawID)? = setBy["cause"]?["flaw"] { text += " (flaw \(flawID))" }
        }
        if case .string(let flawID)? = flaw, setBy?["cause"]?["flaw"] != flaw { text += "; the nearest flaw is \(flawID)" }
        return .string(text + ".")
    }

    /// "#38 viewWillAppear on vc-3 (ItalyViewController)", with the trace line when there is one.
    private static func describe(_ event: JSON?) -> String? {
        guard let event, let n = seq(event["seq"]), case .string(let name)? = event["name"] else { return nil }
        var text = "#\(n) \(name)"
        if case .string(let id)? = event["receiver"]?["id"] {
            text += " on \(id)"
            if case .string(let cls)? = event["receiver"]?["class"] { text += " (\(cls))" }
        }
        if let line = seq(event["line"]) { text += " at line \(line)" }
        return text
    }

    /// The appearance-contract clause a warning reports (DESIGN.md §3.11), with its statement; null otherwise.
    private static func clause(of event: JSON) -> JSON {
        guard case .string(let id)? = event["args"]?["clause"], let clause = ContractClause(rawValue: id) else { return .null }
        return .object([
            ("id", .string(clause.rawValue)), ("summary", PlainSummaries.clauses[clause.rawValue].map(JSON.string) ?? .null),
            ("text", .string(clause.text)),
        ])
    }

    private static func seq(_ value: JSON?) -> Int? {
        guard case .number(let n)? = value else { return nil }
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
