/// The phase of a touch, as UITouch.Phase.
public enum TouchPhase: String, Sendable, CaseIterable {
    case began, moved, stationary, ended, cancelled

    /// Whether the touch is over once an event reports this phase.
    public var isFinal: Bool { self == .ended || self == .cancelled }
}

/// Why UIKit keeps a touch from its view although the touch is bound to it (the touch is still
/// in `event.allTouches`, and gesture recognizers still see it).
public enum TouchWithholding: Sendable, Equatable {
    /// The view has isMultipleTouchEnabled = NO and already has the touch of this finger.
    case multipleTouchDisabled(view: ViewID, holder: Int)
    /// An exclusive-touch view holds a touch, or this view is exclusive and another holds one.
    case exclusiveTouch(view: ViewID)
}

/// One finger on the glass: where it is and was, in screen coordinates, and the view it was
/// bound to when it began (a touch never changes view).
public struct Touch: Sendable, Equatable {
    /// The touch's number in its session: the n-th touch is `UITouch #n+1`.
    public var id: Int
    /// The finger (1–10 at the prompt) that made it.
    public var finger: Int
    public var phase: TouchPhase
    public var location: Point
    public var previousLocation: Point
    public var tapCount: Int
    /// Seconds since the simulated system start.
    public var timestamp: Double
    public var view: ViewID?
    /// The window whose hit test found the view.
    public var window: ViewID?
    /// Set when UIKit does not deliver this touch to its view at all.
    public var withheld: TouchWithholding?
    /// The recognizers that see this touch, fixed when it began: those of its view and of
    /// every superview up to the window that were enabled and agreed to receive it.
    public var recognizers: [RecognizerID] = []
    /// Phases a recognizer's delaysTouchesBegan / delaysTouchesEnded kept from the view so
    /// far, to deliver late if the recognizers fail.
    public var delayedPhases: [TouchPhase] = []
    /// True once a recognizer that recognized cancelled it for the view: the view got (or, if
    /// it never saw the touch, skipped) touchesCancelled and hears nothing more of it.
    public var cancelledForView = false
    /// When the finger came down (`timestamp` moves on with each event).
    public var downTime: Double
    /// When a recognizer that held its touchesBegan back let it through to the view, and
    /// whether that was at the lift (a quick tap on a scroll view's content); nil when it was
    /// never held, or is held still, or was dropped. Kept for `why`.
    public var heldBegan: HeldBegan?
    /// Apple Pencil's force and its estimate; nil for a finger, whose force is 0 (HitLab's
    /// screen has no 3D Touch).
    public var pencil: PencilEstimate?

    public init(id: Int, finger: Int = 0, phase: TouchPhase, location: Point, previousLocation: Point? = nil,
                tapCount: Int = 1, timestamp: Double, view: ViewID? = nil, window: ViewID? = nil) {
        self.id = id
        self.finger = finger
        self.phase = phase
        self.location = location
        self.previousLocation = previousLocation ?? location
        self.tapCount = tapCount
        self.timestamp = timestamp
        self.downTime = timestamp
        self.view = view
        self.window = window
    }

    /// Whether the touch's view receives its touches… calls.
    public var isDelivered: Bool { view != nil && withheld == nil }

    /// Whether UIKit will still call `touchesEstimatedPropertiesUpdated(_:)` for this touch,
    /// even after it has ended.
    public var expectsUpdate: Bool { pencil?.expectsUpdate == true }
}

/// The late touchesBegan of a touch a recognizer held back (reference §5.2, §11.2).
public struct HeldBegan: Sendable, Equatable {
    /// When the view got it.
    public var until: Double
    /// Whether it came at the lift, together with touchesEnded (the finger lifted before the
    /// recognizers holding it had failed).
    public var atLift: Bool

    public init(until: Double, atLift: Bool) {
        self.until = until
        self.atLift = atLift
    }
}

/// An event as UIEvent: for touches, every touch of the current multi-touch sequence
/// (`allTouches`); for motion, presses and remote control, its type and subtype.
public struct Event: Sendable, Equatable {
    public var timestamp: Double
    public var touches: [Touch]
    /// UIEvent.EventType's case name: touches, motion, presses or remoteControl.
    public var type: String
    /// UIEvent.EventSubtype's case name (motionShake, remoteControlPlay, …), nil for none.
    public var subtype: String?

    public init(timestamp: Double, touches: [Touch], type: String = "touches", subtype: String? = nil) {
        self.timestamp = timestamp
        self.touches = touches
        self.type = type
        self.subtype = subtype
    }
}

extension Event {
    /// What `UIWindow.sendEvent(_:)` delivers for `window`: each view once per phase, with its
    /// own touches of that phase, in the order the touches went down. Stationary touches call
    /// nothing; withheld ones reach nobody.
    public func deliveryGroups(in window: ViewID) -> [(view: ViewID, phase: TouchPhase, ids: [Int])] {
        var groups: [(view: ViewID, phase: TouchPhase, ids: [Int])] = []
        for touch in touches where touch.window == window && touch.phase != .stationary && touch.isDelivered {
            let view = touch.view!
            if let i = groups.firstIndex(where: { $0.view == view && $0.phase == touch.phase }) {
                groups[i].ids.append(touch.id)
            } else {
                groups.append((view, touch.phase, [touch.id]))
            }
        }
        return groups
    }

    /// The windows whose touches are in the event, in the order their first touch went down.
    public var windows: [ViewID] {
        var out: [ViewID] = []
        for touch in touches { if let w = touch.window, !out.contains(w) { out.append(w) } }
        return out
    }
}
