import NavigationModel
import Testing
import SegnavScenarios
import SegnavWire

/// The model's own sessions, exported as traces and checked: the checker, running the model's contract over recorded
/// calls, must find exactly the model's contract warnings (and UIKit's console messages), for every preset, runtime,
/// fidelity and clock, under random actions. This is what "one implementation" means in practice (DESIGN.md §3.11, §9).
@Suite("Traces: the model's sessions, exported and checked")
struct TraceExportTests {
    /// "code on receiver", in order.
    static func modelWarnings(_ events: [Event]) -> [String] {
        events.compactMap { e in
            guard e.name == .warning, let code = e.args.code, TraceExport.isExported(code) else { return nil }
            return "\(code.rawValue) on \(e.receiver.id)"
        }
    }

    static func checkerWarnings(_ checker: TraceChecker, ignoringPageRepeats: Bool = false) -> [String] {
        checker.events.compactMap { e in
            guard e["name"] == "warning", case .string(let code)? = e["args"]?["code"], case .string(let id)? = e["receiver"]?["id"]
            else { return nil }
            if ignoringPageRepeats, code == "unbalancedContainment", e["args"]?["message"] == "willMove(toParent: nil) a second time" {
                return nil
            }
            return "\(code) on \(id)"
        }
    }

    static func randomActions(_ rng: inout SplitMix, segments: Int, count: Int) -> [Action] {
        (0..<count).map { _ in
            switch rng.next() % 12 {
            case 0, 1: .selectSegment(index: Int(rng.next() % UInt64(segments)))
            case 2: .setSegment(index: Int(rng.next() % UInt64(segments)))
            case 3, 4: .tapRow(row: Int(rng.next() % 3))
            case 5: .tapBack
            case 6: .pop
            case 7: .popToRoot
            case 8: .memoryWarning
            case 9: .beginBackSwipe
            case 10: .endBackSwipe(complete: rng.next() % 2 == 0)
            default: .advance(milliseconds: Int(rng.next() % 400))
            }
        }
    }

    @Test(
        "the checker's warnings equal the model's",
        arguments: Preset.allCases.flatMap { preset in
            Runtime.allCases.flatMap { runtime in Fidelity.allCases.flatMap { fidelity in Clock.allCases.map { (preset, runtime, fidelity, $0) } } }
        })
    func equal(_ preset: Preset, _ runtime: Runtime, _ fidelity: Fidelity, _ clock: Clock) throws {
        var configuration = preset.configuration
        configuration.runtime = runtime
        configuration.fidelity = fidelity
        configuration.clock = clock
        // A setup the model refuses (the 2016 container on iPhone OS 3) has nothing to export.
        guard (try? NavigationSession(configuration: configuration)) != nil else { return }
        var rng = SplitMix(seed: UInt64(Preset.allCases.firstIndex(of: preset) ?? 0) &* 31 &+ 17)
        var compared = 0
        for round in 0..<12 {
            let actions = Self.randomActions(&rng, segments: configuration.segments.count, count: 30)
            let (trace, events) = try TraceExport.run(configuration, actions: actions)
            let checker = TraceChecker.check(trace)
            // UIKit's page view controller repeats willMove(toParent: nil) to a replaced page (DESIGN.md §3.18): the
            // model knows the call is UIKit's own and does not judge it; a trace does not say who called, so the
            // checker reports it (docs/traces.md). Those are the only warnings the two may differ by.
            let checked = Self.checkerWarnings(checker, ignoringPageRepeats: preset == .paging)
            #expect(checked == Self.modelWarnings(events), "round \(round): \(actions)")
            // The JSON Lines form reads back to the same verdicts.
            let reread = TraceChecker.check(try TraceDecoder.decode(Array(TraceExport.jsonLines(trace).utf8)))
            #expect(Self.checkerWarnings(reread) == Self.checkerWarnings(checker))
            compared += Self.modelWarnings(events).count
        }
        // The seeds break the contract; were nothing compared, the equality would prove nothing.
        if fidelity == .seed && preset == .crafterm2010 { #expect(compared > 0) }
    }

    @Test("the seed's duplicates are found in its exported trace, the corrected program keeps every clause")
    func seedAndCorrected() throws {
        var seed = Preset.crafterm2010.configuration
        seed.fidelity = .seed
        let seedRun = try TraceExport.run(seed, actions: [.selectSegment(index: 1)])
        #expect(!TraceChecker.check(seedRun.trace).passed)
        var corrected = seed
        corrected.fidelity = .corrected
        let correctedRun = try TraceExport.run(corrected, actions: [.selectSegment(index: 1), .tapRow(row: 0), .tapBack])
        #expect(TraceChecker.check(correctedRun.trace).passed)
    }
}

/// SplitMix64, for reproducible random actions.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite("Traces: the prediction diff")
struct TracePredictionTests {
    static let actions: [Action] = [.selectSegment(index: 1), .tapRow(row: 0), .tapBack, .selectSegment(index: 0)]

    static func lines(_ preset: Preset) throws -> [String] {
        let (trace, _) = try TraceExport.run(preset.configuration, actions: actions)
        return TraceExport.jsonLines(trace).split(separator: "\n").map(String.init)
    }

    static func predict(_ lines: [String], preset: Preset) throws -> JSON? {
        let text = (["{\"setup\":{\"preset\":\"\(preset.configuration.preset?.rawValue ?? "")\"}}"] + lines).joined(separator: "\n")
        let trace = try TraceDecoder.decode(Array(text.utf8))
        return TracePrediction.predict(trace, checker: TraceChecker.check(trace))
    }

    @Test("the model's own trace with its setup: no divergence", arguments: Preset.allCases)
    func same(_ preset: Preset) throws {
        let prediction = try #require(try Self.predict(try Self.lines(preset), preset: preset))
        #expect(prediction["divergence"] == .null, "\(prediction)")
        #expect((prediction["compared"]?.intValue ?? 0) > 20)
    }

    /// An app's recorder logs the layout pass whatever the setup says: without `layout` the prediction leaves those
    /// calls out of the comparison; with it (DESIGN.md §3.21) it compares them too.
    @Test("a trace with the layout pass: left out without layout in the setup, compared with it", arguments: Preset.allCases)
    func layoutPass(_ preset: Preset) throws {
        var configuration = preset.configuration
        configuration.layout = true
        let (trace, _) = try TraceExport.run(configuration, actions: Self.actions)
        let lines = TraceExport.jsonLines(trace).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains(#""event":"viewIsAppearing""#) })
        let without = try #require(try Self.predict(lines, preset: preset))
        #expect(without["divergence"] == .null, "\(without)")
        let text = (["{\"setup\":{\"preset\":\"\(preset.rawValue)\",\"layout\":true}}"] + lines).joined(separator: "\n")
        let decoded = try TraceDecoder.decode(Array(text.utf8))
        let with = try #require(TracePrediction.predict(decoded, checker: TraceChecker.check(decoded)))
        #expect(with["divergence"] == .null, "\(with)")
        #expect((with["compared"]?.intValue ?? 0) > (without["compared"]?.intValue ?? 0))
    }

    @Test("a call missing from the app's trace: the first divergence names the trace's line and the model's call")
    func missing() throws {
        var lines = try Self.lines(.crafterm2010)
        let marker = try #require(lines.firstIndex { $0.contains("selectSegment") })
        let dropped = try #require(lines.indices.first { $0 > marker && lines[$0].contains("\"event\":\"viewWillAppear\"") })
        let removed = lines.remove(at: dropped)
        let prediction = try #require(try Self.predict(lines, preset: .crafterm2010))
        let divergence = try #require(prediction["divergence"])
        #expect(divergence["model"]?["event"]?["name"] == "viewWillAppear", "\(divergence)")
        #expect(divergence["model"]?["step"]?.intValue == 1)
        #expect(divergence["trace"]?["event"]?["name"]?.stringValue != nil, "\(removed)")
    }
}
