import NavigationModel
import SegnavWire

/// What segnav predicts for a trace's actions, and where the app and the prediction first part (DESIGN.md §9): the
/// trace's `setup` launched and its action markers applied (`Comparison.execute`), the calls of both sides compared in
/// order as a comparison compares two runs (`Comparison+Divergence.swift`): the same receiver (by title, else
/// class), the same method, and the same `animated`, `parent`/`to` and shown controller where both sides say.
/// Calls the model does not make (`addChild`; the layout pass unless the setup has `layout`) and warnings are left out.
public enum TracePrediction {
    /// One call as compared.
    struct Key {
        var receiver: String
        var name: Event.Name
        var animated: Bool?
        var parent: String??
        var shown: String?
        var step: Int
        var event: JSON

        func matches(_ other: Key) -> Bool {
            guard receiver == other.receiver, name == other.name else { return false }
            if let a = animated, let b = other.animated, a != b { return false }
            if let a = parent, let b = other.parent, a != b { return false }
            if let a = shown, let b = other.shown, a != b { return false }
            return true
        }
    }

    /// The answer's `prediction` member: the model's events per step and the first divergence, or nil without a setup.
    public static func predict(_ trace: Trace, checker: TraceChecker) -> JSON? {
        guard let setup = trace.setup else { return nil }
        let run = Comparison.execute(setup, actions: trace.actions)
        let model = Comparison.keyed(run).compactMap { keyed -> Key? in
            guard keyed.event.name != .warning else { return nil }
            let parent: String?? = keyed.key.parent
            return Key(
                receiver: keyed.key.receiver, name: keyed.key.name, animated: keyed.key.animated, parent: parent, shown: keyed.key.shown,
                step: keyed.step, event: keyed.event.json)
        }
        let recorded = keys(checker, layout: setup.layout)
        var index = 0
        var divergence: JSON = .null
        while index < max(model.count, recorded.count) {
            let m = index < model.count ? model[index] : nil
            let r = index < recorded.count ? recorded[index] : nil
            if let m, let r, m.matches(r) {
                index += 1
                continue
            }
            divergence = .object([
                ("index", JSON(index)),
                ("trace", r.map { .object([("step", JSON($0.step)), ("line", $0.event["line"] ?? .null), ("event", $0.event)]) } ?? .null),
                ("model", m.map { .object([("step", JSON($0.step)), ("event", $0.event)]) } ?? .null),
            ])
            break
        }
        return .object([
            ("compared", JSON(index)),
            ("modelCalls", JSON(model.count)),
            ("traceCalls", JSON(recorded.count)),
            ("divergence", divergence),
            ("refused", .array(run.steps.enumerated().compactMap { $0.element.1 == nil ? nil : JSON($0.offset) })),
        ])
    }

    /// The trace's calls the model also makes, keyed as the model's: each controller by its title, else its class. The
    /// layout pass (`viewWillLayoutSubviews`, `viewDidLayoutSubviews`, `viewIsAppearing`) only when the setup asks the
    /// model for it (`layout`, DESIGN.md §3.21): an app's recorder logs it whatever the setup says.
    static func keys(_ checker: TraceChecker, layout: Bool) -> [Key] {
        var titles: [String: String] = [:]
        for event in checker.events {
            if case .string(let id)? = event["receiver"]?["id"], case .string(let title)? = event["args"]?["title"] { titles[id] = title }
        }
        func label(_ id: String) -> String {
            titles[id] ?? checker.index[id].map { checker.controllers[$0].className } ?? id
        }
        var out: [Key] = []
        for event in checker.events {
            guard case .string(let raw)? = event["name"], let callName = modelName(raw), layout || !callName.isLayoutPass,
                case .string(let id)? = event["receiver"]?["id"], case .number(let action)? = event["action"]
            else { continue }
            var key = Key(receiver: label(id), name: callName, step: Int(action), event: event)
            if case .bool(let animated)? = event["args"]?["animated"] { key.animated = animated }
            switch event["args"]?["to"] {
            case .string(let to)?: key.parent = .some(label(to))
            case .null?: key.parent = .some(nil)
            default: break
            }
            if case .string(let shown)? = event["args"]?["viewController"] { key.shown = label(shown) }
            out.append(key)
        }
        return out
    }

    /// The model's name for a trace's call, nil for calls the model does not make (and warnings).
    static func modelName(_ raw: String) -> Event.Name? {
        switch raw {
        case "willShow": .navigationWillShow
        case "didShow": .navigationDidShow
        case "warning": nil
        default: Event.Name(rawValue: raw)
        }
    }
}
