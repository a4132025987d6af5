import Foundation
import Testing

@testable import NavigationModel

/// docs/containers.md's tutorial: its first program has the bug the text finds, its second does not.
@Suite("Container programs: the tutorial")
struct ContainerTutorialTests {
    static func run(_ file: String) throws -> (launch: [Event], switches: [Event]) {
        var s = try containerSession("tutorial/" + file)
        let launch = s.takeLaunchEvents()
        var out: [Event] = []
        for i in [1, 2, 0] { out += try s.apply(.selectSegment(index: i)).events }
        return (launch, out)
    }

    @Test("my-tabs-1: begin/end by hand with forwarding on breaks the contract at launch only")
    func first() throws {
        let r = try Self.run("my-tabs-1.json")
        let codes = Set(warnings(r.launch))
        #expect(codes == [.appearanceOutsideParent, .duplicateAppearance], "\(r.launch.map(containerLine))")
        #expect(warnings(r.switches).isEmpty)
    }

    @Test("my-tabs-2: UIKit's forwarding and window rule alone: no warning")
    func second() throws {
        let r = try Self.run("my-tabs-2.json")
        #expect(warnings(r.launch + r.switches).isEmpty)
        let c0 = r.launch.filter { $0.receiver.id == "vc-1" && [.viewWillAppear, .viewDidAppear].contains($0.name) }
        #expect(c0.count == 2)
    }
}
