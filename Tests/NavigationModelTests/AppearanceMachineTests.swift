import Testing
@testable import NavigationModel

@Suite("Appearance state machine (DESIGN.md §3)")
struct AppearanceMachineTests {
    static let calls: [Event.Name] = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    @Test("the four valid steps")
    func validCycle() {
        #expect(AppearanceState.disappeared.violation(entering: .appearing) == nil)
        #expect(AppearanceState.appearing.violation(entering: .appeared) == nil)
        #expect(AppearanceState.appeared.violation(entering: .disappearing) == nil)
        #expect(AppearanceState.disappearing.violation(entering: .disappeared) == nil)
    }

    @Test("repeating a phase is a duplicate")
    func duplicates() {
        #expect(AppearanceState.appearing.violation(entering: .appearing) == .duplicateAppearance)
        #expect(AppearanceState.appeared.violation(entering: .appeared) == .duplicateAppearance)
        #expect(AppearanceState.appeared.violation(entering: .appearing) == .duplicateAppearance)
        #expect(AppearanceState.disappeared.violation(entering: .disappearing) == .duplicateAppearance)
        #expect(AppearanceState.disappeared.violation(entering: .disappeared) == .duplicateAppearance)
    }

    @Test("skipping or reversing a phase is unbalanced")
    func unbalanced() {
        #expect(AppearanceState.disappeared.violation(entering: .appeared) == .unbalancedAppearance)
        #expect(AppearanceState.appearing.violation(entering: .disappearing) == .unbalancedAppearance)
        #expect(AppearanceState.disappearing.violation(entering: .appearing) == .unbalancedAppearance)
        #expect(AppearanceState.appeared.violation(entering: .disappeared) == .unbalancedAppearance)
    }

    @Test("every appearance call has a target phase, other events none")
    func targets() {
        #expect(Self.calls.compactMap(AppearanceState.target(of:)) == [.appearing, .appeared, .disappearing, .disappeared])
        #expect(AppearanceState.target(of: .viewDidLoad) == nil)
        #expect(AppearanceState.target(of: .warning) == nil)
    }

    @Test("a warning names the call and the state it met", arguments: AppearanceState.allCases)
    func violationMessage(before: AppearanceState) throws {
        for name in Self.calls {
            let target = try #require(AppearanceState.target(of: name))
            #expect(before.violationMessage(entering: target) == "\(name.rawValue) while \(before.rawValue)")
        }
    }

    @Test("exactly one valid call from each state", arguments: AppearanceState.allCases)
    func oneValidCallPerState(state: AppearanceState) {
        let valid = Self.calls.filter { state.violation(entering: AppearanceState.target(of: $0)!) == nil }
        #expect(valid.count == 1)
    }
}
