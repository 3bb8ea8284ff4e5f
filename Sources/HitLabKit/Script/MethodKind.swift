/// A UIKit method a body can define, call, override or break on, identified by its Swift
/// selector: its name, argument labels and parameter types, and what it returns. The methods
/// live in one signature table (`MethodKind.table`), so a new UIKit method (a recognizer's
/// `shouldBegin`, `becomeFirstResponder()`, an action such as `copy(_:)`) is one more entry
/// here, not a change to the interpreter.
public struct MethodKind: Hashable, Sendable, CustomStringConvertible {
    /// The signature, shared: one object per selector, so comparing and hashing methods (done
    /// on every call a body makes) compares one reference, not strings.
    private let signature: MethodSignature

    /// What a parameter holds, so a call can be checked before the body runs.
    public enum ParameterType: Sendable, Hashable {
        case point, touches, event, any

        var swiftType: String {
            switch self {
            case .point: return "CGPoint"
            case .touches: return "Set<UITouch>"
            case .event: return "UIEvent?"
            case .any: return "Any?"
            }
        }
    }

    /// What the method returns.
    public enum ReturnType: Sendable, Hashable {
        case void, bool, optionalView
    }

    /// The short name used in commands (`hitTest`, `pointInside`, `touchesBegan`).
    public var name: String { signature.name }
    /// The name a call uses: `point` for point(inside:with:).
    var baseName: String { signature.baseName }
    /// The argument labels of a call, first one included (`nil` for an unlabelled argument).
    var labels: [String?] { signature.labels }
    /// The parameter names a body sees, in order.
    public var parameters: [String] { signature.parameters }
    public var parameterTypes: [ParameterType] { signature.parameterTypes }
    public var returns: ReturnType { signature.returns }

    init(_ name: String, base: String? = nil, labels: [String?], parameters: [String], types: [ParameterType], returns: ReturnType) {
        signature = MethodSignature(name: name, baseName: base ?? name, labels: labels, parameters: parameters,
                                    parameterTypes: types, returns: returns)
    }

    // Identity is the signature object: the table makes exactly one per selector.
    public static func == (a: MethodKind, b: MethodKind) -> Bool { a.signature === b.signature }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(signature)) }

    public var description: String { name }

    /// The command-line name, kept for callers that used the enum's raw value.
    public var rawValue: String { name }

    /// The Swift selector as UIKit documents it: `hitTest(_:with:)`.
    public var selector: String {
        "\(baseName)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The declaration line shown above a body's source.
    public var declaration: String {
        var params: [String] = []
        for (i, label) in labels.enumerated() {
            let name = parameters[i]
            let outer = label ?? "_"
            params.append((outer == name ? name : "\(outer) \(name)") + ": " + parameterTypes[i].swiftType)
        }
        let result: String
        switch returns {
        case .void: result = ""
        case .bool: result = " -> Bool"
        case .optionalView: result = " -> UIView?"
        }
        return "func \(baseName)(\(params.joined(separator: ", ")))\(result)"
    }

    /// True for the four touches methods, which pass a touch set up the responder chain.
    public var isTouches: Bool { parameterTypes.first == .touches }

    /// True for the methods only views have (hit-testing).
    public var isViewOnly: Bool { self == .hitTest || self == .pointInside }

    // MARK: The table

    public static let hitTest = MethodKind("hitTest", labels: [nil, "with"], parameters: ["point", "event"],
                                           types: [.point, .event], returns: .optionalView)
    public static let pointInside = MethodKind("pointInside", base: "point", labels: ["inside", "with"], parameters: ["point", "event"],
                                               types: [.point, .event], returns: .bool)
    public static let touchesBegan = touches("touchesBegan")
    public static let touchesMoved = touches("touchesMoved")
    public static let touchesEnded = touches("touchesEnded")
    public static let touchesCancelled = touches("touchesCancelled")

    private static func touches(_ name: String) -> MethodKind {
        MethodKind(name, labels: [nil, "with"], parameters: ["touches", "event"], types: [.touches, .event], returns: .void)
    }

    /// Every method a learner can override, in the order `help` and completion list them.
    public static let allCases: [MethodKind] = [.hitTest, .pointInside, .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled]

    /// The signature table, by selector, for resolving calls once when a body is parsed.
    static let bySelector: [String: MethodKind] = Dictionary(uniqueKeysWithValues: allCases.map { ($0.selector, $0) })

    /// The touches method that carries a phase.
    public static func touches(for phase: TouchPhase) -> MethodKind {
        switch phase {
        case .began: return .touchesBegan
        case .moved, .stationary: return .touchesMoved
        case .ended: return .touchesEnded
        case .cancelled: return .touchesCancelled
        }
    }

    /// The method a call expression names, from its base name and labels.
    static func called(_ base: String, labels: [String?]) -> MethodKind? {
        bySelector["\(base)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"]
    }

    /// Accepts `hitTest`, `pointInside`, `point(inside:with:)`, `touchesBegan(_:with:)` and the like.
    public init?(name: String) {
        if let m = Self.allCases.first(where: { $0.name == name || $0.selector == name || $0.selector.hasPrefix(name + "(") }) {
            self = m
            return
        }
        if name == "point(inside:)" || name == "pointInside(_:with:)" { self = .pointInside; return }
        return nil
    }

    /// The same, for callers that used the enum's raw value.
    public init?(rawValue: String) { self.init(name: rawValue) }
}

/// The facts of one selector, immutable and shared by every `MethodKind` value naming it.
final class MethodSignature: Sendable {
    let name: String
    let baseName: String
    let labels: [String?]
    let parameters: [String]
    let parameterTypes: [MethodKind.ParameterType]
    let returns: MethodKind.ReturnType

    init(name: String, baseName: String, labels: [String?], parameters: [String],
         parameterTypes: [MethodKind.ParameterType], returns: MethodKind.ReturnType) {
        self.name = name
        self.baseName = baseName
        self.labels = labels
        self.parameters = parameters
        self.parameterTypes = parameterTypes
        self.returns = returns
    }
}
