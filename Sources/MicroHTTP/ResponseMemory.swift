import Synchronization

/// Bytes of answers that clients have not taken yet, against one budget.
///
/// libmicrohttpd keeps its copy of an answer until the client has read all of
/// it, so a client that asks and never reads pins the whole answer for as long
/// as the idle timeout allows, and thousands of such connections grow the
/// server without bound (RELIABILITY.md §7, "Clients that never read"). Every copied answer is
/// counted here from the moment it is queued until its request completes, and
/// every message queued on a stream until it is sent; a read that would pass the
/// limit gets a short 503 instead, a stream is ended instead of growing. Shared
/// answers (`PreparedResponse`) are not copied and not counted.
public final class ResponseMemory: Sendable {
    private let used = Atomic<Int>(0)
    private let refusals = Atomic<Int>(0)
    private let limitValue = Atomic<Int>(.max)

    public init() {}

    /// The budget; the server sets it from `ServerOptions.responseMemoryLimit`
    /// when it starts (unlimited until then, e.g. in tests without a socket).
    public var limit: Int {
        get { limitValue.load(ordering: .relaxed) }
        set { limitValue.store(newValue, ordering: .relaxed) }
    }

    /// Bytes held now.
    public var value: Int { used.load(ordering: .relaxed) }

    /// Answers refused (503) and streams ended because the budget was spent.
    public var refused: Int { refusals.load(ordering: .relaxed) }

    /// Takes `bytes` from the budget; false (nothing taken) when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        guard bytes > 0 else { return true }
        let limit = self.limit
        var current = used.load(ordering: .relaxed)
        while true {
            guard current <= limit - bytes else { return false }
            let (exchanged, original) = used.compareExchange(
                expected: current, desired: current + bytes, ordering: .relaxed)
            if exchanged { return true }
            current = original
        }
    }

    /// Takes `bytes` even past the limit (a write's answer must go out); reads
    /// then find the budget spent until it is released.
    func forceReserve(_ bytes: Int) {
        if bytes > 0 { used.add(bytes, ordering: .relaxed) }
    }

    func release(_ bytes: Int) {
        if bytes > 0 { used.subtract(bytes, ordering: .relaxed) }
    }

    func countRefusal() {
        refusals.add(1, ordering: .relaxed)
    }
}
