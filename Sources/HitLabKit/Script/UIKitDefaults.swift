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
    }

    /// The parsed defaults. A syntax error here is a bug in HitLab itself.
    static let bodies: [MethodBody] = sources.map { entry in
        do throws(ScriptError) {
            return try MethodBody(className: entry.className, method: entry.method, source: entry.source, isDefault: true)
        } catch {
            preconditionFailure("UIKit default \(entry.className).\(entry.method) does not parse: \(error.report)")
        }
    }
}
