/// The long-polls and watches parked on one shard's sessions (DESIGN.md §5.6):
/// continuations with deadlines, by token and by session. Plain data; the
/// shard owns it, wakes waiters and keeps the timer (`SessionShard+Waiters.swift`).
package struct Waiters {
    package struct Waiter {
        package let session: String
        package let continuation: CheckedContinuation<WaitOutcome, Never>
        /// Suspended MHD connections never time out, so each waiter has a
        /// deadline, kept by the shard's one timer.
        package let deadline: ContinuousClock.Instant
        /// A long-poll wakes for new events; a watch for a new version
        /// (a no-op action makes a version and no events).
        package let forEvents: Bool
    }

    /// Why a wait ended.
    package enum WaitOutcome: Sendable, Equatable {
        /// What it waited for happened (or had already).
        case changed
        case timedOut
        /// The session is gone (deleted or expired) and will never change again.
        case ended(SessionEnd)
        /// The server is stopping: answer with what there is now.
        case closing
    }

    private var parked: [Int: Waiter] = [:]
    private var bySession: [String: [Int]] = [:]
    private var nextToken = 0

    package var count: Int { parked.count }
    package var isEmpty: Bool { parked.isEmpty }

    /// Whether a long-poll or watch waits on the session: a request in
    /// progress counts as use for the TTL.
    package func isWatched(_ session: String) -> Bool { bySession[session] != nil }

    package mutating func add(_ waiter: Waiter) {
        nextToken += 1
        parked[nextToken] = waiter
        bySession[waiter.session, default: []].append(nextToken)
    }

    /// Takes the session's waiters that `matching` selects (all by default).
    package mutating func take(session: String, matching: (Waiter) -> Bool = { _ in true }) -> [Waiter] {
        guard let tokens = bySession[session] else { return [] }
        var taken: [Waiter] = [], kept: [Int] = []
        for token in tokens {
            guard let waiter = parked[token] else { continue }
            if matching(waiter) {
                taken.append(waiter)
                parked.removeValue(forKey: token)
            } else {
                kept.append(token)
            }
        }
        bySession[session] = kept.isEmpty ? nil : kept
        return taken
    }

    /// Takes every waiter whose deadline is at or before `now`; also tells the next deadline after.
    package mutating func takeDue(at now: ContinuousClock.Instant) -> (due: [Waiter], next: ContinuousClock.Instant?) {
        var due: [Waiter] = []
        var next: ContinuousClock.Instant?
        for (token, waiter) in parked {
            if waiter.deadline <= now {
                due.append(waiter)
                parked.removeValue(forKey: token)
                if var tokens = bySession[waiter.session] {
                    tokens.removeAll { $0 == token }
                    bySession[waiter.session] = tokens.isEmpty ? nil : tokens
                }
            } else if next.map({ waiter.deadline < $0 }) ?? true {
                next = waiter.deadline
            }
        }
        return (due, next)
    }

    /// Takes every waiter (shutdown).
    package mutating func takeAll() -> [Waiter] {
        defer { parked = [:]; bySession = [:] }
        return Array(parked.values)
    }
}
