import HitLabModel
/// A view property as the Swift subset reads and writes it: a position in Model's
/// `ViewPropertyDescriptor.all`, resolved once from UIKit's name. Writes from a body
/// (`self.alpha = 0.5`, `center = touch.location(in: superview)`) are checked against the
/// descriptor's format and access and recorded, so the debugger shows the view as of any moment.
public struct ViewProperty: Hashable, Sendable {
    /// The position in `ViewPropertyDescriptor.all`.
    public let index: Int
    /// The row itself, kept so a read does not look it up again.
    public let descriptor: ViewPropertyDescriptor
    /// Set for the properties UIKit's own hitTest and point(inside:) read on every view a
    /// touch passes: the interpreter reads these fields in place, where the table's getter
    /// would copy the whole view (BENCHMARKS.md, "The catalog and the layer split").
    let hot: HotField?

    /// A property read on every view of a hit test.
    enum HotField: Sendable, CaseIterable {
        case isHidden, isUserInteractionEnabled, alpha, bounds, frame, center
    }

    public init?(rawValue name: String) {
        guard let i = ViewPropertyDescriptor.index(ofUIKitName: name) else { return nil }
        self = Self.allCases[i]
    }

    public static func == (a: ViewProperty, b: ViewProperty) -> Bool { a.index == b.index }
    public func hash(into hasher: inout Hasher) { hasher.combine(index) }

    /// UIKit's name for it.
    public var rawValue: String { descriptor.name }

    public static let allCases: [ViewProperty] = ViewPropertyDescriptor.all.indices.map { ViewProperty(index: $0) }

    private init(index: Int) {
        self.index = index
        descriptor = ViewPropertyDescriptor.all[index]
        hot = HotField.allCases.first { "\($0)" == ViewPropertyDescriptor.all[index].name }
    }

    /// Whether only UIKit's own methods may set it (UIControl.isTracking is read-only).
    var isUIKitOnly: Bool { descriptor.access == .uikit }

    /// Whether setting it moves the view or its subviews on the screen (center, frame, bounds,
    /// transform, a scroll view's contentOffset).
    public var placesView: Bool { [.rect, .boundsOrigin, .point, .transform].contains(descriptor.format) }

    /// Whether a body may set it at all (`frame` is the scene's, set with `set`).
    var isBodyWritable: Bool { descriptor.access != .scene }

    /// The value of `view`'s property as the subset sees it.
    func read(_ view: ViewState) -> Value { Self.value(descriptor.get(view)) }

    /// A Model value as the subset sees it.
    static func value(_ p: PropertyValue) -> Value {
        switch p {
        case .bool(let b): return .bool(b)
        case .number(let n): return .double(n)
        case .point(let p): return .point(p)
        case .rect(let r): return .rect(r)
        case .size(let s): return .size(s)
        case .color(let c): return c.map { .string($0) } ?? .nil
        case .transform(let t): return .transform(t)
        case .word(let w): return .symbol(w)
        }
    }

    /// Checks `value` and stores it in `view`; the error says what the property takes.
    package func apply(_ value: Value, to view: inout ViewState) throws(ScriptError) {
        let d = descriptor
        func wrong(_ wanted: String) -> ScriptError {
            ScriptError(kind: .runtime, message: "\(d.name) takes \(wanted), not \(value.typeName)", position: nil)
        }
        // The right type with a part that is not finite (0.0 / 0.0): name the numbers.
        func notFinite(_ type: String, _ parts: [Double]) -> ScriptError {
            ScriptError(kind: .runtime, message: "\(d.name) takes a \(type) of finite numbers, not ("
                        + parts.map { formatNumber($0) }.joined(separator: ", ") + ")", position: nil)
        }
        guard d.applies(to: view.kind) else {
            throw ScriptError(kind: .runtime, message: d.owner == "UIControl"
                ? "only controls have \(d.name); use isUserInteractionEnabled for a view"
                : "only a \(d.owner) has \(d.name)", position: nil)
        }
        let stored: PropertyValue
        switch d.format {
        case .flag:
            guard case .bool(let b) = value else { throw wrong("true or false") }
            stored = .bool(b)
        case .fraction:
            guard let a = value.number, a.isFinite else { throw wrong("a number from 0 to 1") }
            stored = .number(min(1, max(0, a)))
        case .color:
            switch value {
            case .string(let s): stored = .color(s)
            case .nil: stored = .color(nil)
            default: throw wrong("a colour name or nil")
            }
        case .point:
            // `.zero` is CGPoint.zero where a point is wanted.
            if value == .symbol("zero") { stored = .point(.zero); break }
            guard case .point(let p) = value else { throw wrong("a CGPoint") }
            guard p.x.isFinite, p.y.isFinite else { throw notFinite("CGPoint", [p.x, p.y]) }
            stored = .point(p)
        case .rect, .boundsOrigin:
            guard case .rect(let r) = value else { throw wrong("a CGRect") }
            let parts = [r.origin.x, r.origin.y, r.size.width, r.size.height]
            guard parts.allSatisfy(\.isFinite) else { throw notFinite("CGRect", parts) }
            stored = .rect(r)
        case .size:
            guard case .size(let s) = value else { throw wrong("a CGSize") }
            guard s.width.isFinite, s.height.isFinite else { throw notFinite("CGSize", [s.width, s.height]) }
            stored = .size(s)
        case .length:
            guard let l = value.number, l.isFinite, l >= 0 else { throw wrong("a number of points, 0 or more") }
            stored = .number(l)
        case .windowLevel:
            guard let l = value.number, l.isFinite else { throw wrong("a number") }
            stored = .number(l)
        case .transform:
            // `.identity` is CGAffineTransform.identity where a transform is wanted.
            if value == .symbol("identity") { stored = .transform(.identity); break }
            guard case .transform(let t) = value else { throw wrong("a CGAffineTransform, e.g. CGAffineTransform(rotationAngle: CGFloat.pi / 4)") }
            guard t.transform.inverted != nil else { throw wrong("an invertible CGAffineTransform (a zero scale hides the view from every touch)") }
            stored = .transform(t)
        }
        d.set(&view, stored)
    }
}
