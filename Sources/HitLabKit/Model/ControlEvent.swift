/// UIControl.Event: what a control reports while it tracks a touch, in the order §6 of the
/// reference gives, plus the value and primary-action events a control may send itself, and
/// the editing events a text field sends as it becomes and stops being first responder.
public enum ControlEvent: String, Sendable, CaseIterable {
    case touchDown, touchDownRepeat, touchDragInside, touchDragOutside, touchDragEnter, touchDragExit
    case touchUpInside, touchUpOutside, touchCancel, valueChanged, primaryActionTriggered
    case editingDidBegin, editingDidEnd

    /// The events a touch produces, for help and completion.
    public static let touchEvents: [ControlEvent] = [.touchDown, .touchDownRepeat, .touchDragInside, .touchDragOutside,
                                                     .touchDragEnter, .touchDragExit, .touchUpInside, .touchUpOutside, .touchCancel]
}
