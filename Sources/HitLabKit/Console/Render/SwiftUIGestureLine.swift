import HitLabDelivery
/// The line before a touch's `hit:` line that says what became of each SwiftUI gesture that
/// competed for it: `gestures: Circle_1.onTapGesture ran · VStack_1.gesture lost to Circle_1.onTapGesture`.
enum SwiftUIGestureLine {
    static func make(_ session: SwiftUIGestureSession) -> String {
        "gestures: " + session.outcomes.map { $0.name + " " + words($0.outcome, in: session) }.joined(separator: " · ")
    }

    /// What became of one gesture.
    static func words(_ outcome: SwiftUIGestureOutcome?, in session: SwiftUIGestureSession) -> String {
        switch outcome {
        case .ran: "ran"
        case .beaten(let m): "lost to \(session.members[m].name)"
        case .limits: "failed (not its touch: moved, held, lifted or waited outside its limits)"
        case .masked(let by): "was off (\(by))"
        case .sequenceFailed: "never started (the gesture sequenced before it failed)"
        case .cancelled: "was cancelled"
        case nil: "did not finish"
        }
    }
}

