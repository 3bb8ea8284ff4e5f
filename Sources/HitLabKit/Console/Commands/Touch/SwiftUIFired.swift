import HitLabModel
import HitLabScript
import HitLabDelivery
/// The SwiftUI gestures and Button actions a touch ran, named as DESIGN names them
/// (`Row.onTapGesture`, `Card.gesture_2`, `Go.action`), for the end of `tap`'s `hit:` line.
/// Each callback ran as a call of its host's body in the trace, which the pipeline names by
/// its first arguments (view, modifier, callback); one that runs no line, an empty `{ }`, is
/// not named. A gesture whose callbacks ran several times (a drag's onChanged) is named once.
enum SwiftUIFired {
    static func names(in result: DeliveryResult) -> [String] {
        guard !result.swiftUIHits.isEmpty else { return [] }
        let trace = result.trace
        var out: [String] = []
        for i in 1..<max(1, trace.count) where trace[i].kind == .line && trace[i - 1].kind == .call && trace[i - 1].a == trace[i].call {
            let call = trace.calls[Int(trace[i].call)]
            guard call.method == .swiftUIBody, call.argumentCount >= 3, case .string(let view) = trace.values[Int(call.argumentStart)],
                  case .string(let modifier) = trace.values[Int(call.argumentStart) + 1] else { continue }
            let name = view + "." + modifier
            if !out.contains(name) { out.append(name) }
        }
        return out
    }
}
