/// UIKit's own hitTest, point(inside:), touches methods and UIControl's versions, written in
/// the Swift subset so a learner can read them (`show source UIView.hitTest`) and step through
/// them exactly like an override. They follow real UIKit, not the simplified versions that
/// articles often print (see the notes inside).
public enum UIKitDefaults {
    /// The classes whose methods are UIKit's; overrides are not stored under these names.
    public static let classNames: Set<String> = ["UIView", "UIResponder", "UIControl"]

    /// The source of every default method, by class and method.
    public static let sources: [(className: String, method: MethodKind, source: String)] = [
        ("UIView", .hitTest, """
        // A view that cannot take touches is skipped before anyone asks where the point is.
        // UIKit stores alpha as a 32-bit Float, so alpha 0.01 reads back as 0.0099999998.
        if !isUserInteractionEnabled || isHidden || alpha < 0.01 {
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
        guard isEnabled else {
            return nil
        }
        return super.hitTest(point, with: event)
        """),
        ("UIControl", .touchesBegan, """
        // A control that can track keeps its touches: it does not pass them up the chain.
        guard isEnabled && isUserInteractionEnabled else {
            super.touchesBegan(touches, with: event)
            return
        }
        sendActions(for: .touchDown)
        """),
        ("UIControl", .touchesMoved, """
        guard isEnabled && isUserInteractionEnabled else {
            super.touchesMoved(touches, with: event)
            return
        }
        // UIKit counts a finger up to about 70 points outside the control as still inside.
        let location = touches.first!.location(in: self)
        if bounds.insetBy(dx: -70, dy: -70).contains(location) {
            sendActions(for: .touchDragInside)
        } else {
            sendActions(for: .touchDragOutside)
        }
        """),
        ("UIControl", .touchesEnded, """
        guard isEnabled && isUserInteractionEnabled else {
            super.touchesEnded(touches, with: event)
            return
        }
        let location = touches.first!.location(in: self)
        if bounds.insetBy(dx: -70, dy: -70).contains(location) {
            sendActions(for: .touchUpInside)
        } else {
            sendActions(for: .touchUpOutside)
        }
        """),
        ("UIControl", .touchesCancelled, """
        guard isEnabled && isUserInteractionEnabled else {
            super.touchesCancelled(touches, with: event)
            return
        }
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
    } + responderSources

    /// The first responder, remote control and nil-targeted actions (reference §3), and the
    /// two sendEvent methods every touch passes through (reference §5.1, §7).
    static let responderSources: [(className: String, method: MethodKind, source: String)] = [
        ("UIApplication", .sendEvent, """
        // Touches go to the windows they belong to; each window sends them on to its views.
        for window in _windows(for: event) {
            window.sendEvent(event)
        }
        """),
        ("UIWindow", .sendEvent, """
        // Each view is called once per phase with its own touches of that phase. A stationary
        // touch calls nothing; one UIKit withholds (multi-touch off, exclusive touch) reaches nobody.
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

    /// The parsed defaults. A syntax error here is a bug in HitLab itself.
    static let bodies: [MethodBody] = sources.map { entry in
        do throws(ScriptError) {
            return try MethodBody(className: entry.className, method: entry.method, source: entry.source, isDefault: true)
        } catch {
            preconditionFailure("UIKit default \(entry.className).\(entry.method) does not parse: \(error.report)")
        }
    }
}
