/// Why UIKit's hitTest turned a view away before asking where the point is: one case for each
/// row of `HitTestGuard.all`, so `why`, `explain` and the words name the same checks.
public enum HitTestRefusal: Sendable, Equatable {
    case interactionOff, hidden, alpha(Double), disabledControl

    /// UIKit's name of the property the check reads (a row of `ViewPropertyDescriptor.all`).
    public var property: String {
        switch self {
        case .interactionOff: "isUserInteractionEnabled"
        case .hidden: "isHidden"
        case .alpha: "alpha"
        case .disabledControl: "isEnabled"
        }
    }
}
