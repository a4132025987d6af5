import Testing
@testable import NavigationModel

/// The navigation bar's layout (DESIGN.md §3.12): the title is centred, shifted clear of the back button, then
/// truncated; a back button taken from a title that does not fit reads "Back"; an explicit item is truncated.
@Suite("Navigation bar layout (DESIGN.md §3.12)")
struct NavigationBarTests {
    /// What the bar shows: its back button and title (label or control) frames and texts.
    struct Bar: Equatable, CustomStringConvertible {
        var back: Frame?
        var backText: String?
        var title: Frame?
        var titleText: String?

        init(_ screen: ScreenNode) {
            let bar = find(screen) { $0.kind == "navigationBar" }
            let back = bar.flatMap { find($0) { $0.kind == "backButton" } }
            let title = bar.flatMap { find($0) { $0.kind == "titleLabel" || $0.kind == "segmentedControl" } }
            self.back = back?.frame
            self.backText = back?.text
            self.title = title?.frame
            self.titleText = title?.text
        }

        init(back: Frame?, backText: String?, title: Frame?, titleText: String?) {
            self.back = back
            self.backText = backText
            self.title = title
            self.titleText = titleText
        }

        var description: String {
            "back \(backText ?? "nil") \(back.map(show) ?? "-") title \(titleText ?? "nil") \(title.map(show) ?? "-")"
        }

        private func show(_ f: Frame) -> String { "x \(f.x)…\(f.x + f.width) y \(f.y) h \(f.height)" }
    }

    /// crafterm-2010 (managing: the back button is the managing controller's explicit `backBarButtonItem`, the
    /// segment's title) after Australia and a row.
    static func australiaDetail(row: Int, device: Device, runtime: Runtime = .modern) throws -> NavigationSession {
        var c = Preset.crafterm2010.configuration
        c.device = device
        c.runtime = runtime
        var s = try NavigationSession(configuration: c)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: row))
        return s
    }

    @Test(
        "every state's detail, every device and runtime: the title never overlaps the back button",
        arguments: Device.allCases, Runtime.allCases)
    func sevenRows(device: Device, runtime: Runtime) throws {
        for row in Preset.australianStates.indices {
            let s = try Self.australiaDetail(row: row, device: device, runtime: runtime)
            let screen = s.screen()
            #expect(barProblems(screen).isEmpty, "\(Preset.australianStates[row]): \(barProblems(screen))")
            let bar = Bar(screen)
            #expect(bar.backText == "Australia" && bar.titleText == Preset.australianStates[row])
        }
    }

    // Golden frames: "Australian Capital Territory" (28 characters, 238 pt estimated) under "Australia" (96 pt).
    // iPhone 15: centred it would start at 77.5, inside the back button (8…104): it moves to 104 + 6 and fits.
    // iPhone 3GS: moved to 110 it reaches past 320 − 8, so it is cut at 312. iPad: centred, clear of the button.
    static let territoryGoldens: [(Device, Bar)] = [
        (
            .iphone15,
            Bar(
                back: Frame(x: 8, y: 65, width: 96, height: 32), backText: "Australia",
                title: Frame(x: 110, y: 70, width: 238, height: 22), titleText: "Australian Capital Territory")
        ),
        (
            .iphone3gs,
            Bar(
                back: Frame(x: 8, y: 26, width: 96, height: 32), backText: "Australia",
                title: Frame(x: 110, y: 31, width: 202, height: 22), titleText: "Australian Capital Territory")
        ),
        (
            .ipad,
            Bar(
                back: Frame(x: 8, y: 30, width: 96, height: 32), backText: "Australia",
                title: Frame(x: 291, y: 35, width: 238, height: 22), titleText: "Australian Capital Territory")
        ),
    ]

    @Test("golden: a long title is shifted, then truncated, per device", arguments: territoryGoldens.indices)
    func longTitleGolden(index: Int) throws {
        let (device, want) = Self.territoryGoldens[index]
        let s = try Self.australiaDetail(row: 3, device: device)
        #expect(Bar(s.screen()) == want)
    }

    @Test("golden: a short title stays centred in the bar", arguments: Device.allCases)
    func shortTitleCentred(device: Device) throws {
        let s = try Self.australiaDetail(row: 1, device: device)  // Victoria: 68 pt
        let title = try #require(Bar(s.screen()).title)
        #expect(title.width == 68 && title.x == (device.size.width - 68) / 2)
    }

    static let longSegment = "Everything About The Australian States"  // 38 characters
    static let longDetail = "The Detail Screen Of A State With A Long Name"  // 45 characters

    /// Two segments whose second is a table of one row pushing `detail`.
    static func custom(
        _ strategy: Strategy, device: Device, runtime: Runtime = .modern, segmentTitle: String, detailTitle: String
    ) throws -> NavigationSession {
        let table = ScreenSpec(
            title: segmentTitle, kind: .table,
            rows: [RowSpec(title: "Row", detail: ScreenSpec(title: detailTitle, kind: .label, text: "detail"))])
        let c = SessionConfiguration(
            strategy: strategy,
            segments: [
                SegmentSpec(title: "First", screen: ScreenSpec(title: "First", kind: .color, color: "gray")),
                SegmentSpec(title: segmentTitle, screen: table),
            ],
            device: device, runtime: runtime)
        var s = try NavigationSession(configuration: c)
        _ = try s.apply(.selectSegment(index: 1))
        _ = try s.apply(.tapRow(row: 0))
        return s
    }

    // A long back title from the previous item's `title` (navigation: the segment controller is the root) gives way to
    // "Back" (56 pt); an explicit `backBarButtonItem` (managing) keeps its title, cut to a third of the bar.
    static let longBackGoldens: [(Strategy, Device, Bar)] = [
        (
            .navigation, .iphone15,
            Bar(
                back: Frame(x: 8, y: 65, width: 56, height: 32), backText: "Back",
                title: Frame(x: 70, y: 70, width: 315, height: 22), titleText: longDetail)
        ),
        (
            .navigation, .iphone3gs,
            Bar(
                back: Frame(x: 8, y: 26, width: 56, height: 32), backText: "Back",
                title: Frame(x: 70, y: 31, width: 242, height: 22), titleText: longDetail)
        ),
        (
            .navigation, .ipad,
            Bar(
                back: Frame(x: 8, y: 30, width: 56, height: 32), backText: "Back",
                title: Frame(x: 218.75, y: 35, width: 382.5, height: 22), titleText: longDetail)
        ),
        (
            .managing, .iphone15,
            Bar(
                back: Frame(x: 8, y: 65, width: 131, height: 32), backText: longSegment,
                title: Frame(x: 145, y: 70, width: 240, height: 22), titleText: longDetail)
        ),
        (
            .managing, .iphone3gs,
            Bar(
                back: Frame(x: 8, y: 26, width: 320.0 / 3, height: 32), backText: longSegment,
                title: Frame(x: 8 + 320.0 / 3 + 6, y: 31, width: 312 - (8 + 320.0 / 3 + 6), height: 22),
                titleText: longDetail)
        ),
        (
            .managing, .ipad,
            Bar(
                back: Frame(x: 8, y: 30, width: 820.0 / 3, height: 32), backText: longSegment,
                title: Frame(x: 8 + 820.0 / 3 + 6, y: 35, width: 382.5, height: 22), titleText: longDetail)
        ),
    ]

    @Test("golden: a long back title, from a title or an explicit item, per device", arguments: longBackGoldens.indices)
    func longBackGolden(index: Int) throws {
        let (strategy, device, want) = Self.longBackGoldens[index]
        let s = try Self.custom(strategy, device: device, segmentTitle: Self.longSegment, detailTitle: Self.longDetail)
        #expect(s.state().current.backButtonTitle == Self.longSegment, "the read-out keeps the item's title (§3.10)")
        #expect(Bar(s.screen()) == want)
    }

    @Test(
        "property: titles and back titles of random lengths never overlap, on every strategy, device and runtime",
        arguments: Strategy.allCases)
    func randomLengths(strategy: Strategy) throws {
        var rng = SplitMix64(seed: 0x5E6_0A7 &+ UInt64(Strategy.allCases.firstIndex(of: strategy) ?? 0))
        let alphabet = Array("abcdefghij KLMNOP qrstuvwxyz-ÄÉ東京✓")
        func text(_ rng: inout SplitMix64) -> String {
            String((0..<Int(rng.next() % 90)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] })
        }
        for _ in 0..<60 {
            let segmentTitle = "S" + text(&rng)
            let detailTitle = text(&rng)
            for device in Device.allCases {
                for runtime in Runtime.allCases where strategy.runsOn(runtime) {  // refused (DESIGN.md §2.2, §3.16)
                    var s = try Self.custom(
                        strategy, device: device, runtime: runtime, segmentTitle: segmentTitle, detailTitle: detailTitle)
                    let pushed = barProblems(s.screen())
                    #expect(pushed.isEmpty, "\(strategy) \(device) \(runtime) \(segmentTitle.count)/\(detailTitle.count): \(pushed)")
                    _ = try s.apply(.tapBack)
                    let root = barProblems(s.screen())
                    #expect(root.isEmpty, "\(strategy) \(device) \(runtime) back at the root: \(root)")
                }
            }
        }
    }
}

/// What must hold for any navigation bar on any screen (DESIGN.md §3.12): each item inside the bar, the back button and
/// the title (label or control) never intersect, a title is only narrower than its text when it reaches the trailing
/// margin, and the segments tile their control.
func barProblems(_ screen: ScreenNode) -> [String] {
    var problems: [String] = []
    for bar in all(screen, { $0.kind == "navigationBar" }) {
        let f = bar.frame
        for item in bar.children {
            let g = item.frame
            if g.width < 0 || g.x < f.x || g.x + g.width > f.x + f.width + 1e-9 || g.y < f.y || g.y + g.height > f.y + f.height {
                problems.append("\(item.kind) \(g) outside the bar \(f)")
            }
        }
        let back = bar.children.first { $0.kind == "backButton" }
        let title = bar.children.first { $0.kind == "titleLabel" || $0.kind == "segmentedControl" }
        if let back, let title, title.frame.width > 0, back.frame.x + back.frame.width + NavigationBarLayout.itemGap > title.frame.x + 1e-9 {
            problems.append("title \(title.frame) within \(NavigationBarLayout.itemGap) pt of the back button \(back.frame)")
        }
        if let title, title.kind == "titleLabel", let text = title.text,
            title.frame.width + 1e-9 < NavigationBarLayout.titleWidth(text),
            abs(title.frame.x + title.frame.width - (f.width - NavigationBarLayout.edgeMargin)) > 1e-9
        {
            problems.append("title \(title.frame) truncated before reaching the trailing margin")
        }
        if let title, title.kind == "segmentedControl" {
            let segments = title.children
            for (i, s) in segments.enumerated() {
                let want = title.frame.x + Double(i) * title.frame.width / Double(max(segments.count, 1))
                if abs(s.frame.x - want) > 1e-9 { problems.append("segment \(i) at \(s.frame.x), not \(want)") }
            }
        }
    }
    return problems
}
