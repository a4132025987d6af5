import NavigationModel
import SegnavWire

/// Reads a trace's JSON Lines (docs/traces.md). Every bad line is named (its number, and a JSON pointer inside it),
/// up to `Problem.maxListedErrors`; a trace with any bad line is refused whole, so nothing is half-judged. Unknown
/// members are ignored (recorders add their own); the cost is one pass over the bytes, bounded by `Trace.Limits`.
public enum TraceDecoder {
    /// A line's JSON: a call is flat, an action marker holds segnav's action JSON (a pushed screen nests a little).
    static let maxDepth = 24

    public static func decode(_ bytes: [UInt8], limits: Trace.Limits = Trace.Limits()) throws(Problem) -> Trace {
        guard bytes.count <= limits.maxBytes else {
            throw Problem(
                .traceTooLarge, detail: "a trace holds at most \(limits.maxBytes) bytes; this one has \(bytes.count)",
                errors: [.init(pointer: "", detail: "at most \(limits.maxBytes) bytes (split the trace)")])
        }
        var trace = Trace()
        var errors: [Problem.FieldError] = []
        var firstBad: Int?
        var lineNumber = 0
        var start = 0
        while start < bytes.count, errors.count < Problem.maxListedErrors {
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
            lineNumber += 1
            guard lineNumber <= limits.maxLines else {
                throw Problem(
                    .traceTooLarge, detail: "a trace holds at most \(limits.maxLines) lines; this one has more",
                    errors: [.init(pointer: "", detail: "at most \(limits.maxLines) lines (split the trace)")])
            }
            let line = bytes[start..<end]
            start = end + 1
            var lineErrors: [Problem.FieldError] = []
            if let entry = decodeLine(line, limits: limits, errors: &lineErrors) {
                if case .setup(let setup) = entry {
                    if trace.setup != nil { lineErrors.append(.init(pointer: "/setup", detail: "a trace has one setup line")) }
                    trace.setup = setup
                } else if case .known(let known) = entry {
                    trace.entries.append((lineNumber, known))
                }
            }
            if !lineErrors.isEmpty {
                firstBad = firstBad ?? lineNumber
                errors += lineErrors.map { .init(pointer: $0.pointer ?? "", detail: "line \(lineNumber): \($0.detail)") }
            }
        }
        if let firstBad {
            throw Problem(
                .invalidRequest, detail: "the trace has bad lines, the first is line \(firstBad); nothing was judged",
                errors: Array(errors.prefix(Problem.maxListedErrors)), extensions: [("line", JSON(firstBad))])
        }
        guard !trace.entries.isEmpty else {
            throw Problem.badRequest("the trace is empty; send JSON Lines of calls", errors: [.init(pointer: "", detail: "is required")])
        }
        return trace
    }

    /// A line read: an entry, or the setup.
    enum Line {
        case known(Trace.Entry)
        case setup(SessionConfiguration)
    }

    /// One line: nil for a blank one (or a bad one, with its errors).
    static func decodeLine(_ line: ArraySlice<UInt8>, limits: Trace.Limits, errors: inout [Problem.FieldError]) -> Line? {
        var bytes = Array(line)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { return nil }
        guard bytes.count <= limits.maxLineBytes else {
            errors.append(.init(pointer: "", detail: "longer than \(limits.maxLineBytes) bytes"))
            return nil
        }
        let json: JSON
        do {
            json = try JSON.parse(bytes, maxDepth: maxDepth, maxMembers: JSON.maxRequestObjectMembers)
        } catch {
            errors.append(.init(pointer: "", detail: "not JSON: \(error.reason) at byte \(error.offset)"))
            return nil
        }
        guard case .object = json else {
            errors.append(.init(pointer: "", detail: "expected an object, got \(json.typeName)"))
            return nil
        }
        if let setup = json["setup"] {
            do {
                let configuration = try CreateRequestDecoder.decode(setup)
                _ = try NavigationSession(configuration: configuration)
                return .setup(configuration)
            } catch let problem as Problem {
                errors += problem.errors.map { ScenarioDecoder.nested($0, under: "/setup") }
                if problem.errors.isEmpty { errors.append(.init(pointer: "/setup", detail: problem.detail)) }
            } catch let error as SetupError {
                errors.append(.init(pointer: "/setup" + error.field, detail: error.message))
            } catch {
                errors.append(.init(pointer: "/setup", detail: "cannot be built"))
            }
            return nil
        }
        if let action = json["action"] {
            return ActionDecoder.decodeAction(action, pointer: "/action", errors: &errors).map { .known(.action($0)) }
        }
        if let console = json["console"] {
            guard case .string(let text) = console, text.utf8.count <= limits.maxLineBytes else {
                errors.append(.init(pointer: "/console", detail: "expected a string, got \(console.typeName)"))
                return nil
            }
            var vc: String?
            if let id = json["vc"] {
                guard case .string(let text) = id, text.unicodeScalars.count <= 200 else {
                    errors.append(.init(pointer: "/vc", detail: "expected a string of at most 200 characters"))
                    return nil
                }
                vc = text
            }
            return .known(.console(text, vc: vc))
        }
        return decodeCall(json, errors: &errors).map { .known(.call($0)) }
    }

    static func decodeCall(_ json: JSON, errors: inout [Problem.FieldError]) -> TraceCall? {
        guard var reader = FieldReader(json, pointer: "", errors: &errors) else { return nil }
        let name = reader.enumeration("event", TraceCall.Name.self, required: true)
        let vc = reader.string("vc", required: true, maxLength: 200)
        var call = TraceCall(name: name ?? .viewDidLoad, vc: vc ?? "")
        call.className = reader.string("class", maxLength: 200)
        call.title = reader.string("title", maxLength: 200)
        call.t = reader.number("t", range: 0...1e9)
        call.animated = reader.boolean("animated")
        call.inWindow = reader.boolean("inWindow")
        call.appearing = reader.boolean("appearing")
        call.child = reader.string("child", maxLength: 200)
        call.shown = reader.string("shown", maxLength: 200)
        call.frame = rectangle(&reader, "frame")
        call.clip = rectangle(&reader, "clip")
        call.parent = ref(&reader, "parent")
        call.to = ref(&reader, "to")
        if name == .beginAppearanceTransition && call.appearing == nil { reader.fail("appearing", "is required") }
        if (name == .addChild || name == .removeFromParent) && call.child == nil { reader.fail("child", "is required") }
        if (name == .willMoveToParent || name == .didMoveToParent) && call.to == .absent {
            reader.fail("to", "is required (the parent, or null)")
        }
        // Unknown members are a recorder's own: ignored, not refused.
        errors += reader.errors
        return reader.errors.isEmpty && name != nil && vc != nil ? call : nil
    }

    /// `[x, y, width, height]`: four finite numbers within ±10⁶, width and height not negative.
    private static func rectangle(_ reader: inout FieldReader, _ key: String) -> [Double]? {
        guard let items = reader.array(key, maxCount: 4) else { return nil }
        var out: [Double] = []
        for (i, item) in items.enumerated() {
            guard case .number(let n) = item, n.isFinite, abs(n) <= 1e6, i < 2 || n >= 0 else { break }
            out.append(n)
        }
        guard out.count == 4, items.count == 4 else {
            reader.fail(key, "expected [x, y, width, height]: four numbers within ±1000000, width and height not negative")
            return nil
        }
        return out
    }

    /// A controller reference: absent, null, or a string.
    private static func ref(_ reader: inout FieldReader, _ key: String) -> TraceCall.Ref {
        let present = reader.object.contains { $0.key == key }
        guard present else { return .absent }
        guard reader.value(key) != nil else { return .none }
        return reader.string(key, maxLength: 200).map(TraceCall.Ref.id) ?? .absent
    }
}
