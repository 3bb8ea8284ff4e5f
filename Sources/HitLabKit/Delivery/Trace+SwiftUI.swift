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

    /// The last competition this trace recorded on hosting view `host`, live or finished.
    public func lastSwiftUIGestures(host: ViewID) -> SwiftUIGestureSession? {
        for change in changes.reversed() {
            if case .swiftUIGestures(let session?) = change, session.host == host { return session }
        }
        return nil
    }
}


/// A SwiftUI closure a touch ran, as the pipeline names it in the first three arguments of its
/// call of the host's body: the view (`Row`), the modifier (`onTapGesture`, `gesture_2`,
/// `action`) and the callback (`onEnded`, `onChanged`, `updating`, `action`).
public struct SwiftUICallbackName: Sendable, Equatable {
    public let view: String
    public let modifier: String
    public let callback: String
    /// The gesture as DESIGN names it: `Row.onTapGesture`.
    public var gesture: String { view + "." + modifier }
}

extension Trace {
    /// The SwiftUI closure call `c` ran, or nil for any other call.
    public func swiftUICallback(call c: Int) -> SwiftUICallbackName? {
        let call = calls[c]
        let start = Int(call.argumentStart)
        guard call.method == .swiftUIBody, call.argumentCount >= 3, case .string(let view) = values[start],
              case .string(let modifier) = values[start + 1], case .string(let callback) = values[start + 2] else { return nil }
        return SwiftUICallbackName(view: view, modifier: modifier, callback: callback)
    }

    /// The SwiftUI closure whose first statement is record `i` (the record before it is the call).
    public func swiftUICallback(firstLine i: Int) -> SwiftUICallbackName? {
        guard i > 0, i < count, self[i].kind == .line, self[i].call >= 0, self[i - 1].kind == .call, self[i - 1].a == self[i].call else { return nil }
        return swiftUICallback(call: Int(self[i].call))
    }
}
