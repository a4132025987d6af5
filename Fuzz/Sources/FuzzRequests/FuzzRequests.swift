import CFuzzerDriver
import Logging
import MicroHTTP
import SegnavService
import SegnavWire

#if canImport(Glibc)
import Glibc
#endif

// libFuzzer entry over request decoding and action application, and whole requests of every route.
//
// Input: one mode byte, then a request body. The mode picks the route:
//   'c'            POST /v1/sessions with the body
//   'a' / 'd' / 'r' POST /v1/sessions/{id}/actions with the body, on a fresh
//                  session of crafterm-2010 / deponte-2016 / crafterm-revisited
//   'A' / 'D' / 'R' the same with `If-Match: "0"` (the fresh session's version)
//   'm'            POST /v1/compare with the body
//   't'            POST /v1/traces with the body (a trace, JSON Lines: docs/traces.md)
//   'h' / 'H'      a whole raw HTTP request for any route (RawRequests.swift),
//                  to an app without / with a token
//   's'            a sequence on one session: actions, past reads, forks, an
//                  export opened again, event pages (StatefulRequests.swift)
//   'p'            the same sequence on a container session of Pageboy (A03,
//                  an embedded UIPageViewController), with page swipes too
// any other byte maps onto these by value, so every input means something.
// Everything goes through the public `SegnavApp` (router → policy → JSON
// parser → decoders → shard actor → engine → encoders), with no socket.
//
// Besides crashes (ASan, Swift traps), the target checks what the API promises:
// no 5xx, only the statuses openapi.yaml lists for the route, a JSON body
// (problem+json for errors), and an error never changes a session's state.

/// Quiet apps: an error answer's sampled info line (the default level's) would be most of a run's output.
let quietLogger: Logger = {
    var logger = Logger(label: "segnav-fuzz")
    logger.logLevel = .critical
    return logger
}()
let app = SegnavApp(logger: quietLogger)
let modes: [UInt8] = Array("cadrADRmhHstp".utf8)

/// Runs libFuzzer's driver with the command line (corpus dirs, -max_total_time, …) and exits.
func runFuzzer() -> Never {
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(LLVMFuzzerRunDriver(&argc, &argv, fuzzOneInput))
}

/// libFuzzer's per-input callback, under its standard name too (libFuzzer's
/// archive, linked whole by `-sanitize=fuzzer`, refers to it).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let first = data[0]
    let mode = modes.contains(first) ? first : modes[Int(first) % modes.count]
    let body = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    switch mode {
    case UInt8(ascii: "c"):
        let response = post("/v1/sessions", body)
        check(response, allowed: [201, 400, 422], route: "create", body: body)
        if response.status == 201, let location = response.header("Location") {
            expect(respond(Request(method: "DELETE", path: location)).status == 204, "delete after create", body)
        }
    case UInt8(ascii: "m"):
        check(post("/v1/compare", body), allowed: [200, 400, 422, 503], route: "compare", body: body)
    case UInt8(ascii: "t"):
        check(post("/v1/traces", body), allowed: [200, 400, 413, 422, 503], route: "traces", body: body)
    case UInt8(ascii: "h"), UInt8(ascii: "H"):
        fuzzRawRequest(body, withToken: mode == UInt8(ascii: "H"))
    case UInt8(ascii: "s"):
        fuzzSequence(body)
    case UInt8(ascii: "p"):
        fuzzSequence(body, pageboy: true)
    default:
        let preset: String
        switch mode {
        case UInt8(ascii: "a"), UInt8(ascii: "A"): preset = "crafterm-2010"
        case UInt8(ascii: "d"), UInt8(ascii: "D"): preset = "deponte-2016"
        default: preset = "crafterm-revisited"
        }
        act(preset: preset, body: body, ifMatch: mode < UInt8(ascii: "a"))
    }
    return 0
}

/// A fresh session, the actions body applied to it, then read back and deleted.
func act(preset: String, body: [UInt8], ifMatch: Bool) {
    let created = post("/v1/sessions", Array(#"{"preset":"\#(preset)"}"#.utf8))
    guard created.status == 201, let location = created.header("Location") else {
        fail("cannot create a \(preset) session: \(created.status)", body)
    }
    let before = respond(Request(method: "GET", path: location))
    var headers = [Field("Content-Type", "application/json")]
    if ifMatch { headers.append(Field("If-Match", #""0""#)) }
    let response = respond(Request(method: "POST", path: location + "/actions", headers: headers, body: body))
    check(response, allowed: [200, 400, 412, 422], route: "actions", body: body)
    let after = respond(Request(method: "GET", path: location))
    expect(after.status == 200, "state read after actions: \(after.status)", body)
    if response.status != 200 {
        expect(after.body == before.body, "a refused action changed the session's state", body)
    }
    check(respond(Request(method: "GET", path: location + "/screen")), allowed: [200], route: "screen", body: body)
    check(
        respond(Request(method: "GET", path: location + "/events", query: [Field("limit", "1000")])),
        allowed: [200], route: "events", body: body)
    expect(respond(Request(method: "DELETE", path: location)).status == 204, "delete", body)
}

func post(_ path: String, _ body: [UInt8]) -> Response {
    respond(Request(method: "POST", path: path, headers: [Field("Content-Type", "application/json")], body: body))
}

/// The app's answer, synchronously: answers given at once are taken as they
/// are, immediate handlers are called in place; deferred ones run as the
/// server runs them, in a task with an executor preference, whose jobs this
/// (libFuzzer's) thread runs itself until the answer is in (`CallerExecutor`).
func respond(_ request: Request, on target: SegnavApp = app) -> Response {
    switch target.handler(for: request) {
    case .response(let response):
        return response
    case .immediate(let handle):
        return handle(request)
    case .deferred(let handle):
        return callerExecutor.answer(request, handle)
    }
}

let callerExecutor = CallerExecutor()

/// Fails unless the answer keeps the route's promises; returns its body parsed, for callers that compare it
/// (parsed once: under ASan the parse is a good part of a sequence's time).
@discardableResult
func check(_ response: Response, allowed: Set<Int>, route: String, body: [UInt8]) -> JSON {
    expect(allowed.contains(response.status), "\(route): unexpected status \(response.status): \(text(response.body))", body)
    let type = response.header("Content-Type") ?? ""
    let expected = response.status < 400 ? "application/json" : "application/problem+json"
    expect(type == expected, "\(route): \(response.status) with Content-Type '\(type)'", body)
    do {
        return try JSON.parse(response.body)
    } catch {
        fail("\(route): the \(response.status) body is not JSON (\(error)): \(text(response.body))", body)
    }
}

func expect(_ condition: Bool, _ message: @autoclosure () -> String, _ body: [UInt8]) {
    if !condition { fail(message(), body) }
}

/// Reports and aborts, so libFuzzer saves the input as a crash.
func fail(_ message: String, _ body: [UInt8]) -> Never {
    let report = Array("fuzz invariant broken: \(message)\ninput body: \(text(body))\n".utf8)
    _ = report.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }  // `stderr` is not concurrency-safe in Swift 6
    abort()
}

func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix(2000), as: UTF8.self)
}
