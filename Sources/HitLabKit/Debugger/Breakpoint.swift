import HitLabModel
import HitLabScript
import HitLabDelivery
/// A place where a recorded touch stops: a method (on every responder, or on one class),
/// a line of a method body, or a pipeline phase; with an optional condition in the Swift
/// subset, evaluated in the stopped frame.
public struct Breakpoint: Sendable, Equatable {
    public enum Location: Sendable, Equatable {
        /// Entry to `method` on receivers of `className` (any receiver when nil). Calls made
        /// through `super` are part of the same send and do not stop again.
        case method(MethodKind, className: String?)
        /// A source line of `className`'s body of `method`; when that class has no override,
        /// the line of the inherited body while it runs on a `className` receiver.
        case line(className: String, MethodKind, line: Int)
        /// A stage of the pipeline.
        case phase(Phase)
        /// A gesture recognizer's state changes (to `state`, or to any state): stops at the
        /// first stop after the change.
        case recognizerState(name: String, state: String?)
        /// Inside a SwiftUI view's gesture closure: `name` is the gesture's modifier
        /// (`onTapGesture`, `gesture` …: any of its callbacks) or one callback (`onChanged`,
        /// `onEnded`, `updating`, `onPressingChanged`, a Button's `action`).
        case swiftUICallback(view: String, name: String)
    }

    /// The words after a SwiftUI view's name that `break VIEW.WORD` stops in (DESIGN).
    public static let swiftUICallbackNames = ["onTapGesture", "onLongPressGesture", "gesture", "highPriorityGesture", "simultaneousGesture",
                                              "onChanged", "onEnded", "updating", "onPressingChanged", "action"]

    public let number: Int
    public var location: Location
    /// The condition as typed, e.g. `point.y > 100`.
    public var condition: String? {
        didSet { compiledCondition = condition.map(BreakpointCondition.init) }
    }
    /// The condition made once, when the breakpoint is set, and compiled as records need it.
    private(set) var compiledCondition: BreakpointCondition?
    /// Deleted after its first stop (`tbreak`).
    public var oneShot: Bool
    public var enabled = true
    /// How many times it has stopped a touch.
    public var hits = 0

    public init(number: Int, location: Location, condition: String? = nil, oneShot: Bool = false) {
        self.number = number
        self.location = location
        self.condition = condition
        compiledCondition = condition.map(BreakpointCondition.init)
        self.oneShot = oneShot
    }

    /// `hitTest on YellowView`, `YellowView.hitTest line 3`, `phase hitTest`.
    public var summary: String {
        switch location {
        case .method(let m, let c?): return "\(c).\(m.selector)"
        case .method(let m, nil): return "\(m.selector) on every " + (m == .hitTest || m == .pointInside ? "view" : "responder")
        case .line(let c, let m, let line): return "\(c).\(m.selector) line \(line)"
        case .phase(let p): return "phase \(p.rawValue)"
        case .recognizerState(let name, let state?): return "\(name) becomes \(state)"
        case .recognizerState(let name, nil): return "\(name) changes state"
        case .swiftUICallback(let view, let name): return "\(view).\(name)"
        }
    }
}
