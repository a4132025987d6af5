/// A first-in, first-out queue over one array. Pops advance a head index, and
/// the consumed front is cut off once it is half the storage, so a queue that
/// never runs empty under sustained load holds only what is waiting (amortized
/// O(1), as `EventLog`'s ring). Without the cut, the `DeferredExecutor`'s
/// queue grew by one slot per job for as long as load kept it non-empty.
struct FIFO<Element> {
    private var storage: [Element] = []
    private var head = 0

    init(capacity: Int = 0) {
        storage.reserveCapacity(capacity)
    }

    var isEmpty: Bool { head == storage.count }
    var count: Int { storage.count - head }
    /// Slots in use, consumed or not: what the queue costs in memory.
    var storageCount: Int { storage.count }

    /// The element `pop` would return next.
    var first: Element? { head < storage.count ? storage[head] : nil }

    /// Replaces the first element (a stream's partly sent chunk).
    mutating func replaceFirst(_ element: Element) {
        precondition(head < storage.count, "replaceFirst on an empty queue")
        storage[head] = element
    }

    mutating func push(_ element: Element) {
        storage.append(element)
    }

    mutating func pop() -> Element? {
        guard head < storage.count else { return nil }
        let element = storage[head]
        head += 1
        if head == storage.count {
            storage.removeAll(keepingCapacity: storage.capacity <= 4096)
            head = 0
        } else if head >= 1024, head * 2 >= storage.count {
            storage.removeFirst(head)
            head = 0
        }
        return element
    }
}
