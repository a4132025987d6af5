import MicroHTTP
import Synchronization
import SegnavWire

/// Where stateless computations run (`POST /v1/compare`): a thread of their
/// own, away from the session writes' (`DeferredExecutor`), and a bound on how
/// many may be admitted at once.
///
/// On the writes' thread, a few clients looping large comparisons held every
/// create, action, delete and long-poll wake-up behind them (RELIABILITY.md §7,
/// "Compare starving writes"). Here they queue only behind each other, and past `limit`
/// admitted (running or waiting) a new one gets 503 at once instead of a place
/// in an ever longer queue.
final class StatelessWork: Sendable {
    let executor: DeferredExecutor
    let limit: Int
    private let admitted = Atomic<Int>(0)

    init(threads: Int = 1, limit: Int = 4) {
        executor = DeferredExecutor(threads: threads, name: "segnav-compute")
        self.limit = limit
    }

    /// Its thread ends with it (a job arriving later runs on the global executor).
    deinit {
        executor.stop()
    }

    /// Takes a place; false when `limit` are admitted already.
    func admit() -> Bool {
        guard admitted.add(1, ordering: .relaxed).newValue <= limit else {
            admitted.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Runs `work` on the computation thread, then gives the place back.
    func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        defer { admitted.subtract(1, ordering: .relaxed) }
        return await withTaskExecutorPreference(executor) { work() }
    }

    /// The deferred handler of an admitted request: `answer` runs here. The work is stateless, so
    /// answering 503 instead, when unread answers fill the server's memory, hides nothing (`retryable`).
    func deferred(_ answer: @escaping @Sendable () -> Response) -> Handler {
        .deferred { _ in
            var response = await self.run(answer)
            response.retryable = true
            return response
        }
    }

    var inFlight: Int { admitted.load(ordering: .relaxed) }

    /// The answer when no place is free.
    func busy(_ what: String) -> Problem {
        Problem(.busy, detail: "\(limit) \(what) are already running or waiting; retry shortly")
    }
}
