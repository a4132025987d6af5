import MicroHTTP
import NavigationModel
import Synchronization

/// One shard of the store: the only writer of its sessions (DESIGN.md §5).
/// One session's actions are serialized here; other shards run in parallel.
/// It also holds who watches each session: long-polls and watches (waiters,
/// parked continuations) and streams (subscribers), so that what an action
/// changes reaches them in the same turn that applies it, in order.
actor SessionShard {
    private struct Waiter {
        let continuation: CheckedContinuation<WaitOutcome, Never>
        /// Suspended MHD connections never time out, so each waiter has a
        /// deadline, kept by the shard's one timer (see `schedule`).
        let deadline: ContinuousClock.Instant
        /// A long-poll wakes for new events; a watch for a new version
        /// (a no-op action makes a version and no events).
        let forEvents: Bool
    }

    private struct Record {
        var session: NavigationSession
        let entry: SessionEntry
        var waiters: [Int: Waiter] = [:]
        var subscribers: [Int: Subscriber] = [:]

        /// A long-poll or watch is waiting on it: a request in progress counts as
        /// use (issue 18). An open stream does not: it may stay open for days in a
        /// forgotten browser tab, and the TTL exists to reclaim such sessions; the
        /// stream is told (`end`, `expired`) when its session goes.
        var isWatched: Bool { !waiters.isEmpty }
    }

    /// A stream following one session (`GET …/stream`).
    struct Subscriber: Sendable {
        let stream: ResponseStream
    }

    /// Why a wait ended.
    enum WaitOutcome: Sendable, Equatable {
        /// What it waited for happened (or had already).
        case changed
        case timedOut
        /// The session is gone (deleted or expired) and will never change again.
        case ended(SessionEnd)
        /// The server is stopping: answer with what there is now.
        case closing
    }

    let index: Int
    private let table: SnapshotTable
    private var records: [String: Record] = [:]
    private var nextWaiter = 0
    private var closed = false
    /// Every parked waiter's session, by token: what the timer walks, so a
    /// sweep costs the waiters, not the sessions.
    private var parked: [Int: String] = [:]
    /// Parked waiters, readable without a hop (`/metrics`); counted once
    /// registered, so a poll still queued for the actor is not "waiting".
    nonisolated let waiting = Atomic<Int>(0)
    /// One timer per shard rather than a sleeping Task per waiter: 10 000
    /// parked polls then cost 10 000 continuations and nothing else (issue 12).
    private var timer: Task<Void, Never>?
    private var timerDeadline: ContinuousClock.Instant?
    /// Deadlines are rounded up to this grain so that one sweep expires a batch.
    static let timerGrain = Duration.milliseconds(100)
    /// Counts the stream messages it queues, for `/metrics`.
    private let streamStats: StreamStats

    init(index: Int, table: SnapshotTable, streamStats: StreamStats = StreamStats(), started: Int = MonotonicClock.coarseSeconds()) {
        self.index = index
        self.table = table
        self.streamStats = streamStats
        self.started = started
    }

    /// The store's TTL clock (`SessionStore.now`): whole seconds since it started.
    private let started: Int
    private var now: Int { MonotonicClock.coarseSeconds() - started }

    func insert(id: String, session: NavigationSession, log: EventLog, now: Int) -> Snapshot {
        let snapshot = Snapshot(id: id, session: session)
        let entry = SessionEntry(id: id, shard: index, log: log, snapshot: snapshot, now: now)
        records[id] = Record(session: session, entry: entry)
        table.insert(entry)
        return snapshot
    }

    enum ApplyFailure: Error {
        case notFound
        case stale(current: Int)
        case refused(index: Int, error: ActionError)
    }

    struct Applied: Sendable {
        var snapshot: Snapshot
        var events: EncodedEvents
        var noop: Bool
    }

    /// Applies the actions atomically: on a copy, kept only if all succeed.
    func apply(id: String, actions: [Action], expectedVersion: Int?, now: Int) throws(ApplyFailure) -> Applied {
        guard var record = records[id] else { throw .notFound }
        if let expectedVersion, expectedVersion != record.session.version {
            throw .stale(current: record.session.version)
        }
        var session = record.session
        var produced: [Event] = []
        var noop = actions.count == 1
        for (i, action) in actions.enumerated() {
            do {
                let outcome = try session.apply(action)
                produced += outcome.events
                noop = noop && outcome.noop
            } catch {
                throw .refused(index: i, error: error)
            }
        }
        let encoded = EncodedEvents(produced)
        record.entry.log.append(encoded, lastSeq: session.lastEventSeq)
        let snapshot = Snapshot(id: id, session: session)
        // Published before the response goes out, so a client reads its own writes.
        record.entry.publish(snapshot)
        record.entry.touch(now)
        record.session = session
        // Every waiter watches the version, which always moved; a long-poll
        // wakes only for new events: a no-op leaves it waiting.
        let waking = record.waiters.filter { !$0.value.forEvents || !encoded.isEmpty }
        for token in waking.keys { record.waiters.removeValue(forKey: token) }
        if !record.subscribers.isEmpty {
            publish(ServerSentEvents.action(encoded, lastSeq: session.lastEventSeq, state: snapshot.state),
                    messages: encoded.count + 1, resumeAfter: session.lastEventSeq - encoded.count, to: &record)
        }
        records[id] = record
        wake(waking, .changed)
        return Applied(snapshot: snapshot, events: encoded, noop: noop)
    }

    /// Removes a session; its waiters and streams are told why.
    func remove(id: String, reason: SessionEnd = .deleted) -> Bool {
        guard let record = records.removeValue(forKey: id) else { return false }
        table.remove(id, shard: index)
        wake(record.waiters, .ended(reason))
        let last = ServerSentEvents.end(reason: reason, lastEventSeq: record.session.lastEventSeq)
        for subscriber in record.subscribers.values { subscriber.stream.finish(with: last) }
        return true
    }

    /// Suspends until the session's log passes `since`, the session goes, the
    /// timeout fires or the store shuts down. Holds no thread while waiting.
    func waitForEvents(id: String, since: Int, timeout: Duration) async -> WaitOutcome {
        // Only the sequence number is read: a `Record` bound here would live in
        // this frame across the suspension and pin a copy of `waiters`, so every
        // later waiter copied the whole dictionary (O(n²) time and memory with
        // 10 000 polls; found by perf, issue 12).
        guard !closed else { return .closing }
        guard let lastSeq = records[id]?.entry.log.lastSeq else { return .ended(.deleted) }
        guard lastSeq <= since else { return .changed }
        return await park(id: id, timeout: timeout, forEvents: true)
    }

    /// Suspends until the session's version is no longer `version` (a watch:
    /// `GET …?wait=N` with `If-None-Match`), like `waitForEvents`.
    func waitForVersion(id: String, other version: Int, timeout: Duration) async -> WaitOutcome {
        guard !closed else { return .closing }
        guard let current = records[id]?.session.version else { return .ended(.deleted) }
        guard current == version else { return .changed }
        return await park(id: id, timeout: timeout, forEvents: false)
    }

    private func park(id: String, timeout: Duration, forEvents: Bool) async -> WaitOutcome {
        nextWaiter += 1
        let token = nextWaiter
        let deadline = Self.roundedUp(ContinuousClock.now.advanced(by: timeout))
        return await withCheckedContinuation { (continuation: CheckedContinuation<WaitOutcome, Never>) in
            records[id]?.waiters[token] = Waiter(continuation: continuation, deadline: deadline, forEvents: forEvents)
            parked[token] = id
            waiting.add(1, ordering: .relaxed)
            schedule(deadline)
        }
    }

    private func wake(_ waiters: [Int: Waiter], _ outcome: WaitOutcome) {
        for (token, waiter) in waiters { wake(token, waiter, outcome) }
    }

    private func wake(_ token: Int, _ waiter: Waiter, _ outcome: WaitOutcome) {
        // A wait is use until its end, not only at its start: marked here, in the
        // shard's turn, no eviction can fall between the answer and the mark.
        if let id = parked.removeValue(forKey: token) { records[id]?.entry.touch(now) }
        waiting.subtract(1, ordering: .relaxed)
        waiter.continuation.resume(returning: outcome)
    }

    // MARK: Streams

    enum SubscribeFailure: Error {
        case notFound
        /// At `--max-streams-per-session`.
        case sessionFull
        case closing
    }

    /// Starts `stream` following the session: first what the client missed
    /// (events after `since`, from the ring, if it gave one) and the current
    /// state, then everything each action produces. In one turn of the shard,
    /// so nothing falls between the backlog and the live messages.
    func subscribe(id: String, since: Int?, stream: ResponseStream, perSessionLimit: Int) throws(SubscribeFailure) {
        guard !closed else { throw .closing }
        guard var record = records[id] else { throw .notFound }
        record.subscribers = record.subscribers.filter { !$0.value.stream.isClosed }
        guard record.subscribers.count < perSessionLimit else { throw .sessionFull }
        let initial = ServerSentEvents.opening(log: record.entry.log, since: since, state: record.entry.snapshot.state)
        switch stream.send(initial.bytes) {
        case .queued:
            streamStats.sent(initial.messages)
            nextWaiter += 1
            record.subscribers[nextWaiter] = Subscriber(stream: stream)
        case .full:
            // More missed than a stream may hold: what fits, then "resume from here".
            endLagging(stream, record: record, backlog: initial)
        case .closed:
            break
        }
        records[id] = record
    }

    /// Queues one action's messages on every stream of the session; a stream
    /// too far behind is ended and told where to resume from, never allowed to grow.
    private func publish(_ bytes: [UInt8], messages: Int, resumeAfter: Int, to record: inout Record) {
        var gone: [Int] = []
        for (token, subscriber) in record.subscribers {
            switch subscriber.stream.send(bytes) {
            case .queued:
                streamStats.sent(messages)
            case .full:
                subscriber.stream.finish(with: ServerSentEvents.lagging(resumeAfter: resumeAfter))
                gone.append(token)
            case .closed:
                gone.append(token)
            }
        }
        for token in gone { record.subscribers.removeValue(forKey: token) }
    }

    /// The opening backlog did not fit: sends the messages that fit one by one,
    /// then the end message naming the last event sent.
    private func endLagging(_ stream: ResponseStream, record: Record, backlog: ServerSentEvents.Opening) {
        var last = backlog.since
        for part in backlog.parts {
            guard stream.send(part.bytes) == .queued else { break }
            streamStats.sent(1)
            last = part.seq
        }
        stream.finish(with: ServerSentEvents.lagging(resumeAfter: last))
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
        let now = ContinuousClock.now
        var next: ContinuousClock.Instant?
        var due: [(token: Int, id: String)] = []
        for (token, id) in parked {
            guard let deadline = records[id]?.waiters[token]?.deadline else {
                due.append((token, id))  // cannot happen (wake removes both); never keep a stale token
                continue
            }
            if deadline <= now {
                due.append((token, id))
            } else if next.map({ deadline < $0 }) ?? true {
                next = deadline
            }
        }
        for (token, id) in due {
            if let waiter = records[id]?.waiters.removeValue(forKey: token) {
                wake(token, waiter, .timedOut)
            } else {
                parked.removeValue(forKey: token)
            }
        }
        if let next { schedule(next) }
    }

    private static let epoch = ContinuousClock.now

    private static func roundedUp(_ instant: ContinuousClock.Instant) -> ContinuousClock.Instant {
        let grain = timerGrain.nanoseconds
        let elapsed = epoch.duration(to: instant).nanoseconds
        return epoch.advanced(by: .nanoseconds((elapsed + grain - 1) / grain * grain))
    }

    /// Answers every waiter now (they return what there is), ends every stream
    /// with its farewell, and refuses new waits and streams.
    func close() {
        closed = true
        timer?.cancel()
        timer = nil
        timerDeadline = nil
        for (id, record) in records where !record.waiters.isEmpty || !record.subscribers.isEmpty {
            records[id]?.waiters = [:]
            records[id]?.subscribers = [:]
            wake(record.waiters, .closing)
            let last = ServerSentEvents.end(reason: .shutdown, lastEventSeq: record.session.lastEventSeq)
            for subscriber in record.subscribers.values { subscriber.stream.finish(with: last) }
        }
    }

    /// Every session with its entry, for `SessionStore.save` (SessionShard+Persistence.swift). One actor turn,
    /// so each session's state and event log are taken at the same version.
    func exportRecords() -> [Exported] {
        records.map { Exported(id: $0.key, session: $0.value.session, entry: $0.value.entry) }
    }

    /// Drops sessions idle since before `cutoff`; returns how many. A session a
    /// long-poll or a watch waits on is in use, not idle: it is marked used
    /// `now` instead (issue 18).
    func evict(idleBefore cutoff: Int, now: Int) -> Int {
        var evicted = 0
        for (id, record) in records where record.entry.lastUsed.load(ordering: .relaxed) < cutoff {
            if record.isWatched {
                record.entry.touch(now)
            } else if remove(id: id, reason: .expired) {
                evicted += 1
            }
        }
        return evicted
    }
}
