/// Screen sizes and bar heights (DESIGN.md §2.3 "Devices"). Frames show each controller's visible content area below the
/// navigation bar rather than iOS 7+'s extended layout under the bars.
extension Device {
    var size: (width: Double, height: Double) {
        switch self {
        case .iphone3gs: (320, 480)
        case .iphone15: (393, 852)
        case .ipad: (820, 1180)
        }
    }

    /// Status bar height / top safe-area inset.
    var topInset: Double {
        switch self {
        case .iphone3gs: 20
        case .iphone15: 59
        case .ipad: 24
        }
    }

    static let navigationBarHeight: Double = 44
    static let rowHeight: Double = 44

    var contentFrame: Frame {
        let (w, h) = size
        let y = topInset + Device.navigationBarHeight
        return Frame(x: 0, y: y, width: w, height: h - y)
    }
}
