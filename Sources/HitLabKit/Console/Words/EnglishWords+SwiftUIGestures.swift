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
        case .beaten(let name, let winner, "scroll"):
            return "\(name) did not run: the finger moved 10 pt along the scroll axis, so \(winner), the pan of the UIScrollView under the scroll view, recognized and cancelled the content's gestures (a scroll is not a tap). A tap that stays put still taps. To drag inside a scroll view, attach the drag with highPriorityGesture (it then stops the scroll) or drag across the scroll axis."
        case .beaten(let name, let winner, "contentFirst"):
            return "\(name) did not scroll: \(winner) in its content recognized first and took the touch. A DragGesture with a minimumDistance under 10 starts before the pan's 10 pt; with 10 or more, a drag along the scroll axis scrolls (HitLab's choice, as on iOS 17: iOS 18 betas were observed to let the drag block the scroll, FB14688465). Give the drag a minimumDistance of 10 or more to let a drag along the scroll axis scroll."
        case .beaten(let name, let winner, "highPriorityDrag"):
            return "\(name) did not scroll: \(winner) is a drag attached with highPriorityGesture, which goes before the scroll view's pan, so the pan waited for it and it took the touch (observed on iOS 17 and 18). Attach it with gesture and a minimumDistance of 10 or more to let the scroll view scroll along its axis."
        case .beaten(let name, let winner, _):
            return "\(name) did not run: \(winner) is inside it on the touch's path and recognized first. Under gesture, the gestures of the view's content come before the one the modifier adds. Attach \(name) with highPriorityGesture to win, or with simultaneousGesture to run both."
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
        case .noSuchGesture(let name, let view, let has):
            return "\(view) carries no \(name.dropFirst(view.count + 1)): " + (has.isEmpty ? "it has no gesture at all." : "its gestures are \(has.map { view + "." + $0 }.joined(separator: ", ")); ask about one of them.")
        case .notOnPath(let name):
            return "\(name) was not on the last touch's path: only the gestures from the view hit out to the root compete. Tap inside the view that carries it."
        case .releasedOutside(let name, let row?):
            return "\(name) did not run: the finger lifted outside the cell of the List row \(row), which acts as one button for it. Lift inside the row to run it."
        case .releasedOutside(let name, nil):
            return "\(name) did not run: the finger lifted outside the Button. A Button runs its action when the finger lifts inside it, wherever it moved meanwhile (HitLab's choice: Apple documents no press area; a device also allows a margin around it)."
        case .rowButton(let name, let row, let together):
            return "\(name) ran because the List row \(row) was tapped: in a List, buttons with the automatic style make the row one button, and a tap anywhere in the row's cell, between its views too, runs each of them"
                + (together.isEmpty ? "." : " (\(together.joined(separator: ", ")) ran too).")
                + " Apple does not document this; it is widely observed. Give each Button .buttonStyle(.borderless) or .plain to keep it to itself."
        case .scrolled(let name, let beat):
            return "\(name) scrolled: the finger moved 10 pt along the scroll axis and nothing in the content recognized first. A SwiftUI ScrollView or List is a UIScrollView underneath, and its pan competes with the content's gestures as UIKit's recognizers do."
                + (beat.isEmpty ? "" : " It cancelled \(beat.joined(separator: ", ")).")
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
        case .scrollHighPriorityDrag:
            return "\(first) is a drag attached with highPriorityGesture, so \(second), the scroll view's pan, waits for it to fail and it stops the scroll (observed on iOS 17 and 18)."
        case .scrollView:
            return "\(second) is the pan of the UIScrollView under the scroll view: whichever of it and \(first) recognizes first cancels the other, and on the same move the pan goes first, so a tap that stays put still taps and a drag along the axis scrolls. This is HitLab's choice for iOS 17; iOS 18 changed it."
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
        case .button:
            return "A Button runs its action when the finger lifts inside it."
        case .scroll:
            return "A scroll view's pan begins once the finger has moved 10 pt along the axis it scrolls, and only when its content is longer than it along that axis."
        case .tap, .spatialTap:
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
