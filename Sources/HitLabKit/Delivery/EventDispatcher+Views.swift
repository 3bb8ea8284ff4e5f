import HitLabModel
import HitLabScript
/// Views that move while touches are delivered. A body's `center = …` goes through the
/// interpreter; the pipeline's own code (a scroll view following a drag) comes here. Either
/// way the write is a `StateChange.viewProperty` in the trace and in the runtime state, so
/// the next hit test, `convert`, `location(in:)` and the picture see the view where it is now,
/// and `Trace.runtime(at:)` / `Trace.scene(at:)` show it where it was at any record.
extension EventDispatcher {
    /// Sets `property` of view `id` to `value` (checked as a body's write is). Pass the
    /// interpreter running UIKit's source when there is one (inside an `EventHost` call), so
    /// the write lands in the scene it is working on; nil between calls (a timer).
    func setViewProperty(_ id: ViewID, _ property: ViewProperty, to value: Value, by interpreter: Interpreter?) throws(ScriptError) {
        if let interpreter {
            try interpreter.setViewProperty(property, of: id, to: value)
            return
        }
        try scene.set(property, of: id, to: value)
        recorder.propertyChanged(id, property, value, depth: recorder.openCalls)
        runtime.apply(.viewProperty(id, property, value))
    }
}
