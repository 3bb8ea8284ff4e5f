import HitLabModel
import HitLabScript
/// A trace record in readable form, as the debugger and the renderers use it.
public enum TraceEvent: Sendable {
    case phase(Phase, TouchPhase)
    case call(TraceCall, arguments: [Value])
    /// A statement about to run, with the locals that have a value at that moment.
    case line(Int, locals: [(name: String, value: Value)])
    case returned(Value)
    case printed(String)
    case action(control: ViewID, event: String)
    case failed(ScriptError)
    /// The runtime state changed: a touch began, moved, changed phase or lifted, or a body set
    /// a view property.
    case state(StateChange)
}

