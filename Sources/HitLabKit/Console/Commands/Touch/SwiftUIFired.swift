import HitLabModel
import HitLabScript
import HitLabDelivery
/// The SwiftUI gestures and Button actions a touch ran, named as DESIGN names them
/// (`Row.onTapGesture`, `Card.gesture_2`, `Go.action`), for the end of `tap`'s `hit:` line.
/// Each callback ran as a call of its host's body in the trace (`Trace.swiftUICallback`); one that runs no line, an empty `{ }`, is
/// not named. A gesture whose callbacks ran several times (a drag's onChanged) is named once.
enum SwiftUIFired {
    static func names(in result: DeliveryResult) -> [String] {
        let trace = result.trace
        // Only a touch SwiftUI hit-tested or whose gestures ran has any (a lift runs a tap's action).
        guard !result.swiftUIHits.isEmpty || trace.changes.contains(where: { if case .swiftUIGestures = $0 { true } else { false } }) else { return [] }
        var out: [String] = []
        for i in 1..<max(1, trace.count) {
            guard let name = trace.swiftUICallback(firstLine: i)?.gesture else { continue }
            if !out.contains(name) { out.append(name) }
        }
        return out
    }
}
