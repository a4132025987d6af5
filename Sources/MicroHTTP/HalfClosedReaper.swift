import CMicroHTTPD
import Synchronization

/// Finds the connections whose client has gone but that libmicrohttpd still
/// holds, and hangs up on them so it lets them go.
///
/// libmicrohttpd 0.9.75's epoll mode clears a socket's read-ready flag when a
/// read returns less than it asked for, and waits for the next edge. A client
/// whose last bytes and FIN arrive together (part of a request, then close)
/// makes no next edge: the FIN is never read, and the connection sits in
/// CLOSE_WAIT, holding a slot of `--connection-limit`, until the idle timeout.
/// A burst of such clients, which hold no socket themselves, locked everyone
/// out (RELIABILITY.md §7, "Half-closed floods"). poll(2) would see every FIN, but its cost grows with every
/// idle connection on every round (BENCHMARKS.md, "Poller"): so epoll stays,
/// and this watch covers its blind spot.
///
/// It peeks (consuming nothing) at the sockets of connections that wait for a
/// request: every 250 ms for those with none or part of one (where a flood
/// lands), every 2 s for idle keep-alive ones, and at once when the limit is
/// reached (at most every 5 ms), so a flood cannot keep the limit full between
/// sweeps. A connection whose request is being handled is left alone: a
/// client may half-close after its request and still wait for the answer
/// (streams watch their own, `ResponseStream.endIfClientGone`). One residual
/// race, at the limit only: a client that half-closes right after a whole
/// request, caught in the microseconds before libmicrohttpd hands that request
/// over, is hung up on (away from the limit a second look 250 ms later is
/// required first). A dead connection is hung up (`shutdown`), which wakes
/// libmicrohttpd's epoll; it then closes it as it would any whose client left.
/// The socket is still libmicrohttpd's while it is in this table: the close
/// notification, which removes it under the same lock, comes before
/// libmicrohttpd closes it.
final class HalfClosedReaper: Sendable {
    /// One connection, from its start notification to its close notification.
    final class Entry: Sendable {
        let fd: Int32
        let started: Int64
        /// A request is being handled (from its hand-off to its completion).
        let busy = Atomic<Bool>(false)
        /// Request lines received and requests completed on it: unchanged
        /// between two sweeps means nothing happened in between; 0 means no
        /// request line ever arrived, so no request can be complete.
        let activity = Atomic<Int>(0)

        init(fd: Int32, started: Int64) {
            self.fd = fd
            self.started = started
        }
    }

    private struct Slot {
        let entry: Entry
        /// `activity` when a sweep last saw the client gone (nil: not seen gone).
        var goneAt: Int?
        var hungUp = false
    }

    private final class Stripe: Sendable {
        let slots = Mutex<[UInt: Slot]>([:])
    }

    private let stripes: [Stripe] = (0..<16).map { _ in Stripe() }
    private let lastUrgentSweep = Atomic<Int64>(0)
    private let timer = Mutex<Task<Void, Never>?>(nil)
    static let tick = Duration.milliseconds(250)
    /// Idle keep-alive connections are checked every this many ticks.
    static let idleTicks = 8
    static let urgentInterval: Int64 = 5_000_000

    private func stripe(_ key: UInt) -> Stripe { stripes[Int((key >> 4) % UInt(stripes.count))] }

    func add(_ connection: OpaquePointer, _ entry: Entry) {
        let key = UInt(bitPattern: Int(bitPattern: connection))
        stripe(key).slots.withLock { $0[key] = Slot(entry: entry) }
    }

    func remove(_ connection: OpaquePointer) {
        let key = UInt(bitPattern: Int(bitPattern: connection))
        _ = stripe(key).slots.withLock { $0.removeValue(forKey: key) }
    }

    /// Hangs up on the dead connections among those due; returns how many.
    /// `everyone`: idle keep-alive connections too, not only those waiting
    /// for (the rest of) a request. `urgent`: at the connection limit, where
    /// the alternative is refusing a client that is alive.
    @discardableResult
    func sweep(everyone: Bool, urgent: Bool = false) -> Int {
        var hungUp = 0
        for stripe in stripes {
            stripe.slots.withLock { slots in
                for (key, slot) in slots where !slot.hungUp && !slot.entry.busy.load(ordering: .relaxed) {
                    let activity = slot.entry.activity.load(ordering: .relaxed)
                    // Odd: a request line came and its request is not handled yet.
                    guard everyone || activity == 0 || activity % 2 == 1 else { continue }
                    guard PeerSocket.isGone(slot.entry.fd) else {
                        if slot.goneAt != nil { slots[key]?.goneAt = nil }
                        continue
                    }
                    // Without a request line no request can be complete: dead. With
                    // one, its client may have half-closed after a whole request
                    // that libmicrohttpd has read but not handed over yet (a few
                    // microseconds): hang up only if nothing happened since a sweep
                    // first saw it gone, or at once at the limit.
                    if activity == 0 || urgent || slot.goneAt == activity {
                        PeerSocket.hangUp(slot.entry.fd)
                        slots[key]?.hungUp = true
                        hungUp += 1
                    } else {
                        slots[key]?.goneAt = activity
                    }
                }
            }
        }
        return hungUp
    }

    /// At the connection limit: a sweep of everyone, unless one ran in the
    /// last 5 ms (so a flood of refused clients cannot make it run non-stop).
    func sweepAtLimit(now: Int64) -> Int {
        let last = lastUrgentSweep.load(ordering: .relaxed)
        guard now - last >= Self.urgentInterval,
            lastUrgentSweep.compareExchange(expected: last, desired: now, ordering: .relaxed).exchanged
        else { return 0 }
        return sweep(everyone: true, urgent: true)
    }

    func start() {
        timer.withLock { timer in
            guard timer == nil else { return }
            timer = Task { [weak self] in
                var tick = 0
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.tick)
                    guard let self else { return }
                    tick += 1
                    self.sweep(everyone: tick % Self.idleTicks == 0)
                }
            }
        }
    }

    func stop() {
        timer.withLock { timer in
            timer?.cancel()
            timer = nil
        }
    }
}
