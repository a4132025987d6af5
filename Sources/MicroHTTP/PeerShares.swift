import CMicroHTTPD
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

/// Each client address's part of the budget for unread answers (`ResponseMemory`).
///
/// The budget alone lets one client spend it for everybody: a write's answer
/// must go out even past the limit (a refused answer would hide that the write
/// was done), so a client that opens many connections, sends a write with a
/// large answer on each and never reads pins the whole budget, and every other
/// client's reads get 503 until the idle timeout (RELIABILITY.md §7.2). Counted
/// per peer as well, a client whose unread answers hold its share gets the 503
/// itself: its reads when their answer is queued, its writes before they reach
/// their handler, so nothing it asks for is done (DESIGN.md §5.4).
///
/// Per address and not per connection, since connections are what such a
/// client multiplies. Safe behind a reverse proxy, whose connections all come
/// from one address: a proxy reads answers as they come (nginx's proxy
/// buffering), so its share stays near empty; only clients that do not read
/// pin answers. An IPv6 client is counted by its /64, which one host is
/// usually given whole (an IPv4-mapped address counts as the IPv4 one).
///
/// A fixed table of atomic counters indexed by a hash of the address: no lock,
/// no dictionary, no allocation per request, and a bounded size however many
/// clients come. Two addresses that hash alike share a counter, which only
/// makes the share stricter for them.
final class PeerShares: @unchecked Sendable {
    /// Counters in the table: a power of two, so a slot is the hash's top bits.
    static let slotBits = 12
    static let slots = 1 << slotBits

    /// Bytes a peer's unread answers may hold before its next request is refused.
    let share: Int
    // @unchecked: written only through the atomics it holds; allocated once, freed in deinit.
    private let counters: UnsafeMutablePointer<Atomic<Int>>

    init(share: Int) {
        self.share = share
        counters = .allocate(capacity: Self.slots)
        for index in 0..<Self.slots { (counters + index).initialize(to: Atomic(0)) }
    }

    deinit {
        counters.deinitialize(count: Self.slots)
        counters.deallocate()
    }

    /// Bytes held now by the peer in `slot`.
    func held(_ slot: Int) -> Int { counters[slot].load(ordering: .relaxed) }

    /// The peer's unread answers hold its share: a write is refused before it applies.
    func isFull(_ slot: Int) -> Bool { held(slot) >= share }

    /// Takes `bytes` for the peer if it holds less than its share now (so any
    /// one answer fits a peer that has nothing unread, however large); false
    /// (nothing taken) otherwise.
    func reserve(_ bytes: Int, slot: Int) -> Bool {
        guard bytes > 0 else { return true }
        // One read-modify-write, not a load and a compare-exchange: every
        // request of a busy peer (a proxy: all of them) lands on this counter.
        // Taken back if the peer held its share: meanwhile the counter reads
        // higher only for a peer that is refused anyway.
        let before = counters[slot].wrappingAdd(bytes, ordering: .relaxed).oldValue
        guard before >= share else { return true }
        counters[slot].subtract(bytes, ordering: .relaxed)
        return false
    }

    /// Takes `bytes` even past the share: a write's answer, once the write is done.
    func forceReserve(_ bytes: Int, slot: Int) {
        if bytes > 0 { counters[slot].add(bytes, ordering: .relaxed) }
    }

    func release(_ bytes: Int, slot: Int) {
        if bytes > 0 { counters[slot].subtract(bytes, ordering: .relaxed) }
    }

    /// The slot of a client address (libmicrohttpd's `MHD_CONNECTION_INFO_CLIENT_ADDRESS`);
    /// slot 0 for none or an unknown family.
    static func slot(of address: UnsafePointer<sockaddr>?) -> Int {
        guard let address else { return 0 }
        let raw = UnsafeRawPointer(address)
        let key: UInt64
        switch Int32(address.pointee.sa_family) {
        case AF_INET:
            key = UInt64(
                UInt32(
                    bigEndian: raw.loadUnaligned(
                        fromByteOffset: MemoryLayout<sockaddr_in>.offset(of: \.sin_addr)!, as: UInt32.self)))
        case AF_INET6:
            let start = MemoryLayout<sockaddr_in6>.offset(of: \.sin6_addr)!
            func word(_ index: Int) -> UInt32 {
                UInt32(bigEndian: raw.loadUnaligned(fromByteOffset: start + 4 * index, as: UInt32.self))
            }
            if word(0) == 0, word(1) == 0, word(2) == 0xFFFF {
                key = UInt64(word(3))  // ::ffff:a.b.c.d is a.b.c.d
            } else {
                // The /64, marked so that it does not land where the IPv4 addresses do.
                key = (UInt64(word(0)) << 32 | UInt64(word(1))) ^ (1 << 63)
            }
        default:
            return 0
        }
        // Fibonacci hashing: the top bits of the product mix every bit of the key.
        return Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> UInt64(64 - slotBits))
    }
}
