import NavigationModel
import SegnavViewer
import SessionStore
import SegnavWire

/// The controllers a scenario has seen, by id: their class and title, so a
/// matcher can name a controller either way.
package typealias ControllerNames = [String: (className: String, title: String?)]

/// An event as a scenario sees it: what the API answers for it, plus the
/// receiver's title (when its controller has one) for matching and reports.
package struct ObservedEvent: Sendable {
    package let json: JSON
    package let seq: Int
    package let receiverID: String
    package let receiverClass: String
    package let receiverTitle: String?
    package let name: String
    package let origin: String
    package let cause: Cause
    package let args: [(key: String, value: JSON)]

    package init(_ event: Event, controllers: ControllerNames) {
        json = event.json
        seq = event.seq
        receiverID = event.receiver.id
        receiverClass = event.receiver.className
        receiverTitle = controllers[event.receiver.id]?.title
        name = event.name.rawValue
        origin = event.origin.rawValue
        cause = event.cause
        if case .object(let members)? = json["args"] { args = members } else { args = [] }
    }

    /// `cause: rule 3.5 (A detached controller's view added with plain `addSubview`), called by #31` /
    /// `cause: flaw managingManualAppearance, called by #31, in …` (nil when the event has none). The rule's title is
    /// DESIGN.md's own heading (`DesignCatalogue`), so a reader of a failed step need not look the number up.
    package var causeLine: String? {
        var parts: [String] = []
        if let rule = cause.rule.id {
            parts.append(DesignCatalogue.shared.rules[rule].map { "rule \(rule) (\($0.title))" } ?? "rule \(rule)")
        }
        if let flaw = cause.flaw.id { parts.append("flaw \(flaw)") }
        if case .number(let n)? = json["cause"]?["event"], let caller = ClientInteger.exact(n, in: EventLog.seqRange) { parts.append("called by #\(caller)") }
        if case .string(let code)? = json["cause"]?["code"] { parts.append("in \(code)") }
        if let setBy = cause.setBySeq { parts.append("state set by #\(setBy)") }
        return parts.isEmpty ? nil : "cause: " + parts.joined(separator: ", ")
    }

    /// `#45 ItalyViewController viewWillDisappear animated=false [container]`
    package var line: String {
        var text = "#\(seq) \(receiverClass) \(name)"
        for (key, value) in args where key != "message" { text += " \(key)=\(value.plain)" }
        return text + " [\(origin)]"
    }
}

extension EventMatcher {
    /// The fields of the matcher this event does not satisfy (empty: it matches).
    package func mismatches(_ event: ObservedEvent, _ controllers: ControllerNames) -> [String] {
        var differences: [String] = []
        if let receiver, receiver != event.receiverID, receiver != event.receiverClass, receiver != event.receiverTitle {
            let title = event.receiverTitle.map { ", '\($0)'" } ?? ""
            differences.append("receiver is \(event.receiverClass) (\(event.receiverID)\(title)), not '\(receiver)'")
        }
        if let name, name.rawValue != event.name { differences.append("name is \(event.name), not \(name.rawValue)") }
        if let origin, origin.rawValue != event.origin { differences.append("origin is \(event.origin), not \(origin.rawValue)") }
        if let rule, rule != event.cause.rule {
            differences.append("rule is \(event.cause.rule.id ?? "none"), not \(rule.id ?? "none")")
        }
        if let flaw, flaw != event.cause.flaw {
            differences.append("flaw is \(event.cause.flaw.id ?? "none"), not \(flaw.id ?? "none")")
        }
        for (key, expected) in args {
            guard let actual = event.args.first(where: { $0.key == key })?.value else {
                differences.append("has no args.\(key) (expected \(expected.plain))")
                continue
            }
            if !Self.argument(actual, matches: expected, controllers) {
                differences.append("args.\(key) is \(actual.plain), not \(expected.plain)")
            }
        }
        return differences
    }

    package func matches(_ event: ObservedEvent, _ controllers: ControllerNames) -> Bool { mismatches(event, controllers).isEmpty }

    /// How many of the matcher's fields the event satisfies: to find the nearest event.
    package func score(_ event: ObservedEvent, _ controllers: ControllerNames) -> Int {
        let fields =
            (receiver == nil ? 0 : 1) + (name == nil ? 0 : 1) + (origin == nil ? 0 : 1) + (rule == nil ? 0 : 1)
            + (flaw == nil ? 0 : 1) + args.count
        return fields - mismatches(event, controllers).count
    }

    /// Arguments compare as JSON, but a controller argument (`parent`,
    /// `viewController`: a controller id) may be named by that controller's
    /// class or title too, as `receiver` may.
    package static func argument(_ actual: JSON, matches expected: JSON, _ controllers: ControllerNames) -> Bool {
        if actual == expected { return true }
        guard case .string(let id) = actual, case .string(let name) = expected, let controller = controllers[id] else { return false }
        return name == controller.className || name == controller.title
    }

    /// `Australia viewWillAppear animated=false`, as an event line reads.
    package var summary: String { Self.line(json) }

    /// A matcher as written, in the words of an event line: receiver, name,
    /// `[origin]`, args as `key=value`.
    package static func line(_ json: JSON) -> String {
        var parts: [String] = []
        if case .string(let receiver)? = json["receiver"] { parts.append(receiver) }
        if case .string(let name)? = json["name"] { parts.append(name) }
        if case .object(let args)? = json["args"] { parts += args.map { "\($0.key)=\($0.value.plain)" } }
        if case .string(let origin)? = json["origin"] { parts.append("[\(origin)]") }
        return parts.isEmpty ? json.text : parts.joined(separator: " ")
    }
}

extension JSON {
    /// Compact, for reports: strings without quotes inside objects' values are
    /// still quoted, so `{"a":"b"}` reads as it was written.
    package var plain: String {
        if case .string(let text) = self { return text }
        return text
    }
}
