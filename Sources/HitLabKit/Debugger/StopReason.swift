import HitLabModel
import HitLabScript
import HitLabDelivery
/// Why the debugger's cursor stopped where it did.
public enum StopReason: Sendable, Equatable {
    /// A breakpoint (its number) matched here.
    case breakpoint(Int)
    /// A step, next, until or reverse motion ended here.
    case step
    /// `finish` left a method that returned this value.
    case finished(frame: String, value: Value)
    /// A watched expression changed value.
    case watch(number: Int, expression: String, old: Value?, new: Value)
    /// A breakpoint's condition could not be evaluated; the debugger stops to show why.
    case conditionFailed(breakpoint: Int, error: ScriptError)
    /// The touch stopped here with an error; the record before it can still be stepped through.
    case failed(ScriptError)
    /// The touch ran to its end.
    case end
    /// A reverse motion reached the beginning of the touch.
    case start
}
