extension EventLog {
    /// Every event the ring still holds, oldest first, with the log's `lastSeq`: what a state file must keep so a
    /// reader's `since`, `next` and `dropped` mean the same after a restart (the first retained seq is implied by
    /// `lastSeq` and the count, as in the ring itself).
    var retained: Page { read(since: 0, limit: capacity) }
}
