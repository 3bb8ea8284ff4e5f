/// The SwiftUI views HitLab knows, by the name a body makes them with (DESIGN, "SwiftUI:
/// content in a hosting view"). What each is for layout and hit-testing is here, once.
public enum SwiftUIKind: String, Sendable, CaseIterable {
    case vStack = "VStack", hStack = "HStack", zStack = "ZStack", group = "Group", forEach = "ForEach"
    case spacer = "Spacer", color = "Color", text = "Text", image = "Image"
    case rectangle = "Rectangle", roundedRectangle = "RoundedRectangle", circle = "Circle", capsule = "Capsule", ellipse = "Ellipse"
    case button = "Button", scrollView = "ScrollView", list = "List", emptyView = "EmptyView"

    /// A shape: laid out in the space it is offered, hit inside its path.
    public var isShape: Bool {
        switch self {
        case .rectangle, .roundedRectangle, .circle, .capsule, .ellipse: true
        default: false
        }
    }

    /// A container whose children are laid out along an axis or on top of each other.
    public var isContainer: Bool {
        switch self {
        case .vStack, .hStack, .zStack, .group, .forEach, .scrollView, .list, .button: true
        default: false
        }
    }

    /// Views whose children belong to the enclosing container (SwiftUI flattens them).
    public var isTransparent: Bool { self == .group || self == .forEach }
}

/// The SwiftUI modifiers HitLab knows, by name; a body that uses another is refused with this list.
public enum SwiftUIModifierName {
    public static let all = [
        "frame", "padding", "offset", "position", "background", "overlay", "zIndex", "opacity", "hidden", "disabled",
        "allowsHitTesting", "contentShape", "clipped", "clipShape", "cornerRadius", "fill", "foregroundColor",
        "foregroundStyle", "font", "buttonStyle", "scrollDisabled", "accessibilityIdentifier", "onTapGesture",
        "onLongPressGesture", "gesture", "highPriorityGesture", "simultaneousGesture",
    ]
}
