import Synchronization

/// Streams across the store: how many are open (against `--max-streams`) and
/// how many messages were queued to them, for `/metrics`.
final class StreamStats: Sendable {
    private let open = Atomic<Int>(0)
    private let messages = Atomic<Int>(0)

    var openCount: Int { open.load(ordering: .relaxed) }
    var messagesSent: Int { messages.load(ordering: .relaxed) }

    /// Takes a place for a new stream; false at `limit`.
    func open(limit: Int) -> Bool {
        guard open.add(1, ordering: .relaxed).newValue <= limit else {
            open.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    func closed() {
        open.subtract(1, ordering: .relaxed)
    }

    func sent(_ count: Int) {
        messages.add(count, ordering: .relaxed)
    }
}
