import Foundation

/// A Server-Sent Events reader over one `RawHTTPConnection`, parsing the
/// messages of a chunked `text/event-stream` body as the WHATWG rules say
/// (fields up to a blank line; `:` lines are comments). Blocking: run it
/// off the cooperative pool (`onThread`).
public final class EventStreamClient: @unchecked Sendable {
    public struct Message: Sendable, Equatable {
        public var event: String
        public var id: String?
        public var data: String
        public var retry: Int?

        /// `data` parsed with Foundation.
        public var json: [String: Any] {
            (try? JSONSerialization.jsonObject(with: Data(data.utf8))) as? [String: Any] ?? [:]
        }
    }

    public let connection: RawHTTPConnection
    public let reply: RawHTTPConnection.Reply
    /// Comment lines seen so far (keep-alives).
    public private(set) var comments = 0
    /// The body ended (the last chunk came).
    public private(set) var ended = false
    private var pending: [UInt8] = []

    /// Opens `target` (e.g. `/v1/sessions/ID/stream`) and reads the reply's head.
    public init(port: UInt16, target: String, headers: [(String, String)] = [], timeoutSeconds: Int = 10) throws {
        connection = try RawHTTPConnection(port: port, timeoutSeconds: timeoutSeconds)
        var head = "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n"
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        try connection.send(head + "\r\n")
        let reply = try connection.readHead()
        if reply.header("Transfer-Encoding")?.lowercased() != "chunked" {
            // Not a stream (an error): read its body whole.
            let length = reply.header("Content-Length").flatMap(Int.init) ?? 0
            var body = RawHTTPConnection.Reply(status: reply.status, headers: reply.headers, body: [])
            if length > 0 { body.body = try connection.readBody(length: length) }
            self.reply = body
            ended = true
        } else {
            self.reply = reply
        }
    }

    /// The next message; nil once the stream has ended.
    public func next() throws -> Message? {
        var fields: [(String, String)] = []
        while true {
            guard let line = try nextLine() else { return nil }
            if line.isEmpty {
                guard !fields.isEmpty else { continue }
                var message = Message(event: "message", id: nil, data: "", retry: nil)
                var data: [String] = []
                for (name, value) in fields {
                    switch name {
                    case "event": message.event = value
                    case "id": message.id = value
                    case "data": data.append(value)
                    case "retry": message.retry = Int(value)
                    default: break
                    }
                }
                message.data = data.joined(separator: "\n")
                return message
            }
            if line.hasPrefix(":") {
                comments += 1
                continue
            }
            let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            var value = parts.count > 1 ? String(parts[1]) : ""
            if value.hasPrefix(" ") { value.removeFirst() }
            fields.append((name, value))
        }
    }

    /// Messages up to and including the first for which `stop` is true (or the end).
    public func collect(until stop: (Message) -> Bool) throws -> [Message] {
        var messages: [Message] = []
        while let message = try next() {
            messages.append(message)
            if stop(message) { break }
        }
        return messages
    }

    public func close() { connection.close() }

    private func nextLine() throws -> String? {
        while true {
            if let newline = pending.firstIndex(of: 10) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeFirst(newline + 1)
                return line
            }
            guard !ended, let chunk = try connection.readChunk() else {
                ended = true
                return nil
            }
            pending += chunk
        }
    }
}
