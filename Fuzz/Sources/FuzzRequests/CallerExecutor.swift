import Dispatch
import MicroHTTP
import Synchronization

/// A task executor whose jobs libFuzzer's own thread runs while it waits for a deferred handler's answer.
///
/// The server runs a deferred handler as `Task(executorPreference: DeferredExecutor)` (MicroHTTP's `ServerCore`),
/// so the handler and the shard actors it calls (default actors follow the preference) run on one thread of the
/// server's. The harness did the same on Swift's global executor: each deferred request woke a dispatch worker and put
/// libFuzzer's thread to sleep on a semaphore, two futex round trips and two thread switches per request, on a box of
/// two busy cores (RELIABILITY.md §7.4). Here the caller is that one thread: the task's jobs are queued and the caller
/// runs them in order until the answer is in, so a request that never leaves the preference (nearly all) runs with no
/// hop and no sleep. The code that runs is the server's own, under the same preference. A job that must come from
/// elsewhere first (a comparison on the app's computation thread, a timer) wakes the caller through the semaphore.
final class CallerExecutor: TaskExecutor, @unchecked Sendable {
    private struct State {
        var jobs: [UnownedJob] = []
        var answer: Response?
        var sleeping = false
    }

    private let state = Mutex(State())
    private let wake = DispatchSemaphore(value: 0)

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let sleeper = state.withLock { state -> Bool in
            state.jobs.append(job)
            defer { state.sleeping = false }
            return state.sleeping
        }
        if sleeper { wake.signal() }
    }

    /// `handle(request)`'s answer, its jobs run on the calling thread. One caller at a time (libFuzzer's thread).
    func answer(_ request: Request, _ handle: @escaping @Sendable (Request) async -> Response) -> Response {
        Task(executorPreference: self) {
            let response = await handle(request)
            self.deliver(response)
        }
        let executor = asUnownedTaskExecutor()
        while true {
            let (job, answer) = state.withLock { state -> (UnownedJob?, Response?) in
                if !state.jobs.isEmpty { return (state.jobs.removeFirst(), nil) }
                if let answer = state.answer {
                    state.answer = nil
                    return (nil, answer)
                }
                state.sleeping = true
                return (nil, nil)
            }
            if let job {
                job.runSynchronously(on: executor)
            } else if let answer {
                return answer
            } else {
                wake.wait()
            }
        }
    }

    private func deliver(_ response: Response) {
        let sleeper = state.withLock { state -> Bool in
            state.answer = response
            defer { state.sleeping = false }
            return state.sleeping
        }
        if sleeper { wake.signal() }
    }
}
