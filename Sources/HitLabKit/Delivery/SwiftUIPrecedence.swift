/// An answer of SwiftUI's arbitration source (`_UIHostingView._arbitrate`): who of two gestures
/// goes first, as a row of what the pipeline does with it. A new competition (a scroll view's
/// pan, a List row's button) is a new row here and a branch in the source, not a new switch.
enum SwiftUIPrecedence: String, CaseIterable {
    case first, second, both, sequence
    case firstHasMoreTaps = "first has more taps", secondHasMoreTaps = "second has more taps"
    /// A ScrollView's pan and a gesture of its content: neither waits, and the one that
    /// recognizes first cancels the other.
    case whicheverActsFirst = "whichever acts first"

    /// Which of the two acts first and makes the other wait (nil: neither waits).
    var winner: Side? {
        switch self {
        case .first, .firstHasMoreTaps: .first
        case .second, .secondHasMoreTaps: .second
        case .both, .sequence, .whicheverActsFirst: nil
        }
    }

    /// Whether the second listens only once the first succeeded.
    var isSequence: Bool { self == .sequence }

    /// The rule `why` names for the pair: the tap-count rule, or what put the two together.
    func rule(_ combined: String) -> String {
        self == .firstHasMoreTaps || self == .secondHasMoreTaps ? "tapCount" : combined
    }

    enum Side { case first, second }
}
