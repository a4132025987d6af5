import NavigationModel
import Testing
@testable import SegnavService
import SegnavWire

@Suite("Event encoding")
struct EventEncodingTests {
    @Test("every member as DESIGN.md §4 names it; args only when present")
    func shape() throws {
        let event = Event(
            seq: 7, time: 0.35, action: 2, receiver: .init(id: "vc-3", className: "Italy\"VC"),
            name: .didMoveToParent, args: .init(animated: true, parent: .none), depth: 1, origin: .system)
        #expect(
            String(decoding: event.encoded, as: UTF8.self)
                == #"{"seq":7,"time":0.35,"action":2,"receiver":{"id":"vc-3","class":"Italy\"VC"},"name":"didMoveToParent","args":{"animated":true,"parent":null},"depth":1,"origin":"system","cause":{"event":null,"rule":null,"flaw":null,"code":null}}"#
        )
        let warning = Event(
            seq: 1, time: 0, action: 0, receiver: .init(id: "vc-1", className: "X"), name: .warning,
            args: .init(code: .duplicateAppearance, message: "<b>"), depth: 0, origin: .delegate)
        let parsed = try JSON.parse(warning.encoded)
        #expect(parsed["args"] == ["code": "duplicateAppearance", "clause": "balanced", "message": "<b>"])
        #expect(parsed["time"] == 0)
        let shown = Event(
            seq: 2, time: 1, action: 0, receiver: .init(id: "vc-1", className: "X"), name: .navigationDidShow,
            args: .init(animated: false, parent: .id("vc-2"), shown: "vc-4"), depth: 0, origin: .system)
        #expect(try JSON.parse(shown.encoded)["args"] == ["animated": false, "parent": "vc-2", "viewController": "vc-4"])
        #expect(shown.json == (try JSON.parse(shown.encoded)))
    }

    @Test("cause: the caller's seq and the ids of rule, flaw and code, null where unset")
    func cause() throws {
        let event = Event(
            seq: 9, time: 0, action: 1, receiver: .init(id: "vc-3", className: "X"), name: .viewWillAppear,
            args: .init(animated: false), depth: 1, origin: .container,
            cause: Cause(event: 4, flaw: .managingManualAppearance, code: .managingSegmentChanged))
        #expect(
            try JSON.parse(event.encoded)["cause"] == [
                "event": 4, "rule": .null, "flaw": "managingManualAppearance",
                "code": "SegmentManagingViewController.didChangeSegmentControl:",
            ])
        let system = Event(
            seq: 2, time: 0, action: 1, receiver: .init(id: "vc-1", className: "X"), name: .viewDidLoad,
            depth: 0, origin: .system, cause: Cause(rule: .push))
        #expect(try JSON.parse(system.encoded)["cause"] == ["event": .null, "rule": "3.1", "flaw": .null, "code": .null])
    }
}
