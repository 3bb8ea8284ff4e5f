import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// What the responder commands share: sending a message or a positionless event through the
/// pipeline (so it is recorded, breakable and steppable) and naming the first responder.
extension Session {
    /// Sends `method` to `receiver` from the prompt and keeps the recording.
    func message(_ method: MethodKind, to receiver: Responder, _ arguments: [Value] = []) -> DeliveryResult {
        movingOn { $0.message(method, to: receiver, arguments: arguments, runtime: &$1, clock: &$2) }
    }

    /// Sends an event with no position to the first responder and keeps the recording.
    func positionless(_ calls: [(method: MethodKind, arguments: [Value], phase: TouchPhase)], type: String, subtype: String?) -> DeliveryResult {
        let result = movingOn { $0.positionless(calls, type: type, subtype: subtype, runtime: &$1, clock: &$2) }
        state.clock.leaveGap(state.options.eventInterval)
        return result
    }

    /// `Editor`, or `nothing` when no responder is first.
    var firstResponderName: String {
        state.runtime.firstResponder.map { state.scene.name(of: $0) } ?? "nothing"
    }
}
