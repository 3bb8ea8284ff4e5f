import HitLabModel
import HitLabScript
/// The runtime state as of one record of a trace, for evaluating expressions in the debugger:
/// `p Pan.state` reads the recognizer as it was at the cursor. Read-only; worked out only
/// when an expression asks.
public final class RuntimeSnapshot: EventHost {
    private let trace: Trace
    private let index: Int
    private lazy var runtime: RuntimeState = trace.runtime(at: index)

    /// The state as of record `index` of `trace`; a breakpoint condition makes one per record
    /// it checks, so it holds the trace and the index rather than a closure over them.
    public init(_ trace: Trace, at index: Int) {
        self.trace = trace
        self.index = index
    }

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

    public func samples(of id: RecognizerID) -> [RecognizerSample] { runtime.recognizer(id).samples }

    public func setRecognizerValue(_ id: RecognizerID, _ name: String, _ value: Value, by interpreter: Interpreter) throws(ScriptError) {
        throw ScriptError(kind: .runtime, message: "the recording cannot be changed from the debugger", position: nil)
    }

    public func sendTouches(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError) {}
    public func updateGestureRecognizers(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError) {}
}
