import HitLabModel
/// What the interpreter reports while it runs, in order. The delivery pipeline's trace
/// recorder is the observer; the interpreter itself keeps no history.
public protocol ExecutionObserver: AnyObject {
    /// A method starts on `receiver`; `depth` counts the calls already open below it.
    func methodEntered(_ body: MethodBody, receiver: Responder, arguments: [Value], depth: Int)
    /// A statement on `line` is about to run. Unset slots hold `.void`; `changed` is false
    /// when no slot was written since this frame's previous line. `slots` is the frame's own
    /// storage, lent for the call: copy what is kept.
    func lineReached(_ line: Int, slots: UnsafeBufferPointer<Value>, changed: Bool, depth: Int)
    /// The method opened at `depth` returns `value` (`.void` for the touches methods).
    func methodReturned(_ value: Value, depth: Int)
    /// The program printed a line.
    func printed(_ text: String, depth: Int)
    /// A body changed a property of a view (the new value, already checked).
    func propertyChanged(_ view: ViewID, _ property: ViewProperty, _ value: Value, depth: Int)
    /// A window is about to call a touches method on a view (the delivery stage).
    func deliveringTouches(_ phase: TouchPhase, depth: Int)
    /// The application's first responder changed (nil: none).
    func firstResponderChanged(_ responder: Responder?, depth: Int)
    /// A control sent an action for a control event.
    func actionSent(control: Responder, event: String, depth: Int)
    /// About how many bytes the observer holds of this run so far, against
    /// `RunLimits.traceBytes`.
    var recordedBytes: Int { get }
}
