import HitLabModel
import HitLabScript
import HitLabDelivery
/// The enabled breakpoints of a table, resolved against one trace before a motion scans it:
/// class names become the one receiver they can mean (each view and controller is its own
/// class) or a UIKit class, so testing a record reads fixed-size records and compares
/// identities instead of copying breakpoints and comparing strings.
struct BreakpointMatcher {
    /// Which receivers a class name covers.
    enum Receivers {
        case any
        /// The learner's class: exactly this responder.
        case one(Responder)
        /// A UIKit class: receivers whose UIKit chain holds it.
        case uikit(String)
        /// A name nothing in the scene has (a pending breakpoint).
        case none
    }

    enum Test {
        case phase(Int32)
        case method(MethodKind, Receivers)
        /// A recognizer's state change, to `state` or to any.
        case recognizerState(RecognizerID?, String?)
        /// A line of `className`'s own body, or of an inherited body running on `inherited`.
        case line(className: String, MethodKind, line: Int32, inherited: Responder?)
        /// The first line of a SwiftUI gesture closure of `view`, by modifier or callback.
        case swiftUICallback(view: Value, name: Value)
    }

    struct Entry {
        let number: Int
        let condition: BreakpointCondition?
        let test: Test
        /// The condition, unretained (`condition` holds it), for the check at every record.
        fileprivate let conditionReference: Unmanaged<BreakpointCondition>?
        /// Whether it has a condition, read without touching the condition object.
        var isConditional: Bool { conditionReference != nil }

        init(number: Int, condition: BreakpointCondition?, test: Test) {
            self.number = number
            self.condition = condition
            self.test = test
            conditionReference = condition.map { .passUnretained($0) }
        }
    }

    let entries: [Entry]
    /// Evaluates the entries' conditions for this motion; nil when none has one.
    private let conditions: ConditionEvaluator?
    private let conditionsReference: Unmanaged<ConditionEvaluator>?

    static func make(_ table: BreakpointTable, trace: Trace, classes: ClassTable) -> BreakpointMatcher {
        table.isEmpty ? .empty : BreakpointMatcher(table, trace: trace, classes: classes)
    }

    private init(_ table: BreakpointTable, trace: Trace, classes: ClassTable) {
        let scene = trace.scene
        func receivers(_ className: String?) -> Receivers {
            guard let className else { return .any }
            if let r = scene.responder(named: className), scene.classChain(of: r)[0] == className { return .one(r) }
            return UIKitCatalog.contains(className) ? .uikit(className) : .none
        }
        entries = table.all.filter(\.enabled).map { b in
            let test: Test
            switch b.location {
            case .phase(let p): test = .phase(Int32(Phase.allCases.firstIndex(of: p)!))
            case .recognizerState(let name, let state):
                if case .recognizer(let id)? = scene.responder(named: name) { test = .recognizerState(id, state) } else { test = .recognizerState(nil, state) }
            case .method(let m, let className): test = .method(m, receivers(className))
            case .swiftUICallback(let view, let name): test = .swiftUICallback(view: .string(view), name: .string(name))
            case .line(let className, let m, let line):
                var inherited: Responder?
                if classes.method(m, definedIn: className) == nil, case .one(let r) = receivers(className) { inherited = r }
                test = .line(className: className, m, line: Int32(line), inherited: inherited)
            }
            return Entry(number: b.number, condition: b.compiledCondition, test: test)
        }
        conditions = entries.contains { $0.condition != nil } ? ConditionEvaluator(trace: trace, classes: classes) : nil
        conditionsReference = conditions.map { .passUnretained($0) }
    }

    /// Entry `k`'s condition at record `i`; nil when it has none. Read through unretained
    /// references (this matcher holds both objects): it runs at every candidate record.
    func condition(_ k: Int, at i: Int) throws(ScriptError) -> Value? {
        guard let condition = entries[k].conditionReference, let conditionsReference else { return nil }
        return try conditionsReference.borrow { conditions throws(ScriptError) in
            try condition.borrow { condition throws(ScriptError) in try conditions.evaluate(condition, at: i) }
        }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// Whether an entry stops at a recognizer's state change, a record that is no stop for
    /// the other motions.
    var stopsAtStateChanges: Bool {
        entries.contains { if case .recognizerState = $0.test { true } else { false } }
    }

    /// Whether every entry is a method breakpoint, which can match only the first statement
    /// of a call.
    var stopsOnlyAtCalls: Bool {
        entries.allSatisfy { if case .method = $0.test { true } else { false } }
    }

    /// A matcher that matches nothing, built without looking at any breakpoint.
    static var empty: BreakpointMatcher { BreakpointMatcher() }
    private init() {
        entries = []
        conditions = nil
        conditionsReference = nil
    }

    /// Whether entry `e`'s location (its condition aside) is record `i`.
    func matches(_ k: Int, at i: Int, in trace: Trace) -> Bool {
        let r = trace[i]
        switch entries[k].test {
        case .phase(let p):
            return r.kind == .phase && r.a == p
        case .recognizerState(let id, let state):
            // The change itself: the recognizer has entered the state, and UIKit has not yet
            // sent the action for it (that follows the recognizer's update).
            guard let id, r.kind == .state, case .recognizer(id, let runtime) = trace.changes[Int(r.a)] else { return false }
            guard state == nil || state == runtime.state.rawValue else { return false }
            return runtime.state != trace.recognizerState(id, beforeChange: Int(r.a))
        case .swiftUICallback(let view, let name):
            guard r.kind == .line, let callback = trace.swiftUICallback(firstLine: i) else { return false }
            return .string(callback.view) == view && (.string(callback.modifier) == name || .string(callback.callback) == name)
        case .method(let m, let receivers):
            // The first statement of a call comes right after its call record.
            guard r.kind == .line, r.call >= 0, i > 0 else { return false }
            let previous = trace[i - 1]
            guard previous.kind == .call, previous.a == r.call else { return false }
            if case .none = receivers { return false }
            let call = trace.calls[Int(r.call)]
            guard call.method == m else { return false }
            switch receivers {
            case .any: break
            case .one(let receiver): guard call.receiver == receiver else { return false }
            case .uikit(let name): guard trace.scene.classChain(of: call.receiver).uikit.contains(name) else { return false }
            case .none: return false
            }
            return !trace.isSuperCall(Int(r.call))
        case .line(let className, let m, let line, let inherited):
            guard r.kind == .line, r.a == line, r.call >= 0 else { return false }
            let call = trace.calls[Int(r.call)]
            guard call.method == m else { return false }
            if call.body.className == className { return true }
            // No override of its own: the line of the inherited body, on that class's receiver.
            guard let inherited, call.receiver == inherited else { return false }
            return trace.scene.classChain(of: call.receiver).contains(call.body.className)
        }
    }
}
