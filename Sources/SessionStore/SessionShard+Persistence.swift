import NavigationModel

extension SessionShard {
    /// One session as a state file keeps it. Built inside the shard's turn (`exportRecords`), the only writer of the
    /// session and its log, so the events end exactly at the session's `lastEventSeq`.
    package struct Exported: Sendable {
        package let id: String
        package let session: NavigationSession
        /// The ring's retained events as served, oldest first (slices share the log's storage: no copy).
        package let events: [ArraySlice<UInt8>]
        /// In the store's clock (`SessionStore.now`).
        package let lastUsed: Int

        package init(id: String, session: NavigationSession, entry: SessionEntry) {
            self.id = id
            self.session = session
            self.events = entry.log.retained.events
            self.lastUsed = entry.lastUsed.load(ordering: .relaxed)
        }
    }
}
