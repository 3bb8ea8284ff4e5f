import HitLabModel
import HitLabScript
/// Which body ran for a call, as the trace, the debugger's stops and `bt` tag it.
extension Trace {
    /// `[override]` when the receiver's own override ran, `[UIView]` (the class) when an
    /// inherited body ran, nothing for UIKit's own class running its own method; `[SwiftUI]`
    /// for a hosting view's SwiftUI body and the closures in it, which the learner wrote but
    /// which override nothing.
    public func implementationTag(_ call: TraceCall) -> String {
        if call.body.method == .swiftUIBody { return " [SwiftUI]" }
        let ownClass = scene.classChain(of: call.receiver)[0]
        if call.body.className == ownClass { return call.body.isDefault ? "" : " [override]" }
        return " [\(call.body.className)]"
    }
}
