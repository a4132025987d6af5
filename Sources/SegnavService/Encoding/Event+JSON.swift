import NavigationModel

extension Event {
    /// One event as SPEC §3 names it; `args` holds only what the call had.
    var json: JSON {
        var args: [(key: String, value: JSON)] = []
        if let animated = args_animated { args.append(("animated", .bool(animated))) }
        switch self.args.parent {
        case .absent: break
        case .none: args.append(("parent", .null))
        case .id(let id): args.append(("parent", .string(id)))
        }
        if let shown = self.args.shown { args.append(("viewController", .string(shown))) }
        if let code = self.args.code { args.append(("code", .string(code.rawValue))) }
        if let message = self.args.message { args.append(("message", .string(message))) }
        return .object([
            ("seq", JSON(seq)),
            ("time", .number(time)),
            ("action", JSON(action)),
            ("receiver", ["id": .string(receiver.id), "class": .string(receiver.className)]),
            ("name", .string(name.rawValue)),
            ("args", .object(args)),
            ("depth", JSON(depth)),
            ("origin", .string(origin.rawValue)),
        ])
    }

    private var args_animated: Bool? { args.animated }
}
