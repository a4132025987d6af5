import MicroHTTP
import SegnavService
import SegnavWire

#if canImport(Glibc)
import Glibc
#endif

// Mode 's': a sequence of requests against one session, with the answers' promises checked across requests — what a
// one-request input cannot see (a fork needs a source with a past, and a wrong fork is still a 201). The bytes after
// the mode byte drive it: the first picks the preset and the clock, then each operation takes an opcode byte and its
// operand bytes, at most `maxOperations` of them:
//   act      an action from a small table (every action type, in and out of range)     200 or 422
//   past     GET the state at a version already answered                              what was answered then
//   fork     POST …/forks at a version already answered                               201 at exactly that version,
//                                                                                       the same state but its id
//   export   GET …/scenario, then POST /v1/sessions with it                             the same version and state
//            (the first export opcode of a sequence; later ones are events reads)
//   events   GET …/events?since=N                                                     200, or 409 past lastSeq
// Any other answer, a 5xx, or a broken promise aborts (libFuzzer keeps the input).

let maxOperations = 24

func fuzzSequence(_ bytes: [UInt8], pageboy: Bool = false) {
    var input = ByteInput(bytes)
    let presets = ["crafterm-2010", "deponte-2016", "crafterm-revisited", "paging"]
    let setup = input.next()
    let preset = presets[Int(setup) % presets.count]
    let clock = setup & 0x80 != 0 ? "manual" : "auto"
    let create =
        pageboy
        ? #"{"container":\#(pageboyProgram),"segments":\#(threeTables),"clock":"\#(clock)"}"#
        : #"{"preset":"\#(preset)","clock":"\#(clock)"}"#
    let created = post("/v1/sessions", Array(create.utf8))
    // A preset this build does not have (an older binary) is a 422: nothing to sequence.
    guard created.status == 201, let location = created.header("Location") else { return }
    // The state answered at each version, its id left out (a fork or an import has its own).
    var answered: [Int: JSON] = [0: withoutID(created.body, bytes)]
    var version = 0
    var exported = false
    for _ in 0..<maxOperations {
        guard let opcode = input.nextIfAny() else { break }
        switch opcode % 5 {
        case 0:
            let body = pageboy ? pageAction(&input) : sequenceAction(&input)
            let response = post(location + "/actions", Array(body.utf8))
            let answer = check(response, allowed: [200, 422], route: "sequence act \(body)", body: bytes)
            traceLine("act \(body): \(response.status)")
            if response.status == 200 {
                // A batch of n actions makes n versions (DESIGN §5.8): the version is the answer's, and the ones
                // inside the batch were never answered, so they have nothing to compare with. The state is the
                // answer's own (`{"state":…,"events":…}`): what was answered then, with no second request.
                guard let stateAnswered = answer["state"] else { fail("an action's 200 has no state: \(text(response.body))", bytes) }
                let state = withoutID(stateAnswered, response.body, bytes)
                guard case .number(let made)? = state["version"],
                    let next = Int(exactly: made), next >= version
                else { fail("an action's 200 moved the version back: \(text(response.body))", bytes) }
                version = next
                answered[version] = state
            }
        case 1:
            let asked = Int(input.next()) % (version + 1)
            let past = respond(Request(method: "GET", path: location, query: [Field("version", "\(asked)")]))
            let pastJSON = check(past, allowed: [200, 404], route: "sequence past read", body: bytes)
            traceLine("read \(asked) of \(version): \(past.status)")
            if past.status == 200, let then = answered[asked] {
                expect(withoutID(pastJSON, past.body, bytes) == then, "the state read at version \(asked) differs from what was answered then", bytes)
            }
        case 2:
            let asked = Int(input.next()) % (version + 1)
            let fork = post(location + "/forks", Array(#"{"version":\#(asked)}"#.utf8))
            let forkJSON = check(fork, allowed: [201, 404], route: "sequence fork", body: bytes)
            traceLine("fork \(asked) of \(version): \(fork.status)")
            if fork.status == 201, let forked = fork.header("Location") {
                expect(
                    answered[asked].map { withoutID(forkJSON, fork.body, bytes) == $0 } ?? true,
                    "a fork at version \(asked) is not the state answered then", bytes)
                expect(respond(Request(method: "DELETE", path: forked)).status == 204, "delete the fork", bytes)
            }
        case 3 where !exported:
            // One export a sequence is opened again: an export replays the whole history and its import replays it
            // once more (a fifth of a sequence's time when every export opcode did), and a mutation can move the one
            // export to any point of the sequence. Later export opcodes read events instead (below).
            exported = true
            let export = respond(Request(method: "GET", path: location + "/scenario"))
            check(export, allowed: [200, 404, 422], route: "sequence export", body: bytes)
            guard export.status == 200 else { break }
            let opened = post("/v1/sessions", Array(#"{"scenario":"#.utf8) + export.body + Array("}".utf8))
            let openedJSON = check(opened, allowed: [201], route: "sequence import of an export", body: bytes)
            traceLine("export at \(version) opened again: \(opened.status)")
            if opened.status == 201, let imported = opened.header("Location") {
                expect(
                    withoutID(openedJSON, opened.body, bytes) == answered[version],
                    "an export opened again is not the session it came from", bytes)
                expect(respond(Request(method: "DELETE", path: imported)).status == 204, "delete the import", bytes)
            }
        default:
            let since = Int(input.next()) * 4
            check(
                respond(Request(method: "GET", path: location + "/events", query: [Field("since", "\(since)")])),
                allowed: [200, 409], route: "sequence events", body: bytes)
        }
    }
    expect(respond(Request(method: "DELETE", path: location)).status == 204, "delete the sequence's session", bytes)
}

/// One action in the API's JSON, from the next bytes: every type, with operands in and out of range.
func sequenceAction(_ input: inout ByteInput) -> String {
    let kind = input.next()
    let operand = Int(input.next())
    switch kind % 14 {
    case 0: return #"{"type":"selectSegment","index":\#(operand % 4)}"#
    case 1: return #"{"type":"setSegment","index":\#(operand % 4)}"#
    case 2: return #"{"type":"tapRow","row":\#(operand % 5)}"#
    case 3: return #"{"type":"push","screen":{"kind":"table","title":"P\#(operand)","rows":[{"title":"r"}]}}"#
    case 4: return #"{"type":"pop"}"#
    case 5: return #"{"type":"popToRoot"}"#
    case 6: return #"{"type":"tapBack"}"#
    case 7: return #"{"type":"memoryWarning"}"#
    case 8: return #"{"type":"beginBackSwipe"}"#
    case 9: return #"{"type":"updateBackSwipe","progress":\#(Double(operand % 101) / 100)}"#
    case 10: return #"{"type":"endBackSwipe","complete":\#(operand % 2 == 0)}"#
    case 11: return #"{"type":"advance","seconds":\#(Double(operand % 8) / 10)}"#
    case 12: return #"{"type":"advance","seconds":0}"#
    default: return #"{"actions":[{"type":"selectSegment","index":\#(operand % 3)},{"type":"tapRow","row":0}]}"#
    }
}

/// Mode 'p''s actions: page swipes (begun either way, moved, let go either way; with no swipe held, refused) and the other
/// actions' table, so that swipes meet taps, rows, backs and advances.
func pageAction(_ input: inout ByteInput) -> String {
    let kind = input.next()
    switch kind % 6 {
    case 0: return #"{"type":"beginPageSwipe","direction":"\#(input.next() % 2 == 0 ? "forward" : "reverse")"}"#
    case 1: return #"{"type":"updatePageSwipe","progress":\#(Double(input.next() % 101) / 100)}"#
    case 2: return #"{"type":"endPageSwipe","complete":\#(input.next() % 2 == 0)}"#
    default: return sequenceAction(&input)
    }
}

/// Pageboy 5.0.1 (Examples/containers/A03-pageboy-5.0.1.json, docs/containers.md), and its three table segments.
let pageboyProgram = #"""
    {"format":"segnav-container/1","class":"PageboyViewController","forwardsAppearance":true,"control":"own",
    "embeds":{"pvc":{"kind":"UIPageViewController","style":"scroll"}},
    "vars":{"current":0,"isUpdating":false,"isScrollingAnimated":false,"isSetting":false},
    "on":{"viewDidLoad":[{"pageViewController":"pvc","setViewControllers":{"child":0},"direction":"forward","animated":false,
    "completion":[{"set":"current","to":0}]}],
    "select":[{"if":{"or":[{"var":"isScrollingAnimated"},{"==":[{"arg":"index"},{"var":"current"}]}]},"then":[{"return":null}]},
    {"set":"isScrollingAnimated","to":{"arg":"animated"}},{"if":{"var":"isUpdating"},"then":[{"return":null}]},
    {"set":"isUpdating","to":true},
    {"async":[{"if":{"var":"isSetting"},"then":[{"set":"isUpdating","to":false},{"return":null}]},{"set":"isSetting","to":true},
    {"pageViewController":"pvc","setViewControllers":{"child":{"arg":"index"}},
    "direction":{"cond":[{">":[{"arg":"index"},{"var":"current"}]},"forward","reverse"]},"animated":{"arg":"animated"},
    "completion":[{"if":{"and":[{"arg":"finished"},{"arg":"animated"}]},
    "then":[{"async":[{"pageViewController":"pvc","setViewControllers":{"child":{"arg":"index"}},"direction":"forward","animated":false,
    "completion":[{"set":"isSetting","to":false}]}]}],"else":[{"set":"isSetting","to":false}]},
    {"set":"isUpdating","to":false},{"if":{"arg":"finished"},"then":[{"set":"current","to":{"arg":"index"}}]},
    {"set":"isScrollingAnimated","to":false}]}]}]}}
    """#

let threeTables =
    #"[{"title":"C0","screen":{"kind":"table","rows":[{"title":"r","detail":{"kind":"label","title":"D"}}]}},{"title":"C1","screen":{"kind":"table"}},{"title":"C2","screen":{"kind":"table"}}]"#

/// The answer's state as JSON without its `id` (and `version` kept: it must match).
func withoutID(_ body: [UInt8], _ input: [UInt8]) -> JSON {
    withoutID((try? JSON.parse(body)) ?? .null, body, input)
}

/// The same for a body already parsed (by `check`).
func withoutID(_ parsed: JSON, _ body: [UInt8], _ input: [UInt8]) -> JSON {
    guard case .object(let members) = parsed else { fail("a state answer is not a JSON object: \(text(body))", input) }
    return .object(members.filter { $0.key != "id" })
}

/// The fuzzer's bytes, read in order; past the end, zeros (so every input runs to a defined end).
struct ByteInput {
    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> UInt8 {
        nextIfAny() ?? 0
    }

    mutating func nextIfAny() -> UInt8? {
        guard position < bytes.count else { return nil }
        defer { position += 1 }
        return bytes[position]
    }
}

/// `FUZZ_TRACE=1`: each operation of a sequence and its status on stderr (to see what a corpus reaches).
func traceLine(_ line: @autoclosure () -> String) {
    guard trace else { return }
    let bytes = Array((line() + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
