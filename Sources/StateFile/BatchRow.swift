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
    /// With `interning`: the screens its pushes name by reference (`StoredScreens`), each once, with its text.
    package private(set) var screens: [String: [UInt8]] = [:]
    private let interning: Bool

    /// `interning`: large pushed screens are written as references, and the writer stores them once. Off for rows
    /// written where no `screens` table is kept beside them (a schema upgrade's rewrite).
    package init(interning: Bool = false) { self.interning = interning }

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
        if interning {
            w.array(actions) { w, action in write(action, to: &w) }
        } else {
            JournalActions.encode(actions, into: &w)
        }
        w.append(to: &encoded)
        batches += 1
    }

    /// A push of a screen of `StoredScreens.minimumBytes` or more as a reference; every other action as the API
    /// spells it.
    private mutating func write(_ action: Action, to w: inout JSONWriter) {
        guard case .push(let screen) = action else { return ActionEncoder.write(action, to: &w) }
        var text = JSONWriter(capacity: 256)
        ActionEncoder.write(screen, to: &text)
        guard text.byteCount >= StoredScreens.minimumBytes else { return ActionEncoder.write(action, to: &w) }
        let bytes = text.bytes
        let reference = StoredScreens.reference(of: bytes)
        // Another screen of this row under the same reference (a hash collision): this one stays in the row.
        if let other = screens[reference], other != bytes { return ActionEncoder.write(action, to: &w) }
        screens[reference] = bytes
        w.object { w in
            w.key("type")
            w.name(action.typeName)
            w.member("screenRef", reference)
        }
    }

    /// The `actions` column.
    package var text: [UInt8] { batches > 1 ? encoded + [UInt8(ascii: "]")] : encoded }
}
