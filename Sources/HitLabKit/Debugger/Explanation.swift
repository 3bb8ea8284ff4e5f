import HitLabModel
import HitLabScript
import HitLabDelivery
/// What `explain on` says at a stop, as facts: the Debugger works them out from the trace,
/// and `TeachingWords.explanation` (Console) words them, so another output or language can word
/// them differently.
public enum Explanation: Sendable, Equatable {
    case phase(Phase, TouchPhase)
    case failed(message: String)
    /// A line of a body with no sentence of its own: quoted.
    case line(className: String, selector: String, line: Int, text: String, isDefault: Bool)
    /// UIKit's guard turned the view away (read against the scene at that line).
    case refused(view: String, HitTestRefusal)
    case takesTouches(view: String, alpha: Double, point: Value?)
    case asksInside(view: String, point: Value?)
    case outside(view: String, point: Value?)
    case subviewsFrontToBack(view: String, subviews: [String])
    case converts(view: String, point: Point, subview: String, converted: Point)
    case asksSubview(view: String, subview: String, point: Value?)
    case subviewAnswered(subview: Value, hit: Value, view: String)
    case returnsItself(view: String, point: Value?)
    case pointInside(view: String, point: Point, bounds: Rect, inside: Bool)
    case controlHitTest(view: String, enabled: Bool)
    case controlTracks(view: String)
    /// UIResponder's default passes touches (or another event) on; `next` nil: the chain ends.
    case forwards(view: String, method: MethodKind, next: String?)
    case firstResponderStep(MethodKind, view: String)
    /// UIResponder's or UIGestureRecognizer's touchesEstimatedPropertiesUpdated(_:), which does
    /// nothing and passes nothing on.
    case ignoresEstimateUpdate(responder: String)
    case applicationSendEvent
    case windowSendEvent(window: String)
    case buttonVeto(button: String, recognizer: Value?)
    case viewAllowsRecognizer(view: String)
    /// A learner's body moved a view since the previous stop (`value` is the property's new value).
    case viewMoved(view: String, property: String, value: Value, mover: ViewMover)
    /// The view being hit-tested is where a body moved it (or `moved`, a superview holding it):
    /// `frame` is its place in the window.
    case movedView(view: String, moved: String, mover: ViewMover, frame: Rect, when: MoveTime)
    /// A gesture recognizer changed state since the previous stop.
    case transition(recognizer: String, from: RecognizerState, to: RecognizerState, cancels: Bool)
    // Scroll views and tables (reference §11).
    /// A phase the recognizers `heldBy` held back reaches `view` now, late: `seconds` after
    /// touch-down for a touchesBegan, at the lift or once they failed (reference §5.2, §11.2).
    case heldReleased(view: String, phase: TouchPhase, heldBy: [String], seconds: Double?, atLift: Bool)
    /// One of a scroll view's own two recognizers changed state since the previous stop.
    case scrollRecognizerTransition(recognizer: String, scrollView: String, isPan: Bool, from: RecognizerState, to: RecognizerState)
    /// A line of a scroll view's own recognizer's source (the delay's or the pan's `method`).
    case scrollRecognizerStep(recognizer: String, scrollView: String, isPan: Bool, method: MethodKind)
    /// UIScrollView asks whether `content` may have the touch (UIKit's answer: yes).
    case touchesShouldBegin(scrollView: String, content: String)
    /// UIScrollView asks whether its pan may take the touch from `content` (UIKit's answer:
    /// no for a UIControl, yes for any other view).
    case touchesShouldCancel(scrollView: String, content: String, isControl: Bool)
    /// A line of SwiftUI's hit-test (`_UIHostingView._hitTest`): the rule it applies to
    /// `layer` (`Text_1`, or `Text_1.padding` for one of its modifiers) at `point`.
    case swiftUIStep(layer: String, point: Point?, SwiftUIStep)
    /// UITableView's touches… method at a row: highlight at began, select at ended, neither
    /// at cancelled.
    case tableRow(table: String, method: MethodKind, row: Int?)
    /// SwiftUI runs a callback of a gesture (`Card.onTapGesture`'s `onEnded`); `beat` are the
    /// gestures it won over in the same touch, which never run.
    case swiftUICallback(gesture: String, callback: String, beat: [String])
    /// The action of `gesture`, an automatic-style Button in the `List` row `row`, runs because
    /// the row was tapped, with the actions of the row's other such buttons, `together`
    /// (swiftui-semantics.md §3.6, DESIGN's choice).
    case swiftUIRowAction(gesture: String, row: String, together: [String])
    /// A line of SwiftUI's arbitration source (`_UIHostingView._arbitrate`): the rule that
    /// decides between `first` (inside) and `second`, put together by `combined`.
    case swiftUIArbitration(first: String, second: String, combined: String, SwiftUIArbitrationRule)
    /// A line of `_UIHostingView._isEnabled`: what the `including:` mask `mask` does to `part`.
    case swiftUIMask(part: String, mask: String, SwiftUIArbitrationRule)
}
