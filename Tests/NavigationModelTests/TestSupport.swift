@testable import NavigationModel

/// One line per event, indented by depth: `vc-1 SegmentedViewController.viewDidLoad system`.
func line(_ e: Event) -> String {
    var s = String(repeating: "  ", count: e.depth) + "\(e.receiver.id) \(e.receiver.className).\(e.name.rawValue)"
    var args: [String] = []
    if let a = e.args.animated { args.append("animated: \(a)") }
    switch e.args.parent {
    case .absent: break
    case .none: args.append("parent: nil")
    case .id(let p): args.append("parent: \(p)")
    }
    if let shown = e.args.shown { args.append("shown: \(shown)") }
    if let code = e.args.code { args.append("code: \(code.rawValue)") }
    if !args.isEmpty { s += "(" + args.joined(separator: ", ") + ")" }
    return s + " " + e.origin.rawValue + (e.time > 0 ? " t=\(e.time)" : "")
}

/// Compact form used by exact-order tests: `vc-1.viewDidLoad`.
func short(_ e: Event) -> String { "\(e.receiver.id).\(e.name.rawValue)" }

func session(_ preset: Preset, runtime: Runtime = .modern, fidelity: Fidelity = .seed) throws -> NavigationSession {
    var c = preset.configuration
    c.runtime = runtime
    c.fidelity = fidelity
    return try NavigationSession(configuration: c)
}

func warnings(_ events: [Event]) -> [WarningCode] { events.compactMap { $0.name == .warning ? $0.args.code : nil } }

/// A deterministic PRNG (SplitMix64) for the property tests.
struct SplitMix64: RandomNumberGenerator {
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

extension Preset {
    /// The three seed programs' presets (the golden tables hold their events); `paging` has its own goldens.
    static let seeds: [Preset] = allCases.filter { $0 != .paging }
}

extension Strategy {
    /// The containment and paging programs are refused on the legacy runtime (DESIGN.md §2.2, §3.16).
    func runsOn(_ runtime: Runtime) -> Bool {
        runtime == .modern || (self != .containment && self != .paging)
    }
}

extension WarningCode {
    /// UIKit's own console messages for a tap on back while a push animates (DESIGN.md §3.15): not a program's flaw,
    /// so the property tests that find no warning in corrected programs leave them out.
    static let uikitConsoleMessages: Set<WarningCode> = [.nestedPushAnimation, .unexpectedTransitionState, .unbalancedAppearanceTransition]
}

/// The warnings among `events` that are a program's (not UIKit's own console messages).
func programWarnings(_ events: [Event]) -> [Event] {
    events.filter { $0.name == .warning && !WarningCode.uikitConsoleMessages.contains($0.args.code!) }
}

extension NavigationSession {
    /// Lets every animation end, pops back to the root and lets that end too: a random run's settled end.
    mutating func settleAtRoot() throws -> [Event] {
        var events = try apply(.advance(milliseconds: 10_000)).events
        if state().navigationStack.count > 1 {
            events += try apply(.popToRoot).events
            events += try apply(.advance(milliseconds: 10_000)).events
        }
        return events
    }
}
