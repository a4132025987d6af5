import Foundation
import NavigationModel

/// The §3 rules and §2.1 flaws of docs/DESIGN.md, read from the copy compiled into the binary (`DesignDocument`, made
/// by the EmbedViewer plugin): the why route quotes the design of record itself, so its text cannot drift from a
/// second copy. Parsed once, on first use.
package struct DesignCatalogue: Sendable {
    package struct RuleText: Sendable {
        package let id: String
        package let title: String
        /// What the heading says after its dash ("medium-high"), nil when it says nothing.
        package let confidence: String?
        /// The sentences from "Evidence:" on, nil when the rule cites none.
        package let evidence: String?
        package let text: String
        /// The section as DESIGN.md writes it (lists and paragraphs intact), for a reader that renders Markdown.
        package let markdown: String
    }

    package struct FlawText: Sendable {
        package let id: String
        package let text: String
        /// What `corrected` fidelity does instead.
        package let corrected: String?
    }

    package let rules: [String: RuleText]
    package let flaws: [String: FlawText]

    package static let shared = DesignCatalogue(markdown: DesignDocument.markdown)

    package init(markdown: String) {
        var rules: [String: RuleText] = [:]
        var flaws: [String: FlawText] = [:]
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        var i = 0
        var inFlaws = false
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("## ") || line.hasPrefix("### ") { inFlaws = line.hasPrefix("### 2.1 ") }
            if line.hasPrefix("### 3.") {
                var body: [Substring] = []
                var j = i + 1
                while j < lines.count, !lines[j].hasPrefix("#") {
                    body.append(lines[j])
                    j += 1
                }
                if let rule = Self.rule(heading: line.dropFirst(4), body: body) { rules[rule.id] = rule }
                i = j
                continue
            }
            if inFlaws, line.hasPrefix("- `") {
                var item = String(line.dropFirst(2))
                var j = i + 1
                while j < lines.count, lines[j].hasPrefix("  ") {
                    item += " " + lines[j].drop { $0 == " " }
                    j += 1
                }
                if let flaw = Self.flaw(item: item) { flaws[flaw.id] = flaw }
                i = j
                continue
            }
            i += 1
        }
        self.rules = rules
        self.flaws = flaws
    }

    /// "3.1 Push B over A — order: high; …" and its paragraphs.
    private static func rule(heading: Substring, body: [Substring]) -> RuleText? {
        let id = String(heading.prefix { $0.isNumber || $0 == "." })
        guard !id.isEmpty else { return nil }
        let rest = heading.dropFirst(id.count).drop { $0 == " " }
        let parts = rest.split(separator: " — ", maxSplits: 1)
        let title = parts.first.map(String.init) ?? ""
        let confidence = parts.count > 1 ? String(parts[1]) : nil
        let text = body.map { String($0) }.joined(separator: "\n").trimmed
        var evidence: String?
        if let start = text.range(of: "Evidence:") {
            var tail = text[start.upperBound...]
            // The closing "— `File.swift`" names code, not evidence.
            if let files = tail.range(of: " — `", options: .backwards) { tail = tail[..<files.lowerBound] }
            evidence = String(tail).trimmed.replacingNewlines
        }
        return RuleText(
            id: id, title: title, confidence: confidence, evidence: evidence, text: text.replacingNewlines, markdown: text)
    }

    /// "`id` — what it does. Corrected: what the fixed program does."
    private static func flaw(item: String) -> FlawText? {
        guard item.hasPrefix("`"), let close = item.dropFirst().firstIndex(of: "`") else { return nil }
        let id = String(item[item.index(after: item.startIndex)..<close])
        var text = item[item.index(after: close)...].drop { $0 == " " || $0 == "—" }
        var corrected: String?
        if let c = text.range(of: "Corrected:") {
            corrected = String(text[c.upperBound...]).trimmed
            text = text[..<c.lowerBound]
        }
        return FlawText(id: id, text: String(text).trimmed, corrected: corrected)
    }
}

extension String {
    fileprivate var trimmed: String {
        var s = Substring(self)
        while let f = s.first, f == " " || f == "\n" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\n" { s = s.dropLast() }
        return String(s)
    }

    /// Markdown's wrapped lines as one paragraph each (blank lines stay paragraph breaks).
    fileprivate var replacingNewlines: String {
        split(separator: "\n\n", omittingEmptySubsequences: true)
            .map { $0.split(separator: "\n").joined(separator: " ") }
            .joined(separator: "\n\n")
    }
}
