import NavigationModel

extension Event {
    /// As a `JSON` value (for `/v1/compare`, which nests events in a larger document):
    /// parsed back from `encoded`, so both forms can never disagree.
    var json: JSON { (try? JSON.parse(encoded)) ?? .null }

    /// One event as SPEC §3 names it; `args` holds only what the call had.
    /// Every event is encoded once, on the write path.
    var encoded: [UInt8] {
        var w = JSONWriter(capacity: 192)
        w.object { w in
            w.member("seq", seq)
            w.member("time", time)
            w.member("action", action)
            w.key("receiver")
            w.object { w in
                w.member("id", receiver.id)
                w.member("class", receiver.className)
            }
            w.member("name", name.rawValue)
            w.key("args")
            w.object { w in
                if let animated = args.animated { w.member("animated", animated) }
                switch args.parent {
                case .absent: break
                case .none: w.key("parent"); w.null()
                case .id(let id): w.member("parent", id)
                }
                if let shown = args.shown { w.member("viewController", shown) }
                if let code = args.code { w.member("code", code.rawValue) }
                if let message = args.message { w.member("message", message) }
            }
            w.member("depth", depth)
            w.member("origin", origin.rawValue)
        }
        return w.bytes
    }
}
