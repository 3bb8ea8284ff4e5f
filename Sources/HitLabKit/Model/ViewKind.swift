/// The UIKit class a view is made from. A user-created view is a subclass of its kind named
/// after the view, so `type(of: self)` prints the view's name.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, window, label, imageView, control, button

    /// The UIKit class names from the kind's own class up to UIResponder.
    public var uikitClasses: [String] {
        switch self {
        case .view: return ["UIView", "UIResponder"]
        case .window: return ["UIWindow", "UIView", "UIResponder"]
        case .label: return ["UILabel", "UIView", "UIResponder"]
        case .imageView: return ["UIImageView", "UIView", "UIResponder"]
        case .control: return ["UIControl", "UIView", "UIResponder"]
        case .button: return ["UIButton", "UIControl", "UIView", "UIResponder"]
        }
    }

    /// UILabel and UIImageView start with user interaction off (UIKit's documented defaults).
    public var interactiveByDefault: Bool { self != .label && self != .imageView }

    public var isControl: Bool { self == .control || self == .button }
}
