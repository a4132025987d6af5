import Foundation

/// The platform-independent core of SegnavRecorder: writes an app's lifecycle calls as segnav trace lines (JSON
/// Lines, docs/traces.md), to a file, the console or memory. It knows no UIKit: `UIKitRecording.swift` feeds it from
/// swizzled `UIViewController` methods on iOS; anything else (a test, a macOS container, another UI layer) can call
/// it directly. Depends on Foundation alone, so that it can be added to any app or UI-test target.
public final class TraceRecorder: @unchecked Sendable {
    /// Where each line goes (called with one line, no newline).
    public typealias Sink = @Sendable (String) -> Void

    /// The console form: each line after this marker, among the app's other output (`segnav.check_trace` in
    /// clients/python picks them out, with UIKit's own messages).
    public static let consoleMarker = "segnav-trace: "

    private let sink: Sink
    private let clock: @Sendable () -> Double
    /// Lines from several threads stay whole and in order.
    private let lock = NSLock()

    /// `clock`: seconds since the recording began (`t`); nil leaves `t` out.
    public init(sink: @escaping Sink, clock: (@Sendable () -> Double)? = nil) {
        self.sink = sink
        self.clock = clock ?? { -1 }
    }

    /// A recorder printing the console form through `print`.
    public static func console(clock: (@Sendable () -> Double)? = nil) -> TraceRecorder {
        TraceRecorder(sink: { print(consoleMarker + $0) }, clock: clock)
    }

    /// One call. `vc`, `parent`, `to`, `child`, `shown` are object ids (`TraceRecorder.id(of:)`); `parent` and `to`
    /// as `.some(nil)` are JSON null (no parent), nil leaves them out.
    public func call(
        _ event: String, vc: String, className: String? = nil, title: String? = nil, animated: Bool? = nil,
        parent: String?? = nil, inWindow: Bool? = nil, to: String?? = nil, appearing: Bool? = nil, child: String? = nil,
        shown: String? = nil
    ) {
        var line = TraceLine()
        let t = clock()
        if t >= 0 { line.number("t", t) }
        line.string("event", event)
        line.string("vc", vc)
        if let className { line.string("class", className) }
        if let title { line.string("title", title) }
        if let animated { line.bool("animated", animated) }
        if let parent { line.optionalString("parent", parent) }
        if let inWindow { line.bool("inWindow", inWindow) }
        if let to { line.optionalString("to", to) }
        if let appearing { line.bool("appearing", appearing) }
        if let child { line.string("child", child) }
        if let shown { line.string("shown", shown) }
        write(line.text)
    }

    /// A user action marker: segnav's action JSON, e.g. `{"type":"selectSegment","index":1}`, written as given.
    public func action(json: String) {
        write("{\"action\":\(json)}")
    }

    /// A line UIKit printed on the console, as text.
    public func console(_ text: String, vc: String? = nil) {
        var line = TraceLine()
        line.string("console", text)
        if let vc { line.string("vc", vc) }
        write(line.text)
    }

    private func write(_ text: String) {
        lock.withLock { sink(text) }
    }

    /// An object's id as a trace names it: its address, `0x…` (stable while it lives, which is what a trace needs).
    public static func id(of object: AnyObject) -> String {
        "0x" + String(UInt(bitPattern: ObjectIdentifier(object).hashValue), radix: 16)
    }
}

/// One JSON object, written member by member.
struct TraceLine {
    private(set) var body = ""

    var text: String { "{" + body + "}" }

    mutating func key(_ key: String) {
        if !body.isEmpty { body += "," }
        body += Self.quoted(key) + ":"
    }

    mutating func string(_ key: String, _ value: String) {
        self.key(key)
        body += Self.quoted(value)
    }

    mutating func optionalString(_ key: String, _ value: String?) {
        self.key(key)
        body += value.map(Self.quoted) ?? "null"
    }

    mutating func bool(_ key: String, _ value: Bool) {
        self.key(key)
        body += value ? "true" : "false"
    }

    /// A finite number (seconds); anything else is written 0.
    mutating func number(_ key: String, _ value: Double) {
        self.key(key)
        body += value.isFinite ? "\(value)" : "0"
    }

    /// JSON string escaping (RFC 8259 §7): quote, backslash and control characters.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
