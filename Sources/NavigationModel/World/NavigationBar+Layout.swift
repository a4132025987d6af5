/// Where the navigation bar puts its back button and its title (DESIGN.md §3.12). Pure geometry in points: the model
/// has no fonts, so text widths are estimates per character; what matters is the rule (centred, then shifted clear of
/// the back button, then truncated), which keeps the title and the back button apart whatever the lengths.
enum NavigationBarLayout {
    /// Distance of the back button from the bar's leading edge, and of a lone title from either edge.
    static let edgeMargin: Double = 8
    /// Least space between the title and a bar item.
    static let itemGap: Double = 6
    /// The back chevron and its padding, before any text.
    static let chevronWidth: Double = 24
    /// Estimated advance of one character of the back button (17 pt regular) and of the title (17 pt semibold).
    static let backCharacterWidth: Double = 8
    static let titleCharacterWidth: Double = 8.5
    /// Word the back button falls back to when the previous item's title does not fit.
    static let genericBackTitle = "Back"

    /// The back button as drawn: the text it shows (nil: the chevron alone) and its width.
    struct BackButton: Equatable {
        var text: String?
        var width: Double
    }

    /// The widest a back button may be: a third of the bar, so the title keeps the middle.
    static func backButtonLimit(barWidth: Double) -> Double { barWidth / 3 }

    static func backButtonWidth(_ text: String?) -> Double {
        chevronWidth + backCharacterWidth * Double(text?.count ?? 0)
    }

    /// An explicit `backBarButtonItem` shows its own title, truncated when too long (the display mode applies only
    /// without one); a title taken from the previous item's `title` gives way to "Back", then to the chevron alone.
    static func backButton(title: String, explicitItem: Bool, barWidth: Double) -> BackButton {
        let limit = backButtonLimit(barWidth: barWidth)
        if explicitItem { return BackButton(text: title, width: min(limit, backButtonWidth(title))) }
        for candidate in [title, genericBackTitle] where backButtonWidth(candidate) <= limit {
            return BackButton(text: candidate, width: backButtonWidth(candidate))
        }
        return BackButton(text: nil, width: min(limit, chevronWidth))
    }

    /// The title (label or title view) of natural width `wanted`: centred in the bar; moved toward the trailing edge
    /// just enough to clear the leading item (`leadingLimit`, the first x it may take); then cut at the trailing
    /// margin. Returns x and width; the width is 0 when nothing is left.
    static func title(wanted: Double, barWidth: Double, leadingLimit: Double) -> (x: Double, width: Double) {
        let trailingLimit = barWidth - edgeMargin
        let x = max((barWidth - wanted) / 2, leadingLimit)
        return (x, max(0, min(wanted, trailingLimit - x)))
    }

    static func titleWidth(_ text: String) -> Double { titleCharacterWidth * Double(text.count) }
}
