import HitLabModel
/// UIKit's own hitTest, point(inside:), touches methods and UIControl's versions, written in
/// the Swift subset so a learner can read them (`show source UIView.hitTest`) and step through
/// them exactly like an override. They follow real UIKit, not the simplified versions that
/// articles often print (see the notes inside).
public enum UIKitDefaults {
    /// The source of every default method, by class and method.
    public static let sources: [(className: String, method: MethodKind, source: String)] = [
        ("UIView", .hitTest, """
        // A view that cannot take touches is skipped before anyone asks where the point is.
        // Alpha reads back through the layer's 32-bit Float, so 0.01 is 0.0099999998 (inferred).
        \(HitTestGuard.statement(for: "UIView"))
            return nil
        }
        if !self.point(inside: point, with: event) {
            return nil
        }
        // The last subview is drawn on top, so it is asked first.
        for subview in subviews.reversed() {
            let converted = convert(point, to: subview)
            if let hit = subview.hitTest(converted, with: event) {
                return hit
            }
        }
        return self
        """),
        ("UIView", .pointInside, """
        // CGRect.contains: the left and top edges are inside, the right and bottom edges are not.
        return bounds.contains(point)
        """),
        ("UIControl", .hitTest, """
        // A disabled control is never the hit view: the touch goes to what lies behind it.
        \(HitTestGuard.statement(for: "UIControl"))
            return nil
        }
        return super.hitTest(point, with: event)
        """),
        ("UIControl", .touchesBegan, """
        // A control that cannot track passes the touch up the chain like any view.
        guard isEnabled && isUserInteractionEnabled else {
            super.touchesBegan(touches, with: event)
            return
        }
        // Otherwise it keeps its first touch: the chain above never hears of it.
        let touch = touches.first!
        isTracking = beginTracking(touch, with: event)
        if isTracking {
            isTouchInside = true
            isHighlighted = true
            sendActions(for: .touchDown)
            if touch.tapCount >= 2 {
                sendActions(for: .touchDownRepeat)
            }
        }
        """),
        ("UIControl", .touchesMoved, """
        guard isTracking else {
            super.touchesMoved(touches, with: event)
            return
        }
        let touch = touches.first!
        isTracking = continueTracking(touch, with: event)
        guard isTracking else {
            return
        }
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        isHighlighted = inside
        if inside != isTouchInside {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        isTouchInside = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
        """),
        ("UIControl", .touchesEnded, """
        guard isTracking else {
            super.touchesEnded(touches, with: event)
            return
        }
        let touch = touches.first!
        let inside = pointMostlyInside(touch.location(in: self), with: event)
        if inside != isTouchInside {
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        endTracking(touch, with: event)
        isTracking = false
        isHighlighted = false
        sendActions(for: inside ? .touchUpInside : .touchUpOutside)
        """),
        ("UIControl", .touchesCancelled, """
        guard isTracking else {
            super.touchesCancelled(touches, with: event)
            return
        }
        cancelTracking(with: event)
        isTracking = false
        isHighlighted = false
        """),
        ("UIControl", .pointMostlyInside, """
        // "Mostly inside": the bounds grown by about 70 points, or point(inside:) itself, so an
        // enlarged hit area counts too.
        let margin = UIControl.mostlyInsideMargin
        return bounds.insetBy(dx: -margin, dy: -margin).contains(point) || self.point(inside: point, with: event)
        """),
        ("UIControl", .beginTracking, """
        // Override to refuse a touch (return false) or to start something.
        return true
        """),
        ("UIControl", .continueTracking, """
        // Override to stop tracking part-way (return false).
        return true
        """),
        ("UIControl", .endTracking, """
        // Called when the finger lifts while tracking; nothing by default.
        return
        """),
        ("UIControl", .cancelTracking, """
        // The touch was cancelled (a recognizer won, the system cancelled it).
        sendActions(for: .touchCancel)
        """),
    ] + MethodKind.allCases.filter(\.isTouches).map { method in
        ("UIResponder", method, """
        // Not handled here: pass the same touches on to the next responder.
        next?.\(method.rawValue)(touches, with: event)
        """)
    } + [MethodKind.motionBegan, .motionEnded, .motionCancelled, .pressesBegan, .pressesEnded, .pressesCancelled].map { method in
        ("UIResponder", method, """
        // Not handled here: pass the event on to the next responder.
        next?.\(method.rawValue)(\(method.parameters[0]), with: event)
        """)
    } + responderSources + recognizerSources + scrollViewSources + tableViewSources + textInputSources + swiftUISources
        + swiftUIGestureSources

    /// The first responder, remote control and nil-targeted actions (reference §3), the two
    /// sendEvent methods every touch passes through (reference §5.1, §7), and UIResponder's
    /// `touchesEstimatedPropertiesUpdated(_:)`.
    ///
    /// That last one does nothing, and is not passed up the chain. Apple documents the
    /// forwarding of the four touches methods ("The default implementation of this method
    /// forwards the message up the responder chain", reference §3.2) but says no such thing for
    /// this one, and says UIGestureRecognizer's version does nothing. The update is about
    /// touches a view already drew from: only the view that used the estimate can correct it,
    /// so a responder above it has nothing to redraw.
    static let responderSources: [(className: String, method: MethodKind, source: String)] = [
        ("UIResponder", .touchesEstimatedPropertiesUpdated, """
        // Real values arrived for estimates in touches already delivered.
        // Nothing by default, and nothing goes to the next responder: the
        // view that drew with the estimates overrides this to redraw.
        return
        """),
        ("UIApplication", .sendEvent, """
        // Touches go to the windows they belong to; each window sends them on to its views.
        for window in _windows(for: event) {
            window.sendEvent(event)
        }
        """),
        ("UIWindow", .sendEvent, """
        // Gesture recognizers see the event first; they may recognize, cancel the views'
        // touches or hold them back.
        _updateGestureRecognizers(for: event)
        // Then each view is called once per phase with its own touches of that phase. A
        // stationary touch calls nothing; one UIKit withholds (multi-touch off, exclusive touch)
        // reaches nobody.
        _sendTouches(for: event)
        """),
        ("UIResponder", .remoteControlReceived, """
        // Not handled here: pass the event on to the next responder.
        next?.remoteControlReceived(with: event)
        """),
        ("UIResponder", .canBecomeFirstResponder, """
        // A plain responder does not take the keyboard or events without a position.
        return false
        """),
        ("UIResponder", .canResignFirstResponder, """
        return true
        """),
        ("UIResponder", .becomeFirstResponder, """
        if isFirstResponder {
            return true
        }
        // Only a responder that says it can, and (a view) only while it is in a window.
        guard canBecomeFirstResponder && _isInWindow else {
            return false
        }
        // The current first responder is asked to step down first; if it refuses, nothing changes.
        if let current = UIApplication.shared._firstResponder {
            guard current.resignFirstResponder() else {
                return false
            }
        }
        _makeFirstResponder()
        return true
        """),
        ("UIResponder", .resignFirstResponder, """
        guard canResignFirstResponder else {
            return false
        }
        _clearFirstResponder()
        return true
        """),
        ("UIResponder", .canPerformAction, """
        // Yes when this responder implements the action.
        return responds(to: action)
        """),
        ("UIResponder", .targetForAction, """
        // The first responder up the chain that can perform the action.
        if canPerformAction(action, withSender: sender) {
            return self
        }
        return next?.target(forAction: action, withSender: sender)
        """),
        ("UIApplication", .sendAction, """
        // A target is sent the action directly.
        if target != nil {
            target!._perform(action, sender)
            return true
        }
        // A nil target: the chain from the first responder (from the sender when nothing is
        // first responder) is asked who can perform it.
        let start = _firstResponder ?? sender
        guard start != nil else {
            return false
        }
        guard let receiver = start!.target(forAction: action, withSender: sender) else {
            return false
        }
        receiver._perform(action, sender)
        return true
        """),
    ]

    /// Gesture recognizers (reference §5): the hooks' defaults, a view's and a button's veto,
    /// and each kind's touch handling. `state = …` goes through UIKit's rules for changes.
    static let recognizerSources: [(className: String, method: MethodKind, source: String)] = [
        ("UIView", .gestureRecognizerShouldBegin, """
        // A view lets a recognizer that saw its touches recognize.
        return true
        """),
        ("UIButton", .gestureRecognizerShouldBegin, """
        // A button keeps its tap from a single-finger, single-tap recognizer on another view,
        // so the button wins; any other recognizer may begin.
        if gestureRecognizer.view !== self && gestureRecognizer is UITapGestureRecognizer
            && gestureRecognizer.numberOfTapsRequired == 1 && gestureRecognizer.numberOfTouchesRequired == 1 {
            return false
        }
        return true
        """),
        ("UIGestureRecognizer", .shouldBegin, """
        // The delegate's gestureRecognizerShouldBegin(_:): yes unless overridden.
        return true
        """),
        ("UIGestureRecognizer", .shouldReceive, """
        // The delegate's gestureRecognizer(_:shouldReceive:): asked when a touch begins.
        return true
        """),
        ("UIGestureRecognizer", .shouldRecognizeSimultaneously, """
        // By default two recognizers may not both recognize the same touches.
        return false
        """),
        ("UIGestureRecognizer", .timerFired, """
        return
        """),
        ("UIGestureRecognizer", .touchesEstimatedPropertiesUpdated, """
        // Apple: "The default implementation of this method does nothing."
        return
        """),
    ] + MethodKind.allCases.filter(\.isTouches).map { method in
        ("UIGestureRecognizer", method, """
        // UIGestureRecognizer's own version decides nothing: the touches are already this
        // recognizer's (UIKit gave them to it when they began, before the views get them).
        // A subclass reads them and sets state; UIKit's rules then decide what that does.
        return
        """)
    } + [
        ("UIGestureRecognizer", .reset, """
        // UIKit calls reset() once a gesture is over (the recognizer ended, failed or was
        // cancelled) and its touches have lifted; then the recognizer is .possible again.
        // A subclass clears its own values here and calls super.reset().
        return
        """),
        ("UIGestureRecognizer", .canPrevent, """
        // Whether this recognizer, recognizing, may prevent (exclude) the other one.
        return true
        """),
        ("UIGestureRecognizer", .canBePrevented, """
        // Whether the other recognizer, recognizing, may prevent (exclude) this one.
        return true
        """),
        ("UIGestureRecognizer", .shouldRequireFailureOf, """
        // The delegate's gestureRecognizer(_:shouldRequireFailureOf:): asked for each other
        // recognizer on the same touch; yes makes this one wait until the other fails.
        return false
        """),
        ("UIGestureRecognizer", .shouldBeRequiredToFailBy, """
        // The delegate's gestureRecognizer(_:shouldBeRequiredToFailBy:): yes makes the other
        // recognizer wait until this one fails.
        return false
        """),
        ("UITapGestureRecognizer", .touchesBegan, """
        // Too many fingers, or a tap that starts too far from the first: not this tap.
        most = max(most ?? 0, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired {
            state = .failed
            return
        }
        if start == nil {
            start = location(in: nil)
        } else if _distance(location(in: nil), start!) > 45 {
            state = .failed
            return
        }
        _cancelTimer()
        """),
        ("UITapGestureRecognizer", .touchesMoved, """
        // A finger that wanders more than 45 points is not tapping.
        if _distance(location(in: nil), start!) > 45 {
            state = .failed
        }
        """),
        ("UITapGestureRecognizer", .touchesEnded, """
        // Wait until every finger of this tap has lifted.
        if numberOfTouches > 0 {
            return
        }
        if most! < numberOfTouchesRequired {
            state = .failed
            return
        }
        taps = (taps ?? 0) + 1
        if taps! >= numberOfTapsRequired {
            // A tap is discrete: recognized at once, when the last finger lifts.
            state = .ended
        } else {
            // The next tap must begin within 0.35 s.
            _startTimer(0.35)
        }
        """),
        ("UITapGestureRecognizer", .touchesCancelled, """
        state = .failed
        """),
        ("UITapGestureRecognizer", .timerFired, """
        // No next tap in time.
        state = .failed
        """),
        ("UILongPressGestureRecognizer", .touchesBegan, """
        if numberOfTouches > numberOfTouchesRequired {
            state = state == .possible ? .failed : .cancelled
            return
        }
        start = location(in: nil)
        if numberOfTouches == numberOfTouchesRequired {
            _startTimer(minimumPressDuration)
        }
        """),
        ("UILongPressGestureRecognizer", .timerFired, """
        // Held long enough without moving too far: the press begins.
        state = .began
        """),
        ("UILongPressGestureRecognizer", .touchesMoved, """
        if state == .possible {
            // Moving too far before the time is up is not a press.
            if _distance(location(in: nil), start!) > allowableMovement {
                state = .failed
            }
        } else {
            state = .changed
        }
        """),
        ("UILongPressGestureRecognizer", .touchesEnded, """
        // Lifted before the press began: no press. After: it ends.
        state = state == .possible ? .failed : .ended
        """),
        ("UILongPressGestureRecognizer", .touchesCancelled, """
        state = state == .possible ? .failed : .cancelled
        """),
        ("UIPanGestureRecognizer", .touchesBegan, """
        if numberOfTouches > maximumNumberOfTouches {
            state = state == .possible ? .failed : .cancelled
            return
        }
        if start == nil {
            start = location(in: nil)
        }
        """),
        ("UIPanGestureRecognizer", .touchesMoved, """
        if state == .possible {
            // A pan begins once the fingers have moved about 10 points.
            if numberOfTouches >= minimumNumberOfTouches && _distance(location(in: nil), start!) >= 10 {
                state = .began
            }
        } else {
            state = .changed
        }
        """),
        ("UIPanGestureRecognizer", .touchesEnded, """
        if numberOfTouches > 0 {
            return
        }
        state = state == .possible ? .failed : .ended
        """),
        ("UIPanGestureRecognizer", .touchesCancelled, """
        state = state == .possible ? .failed : .cancelled
        """),
        ("UISwipeGestureRecognizer", .touchesBegan, """
        start = location(in: nil)
        startTime = event.timestamp
        """),
        ("UISwipeGestureRecognizer", .touchesMoved, """
        let moved = location(in: nil)
        var along = moved.x - start!.x
        var across = moved.y - start!.y
        if direction == .left {
            along = -along
        } else if direction == .up {
            along = start!.y - moved.y
            across = moved.x - start!.x
        } else if direction == .down {
            along = moved.y - start!.y
            across = moved.x - start!.x
        }
        // Too slow, or too far off its direction: not a swipe.
        if event.timestamp - startTime! > 0.5 || abs(across) > 50 {
            state = .failed
        } else if along >= 50 {
            state = .ended
        }
        """),
        ("UISwipeGestureRecognizer", .touchesEnded, """
        state = .failed
        """),
        ("UISwipeGestureRecognizer", .touchesCancelled, """
        // A cancelled touch (the system took it) is no swipe.
        state = .failed
        """),
        ("UIPinchGestureRecognizer", .touchesBegan, """
        if numberOfTouches == 2 {
            startSpan = _span()
            // Scale is measured from here: this span is scale 1. Code that sets scale (the
            // usual `sender.scale = 1`) moves this baseline to the span at that moment.
            baselineSpan = startSpan
            baselineScale = 1.0
        }
        """),
        ("UIPinchGestureRecognizer", .touchesMoved, """
        if numberOfTouches < 2 || startSpan == nil {
            return
        }
        scale = baselineScale! * _span() / baselineSpan!
        if state == .possible {
            // The fingers must spread or close by 5% before a pinch begins.
            if abs(scale! - 1) > 0.05 {
                state = .began
            }
        } else {
            state = .changed
        }
        """),
        ("UIPinchGestureRecognizer", .touchesEnded, """
        state = state == .possible ? .failed : .ended
        """),
        ("UIPinchGestureRecognizer", .touchesCancelled, """
        // A cancelled touch (the system took it) ends the gesture: cancelled once it began.
        state = state == .possible ? .failed : .cancelled
        """),
        ("UIRotationGestureRecognizer", .touchesBegan, """
        if numberOfTouches == 2 {
            startAngle = _angle()
            // Rotation is measured from here. Code that sets rotation (the usual
            // `sender.rotation = 0`) moves this baseline to the fingers' angle at that moment.
            baselineAngle = startAngle
            baselineRotation = 0.0
        }
        """),
        ("UIRotationGestureRecognizer", .touchesMoved, """
        if numberOfTouches < 2 || startAngle == nil {
            return
        }
        // Radians turned since the baseline, positive clockwise on screen.
        rotation = baselineRotation! + _turn(from: baselineAngle!)
        if state == .possible {
            // The fingers must turn by about 5 degrees before a rotation begins.
            if abs(rotation!) > 0.09 {
                state = .began
            }
        } else {
            state = .changed
        }
        """),
        ("UIRotationGestureRecognizer", .touchesEnded, """
        state = state == .possible ? .failed : .ended
        """),
        ("UIRotationGestureRecognizer", .touchesCancelled, """
        // A cancelled touch (the system took it) ends the gesture: cancelled once it began.
        state = state == .possible ? .failed : .cancelled
        """),
        ("UIScreenEdgePanGestureRecognizer", .touchesBegan, """
        // Only a finger that lands within 20 points of its edge of the window starts an edge pan.
        if start == nil && !_nearEdge(location(in: nil)) {
            state = .failed
            return
        }
        super.touchesBegan(touches, with: event)
        """),
    ]

    /// How far outside its bounds a tracked finger still counts as inside a control. UIKit does
    /// not publish its value; developers measure about 70 points (reference §6).
    public static let mostlyInsideMargin = 70.0

    /// How near its edge of the window a touch must land to start a screen-edge pan. UIKit does
    /// not publish it; 20 points is the width of the system's back-swipe region, the value
    /// reimplementations and developers' measurements use (docs/learner.md, "Gesture recognizers").
    public static let edgeMargin = 20.0

    /// The parsed defaults. A syntax error here is a bug in HitLab itself.
    static let bodies: [MethodBody] = sources.map { entry in
        do throws(ScriptError) {
            return try MethodBody(className: entry.className, method: entry.method, source: entry.source, isDefault: true)
        } catch {
            preconditionFailure("UIKit default \(entry.className).\(entry.method) does not parse: \(error.report)")
        }
    }
}
