import NavigationModel
import Testing
@testable import SegnavService
import SessionStore

/// `GET /v1/sessions` pages from an ordered index instead of sorting every id
/// per request: it must page exactly as sorting did.
@Suite("Session index")
struct SessionIndexTests {
    /// One snapshot for every entry: the index reads only ids.
    static let snapshot = Snapshot(id: "x", session: try! NavigationSession(configuration: Preset.deponte2016.configuration))

    func entry(_ id: String) -> SessionEntry {
        SessionEntry(id: id, shard: 0, log: EventLog(capacity: 1), snapshot: Self.snapshot, now: 0)
    }

    @Test("pages equal a sort of the live ids, after any cursor, with and without a node", arguments: [nil, "n1"] as [String?])
    func pagesLikeSorting(node: String?) {
        let index = SessionIndex(node: node)
        var live = Set<String>()
        var generator = SystemRandomNumberGenerator()
        for step in 0..<3000 {
            if step % 4 == 3, let victim = live.randomElement(using: &generator) {
                index.remove(victim)
                live.remove(victim)
            } else {
                let id = SessionID.make(node: node)
                index.insert(entry(id))
                live.insert(id)
            }
        }
        let sorted = live.sorted()
        // Walking every page visits every id once, in order.
        for limit in [1, 7, 100, 1000] {
            var seen: [String] = [], cursor: String?
            while true {
                let (page, more) = index.page(after: cursor, limit: limit)
                seen += page.map(\.id)
                guard more else { break }
                cursor = page.last?.id
            }
            #expect(seen == sorted, "limit \(limit)")
        }
        // Any cursor, even one that is no id: ids greater than it, as a sort would give.
        let prefix = node.map { "\($0)." } ?? ""
        for cursor in ["", "-", "a", "zzzz", "~", prefix, prefix + "M", prefix + "~", "n0", "n2.x", sorted[sorted.count / 2]] {
            let (page, _) = index.page(after: cursor, limit: 50)
            #expect(page.map(\.id) == Array(sorted.filter { $0 > cursor }.prefix(50)), "cursor '\(cursor)'")
        }
    }
}
