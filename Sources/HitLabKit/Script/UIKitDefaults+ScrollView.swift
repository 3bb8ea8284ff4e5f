/// UIScrollView's part in touch delivery (reference §11), as source a learner reads, steps
/// and overrides: its two hooks for the content's touches, the recognizer that holds
/// touchesBegan back for 0.15 s, and its pan, which needs 10 points along an axis it can
/// scroll and may take a touch the content is already tracking only when the scroll view
/// says it can. The two values are UIKit's undocumented ones (reference §11.12).
extension UIKitDefaults {
    /// How long a touch on the content waits before its touchesBegan is sent.
    public static let contentTouchDelay = 0.15
    /// How far a finger moves along a scrollable axis before the pan begins.
    public static let scrollHysteresis = 10.0

    static let scrollViewSources: [(className: String, method: MethodKind, source: String)] = [
        ("UIScrollView", .touchesShouldBegin, """
        // Asked just before the content view gets touchesBegan (after the delay, or at once
        // without it). Return false and the view hears nothing of these touches.
        return true
        """),
        ("UIScrollView", .touchesShouldCancel, """
        // Asked when a drag would start scrolling while the view already tracks the touch.
        // A control keeps its touch, so a drag that starts on a button does not scroll.
        return !(view is UIControl)
        """),
        ("UIScrollViewDelayedTouchesBeganGestureRecognizer", .touchesBegan, """
        // delaysTouchesBegan is on: the content view's touchesBegan waits while this
        // recognizer is possible, in case the finger is starting a scroll.
        if view.delaysContentTouches {
            _startTimer(\(contentTouchDelay))
            return
        }
        // No delay: ask the scroll view now, in this event.
        if view.touchesShouldBegin(_touches(), with: _event(), in: _contentView()) {
            state = .failed
        } else {
            state = .ended
        }
        """),
        ("UIScrollViewDelayedTouchesBeganGestureRecognizer", .timerFired, """
        // The finger stayed put for the delay: hand the touch to the content view (failed),
        // unless the scroll view refuses (recognized: the held touchesBegan is dropped).
        if view.touchesShouldBegin(_touches(), with: _event(), in: _contentView()) {
            state = .failed
        } else {
            state = .ended
        }
        """),
        ("UIScrollViewDelayedTouchesBeganGestureRecognizer", .touchesEnded, """
        if deadline == nil {
            state = .failed
            return
        }
        // Lifted before the delay (a quick tap): ask now, so the content view gets
        // touchesBegan and touchesEnded together, at the lift.
        _cancelTimer()
        if view.touchesShouldBegin(_touches(), with: _event(), in: _contentView()) {
            state = .failed
        } else {
            state = .ended
        }
        """),
        ("UIScrollViewDelayedTouchesBeganGestureRecognizer", .touchesMoved, """
        // Moves while the touch is held change nothing here: the pan decides whether this
        // is a scroll, and the content view sees the current place when its touchesBegan comes.
        return
        """),
        ("UIScrollViewDelayedTouchesBeganGestureRecognizer", .touchesCancelled, """
        state = .failed
        """),
        ("UIScrollViewPanGestureRecognizer", .touchesMoved, """
        if state != .possible {
            state = .changed
            return
        }
        // Travel along the axes the content can scroll on (wider or taller than the bounds).
        let moved = location(in: nil)
        var travel = 0.0
        if view.contentSize.width > view.bounds.width {
            travel = max(travel, abs(moved.x - start!.x))
        }
        if view.contentSize.height > view.bounds.height {
            travel = max(travel, abs(moved.y - start!.y))
        }
        if !view.isScrollEnabled || travel < \(scrollHysteresis) {
            return
        }
        // The content view already tracks this touch (a hold, or no delay): the scroll view
        // takes it only if it may cancel content touches and touchesShouldCancel agrees;
        // otherwise it stops dragging and the view keeps the touch.
        if _contentIsTracking() {
            if !view.canCancelContentTouches || !view.touchesShouldCancel(in: _contentView()) {
                state = .failed
                return
            }
        }
        state = .began
        """),
    ]
}
