import Foundation
import MicroHTTP
import Testing

/// Every byte a client gets from a write, and from the reads that serve what the write published, pinned
/// against files (issue 41): the write path is rewritten for speed, and nothing a client sees may change with
/// it. The session's random id is the only part replaced (by `SESSION`). To write the files anew after a
/// deliberate change of the wire: `SEGNAV_WRITE_GOLDEN=1 swift test --filter WriteAnswerBytes`, then read the diff.
@Suite("Write answers, byte for byte")
struct WriteAnswerBytesTests {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("golden/write-path")

    /// Status, the headers a client reads, then the body, as one text.
    static func transcript(_ response: Response, id: String) -> String {
        let body = String(decoding: response.body, as: UTF8.self).replacingOccurrences(of: id, with: "SESSION")
        let headers = ["Content-Type", "ETag"].compactMap { name in response.header(name).map { "\(name): \($0)\n" } }
        return "\(response.status)\n" + headers.joined() + "\n" + body + "\n"
    }

    static func expectPinned(_ text: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = directory.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SEGNAV_WRITE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let pinned = try String(contentsOf: file, encoding: .utf8)
        #expect(text == pinned, "\(name) differs from the pinned bytes", sourceLocation: sourceLocation)
    }

    @Test(
        "each POST answer, the state and events read after it, and the screen are the pinned bytes",
        arguments: ["deponte-2016", "crafterm-2010", "crafterm-revisited"])
    func pinned(preset: String) async throws {
        let client = APIClient()
        let id = try await client.create(#"{"preset":"\#(preset)"}"#)
        let actions = [
            #"{"type":"setSegment","index":1}"#,
            #"{"type":"setSegment","index":0}"#,
            #"{"type":"setSegment","index":0}"#,  // a no-op
            #"{"actions":[{"type":"setSegment","index":1},{"type":"setSegment","index":0}]}"#,
        ]
        var text = ""
        for action in actions {
            text += "POST \(action)\n" + Self.transcript(await client.call("POST", "/v1/sessions/\(id)/actions", json: action), id: id)
        }
        for read in ["", "/events?since=0", "/screen"] {
            text += "GET \(read)\n" + Self.transcript(await client.call("GET", "/v1/sessions/\(id)\(read)"), id: id)
        }
        try Self.expectPinned(text, "\(preset).txt")
    }
}
