/// A view property a body may change while touches are delivered (`self.alpha = 0.5`,
/// `isUserInteractionEnabled = false`, `center = touch.location(in: superview)`), as UIKit
/// allows. Each write is recorded, so the debugger shows the view as of any moment.
public enum ViewProperty: String, Sendable, CaseIterable {
    case alpha, isHidden, isUserInteractionEnabled, isMultipleTouchEnabled, isExclusiveTouch
    case isEnabled, backgroundColor, center, clipsToBounds
    /// A control's tracking state; UIKit's own source sets `isTracking` and `isTouchInside`.
    case isTracking, isTouchInside, isHighlighted

    /// Whether only UIKit's own methods may set it (UIControl.isTracking is read-only).
    var isUIKitOnly: Bool { self == .isTracking || self == .isTouchInside }

    /// Checks `value` and stores it in `view`; the error says what the property takes.
    func apply(_ value: Value, to view: inout ViewState) throws(ScriptError) {
        func wrong(_ wanted: String) -> ScriptError {
            ScriptError(kind: .runtime, message: "\(rawValue) takes \(wanted), not \(value.typeName)", position: nil)
        }
        switch self {
        case .alpha:
            guard let a = value.number, a.isFinite else { throw wrong("a number from 0 to 1") }
            view.alpha = min(1, max(0, a))
        case .isHidden, .isUserInteractionEnabled, .isMultipleTouchEnabled, .isExclusiveTouch, .isEnabled, .clipsToBounds,
             .isTracking, .isTouchInside, .isHighlighted:
            guard case .bool(let b) = value else { throw wrong("true or false") }
            switch self {
            case .isHidden: view.isHidden = b
            case .isUserInteractionEnabled: view.isUserInteractionEnabled = b
            case .isMultipleTouchEnabled: view.isMultipleTouchEnabled = b
            case .isExclusiveTouch: view.isExclusiveTouch = b
            case .isEnabled, .isTracking, .isTouchInside, .isHighlighted:
                guard view.kind.isControl else {
                    throw ScriptError(kind: .runtime, message: "only controls have \(rawValue); use isUserInteractionEnabled for a view", position: nil)
                }
                switch self {
                case .isEnabled: view.isEnabled = b
                case .isTracking: view.isTracking = b
                case .isTouchInside: view.isTouchInside = b
                default: view.isHighlighted = b
                }
            default: view.clipsToBounds = b
            }
        case .backgroundColor:
            switch value {
            case .string(let s): view.backgroundColor = s
            case .nil: view.backgroundColor = nil
            default: throw wrong("a colour name or nil")
            }
        case .center:
            guard case .point(let p) = value, p.x.isFinite, p.y.isFinite else { throw wrong("a CGPoint") }
            view.center = p
        }
    }
}
