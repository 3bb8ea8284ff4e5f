import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// The system's functions under UIKit's public methods at each stage of the road from the
/// glass to the window, innermost first, as modern UIKit (iOS 9 and later) runs them: the
/// Source1 callback on the event-fetch thread, the Source0 callback on the main run loop and
/// what it calls. `bt` lists them below the frames HitLab can step, and the trace's stage
/// lines name the two callbacks; a learner cannot step into them. The older names the source
/// articles use (`__UIApplicationHandleEventQueue`, the Source1 on the main run loop) are
/// given beside the modern ones.
extension Phase {
    /// Each function with what it does there, innermost first; empty when nothing of the app
    /// is running yet (the digitizer and backboardd are other processes).
    var systemFrames: [String] {
        switch self {
        case .hardware, .routing:
            return []
        case .eventFetch:
            return ["-[UIEventDispatcher eventFetcherDidReceiveEvents:]: signals the main run loop's Source0 and wakes it",
                    "-[UIEventFetcher _receiveHIDEventInternal:]: queues the HID event",
                    "__IOHIDEventSystemClientQueueCallback: the Source1 (mach port) callback, on com.apple.uikit.eventfetch-thread"]
        case .eventQueue:
            return Self.mainRunLoop
        case .hitTest:
            return ["__startNewUITouch: makes the new UITouch and hit-tests for its view"] + Self.mainRunLoop
        case .sendEvent, .delivery, .gestures, .firstResponder, .delayedDelivery:
            return ["__dispatchPreprocessedEventFromEventQueue: hands the UIEvent to UIApplication.sendEvent(_:)"] + Self.mainRunLoop
        case .estimates:
            // The pencil's late report is a HID event too; what UIKit calls with it is private
            // and undocumented, so it is described rather than named.
            return ["(UIKit's undocumented code that puts the real values in the UITouch)"] + Self.mainRunLoop
        }
    }

    /// The functions under a recognizer's timer when it fires between events (a long press's
    /// duration, a scroll view's 0.15 s content-touch delay), innermost first; `delayed` when
    /// the touches it held back are sent from there (the dispatcher's name is as a simulator's
    /// stack shows it, reference §11.0 OBS-KR).
    static func timerFrames(delayed: Bool) -> [String] {
        (delayed ? ["-[UIGestureDelayedEventComponentDispatcher sendDelayedTouches]: sends the touches the recognizers held back, now that they have failed"] : [])
            + ["the recognizer's timer callback (UIKit's private method)",
               "__CFRUNLOOP_IS_CALLING_OUT_TO_A_TIMER_CALLBACK_FUNCTION__: a timer fired on the main run loop, between events",
               "__CFRunLoopDoTimers",
               "__CFRunLoopRun: the main run loop"]
    }

    /// The functions between a recognizer's action and `UIWindow.sendEvent(_:)`, innermost
    /// first (reference §5.1): the window hands the event to the gesture environment, which
    /// updates each recognizer and sends the actions of those whose state changed.
    static let recognizerActionFrames = [
        "_UIGestureRecognizerSendActions: sends the recognizer's action to each of its targets",
        "-[UIGestureRecognizer _updateGestureForActiveEvents]: the recognizer has had the event",
        "_UIGestureEnvironmentUpdate: each recognizer that needs it, deepest view first",
        "-[UIGestureEnvironment _updateForEvent:window:]: the recognizers, before the views",
    ]

    /// The main thread's part, innermost first: the Source0 callback and what it calls.
    private static let mainRunLoop = [
        "__processEventQueue: the HID event becomes a UIEvent with its UITouches",
        "-[UIEventFetcher drainEventsIntoEnvironment:]",
        "__eventFetcherSourceCallback: the Source0 callback, on the main run loop (__UIApplicationHandleEventQueue before iOS 9)",
    ]

    /// Where a stage runs when none of the app's code does: the process or thread.
    var systemPlace: String? {
        switch self {
        case .hardware: "outside the app: the digitizer and IOKit's HID event system"
        case .routing: "outside the app: backboardd (SpringBoard before iOS 6)"
        default: nil
        }
    }
}
