import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `why VIEW.onTapGesture` in English: what became of the gesture, the rule that decided it
/// (swiftui-semantics.md §3), and how to change it.
extension EnglishWords {
    public func swiftUIGesture(_ a: SwiftUIGestureWhy.Answer) -> String {
        switch a {
        case .ran(let name, let beat):
            return "\(name) ran: nothing ranked above it on the touch's path acted first."
                + (beat.isEmpty ? "" : " It won over \(beat.joined(separator: ", ")), which did not run.")
        case .beaten(let name, let winner, "highPriorityGesture"):
            return "\(name) did not run: \(winner) is attached with highPriorityGesture, which goes before the gestures inside its view, so it recognized first and \(name) never ran (not after it either). To run both, attach \(winner) with simultaneousGesture; to let the inner one win, with gesture."
        case .beaten(let name, let winner, "exclusively"):
            return "\(name) did not run: it comes after \(winner) in exclusively(before:), where only one of the two succeeds, the first whenever it can. Swap their order, or compose them with simultaneously(with:) to run both."
        case .beaten(let name, let winner, "tapCount"):
            return "\(name) did not run: a tap gesture with fewer taps waits for a competing one with more to fail, and \(winner) got its taps. Apple does not document this; HitLab follows OpenSwiftUI's reconstruction. Use simultaneousGesture to run both."
        case .beaten(let name, let winner, _):
            return "\(name) did not run: \(winner) is inside it on the touch's path and recognized first. Under gesture, the gestures of the view's content come before the one the modifier adds. Attach \(name) with highPriorityGesture to win, or with simultaneousGesture to run both; a drag can also raise its minimumDistance."
        case .disabled(let name, let view):
            return "\(name) did not run: \(view) is disabled(true), which switches off the gestures inside it, not only controls. Enable it to let \(name) run."
        case .masked(let name, let by):
            return "\(name) did not run: the including: mask of \(by) turned it off. As Apple documents GestureMask, .gesture and .none turn off the gestures of the views inside, .subviews and .none the added gesture. iOS 18.1 was observed to ignore .gesture; HitLab follows the documentation. Drop including: (or use .all) to let both take part."
        case .limits(let name, let kind):
            return "\(name) did not run: the touch was not its gesture. " + limits(kind)
        case .sequenceFailed(let name):
            return "\(name) never started: it is sequenced after a gesture that failed, and sequenced(before:) gives the second gesture events only once the first succeeds."
        case .cancelled(let name):
            return "\(name) was cancelled with the touch: its onEnded did not run, and a @GestureState it updated went back to its first value."
        case .notOnPath(let name):
            return "\(name) was not on the last touch's path: only the gestures from the view hit out to the root compete. Tap inside the view that carries it."
        }
    }

    /// `explain` inside a gesture's closure.
    func swiftUICallbackSentence(_ gesture: String, _ callback: String, _ beat: [String]) -> String {
        "SwiftUI runs the \(callback) closure of \(gesture)"
            + (beat.isEmpty ? "." : ": \(gesture) recognized first, so \(beat.joined(separator: " and ")) never ran (only simultaneousGesture lets both run).")
    }

    /// `explain` in SwiftUI's arbitration source: the rule that decides between two gestures.
    func swiftUIArbitrationSentence(_ first: String, _ second: String, _ combined: String, _ rule: SwiftUIArbitrationRule) -> String {
        switch rule {
        case .together:
            return "\(first) and \(second) are put together by \(combined), so neither waits for the other: both can run."
        case .sequenced:
            return "\(second) comes after \(first) in sequenced(before:): it hears the touch only once \(first) has succeeded."
        case .exclusively:
            return "\(first) comes first in exclusively(before:): \(second) can succeed only if \(first) fails, whatever their tap counts."
        case .tapCount:
            return "\(first) and \(second) are taps with different counts: the one with fewer taps waits for the other to fail, whichever modifier attached them. Apple does not document this; HitLab follows OpenSwiftUI."
        case .highPriority:
            return "\(second) is attached with highPriorityGesture, so it goes before \(first), which is inside its view: \(first) waits for it to fail and never runs if it succeeds."
        default:
            return "\(second) is attached with \(combined), which ranks it below the gestures inside its view: \(first) goes first, and \(second) acts only if \(first) fails."
        }
    }

    /// `explain` in SwiftUI's mask source: what an `including:` mask does to one part.
    func swiftUIMaskSentence(_ part: String, _ mask: String, _ rule: SwiftUIArbitrationRule) -> String {
        let what = part == "gesture" ? "the gesture the modifier adds" : "the gestures of the views inside"
        switch rule {
        case .maskAll:
            return "The mask is .all, the default: \(what) stay on."
        case .maskNone:
            return "The mask is .none: it turns off both the added gesture and the subviews' gestures, so \(what) are off."
        default:
            return "The mask is .\(mask), which leaves on only the \(mask == "gesture" ? "added gesture" : "subviews' gestures"), so \(what) are \(part == mask ? "on" : "off"). iOS 18.1 was observed to ignore .gesture; HitLab follows Apple's documentation."
        }
    }

    private func limits(_ kind: SwiftUIGestureKind) -> String {
        switch kind {
        case .tap, .spatialTap, .button:
            return "A tap fails when the finger moves more than 45 pt or stays down longer than 0.75 s, and a count: 2 needs its next tap within 0.35 s (HitLab's thresholds, from OpenSwiftUI)."
        case .drag:
            return "A drag starts only once the finger has moved its minimumDistance (10 pt unless set) and ends when it lifts; lower minimumDistance to start sooner."
        case .longPress:
            return "A long press succeeds once the finger stays down for minimumDuration (0.5 s unless set) without moving more than maximumDistance (10 pt)."
        default:
            return "It needs a second finger to come down while the first is on its view, then to pinch by minimumScaleDelta (0.01) or turn by minimumAngleDelta (1°) before either lifts: touch down 1 X Y, touch down 2 X Y, touch move 2 X Y."
        }
    }
}
