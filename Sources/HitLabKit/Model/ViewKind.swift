/// The UIKit class a view is made from. A user-created view is a subclass of its kind named
/// after the view, so `type(of: self)` prints the view's name.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, window, label, imageView, control, button

    /// The UIKit class names from the kind's own class up to UIResponder, from the catalog;
    /// one shared array per kind, so looking up a method allocates nothing.
    public var uikitClasses: [String] { Self.chains[ordinal] }

    /// The UIKit class this kind makes a subclass of (`UIButton`).
    public var className: String { uikitClasses[0] }

    private static let chains: [[String]] = allCases.map { UIKitCatalog.chain(from: UIKitCatalog.className(of: $0)) }

    /// The case's place in `allCases`: a jump table, where hashing the kind cost every call.
    package var ordinal: Int {
        switch self {
        case .view: 0
        case .window: 1
        case .label: 2
        case .imageView: 3
        case .control: 4
        case .button: 5
        }
    }

    /// UILabel and UIImageView start with user interaction off (UIKit's documented defaults),
    /// as the catalog's defaults say.
    public var interactiveByDefault: Bool { ViewState.defaults(for: self).isUserInteractionEnabled }

    /// Whether the kind is a UIControl (the catalog's chain says so).
    public var isControl: Bool { Self.controlKinds[ordinal] }

    private static let controlKinds: [Bool] = allCases.map { $0.uikitClasses.contains("UIControl") }
}
