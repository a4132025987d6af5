/// The per-controller appearance machine (SPEC §2): disappeared → appearing → appeared → disappearing → disappeared.
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
    func violation(entering target: AppearanceState) -> WarningCode? {
        if self == Self.source(of: target) { return nil }
        if self == target { return .duplicateAppearance }
        switch (self, target) {
        case (.appeared, .appearing), (.disappeared, .disappearing): return .duplicateAppearance
        default: return .unbalancedAppearance
        }
    }
}
