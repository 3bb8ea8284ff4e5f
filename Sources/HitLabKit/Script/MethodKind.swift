import HitLabModel
import Synchronization

/// A UIKit method a body can define, call, override or break on, identified by its Swift
/// selector: its name, argument labels and parameter types, and what it returns. The methods
/// live in one signature table (`MethodKind.table`), so a new UIKit method (a recognizer's
/// `shouldBegin`, `becomeFirstResponder()`, an action such as `copy(_:)`) is one more entry
/// here, not a change to the interpreter.
public struct MethodKind: Hashable, Sendable, CustomStringConvertible {
    /// The signature, shared: one object per selector, kept for the program's life by
    /// `MethodSignature.made`. A method is therefore a plain pointer: copying one (done at
    /// every call a body makes) retains nothing, and comparing two compares the pointers.
    private let reference: Unmanaged<MethodSignature>

    /// What a parameter holds, so a call can be checked before the body runs.
    public enum ParameterType: Sendable, Hashable {
        case point, touches, event, any
        /// Checked as `any`, declared with their UIKit types.
        case touch, recognizer, view

        var swiftType: String {
            switch self {
            case .point: return "CGPoint"
            case .touches: return "Set<UITouch>"
            case .event: return "UIEvent?"
            case .any: return "Any?"
            case .touch: return "UITouch"
            case .recognizer: return "UIGestureRecognizer"
            case .view: return "UIView"
            }
        }
    }

    /// What the method returns.
    public enum ReturnType: Sendable, Hashable {
        case void, bool, optionalView, optionalAny
    }

    /// The short name used in commands (`hitTest`, `pointInside`, `touchesBegan`).
    public var name: String { reference.borrow { $0.name } }
    /// The name a call uses: `point` for point(inside:with:).
    var baseName: String { reference.borrow { $0.baseName } }
    /// The argument labels of a call, first one included (`nil` for an unlabelled argument).
    var labels: [String?] { reference.borrow { $0.labels } }
    /// The parameter names a body sees, in order.
    public var parameters: [String] { reference.borrow { $0.parameters } }
    public var parameterTypes: [ParameterType] { reference.borrow { $0.parameterTypes } }
    public var returns: ReturnType { reference.borrow { $0.returns } }
    /// How many arguments a call passes.
    var arity: Int { reference.borrow { $0.parameterTypes.count } }
    /// The parameter type at `i`, read without retaining the table.
    func parameterType(_ i: Int) -> ParameterType { reference.borrow { $0.parameterTypes[i] } }
    /// A read-only property UIKit declares as `var` (`canBecomeFirstResponder`): read without
    /// parentheses, overridden like a method with no parameters.
    public var isProperty: Bool { reference.borrow { $0.isProperty } }
    /// An action method (`copy(_:)`): any name a learner overrides that UIKit does not define.
    public var isAction: Bool { reference.borrow { $0.isAction } }

    init(_ name: String, base: String? = nil, labels: [String?], parameters: [String], types: [ParameterType], returns: ReturnType,
         isProperty: Bool = false, isAction: Bool = false) {
        reference = MethodSignature.keep(MethodSignature(name: name, baseName: base ?? name, labels: labels, parameters: parameters,
                                                         parameterTypes: types, returns: returns, isProperty: isProperty, isAction: isAction))
    }

    // Identity is the signature object: the table makes exactly one per selector.
    public static func == (a: MethodKind, b: MethodKind) -> Bool { a.reference.toOpaque() == b.reference.toOpaque() }
    public func hash(into hasher: inout Hasher) { hasher.combine(reference.toOpaque()) }

    public var description: String { name }

    /// The command-line name, kept for callers that used the enum's raw value.
    public var rawValue: String { name }

    /// The Swift selector as UIKit documents it: `hitTest(_:with:)`; a property by its name.
    public var selector: String {
        isProperty ? baseName : "\(baseName)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
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
        case .optionalAny: result = " -> Any?"
        }
        if isProperty { return "var \(baseName)\(result.replacingOccurrences(of: " -> ", with: ": ")) { get }" }
        return "func \(baseName)(\(params.joined(separator: ", ")))\(result)"
    }

    /// True for the four touches methods, which pass a touch set and the event up the
    /// responder chain (not a scroll view's `touchesShouldBegin`, nor
    /// `touchesEstimatedPropertiesUpdated`, which has no event and is not passed on).
    public var isTouches: Bool { parameterTypes == [.touches, .event] && returns == .void }

    /// True for the methods only views have (hit-testing).
    public var isViewOnly: Bool { self == .hitTest || self == .pointInside }

    /// The UIKit class that declares the method, when only that class and its subclasses have
    /// it (a scroll view's two hooks for its content's touches); nil for the methods every
    /// responder, view or recognizer may take.
    public var declaringClass: String? { self == .touchesShouldBegin || self == .touchesShouldCancel ? "UIScrollView" : nil }

    /// Whether a class whose chain is `chain` has this method to override.
    public func isDeclared(in chain: ClassChain) -> Bool {
        guard let owner = declaringClass else { return true }
        return chain.contains(owner)
    }

    // MARK: The table

    public static let hitTest = MethodKind("hitTest", labels: [nil, "with"], parameters: ["point", "event"],
                                           types: [.point, .event], returns: .optionalView)
    public static let pointInside = MethodKind("pointInside", base: "point", labels: ["inside", "with"], parameters: ["point", "event"],
                                               types: [.point, .event], returns: .bool)
    public static let touchesBegan = touches("touchesBegan")
    public static let touchesMoved = touches("touchesMoved")
    public static let touchesEnded = touches("touchesEnded")
    public static let touchesCancelled = touches("touchesCancelled")

    /// The real values of estimated touch properties arrived (Apple Pencil's force, iOS 9.1),
    /// for touches already delivered: no event, and they keep their views.
    public static let touchesEstimatedPropertiesUpdated = MethodKind("touchesEstimatedPropertiesUpdated", labels: [nil], parameters: ["touches"],
                                                                     types: [.touches], returns: .void)

    private static func touches(_ name: String) -> MethodKind {
        MethodKind(name, labels: [nil, "with"], parameters: ["touches", "event"], types: [.touches, .event], returns: .void)
    }

    // The first responder (reference §3): properties and methods of UIResponder.
    public static let canBecomeFirstResponder = MethodKind("canBecomeFirstResponder", labels: [], parameters: [], types: [], returns: .bool, isProperty: true)
    public static let canResignFirstResponder = MethodKind("canResignFirstResponder", labels: [], parameters: [], types: [], returns: .bool, isProperty: true)
    public static let becomeFirstResponder = MethodKind("becomeFirstResponder", labels: [], parameters: [], types: [], returns: .bool)
    public static let resignFirstResponder = MethodKind("resignFirstResponder", labels: [], parameters: [], types: [], returns: .bool)

    // Events with no position, passed up the responder chain by default.
    public static let motionBegan = withEvent("motionBegan", "motion")
    public static let motionEnded = withEvent("motionEnded", "motion")
    public static let motionCancelled = withEvent("motionCancelled", "motion")
    public static let pressesBegan = withEvent("pressesBegan", "presses")
    public static let pressesEnded = withEvent("pressesEnded", "presses")
    public static let pressesCancelled = withEvent("pressesCancelled", "presses")
    public static let remoteControlReceived = MethodKind("remoteControlReceived", labels: ["with"], parameters: ["event"], types: [.event], returns: .void)

    /// Whether a responder will perform an action sent with a nil target.
    public static let canPerformAction = MethodKind("canPerformAction", labels: [nil, "withSender"], parameters: ["action", "sender"],
                                                    types: [.any, .any], returns: .bool)

    // UIControl's tracking (reference §6).
    public static let beginTracking = MethodKind("beginTracking", labels: [nil, "with"], parameters: ["touch", "event"], types: [.touch, .event], returns: .bool)
    public static let continueTracking = MethodKind("continueTracking", labels: [nil, "with"], parameters: ["touch", "event"], types: [.touch, .event], returns: .bool)
    public static let endTracking = MethodKind("endTracking", labels: [nil, "with"], parameters: ["touch", "event"], types: [.touch, .event], returns: .void)
    /// UIControl's private test of whether a tracked finger still counts as inside.
    public static let pointMostlyInside = MethodKind("pointMostlyInside", labels: [nil, "with"], parameters: ["point", "event"],
                                                     types: [.point, .event], returns: .bool)
    public static let cancelTracking = MethodKind("cancelTracking", labels: ["with"], parameters: ["event"], types: [.event], returns: .void)

    // Gesture recognizers (reference §5): a view's veto, the recognizer's own (delegate) hooks
    // and the timer its source starts.
    public static let gestureRecognizerShouldBegin = MethodKind("gestureRecognizerShouldBegin", labels: [nil], parameters: ["gestureRecognizer"],
                                                                types: [.recognizer], returns: .bool)
    public static let shouldBegin = MethodKind("shouldBegin", labels: [], parameters: [], types: [], returns: .bool)
    public static let shouldReceive = MethodKind("shouldReceive", labels: [nil], parameters: ["touch"], types: [.touch], returns: .bool)
    public static let shouldRecognizeSimultaneously = MethodKind("shouldRecognizeSimultaneously", labels: ["with"], parameters: ["other"],
                                                                 types: [.recognizer], returns: .bool)
    public static let timerFired = MethodKind("timerFired", labels: [], parameters: [], types: [], returns: .void)
    /// UIGestureRecognizer.reset(): called once a gesture is over (a subclass clears its values).
    public static let reset = MethodKind("reset", labels: [], parameters: [], types: [], returns: .void)
    /// UIGestureRecognizer.canPrevent(_:) and canBePrevented(by:): class-wide exclusion rules.
    public static let canPrevent = MethodKind("canPrevent", labels: [nil], parameters: ["other"], types: [.recognizer], returns: .bool)
    public static let canBePrevented = MethodKind("canBePrevented", labels: ["by"], parameters: ["other"], types: [.recognizer], returns: .bool)
    /// shouldRequireFailure(of:) and shouldBeRequiredToFail(by:): failure requirements decided
    /// while touches arrive (the delegate's gestureRecognizer(_:shouldRequireFailureOf:) and
    /// gestureRecognizer(_:shouldBeRequiredToFailBy:)).
    public static let shouldRequireFailureOf = MethodKind("shouldRequireFailureOf", base: "shouldRequireFailure", labels: ["of"], parameters: ["other"],
                                                          types: [.recognizer], returns: .bool)
    public static let shouldBeRequiredToFailBy = MethodKind("shouldBeRequiredToFailBy", base: "shouldBeRequiredToFail", labels: ["by"], parameters: ["other"],
                                                            types: [.recognizer], returns: .bool)

    // UIScrollView's hooks for its content's touches (reference §11.3, §11.4).
    public static let touchesShouldBegin = MethodKind("touchesShouldBegin", labels: [nil, "with", "in"], parameters: ["touches", "event", "view"],
                                                      types: [.touches, .event, .view], returns: .bool)
    public static let touchesShouldCancel = MethodKind("touchesShouldCancel", labels: ["in"], parameters: ["view"], types: [.view], returns: .bool)

    /// UIApplication.sendEvent(_:) and UIWindow.sendEvent(_:): every event passes through both.
    public static let sendEvent = MethodKind("sendEvent", labels: [nil], parameters: ["event"], types: [.event], returns: .void)

    /// UIResponder.target(forAction:withSender:): who up the chain performs an action.
    public static let targetForAction = MethodKind("targetForAction", base: "target", labels: ["forAction", "withSender"],
                                                   parameters: ["action", "sender"], types: [.any, .any], returns: .optionalAny)
    /// UIApplication.sendAction(_:to:from:for:): an action to a target, or up the chain.
    public static let sendAction = MethodKind("sendAction", labels: [nil, "to", "from", "for"], parameters: ["action", "target", "sender", "event"],
                                              types: [.any, .any, .any, .any], returns: .bool)

    /// SwiftUI's hit-test of its content, as a hosting view runs it once UIKit's hit-test has
    /// chosen the host: the SwiftUI view under `point` (window coordinates), or nil.
    public static let swiftUIHitTest = MethodKind("_hitTest", labels: [nil, "at"], parameters: ["view", "point"], types: [.any, .point], returns: .optionalAny)

    /// SwiftUI's arbitration between two gestures competing for one touch (swiftui-semantics.md
    /// §3.3, §3.4): who goes first, as a `SwiftUIPrecedence` answer.
    public static let swiftUIArbitrate = MethodKind("_arbitrate", labels: [nil, nil, "by"], parameters: ["first", "second", "rule"],
                                                    types: [.any, .any, .any], returns: .optionalAny)
    /// Whether a gesture modifier's `including:` mask leaves `part` ("gesture" or "subviews") on (§3.5).
    public static let swiftUIMaskEnables = MethodKind("_isEnabled", labels: [nil, "by"], parameters: ["part", "mask"],
                                                      types: [.any, .any], returns: .bool)

    /// A SwiftUI view's `body`: what `swiftui NAME … { BODY }` holds, evaluated into views.
    public static let swiftUIBody = MethodKind("body", labels: [], parameters: [], types: [], returns: .optionalAny, isProperty: true)

    private static func withEvent(_ name: String, _ first: String) -> MethodKind {
        MethodKind(name, labels: [nil, "with"], parameters: [first, "event"], types: [.any, .event], returns: .void)
    }

    /// Every method a learner can override, in the order `help` and completion list them.
    public static let allCases: [MethodKind] = [
        .hitTest, .pointInside, .touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled,
        .touchesEstimatedPropertiesUpdated, .canBecomeFirstResponder, .canResignFirstResponder, .becomeFirstResponder, .resignFirstResponder,
        .motionBegan, .motionEnded, .motionCancelled, .pressesBegan, .pressesEnded, .pressesCancelled,
        .remoteControlReceived, .canPerformAction, .targetForAction, .sendAction, .sendEvent,
        .beginTracking, .continueTracking, .endTracking, .cancelTracking,
        .gestureRecognizerShouldBegin, .shouldBegin, .shouldReceive, .shouldRecognizeSimultaneously, .timerFired,
        .reset, .canPrevent, .canBePrevented, .shouldRequireFailureOf, .shouldBeRequiredToFailBy,
        .touchesShouldBegin, .touchesShouldCancel,
    ]

    /// The methods only a gesture recognizer has (its own and its delegate's, which HitLab
    /// writes on the recognizer): a view or controller does not take them.
    public static let recognizerOnly: [MethodKind] = [
        .shouldBegin, .shouldReceive, .shouldRecognizeSimultaneously, .shouldRequireFailureOf, .shouldBeRequiredToFailBy,
        .canPrevent, .canBePrevented, .reset, .timerFired,
    ]

    /// Every method a recognizer takes: the four touches methods, the update of estimated
    /// touch properties (UIGestureRecognizer declares it too) and its own.
    public static let recognizerMethods: [MethodKind] = [.touchesBegan, .touchesMoved, .touchesEnded, .touchesCancelled, .touchesEstimatedPropertiesUpdated]
        + recognizerOnly

    /// Whether only a gesture recognizer has this method.
    public var isRecognizerOnly: Bool { Self.recognizerOnly.contains(self) }

    /// The signature table, by selector, for resolving calls once when a body is parsed.
    static let bySelector: [String: MethodKind] = Dictionary(uniqueKeysWithValues: (allCases + internalMethods).map { ($0.selector, $0) })

    /// UIKit's private methods its own source calls; callable, not offered for overriding.
    static let internalMethods: [MethodKind] = [.pointMostlyInside, .swiftUIHitTest, .swiftUIArbitrate, .swiftUIMaskEnables]

    /// The action methods named so far, one signature per name (`copy` → `copy(_:)`).
    private static let actions = Mutex<[String: MethodKind]>([:])

    /// The action method `name(_ sender: Any?)`: how a learner's class comes to implement an
    /// action such as `copy(_:)` for nil-targeted sends.
    public static func action(_ name: String) -> MethodKind {
        actions.withLock { table in
            if let known = table[name] { return known }
            let made = MethodKind(name, labels: [nil], parameters: ["sender"], types: [.any], returns: .void, isAction: true)
            table[name] = made
            return made
        }
    }

    /// The action a selector string such as `copy(_:)` or `copy` names, if it was made.
    package static func knownAction(_ selector: String) -> MethodKind? {
        let name = selector.hasSuffix("(_:)") ? String(selector.dropLast(4)) : selector
        return actions.withLock { $0[name] }
    }

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
        let selector = "\(base)(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
        return bySelector[selector] ?? (labels == [nil] ? knownAction(selector) : nil)
    }

    /// The property-like method a bare name reads (`canBecomeFirstResponder`), if any.
    static func property(_ name: String) -> MethodKind? {
        guard let m = bySelector[name], m.isProperty else { return nil }
        return m
    }

    /// Accepts `hitTest`, `pointInside`, `point(inside:with:)`, `touchesBegan(_:with:)` and the like.
    public init?(name: String) {
        if let m = (Self.allCases + Self.internalMethods).first(where: { $0.name == name || $0.selector == name || $0.selector.hasPrefix(name + "(") }) {
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
/// Internal, but `@usableFromInline` with the fields `MethodKind`'s public accessors read, so
/// the other layers still inline those accessors and `==` (the debugger's breakpoint matching
/// compares methods at every record).
@usableFromInline final class MethodSignature: Sendable {
    /// Every signature made: the methods are a small fixed table plus the action methods a
    /// learner names, so keeping them all costs nothing and lets `MethodKind` hold a plain pointer.
    private static let made = Mutex<[MethodSignature]>([])

    /// Keeps `signature` for the program's life and returns an unretained reference to it.
    static func keep(_ signature: MethodSignature) -> Unmanaged<MethodSignature> {
        made.withLock { $0.append(signature) }
        return .passUnretained(signature)
    }

    @usableFromInline let name: String
    let baseName: String
    let labels: [String?]
    @usableFromInline let parameters: [String]
    @usableFromInline let parameterTypes: [MethodKind.ParameterType]
    @usableFromInline let returns: MethodKind.ReturnType
    @usableFromInline let isProperty: Bool
    @usableFromInline let isAction: Bool

    init(name: String, baseName: String, labels: [String?], parameters: [String],
         parameterTypes: [MethodKind.ParameterType], returns: MethodKind.ReturnType, isProperty: Bool, isAction: Bool) {
        self.isProperty = isProperty
        self.isAction = isAction
        self.name = name
        self.baseName = baseName
        self.labels = labels
        self.parameters = parameters
        self.parameterTypes = parameterTypes
        self.returns = returns
    }
}
