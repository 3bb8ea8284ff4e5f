import HitLabModel
import HitLabScript
import HitLabDelivery

/// Evaluates breakpoint conditions at the records of one trace during one motion, reading
/// each record in place: the slots come from the trace's values into one buffer reused for
/// every record, the compiled condition is remembered for the body last seen, and one
/// interpreter serves every record of an event. The scene and runtime state as of the record
/// are set up only for a condition that can read them (`CompiledExpression.readsOnlyValues`).
package final class ConditionEvaluator {
    private let trace: Trace
    private let classes: ClassTable
    /// The interpreter made for the event `interpreterEvent` (an index into `trace.events`).
    private var interpreter: Interpreter?
    private var interpreterEvent = -1
    private var slots: [Value] = []
    /// The compiled condition for each (condition, body) pair met in this motion; the trace
    /// holds the bodies, so their identities stay theirs while it lives.
    private var compiled: [Key: Result<CompiledExpression, ScriptError>] = [:]
    private var last: (key: Key, result: Result<CompiledExpression, ScriptError>)?

    private struct Key: Hashable {
        let condition: ObjectIdentifier
        let body: ObjectIdentifier
    }

    package init(trace: Trace, classes: ClassTable) {
        self.trace = trace
        self.classes = classes
    }

    /// The condition's value at record `i`, in the innermost frame there; outside any call,
    /// with `self` the window, `event` the only local and the touches on the glass then.
    package func evaluate(_ condition: BreakpointCondition, at i: Int) throws(ScriptError) -> Value {
        condition.evaluations.add(1, ordering: .relaxed)
        let r = trace[i]
        guard r.call >= 0 else { return try evaluateOutsideCalls(condition, at: i) }
        let call = trace.calls[Int(r.call)]
        let expression = try compiled(condition, for: call.body).get()
        let count = call.body.slotNames.count
        slots.removeAll(keepingCapacity: true)
        let (start, available) = r.kind == .line ? (Int(r.b), Int(r.count)) : (Int(call.argumentStart), Int(call.argumentCount))
        for n in 0..<min(available, count) { slots.append(trace.values[start + n]) }
        while slots.count < count { slots.append(.void) }
        let interpreter = interpreter(forEvent: Int(call.event))
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

    private func compiled(_ condition: BreakpointCondition, for body: MethodBody) -> Result<CompiledExpression, ScriptError> {
        let key = Key(condition: ObjectIdentifier(condition), body: ObjectIdentifier(body))
        if let last, last.key == key { return last.result }
        let result = compiled[key] ?? condition.compiled(forLocals: body.slotNames)
        compiled[key] = result
        last = (key, result)
        return result
    }

    /// The interpreter for calls made with event `index`, made when the event changes; it
    /// starts on the scene the delivery ran against.
    private func interpreter(forEvent index: Int) -> Interpreter {
        if let interpreter, interpreterEvent == index { return interpreter }
        let made = Interpreter(scene: trace.scene, event: trace.events[index], classes: classes, limits: Interpreter.evaluationLimits)
        interpreter = made
        interpreterEvent = index
        return made
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
