import Testing

@testable import NavigationModel

@Suite("Container examples")
struct ContainerExampleTests {
    @Test("every example but A03 loads with three tables and takes selectSegment 1, 2, 0", arguments: containerExampleNames())
    func examplesRun(name: String) throws {
        if name.hasPrefix("A03") { return }
        var s = try containerSession(name)
        for i in [1, 2, 0] {
            _ = try s.apply(.selectSegment(index: i))
        }
        #expect(s.world.container?.failure == nil)
    }
}
