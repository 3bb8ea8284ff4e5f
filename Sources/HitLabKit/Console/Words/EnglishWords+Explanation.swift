import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// `explain on` in English: one plain sentence for each `Explanation` the Debugger works out.
extension EnglishWords {
    public func explanation(_ e: Explanation, in scene: Scene) -> String {
        let f = ValueFormatter(scene: scene)
        func describe(_ point: Value?) -> String { point.map(f.describe) ?? "the point" }
        switch e {
        case .phase(let phase, let touchPhase): return phaseSentence(phase, touchPhase)
        case .failed(let message): return "The touch stops here: \(message)"
        case .line(let className, let selector, let line, let text, let isDefault):
            let whose = isDefault ? "UIKit's \(className)" : "\(className)'s own"
            return "Line \(line) of \(whose) \(selector) runs next: `\(text)`."
        case .refused(let me, .interactionOff):
            return "\(me) has user interaction off, so its hitTest returns nil at once: neither it nor any of its subviews can be hit."
        case .refused(let me, .hidden):
            return "\(me) is hidden, so its hitTest returns nil at once: neither it nor any of its subviews can be hit."
        case .refused(let me, .alpha(let alpha)):
            return "\(me)'s alpha reads back as \(alpha) (below 0.01), so its hitTest returns nil at once, subviews and all."
        case .refused(let me, .disabledControl):
            return "\(me) is a disabled control, so its hitTest returns nil and the touch goes to what lies behind it."
        case .takesTouches(let me, let alpha, let point):
            return "\(me) can take touches (interaction on, not hidden, alpha \(formatNumber(alpha))), so hitTest goes on to ask whether \(describe(point)) is inside it."
        case .asksInside(let me, let point):
            return "\(me) asks its own point(inside:with:) whether \(describe(point)), in its own coordinates, is inside it."
        case .outside(let me, let point):
            return "\(describe(point)) is not inside \(me), so its hitTest returns nil and none of its subviews is asked."
        case .subviewsFrontToBack(let me, let names):
            return names.isEmpty ? "\(me) has no subviews to ask." : "\(me) asks its subviews from the front (the last added) to the back: \(names.joined(separator: ", "))."
        case .converts(let me, let p, let sub, let converted):
            return "\(me) converts \(p) into \(sub)'s coordinates: \(converted)."
        case .asksSubview(let me, let sub, let point):
            return "\(me) asks \(sub).hitTest with \(describe(point)); the first subview to answer with a view wins."
        case .subviewAnswered(let sub, let hit, let me):
            return "\(f.describe(sub)) answered \(f.describe(hit)), so \(me)'s hitTest returns it at once; the subviews behind are not asked."
        case .returnsItself(let me, let point):
            return "No subview of \(me) took \(describe(point)), so \(me) itself is the answer."
        case .pointInside(let me, let p, let bounds, let inside):
            return "\(p) is \(inside ? "inside" : "outside") \(me).bounds \(bounds), so point(inside:) returns \(inside)"
                + (inside ? "." : " and \(me)'s subviews are never asked.")
        case .controlHitTest(let me, let enabled):
            return enabled ? "\(me) is an enabled control, so UIView's hitTest decides." : "\(me) is a disabled control, so its hitTest returns nil and the touch goes to what lies behind it."
        case .controlTracks(let me):
            return "\(me) is a control: while enabled it tracks its own touches and sends control events instead of passing them up the chain."
        case .forwards(let me, let method, let next):
            let what = method.isTouches ? "the touches" : "the event"
            guard let next else {
                return "\(me) is the end of the responder chain: UIResponder's \(method.selector) has no next responder, so \(what) go\(method.isTouches ? "" : "es") no further."
            }
            return "\(me) does not handle \(method.rawValue) itself, so UIResponder's version passes \(what) to its next responder, \(next)."
        case .firstResponderStep(let method, let me):
            return firstResponderSentence(method, me)
        case .ignoresEstimateUpdate(let me):
            return "\(me) does not override touchesEstimatedPropertiesUpdated(_:), and UIKit's version does nothing: unlike the touches methods it passes nothing to the next responder, so the real values reach only a responder that overrides it."
        case .applicationSendEvent:
            return "UIApplication.sendEvent(_:) hands the event to the sendEvent(_:) of each window with touches in it; an override here sees every event."
        case .windowSendEvent(let me):
            return "\(me).sendEvent(_:) sends each touch to the view it was bound to when it began, one call per view and phase; an override here sees every event of this window."
        case .buttonVeto(let me, let recognizer):
            return "\(me), a button, is asked whether \(recognizer.map(f.describe) ?? "the recognizer") may recognize. UIButton says no to a single-finger, single-tap recognizer on another view, so the button keeps its tap; a recognizer on the button itself, or any other kind, may go ahead."
        case .viewAllowsRecognizer(let me):
            return "\(me) is asked whether a recognizer that saw its touches may recognize; UIView's answer is yes."
        case .transition(let name, let from, let to, let cancels):
            return transitionSentence(name, from, to, cancels)
        case .viewMoved(let name, let property, let value, let mover):
            return "\(name).\(property) is now \(f.describe(value)): \(words(mover)) set it, so from here on hit tests, convert and location(in:) find \(name) there."
        case .movedView(let name, let moved, let mover, let frame, let when):
            return "\(name) is at \(frame) in the window, not where the scene put it: \(words(mover)) set \(whose(mover, moved, name)) "
                + (when == .earlierCommand ? "in an earlier command." : "earlier in this touch.")
        case .swiftUIStep(let layer, let point, let step):
            return swiftUIStepSentence(layer, point, step)
        case .swiftUICallback(let gesture, let callback, let beat):
            return swiftUICallbackSentence(gesture, callback, beat)
        case .swiftUIRowAction(let gesture, let row, let together):
            return "SwiftUI runs the action of \(gesture) because the List row \(row) was tapped: automatic-style buttons in a List row make the row one button"
                + (together.isEmpty ? "." : ", so \(together.joined(separator: " and ")) runs too.")
                + " Apple does not document this (HitLab follows what developers observe); .buttonStyle(.borderless) keeps a Button to itself."
        case .swiftUIArbitration(let first, let second, let combined, let rule):
            return swiftUIArbitrationSentence(first, second, combined, rule)
        case .swiftUIMask(let part, let mask, let rule):
            return swiftUIMaskSentence(part, mask, rule)
        case .heldReleased, .scrollRecognizerTransition, .scrollRecognizerStep, .touchesShouldBegin, .touchesShouldCancel, .tableRow:
            return scrollingExplanation(e) ?? ""
        }
    }

    private func phaseSentence(_ phase: Phase, _ touchPhase: TouchPhase) -> String {
        switch phase {
        case .hardware: return "The finger \(touchPhase == .began ? "touched" : touchPhase == .ended ? "left" : "moved on") the glass: the digitizer reported it and IOKit wrapped it in an IOHIDEvent."
        case .routing: return "backboardd (SpringBoard before iOS 6) found the app whose window is under the finger and sent the event to it over a mach port."
        case .eventFetch: return "On UIKit's event-fetch thread (com.apple.uikit.eventfetch-thread) a Source1 callback received the HID event over a mach port and signalled the main run loop. Older articles put this Source1 on the main run loop itself, as iOS 6 to 8 did."
        case .eventQueue: return "On the main run loop a Source0 callback drained the event queue: the HID event became a UIEvent with UITouches, and a new finger's touch was made and hit-tested next."
        case .hitTest: return "A new finger needs a view: the window's hitTest(_:with:) finds the deepest view that takes the point, and the touch keeps that view until it lifts."
        case .sendEvent: return "UIApplication.sendEvent(_:) hands the event to the window's sendEvent(_:), which sends each touch to the view it was bound to when it began."
        case .gestures: return "Before any view, UIWindow.sendEvent(_:) gives the touches to the gesture recognizers of the touched view and its superviews (fixed when each touch began). They may recognize, cancel the views' touches, or hold them back; they are not in the responder chain."
        case .firstResponder: return "An event with no position (a shake, a key press, a remote-control command) has no view under a finger: UIApplication sends it to the first responder, or to the key window when nothing is first responder, and each responder passes it to its next unless it handles it."
        case .delayedDelivery: return "A recognizer held this \(MethodKind.touches(for: touchPhase).selector) back (delaysTouchesBegan or delaysTouchesEnded) while the touch might be its gesture; it has failed, so UIKit's delayed-touches dispatcher sends it to the view now, late."
        case .delivery: return "The window calls \(MethodKind.touches(for: touchPhase).selector) on the touch's view; unless a responder overrides it, each passes the touches to its next responder."
        case .estimates: return "Apple Pencil sends its force over the air, so UIKit delivered the touch with an estimate. Now the real value has arrived (or UIKit knows none will): it updates the UITouch, keeps its estimationUpdateIndex, and calls touchesEstimatedPropertiesUpdated(_:) on the recognizers that saw the touch, then on its view, even if the touch has ended. No hit test runs and no UIEvent is sent."
        }
    }

    private func firstResponderSentence(_ method: MethodKind, _ me: String) -> String {
        switch method {
        case .canBecomeFirstResponder:
            return "\(me) keeps UIResponder's canBecomeFirstResponder, which says no: a plain responder cannot be first responder unless its class says it can."
        case .canResignFirstResponder:
            return "\(me) keeps UIResponder's canResignFirstResponder, which says yes: it lets another responder take over."
        case .becomeFirstResponder:
            return "\(me) asks to become first responder: it must say canBecomeFirstResponder, be in a window, and the current first responder must agree to resign; any no leaves everything as it was."
        case .resignFirstResponder:
            return "\(me) is asked to resign first responder: canResignFirstResponder decides."
        case .canPerformAction:
            return "\(me) can perform the action only if its class implements it (or an override of canPerformAction says so)."
        case .targetForAction:
            return "UIKit asks \(me) whether it performs the action; if not, its next responder is asked, up the chain."
        default:
            return "A nil target: UIApplication asks the responder chain, from the first responder (or the sender when nothing is first responder), who performs the action."
        }
    }

    private func transitionSentence(_ name: String, _ from: RecognizerState, _ to: RecognizerState, _ cancels: Bool) -> String {
        switch (from, to) {
        case (_, .began):
            return "\(name) went from \(from.rawValue) to began: it recognized its gesture, and its action is sent once the method that changed its state returns; with cancelsTouchesInView its touches' views get touchesCancelled."
        case (_, .changed): return "\(name) is changed: the touches moved, and its action is sent again."
        case (.possible, .ended):
            return "\(name) went from possible to ended: a discrete gesture is recognized in one step; its action is sent" + (cancels ? " and the views' touches are cancelled." : ", and with cancels=no the views keep their touches.")
        case (_, .ended): return "\(name) ended: its gesture is over and its action is sent a last time."
        case (_, .cancelled): return "\(name) was cancelled: another recognizer won, or its touches were cancelled."
        case (_, .failed): return "\(name) failed: its touches were not its gesture (or a view, its delegate or a requirement said no); the views get what it held back."
        case (_, .possible): return "\(name) is reset to possible: all its touches are gone."
        }
    }
}
