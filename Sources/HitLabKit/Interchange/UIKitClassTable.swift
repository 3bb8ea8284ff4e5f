import HitLabModel
import HitLabScript
/// The UIKit view classes a hierarchy dump names, each with its superclass, and the kind a
/// class maps to: the one table the dump reader, `tree --uikit` and the Swift exporter read.
/// A class not listed (an app's own, or one of UIKit's private ones) takes the kind of the
/// nearest listed ancestor the dump names (`baseClass = …`), else UIView's.
/// When Model's UIKit class catalog exists, this table becomes a view of it.
public enum UIKitClassTable {
    /// Class → superclass, up to UIView (whose superclass, UIResponder, is not a view).
    /// Private classes are listed where their public ancestor is known, so a navigation bar's
    /// buttons are buttons and a button's label is a label.
    public static let superclasses: [String: String] = [
        "UIWindow": "UIView", "UITextEffectsWindow": "UIWindow", "UIRemoteKeyboardWindow": "UITextEffectsWindow",
        "UIControl": "UIView", "UIButton": "UIControl", "UINavigationButton": "UIButton",
        "UITextField": "UIControl", "UISearchTextField": "UITextField", "UISwitch": "UIControl",
        "UISlider": "UIControl", "UISegmentedControl": "UIControl", "UIStepper": "UIControl",
        "UIPageControl": "UIControl", "UIDatePicker": "UIControl", "UIRefreshControl": "UIControl",
        "UIColorWell": "UIControl", "UITabBarButton": "UIControl", "_UIButtonBarButton": "UIControl",
        "UILabel": "UIView", "UIButtonLabel": "UILabel", "UITableViewLabel": "UILabel",
        "UIImageView": "UIView", "UINavigationBarBackground": "UIImageView",
        "_UINavigationBarBackground": "UIImageView", "_UINavigationBarBackIndicatorView": "UIImageView",
        "UIScrollView": "UIView", "UITableView": "UIScrollView", "UICollectionView": "UIScrollView",
        "UITextView": "UIScrollView", "UITableViewWrapperView": "UIScrollView",
        "UITableViewCell": "UIView", "UITableViewCellContentView": "UIView",
        "UICollectionReusableView": "UIView", "UICollectionViewCell": "UICollectionReusableView",
        "UIStackView": "UIView", "UIVisualEffectView": "UIView", "UINavigationBar": "UIView",
        "UIToolbar": "UIView", "UITabBar": "UIView", "UISearchBar": "UIView", "UIPickerView": "UIView",
        "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView", "UIWebView": "UIView",
        "UILayoutContainerView": "UIView", "UINavigationTransitionView": "UIView",
        "UIViewControllerWrapperView": "UIView", "UITransitionView": "UIView", "UIDropShadowView": "UIView",
        "UINavigationItemView": "UIView", "UIInputSetContainerView": "UIView", "UIInputSetHostView": "UIView",
    ]

    /// The kinds HitLab models, by the UIKit class each stands for (UIView → view, …).
    package static let kindsByClass: [String: ViewKind] =
        Dictionary(uniqueKeysWithValues: ViewKind.allCases.map { ($0.uikitClasses[0], $0) })

    /// Whether UIKit itself defines the class (it is in the table or is UIView).
    public static func isUIKit(_ className: String) -> Bool {
        className == "UIView" || superclasses[className] != nil
    }

    /// The class and its listed ancestors, up to UIView; for an unlisted class, the class,
    /// then `baseClass` and its ancestors when the dump named one, then UIView.
    public static func chain(of className: String, baseClass: String? = nil) -> [String] {
        var out = [className]
        var current = superclasses[className] ?? (isUIKit(className) ? nil : baseClass)
        // The table has no cycles; the bound only keeps a bad base class from looping.
        while let c = current, out.count < 32, !out.contains(c) {
            out.append(c)
            current = superclasses[c]
        }
        if out.last != "UIView" { out.append("UIView") }
        return out
    }

    /// The kind of view HitLab makes for the class: the first in its chain that is a kind.
    public static func kind(of className: String, baseClass: String? = nil) -> ViewKind {
        chain(of: className, baseClass: baseClass).lazy.compactMap { kindsByClass[$0] }.first ?? .view
    }

    /// Whether views of the class scroll (their bounds origin is the content offset).
    public static func isScrollView(_ className: String, baseClass: String? = nil) -> Bool {
        chain(of: className, baseClass: baseClass).contains("UIScrollView")
    }
}
