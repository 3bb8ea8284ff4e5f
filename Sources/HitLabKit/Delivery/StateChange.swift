import HitLabModel
import HitLabScript
/// One change to the runtime state, as a trace records it: a touch begins, moves or changes
/// phase, a finished touch leaves the glass, or a body sets a view property. The runtime state
/// changes only through these, so it can be rebuilt as of any record.
public enum StateChange: Sendable, Equatable {
    /// A new touch, already bound to its view (or to none).
    case touchBegan(Touch)
    /// A live touch with a new phase, location or timestamp, or a touch (live or lifted) whose
    /// estimated force was updated.
    case touchChanged(Touch)
    /// A touch whose final phase was delivered leaves the glass.
    case touchLifted(finger: Int)
    /// A body set a property of a view.
    case viewProperty(ViewID, ViewProperty, Value)
    /// A learner's body moved a view (just after the `viewProperty` that did it): who, for `why`.
    case movedBy(ViewID, ViewMover)
    /// The application's first responder changed (nil: none).
    case firstResponder(Responder?)
    /// A gesture recognizer's runtime state, whole, after a change.
    case recognizer(RecognizerID, RecognizerRuntime)
    /// A SwiftUI host's `@State` or `@GestureState` variable took a value (a closure assigned
    /// it, `updating` wrote it, or its gesture ended and reset it).
    case swiftUIState(ViewID, String, Value)
    /// The SwiftUI gestures competing for the touches, whole, after a change (nil: none).
    case swiftUIGestures(SwiftUIGestureSession?)
    /// A SwiftUI `ScrollView` or `List` of a host, by name, scrolled to an offset along its
    /// axis (its UIScrollView's pan moved it).
    case swiftUIScroll(ViewID, String, Double)
}
