import NavigationModel

/// A session's past (DESIGN.md §5.8). The engine is deterministic, so a version is not stored but recomputed:
/// a base session replayed through the batches applied since. The base is the launch of the session's own
/// configuration (rebuilt on demand: an idle session pays only for its batches) until the window passes
/// `maxActions`; from then on the oldest batches are folded into a stored base as new ones come, so memory and
/// the cost of a read stay bounded however many versions a session makes. Refused batches change no version; the
/// last `maxRefused` are kept beside, with the version they were refused at, so an export can say "this was refused".
package struct SessionHistory: Sendable {
    /// Actions kept for replay; a read of a past version replays at most this many.
    package static let maxActions = 4096
    /// Refused batches kept; older ones are forgotten (an export then leaves them out).
    package static let maxRefused = 32
    /// Bytes of kept actions at most, by default (`--max-history-bytes`): the window is 4 096 actions or this,
    /// whichever is reached first, so a session pushing large tables cannot hold hundreds of MB of screens.
    package static let defaultMaxBytes = 8 * 1024 * 1024
    /// A session keeps itself as it was every this many versions (DESIGN.md §5.8), so a past read replays at most
    /// this many actions, not the window's 4 096: 16 engine values at most, about 2 KB each.
    package static let checkpointEvery = 256
    /// What one engine value (the base, a checkpoint) is counted as in `memoryBytes`: BENCHMARKS.md's "memory per
    /// session" measures 2.2–2.5 KB for the built-in presets.
    package static let engineValueBytes = 2560

    package struct Refused: Sendable {
        /// The session's version when the batch was refused.
        package var version: Int
        package var actions: [Action]
        package var code: ActionError.Code
        /// `weight(of: actions)`, taken once when it is refused.
        var weight = 0
    }

    /// Empty: the launch of the configuration. Else the one folded session the batches start from.
    package private(set) var folded: [NavigationSession] = []
    package private(set) var baseVersion = 0
    /// The batches applied since the base, oldest first.
    package var batches: ArraySlice<[Action]> { kept[head...] }
    /// Batches; those before `head` are already in the base, and leave `kept` in bulk once they are half of it.
    private var kept: [[Action]] = []
    /// Each kept batch's weight (`weight(of:)`), beside it.
    private var keptBytes: [Int] = []
    /// The kept batches' weight, from `head` on.
    package private(set) var byteCount = 0
    private var head = 0
    package private(set) var actionCount = 0
    package private(set) var refused: [Refused] = []
    /// The kept refused batches' weight.
    private var refusedBytes = 0
    /// The session as it was after the batch that crossed each multiple of `checkpointEvery`, oldest first, all
    /// newer than the base.
    package private(set) var checkpoints: [NavigationSession] = []

    package init() {}

    /// Starts from a session that is not its configuration's launch (a restore from a stored state).
    package init(base: NavigationSession) {
        if base.version != 0 {
            folded = [base]
            baseVersion = base.version
        }
    }

    /// Whether every version since the launch can be recomputed (an export and a fork need that).
    package var reachesLaunch: Bool { folded.isEmpty }

    /// Keeps a batch just applied; `after`, the session it made, is kept as a checkpoint when the batch crossed a
    /// multiple of `checkpointEvery` (a copy-on-write copy of the live session: its buffers are shared until the
    /// next write changes them).
    package mutating func record(
        _ actions: [Action], configuration: SessionConfiguration, maxBytes: Int = defaultMaxBytes, after: NavigationSession? = nil
    ) {
        if let after, (after.version &- actions.count) / Self.checkpointEvery != after.version / Self.checkpointEvery {
            checkpoints.append(after)
        }
        let bytes = Self.weight(of: actions)
        kept.append(actions)
        keptBytes.append(bytes)
        actionCount += actions.count
        byteCount += bytes
        if actionCount > Self.maxActions || byteCount > maxBytes { fold(configuration: configuration, maxBytes: maxBytes) }
    }

    /// About what a batch's actions hold in memory: a push's screen by its strings and rows, any other action a
    /// few words. O(the action), read once when it is recorded.
    package static func weight(of actions: [Action]) -> Int {
        actions.reduce(0) { total, action in
            if case .push(let screen) = action { return total + 64 + weight(of: screen) }
            return total + 16
        }
    }

    private static func weight(of screen: ScreenSpec) -> Int {
        var bytes = 64
        for text in [screen.title, screen.className, screen.image, screen.caption, screen.color, screen.text] {
            bytes += text?.utf8.count ?? 0
        }
        for row in screen.rows {
            bytes += 32 + row.title.utf8.count + (row.detail.map(weight(of:)) ?? 0)
        }
        return bytes
    }

    package mutating func refuse(_ actions: [Action], version: Int, code: ActionError.Code) {
        if refused.count == Self.maxRefused { refusedBytes -= refused.removeFirst().weight }
        let weight = Self.weight(of: actions)
        refused.append(Refused(version: version, actions: actions, code: code, weight: weight))
        refusedBytes += weight
    }

    /// About what the history holds in memory (`segnav_history_bytes` in /metrics): its kept batches by weight, its
    /// refused ones, and each engine value it keeps (the base, the checkpoints) at `engineValueBytes`.
    package var memoryBytes: Int {
        byteCount &+ refusedBytes &+ (folded.count &+ checkpoints.count) &* Self.engineValueBytes
    }

    /// Moves the base forward once the window passes `maxActions`. By a checkpoint first: the newest one that
    /// leaves at least `maxActions` actions after it becomes the base as it is, with no replay, and the batches
    /// before it go (issue 41: replaying each write's actions once more into the base was 8 % of a write's
    /// instructions). So the window holds `maxActions` to `maxActions + foldSlack` actions.
    /// Only past that, or past the byte bound, are the oldest batches replayed into the base, in place, a write's
    /// worth at a time (a session restored without checkpoints, a session pushing large screens): folding half the
    /// window at once was a pause of about a millisecond on the session's shard, which every session on the shard
    /// waited through (BENCHMARKS.md "Tail latency").
    private mutating func fold(configuration: SessionConfiguration, maxBytes: Int) {
        if byteCount <= maxBytes { advanceToCheckpoint() }
        while actionCount > Self.maxActions &+ Self.foldSlack || byteCount > maxBytes, head < kept.count {
            if folded.isEmpty {
                guard var launch = try? NavigationSession(configuration: configuration) else { return }
                _ = launch.takeLaunchEvents()
                folded = [launch]
            }
            for action in kept[head] { _ = try? folded[0].apply(action) }
            dropOldestBatch()
        }
        compactKept()
        baseVersion = folded.first?.version ?? 0
        if let oldest = checkpoints.first, oldest.version <= baseVersion { checkpoints.removeAll { $0.version <= baseVersion } }
        if let oldest = refused.first, oldest.version < baseVersion {
            refused.removeAll { $0.version < baseVersion }
            refusedBytes = refused.reduce(0) { $0 + $1.weight }
        }
    }

    /// How far past `maxActions` the window may grow while it waits for a checkpoint to fold to: one checkpoint's
    /// spacing, and as much again for the batch that crossed it.
    package static let foldSlack = 2 * checkpointEvery

    /// Makes the newest checkpoint with at least `maxActions` actions after it the base (a checkpoint is the session
    /// after a batch, so the batches before it end exactly at its version).
    private mutating func advanceToCheckpoint() {
        let latest = baseVersion &+ actionCount &- Self.maxActions
        guard let index = checkpoints.lastIndex(where: { $0.version <= latest }) else { return }
        let target = checkpoints[index].version
        var version = baseVersion
        var end = head
        while end < kept.count, version &+ kept[end].count <= target {
            version &+= kept[end].count
            end += 1
        }
        guard version == target else { return }
        while head < end { dropOldestBatch() }
        folded = [checkpoints[index]]
        baseVersion = target
    }

    private mutating func dropOldestBatch() {
        actionCount -= kept[head].count
        byteCount -= keptBytes[head]
        head += 1
    }

    /// Batches already in the base leave `kept` in bulk, once they are half of it.
    private mutating func compactKept() {
        if head > kept.count / 2 {
            kept.removeFirst(head)
            keptBytes.removeFirst(head)
            head = 0
        }
    }

    private func base(_ configuration: SessionConfiguration) -> NavigationSession? {
        if let session = folded.first { return session }
        var session = try? NavigationSession(configuration: configuration)
        _ = session?.takeLaunchEvents()
        return session
    }

    /// The session as it was at `version`, or nil if that version is outside the window. It starts from the newest
    /// checkpoint not past `version` (else the base), so it replays fewer than `checkpointEvery` actions.
    package func session(at version: Int, configuration: SessionConfiguration) -> NavigationSession? {
        guard version >= baseVersion else { return nil }
        let start = checkpoints.last { $0.version <= version }
        guard var session = start ?? base(configuration) else { return nil }
        var skip = session.version &- baseVersion
        for batch in batches {
            if skip >= batch.count {
                skip -= batch.count
                continue
            }
            for action in batch.dropFirst(skip) {
                if session.version == version { return session }
                do { _ = try session.apply(action) } catch { return nil }
            }
            skip = 0
        }
        return session.version == version ? session : nil
    }

    /// The versions a read can reach now: from the base to the last batch.
    package var reachable: ClosedRange<Int> { baseVersion...(baseVersion + actionCount) }

    /// One step of the recorded past, in order: the launch, each applied batch with its events, each refusal.
    package enum Step {
        case launch([Event])
        case applied([Action], [Event])
        case refused(Refused)
    }

    /// The whole past from the launch, recomputed; nil once the launch has been folded away. `observe` sees the
    /// session after the launch and after each applied batch (the export reads its names and states there).
    package func replay(configuration: SessionConfiguration, observe: (NavigationSession) -> Void = { _ in }) -> [Step]? {
        guard reachesLaunch, var session = try? NavigationSession(configuration: configuration) else { return nil }
        var steps: [Step] = [.launch(session.takeLaunchEvents())]
        observe(session)
        var refusals = refused[...]
        func refusalsUntil(_ version: Int) {
            while let next = refusals.first, next.version <= version {
                steps.append(.refused(next))
                refusals.removeFirst()
            }
        }
        for batch in batches {
            refusalsUntil(session.version)
            guard let outcome = try? session.apply(batch: batch) else { return nil }
            steps.append(.applied(batch, outcome.events))
            observe(session)
        }
        refusalsUntil(Int.max)
        return steps
    }
}
