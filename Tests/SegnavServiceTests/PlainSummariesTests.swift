import NavigationModel
import Testing

@testable import SegnavViewer

/// Every rule, clause and flaw a why answer can name has its plain-language summary (issue 43 item 6): short, and
/// plain text, since the API and the viewer show it as it is.
@Suite("Plain-language summaries")
struct PlainSummariesTests {
    @Test("every DESIGN.md §3 rule, contract clause and §2.1 flaw has one, of one or two sentences without Markdown")
    func everyOneHasASummary() {
        let rules = Rule.allCases.compactMap(\.id)
        let flaws = Flaw.allCases.compactMap(\.id)
        let clauses = ContractClause.allCases.map(\.rawValue)
        #expect(Set(PlainSummaries.rules.keys) == Set(rules))
        #expect(Set(PlainSummaries.flaws.keys) == Set(flaws))
        #expect(Set(PlainSummaries.clauses.keys) == Set(clauses))
        for (key, text) in PlainSummaries.rules.merging(PlainSummaries.flaws, uniquingKeysWith: { $1 }).merging(
            PlainSummaries.clauses, uniquingKeysWith: { $1 })
        {
            #expect(!text.contains("`") && !text.contains("**") && !text.contains("]("), "\(key): Markdown in a plain summary")
            #expect((40...420).contains(text.count), "\(key): \(text.count) characters")
            #expect(text.split(separator: ". ").count <= 3, "\(key): more than two or three sentences")
        }
    }
}
