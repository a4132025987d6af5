import NavigationModel
import Synchronization
import SegnavWire

/// Sessions, sharded over actors (DESIGN.md §5.3). Writes go through a shard;
/// reads come from the published snapshots with no hop. Knows nothing of
/// HTTP: the routes turn what it answers into responses.
public final class SessionStore: Sendable {
    public let limits: StoreLimits
    public let node: String?
    package let shards: [SessionShard]
    package let table: SnapshotTable
    package let count = Atomic<Int>(0)
    package let launches = LaunchLogs()
    package let streams = StreamStats()
    /// Inactive unless `startJournal` ran (`--durability strict|batched`; the StateFile module drains it).
    package let journal = JournalQueue()
    package let clock: StoreClock
    /// Where sessions that run a container program do their work (DESIGN.md §5.3 "The program lane"): their
    /// launch and every write run here, on a thread of lower priority, and they live in a shard of their own,
    /// the last one (`programShard`). A program may run up to its step budget (about 0.3 s in a release build);
    /// on the writes' thread, or in a shard other sessions share, every other session's writes waited behind it.
    /// Nil: programs run where the caller does (tests of the store alone).
    package let programs: (any TaskExecutor)?
    /// The shard of every program session; the other shards (`shardIndex`) are the built-in strategies'.
    package let programShard: Int

    package init(limits: StoreLimits = StoreLimits(), node: String? = nil, clock: StoreClock, programs: (any TaskExecutor)? = nil) {
        self.limits = limits
        self.node = node
        self.clock = clock
        self.programs = programs
        let regular = max(1, limits.shards)
        programShard = regular
        let table = SnapshotTable(stripes: regular + 1, node: node)
        self.table = table
        let journal = self.journal
        self.shards = (0...regular).map { SessionShard(index: $0, table: table, clock: clock, journal: journal) }
    }

    /// Whole seconds since the store started; the TTL's clock, read on every
    /// request that names a session.
    package var now: Int { clock.now }

    public var sessionCount: Int { count.load(ordering: .relaxed) }

    package func shardIndex(_ id: String) -> Int {
        // The id is random, so any stable mix of its bytes spreads evenly.
        var id = id
        let hash = id.withUTF8 { bytes in
            bytes.reduce(14_695_981_039_346_656_037 as UInt64) { ($0 ^ UInt64($1)) &* 1_099_511_628_211 }
        }
        return Int(hash % UInt64(programShard))
    }

    /// The shard a session with `configuration` lives in: a program's in the program shard.
    package func shard(for id: String, _ configuration: SessionConfiguration) -> Int {
        configuration.container == nil ? shardIndex(id) : programShard
    }

    /// Runs `body` on the program lane when `program` says the work runs a container program, else here.
    package func onLane<T: Sendable, Failure: Error>(
        _ program: Bool, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        guard program, let programs else { return try await body() }
        return try await withTaskExecutorPreference(programs, operation: body)
    }

    /// Runs `body` on the program lane when `entry` is a program session's (a past read or an export replays its
    /// program), else here.
    package func onLane<T: Sendable, Failure: Error>(
        for entry: SessionEntry, _ body: () async throws(Failure) -> T
    ) async throws(Failure) -> T {
        try await onLane(entry.shard == programShard, body)
    }

    /// Finds a session's published entry; runs on the MHD thread.
    package func lookup(_ id: String) -> LookupResult {
        switch SessionID.parse(id, node: node) {
        case .malformed: return .notFound
        case .otherNode(let owner): return .otherNode(owner)
        case .local(let id):
            // A program session is in the program shard: a second look, only for ids the others do not hold.
            guard let entry = table.entry(id, shard: shardIndex(id)) ?? table.entry(id, shard: programShard) else {
                return .notFound
            }
            entry.touch(now)
            return .found(entry)
        }
    }

    package enum LookupResult {
        case found(SessionEntry)
        case notFound
        case otherNode(String)
    }

    package enum CreateFailure: Error {
        case full
        case setup(SetupError)
        /// Created in memory, but the journal's commit failed (strict): not acknowledged as durable.
        case notDurable(NotDurable)
    }

    /// Builds a session (runs its launch) and publishes it; a program's on the program lane.
    package func create(_ configuration: SessionConfiguration) async throws(CreateFailure) -> Snapshot {
        try await onLane(configuration.container != nil) { () async throws(CreateFailure) -> Snapshot in
            try await createHere(configuration)
        }
    }

    private func createHere(_ configuration: SessionConfiguration) async throws(CreateFailure) -> Snapshot {
        do throws(NotDurable) { try journal.admitWrite() } catch { throw .notDurable(error) }
        // Reserve a place first so concurrent creates cannot overshoot the cap.
        guard count.add(1, ordering: .relaxed).newValue <= limits.maxSessions else {
            count.subtract(1, ordering: .relaxed)
            throw .full
        }
        var session: NavigationSession
        do {
            session = try NavigationSession(configuration: configuration)
        } catch {
            count.subtract(1, ordering: .relaxed)
            throw .setup(error)
        }
        let id = SessionID.make(node: node)
        let log = EventLog(capacity: limits.eventCapacity)
        // Moved into the log: the session keeps no second copy (memory per session).
        let launch = EncodedEvents(session.takeLaunchEvents())
        // Only presets are interned: explicit setups (free-form titles) rarely
        // launch alike, and must not use up the table's slots for them.
        log.start(
            with: configuration.preset == nil ? LaunchLogs.Launch(launch) : launches.intern(launch),
            lastSeq: session.lastEventSeq)
        let snapshot = await shards[shard(for: id, configuration)].insert(id: id, session: session, log: log, now: now)
        do throws(NotDurable) { try await journal.sync() } catch { throw .notDurable(error) }  // strict: once committed
        return snapshot
    }

    /// `answered`: the batch's events go into an answer, so `--max-answer-bytes` bounds them. A fork's replay
    /// answers only the new session's state, so its one batch of up to the history's window is not bounded by it.
    /// `journalAs`: a fork's replay is journaled as the smaller of its actions and the state they made.
    package func apply(
        _ entry: SessionEntry, actions: [Action], expectedVersion: Int?, answered: Bool = true,
        journalAs form: JournalForm = .batch
    ) async throws(SessionShard.ApplyFailure) -> SessionShard.Applied {
        guard entry.shard != programShard || programs == nil else {
            return try await onLane(true) { () async throws(SessionShard.ApplyFailure) -> SessionShard.Applied in
                try await applyHere(entry, actions: actions, expectedVersion: expectedVersion, answered: answered, journalAs: form)
            }
        }
        return try await applyHere(entry, actions: actions, expectedVersion: expectedVersion, answered: answered, journalAs: form)
    }

    private func applyHere(
        _ entry: SessionEntry, actions: [Action], expectedVersion: Int?, answered: Bool, journalAs form: JournalForm
    ) async throws(SessionShard.ApplyFailure) -> SessionShard.Applied {
        do throws(NotDurable) { try journal.admitWrite() } catch { throw .notDurable(error) }
        let applied = try await shards[entry.shard].apply(
            id: entry.id, actions: actions, expectedVersion: expectedVersion, now: now,
            maxStackDepth: limits.maxStackDepth, maxAnswerBytes: answered ? limits.maxAnswerBytes : Int.max,
            maxHistoryBytes: limits.maxHistoryBytes, journalAs: form)
        do throws(NotDurable) { try await journal.sync() } catch { throw .notDurable(error) }  // strict: once committed
        return applied
    }

    package func history(_ entry: SessionEntry) async -> (SessionHistory, SessionConfiguration)? {
        await shards[entry.shard].history(id: entry.id)
    }

    /// Whether the session was there to remove; throws when the journal's commit of the removal failed (strict).
    package func delete(_ entry: SessionEntry) async throws(NotDurable) -> Bool {
        try journal.admitWrite()
        let removed = await shards[entry.shard].remove(id: entry.id)
        if removed { count.subtract(1, ordering: .relaxed) }
        try await journal.sync()  // strict: answered once committed
        return removed
    }

    package func waitForEvents(_ entry: SessionEntry, since: Int, timeout: Duration) async -> SessionShard.WaitOutcome {
        await shards[entry.shard].waitForEvents(id: entry.id, since: since, timeout: timeout)
    }

    package func waitForVersion(_ entry: SessionEntry, other version: Int, timeout: Duration) async -> SessionShard.WaitOutcome {
        await shards[entry.shard].waitForVersion(id: entry.id, other: version, timeout: timeout)
    }

    package func subscribe(_ entry: SessionEntry, since: Int?, subscriber: any SessionSubscriber) async throws(SessionShard.SubscribeFailure) {
        try await shards[entry.shard].subscribe(
            id: entry.id, since: since, subscriber: subscriber,
            perSessionLimit: limits.maxStreamsPerSession)
    }

    /// Streams open now (read by `/metrics` without a hop).
    public var streamCount: Int { streams.openCount }

    /// Messages queued to streams since start.
    public var streamMessages: Int { streams.messagesSent }

    /// Long-polls parked right now (read by `/metrics` without a hop).
    public var waitingCount: Int { shards.reduce(0) { $0 + $1.waiting.load(ordering: .relaxed) } }

    /// About what the sessions' histories hold in memory (`SessionHistory.memoryBytes`; `/metrics`, no hop).
    public var historyBytes: Int { shards.reduce(0) { $0 &+ $1.historyBytes.load(ordering: .relaxed) } }

    /// Ids in order, after `cursor`, at most `limit`: a stable paging order.
    package func page(after cursor: String?, limit: Int) -> (entries: [SessionEntry], more: Bool) {
        table.ordered.page(after: cursor, limit: limit)
    }

    /// Answers every long-poll with what it has (SIGTERM: nothing is left hanging).
    public func close() async {
        for shard in shards { await shard.close() }
    }

    /// Evicts sessions idle longer than the TTL; returns how many went.
    @discardableResult
    public func evictIdle() async -> Int {
        let now = self.now
        let cutoff = now - limits.ttlSeconds
        var evicted = 0
        for shard in shards { evicted += await shard.evict(idleBefore: cutoff, now: now) }
        count.subtract(evicted, ordering: .relaxed)
        return evicted
    }
}
