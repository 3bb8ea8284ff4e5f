import HitLabModel
import HitLabScript
/// The stages a touch passes through from the glass to a view, as a modern (iOS 13+) UIKit
/// runs them. The pipeline marks each one in the trace, so a learner can break and step there.
public enum Phase: String, Sendable, CaseIterable {
    /// The digitizer reports a finger; IOKit wraps it in an IOHIDEvent.
    case hardware
    /// backboardd finds the app whose window is under the finger and forwards the event.
    case routing
    /// On UIKit's event-fetch thread a Source1 (mach port) callback receives the HID event and
    /// signals the main run loop.
    case eventFetch
    /// On the main run loop a Source0 callback drains the event queue into a UIEvent.
    case eventQueue
    /// For a new touch: UIWindow.hitTest(_:with:) finds the view the touch belongs to.
    case hitTest
    /// UIApplication.sendEvent(_:) hands the event to UIWindow.sendEvent(_:).
    case sendEvent
    /// The window calls touchesBegan/Moved/Ended/Cancelled on each touch's view.
    case delivery
    /// UIWindow.sendEvent(_:) lets the gesture recognizers of the touches see them first (or a
    /// recognizer's timer fires).
    case gestures
    /// An event with no position (motion, presses, remote control) goes to the first responder.
    case firstResponder
    /// Apple Pencil's real values for estimated properties arrive: UIKit calls
    /// touchesEstimatedPropertiesUpdated(_:) on the touches' recognizers and views.
    case estimates
    /// A phase a recognizer held back (delaysTouchesBegan: a scroll view's 0.15 s content-touch
    /// delay) reaches its view late, once every recognizer holding it has failed: at the
    /// recognizer's timer or at the lift (reference §5.2, §11.2).
    case delayedDelivery
}
