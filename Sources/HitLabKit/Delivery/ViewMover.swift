import HitLabModel
import HitLabScript
/// Who last moved a view while touches were delivered: the learner's method that set where it
/// is (`Card.moveCard(_:)`), the recognizer or control whose action that method was, the
/// property it set and when. The runtime state keeps it beside the value (`StateChange.movedBy`),
/// so `why` and `explain` can say why a view was where it was, in a later command too.
public struct ViewMover: Sendable, Equatable {
    /// The method that set it, as the trace names a frame: `Card.moveCard(_:)`.
    public let method: String
    /// The recognizer or control whose action the method was, if it was one.
    public let sender: String?
    /// UIKit's name of the property set: `center`.
    public let property: String
    /// The simulated time of the event it happened in.
    public let time: Double

    public init(method: String, sender: String?, property: String, time: Double) {
        self.method = method
        self.sender = sender
        self.property = property
        self.time = time
    }
}

extension Trace {
    /// Who set a view property in call `c`: its method, and the recognizer or control whose
    /// action that method is, at the time of the call's event.
    public func mover(ofCall c: Int, property: String) -> ViewMover {
        let call = calls[c]
        var sender: String?
        if call.body.method.isAction, call.argumentCount == 1, case .object(let r) = values[Int(call.argumentStart)], scene.contains(r) {
            sender = scene.name(of: r)
        }
        return ViewMover(method: call.body.frameName, sender: sender, property: property,
                         time: events.isEmpty ? 0 : events[Int(call.event)].timestamp)
    }
}
