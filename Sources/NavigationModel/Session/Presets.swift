/// The seeds' own example projects (DESIGN.md §2.3 "Presets").
extension Preset {
    public var configuration: SessionConfiguration {
        switch self {
        case .crafterm2010:
            SessionConfiguration(strategy: .managing, segments: Preset.crafterm2010Segments, preset: self)
        case .craftermRevisited:
            SessionConfiguration(strategy: .navigation, segments: Preset.crafterm2010Segments, preset: self)
        case .deponte2016:
            SessionConfiguration(
                strategy: .containment,
                segments: [
                    SegmentSpec(title: "Orange", screen: ScreenSpec(kind: .color, className: "UIViewController", color: "orange")),
                    SegmentSpec(title: "Yellow", screen: ScreenSpec(kind: .color, className: "UIViewController", color: "yellow")),
                ],
                preset: self)
        case .paging:
            SessionConfiguration(strategy: .paging, segments: Preset.pagingSegments, preset: self)
        }
    }

    /// The 2010 programs' Italy and Australia, and a third page, so that a page has a neighbour on each side.
    static let pagingSegments: [SegmentSpec] =
        crafterm2010Segments + [
            SegmentSpec(
                title: "Japan",
                screen: ScreenSpec(
                    title: "Japan", kind: .image, className: "JapanViewController", image: "japan.jpg", caption: "Japan"))
        ]

    static let australianStates = [
        "South Australia", "Victoria", "New South Wales", "Australian Capital Territory", "Northern Territory",
        "Western Australia", "Tasmania",
    ]

    /// Italy (a photo) and Australia (a grouped table of the seven states; a row pushes `AustraliaDetailViewController`
    /// with that state's photo, animated, as the example projects' `didSelectRowAtIndexPath:` does).
    static let crafterm2010Segments: [SegmentSpec] = [
        SegmentSpec(
            title: "Italy",
            screen: ScreenSpec(title: "Italy", kind: .image, className: "ItalyViewController", image: "italy.jpg", caption: "Italy")),
        SegmentSpec(
            title: "Australia",
            screen: ScreenSpec(
                title: "Australia", kind: .table, className: "AustraliaViewController",
                rows: australianStates.map { state in
                    RowSpec(
                        title: state,
                        detail: ScreenSpec(
                            title: state, kind: .image, className: "AustraliaDetailViewController",
                            image: slug(state) + ".jpg", caption: state))
                })),
    ]

    private static func slug(_ s: String) -> String {
        var out = ""
        for ch in s.lowercased().unicodeScalars {
            out.unicodeScalars.append(ch == " " ? "-" : ch)
        }
        return out
    }
}
