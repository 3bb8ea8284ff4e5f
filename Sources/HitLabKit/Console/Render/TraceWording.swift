import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
/// How a recorded touch reads in words: a call's implementation tag and argument, and each
/// stage's summary. Console's renderers use these; the Delivery layer keeps only values.
extension Trace {
    /// The first argument as a learner wants it: `point (x, y)` for hitTest and
    /// point(inside:), `touches at (x, y)` (in the receiver's coordinates) for the others;
    /// nil for a call without arguments.
    public func argumentNote(_ call: TraceCall) -> String? {
        guard let first = firstArgument(of: call) else { return nil }
        switch first {
        case .point(let p): return "point \(p)"
        case .touches(let ids):
            let event = events[Int(call.event)]
            guard let id = ids.first, let touch = event.touches.first(where: { $0.id == id }) else { return "no touches" }
            var location = touch.location
            if case .view(let v) = call.receiver { location = scene.convert(touch.location, from: nil, to: v) }
            return ids.count == 1 ? "touch at \(location)" : "\(ids.count) touches, the first at \(location)"
        default: return ValueFormatter(scene: scene).describe(first)
        }
    }
}

extension Phase {
    /// The sentence the trace shows for this stage.
    public var summary: String {
        switch self {
        case .hardware: return "digitizer → IOKit: an IOHIDEvent for the finger"
        case .routing: return "backboardd → the app under the finger, over a mach port"
        case .eventFetch: return "event-fetch thread: the Source1 callback __IOHIDEventSystemClientQueueCallback receives the HID event, wakes the main run loop"
        case .eventQueue: return "main run loop: the Source0 callback __eventFetcherSourceCallback (__UIApplicationHandleEventQueue before iOS 9) turns the HID event into a UIEvent"
        case .hitTest: return "new UITouch: UIWindow.hitTest(_:with:) looks for its view"
        case .sendEvent: return "UIApplication.sendEvent(_:) → UIWindow.sendEvent(_:)"
        case .delivery: return "UIWindow sends the touches to their views"
        case .gestures: return "the gesture recognizers see the touches first (or a recognizer's timer fires)"
        case .firstResponder: return "an event with no position goes to the first responder (the key window when there is none)"
        case .estimates: return "Apple Pencil's real values arrive: touchesEstimatedPropertiesUpdated(_:) on the touches' recognizers, then their views"
        case .delayedDelivery: return "what a recognizer held back (delaysTouchesBegan) reaches its view late, now that the recognizers holding it failed"
        }
    }
}
