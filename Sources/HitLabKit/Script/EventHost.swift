import HitLabModel
/// What UIKit's own source asks of the event pipeline while it runs: delivering a window's
/// touches, updating its gesture recognizers, and a recognizer's state and working values.
/// The pipeline (Delivery) implements it; the interpreter calls it from a few internal
/// functions (`_sendTouches(for:)`, `_updateGestureRecognizers(for:)`, a recognizer's
/// properties), so the rules live with the runtime state they change.
public protocol EventHost: AnyObject {
    func sendTouches(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError)
    func updateGestureRecognizers(for event: Event, in window: ViewID, by interpreter: Interpreter) throws(ScriptError)
    /// `state`, or a working value the recognizer's source keeps (`start`, `taps`…); nil when unset.
    func recognizerValue(_ id: RecognizerID, _ name: String) -> Value?
    /// Sets `state` (with UIKit's rules for which changes are allowed) or a working value.
    func setRecognizerValue(_ id: RecognizerID, _ name: String, _ value: Value, by interpreter: Interpreter) throws(ScriptError)
    /// The recognizer's touches that are still down in `event`.
    func liveTouches(of id: RecognizerID, in event: Event) -> [Touch]
    /// Where its fingers were at the latest events that began or moved them, oldest first.
    func samples(of id: RecognizerID) -> [RecognizerSample]
}
