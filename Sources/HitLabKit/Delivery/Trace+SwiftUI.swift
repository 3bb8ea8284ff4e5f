import HitLabModel
import HitLabScript
/// The SwiftUI gesture competitions a trace recorded, as they ended.
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

extension SwiftUIGestureSession {
    /// One member per gesture modifier (a composed gesture's parts share their modifier's
    /// name), with the outcome of its first part that ran, else of its first part.
    public var outcomes: [(name: String, outcome: SwiftUIGestureOutcome?)] {
        var out: [(name: String, outcome: SwiftUIGestureOutcome?)] = []
        for member in members {
            if let i = out.firstIndex(where: { $0.name == member.name }) {
                if member.reason == .ran { out[i].outcome = .ran }
            } else {
                out.append((member.name, member.reason))
            }
        }
        return out
    }
}
