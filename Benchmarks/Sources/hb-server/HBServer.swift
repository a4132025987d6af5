import BenchSupport
import HTTPTypes
import Hummingbird
import MicroHTTP
import SegnavService
import SessionStore

#if canImport(Glibc)
import Glibc
#endif

/// Serves `BenchResponder` (segnav's app) over Hummingbird instead of
/// libmicrohttpd, so `scripts/versus.sh` can hold the two front ends against
/// each other on identical application work.
///
/// A custom `HTTPResponder` rather than a `Router` with a catch-all route: the
/// app routes every request itself, so a trie match in front of it would be
/// a second routing pass paid only by Hummingbird; `Application(responder:)` is
/// Hummingbird's documented entry point for exactly this. Everything else is
/// Hummingbird's default: HTTP/1.1, the `MultiThreadedEventLoopGroup`
/// singleton (one event loop per core), handlers on the global concurrent
/// executor, its `Date` header cache.
struct SegnavHTTPResponder: HTTPResponder {
    typealias Context = BasicRequestContext

    let responder: BenchResponder
    /// bench-server's limit (libmicrohttpd's `ServerOptions` default, as
    /// segnavd's `--max-body`), so both refuse the same bodies with the app's
    /// own 413 problem rather than Hummingbird's bare 413.
    static let maxBodySize = ServerOptions().maxBodySize

    func respond(to request: Hummingbird.Request, context: BasicRequestContext) async throws -> Hummingbird.Response {
        var converted = Self.request(from: request)
        do {
            let buffer = try await request.body.collect(upTo: Self.maxBodySize)
            converted.body = Array(buffer.readableBytesView)
        } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
            return Self.response(from: responder.refusal(.bodyTooLarge(limit: Self.maxBodySize), for: converted))
        }
        let response: MicroHTTP.Response
        switch responder.handler(for: converted) {
        case .immediate(let handle):
            // Hummingbird already runs this in a task off the event loop:
            // there is no cheaper place to answer, so no hop for it either.
            response = handle(converted)
        case .response(let answered):
            response = answered
        case .deferred(let handle):
            response = await handle(converted)
        }
        return Self.response(from: response)
    }

    /// What libmicrohttpd hands the bridge: the path percent-decoded without
    /// its query, the query split and decoded (`+` as space), headers in order.
    static func request(from request: Hummingbird.Request) -> MicroHTTP.Request {
        var headers: [Field] = []
        headers.reserveCapacity(request.headers.count + 1)
        // HTTPTypes moves `Host` into the authority pseudo-header; put it back
        // where libmicrohttpd would have it, first, as clients send it.
        if let authority = request.head.authority {
            headers.append(Field("Host", authority))
        }
        for field in request.headers {
            headers.append(Field(field.name.rawName, field.value))
        }
        return MicroHTTP.Request(
            method: request.method.rawValue,
            path: percentDecoded(Substring(request.uri.path), plusAsSpace: false),
            query: request.uri.query.map(queryFields) ?? [],
            headers: headers)
    }

    static func response(from response: MicroHTTP.Response) -> Hummingbird.Response {
        var fields = HTTPFields()
        for field in response.headers {
            if let name = HTTPField.Name(field.name) {
                fields.append(HTTPField(name: name, value: field.value))
            }
        }
        if response.status == 204 || response.status == 304 {
            // No body, and (RFC 9110 §8.6) no Content-Length for Hummingbird to add.
            return Hummingbird.Response(status: .init(code: response.status), headers: fields)
        }
        return Hummingbird.Response(
            status: .init(code: response.status), headers: fields,
            body: .init(byteBuffer: ByteBuffer(bytes: response.body)))
    }

    /// libmicrohttpd's argument parsing: pairs split at `&`, name and value at
    /// the first `=`, a missing value is empty.
    static func queryFields(_ query: String) -> [Field] {
        var fields: [Field] = []
        for pair in query.split(separator: "&", omittingEmptySubsequences: true) {
            if let equals = pair.firstIndex(of: "=") {
                fields.append(Field(percentDecoded(pair[..<equals], plusAsSpace: true),
                                    percentDecoded(pair[pair.index(after: equals)...], plusAsSpace: true)))
            } else {
                fields.append(Field(percentDecoded(pair, plusAsSpace: true), ""))
            }
        }
        return fields
    }

    /// Malformed escapes stay as written, as libmicrohttpd leaves them.
    static func percentDecoded(_ text: Substring, plusAsSpace: Bool) -> String {
        let utf8 = text.utf8
        guard utf8.contains(where: { $0 == UInt8(ascii: "%") || (plusAsSpace && $0 == UInt8(ascii: "+")) }) else {
            return String(text)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var i = utf8.startIndex
        while i != utf8.endIndex {
            let byte = utf8[i]
            if byte == UInt8(ascii: "%"),
               let h = utf8.index(i, offsetBy: 1, limitedBy: utf8.endIndex), h != utf8.endIndex,
               let l = utf8.index(h, offsetBy: 1, limitedBy: utf8.endIndex), l != utf8.endIndex,
               let high = hexValue(utf8[h]), let low = hexValue(utf8[l]) {
                bytes.append(high << 4 | low)
                i = utf8.index(after: l)
                continue
            }
            bytes.append(plusAsSpace && byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            i = utf8.index(after: i)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// `--port N` (default 0: any free port), `--shards N` as `bench-server`.
/// The "listening on" line carries the bound port so scripts can start it on 0.
@main
struct HBServer {
    static func main() async throws {
        let arguments = CommandLine.arguments
        func value(_ flag: String) -> Int? {
            guard let i = arguments.firstIndex(of: flag), i + 1 < arguments.count else { return nil }
            return Int(arguments[i + 1])
        }
        var limits = StoreLimits()
        if let shards = value("--shards") { limits.shards = shards }
        let responder = BenchResponder(app: SegnavApp(configuration: ServiceConfiguration(limits: limits)))
        let application = Application(
            responder: SegnavHTTPResponder(responder: responder),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: value("--port") ?? 0)),
            onServerRunning: { channel in
                print("listening on http://127.0.0.1:\(channel.localAddress?.port ?? 0)")
                fflush(nil)
            })
        try await application.runService()
    }
}
