/// Subscribers (streams, at the edge) following a session: started in the
/// turn that reads the backlog, fed in the turn that applies each action.
extension SessionShard {
    package enum SubscribeFailure: Error {
        case notFound
        /// At `--max-streams-per-session`.
        case sessionFull
        case closing
    }

    /// Starts `subscriber` following the session: first what it missed
    /// (events after `since`, from the ring, if it gave one) and the current
    /// state, then everything each action produces.
    package func subscribe(id: String, since: Int?, subscriber: any SessionSubscriber, perSessionLimit: Int) throws(SubscribeFailure) {
        guard !closed else { throw .closing }
        guard var record = records[id] else { throw .notFound }
        record.subscribers = record.subscribers.filter { !$0.value.isClosed }
        guard record.subscribers.count < perSessionLimit else { throw .sessionFull }
        if subscriber.open(log: record.entry.log, since: since, snapshot: record.entry.snapshot) {
            nextSubscriber += 1
            record.subscribers[nextSubscriber] = subscriber
        }
        records[id] = record
    }

    /// Hands one change to every subscriber; forgets those that are gone.
    package func deliver(_ change: SessionChange, to record: inout Record) {
        var gone: [Int] = []
        for (token, subscriber) in record.subscribers where !subscriber.deliver(change) {
            gone.append(token)
        }
        for token in gone { record.subscribers.removeValue(forKey: token) }
    }
}
