/// Puts back the sharing a decoded session lost (segnavd `--state-file`).
///
/// A live session holds its segment specs once, shared (copy-on-write) by its configuration, the program and its
/// controllers, and for a preset with every other session of that preset; its controllers' class names are the
/// specs' strings. Decoding (`Codable`) makes a private copy of each, so restored sessions took several times the
/// memory of the originals. Interning swaps each copy for an equal shared value, so behaviour cannot change.
public struct SessionInterner {
    /// Known segment lists, presets first (their static storage), then those met while interning.
    private var segmentLists: [[SegmentSpec]]
    private var strings: [String: String] = [:]
    /// Bounds on what is remembered: sessions with custom segments share less, but interning stays cheap.
    private static let maxSegmentLists = 64
    private static let maxStrings = 4096

    public init() {
        segmentLists = Preset.allCases.map { $0.configuration.segments }
        for list in segmentLists {
            for screen in Self.screens(in: list) {
                for text in [screen.title, screen.className, screen.image, screen.caption, screen.color, screen.text] {
                    if let text { strings[text] = text }
                }
            }
        }
    }

    public mutating func intern(_ session: inout NavigationSession) {
        let segments = canonical(session.configuration.segments)
        session.configuration.segments = segments
        // The checkpoint holds the values before sharing; a new one is taken at the next action.
        session.rollback = nil
        if session.world.program.specs == segments { session.world.program.specs = segments }
        let screens = Self.screens(in: segments)
        for i in session.world.controllers.indices {
            if let screen = session.world.controllers[i].screen, let shared = screens.first(where: { $0 == screen }) {
                session.world.controllers[i].screen = shared
            }
            session.world.controllers[i].className = string(session.world.controllers[i].className)
            session.world.controllers[i].title = session.world.controllers[i].title.map { string($0) }
            session.world.controllers[i].backBarButtonTitle = session.world.controllers[i].backBarButtonTitle.map { string($0) }
        }
        if var control = session.world.program.control {
            control.items = control.items.map { $0.map { string($0) } }
            session.world.program.control = control
        }
    }

    private mutating func canonical(_ segments: [SegmentSpec]) -> [SegmentSpec] {
        if let known = segmentLists.first(where: { $0 == segments }) { return known }
        if segmentLists.count < Self.maxSegmentLists { segmentLists.append(segments) }
        return segments
    }

    private mutating func string(_ text: String) -> String {
        if let known = strings[text] { return known }
        if strings.count < Self.maxStrings { strings[text] = text }
        return text
    }

    /// Every screen a segment list holds: the segments' and, depth first, their rows' detail screens.
    static func screens(in segments: [SegmentSpec]) -> [ScreenSpec] {
        var out: [ScreenSpec] = []
        var pending = segments.map(\.screen)
        while let screen = pending.popLast() {
            out.append(screen)
            for row in screen.rows { if let detail = row.detail { pending.append(detail) } }
        }
        return out
    }
}
