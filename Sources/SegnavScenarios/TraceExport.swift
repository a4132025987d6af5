import NavigationModel
import SegnavWire

/// The model's own run written as the trace a recorder in the app would have written (docs/traces.md): each call with
/// the receiver's parent and window as seen at the call (`TraceNote`), each applied action as a marker, and UIKit's
/// console messages as console lines. Checked by `TraceChecker`, it must give the model's own contract warnings: the
/// property tests hold the two to each other, for every preset, runtime, fidelity and random actions.
public enum TraceExport {
    /// The warnings a trace carries over: the contract's, and UIKit's console messages.
    public static func isExported(_ code: WarningCode) -> Bool {
        code.clause != nil || TraceChecker.consoleMessages.contains { $0.code == code }
    }

    /// Runs `configuration`'s launch and `actions` (the refused ones are skipped, as a user's tap that does nothing
    /// leaves no marker worth judging): the trace, and the model's events.
    public static func run(_ configuration: SessionConfiguration, actions: [Action]) throws(SetupError) -> (trace: Trace, events: [Event]) {
        var session = try NavigationSession(configuration: configuration, tracing: true)
        var names: ControllerNames = [:]
        var lastSerial = 0
        ScenarioRunner.remember(session, after: &lastSerial, in: &names)
        var events = session.takeLaunchEvents()
        var notes = session.takeTraceNotes()
        var trace = Trace()
        append(events, notes: notes, names: names, to: &trace)
        for action in actions {
            guard let outcome = try? session.apply(action) else { continue }
            ScenarioRunner.remember(session, after: &lastSerial, in: &names)
            notes = session.takeTraceNotes()
            trace.entries.append((trace.entries.count + 1, .action(action)))
            append(outcome.events, notes: notes, names: names, to: &trace)
            events += outcome.events
        }
        return (trace, events)
    }

    static func append(_ events: [Event], notes: [TraceNote], names: ControllerNames, to trace: inout Trace) {
        var noteOf: [Int: TraceNote] = [:]
        for note in notes { noteOf[note.seq] = note }
        for event in events {
            guard var entry = entry(event, note: noteOf[event.seq]) else { continue }
            if case .call(var call) = entry, let title = names[call.vc]?.title {
                call.title = title
                entry = .call(call)
            }
            trace.entries.append((trace.entries.count + 1, entry))
        }
    }

    static func entry(_ event: Event, note: TraceNote?) -> Trace.Entry? {
        if event.name == .warning {
            // The contract's own warnings are the checker's to find; UIKit's console messages are recorded as printed.
            guard let code = event.args.code, let prefix = TraceChecker.consoleMessages.first(where: { $0.code == code })?.prefix
            else { return nil }
            return .console(prefix + (code == .unbalancedAppearanceTransition ? " for <\(event.receiver.className)>." : "."), vc: event.receiver.id)
        }
        guard let name = TraceCall.Name(rawValue: event.name.rawValue) else { return nil }
        var call = TraceCall(name: name, vc: event.receiver.id)
        call.className = event.receiver.className
        call.animated = event.args.animated
        call.t = event.time
        if let note {
            call.parent = note.parent.map(TraceCall.Ref.id) ?? .none
            call.inWindow = note.inWindow
        }
        if event.name == .willMoveToParent || event.name == .didMoveToParent {
            switch event.args.parent {
            case .absent, .none: call.to = .none
            case .id(let id): call.to = .id(id)
            }
        }
        return .call(call)
    }

    /// The trace as JSON Lines (docs/traces.md), as `segnavd check-trace` and `POST /v1/traces` read it.
    public static func jsonLines(_ trace: Trace) -> String {
        trace.entries.map { line(for: $0.entry).text }.joined(separator: "\n") + "\n"
    }

    static func line(for entry: Trace.Entry) -> JSON {
        switch entry {
        case .action(let action): return .object([("action", action.requestJSON)])
        case .console(let text, let vc): return .object([("console", .string(text))] + (vc.map { [("vc", JSON.string($0))] } ?? []))
        case .call(let call):
            var members: [(key: String, value: JSON)] = [("event", .string(call.name.rawValue)), ("vc", .string(call.vc))]
            if let className = call.className { members.append(("class", .string(className))) }
            if let title = call.title { members.append(("title", .string(title))) }
            if let t = call.t { members.append(("t", .number(t))) }
            if let animated = call.animated { members.append(("animated", .bool(animated))) }
            for (key, ref) in [("parent", call.parent), ("to", call.to)] {
                switch ref {
                case .absent: break
                case .none: members.append((key, .null))
                case .id(let id): members.append((key, .string(id)))
                }
            }
            if let inWindow = call.inWindow { members.append(("inWindow", .bool(inWindow))) }
            return .object(members)
        }
    }
}
