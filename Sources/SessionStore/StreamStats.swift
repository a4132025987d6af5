import Synchronization

/// Streams across the store: how many are open (against `--max-streams`) and
/// how many messages were queued to them, for `/metrics`.
package final class StreamStats: Sendable {
    private let open = Atomic<Int>(0)
    private let messages = Atomic<Int>(0)

    package var openCount: Int { open.load(ordering: .relaxed) }
    package var messagesSent: Int { messages.load(ordering: .relaxed) }

    /// Takes a place for a new stream; false at `limit`.
    package func open(limit: Int) -> Bool {
        guard open.add(1, ordering: .relaxed).newValue <= limit else {
            open.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    package func closed() {
        open.subtract(1, ordering: .relaxed)
    }

    package func sent(_ count: Int) {
        messages.add(count, ordering: .relaxed)
    }
}
