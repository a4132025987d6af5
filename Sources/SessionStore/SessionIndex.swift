import Synchronization

/// The live sessions in id order, for `GET /v1/sessions`: a page costs
/// O(buckets + log n + page) instead of sorting every id on the MHD thread
/// for every page, even `limit=1` (RELIABILITY.md §7 has the figures).
///
/// Ids are random, so they spread evenly over buckets keyed by their first
/// random byte (after a `NODE.` prefix, which every id of this server shares);
/// each bucket is a sorted array behind its own lock. An insert moves a
/// 256th of the entries' references, and
/// buckets are visited in byte order, so walking them in order walks the ids
/// in order.
package final class SessionIndex: Sendable {
    private final class Bucket: Sendable {
        let entries = Mutex<[SessionEntry]>([])
    }

    private let buckets: [Bucket] = (0..<256).map { _ in Bucket() }
    /// `NODE.` or empty: the part every id starts with.
    private let prefix: [UInt8]

    package init(node: String?) {
        prefix = node.map { Array("\($0).".utf8) } ?? []
    }

    /// The bucket of an id of this server: its first byte after the prefix.
    private func bucket(_ id: String) -> Int {
        var id = id
        return id.withUTF8 { $0.count > prefix.count ? Int($0[prefix.count]) : 0 }
    }

    package func insert(_ entry: SessionEntry) {
        buckets[bucket(entry.id)].entries.withLock { entries in
            entries.insert(entry, at: Self.upperBound(entries, entry.id))
        }
    }

    package func remove(_ id: String) {
        buckets[bucket(id)].entries.withLock { entries in
            let index = Self.upperBound(entries, id) - 1
            if index >= 0, entries[index].id == id { entries.remove(at: index) }
        }
    }

    /// The entries with an id greater than `cursor` (all when nil), in id
    /// order, at most `limit`, and whether more follow.
    package func page(after cursor: String?, limit: Int) -> (entries: [SessionEntry], more: Bool) {
        var first = 0
        if let cursor {
            var cursor = cursor
            let start: Int? = cursor.withUTF8 { bytes in
                // Every id starts with the prefix: a cursor that does not sorts
                // before them all, or after them all.
                if bytes.starts(with: prefix) {
                    return bytes.count > prefix.count ? Int(bytes[prefix.count]) : 0
                }
                return bytes.lexicographicallyPrecedes(prefix) ? 0 : nil
            }
            guard let start else { return ([], false) }
            first = start
        }
        var page: [SessionEntry] = []
        page.reserveCapacity(min(limit + 1, 1024))
        for index in first..<buckets.count where page.count <= limit {
            buckets[index].entries.withLock { entries in
                var from = 0
                if index == first, let cursor { from = Self.upperBound(entries, cursor) }
                for entry in entries[from...] {
                    page.append(entry)
                    if page.count > limit { break }
                }
            }
        }
        let more = page.count > limit
        if more { page.removeLast() }
        return (page, more)
    }

    /// The position of the first entry whose id is greater than `id`.
    private static func upperBound(_ entries: [SessionEntry], _ id: String) -> Int {
        var low = 0, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].id <= id { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
