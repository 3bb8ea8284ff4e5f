import HitLabModel
import HitLabScript
import HitLabDelivery
import Synchronization

/// A breakpoint's condition, made when the breakpoint is set and kept with it: the text as
/// typed and its compiled forms. A condition names a method's locals by slot, so it is compiled
/// once for each layout of locals it meets (UIKit's body of a method and each override of it)
/// and kept for every later record and motion, instead of being looked up by its text at each
/// record. The counters let tests check that checking many records compiles nothing more and
/// sets up no scene or runtime state for a condition that reads neither.
final class BreakpointCondition: Sendable, Equatable {
    let source: String
    private let compiledByLocals = Mutex<[[String]: Result<CompiledExpression, ScriptError>]>([:])
    /// How many times the condition has been parsed.
    let compilations = Atomic<Int>(0)
    /// How many times it was evaluated.
    let evaluations = Atomic<Int>(0)
    /// How many evaluations set up the scene and runtime state as of their record (those of a
    /// condition that reads more than its locals' values, or outside any method).
    let stateSetUps = Atomic<Int>(0)

    init(_ source: String) { self.source = source }

    /// The condition compiled with `locals` as its slots, parsed the first time only.
    func compiled(forLocals locals: [String]) -> Result<CompiledExpression, ScriptError> {
        if let known = compiledByLocals.withLock({ $0[locals] }) { return known }
        compilations.add(1, ordering: .relaxed)
        let result: Result<CompiledExpression, ScriptError>
        do {
            result = .success(try Interpreter.compile(source, locals: locals))
        } catch {
            result = .failure(error)
        }
        compiledByLocals.withLock { $0[locals] = result }
        return result
    }

    /// Two conditions are the same when they say the same; what was compiled is a cache.
    static func == (a: BreakpointCondition, b: BreakpointCondition) -> Bool { a.source == b.source }
}
