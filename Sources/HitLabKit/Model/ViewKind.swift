/// The UIKit class a view is made from. A user-created view is a subclass of its kind named
/// after the view, so `type(of: self)` prints the view's name.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, window, label, imageView, control, button
    /// UIScrollView, UITableView, UITableViewCell and the cell's content view
    /// (UITableViewCellContentView, which `table` makes for every cell).
    case scrollView, tableView, tableViewCell, cellContentView
    /// UITextField (a UIControl) and UITextView (a UIScrollView): a tap makes them first responder.
    case textField, textView

    /// The UIKit class names from the kind's own class up to UIResponder, from the catalog;
    /// one shared array per kind, so looking up a method allocates nothing.
    public var uikitClasses: [String] { Self.chains[ordinal] }

    /// The UIKit class this kind makes a subclass of (`UIButton`).
    public var className: String { uikitClasses[0] }

    private static let chains: [[String]] = allCases.map { UIKitCatalog.chain(from: UIKitCatalog.className(of: $0)) }

    /// The case's place in `allCases`: a jump table, where hashing the kind cost every call.
    var ordinal: Int {
        switch self {
        case .view: 0
        case .window: 1
        case .label: 2
        case .imageView: 3
        case .control: 4
        case .button: 5
        case .scrollView: 6
        case .tableView: 7
        case .tableViewCell: 8
        case .cellContentView: 9
        case .textField: 10
        case .textView: 11
        }
    }

    /// UILabel and UIImageView start with user interaction off (UIKit's documented defaults),
    /// as the catalog's defaults say.
    public var interactiveByDefault: Bool { ViewState.defaults(for: self).isUserInteractionEnabled }

    /// Whether the kind is a UIControl (the catalog's chain says so).
    public var isControl: Bool { Self.controlKinds[ordinal] }

    private static let controlKinds: [Bool] = allCases.map { $0.uikitClasses.contains("UIControl") }

    /// Whether the kind is a UIScrollView (a table view is one).
    public var isScrollView: Bool { Self.scrollKinds[ordinal] }

    private static let scrollKinds: [Bool] = allCases.map { $0.uikitClasses.contains("UIScrollView") }
}
