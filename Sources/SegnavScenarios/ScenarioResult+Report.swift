import SegnavWire
/// How results are shown: a readable text with an aligned diff for each failed
/// step (`segnavd check`), the same as JSON (`--format json`, `POST
/// /v1/scenarios`), and JUnit XML (`--junit`) for CI servers.
extension ScenarioResult {
    /// A line per step; under a failed step its failures and, for `expect`,
    /// the diff: each matcher beside the event it matched, the failing one
    /// beside the event nearest to it, around the first mismatch.
    public func text(file: String? = nil) -> String {
        // Every value from the file is made terminal-safe (`String.terminalSafe`); the diff does its own.
        var out = "\(passed ? "✓" : "✗") \(file.map { "\($0.terminalSafe) › " } ?? "")\(name.terminalSafe)\n"
        if let setupError {
            out += "    setup failed: \(setupError.terminalSafe)\n"
            return out
        }
        for step in steps {
            let refusal = step.status == 422 ? " → 422 \(step.reason?.rawValue ?? "")" : ""
            out += "  \(step.passed ? "✓" : "✗") step \(step.index) · \(step.title.terminalSafe)\(refusal) (\(step.eventCount) events)\n"
            guard !step.passed else { continue }
            for failure in step.failures {
                out += "      \(failure.kind.rawValue): \(failure.message.terminalSafe)\n"
            }
            if let diff = step.diff {
                out += diff.split(separator: "\n", omittingEmptySubsequences: false).map { "      " + $0 }.joined(separator: "\n") + "\n"
            }
        }
        return out
    }

    public var json: JSON {
        var members: [(key: String, value: JSON)] = [("name", .string(name)), ("passed", .bool(passed))]
        if let setupError { members.append(("setupError", .string(setupError))) }
        members.append(("steps", .array(steps.map(\.json))))
        return .object(members)
    }

    /// JUnit XML as Jenkins, GitLab and GitHub read it: a test suite per
    /// scenario (named by its file and name), a test case per step.
    public static func junit(_ results: [(file: String, result: ScenarioResult)], seconds: Double) -> String {
        let tests = results.reduce(0) { $0 + max(1, $1.result.steps.count) }
        let failures = results.reduce(0) { $0 + ($1.result.setupError != nil ? 1 : $1.result.steps.filter { !$0.passed }.count) }
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="segnavd check" tests="\#(tests)" failures="\#(failures)" errors="0" time="\#(format(seconds))">"# + "\n"
        for (file, result) in results {
            let suiteFailures = result.setupError != nil ? 1 : result.steps.filter { !$0.passed }.count
            let stem = file.split(separator: "/").last.map(String.init) ?? file
            xml +=
                #"  <testsuite name="\#(escape("\(stem) › \(result.name)"))" tests="\#(max(1, result.steps.count))" failures="\#(suiteFailures)" errors="0" skipped="0" time="0" file="\#(escape(file))">"#
                + "\n"
            if let setupError = result.setupError {
                xml += #"    <testcase classname="\#(escape(result.name))" name="setup" time="0">"# + "\n"
                xml += #"      <failure message="\#(escape(setupError))" type="setup">\#(escape(setupError))</failure>"# + "\n"
                xml += "    </testcase>\n"
            }
            for step in result.steps {
                xml += #"    <testcase classname="\#(escape(result.name))" name="\#(escape("step \(step.index): \(step.title)"))" time="0""#
                if step.passed {
                    xml += "/>\n"
                    continue
                }
                xml += ">\n"
                let first = step.failures.first
                let body = step.failures.map { "\($0.kind.rawValue): \($0.message)" }.joined(separator: "\n") + (step.diff.map { "\n\n" + $0 } ?? "")
                xml +=
                    #"      <failure message="\#(escape(first?.message ?? "failed"))" type="\#(first?.kind.rawValue ?? "failure")">\#(escape(body))</failure>"#
                    + "\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    package static func format(_ seconds: Double) -> String {
        let millis = Int((seconds * 1000).rounded())
        return "\(millis / 1000).\(String(millis % 1000).leftPadded(3))"
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot carry at all become U+FFFD.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case "\r": out += "&#13;"
            default:
                let valid = scalar.value >= 0x20 && scalar.value != 0xFFFE && scalar.value != 0xFFFF
                out.unicodeScalars.append(valid ? scalar : "\u{FFFD}")
            }
        }
        return out
    }
}

extension StepResult {
    package var json: JSON {
        var members: [(key: String, value: JSON)] = [
            ("step", JSON(index)), ("title", .string(title)), ("action", action ?? .null), ("passed", .bool(passed)),
            ("status", JSON(status)), ("reason", JSON(reason?.rawValue)), ("events", JSON(eventCount)),
            ("firstSeq", JSON(events.first?.seq)), ("lastSeq", JSON(events.last?.seq)),
        ]
        members.append(
            (
                "failures",
                .array(
                    failures.map { failure in
                        var members: [(key: String, value: JSON)] = [
                            ("kind", .string(failure.kind.rawValue)), ("message", .string(failure.message)),
                            ("matcher", JSON(failure.matcher)), ("expected", failure.matcherJSON ?? .null),
                        ]
                        // Absent rather than null: generated clients type it as an Event.
                        if let nearest = failure.nearest { members.append(("nearest", nearest.json)) }
                        members.append(("after", JSON(failure.after)))
                        return .object(members)
                    })
            ))
        members.append(("diff", JSON(diff)))
        return .object(members)
    }

    /// The aligned diff of a step whose `expect` failed (nil otherwise): rows
    /// of events around the first mismatch, each matcher on the row of the
    /// event it matched (✓), the failing one on the row of the nearest event
    /// (✗), matchers never reached at the end (·).
    package var diff: String? {
        guard let failure = failures.first(where: { $0.kind == .expect }) else { return nil }
        let failing = failure.matcher
        var left: [Int: String] = [:]  // event index -> matcher column
        for (i, index) in matched.enumerated() {
            if let index { left[index] = "✓ \(i + 1) \(EventMatcher.line(expect[i]))" }
        }
        var focus = events.count  // where the window centres
        if let failing, let nearest = failure.nearest, let index = events.firstIndex(where: { $0.seq == nearest.seq }) {
            left[index] = "✗ \(failing + 1) \(EventMatcher.line(expect[failing]))"
            focus = index
        } else if let nearest = failure.nearest, let index = events.firstIndex(where: { $0.seq == nearest.seq }) {
            focus = index  // `exactly`: an extra event
            left[index] = "✗ (none: an extra event)"
        } else if let after = failure.after, let index = events.firstIndex(where: { $0.seq == after }) {
            focus = index + 1
        }
        // A window of a dozen rows at most, whatever the step's size: the failing row, a few
        // before (the last match if it is near) and a few after.
        let lastMatch = matched.compactMap { $0 }.filter { abs($0 - focus) <= 8 }.max() ?? focus
        let start = max(0, min(lastMatch, focus) - 2)
        let end = min(events.count, max(focus, lastMatch) + 4)
        var rows: [(String, String)] = []
        if start > 0 { rows.append(("", "… \(start) earlier event\(start == 1 ? "" : "s")")) }
        let nearestSeq = failure.nearest?.seq
        for index in start..<end {
            rows.append((left[index] ?? "", events[index].line))
            // Why the nearest event fired: often what tells a wrong expectation from a wrong program.
            if events[index].seq == nearestSeq, let why = events[index].causeLine { rows.append(("", "    ↳ " + why)) }
        }
        if end < events.count { rows.append(("", "… \(events.count - end) more")) }
        if let failing, failure.nearest == nil { rows.append(("✗ \(failing + 1) \(EventMatcher.line(expect[failing]))", "(no event left)")) }
        let unreached = expect.indices.filter { matched[$0] == nil && $0 != failing }
        for i in unreached.prefix(5) {
            rows.append(("· \(i + 1) \(EventMatcher.line(expect[i]))", ""))
        }
        if unreached.count > 5 { rows.append(("· … \(unreached.count - 5) more matchers", "")) }
        rows = rows.map { ($0.0.terminalSafe, $0.1.terminalSafe) }
        let width = min(64, max(20, rows.map { $0.0.count }.max() ?? 0))
        var lines = ["expected (in order)".padded(to: width) + "   actual events of the step"]
        for (expected, actual) in rows {
            let shown: String = expected.count > width ? String(expected.prefix(width - 1)) + "…" : expected
            lines.append(shown.padded(to: width) + "   " + actual)
        }
        return lines.joined(separator: "\n")
    }
}

private extension String {
    func leftPadded(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
    func padded(to width: Int) -> String { count >= width ? self : self + String(repeating: " ", count: width - count) }
}
