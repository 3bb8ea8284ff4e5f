import HitLabModel
/// A member name the interpreter knows (`subviews`, `x`, `count` …), resolved once when a body
/// is parsed, so reading one switches on a small enum instead of comparing strings at every
/// access. A view's UIKit properties (`bounds`, `alpha`, `isExclusiveTouch`) are not here:
/// they resolve to a `ViewProperty` from Model's descriptor table. A name that is neither
/// stays a string and fails with its own message when read.
enum MemberName: String, Sendable {
    // Responders and views.
    case next, isFirstResponder, _isInWindow, _firstResponder, shared, `self`, view
    case subviews, superview, window
    /// UIScrollView.panGestureRecognizer: the scroll view's own pan (reference §11.1).
    case panGestureRecognizer
    // Geometry, collections, touches, the event and types.
    case x, y, width, height, origin, size, minX, minY, midX, midY, maxX, maxY, isEmpty
    case count, first, last, phase, tapCount, timestamp, allTouches, type, subtype
    // A UITouch's force and its estimate (Apple Pencil).
    case force, estimatedProperties, estimatedPropertiesExpectingUpdates, estimationUpdateIndex
    case zero, mostlyInsideMargin, identity, pi
    // `Int.min` and `Int.max`, which a learner reaches for at the edges of arithmetic.
    case min, max
}
