import Synchronization

/// A place where the layer above the store keeps what it derived from one
/// immutable store value — an HTTP answer prepared from a snapshot, the stream
/// messages of one change — so that it is made once, however many readers
/// want it. The store only holds it: it knows nothing of what is inside.
/// A non-copyable value kept inside its owner rather than an object of its own: every write makes a snapshot
/// with three, and each was an allocation (issue 41, `segnav-allocations`).
package struct EdgeSlot: ~Copyable, Sendable {
    private let slot = Mutex<(any AnyObject & Sendable)?>(nil)

    package init() {}

    /// The kept value, or `make`'s, kept. Two readers racing may both make
    /// one; both are equal, and one is kept.
    package func value<T: AnyObject & Sendable>(_ make: () -> T) -> T {
        if let kept = slot.withLock({ $0 }) as? T { return kept }
        let made = make()
        slot.withLock { $0 = made }
        return made
    }
}

/// A value type wrapped for an `EdgeSlot`.
package final class Boxed<Value: Sendable>: Sendable {
    package let value: Value
    package init(_ value: Value) { self.value = value }
}
