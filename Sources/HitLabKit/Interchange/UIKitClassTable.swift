import HitLabModel
import HitLabScript
/// The UIKit view classes a hierarchy dump names, each with its superclass and the kind it maps
/// to, as the dump reader, `tree --uikit` and the Swift exporter see them: a view of the UIKit
/// catalog (`UIKitCatalog`, whose `.view` and `.imported` rows are these classes), so a class is
/// one row there. A class not listed (an app's own, or one of UIKit's private ones) takes the
/// kind of the nearest listed ancestor the dump names (`baseClass = …`), else UIView's.
public enum UIKitClassTable {
    /// Class → superclass, up to UIView (whose superclass, UIResponder, is not a view).
    /// Private classes are listed where their public ancestor is known, so a navigation bar's
    /// buttons are buttons and a button's label is a label.
    public static let superclasses: [String: String] = Dictionary(uniqueKeysWithValues: UIKitCatalog.classes.compactMap { c in
        guard c.viewKind != nil, c.name != "UIView", let up = c.superclass else { return nil }
        return (c.name, up)
    })

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
        chain(of: className, baseClass: baseClass).lazy.compactMap { UIKitCatalog.named($0)?.viewKind }.first ?? .view
    }

    /// Whether views of the class scroll (their bounds origin is the content offset).
    public static func isScrollView(_ className: String, baseClass: String? = nil) -> Bool {
        chain(of: className, baseClass: baseClass).contains("UIScrollView")
    }
}
