import Synchronization

/// Breakpoint conditions parsed once per method body (its locals decide which names are
/// slots), instead of once per candidate record. Shared by the copies of a debugger; a cache
/// only, so losing it changes nothing but speed.
final class ConditionCache: Sendable {
    private struct Key: Hashable {
        let condition: String
        let body: ObjectIdentifier?
    }
    private let table = Mutex<[Key: Result<CompiledExpression, ScriptError>]>([:])

    /// The condition compiled for `body`'s locals (no locals outside a call).
    func compiled(_ condition: String, for body: MethodBody?) -> Result<CompiledExpression, ScriptError> {
        let key = Key(condition: condition, body: body.map(ObjectIdentifier.init))
        if let hit = table.withLock({ $0[key] }) { return hit }
        let result: Result<CompiledExpression, ScriptError>
        do {
            result = .success(try Interpreter.compile(condition, locals: body?.slotNames ?? ["event"]))
        } catch {
            result = .failure(error)
        }
        table.withLock { $0[key] = result }
        return result
    }
}
