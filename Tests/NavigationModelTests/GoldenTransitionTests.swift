// Golden event sequences for the interactive back swipe (DESIGN.md §3.14) on each preset, seed and corrected, written
// from the rule and the seed code, independently of the engine. Setup: the segment's own code pushes "First"
// (not animated), then the finger swipes it back. Completing from progress 0 takes the whole 0.35 s;
// cancelling from progress 0 takes no time.

import Testing

@testable import NavigationModel

private let first = GWho.title("First")
private let smvc = GWho.cls("SegmentManagingViewController")
private let svc = GWho.cls("SegmentedViewController")
private let italy = GWho.title("Italy")
private let orange = GWho.title("Orange")
private let nNav = GWho.cls("UINavigationController")

@Suite("Golden: the interactive back swipe (DESIGN.md §3.14)")
struct GoldenTransitionTests {
    static func swiped(_ preset: Preset, _ fidelity: Fidelity) throws -> NavigationSession {
        var (session, _) = try goldenPreset(preset, fidelity: fidelity)
        try session.goldenPrepare([.push(GScreens.first)])
        return session
    }

    /// What the controller below gets (and forwards) when it starts to come back, per program.
    @GoldenList
    static func belowWillAppear(_ preset: Preset, _ fidelity: Fidelity) -> [GExp] {
        switch preset {
        case .crafterm2010:
            GExp.willAppear(smvc, true)
            // 001's override forwards to its active segment by hand.
            GExp.willAppear(italy, true, .container, depth: 1)
            GExp.willShow(smvc, smvc, true, depth: 0)
            if fidelity == .seed {
                // 001's delegate: [viewController viewWillAppear:] on top of UIKit's → duplicate, forwarded → duplicate.
                flagged(.willAppear(smvc, true, .delegate, depth: 1))
                flagged(.willAppear(italy, true, .container, depth: 2))
            }
        case .craftermRevisited:
            // The SegmentsController is not the navigation delegate: nothing more.
            GExp.willAppear(italy, true)
        case .deponte2016:
            GExp.willAppear(svc, true)
            // UIKit forwards to the containment child.
            GExp.willAppear(orange, true)
        case .paging:
            [GExp]()
        }
    }

    @Test(
        "begin and update: willMove(nil), top will-disappears, below will-appears; update moves the screens only",
        arguments: Preset.seeds, Fidelity.allCases)
    func beginAndUpdate(preset: Preset, fidelity: Fidelity) throws {
        var session = try Self.swiped(preset, fidelity)
        let begin = try session.goldenApply(.beginBackSwipe)
        expectGolden(begin, causes: "transition.beginAndUpdate.begin.\(preset.rawValue).\(fidelity.rawValue)") {
            GExp.willMove(first, to: .none, depth: 0)
            GExp.willDisappear(first, true, depth: 0)
            Self.belowWillAppear(preset, fidelity)
        }
        let update = try session.goldenApply(.updateBackSwipe(progress: 0.4))
        expectGolden(update, causes: "transition.beginAndUpdate.update.\(preset.rawValue).\(fidelity.rawValue)") {}
        let t = try #require(session.state().transition)
        #expect(t.kind == "backSwipe" && t.progress == 0.4 && t.interactive && !t.cancelling)
        #expect(session.state().navigationStack.map(\.title).last != "First")
        // Both screens in the navigation controller's view, the top slid right by 40 %.
        let nav = try #require(find(session.screen()) { $0.controller != nil && $0.children.first?.kind == "navigationBar" })
        let screens = nav.children.dropFirst()
        #expect(screens.count == 2)
        let width = session.configuration.device.size.0
        #expect(screens.contains { abs($0.frame.x - 0.4 * width) < 1e-9 })
        // Anything else is refused while the finger holds the swipe.
        #expect(throws: ActionError.self) { try session.apply(.pop) }
    }

    @Test(
        "complete: as a pop's second half (DESIGN.md §3.2), the rest of the animation later",
        arguments: Preset.seeds, Fidelity.allCases)
    func complete(preset: Preset, fidelity: Fidelity) throws {
        var session = try Self.swiped(preset, fidelity)
        try session.goldenPrepare([.beginBackSwipe, .updateBackSwipe(progress: 0)])
        let before = session.state().time
        let end = try session.goldenApply(.endBackSwipe(complete: true))
        // Every event of this action is at the end of the finishing animation (the golden times are relative).
        #expect(end.events.allSatisfy { abs($0.time - before - goldenAnimationDuration) < 1e-9 })
        expectGolden(end, causes: "transition.complete.\(preset.rawValue).\(fidelity.rawValue)") {
            GExp.didDisappear(first, true)
            GExp.didMove(first, to: .none)
            switch preset {
            case .crafterm2010:
                GExp.didAppear(smvc, true)
                GExp.didAppear(italy, true, .container, depth: 1)
                GExp.didShow(smvc, smvc, true, depth: 0)
                if fidelity == .seed {
                    flagged(.didAppear(smvc, true, .delegate, depth: 1))
                    flagged(.didAppear(italy, true, .container, depth: 2))
                }
            case .craftermRevisited:
                GExp.didAppear(italy, true)
            case .deponte2016:
                GExp.didAppear(svc, true)
                GExp.didAppear(orange, true)
            case .paging:
                [GExp]()
            }
        }
        #expect(session.state().transition == nil)
        #expect(!session.state().controllers.contains { $0.title == "First" }, "the popped screen is released")
    }

    @Test(
        "cancel: the top will-appears and did-appears again, the one below will- and did-disappears; no didShow, no didMove",
        arguments: Preset.seeds, Fidelity.allCases)
    func cancel(preset: Preset, fidelity: Fidelity) throws {
        var session = try Self.swiped(preset, fidelity)
        try session.goldenPrepare([.beginBackSwipe, .updateBackSwipe(progress: 0)])
        let end = try session.goldenApply(.endBackSwipe(complete: false))
        expectGolden(end, causes: "transition.cancel.\(preset.rawValue).\(fidelity.rawValue)") {
            GExp.willAppear(first, true, depth: 0)
            switch preset {
            case .crafterm2010:
                GExp.willDisappear(smvc, true)
                GExp.willDisappear(italy, true, .container, depth: 1)
                GExp.didDisappear(smvc, true)
                GExp.didDisappear(italy, true, .container, depth: 1)
            case .craftermRevisited:
                GExp.willDisappear(italy, true)
                GExp.didDisappear(italy, true)
            case .deponte2016:
                GExp.willDisappear(svc, true)
                GExp.willDisappear(orange, true)
                GExp.didDisappear(svc, true)
                GExp.didDisappear(orange, true)
            case .paging:
                [GExp]()
            }
            GExp.didAppear(first, true, depth: 0)
        }
        let state = session.state()
        #expect(state.transition == nil)
        #expect(state.navigationStack.map(\.title).last == "First")
        #expect(state.current.topController == state.controllers.first { $0.title == "First" }?.id)
    }

    @Test("legacy has no back swipe (iOS 7)")
    func legacyRefuses() throws {
        var (session, _) = try goldenPreset(.crafterm2010, runtime: .legacy)
        try session.goldenPrepare([.push(GScreens.first)])
        #expect(
            throws: ActionError(
                code: .unsupportedOnRuntime, field: "/type",
                message: "the interactive back swipe (interactivePopGestureRecognizer) arrived in iOS 7: iPhone OS 3 (runtime legacy) has none")
        ) {
            try session.apply(.beginBackSwipe)
        }
    }
}
