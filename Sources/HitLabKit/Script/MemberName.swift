/// A property or member name the interpreter knows (`bounds`, `alpha`, `x`, `count` …),
/// resolved once when a body is parsed, so reading one switches on a small enum instead of
/// comparing strings at every access. A name that is none of these stays a string and fails
/// with its own message when read.
enum MemberName: String, Sendable {
    // Responders and views.
    case next, isFirstResponder, _isInWindow, _firstResponder, shared, `self`, view
    case bounds, frame, center, subviews, superview, alpha, isHidden, isUserInteractionEnabled
    case isMultipleTouchEnabled, isExclusiveTouch, window, clipsToBounds, backgroundColor
    case isEnabled, isTracking, isTouchInside, isHighlighted
    // Geometry, collections, touches, the event and types.
    case x, y, width, height, origin, size, minX, minY, midX, midY, maxX, maxY, isEmpty
    case count, first, last, phase, tapCount, timestamp, allTouches, type, subtype
    case zero, mostlyInsideMargin
}
