import SegnavWire
/// Something that follows one session from inside its shard's turns (a
/// stream, at the HTTP edge: `StreamSubscriber`). The shard calls it in the
/// same turn that changes the session, so nothing falls between the backlog
/// and the live changes; what the calls mean on the wire is the subscriber's
/// business, not the store's.
package protocol SessionSubscriber: AnyObject, Sendable {
    /// The subscription begins: the events after `since` (if given) are in
    /// `log`, the state now is `snapshot`. False when it could not take them
    /// all and has ended itself; the shard then forgets it.
    func open(log: EventLog, since: Int?, snapshot: Snapshot) -> Bool
    /// One applied action. False when the subscriber is gone (its client left,
    /// or it fell too far behind and ended itself); the shard forgets it.
    func deliver(_ change: SessionChange) -> Bool
    /// The session ended, or the server stops: the last call it gets.
    func end(_ reason: SessionEnd, lastEventSeq: Int)
    /// Its client is gone: it no longer counts against the per-session limit.
    var isClosed: Bool { get }
}

/// One applied action as every subscriber of the session sees it; the first
/// keeps what it encodes in `derived` for the others, so one action is
/// encoded once whatever the number of subscribers.
package final class SessionChange: Sendable {
    package let events: EncodedEvents
    package let snapshot: Snapshot
    package let derived = EdgeSlot()

    package init(events: EncodedEvents, snapshot: Snapshot) {
        self.events = events
        self.snapshot = snapshot
    }
}

/// Why a session stopped existing, as waiters and subscribers are told.
package enum SessionEnd: String, Sendable {
    case deleted
    /// Evicted after the idle TTL.
    case expired
    /// Not the session's end: the server's (its streams end; the session lives on in a state file, if any).
    case shutdown
}
