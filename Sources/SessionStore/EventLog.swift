import NavigationModel
import Synchronization
import SegnavWire

/// One session's events, encoded once, in a bounded ring (DESIGN.md §4: default
/// 10 000; `dropped` tells a slow reader what it missed).
///
/// The shard actor is its only writer; readers (`GET …/events`) take the lock
/// on the MHD thread instead of hopping to the actor (DESIGN.md §5). Events sit
/// back to back in one byte buffer with 32-bit end offsets: an array per
/// event would cost its own header, and idle sessions are mostly their launch
/// events (BENCHMARKS.md holds the memory per idle session to its bar).
package final class EventLog: Sendable {
    package struct Page: Sendable {
        package var events: [ArraySlice<UInt8>]
        package var next: Int
        package var dropped: Int
        package var lastSeq: Int
    }

    private struct Storage {
        var bytes: [UInt8] = []
        /// `ends[i]` is where event `i` stops in `bytes`; it starts where `i - 1` stops (or at `start`).
        var ends: [UInt32] = []
        /// Events before this index were dropped and wait for compaction.
        var first = 0
        /// Byte offset where event `first` starts.
        var start = 0
        /// Sequence number of the newest event (0 = none yet).
        var lastSeq = 0

        var count: Int { ends.count - first }

        func range(_ i: Int) -> Range<Int> {
            (i == first ? start : Int(ends[i - 1]))..<Int(ends[i])
        }

        /// Drops the oldest event; compacts when half the storage is dead, so appends stay amortized O(1).
        mutating func dropOldest() {
            start = Int(ends[first])
            first += 1
            if first * 2 > ends.count {
                bytes.removeFirst(start)
                ends.removeFirst(first)
                for i in ends.indices { ends[i] -= UInt32(start) }
                first = 0
                start = 0
            }
        }
    }

    package let capacity: Int
    private let storage = Mutex(Storage())
    /// The seqs a client may name (`since`, `Last-Event-ID`): a log counts far
    /// below this, and `since + 1` and its kin cannot overflow within it.
    package static let seqRange = 0...Int(Int32.max)

    package init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    package var lastSeq: Int { storage.withLock { $0.lastSeq } }

    /// Starts an empty log with launch events interned by `LaunchLogs`: the
    /// arrays are shared copy-on-write with every session that launched the
    /// same way, until this one appends.
    package func start(with launch: LaunchLogs.Launch, lastSeq: Int) {
        storage.withLock { storage in
            precondition(storage.ends.isEmpty, "a log starts once")
            storage.bytes = launch.bytes
            storage.ends = launch.ends
            storage.lastSeq = lastSeq
            while storage.count > capacity { storage.dropOldest() }
        }
    }

    /// Appends events already encoded, in order; their `seq`s continue the log's.
    package func append(_ events: EncodedEvents, lastSeq: Int) {
        storage.withLock { storage in
            if storage.ends.isEmpty {
                // Restored from a state file: sized exactly, since most sessions stay idle.
                storage.bytes.reserveCapacity(events.joined.count)
                storage.ends.reserveCapacity(events.count)
            }
            events.appendUnjoined(to: &storage.bytes, ends: &storage.ends)
            while storage.count > capacity { storage.dropOldest() }
            storage.lastSeq = lastSeq
        }
    }

    /// Events with `seq > since`, at most `limit`.
    package func read(since: Int, limit: Int) -> Page {
        storage.withLock { storage in
            let firstSeq = storage.lastSeq - storage.count + 1
            let from = max(since + 1, firstSeq)
            let dropped = max(0, firstSeq - (since + 1))
            guard from <= storage.lastSeq, limit > 0 else {
                return Page(events: [], next: since, dropped: dropped, lastSeq: storage.lastSeq)
            }
            let upTo = min(storage.lastSeq, from + limit - 1)
            var events: [ArraySlice<UInt8>] = []
            events.reserveCapacity(upTo - from + 1)
            for seq in from...upTo {
                events.append(storage.bytes[storage.range(storage.first + seq - firstSeq)])
            }
            return Page(events: events, next: upTo, dropped: dropped, lastSeq: storage.lastSeq)
        }
    }
}

/// Launch events, stored once per distinct launch. Sessions made from the same
/// preset and options launch identically (the engine is deterministic), and an
/// idle session is mostly its launch events: shared, a preset's launch costs
/// one copy for all its sessions (BENCHMARKS.md, memory per idle session).
/// Keyed by the bytes themselves, so only truly equal launches share.
package final class LaunchLogs: Sendable {
    package struct Launch: Sendable {
        package let bytes: [UInt8]
        package let ends: [UInt32]

        /// The log form of these events (back to back, no commas), not shared.
        package init(_ events: EncodedEvents) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(events.joined.count)
            var ends: [UInt32] = []
            ends.reserveCapacity(events.count)
            events.appendUnjoined(to: &bytes, ends: &ends)
            self.bytes = bytes
            self.ends = ends
        }
    }

    /// Distinct launches kept (presets × devices × runtimes × fidelities is
    /// 36); beyond it, new ones are simply not shared.
    package let limit: Int
    private let table = Mutex<[[UInt8]: Launch]>([:])

    package init(limit: Int = 256) {
        self.limit = limit
    }

    /// The shared form of these encoded events.
    package func intern(_ events: EncodedEvents) -> Launch {
        let launch = Launch(events)
        return table.withLock { table in
            if let known = table[launch.bytes] { return known }
            if table.count < limit { table[launch.bytes] = launch }
            return launch
        }
    }
}
