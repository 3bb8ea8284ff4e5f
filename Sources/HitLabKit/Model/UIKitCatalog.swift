/// Every UIKit class HitLab knows, once: names, superclasses and roles. Class chains for method
/// lookup, the names a learner may not take, the "UIKit's own class" check of `override`,
/// `break`, `show source` and completion all read this table, so a new class is one row.
public enum UIKitCatalog {
    /// Superclasses before subclasses.
    public static let classes: [UIKitClass] = [
        UIKitClass("UIResponder", nil, .abstract),
        UIKitClass("UIView", "UIResponder", .view(.view)),
        UIKitClass("UIWindow", "UIView", .view(.window), everyScene: true),
        // Labels and image views start with user interaction off (UIKit's documented defaults).
        UIKitClass("UILabel", "UIView", .view(.label), defaults: [("isUserInteractionEnabled", .bool(false))]),
        UIKitClass("UIImageView", "UIView", .view(.imageView), defaults: [("isUserInteractionEnabled", .bool(false))]),
        UIKitClass("UIControl", "UIView", .view(.control)),
        UIKitClass("UIButton", "UIControl", .view(.button)),
        // Scroll views clip their content by default (drawing only: reference §2.5, §11.7).
        UIKitClass("UIScrollView", "UIView", .view(.scrollView), defaults: [("clipsToBounds", .bool(true))]),
        UIKitClass("UITableView", "UIScrollView", .view(.tableView)),
        UIKitClass("UITableViewCell", "UIView", .view(.tableViewCell)),
        // UIKit's private class of a cell's contentView, as `recursiveDescription` names it.
        UIKitClass("UITableViewCellContentView", "UIView", .view(.cellContentView)),
        // Text input: a tap makes either one first responder (the keyboard is not modelled).
        UIKitClass("UITextField", "UIControl", .view(.textField)),
        UIKitClass("UITextView", "UIScrollView", .view(.textView)),
        // UIKit's other view classes, public and private, as hierarchy dumps name them: a view
        // imported with one is made as the nearest kind HitLab models (no command makes one).
        UIKitClass("UITextEffectsWindow", "UIWindow", .imported(.window)),
        UIKitClass("UIRemoteKeyboardWindow", "UITextEffectsWindow", .imported(.window)),
        UIKitClass("UINavigationButton", "UIButton", .imported(.button)),
        UIKitClass("UISearchTextField", "UITextField", .imported(.textField)),
        UIKitClass("UISwitch", "UIControl", .imported(.control)),
        UIKitClass("UISlider", "UIControl", .imported(.control)),
        UIKitClass("UISegmentedControl", "UIControl", .imported(.control)),
        UIKitClass("UIStepper", "UIControl", .imported(.control)),
        UIKitClass("UIPageControl", "UIControl", .imported(.control)),
        UIKitClass("UIDatePicker", "UIControl", .imported(.control)),
        UIKitClass("UIRefreshControl", "UIControl", .imported(.control)),
        UIKitClass("UIColorWell", "UIControl", .imported(.control)),
        UIKitClass("UITabBarButton", "UIControl", .imported(.control)),
        UIKitClass("_UIButtonBarButton", "UIControl", .imported(.control)),
        UIKitClass("UIButtonLabel", "UILabel", .imported(.label)),
        UIKitClass("UITableViewLabel", "UILabel", .imported(.label)),
        UIKitClass("UINavigationBarBackground", "UIImageView", .imported(.imageView)),
        UIKitClass("_UINavigationBarBackground", "UIImageView", .imported(.imageView)),
        UIKitClass("_UINavigationBarBackIndicatorView", "UIImageView", .imported(.imageView)),
        UIKitClass("UICollectionView", "UIScrollView", .imported(.scrollView)),
        UIKitClass("UITableViewWrapperView", "UIScrollView", .imported(.scrollView)),
        UIKitClass("UICollectionReusableView", "UIView", .imported(.view)),
        UIKitClass("UICollectionViewCell", "UICollectionReusableView", .imported(.view)),
        UIKitClass("UIStackView", "UIView", .imported(.view)),
        UIKitClass("UIVisualEffectView", "UIView", .imported(.view)),
        UIKitClass("UINavigationBar", "UIView", .imported(.view)),
        UIKitClass("UIToolbar", "UIView", .imported(.view)),
        UIKitClass("UITabBar", "UIView", .imported(.view)),
        UIKitClass("UISearchBar", "UIView", .imported(.view)),
        UIKitClass("UIPickerView", "UIView", .imported(.view)),
        UIKitClass("UIActivityIndicatorView", "UIView", .imported(.view)),
        UIKitClass("UIProgressView", "UIView", .imported(.view)),
        UIKitClass("UIWebView", "UIView", .imported(.view)),
        UIKitClass("UILayoutContainerView", "UIView", .imported(.view)),
        UIKitClass("UINavigationTransitionView", "UIView", .imported(.view)),
        UIKitClass("UIViewControllerWrapperView", "UIView", .imported(.view)),
        UIKitClass("UITransitionView", "UIView", .imported(.view)),
        UIKitClass("UIDropShadowView", "UIView", .imported(.view)),
        UIKitClass("UINavigationItemView", "UIView", .imported(.view)),
        UIKitClass("UIInputSetContainerView", "UIView", .imported(.view)),
        UIKitClass("UIInputSetHostView", "UIView", .imported(.view)),
        UIKitClass("UIViewController", "UIResponder", .controller),
        UIKitClass("UIScene", "UIResponder", .abstract),
        UIKitClass("UIWindowScene", "UIScene", .builtIn, everyScene: true),
        UIKitClass("UIApplication", "UIResponder", .builtIn, everyScene: true),
        // The app's delegate is the app's own class, but every scene has one.
        UIKitClass("AppDelegate", "UIResponder", .builtIn, everyScene: true),
        // `recognizer NAME on VIEW` makes a direct subclass of it, whose methods the learner writes.
        UIKitClass("UIGestureRecognizer", nil, .recognizer(.custom)),
        UIKitClass("UITapGestureRecognizer", "UIGestureRecognizer", .recognizer(.tap)),
        UIKitClass("UILongPressGestureRecognizer", "UIGestureRecognizer", .recognizer(.longpress)),
        UIKitClass("UIPanGestureRecognizer", "UIGestureRecognizer", .recognizer(.pan)),
        UIKitClass("UISwipeGestureRecognizer", "UIGestureRecognizer", .recognizer(.swipe)),
        UIKitClass("UIPinchGestureRecognizer", "UIGestureRecognizer", .recognizer(.pinch)),
        UIKitClass("UIRotationGestureRecognizer", "UIGestureRecognizer", .recognizer(.rotation)),
        UIKitClass("UIScreenEdgePanGestureRecognizer", "UIPanGestureRecognizer", .recognizer(.edgepan)),
        // A scroll view's own recognizers (reference §11.1): the first is UIKit's private class.
        UIKitClass("UIScrollViewDelayedTouchesBeganGestureRecognizer", "UIGestureRecognizer", .recognizer(.scrollViewDelay)),
        UIKitClass("UIScrollViewPanGestureRecognizer", "UIPanGestureRecognizer", .recognizer(.scrollViewPan)),
        UIKitClass("UIEvent", nil, .abstract),
        UIKitClass("UITouch", nil, .abstract),
    ]

    /// The classes a learner's objects are made from, and those every scene has: what
    /// completion and suggestions offer (the view classes only dumps name are left out).
    public static let learnerClassNames: [String] = classes.filter { c in
        if case .imported = c.role { return false }
        return true
    }.map(\.name)

    private static let byName: [String: UIKitClass] = Dictionary(uniqueKeysWithValues: classes.map { ($0.name, $0) })

    /// The class called `name`, if UIKit has it here.
    public static func named(_ name: String) -> UIKitClass? { byName[name] }

    /// Whether `name` is one of UIKit's classes (a learner's view may not take it).
    public static func contains(_ name: String) -> Bool { byName[name] != nil }

    /// The class names from `name` up to its root (`UIButton`, `UIControl`, `UIView`,
    /// `UIResponder`); computed once per class, so a method lookup allocates nothing.
    public static func chain(from name: String) -> [String] { chains[name] ?? [name] }

    private static let chains: [String: [String]] = {
        var out: [String: [String]] = [:]
        for c in classes {
            var chain = [c.name]
            while let up = byName[chain[chain.count - 1]]?.superclass { chain.append(up) }
            out[c.name] = chain
        }
        return out
    }()

    /// The UIKit class a view kind makes a subclass of.
    public static func className(of kind: ViewKind) -> String {
        classes.first { $0.role == .view(kind) }!.name
    }

    /// The UIKit class a recognizer kind makes a subclass of.
    public static func className(of kind: GestureKind) -> String {
        classes.first { $0.role == .recognizer(kind) }!.name
    }

    /// The view property defaults of `name` and its superclasses, the nearest class last, so
    /// applying them in order leaves the class's own.
    public static func defaults(of name: String) -> [(property: String, value: PropertyValue)] {
        chain(from: name).reversed().flatMap { byName[$0]?.defaults ?? [] }
    }

    /// The classes whose instances every scene has, in the responder chain's order.
    public static var builtInNames: [String] { classes.filter(\.takesOverrides).map(\.name) }

    /// Whether `name` is a class that is a kind of `ancestor` (itself included).
    public static func isKind(_ name: String, of ancestor: String) -> Bool { chain(from: name).contains(ancestor) }
}
