import HitLabModel
import HitLabScript
/// The SwiftUI gesture competitions a trace recorded, as they ended: what `why VIEW.onTapGesture` reads.
extension Trace {
    /// Each competition that ended in this trace, in order: its last record before it left
    /// the runtime state, where every gesture's outcome is final.
    public var finishedSwiftUIGestures: [SwiftUIGestureSession] {
        var out: [SwiftUIGestureSession] = []
        var last: SwiftUIGestureSession?
        for change in changes {
            guard case .swiftUIGestures(let session) = change else { continue }
            if session == nil, let last, !last.isLive { out.append(last) }
            last = session
        }
        return out
    }
}

