import NavigationModel
import SegnavWire

/// The checker's answer as model-shaped events (DESIGN.md §4 "Event"), so that the viewer and the why route read a
/// trace as they read a session.
extension TraceChecker {
    /// UIKit's console messages the model knows, and the warning each one is (DESIGN.md §3.15).
    static let consoleMessages: [(prefix: String, code: WarningCode)] = [
        ("Unbalanced calls to begin/end appearance transitions", .unbalancedAppearanceTransition),
        ("nested push animation can result in corrupted navigation bar", .nestedPushAnimation),
        ("Finishing up a navigation transition in an unexpected state", .unexpectedTransitionState),
    ]

    mutating func append(_ call: TraceCall, vc: Int) -> Int {
        var args: [(key: String, value: JSON)] = []
        if let animated = call.animated { args.append(("animated", .bool(animated))) }
        for (key, ref) in [("parent", call.parent), ("to", call.to)] {
            switch ref {
            case .absent: break
            case .none: args.append((key, .null))
            case .id(let id): args.append((key, .string(id)))
            }
        }
        if let appearing = call.appearing { args.append(("appearing", .bool(appearing))) }
        if let child = call.child { args.append(("child", .string(child))) }
        if let shown = call.shown { args.append(("viewController", .string(shown))) }
        if let inWindow = call.inWindow { args.append(("inWindow", .bool(inWindow))) }
        if let title = call.title { args.append(("title", .string(title))) }
        if let frame = call.frame { args.append(("frame", .array(frame.map(JSON.number)))) }
        if let clip = call.clip { args.append(("clip", .array(clip.map(JSON.number)))) }
        return appendEvent(
            vc: vc, name: call.name.rawValue, args: args, time: call.t,
            cause: [("event", .null), ("rule", .null), ("flaw", .null), ("code", .null)])
    }

    mutating func appendEvent(vc: Int, name: String, args: [(key: String, value: JSON)], time: Double?, cause: [(key: String, value: JSON)]) -> Int {
        let seq = events.count + 1
        events.append(
            .object([
                ("seq", JSON(seq)), ("line", JSON(line)), ("time", time.map(JSON.number) ?? .null), ("action", JSON(actionNumber)),
                ("receiver", .object([("id", .string(controllers[vc].address)), ("class", .string(controllers[vc].className))])),
                ("name", .string(name)), ("args", .object(args)), ("depth", 0), ("origin", "trace"), ("cause", .object(cause)),
            ]))
        lines.append(line)
        return seq
    }

    /// A warning after the last call, caused by it (under §3.11 for a clause, §3.15 for a console message), naming
    /// the call that set the state it found.
    mutating func warn(_ code: WarningCode, vc: Int, message: String, setBy: Int) {
        var args: [(key: String, value: JSON)] = [("code", .string(code.rawValue))]
        if let clause = code.clause { args.append(("clause", .string(clause.rawValue))) }
        args.append(("message", .string(message)))
        let rule = code.clause != nil ? Rule.appearanceMachine : Rule.midTransition
        let seq = appendEvent(
            vc: vc, name: "warning", args: args, time: nil,
            cause: [
                ("event", lastCall > 0 ? JSON(lastCall) : .null), ("rule", JSON(rule.id)), ("flaw", .null), ("code", .null),
                ("setBy", setBy > 0 ? JSON(setBy) : .null),
            ])
        warnings.append(seq)
    }

    /// A console line: the warning the model gives for the same message, on the controller it names
    /// (the line's `vc`, else `<ClassName: 0x…>` in the text), else on the last call's receiver; other lines are kept in the log only.
    mutating func console(_ text: String, vc named: String?) {
        guard let known = Self.consoleMessages.first(where: { text.hasPrefix($0.prefix) }) else { return }
        var vc = named.map { ref($0) }
        if vc == nil, let open = text.firstIndex(of: "<"), let close = text[open...].firstIndex(of: ">") {
            let inside = text[text.index(after: open)..<close]
            let parts = inside.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: " ") }
            if parts.count == 2, !parts[1].isEmpty { vc = ref(parts[1], className: parts[0]) }
        }
        if vc == nil, lastCall > 0, case .object(let last)? = events.last(where: { $0["name"] != "warning" }),
            case .string(let id)? = last.first(where: { $0.key == "receiver" })?.value["id"]
        {
            vc = index[id]
        }
        let target = vc ?? ref("console")
        warn(known.code, vc: target, message: text, setBy: controllers[target].setBy)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: Character) -> String {
        var s = self
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return String(s)
    }
}
