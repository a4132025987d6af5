/// The per-controller appearance machine (DESIGN.md §3): disappeared → appearing → appeared → disappearing → disappeared.
///
/// A call that does not fit is still delivered (UIKit never refuses a direct `viewWillAppear:`), the controller moves to the
/// call's phase, and the caller reports a warning. "Duplicate" = the controller is already in (or past) that call's phase in
/// the same direction; "unbalanced" = the call skips or reverses a phase. UIKit itself logs "Unbalanced calls to
/// begin/end appearance transitions" for the second kind; the split is segnav's.
extension AppearanceState {
    /// The phase an appearance call puts a controller in, or nil for other events.
    static func target(of name: Event.Name) -> AppearanceState? {
        switch name {
        case .viewWillAppear: .appearing
        case .viewDidAppear: .appeared
        case .viewWillDisappear: .disappearing
        case .viewDidDisappear: .disappeared
        default: nil
        }
    }

    /// The state the call is valid from.
    private static func source(of target: AppearanceState) -> AppearanceState {
        switch target {
        case .appearing: .disappeared
        case .appeared: .appearing
        case .disappearing: .appeared
        case .disappeared: .disappearing
        }
    }

    /// nil when the call fits the machine, else the warning it deserves.
    @inline(__always)
    func violation(entering target: AppearanceState) -> WarningCode? {
        if self == Self.source(of: target) { return nil }
        if self == target { return .duplicateAppearance }
        switch (self, target) {
        case (.appeared, .appearing), (.disappeared, .disappearing): return .duplicateAppearance
        default: return .unbalancedAppearance
        }
    }

    /// The warning's text, e.g. "viewWillAppear while appearing", for the call that enters `target` from `self`.
    /// One string per pair, made once: the managing seed warns four times on every switch, and interpolating the
    /// text each time was most of that switch's allocations (ordo-one suite `switch: managing`).
    func violationMessage(entering target: AppearanceState) -> String {
        Self.messages[target.ordinal * Self.ordered.count + ordinal]
    }

    private static let ordered: [AppearanceState] = [.disappeared, .appearing, .appeared, .disappearing]

    private static let messages: [String] = ordered.flatMap { target in
        ordered.map { before in "\(call(entering: target).rawValue) while \(before.rawValue)" }
    }

    /// The appearance call that puts a controller in `target` (the inverse of `target(of:)`).
    private static func call(entering target: AppearanceState) -> Event.Name {
        switch target {
        case .appearing: .viewWillAppear
        case .appeared: .viewDidAppear
        case .disappearing: .viewWillDisappear
        case .disappeared: .viewDidDisappear
        }
    }

    /// Position in `ordered`.
    private var ordinal: Int {
        switch self {
        case .disappeared: 0
        case .appearing: 1
        case .appeared: 2
        case .disappearing: 3
        }
    }
}
