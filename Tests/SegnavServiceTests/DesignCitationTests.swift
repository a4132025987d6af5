import Foundation
import Testing

/// docs/DESIGN.md is the design of record, and code cites its sections by
/// number: a citation of a section that does not exist (renumbered, never
/// written) sends a reader nowhere. Every `DESIGN.md §N` in Sources and
/// Tests, and every bare `§N` in the model (whose rules are all DESIGN.md's),
/// must name a heading.
@Suite("DESIGN.md citations")
struct DesignCitationTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Calls `body` with every line of the files that may cite DESIGN.md (Sources and Tests; generated code and
    /// build folders aside), the file's path from the root and the line's number from 1.
    static func forEachSourceLine(_ body: (_ file: String, _ number: Int, _ line: Substring) -> Void) throws {
        for folder in ["Sources", "Tests"] {
            let files = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard ["swift", "py", "sh", "h", "html"].contains(url.pathExtension), !url.path.contains("/Generated/"),
                    !url.path.contains("/.build")
                else { continue }
                let file = url.path.replacingOccurrences(of: root.path + "/", with: "")
                let text = try String(contentsOf: url, encoding: .utf8)
                for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    body(file, index + 1, line)
                }
            }
        }
    }

    /// "3.10", "5", "2.1": the numbers of DESIGN.md's `##` and `###` headings.
    static func headings() throws -> Set<String> {
        let text = try String(contentsOf: root.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
        var found: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("## ") || line.hasPrefix("### ") {
            let title = line.drop { $0 == "#" || $0 == " " }
            let number = title.prefix { $0.isNumber || $0 == "." }
            let trimmed = number.hasSuffix(".") ? number.dropLast() : number
            if !trimmed.isEmpty { found.insert(String(trimmed)) }
        }
        return found
    }

    /// The section numbers a line cites: after "DESIGN.md" up to another
    /// document's name (an RFC, RELIABILITY.md), or the whole line in the model.
    static func citations(in line: Substring, bare: Bool) -> [String] {
        var text: Substring
        if let range = line.range(of: "DESIGN.md") {
            text = line[range.upperBound...]
        } else if bare {
            text = line
        } else {
            return []
        }
        for stop in ["RFC", "RELIABILITY.md", "SECURITY.md", "BENCHMARKS.md"] {
            if let range = text.range(of: stop) { text = text[..<range.lowerBound] }
        }
        var numbers: [String] = []
        var rest = text[...]
        while let mark = rest.firstIndex(of: "§") {
            rest = rest[rest.index(after: mark)...]
            var number = rest.prefix { $0.isNumber || $0 == "." }
            while number.hasSuffix(".") { number = number.dropLast() }
            if !number.isEmpty { numbers.append(String(number)) }
        }
        return numbers
    }

    @Test("every DESIGN.md section cited in Sources and Tests is a heading of DESIGN.md")
    func everyCitationExists() throws {
        let headings = try Self.headings()
        #expect(headings.contains("3.1") && headings.contains("5.6"), "DESIGN.md's headings were not read")
        var missing: [String] = []
        try Self.forEachSourceLine { file, number, line in
            let bare = file.hasPrefix("Sources/NavigationModel/") || file.hasPrefix("Tests/NavigationModelTests/")
            for section in Self.citations(in: line, bare: bare) where !headings.contains(section) {
                missing.append("\(file):\(number): §\(section)")
            }
        }
        #expect(missing.isEmpty, "cited sections DESIGN.md does not have:\n\(missing.joined(separator: "\n"))")
    }

    @Test(
        "the citation reader finds what a reader would",
        arguments: [
            ("see DESIGN.md §3.1–§3.3, §3.6 and §3.7.", false, ["3.1", "3.3", "3.6", "3.7"]),
            ("(DESIGN.md §5; RFC 9112 §6.3)", false, ["5"]),
            ("no citation §4 here", false, []),
            ("the legacy rule (§3.7; medium-low)", true, ["3.7"]),
        ])
    func reader(line: String, bare: Bool, expected: [String]) {
        #expect(Self.citations(in: line[...], bare: bare) == expected)
    }

    /// Each section's own text, lowercased (its heading line up to the next `##` or `###` heading), by number.
    static func sectionTexts() throws -> [String: String] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
        var sections: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("## ") || line.hasPrefix("### ") {
                let title = line.drop { $0 == "#" || $0 == " " }
                var number = title.prefix { $0.isNumber || $0 == "." }
                while number.hasSuffix(".") { number = number.dropLast() }
                current = number.isEmpty ? nil : String(number)
            }
            if let current { sections[current, default: ""] += line.lowercased() + "\n" }
        }
        return sections
    }

    /// `§N "Name"` pairs of a line: a citation by number and name.
    static func namedCitations(in line: Substring) -> [(section: String, name: String)] {
        var found: [(String, String)] = []
        var rest = line[...]
        while let mark = rest.firstIndex(of: "§") {
            rest = rest[rest.index(after: mark)...]
            var number = rest.prefix { $0.isNumber || $0 == "." }
            while number.hasSuffix(".") { number = number.dropLast() }
            let after = rest.dropFirst(number.count).drop { $0 == " " }
            guard !number.isEmpty, after.first == "\"" else { continue }
            let name = after.dropFirst().prefix { $0 != "\"" }
            if !name.isEmpty { found.append((String(number), String(name))) }
        }
        return found
    }

    @Test("every citation by section and name (§2.3 \"Presets\") names words of that section's own text")
    func namedCitationsExist() throws {
        let sections = try Self.sectionTexts()
        var wrong: [String] = []
        try Self.forEachSourceLine { file, number, line in
            // Not this file: its own examples of the form are no citations.
            guard !file.hasSuffix("/DesignCitationTests.swift") else { return }
            for (section, name) in Self.namedCitations(in: line) where sections[section]?.contains(name.lowercased()) != true {
                wrong.append("\(file):\(number): §\(section) \"\(name)\"")
            }
        }
        #expect(wrong.isEmpty, "cited by a name their section does not hold:\n\(wrong.joined(separator: "\n"))")
    }

    @Test("the named-citation reader finds number and name")
    func namedReader() {
        // Names that are in their sections: this line is scanned by `namedCitationsExist` too.
        let found = Self.namedCitations(in: #"(DESIGN.md §2.3 "Presets"; §5 and §3.1 "Push B over A")"#[...])
        #expect(found.map(\.section) == ["2.3", "3.1"])
        #expect(found.map(\.name) == ["Presets", "Push B over A"])
    }
}
