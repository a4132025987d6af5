import Foundation
import Testing

@testable import NavigationModel

/// The viewer draws titles and back buttons with the model's per-character estimates (docs/viewer-design.md, "Drawn
/// texts"), so that a title the model says fits is whole whatever the browser's font. The page keeps its own copy of
/// the two numbers (it is a static file); this keeps the copy equal to the model's.
@Suite("Viewer's text metrics (DESIGN.md §3.12)")
struct NavigationBarViewerMetricsTests {
    static let pagePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/SegnavViewer/ViewerPage.html").path

    @Test("the page's MODEL_PT_PER_CHARACTER is NavigationBarLayout's title and back button widths")
    func pageUsesTheModelsMetrics() throws {
        let page = try #require(FileManager.default.contents(atPath: Self.pagePath).map { String(decoding: $0, as: UTF8.self) })
        // As JavaScript writes a number: 8.5, 8.
        let js = { (value: Double) in value == value.rounded() ? String(Int(value)) : String(value) }
        let expected =
            "const MODEL_PT_PER_CHARACTER = { titleLabel: \(js(NavigationBarLayout.titleCharacterWidth)), "
            + "backButton: \(js(NavigationBarLayout.backCharacterWidth)) };"
        #expect(page.contains(expected), "ViewerPage.html lacks \(expected)")
    }
}
