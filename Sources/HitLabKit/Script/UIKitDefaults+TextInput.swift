import HitLabModel
/// UITextField's and UITextView's part in touch delivery: a tap that ends inside makes the view
/// first responder (Apple's UITextField and UITextView pages: "when the user taps in a text
/// field, the text field becomes the first responder"), and a text field sends
/// `editingDidBegin` and `editingDidEnd` as it becomes and stops being first responder
/// (UIControl.Event). The keyboard that would appear, a window of its own, is not modelled.
extension UIKitDefaults {
    static let textInputSources: [(className: String, method: MethodKind, source: String)] = [
        ("UITextField", .canBecomeFirstResponder, """
        // A disabled text field does not take the keyboard.
        return isEnabled
        """),
        ("UITextField", .touchesEnded, tapBecomesFirstResponder),
        ("UITextField", .becomeFirstResponder, """
        if isFirstResponder {
            return true
        }
        guard super.becomeFirstResponder() else {
            return false
        }
        sendActions(for: .editingDidBegin)
        return true
        """),
        ("UITextField", .resignFirstResponder, """
        let wasFirst = isFirstResponder
        guard super.resignFirstResponder() else {
            return false
        }
        if wasFirst {
            sendActions(for: .editingDidEnd)
        }
        return true
        """),
        ("UITextView", .canBecomeFirstResponder, """
        // Editable by default, so it takes the keyboard.
        return true
        """),
        ("UITextView", .touchesEnded, tapBecomesFirstResponder),
    ]

    /// Both classes' touchesEnded: a tap that ends inside makes the view first responder.
    private static let tapBecomesFirstResponder = """
    // The superclass first (a text field's control tracking sends touchUpInside and the rest;
    // a text view's drag has already been cancelled by its pan), then a tap that ends inside
    // makes this view first responder.
    let inside = point(inside: touches.first!.location(in: self), with: event)
    super.touchesEnded(touches, with: event)
    if inside && !isFirstResponder {
        becomeFirstResponder()
    }
    """
}
