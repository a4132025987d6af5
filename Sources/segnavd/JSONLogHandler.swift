import Foundation
import Logging
import SegnavService
import SegnavWire

/// `--log-format json`: one JSON object per line on standard error, for log
/// shippers that parse rather than grep: `time` (RFC 3339, UTC, milliseconds),
/// `level`, `label`, `message`, then the metadata's members (an access-log
/// line's `method`, `route`, `status`, … become fields of their own).
struct JSONLogHandler: LogHandler {
    let label: String
    var logLevel: Logger.Level = .info
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        var members: [(key: String, value: JSON)] = [
            ("time", .string(Self.timestamp(Date()))), ("level", .string(event.level.rawValue)),
            ("label", .string(label)), ("message", .string(event.message.description)),
        ]
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        for key in merged.keys.sorted() where !["time", "level", "label", "message"].contains(key) {
            members.append((key, Self.json(merged[key]!)))
        }
        let line = JSON.object(members).text + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    static func json(_ value: Logger.Metadata.Value) -> JSON {
        switch value {
        case .string(let text): return .string(text)
        case .stringConvertible(let convertible):
            // Numbers stay numbers (a latency, a status), everything else is its description.
            if let number = convertible as? any BinaryInteger { return .number(Double(Int64(number))) }
            if let number = convertible as? Double { return .number(number) }
            return .string(convertible.description)
        case .array(let values): return .array(values.map(json))
        case .dictionary(let values): return .object(values.keys.sorted().map { ($0, json(values[$0]!)) })
        }
    }

    static func timestamp(_ date: Date) -> String {
        let millis = Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
        var time = time_t(millis / 1000)
        var parts = tm()
        gmtime_r(&time, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let ms = millis % 1000
        let fraction = ms < 10 ? "00\(ms)" : ms < 100 ? "0\(ms)" : "\(ms)"
        return
            "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday))T\(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)).\(fraction)Z"
    }
}
