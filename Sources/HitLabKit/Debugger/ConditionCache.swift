import HitLabModel
import HitLabScript
import HitLabDelivery
import Foundation
import Synchronization

/// Breakpoint conditions parsed once per method body (its locals decide which names are
/// slots), instead of once per candidate record. Shared by the copies of a debugger; a cache
/// only, so losing it changes nothing but speed.
package final class ConditionCache: Sendable {
    private struct Key: Hashable {
        package let condition: String
        package let body: ObjectIdentifier?
    }
    private let table = Mutex<[Key: Result<CompiledExpression, ScriptError>]>([:])
    /// The last lookup, checked before hashing: a scan asks for the same one again and again.
    private let last = Mutex<(key: Key, result: Result<CompiledExpression, ScriptError>)?>(nil)
    /// The interpreter the last condition ran on, reused while the event stays the same.
    /// Guarded by `evaluatorLock`: an interpreter holds non-Sendable state (the record's host),
    /// which a `Mutex`'s value may not.
    nonisolated(unsafe) private var evaluator: Interpreter?
    private let evaluatorLock = NSLock()

    /// The condition compiled for `body`'s locals (no locals outside a call).
    package func compiled(_ condition: String, for body: MethodBody?) -> Result<CompiledExpression, ScriptError> {
        let key = Key(condition: condition, body: body.map(ObjectIdentifier.init))
        if let hit = last.withLock({ $0?.key == key ? $0?.result : nil }) { return hit }
        if let hit = table.withLock({ $0[key] }) {
            last.withLock { $0 = (key, hit) }
            return hit
        }
        let result: Result<CompiledExpression, ScriptError>
        do {
            result = .success(try Interpreter.compile(condition, locals: body?.slotNames ?? ["event"]))
        } catch {
            result = .failure(error)
        }
        table.withLock { $0[key] = result }
        return result
    }

    /// Evaluates a compiled condition as `Interpreter.evaluate` does, on the interpreter of the
    /// previous evaluation when it ran with the same event (the classes are the debugger's,
    /// the same for every copy sharing this cache).
    package func evaluate(_ compiled: CompiledExpression, slots: [Value], receiver: Responder, scene: Scene, event: Event,
                  classes: ClassTable, host: EventHost?) throws(ScriptError) -> Value {
        evaluatorLock.lock()
        defer { evaluatorLock.unlock() }
        let interpreter: Interpreter
        if let reusable = evaluator, reusable.event == event {
            interpreter = reusable
        } else {
            interpreter = Interpreter(scene: scene, event: event, classes: classes, limits: Interpreter.evaluationLimits)
            evaluator = interpreter
        }
        // The host answers for this record only; the interpreter keeps it no longer than this call.
        defer { interpreter.host = nil }
        return try interpreter.evaluateAgain(compiled, slots: slots, receiver: receiver, scene: scene, host: host)
    }
}
