import NavigationModel

extension Event {
    /// As a `JSON` value (for `/v1/compare`, which nests events in a larger document):
    /// parsed back from `encoded`, so both forms can never disagree.
    package var json: JSON { (try? JSON.parse(encoded)) ?? .null }

    /// One event as DESIGN.md §4 names it; `args` holds only what the call had.
    /// Every event is encoded once, on the write path (`EncodedEvents`).
    package var encoded: [UInt8] {
        var w = JSONWriter(capacity: 192)
        write(to: &w)
        return w.bytes
    }

    /// In runs of literal text (`JSONWriter.open`): every event has the same
    /// members in the same order, and an action writes ten of them.
    package func write(to w: inout JSONWriter) {
        w.open(#"{"seq":"#)
        w.int(seq)
        w.text(#","time":"#)
        w.number(time)
        w.text(#","action":"#)
        w.int(action)
        w.text(#","receiver":{"id":"#)
        w.string(receiver.id)
        w.text(#","class":"#)
        w.string(receiver.className)
        w.text(#"},"name":"#)
        w.name(name.rawValue)
        w.text(#","args":{"#)
        if let animated = args.animated { w.member("animated", animated) }
        if let appearing = args.appearing { w.member("appearing", appearing) }
        switch args.parentArgument {
        case .absent: break
        case .none: w.key("parent"); w.null()
        case .serial(let serial): w.key("parent"); w.controllerID(serial: serial)
        case .text(let id): w.member("parent", id)
        }
        switch args.shownArgument {
        case .absent, .none: break
        case .serial(let serial): w.key("viewController"); w.controllerID(serial: serial)
        case .text(let id): w.member("viewController", id)
        }
        if let code = args.code {
            w.key("code")
            w.name(code.rawValue)
            // The appearance contract's clause (DESIGN.md §3.11), derived from the code: nothing more is stored.
            if let clause = code.clause { w.key("clause"); w.name(clause.rawValue) }
        }
        if let finished = args.finished { w.member("finished", finished) }
        if let completed = args.completed { w.member("completed", completed) }
        if let message = args.message { w.member("message", message) }
        w.text(#"},"depth":"#)
        w.int(depth)
        w.text(#","origin":"#)
        w.name(origin.rawValue)
        w.text(#","cause":{"event":"#)
        if let caller = cause.eventSeq { w.int(caller) } else { w.null() }
        w.text(#","rule":"#)
        if let rule = cause.rule.id { w.name(rule) } else { w.null() }
        w.text(#","flaw":"#)
        if let flaw = cause.flaw.id { w.name(flaw) } else { w.null() }
        w.text(#","code":"#)
        if let program = args.programCode {
            w.string(program)  // a container program's `<class>.<hook or fn>#<i>` (docs/containers.md part 8)
        } else if let code = cause.code.id {
            w.name(code)
        } else {
            w.null()
        }
        // Only a breach of the appearance contract names the call that set the state it found (DESIGN.md §3.11).
        if let setBy = cause.setBySeq {
            w.text(#","setBy":"#)
            w.int(setBy)
        }
        w.close("}}")
    }
}

/// Events encoded back to back and comma-separated — the inside of a JSON
/// array, as the actions answer carries them — with where each one lies.
/// One buffer per action rather than one per event: an action's ten events
/// were twenty of its 59 mallocs (ordo-one suites, `Benchmarks/scripts/suites.sh`).
package struct EncodedEvents: Sendable {
    package let joined: [UInt8]
    package let ranges: [Range<Int>]

    package init(_ events: [Event]) {
        // An event with its cause is 200 to 300 bytes: sized so that the writer does not grow (issue 41).
        var w = JSONWriter(capacity: 320 * max(1, events.count))
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(events.count)
        // By index: binding each event copied it (its strings retained and released) only to write it.
        for index in events.indices {
            // From the second event on, the writer puts a comma first.
            let start = w.byteCount + (ranges.isEmpty ? 0 : 1)
            events[index].write(to: &w)
            ranges.append(start..<w.byteCount)
        }
        self.joined = w.bytes
        self.ranges = ranges
    }

    /// Events encoded one by one (read back from a state file).
    package init(parts: [[UInt8]]) {
        var joined: [UInt8] = []
        joined.reserveCapacity(parts.reduce(0) { $0 + $1.count + 1 })
        var ranges: [Range<Int>] = []
        ranges.reserveCapacity(parts.count)
        for part in parts {
            if !ranges.isEmpty { joined.append(UInt8(ascii: ",")) }
            ranges.append(joined.count..<joined.count + part.count)
            joined += part
        }
        self.joined = joined
        self.ranges = ranges
    }

    package var isEmpty: Bool { ranges.isEmpty }
    package var count: Int { ranges.count }

    /// Appends the events back to back, without the commas, and where each
    /// one ends: the form `EventLog` keeps them in.
    package func appendUnjoined(to bytes: inout [UInt8], ends: inout [UInt32]) {
        // From the buffer, not `joined[range]`: each slice retained and released `joined`.
        joined.withUnsafeBufferPointer { all in
            for range in ranges {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: all[range]))
                ends.append(UInt32(bytes.count))
            }
        }
    }
}
