/// The store's TTL clock: whole seconds since the store started. Given by
/// the layer above (the transport's coarse monotonic clock in the daemon),
/// so the store needs nothing below it and tests can pass their own.
package struct StoreClock: Sendable {
    private let read: @Sendable () -> Int
    private let started: Int

    package init(_ read: @escaping @Sendable () -> Int) {
        self.read = read
        self.started = read()
    }

    package var now: Int { read() - started }
}
