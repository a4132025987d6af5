/// For each call depth k, the seq a call at depth k + 1 names as its caller (`World.callerSeq`): the latest event at
/// depth k that is not a warning, or 0 once a shallower event followed it. Updated as events are appended, one step
/// each; `sync` starts over when the events were replaced or changed (a new action's list), which it tells by their
/// count and the last one's seq (seqs only grow).
struct CallerIndex: Sendable {
    /// `table[k]` for k below `levels`: the caller of a call at depth k + 1; from `levels` on, 0. Levels are cut
    /// by moving `levels`, not by removing elements (the removal was most of the index's cost per event).
    private var table: [Int] = []
    private var levels = 0
    private var count = 0
    private var lastSeq = -1

    mutating func sync(with events: [Event]) {
        let n = events.count
        if count > n || (count > 0 && events[count - 1].seq != lastSeq) {
            levels = 0
            count = 0
        }
        while count < n {
            let d = events[count].depth
            if d >= 0 {
                // A shallower event ends every deeper level's caller: those levels start again.
                if levels > d + 1 { levels = d + 1 }
                while levels <= d {
                    if levels < table.count { table[levels] = 0 } else { table.append(0) }
                    levels += 1
                }
                if events[count].name != .warning { table[d] = events[count].seq }
            }
            count += 1
        }
        lastSeq = n > 0 ? events[n - 1].seq : -1
    }

    func caller(atDepth depth: Int) -> Int {
        let level = depth - 1
        return level >= 0 && level < levels ? table[level] : 0
    }
}
