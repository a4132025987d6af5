extension EventLog {
    /// Every event the ring still holds, oldest first, with the log's `lastSeq`: what a state file must keep so a
    /// reader's `since`, `next` and `dropped` mean the same after a restart (the first retained seq is implied by
    /// `lastSeq` and the count, as in the ring itself).
    package var retained: Page { read(since: 0, limit: capacity) }
}

extension EventLog {
    /// The retained events with a seq up to `seq`, oldest first: what a compaction's snapshot at that seq keeps,
    /// since the replay after it makes only the later ones again. Usually none: the replay's own events fill
    /// the ring.
    package func retained(through seq: Int) -> [ArraySlice<UInt8>] {
        let firstSeq = read(since: 0, limit: 0).dropped + 1
        guard seq >= firstSeq else { return [] }
        return read(since: firstSeq - 1, limit: seq - firstSeq + 1).events
    }
}
