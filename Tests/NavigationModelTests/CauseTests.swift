import Foundation
import Testing

@testable import NavigationModel

/// Every event says why it happened (DESIGN.md §3 "Causes"): over random sessions of every strategy, runtime and
/// fidelity, each event is explained by a rule, a flaw or code; its `event` link points back into the same action;
/// no flaw is ever set in corrected fidelity; and every id is one DESIGN.md documents.
@Suite("Causes")
struct CauseTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func design() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/DESIGN.md"), encoding: .utf8)
    }

    @Test("every event is explained; links stay inside the action; no flaw in corrected", arguments: 0..<PropertyTests.combos.count)
    func explained(combo: Int) throws {
        let (strategy, runtime, fidelity) = PropertyTests.combos[combo]
        for seed in 0..<UInt64(20) {
            var rng = SplitMix64(seed: seed &* 31 &+ UInt64(combo))
            var s = try NavigationSession(configuration: Fuzz.config(&rng, strategy: strategy, runtime: runtime, fidelity: fidelity))
            var batches = [s.launchEvents]
            for _ in 0..<PropertyTests.steps {
                if let o = try? s.apply(Fuzz.action(&rng, s)) { batches.append(o.events) }
            }
            for events in batches {
                let seqs = Set(events.map(\.seq))
                for e in events {
                    #expect(e.cause.isExplained, "\(strategy) \(runtime) \(fidelity) seed \(seed): \(line(e)) has no cause in \(events.map(line))")
                    if let parent = e.cause.eventSeq {
                        #expect(parent < e.seq && seqs.contains(parent), "\(line(e)): cause event \(parent) outside its action")
                    }
                    if fidelity == .corrected { #expect(e.cause.flaw == .none, "\(line(e)): flaw in corrected") }
                    if e.name == .warning, let code = e.args.code, [.duplicateAppearance, .unbalancedAppearance].contains(code) {
                        #expect(e.cause.rule == .appearanceMachine && e.cause.eventSeq == e.seq - 1, "\(line(e))")
                    }
                }
            }
        }
    }

    @Test("every rule id is a DESIGN.md §3 heading")
    func ruleIDsAreHeadings() throws {
        let text = try Self.design()
        for rule in Rule.allCases {
            guard let id = rule.id else { continue }
            #expect(text.contains("\n### \(id) "), "rule \(id) (\(rule)) is no §3 heading of DESIGN.md")
            #expect(Rule(id: id) == rule)
        }
    }

    @Test("every flaw id is listed in DESIGN.md §2.1")
    func flawIDsAreListed() throws {
        let text = try Self.design()
        let start = try #require(text.range(of: "\n### 2.1 "))
        let end = try #require(text.range(of: "\n### 2.2 "))
        let section = text[start.upperBound..<end.lowerBound]
        for flaw in Flaw.allCases {
            guard let id = flaw.id else { continue }
            #expect(section.contains("`\(id)`"), "flaw \(id) is not listed in DESIGN.md §2.1")
            #expect(Flaw(id: id) == flaw)
        }
    }

    @Test("the managing seed's duplicate viewWillAppear names its flaw and code; corrected has neither")
    func managingSwitch() throws {
        var seed = try session(.crafterm2010)
        let events = try seed.apply(.selectSegment(index: 1)).events
        let byHand = try #require(events.first { $0.name == .viewWillAppear && $0.origin == .container })
        #expect(byHand.cause.flaw == .managingManualAppearance)
        #expect(byHand.cause.code == .managingSegmentChanged)
        #expect(byHand.cause.rule == .none)
        let tap = try #require(events.first { $0.name == .valueChanged })
        #expect(tap.cause.rule == .segmentedControl && tap.cause.eventSeq == nil)
        #expect(byHand.cause.eventSeq == tap.seq)
        var corrected = try session(.crafterm2010, fidelity: .corrected)
        for e in try corrected.apply(.selectSegment(index: 1)).events { #expect(e.cause.flaw == .none) }
    }

    @Test("a push's calls follow §3.1, a pop's §3.2")
    func pushAndPop() throws {
        var s = try session(.deponte2016)
        let pushed = try s.apply(.push(ScreenSpec(title: "Detail", kind: .label))).events
        Self.expect(pushed, follow: .push)
        Self.expect(try s.apply(.pop).events, follow: .pop)
    }

    /// UIKit's calls follow `rule`, or §3.4 when the container forwards one of them to its child.
    static func expect(_ events: [Event], follow rule: Rule) {
        for e in events where e.origin == .system && e.name != .viewDidLoad {
            if e.cause.rule == .containmentChild, let via = e.cause.eventSeq, let parent = events.first(where: { $0.seq == via }) {
                #expect(parent.cause.rule == rule, "\(line(e)) forwarded from \(line(parent))")
            } else {
                #expect(e.cause.rule == rule, "\(line(e))")
            }
        }
    }
}
