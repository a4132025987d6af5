import NavigationModel
import SegnavWire

/// The checker's verdicts: JSON (`POST /v1/traces`, `segnavd check-trace --format json`), a text report like
/// `segnavd check`'s, and JUnit XML (a test case per clause).
extension TraceChecker {
    public var passed: Bool { warnings.isEmpty }

    /// Warnings explained in an answer: each why quotes its rules, so an answer listing every breach of a long,
    /// broken trace would grow far past its input. Every warning is among `events` all the same.
    public static let maxVerdicts = 200

    /// The warning events (the first `maxVerdicts`), each with its why (`CauseChain.explain`, read from this
    /// trace's own events).
    public var verdicts: [JSON] {
        warnings.prefix(Self.maxVerdicts).map { seq in
            let warning = events[seq - 1]
            let follows = warning["cause"]?["event"].flatMap { value -> Int? in
                guard case .number(let n) = value, let i = Int(exactly: n), i >= 1, i <= lines.count else { return nil }
                return lines[i - 1]
            }
            return .object([
                ("seq", JSON(seq)),
                ("follows", JSON(follows)),
                ("vc", warning["receiver"]?["id"] ?? .null),
                ("class", warning["receiver"]?["class"] ?? .null),
                ("code", warning["args"]?["code"] ?? .null),
                ("clause", warning["args"]?["clause"] ?? .null),
                ("message", warning["args"]?["message"] ?? .null),
                ("why", CauseChain.explain(warning, lookup: event(seq:))),
            ])
        }
    }

    func event(seq: Int) -> JSON? { seq >= 1 && seq <= events.count ? events[seq - 1] : nil }

    /// Breaches per clause (every clause listed, 0 for those kept); console messages outside the contract under
    /// `other`.
    public var clauseCounts: JSON {
        var counts = ContractClause.allCases.map { (key: $0.rawValue, value: 0) }
        var other = 0
        for seq in warnings {
            if case .string(let id)? = events[seq - 1]["args"]?["clause"], let i = counts.firstIndex(where: { $0.key == id }) {
                counts[i].value += 1
            } else {
                other += 1
            }
        }
        return .object(counts.map { ($0.key, JSON($0.value)) } + [("other", JSON(other))])
    }

    public var json: JSON { json(prediction: nil) }

    /// The answer, with the prediction for a trace with a setup (`TracePrediction`).
    public func json(prediction: JSON?) -> JSON {
        .object([
            ("passed", .bool(passed)),
            ("breaches", JSON(warnings.count)),
            ("clauses", clauseCounts),
            ("controllers", JSON(controllers.count)),
            ("warnings", .array(verdicts)),
            ("unexplained", JSON(max(0, warnings.count - Self.maxVerdicts))),
            ("events", .array(events)),
            ("prediction", prediction ?? .null),
        ])
    }

    /// A line per breach: where it is, what it broke, and what had put the controller there.
    public func text(file: String? = nil) -> String {
        let name = file.map { $0.terminalSafe } ?? "trace"
        var out = "\(passed ? "✓" : "✗") \(name): \(events.count - warnings.count) calls, \(warnings.count) breach\(warnings.count == 1 ? "" : "es")\n"
        for verdict in verdicts {
            let line = verdict["follows"].flatMap { if case .number(let n) = $0 { Int(n) } else { nil } }
            let code = verdict["code"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "?"
            let clause = verdict["clause"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "other"
            let vc = verdict["vc"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? "?"
            let message = verdict["message"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? ""
            out += "  ✗ line \(line.map(String.init) ?? "?") · \(clause) · \(code) on \(vc.terminalSafe): \(message.terminalSafe)\n"
            if case .string(let because)? = verdict["why"]?["because"] { out += "      why: \(because.terminalSafe)\n" }
        }
        return out
    }

    /// JUnit XML: a suite per trace file, a test case per clause (failed with its breaches).
    public static func junit(_ results: [(file: String, checker: TraceChecker)], seconds: Double) -> String {
        let clauses = ContractClause.allCases.map(\.rawValue) + ["other"]
        let failures = results.reduce(0) { total, item in total + clauses.filter { item.checker.breaches(clause: $0) > 0 }.count }
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml +=
            #"<testsuites name="segnavd check-trace" tests="\#(results.count * clauses.count)" failures="\#(failures)" errors="0" time="\#(ScenarioResult.format(seconds))">"#
            + "\n"
        for (file, checker) in results {
            let suiteFailures = clauses.filter { checker.breaches(clause: $0) > 0 }.count
            xml +=
                #"  <testsuite name="\#(ScenarioResult.escape(file))" tests="\#(clauses.count)" failures="\#(suiteFailures)" errors="0" skipped="0" time="0" file="\#(ScenarioResult.escape(file))">"#
                + "\n"
            let verdicts = checker.verdicts
            for clause in clauses {
                xml += #"    <testcase classname="\#(ScenarioResult.escape(file))" name="\#(clause)" time="0""#
                let mine = verdicts.filter { ($0["clause"] ?? .null) == (clause == "other" ? .null : .string(clause)) }
                guard !mine.isEmpty else {
                    xml += "/>\n"
                    continue
                }
                let body = mine.map { verdict -> String in
                    let line = verdict["follows"].flatMap { if case .number(let n) = $0 { String(Int(n)) } else { nil } } ?? "?"
                    let message = verdict["message"].flatMap { if case .string(let s) = $0 { s } else { nil } } ?? ""
                    return "line \(line): \(message)"
                }
                xml += ">\n"
                xml +=
                    #"      <failure message="\#(ScenarioResult.escape(body[0]))" type="\#(clause)">\#(ScenarioResult.escape(body.joined(separator: "\n")))</failure>"#
                    + "\n    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    func breaches(clause: String) -> Int {
        warnings.filter { seq in
            let value = events[seq - 1]["args"]?["clause"] ?? .null
            return clause == "other" ? value == .null : value == .string(clause)
        }.count
    }
}
