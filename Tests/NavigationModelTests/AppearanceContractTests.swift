import Testing

@testable import NavigationModel

/// The appearance contract (DESIGN.md §3.11): each clause caught where a seed breaks it, the warning right after the
/// breaking call and pointing at it; and kept by every preset in corrected fidelity, whatever the client does.
@Suite("The appearance contract")
struct AppearanceContractTests {
    /// The warnings of `events` that report `clause`, each with the call it points at.
    static func breaches(_ events: [Event], _ clause: ContractClause) -> [(warning: Event, call: Event)] {
        events.compactMap { w in
            guard w.name == .warning, w.args.code?.clause == clause,
                let call = events.first(where: { $0.seq == w.cause.event })
            else { return nil }
            return (w, call)
        }
    }

    @Test("every appearance warning names a clause; the others none")
    func clauses() {
        let appearance: Set<WarningCode> = [
            .duplicateAppearance, .unbalancedAppearance, .unbalancedAppearanceTransition, .appearanceOutsideParent,
            .appearedOffWindow, .repeatedAppearanceInSwitch, .unbalancedContainment, .appearedOffScreen,
        ]
        for code in WarningCode.allCases {
            #expect((code.clause != nil) == appearance.contains(code), "\(code)")
        }
        #expect(Set(WarningCode.allCases.compactMap(\.clause)) == Set(ContractClause.allCases))
    }

    @Test("containment: didMove(toParent:) after willMove(toParent: nil), and a second willMove in one direction")
    func containment() {
        var w = World(runtime: .modern, fidelity: .corrected, strategy: .containment)
        let parent = w.makeController(className: "Parent", title: nil, role: .plain, screen: nil)
        let child = w.makeController(className: "Child", title: nil, role: .plain, screen: nil)
        w.containmentCall(.willMoveToParent, child, parent: parent, origin: .container)
        w.containmentCall(.didMoveToParent, child, parent: parent, origin: .container)
        #expect(w.warnings == 0)
        w.containmentCall(.willMoveToParent, child, parent: nil, origin: .container)
        w.containmentCall(.didMoveToParent, child, parent: parent, origin: .container)
        let afterLeaving = w.events.last
        #expect(afterLeaving?.args.code == .unbalancedContainment && afterLeaving?.args.code?.clause == .containment)
        #expect(afterLeaving?.args.message == "didMove(toParent: parent) after willMove(toParent: nil)")
        // It names the call before it (the willMove(toParent: nil), seq 3) as the one that set the state it found.
        #expect(afterLeaving?.cause.event == 4 && afterLeaving?.cause.setBy == 3)
        w.containmentCall(.didMoveToParent, child, parent: parent, origin: .container)
        #expect(w.events.last?.args.message == "didMove(toParent: parent) a second time")
    }

    @Test("reversals: a begin opposite to a transition in flight is no breach, wherever it happens")
    func reversal() {
        var w = World(runtime: .modern, fidelity: .corrected, strategy: .containment)
        let vc = w.makeController(className: "Page", title: nil, role: .plain, screen: nil)
        w.appearance(.viewWillAppear, vc, animated: true, origin: .container)
        w.appearance(.viewWillDisappear, vc, animated: true, origin: .container)
        w.appearance(.viewWillAppear, vc, animated: true, origin: .container)
        #expect(w.warnings == 0)
        // Not a reversal: a did- call out of its phase still breaks `balanced`.
        w.appearance(.viewDidDisappear, vc, animated: true, origin: .container)
        #expect(w.events.last?.args.code == .unbalancedAppearance)
    }

    @Test("balanced, nested, inWindow: the 2010 seed's launch breaks each, and each warning follows its call")
    func launchBreaches() throws {
        let s = try session(.crafterm2010)
        let events = s.launchEvents
        let duplicate = try #require(Self.breaches(events, .balanced).first)
        #expect(duplicate.call.name == .viewWillAppear && duplicate.warning.seq == duplicate.call.seq + 1)
        // The delegate's didShow makes smvc appear while its parent, the navigation controller, is still appearing.
        let nested = try #require(Self.breaches(events, .nested).first)
        #expect(nested.call.receiver.className == "SegmentManagingViewController" && nested.call.name == .viewDidAppear)
        #expect(nested.call.origin == .delegate && nested.warning.cause.flaw == .managingDelegateAppearance)
        #expect(nested.warning.args.message?.contains("parent") == true)
        // The "kick" in viewDidLoad calls Italy's viewDidAppear before smvc's view is in the window.
        let offWindow = try #require(Self.breaches(events, .inWindow).first)
        #expect(offWindow.call.receiver.className == "ItalyViewController" && offWindow.call.name == .viewDidAppear)
        #expect(offWindow.warning.cause.flaw == .managingManualAppearance && offWindow.warning.cause.rule == .appearanceMachine)
        #expect(offWindow.warning.seq == offWindow.call.seq + 1)
    }

    @Test("onePerSwitch: on iPhone OS 3 the 2010 seed's reloaded view shows the segment twice in one switch")
    func repeatedInSwitch() throws {
        var s = try session(.crafterm2010, runtime: .legacy)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 0))
        _ = try s.apply(.memoryWarning)
        let switched = try s.apply(.setSegment(index: 0))
        let repeated = try #require(Self.breaches(switched.events, .onePerSwitch).first)
        #expect(repeated.call.name == .viewWillAppear)
        let sameController = switched.events.filter { $0.receiver.id == repeated.call.receiver.id && $0.name == .viewWillAppear }
        #expect(sameController.count == 2 && sameController.last?.seq == repeated.call.seq)
        #expect(repeated.warning.cause.flaw == .managingManualAppearance)
    }

    @Test("a push during a push: UIKit's own 'Unbalanced calls' for the second controller (DESIGN.md §3.15)")
    func nestedPush() throws {
        var c = Preset.crafterm2010.configuration
        c.fidelity = .corrected
        c.clock = .manual
        var s = try NavigationSession(configuration: c)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 0))
        let second = try s.apply(.tapRow(row: 1))
        let unbalanced = try #require(second.events.first { $0.args.code == .unbalancedAppearanceTransition })
        #expect(unbalanced.args.code?.clause == .balanced && unbalanced.cause.rule == .midTransition)
        #expect(unbalanced.receiver.className == "AustraliaDetailViewController")
        #expect(unbalanced.args.message?.hasPrefix("Unbalanced calls to begin/end appearance transitions") == true)
    }

    @Test(
        "a container's segment switch during its own transition is refused, and changes nothing",
        arguments: [Preset.crafterm2010, .deponte2016])
    func switchDuringTransition(preset: Preset) throws {
        var c = preset.configuration
        c.fidelity = .corrected
        c.clock = .manual
        var s = try NavigationSession(configuration: c)
        _ = try s.apply(.push(ScreenSpec(title: "P", kind: .label, text: "p")))
        _ = try s.apply(.advance(milliseconds: 400))
        _ = try s.apply(.tapBack)
        let before = s.state()
        #expect(throws: ActionError.self) { try s.apply(.setSegment(index: 1)) }
        #expect(s.state() == before)
        _ = try s.apply(.advance(milliseconds: 400))
        let switched = try s.apply(.setSegment(index: 1))
        #expect(warnings(switched.events).isEmpty)
    }

    /// Random actions, swipes and clock advances on every preset, runtime and clock in corrected fidelity: no breach
    /// of any clause, except UIKit's own message for overlapping pushes.
    @Test("corrected: every preset keeps the contract under random action sequences", arguments: Preset.allCases)
    func correctedKeepsContract(preset: Preset) throws {
        for runtime in Runtime.allCases where (preset != .deponte2016 && preset != .paging) || runtime == .modern {
            for clock in [Clock.auto, .manual] {
                for seed in 0..<UInt64(25) {
                    var rng = SplitMix64(seed: seed &* 6151 &+ UInt64(Preset.allCases.firstIndex(of: preset) ?? 0))
                    var c = preset.configuration
                    c.fidelity = .corrected
                    c.runtime = runtime
                    c.clock = clock
                    var s = try NavigationSession(configuration: c)
                    var events = s.launchEvents
                    for _ in 0..<40 {
                        if let o = try? s.apply(Fuzz.timedAction(&rng, s, outOf: 12)) { events += o.events }
                    }
                    let breaches = events.filter {
                        $0.name == .warning && $0.args.code?.clause != nil && $0.args.code != .unbalancedAppearanceTransition
                    }
                    #expect(
                        breaches.isEmpty,
                        "\(preset) \(runtime) \(clock) seed \(seed): \(breaches.prefix(3).map { "\($0.seq) \($0.args.code!) \($0.args.message ?? "")" })")
                    if !breaches.isEmpty { return }
                }
            }
        }
    }
}
