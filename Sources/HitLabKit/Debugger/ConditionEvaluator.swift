import HitLabModel
import HitLabScript
import HitLabDelivery

/// Evaluates breakpoint conditions at the records of one trace during one motion, reading
/// each record in place: the slots come from the trace's values into one buffer reused for
/// every record, the compiled condition is remembered for the body last seen, and one
/// interpreter serves every record of an event. The scene and runtime state as of the record
/// are set up only for a condition that can read them (`CompiledExpression.readsOnlyValues`).
final class ConditionEvaluator {
    private let trace: Trace
    private let classes: ClassTable
    /// The interpreter made for the event `interpreterEvent` (an index into `trace.events`).
    private var interpreter: Interpreter?
    private var interpreterEvent = -1
    private var slots: [Value] = []
    /// The compiled condition for each (condition, body) pair met in this motion; the trace
    /// holds the bodies, so their identities stay theirs while it lives.
    private var compiled: [Key: Result<CompiledExpression, ScriptError>] = [:]
    /// The pair last met and its compiled form, unretained (`compiled` holds it): the same
    /// body's records follow one another, and reading it should cost no retain.
    private var lastKey: Key?
    private var lastExpression: Unmanaged<CompiledExpression>?

    private struct Key: Hashable {
        let condition: ObjectIdentifier
        let body: ObjectIdentifier
    }

    init(trace: Trace, classes: ClassTable) {
        self.trace = trace
        self.classes = classes
    }

    /// The condition's value at record `i`, in the innermost frame there; outside any call,
    /// with `self` the window, `event` the only local and the touches on the glass then.
    func evaluate(_ condition: BreakpointCondition, at i: Int) throws(ScriptError) -> Value {
        condition.evaluations.add(1, ordering: .relaxed)
        let r = trace[i]
        guard r.call >= 0 else { return try evaluateOutsideCalls(condition, at: i) }
        let call = trace.calls[Int(r.call)]
        let (expression, count) = try call.bodyReference.borrow { body throws(ScriptError) in
            (try compiled(condition, for: body), body.slotNames.count)
        }
        let (start, available) = r.kind == .line ? (Int(r.b), Int(r.count)) : (Int(call.argumentStart), Int(call.argumentCount))
        // Filled in place: the buffer keeps its size from record to record of the same body.
        if slots.count != count { slots = Array(repeating: .void, count: count) }
        let stored = min(available, count)
        slots.withUnsafeMutableBufferPointer { buffer in
            for n in 0..<count { buffer[n] = n < stored ? trace.values[start + n] : .void }
        }
        return try interpreter(forEvent: Int(call.event)).borrow { interpreter throws(ScriptError) in
            try expression.borrow { expression throws(ScriptError) in
                if expression.readsOnlyValues {
                    return try interpreter.evaluateAgain(expression, slots: &slots, receiver: call.receiver)
                }
                condition.stateSetUps.add(1, ordering: .relaxed)
                interpreter.scene = trace.scene(at: i)
                interpreter.host = RuntimeSnapshot(trace, at: i)
                // The host answers for this record only; the interpreter keeps it no longer than this call.
                defer { interpreter.host = nil }
                return try interpreter.evaluateAgain(expression, slots: &slots, receiver: call.receiver)
            }
        }
    }

    private func compiled(_ condition: BreakpointCondition, for body: MethodBody) throws(ScriptError) -> Unmanaged<CompiledExpression> {
        let key = Key(condition: ObjectIdentifier(condition), body: ObjectIdentifier(body))
        if key == lastKey, let lastExpression { return lastExpression }
        let result = compiled[key] ?? condition.compiled(forLocals: body.slotNames)
        compiled[key] = result
        let expression = Unmanaged.passUnretained(try result.get())
        lastKey = key
        lastExpression = expression
        return expression
    }

    /// The interpreter for calls made with event `index`, made when the event changes; it
    /// starts on the scene the delivery ran against. Unretained: this evaluator holds it.
    private func interpreter(forEvent index: Int) -> Unmanaged<Interpreter> {
        if let interpreter, interpreterEvent == index { return .passUnretained(interpreter) }
        let made = Interpreter(scene: trace.scene, event: trace.events[index], classes: classes, limits: Interpreter.evaluationLimits)
        interpreter = made
        interpreterEvent = index
        return .passUnretained(made)
    }

    /// At a pipeline phase the event is made of the touches down at that record, so each
    /// record gets an interpreter, a scene and a runtime state of its own.
    private func evaluateOutsideCalls(_ condition: BreakpointCondition, at i: Int) throws(ScriptError) -> Value {
        condition.stateSetUps.add(1, ordering: .relaxed)
        let expression = try condition.compiled(forLocals: ["event"]).get()
        let event = Event(timestamp: trace.events.last?.timestamp ?? 0, touches: trace.runtime(at: i).touches)
        return try Interpreter.evaluate(expression, slots: [.event], receiver: .view(trace.scene.window), scene: trace.scene(at: i),
                                        event: event, classes: classes, host: RuntimeSnapshot(trace, at: i))
    }
}
