import NavigationModel
import SegnavWire

/// One session's action batches of one commit, as the one row that keeps them: a busy session's writes cost one
/// SQLite row per commit instead of one each (SQLite's row was most of the writer's cost per action, DESIGN.md
/// §5.7). One batch is kept as `[action, …]`; several as an array of batches (`[[…],[…]]`), so replay still applies
/// and records them one by one. The row's version and last event seq are its last batch's; each batch's own
/// version follows, since every action moves the version by exactly one.
package struct BatchRow {
    package private(set) var version = 0
    package private(set) var lastEventSeq = 0
    package private(set) var batches = 0
    private var encoded: [UInt8] = []

    package init() {}

    package mutating func add(_ actions: [Action], version: Int, lastEventSeq: Int) {
        append(actions)
        self.version = version
        self.lastEventSeq = lastEventSeq
    }

    /// Bytes straight into the row's buffer (the writer's own cost per action: an interpolated String per action
    /// was a third of it, before).
    package mutating func append(_ actions: [Action]) {
        if batches == 1 { encoded.insert(UInt8(ascii: "["), at: 0) }
        if batches > 0 { encoded.append(UInt8(ascii: ",")) }
        var w = JSONWriter(capacity: 48 * actions.count)
        JournalActions.encode(actions, into: &w)
        w.append(to: &encoded)
        batches += 1
    }

    /// The `actions` column.
    package var text: [UInt8] { batches > 1 ? encoded + [UInt8(ascii: "]")] : encoded }
}
