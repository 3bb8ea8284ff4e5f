/// The runtime state as of one record of a trace, for evaluating expressions in the debugger:
/// `p Pan.state` reads the recognizer as it was at the cursor. Read-only; worked out only
/// when an expression asks.
public final class RuntimeSnapshot: EventHost {
    private let make: () -> RuntimeState
    private lazy var runtime: RuntimeState = make()

    public init(_ make: @escaping () -> RuntimeState) { self.make = make }

    public func recognizerValue(_ id: RecognizerID, _ name: String) -> Value? {
        let r = runtime.recognizer(id)
        switch name {
        case "state": return .symbol(r.state.rawValue)
        case "deadline": return r.deadline.map { .double($0) }
        default: return r.values[name]
        }
    }

    public func liveTouches(of id: RecognizerID, in event: Event) -> [Touch] {
        let mine = runtime.recognizer(id).touches
        return event.touches.filter { mine.contains($0.id) && !$0.phase.isFinal }
    }

    public func setRecognizerValue(_ id: RecognizerID, _ name: String, _ value: Value, by interpreter: Interpreter) throws(ScriptError) {
        throw ScriptError(kind: .runtime, message: "the recording cannot be changed from the debugger", position: nil)
    }

    public func sendTouches(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError) {}
    public func updateGestureRecognizers(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError) {}
}
