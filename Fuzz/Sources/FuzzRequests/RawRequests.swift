import MicroHTTP
import SegnavService
import SegnavWire

#if canImport(Glibc)
import Glibc
#endif

// Whole requests: the input (after its mode byte) is the raw bytes of one
// HTTP/1.1 request — request line, header fields, blank line, body — for any
// route, with any header (Last-Event-ID, If-Match, If-None-Match,
// Authorization, Origin, …). It is read as libmicrohttpd would hand it to the
// app (path and query percent-decoded, field values trimmed) and answered by
// a real app: mode 'h' one with no token, mode 'H' one with `--token` and
// exact CORS origins. Placeholders make the corpus reach live state: `{id}`
// in the target is a fresh session's id, `{ticket}` a stream ticket for it.
// A positive `wait` is answered as `wait=0` (a fuzzer waits for nothing).
//
// Invariants: no crash, never 500, every error is problem+json, an error
// never changes the session's state, and a stream begins with Server-Sent Events.

let tokenApp = SegnavApp(
    configuration: ServiceConfiguration(token: "fuzz-token", corsOrigins: ["http://a.example"]), logger: quietLogger)
/// `FUZZ_TRACE=1`: each whole request's status, method and target on stderr (to see what a corpus reaches).
let trace = getenv("FUZZ_TRACE") != nil

func fuzzRawRequest(_ bytes: [UInt8], withToken: Bool) {
    let target = withToken ? tokenApp : app
    guard var request = RawRequest.parse(bytes) else { return }  // libmicrohttpd would refuse it first
    let auth = [Field("Authorization", "Bearer fuzz-token")]
    let created = respond(
        Request(
            method: "POST", path: "/v1/sessions", headers: auth + [Field("Content-Type", "application/json")],
            body: Array(#"{"preset":"crafterm-2010"}"#.utf8)), on: target)
    guard created.status == 201, let location = created.header("Location") else {
        fail("cannot create a session: \(created.status)", bytes)
    }
    let id = String(location.dropFirst("/v1/sessions/".count))
    var ticket = "none"
    if withToken {
        let issued = respond(Request(method: "POST", path: location + "/stream/tickets", headers: auth), on: target)
        if case .string(let value)? = (try? JSON.parse(issued.body))?["ticket"] { ticket = value }
    }
    request.path = request.path.replacingAll("{id}", with: id)
    request.query = request.query.map { field in
        var value = field.value.replacingAll("{id}", with: id).replacingAll("{ticket}", with: ticket)
        if field.name == "wait", let seconds = Int(value), seconds > 0 { value = "0" }
        return Field(field.name, value)
    }
    let before = respond(Request(method: "GET", path: location, headers: auth), on: target)
    let response = respond(request, on: target)
    if trace {
        let line = Array("\(response.status) \(request.method) \(request.path)\(request.query.isEmpty ? "" : "?…")\n".utf8)
        _ = line.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }
    if let stream = response.stream {
        let opening = stream.takeQueued()
        let head = String(decoding: opening.prefix(16), as: UTF8.self)
        expect(
            opening.isEmpty || head.hasPrefix("retry:") || head.hasPrefix("event:") || head.hasPrefix("id:"),
            "a stream began with \(head)", bytes)
        stream.finish()
        _ = stream.takeQueued()  // ends it, as sending its last byte would
    }
    expect(response.status != 500, "500: \(text(response.body))", bytes)
    if response.status >= 400 {
        let type = response.header("Content-Type") ?? ""
        expect(type == "application/problem+json", "\(response.status) with Content-Type '\(type)'", bytes)
        expect((try? JSON.parse(response.body)) != nil, "a \(response.status) body that is not JSON", bytes)
        let after = respond(Request(method: "GET", path: location, headers: auth), on: target)
        // A refused DELETE of the session itself is the one error after which it may be gone… but it is refused,
        // so it is still there and unchanged.
        expect(after.body == before.body, "a refused request changed the session: \(request.method) \(request.path)", bytes)
    }
    _ = respond(Request(method: "DELETE", path: location, headers: auth), on: target)
}

/// One request's bytes, read as libmicrohttpd hands a request to the app.
enum RawRequest {
    static func parse(_ bytes: [UInt8]) -> Request? {
        guard let headEnd = find([13, 10, 13, 10], in: bytes) else { return nil }
        let head = String(decoding: bytes[..<headEnd], as: UTF8.self)
        var lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        guard !lines.isEmpty else { return nil }
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: false)
        guard requestLine.count == 3, !requestLine[0].isEmpty, requestLine[1].hasPrefix("/"),
            requestLine[2] == "HTTP/1.1" || requestLine[2] == "HTTP/1.0"
        else { return nil }
        let target = requestLine[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = percentDecoded(target[0]) else { return nil }
        var query: [Field] = []
        if target.count > 1 {
            for pair in target[1].split(separator: "&") {
                let halves = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let name = percentDecoded(halves[0], plus: true),
                    let value = percentDecoded(halves.count > 1 ? halves[1] : "", plus: true)
                else { return nil }
                query.append(Field(name, value))
            }
        }
        var headers: [Field] = []
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            let name = String(line[..<colon])
            guard !name.isEmpty, !name.contains(" ") else { return nil }
            headers.append(Field(name, line[line.index(after: colon)...].trimmingCharacters(in: " \t")))
        }
        return Request(
            method: String(requestLine[0]), path: path, query: query, headers: headers,
            body: Array(bytes[(headEnd + 4)...]))
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start..<start + needle.count].elementsEqual(needle) {
            return start
        }
        return nil
    }

    /// `%XX` decoded (and `+` as a space in queries); nil for a bad escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: Substring, plus: Bool = false) -> String? {
        var out: [UInt8] = []
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            if byte == UInt8(ascii: "%") {
                guard let high = bytes.next().flatMap(hex), let low = bytes.next().flatMap(hex) else { return nil }
                out.append(high << 4 | low)
            } else {
                out.append(plus && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            }
        }
        return String(validating: out, as: UTF8.self)
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}

extension String {
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard contains(target) else { return self }
        return components(separatedBy: target).joined(separator: replacement)
    }

    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}

extension Substring {
    func trimmingCharacters(in set: String) -> String { String(self).trimmingCharacters(in: set) }
}
