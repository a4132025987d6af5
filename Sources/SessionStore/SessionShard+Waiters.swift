/// Long-polls and watches (DESIGN.md §5.6): parked as continuations, woken by
/// the next change or by the shard's one timer, whose deadlines sit on a
/// 100 ms grid so that one sweep expires a batch.
extension SessionShard {
    package typealias WaitOutcome = Waiters.WaitOutcome

    package static let timerGrain = Duration.milliseconds(100)

    /// Suspends until the session's log passes `since`, the session goes, the
    /// timeout fires or the store shuts down. Holds no thread while waiting.
    package func waitForEvents(id: String, since: Int, timeout: Duration) async -> WaitOutcome {
        // Only the sequence number is read: a `Record` bound here would live in
        // this frame across the suspension and pin a copy of what it holds.
        guard !closed else { return .closing }
        guard let lastSeq = records[id]?.entry.log.lastSeq else { return .ended(.deleted) }
        guard lastSeq <= since else { return .changed }
        return await park(id: id, timeout: timeout, forEvents: true)
    }

    /// Suspends until the session's version is no longer `version` (a watch:
    /// `GET …?wait=N` with `If-None-Match`), like `waitForEvents`.
    package func waitForVersion(id: String, other version: Int, timeout: Duration) async -> WaitOutcome {
        guard !closed else { return .closing }
        guard let current = records[id]?.session.version else { return .ended(.deleted) }
        guard current == version else { return .changed }
        return await park(id: id, timeout: timeout, forEvents: false)
    }

    private func park(id: String, timeout: Duration, forEvents: Bool) async -> WaitOutcome {
        let deadline = Self.roundedUp(ContinuousClock.now.advanced(by: timeout))
        return await withCheckedContinuation { (continuation: CheckedContinuation<WaitOutcome, Never>) in
            waiters.add(.init(session: id, continuation: continuation, deadline: deadline, forEvents: forEvents))
            waiting.add(1, ordering: .relaxed)
            schedule(deadline)
        }
    }

    package func wake(_ woken: [Waiters.Waiter], _ outcome: WaitOutcome) {
        guard !woken.isEmpty else { return }
        let now = clock.now
        for waiter in woken {
            // A wait is use until its end, not only at its start: marked here, in the
            // shard's turn, no eviction can fall between the answer and the mark.
            records[waiter.session]?.entry.touch(now)
            waiting.subtract(1, ordering: .relaxed)
            waiter.continuation.resume(returning: outcome)
        }
    }

    /// Arms the shard's timer for `deadline` unless it fires sooner already.
    private func schedule(_ deadline: ContinuousClock.Instant) {
        if let armed = timerDeadline, armed <= deadline { return }
        timer?.cancel()
        timerDeadline = deadline
        timer = Task { [weak self] in
            try? await Task.sleep(until: deadline, clock: .continuous)
            guard !Task.isCancelled else { return }
            await self?.expireDue()
        }
    }

    /// Answers the waiters whose deadline has passed and re-arms for the next one.
    private func expireDue() {
        timer = nil
        timerDeadline = nil
        let (due, next) = waiters.takeDue(at: .now)
        wake(due, .timedOut)
        if let next { schedule(next) }
    }

    private static let epoch = ContinuousClock.now

    private static func roundedUp(_ instant: ContinuousClock.Instant) -> ContinuousClock.Instant {
        let grain = timerGrain.nanoseconds
        let elapsed = epoch.duration(to: instant).nanoseconds
        return epoch.advanced(by: .nanoseconds((elapsed + grain - 1) / grain * grain))
    }
}
