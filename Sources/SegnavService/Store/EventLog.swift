import NavigationModel
import Synchronization

/// One session's events, encoded once, in a bounded ring (SPEC §3: default
/// 10 000; `dropped` tells a slow reader what it missed).
///
/// The shard actor is its only writer; readers (`GET …/events`) take the lock
/// on the MHD thread instead of hopping to the actor (SPEC §4).
final class EventLog: Sendable {
    struct Page: Sendable {
        var events: [[UInt8]]
        var next: Int
        var dropped: Int
        var lastSeq: Int
    }

    private struct Ring {
        var entries: [[UInt8]] = []
        /// Index of the oldest entry once the ring is full.
        var head = 0
        /// Sequence number of the newest entry (0 = none yet).
        var lastSeq = 0
    }

    let capacity: Int
    private let ring = Mutex(Ring())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    var lastSeq: Int { ring.withLock { $0.lastSeq } }

    /// Appends events already encoded, in order; their `seq`s continue the log's.
    func append(_ encoded: [[UInt8]], lastSeq: Int) {
        ring.withLock { ring in
            for bytes in encoded {
                if ring.entries.count < capacity {
                    ring.entries.append(bytes)
                } else {
                    ring.entries[ring.head] = bytes
                    ring.head = (ring.head + 1) % capacity
                }
            }
            ring.lastSeq = lastSeq
        }
    }

    /// Events with `seq > since`, at most `limit`.
    func read(since: Int, limit: Int) -> Page {
        ring.withLock { ring in
            let count = ring.entries.count
            let firstSeq = ring.lastSeq - count + 1
            let from = max(since + 1, firstSeq)
            let dropped = max(0, firstSeq - (since + 1))
            guard from <= ring.lastSeq, limit > 0 else {
                return Page(events: [], next: since, dropped: dropped, lastSeq: ring.lastSeq)
            }
            let upTo = min(ring.lastSeq, from + limit - 1)
            var events: [[UInt8]] = []
            events.reserveCapacity(upTo - from + 1)
            for seq in from...upTo {
                let offset = seq - firstSeq
                events.append(ring.entries[(ring.head + offset) % count])
            }
            return Page(events: events, next: upTo, dropped: dropped, lastSeq: ring.lastSeq)
        }
    }
}
