import Foundation
import SegnavScenarios
import Synchronization
import Testing

@testable import SegnavRecorder

/// The recorder's lines are segnav traces: they read back through segnav's own decoder and checker.
@Suite("SegnavRecorder: the platform-independent core")
struct TraceRecorderTests {
    final class Lines: Sendable {
        let all = Mutex<[String]>([])
        func append(_ line: String) { all.withLock { $0.append(line) } }
    }

    @Test("calls, markers and console lines read back as a trace; a duplicate is found")
    func roundTrip() throws {
        let lines = Lines()
        let recorder = TraceRecorder(sink: { lines.append($0) }, clock: { 0.25 })
        let root = NSObject(), child = NSObject()
        let rootID = TraceRecorder.id(of: root), childID = TraceRecorder.id(of: child)
        #expect(rootID.hasPrefix("0x") && rootID != childID)
        recorder.call("addChild", vc: rootID, className: "Pager", child: childID)
        recorder.call("didMoveToParent", vc: childID, className: "Page \"1\"\n", to: .some(rootID))
        recorder.call("viewWillAppear", vc: rootID, className: "Pager", animated: false, parent: .some(nil), inWindow: false)
        recorder.call("viewWillAppear", vc: childID, title: "Ünïcode\u{1}", animated: false, parent: .some(rootID), inWindow: false)
        recorder.action(json: #"{"type":"selectSegment","index":1}"#)
        recorder.call("viewWillAppear", vc: rootID, className: "Pager", animated: false, parent: .some(nil), inWindow: false)
        recorder.console("Unbalanced calls to begin/end appearance transitions for <Pager: \(rootID)>.")
        let text = lines.all.withLock { $0 }.joined(separator: "\n")
        let trace = try TraceDecoder.decode(Array(text.utf8))
        #expect(trace.entries.count == 7)
        let checker = TraceChecker.check(trace)
        let codes = checker.verdicts.compactMap { $0["code"] }
        #expect(codes == ["duplicateAppearance", "unbalancedAppearanceTransition"])
    }

    @Test("JSON escaping: quotes, backslashes, control characters")
    func escaping() {
        #expect(TraceLine.quoted("a\"b\\c\n\u{7}") == #""a\"b\\c\n\u0007""#)
    }
}
