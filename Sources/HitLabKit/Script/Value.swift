import HitLabModel
/// A value in the Swift subset. Objects (views, controllers, the window, the application) are
/// held by their `Responder` handle, so values stay small and copy freely into the trace.
public enum Value: Sendable, Equatable {
    case void
    case `nil`
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case point(Point)
    case size(Size)
    /// Boxed: keeps every value at 24 bytes instead of 40, which matters in a long trace.
    indirect case rect(Rect)
    case object(Responder)
    /// The UIEvent being delivered.
    case event
    /// A touch of the event, by its index.
    case touch(Int)
    /// A `Set<UITouch>` as passed to the touches methods.
    case touches([Int])
    case array([Value])
    /// A class, as `type(of:)` returns it or as named in `is`.
    case type(String)
    /// An implicit member such as `.touchUpInside`.
    case symbol(String)
    /// A CGAffineTransform, kept as the steps that made it (`rotate(30) scale(2)`), so `tree`
    /// and `p` show what the body built.
    case transform(TransformSpec)
    /// A closure (`{ print("row") }`): a gesture's or a button's action, or a view's content.
    case closure(Closure)
    /// A SwiftUI view a body built (`Text("Hi").padding()`).
    indirect case swiftUI(SwiftUIView)
    /// A laid-out SwiftUI view (at one of its modifiers), as SwiftUI's hit-test walks it.
    case swiftUILayer(SwiftUILayerRef)
    /// A SwiftUI gesture a body built (`DragGesture().onChanged { … }`).
    indirect case swiftUIGesture(SwiftUIGestureValue)
    /// A gesture's value as its callbacks receive it (`value.translation`).
    indirect case gestureSample(SwiftUIGestureSample)
    /// SwiftUI's `Angle` (`RotateGesture`'s `rotation`, `.degrees(10)`): read as a number
    /// through `.degrees` or `.radians`, printed as Swift prints the struct (its radians). Kept
    /// in degrees, as HitLab measures turns, so `.degrees` gives back 30, not 29.999999999999996.
    case angle(degrees: Double)

    /// The Swift type name used in error messages.
    public var typeName: String {
        switch self {
        case .void: return "Void"
        case .nil: return "nil"
        case .bool: return "Bool"
        case .int: return "Int"
        case .double: return "CGFloat"
        case .string: return "String"
        case .point: return "CGPoint"
        case .size: return "CGSize"
        case .rect: return "CGRect"
        case .object: return "UIResponder"
        case .event: return "UIEvent"
        case .touch: return "UITouch"
        case .touches: return "Set<UITouch>"
        case .array: return "Array"
        case .type: return "type"
        case .symbol: return "member"
        case .transform: return "CGAffineTransform"
        case .closure: return "closure"
        case .swiftUI(let v): return v.kind.rawValue
        case .swiftUILayer: return "some View"
        case .swiftUIGesture(let g): return g.kind.isComposition ? "some Gesture" : g.kind.rawValue
        case .gestureSample: return "Gesture.Value"
        case .angle: return "Angle"
        }
    }

    public var isNil: Bool { if case .nil = self { return true } else { return false } }

    /// Numeric value of an Int or CGFloat, for arithmetic that mixes them.
    package var number: Double? {
        switch self {
        case .int(let i): return Double(i)
        case .double(let d): return d
        default: return nil
        }
    }
}
