/// The UIKit class a view is made from. A user-created view is a subclass of its kind named
/// after the view, so `type(of: self)` prints the view's name.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, window, label, imageView, control, button

    /// The UIKit class names from the kind's own class up to UIResponder.
    public var uikitClasses: [String] {
        switch self {
        case .view: return Self.viewChain
        case .window: return Self.windowChain
        case .label: return Self.labelChain
        case .imageView: return Self.imageViewChain
        case .control: return Self.controlChain
        case .button: return Self.buttonChain
        }
    }

    // Shared, so looking up a method allocates nothing.
    static let viewChain = ["UIView", "UIResponder"]
    static let windowChain = ["UIWindow", "UIView", "UIResponder"]
    static let labelChain = ["UILabel", "UIView", "UIResponder"]
    static let imageViewChain = ["UIImageView", "UIView", "UIResponder"]
    static let controlChain = ["UIControl", "UIView", "UIResponder"]
    static let buttonChain = ["UIButton", "UIControl", "UIView", "UIResponder"]

    /// UILabel and UIImageView start with user interaction off (UIKit's documented defaults).
    public var interactiveByDefault: Bool { self != .label && self != .imageView }

    public var isControl: Bool { self == .control || self == .button }
}
