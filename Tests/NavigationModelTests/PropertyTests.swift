import Testing
@testable import NavigationModel

/// Random sessions and action sequences (SplitMix64, fixed seeds): invariants that must hold after every action.
@Suite("Properties over random action sequences")
struct PropertyTests {
    static let combos: [(Strategy, Runtime, Fidelity)] = Strategy.allCases.flatMap { s in
        // The containment program cannot run on the legacy runtime (DESIGN.md §2.2): the session refuses it.
        // Nor can the paging program (UIPageViewController arrived in iOS 5, DESIGN.md §3.16).
        Runtime.allCases.filter { (s != .containment && s != .paging) || $0 != .legacy }.flatMap { r in Fidelity.allCases.map { f in (s, r, f) } }
    }
    static let seedsPerCombo: UInt64 = 40
    static let steps = 30

    @Test("invariants hold after every action", arguments: 0..<PropertyTests.combos.count)
    func invariants(combo: Int) throws {
        let (strategy, runtime, fidelity) = Self.combos[combo]
        for seed in 0..<Self.seedsPerCombo {
            var rng = SplitMix64(seed: seed &* 7919 &+ UInt64(combo))
            let config = Fuzz.config(&rng, strategy: strategy, runtime: runtime, fidelity: fidelity)
            var s = try NavigationSession(configuration: config)
            var checker = Checker(fidelity: fidelity)
            checker.events(s.launchEvents, after: 0, version: 0)
            checker.state(s)
            for _ in 0..<Self.steps {
                let action = Fuzz.action(&rng, s)
                let before = s.state()
                let beforeSeq = s.lastEventSeq
                do {
                    let o = try s.apply(action)
                    checker.events(o.events, after: beforeSeq, version: s.version)
                    checker.state(s)
                } catch {
                    #expect(s.state() == before, "a refused action changes nothing (\(action))")
                    #expect(s.lastEventSeq == beforeSeq)
                }
            }
            if !checker.failures.isEmpty {
                Issue.record("\(strategy) \(runtime) \(fidelity) seed \(seed): \(checker.failures.prefix(5))")
                return
            }
        }
    }

    @Test("same inputs → same events", arguments: 0..<PropertyTests.combos.count)
    func determinism(combo: Int) throws {
        let (strategy, runtime, fidelity) = Self.combos[combo]
        for seed in 0..<UInt64(10) {
            #expect(try Self.run(seed: seed, strategy, runtime, fidelity) == Self.run(seed: seed, strategy, runtime, fidelity))
        }
    }

    static func run(seed: UInt64, _ st: Strategy, _ rt: Runtime, _ f: Fidelity) throws -> [Event] {
        var rng = SplitMix64(seed: seed)
        var s = try NavigationSession(configuration: Fuzz.config(&rng, strategy: st, runtime: rt, fidelity: f))
        var all = s.launchEvents
        for _ in 0..<Self.steps {
            if let o = try? s.apply(Fuzz.action(&rng, s)) { all += o.events }
        }
        return all
    }

    @Test("a copy is independent: mutating it never changes the original", arguments: 0..<PropertyTests.combos.count)
    func valueSemantics(combo: Int) throws {
        let (strategy, runtime, fidelity) = Self.combos[combo]
        for seed in 0..<UInt64(15) {
            var rng = SplitMix64(seed: seed &+ 1000)
            var original = try NavigationSession(configuration: Fuzz.config(&rng, strategy: strategy, runtime: runtime, fidelity: fidelity))
            for _ in 0..<10 { _ = try? original.apply(Fuzz.action(&rng, original)) }
            let frozenState = original.state()
            let frozenScreen = original.screen()
            var copy = original
            for _ in 0..<20 { _ = try? copy.apply(Fuzz.action(&rng, copy)) }
            #expect(original.state() == frozenState)
            #expect(original.screen() == frozenScreen)
            // The original still continues exactly like a twin that never had a copy.
            var twin = original
            let script = (0..<10).map { _ in Fuzz.action(&rng, original) }
            var a: [Event] = []
            var b: [Event] = []
            for act in script {
                if let o = try? original.apply(act) { a += o.events }
                if let o = try? twin.apply(act) { b += o.events }
            }
            #expect(a == b)
        }
    }
}

/// Accumulates invariant failures for one session.
struct Checker {
    let fidelity: Fidelity
    var failures: [String] = []
    var seenIDs: Set<String> = []
    var deadIDs: Set<String> = []
    var lastTime: Double = 0

    mutating func fail(_ s: String) { failures.append(s) }

    mutating func events(_ events: [Event], after seq: Int, version: Int) {
        for (i, e) in events.enumerated() {
            if e.seq != seq + i + 1 { fail("seq \(e.seq) after \(seq + i)") }
            if e.action != version { fail("action \(e.action) in version \(version)") }
            if e.time < lastTime { fail("time went back") }
            lastTime = e.time
            if e.depth < 0 { fail("negative depth") }
            if fidelity == .corrected && e.name == .warning { fail("corrected warning \(e.args.code?.rawValue ?? "?") on \(e.receiver.id)") }
            if e.name == .warning && (e.args.code == nil || e.args.message == nil) { fail("warning without code/message") }
        }
    }

    mutating func state(_ s: NavigationSession) {
        let st = s.state()
        let ids = st.controllers.map(\.id)
        if Set(ids).count != ids.count { fail("duplicate ids \(ids)") }
        // Creation order, whatever slots the engine reused (`World.liveControllers`).
        let serials = ids.compactMap { Int($0.dropFirst(3)) }
        if serials != serials.sorted() { fail("controllers not in creation order: \(ids)") }
        for id in ids where deadIDs.contains(id) { fail("id \(id) reused") }
        let now = Set(ids)
        for id in seenIDs where !now.contains(id) { deadIDs.insert(id) }
        seenIDs.formUnion(now)
        if st.lastEventSeq != s.lastEventSeq || st.warnings != s.warningCount { fail("counters") }

        guard let top = st.navigationStack.last else { return fail("empty stack") }
        let byID = Dictionary(uniqueKeysWithValues: st.controllers.map { ($0.id, $0) })
        if byID[top.id]?.inWindow != true { fail("top \(top.id) not in window") }
        if st.current.topController != top.id { fail("current.topController") }

        let screen = s.screen()
        let shown = Set(all(screen) { $0.controller != nil }.compactMap(\.controller))
        let inWindow = Set(st.controllers.filter(\.inWindow).map(\.id))
        if shown != inWindow { fail("screen \(shown.sorted()) ≠ inWindow \(inWindow.sorted())") }

        for problem in barProblems(screen) { fail(problem) }
        if st.current.titleView == "segmentedControl" {
            let segs = all(screen) { $0.kind == "segment" }
            if segs.count != st.segments.count { fail("segments on screen") }
            for (i, n) in segs.enumerated() where n.selected != (i == st.selectedIndex) { fail("segment \(i) selection") }
        }
        if st.strategy == .navigation, let root = st.navigationStack.first, st.selectedIndex < st.segments.count {
            if root.id != st.segments[st.selectedIndex].controller { fail("navigation root is not the selected segment") }
        }

        guard fidelity == .corrected else { return }
        for c in st.controllers {
            if c.appearance != (c.inWindow ? .appeared : .disappeared) { fail("\(c.id) \(c.className) \(c.appearance) inWindow \(c.inWindow)") }
        }
        if st.strategy != .navigation, st.navigationStack.count == 1, st.selectedIndex < st.segments.count {
            guard let want = st.segments[st.selectedIndex].controller else { return fail("selected segment has no controller") }
            if !inWindow.contains(want) { fail("selected segment \(st.selectedIndex) (\(want)) not shown") }
            let others = st.segments.compactMap(\.controller).filter { $0 != want }
            if others.contains(where: inWindow.contains) { fail("another segment shown") }
        }
    }
}

/// Random configurations and actions.
enum Fuzz {
    static let titles = ["One", "Two", "Three", "Four", "Five"]

    static func pick<T>(_ xs: [T], _ rng: inout SplitMix64) -> T { xs[Int(rng.next() % UInt64(xs.count))] }
    static func chance(_ p: Double, _ rng: inout SplitMix64) -> Bool { Double(rng.next() % 1000) < p * 1000 }

    static func screen(_ rng: inout SplitMix64, title: String?, depth: Int) -> ScreenSpec {
        let kind = pick(ScreenSpec.Kind.allCases, &rng)
        var spec = ScreenSpec(title: title, kind: kind)
        switch kind {
        case .table:
            let n = Int(rng.next() % 6)
            spec.rows = (0..<n).map { i in
                RowSpec(title: "Row \(i)", detail: depth < 2 && chance(0.8, &rng) ? screen(&rng, title: "D\(depth)-\(i)", depth: depth + 1) : nil)
            }
        case .image: spec.image = "p.jpg"; spec.caption = title
        case .color: spec.color = pick(["orange", "yellow", "gray"], &rng)
        case .label: spec.text = "text"
        }
        return spec
    }

    static func config(_ rng: inout SplitMix64, strategy: Strategy, runtime: Runtime, fidelity: Fidelity) -> SessionConfiguration {
        var c: SessionConfiguration
        if chance(0.3, &rng) {
            c = Preset.crafterm2010.configuration
        } else {
            let n = 1 + Int(rng.next() % 4)
            var segs: [SegmentSpec] = []
            for i in 0..<n {
                let title: String? = chance(0.2, &rng) ? nil : titles[i]
                segs.append(SegmentSpec(title: title, screen: screen(&rng, title: title, depth: 0)))
            }
            if strategy == .containment && fidelity == .seed && !segs.contains(where: { $0.title != nil }) {
                segs[0].title = "One"
            }
            c = SessionConfiguration(segments: segs)
        }
        c.strategy = strategy
        c.runtime = runtime
        c.fidelity = fidelity
        c.device = pick(Device.allCases, &rng)
        let count = strategy == .containment && fidelity == .seed ? c.segments.filter { $0.title != nil }.count : c.segments.count
        c.selectedIndex = chance(0.2, &rng) ? Int(rng.next() % UInt64(count)) : 0
        return c
    }

    /// `action`, or one of the actions that take time (an advance of the clock, a back swipe's begin, update or end):
    /// five chances in `outOf` for those.
    static func timedAction(_ rng: inout SplitMix64, _ s: NavigationSession, outOf: UInt64) -> Action {
        if s.configuration.strategy == .paging, rng.next() % 2 == 0 {
            // The paging program's own swipe (DESIGN.md §3.17) in place of the back swipe half the time.
            switch rng.next() % outOf {
            case 0...1: return .advance(milliseconds: Int(rng.next() % 500))
            case 2...3: return .beginPageSwipe(direction: rng.next() % 2 == 0 ? .forward : .reverse)
            case 4: return .updatePageSwipe(progress: Double(rng.next() % 101) / 100)
            case 5...6: return .endPageSwipe(complete: rng.next() % 2 == 0)
            default: return action(&rng, s)
            }
        }
        return switch rng.next() % outOf {
        case 0...1: .advance(milliseconds: Int(rng.next() % 500))
        case 2: .beginBackSwipe
        case 3: .updateBackSwipe(progress: Double(rng.next() % 101) / 100)
        case 4: .endBackSwipe(complete: rng.next() % 2 == 0)
        default: action(&rng, s)
        }
    }

    /// Mostly plausible actions, some out of range (errors are part of the test).
    static func action(_ rng: inout SplitMix64, _ s: NavigationSession) -> Action {
        let n = max(1, s.state().segments.count)
        switch rng.next() % 20 {
        case 0...4: return .selectSegment(index: Int(rng.next() % UInt64(n + 1)))
        case 5...6: return .setSegment(index: Int(rng.next() % UInt64(n + 1)))
        case 7...10: return .tapRow(row: Int(rng.next() % 6))
        case 11...12: return .push(screen(&rng, title: pick(["P", "Q", "R"], &rng), depth: 1))
        case 13: return .pop
        case 14: return .popToRoot
        case 15...17: return .tapBack
        default: return .memoryWarning
        }
    }
}
