/// A UIKit property's value as Model stores it, so one table can read and write properties of
/// any type (`set`, `save`, the interpreter and the tree all convert through it).
public enum PropertyValue: Sendable, Equatable {
    case bool(Bool)
    case number(Double)
    case point(Point)
    case rect(Rect)
    case size(Size)
    /// A colour's name or `#RRGGBB`, or nil for none.
    case color(String?)
    case transform(TransformSpec)
    /// One of a fixed list of words (a swipe's `right`).
    case word(String)

    public var bool: Bool? { if case .bool(let b) = self { b } else { nil } }
    public var number: Double? { if case .number(let n) = self { n } else { nil } }
    public var point: Point? { if case .point(let p) = self { p } else { nil } }
}
