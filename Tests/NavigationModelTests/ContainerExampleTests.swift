import Testing

@testable import NavigationModel

@Suite("Container examples")
struct ContainerExampleTests {
    @Test(
        "every example (A03 on the embedded page view controller) loads with three tables and takes selectSegment 1, 2, 0", arguments: containerExampleNames())
    func examplesRun(name: String) throws {
        var s = try containerSession(name)
        for i in [1, 2, 0] {
            _ = try s.apply(.selectSegment(index: i))
        }
        #expect(s.world.container?.failure == nil)
    }
}
