import NavigationModel
import SQLiteDatabase

extension StateDatabase {
    /// Brings a file of an older schema version to this one in one transaction, before the journal writes a row: the
    /// version says how every row is spelled, so rows of the old spelling are rewritten in the new one with it.
    /// Runs after `restore` read every row it replays with the same decoder, so those all decode; a row that does
    /// not is one restore skipped (its session's stored state already holds it), and is left as it is for the same
    /// reason.
    func upgrade(from version: Int) throws(SQLiteError) {
        try database.execute("BEGIN IMMEDIATE")
        do throws(SQLiteError) {
            let old = JournalActions.Spelling(schemaVersion: version)
            if old != JournalActions.Spelling(schemaVersion: Self.schemaVersion) {
                try rewriteActions(from: old)
            }
            try database.execute("PRAGMA user_version = \(Self.schemaVersion)")
            try database.execute("COMMIT")
        } catch {
            try? database.execute("ROLLBACK")
            throw error
        }
    }

    private func rewriteActions(from old: JournalActions.Spelling) throws(SQLiteError) {
        let select = try database.prepare("SELECT session, version, actions FROM actions")
        var rows: [(session: String, version: Int, actions: [UInt8])] = []
        while try select.step() {
            rows.append((select.text(0) ?? "", select.integer(1), select.bytes(2)))
        }
        let update = try database.prepare("UPDATE actions SET actions = ? WHERE session = ? AND version = ?")
        for row in rows {
            guard let batches = try? JournalActions.decodeBatches(row.actions, spelling: old) else { continue }
            update.bindText(1, bytes: JournalActions.encode(batches: batches))
            update.bind(2, row.session)
            update.bind(3, row.version)
            try update.run()
        }
    }
}
