/// The UIKit methods a learner can override and break on.
public enum MethodKind: String, Sendable, CaseIterable {
    case hitTest, pointInside, touchesBegan, touchesMoved, touchesEnded, touchesCancelled

    /// The Swift selector as UIKit documents it.
    public var selector: String {
        switch self {
        case .hitTest: return "hitTest(_:with:)"
        case .pointInside: return "point(inside:with:)"
        case .touchesBegan: return "touchesBegan(_:with:)"
        case .touchesMoved: return "touchesMoved(_:with:)"
        case .touchesEnded: return "touchesEnded(_:with:)"
        case .touchesCancelled: return "touchesCancelled(_:with:)"
        }
    }

    /// The base name used in calls: `point` for point(inside:with:).
    var baseName: String { self == .pointInside ? "point" : rawValue }

    /// The argument labels of a call, first one included (`nil` for an unlabelled argument).
    var labels: [String?] { self == .pointInside ? ["inside", "with"] : [nil, "with"] }

    /// The parameter names a body sees.
    public var parameters: [String] {
        switch self {
        case .hitTest, .pointInside: return ["point", "event"]
        default: return ["touches", "event"]
        }
    }

    /// The declaration line shown above a body's source.
    public var declaration: String {
        switch self {
        case .hitTest: return "func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView?"
        case .pointInside: return "func point(inside point: CGPoint, with event: UIEvent?) -> Bool"
        default: return "func \(rawValue)(_ touches: Set<UITouch>, with event: UIEvent?)"
        }
    }

    public var isTouches: Bool { self != .hitTest && self != .pointInside }

    /// The method a call expression names, from its base name and labels.
    static func called(_ base: String, labels: [String?]) -> MethodKind? {
        allCases.first { $0.baseName == base && $0.labels == labels }
    }

    /// Accepts `hitTest`, `pointInside`, `point(inside:with:)`, `touchesBegan(_:with:)` and the like.
    public init?(name: String) {
        if let m = MethodKind(rawValue: name) { self = m; return }
        if let m = MethodKind.allCases.first(where: { $0.selector == name || $0.selector.hasPrefix(name + "(") }) { self = m; return }
        if name == "point(inside:)" || name == "pointInside(_:with:)" { self = .pointInside; return }
        return nil
    }
}
