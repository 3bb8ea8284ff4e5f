/// One UIKit class as HitLab knows it: its name, its superclass, what a learner's object of it
/// is (a view kind, a recognizer kind, or one of the responders every scene has), and whether
/// the learner may write overrides on it. One row of `UIKitCatalog.classes`.
public struct UIKitClass: Sendable {
    /// What the learner makes of the class.
    public enum Role: Sendable, Equatable {
        /// A view class `view`/`button`/`label`… makes a subclass of.
        case view(ViewKind)
        /// A UIKit view class no command makes (UISwitch, UIStackView, a private
        /// `_UIButtonBarButton`): a view a hierarchy dump names with it is made as this kind.
        case imported(ViewKind)
        /// A recognizer class `gesture NAME KIND` makes a subclass of.
        case recognizer(GestureKind)
        /// A view controller `controller NAME view VIEW` makes a subclass of.
        case controller
        /// A responder every scene has one of (the window scene, the application, its
        /// delegate), not made by a command.
        case builtIn
        /// A class that is only a superclass or a value type of UIKit's (UIResponder, UIEvent).
        case abstract
    }

    public let name: String
    public let superclass: String?
    public let role: Role
    /// Whether every scene has an object of this very class (the key window, the window scene,
    /// the application, its delegate). Only these take `override NAME.METHOD` under UIKit's
    /// name; UIKit's other classes keep their methods, and the learner's subclass of one takes
    /// the override instead.
    public let takesOverrides: Bool
    /// View properties whose default differs from the superclass's, by UIKit's property name
    /// (a UILabel starts with `isUserInteractionEnabled` off).
    public let defaults: [(property: String, value: PropertyValue)]

    /// The kind of view the class makes, a learner's or an imported one; nil for a class that
    /// is not a view.
    public var viewKind: ViewKind? {
        switch role {
        case .view(let kind), .imported(let kind): return kind
        default: return nil
        }
    }

    public init(_ name: String, _ superclass: String?, _ role: Role, everyScene: Bool = false,
                defaults: [(property: String, value: PropertyValue)] = []) {
        self.name = name
        self.superclass = superclass
        self.role = role
        self.takesOverrides = everyScene
        self.defaults = defaults
    }
}
