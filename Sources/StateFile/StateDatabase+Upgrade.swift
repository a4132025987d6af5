import NavigationModel
import SQLiteDatabase

extension StateDatabase {
    /// Brings a file of an older schema version to this one in one transaction, before the journal writes a row: the
    /// version says how every row is spelled, so rows of the old spelling are rewritten in the new one with it.
    /// Runs after `restore` read every row it replays with the same decoder, so those all decode; a row that does
    /// not is one restore skipped (its session's stored state already holds it), and is left as it is for the same
    /// reason.
    func upgrade(from version: Int) throws(SQLiteError) {
        try database.execute(Schema.begin)
        do throws(SQLiteError) {
            let old = JournalActions.Spelling(schemaVersion: version)
            if old != JournalActions.Spelling(schemaVersion: Self.schemaVersion) {
                try rewriteActions(from: old)
            }
            if version < 4 {
                try database.execute(Schema.addScreensColumn)
                try database.execute(Schema.storedScreens)
            }
            try database.execute(Schema.setVersion(Self.schemaVersion))
            try database.execute(Schema.commit)
        } catch {
            try? database.execute(Schema.rollback)
            throw error
        }
    }

    private func rewriteActions(from old: JournalActions.Spelling) throws(SQLiteError) {
        let select = try database.prepare(Schema.selectActionTexts)
        var rows: [(session: String, version: Int, actions: [UInt8])] = []
        while try select.step() {
            rows.append((select.text(0) ?? "", select.integer(1), select.bytes(2)))
        }
        let update = try database.prepare(Schema.updateActionText)
        for row in rows {
            guard let batches = try? JournalActions.decodeBatches(row.actions, spelling: old) else { continue }
            update.bindText(1, bytes: JournalActions.encode(batches: batches))
            update.bind(2, row.session)
            update.bind(3, row.version)
            try update.run()
        }
    }
}
