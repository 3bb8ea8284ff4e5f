import HitLabModel
/// A SwiftUI view as a body evaluates it: its kind, what it was made with, its children and
/// its modifiers. A value the interpreter builds (`Value.swiftUI`), then laid out and hit-tested.
public struct SwiftUIView: Sendable, Equatable {
    public var kind: SwiftUIKind
    /// Text's string, a Button's title, an Image's system name, a Color's name.
    public var text = ""
    /// A stack's spacing (nil: 8), a Spacer's minLength (nil: 8), a RoundedRectangle's radius.
    public var number: Double?
    /// A stack's alignment across its axis.
    public var alignment = SwiftUIAlignment.center
    /// A ScrollView's axis: true for `.horizontal`.
    public var horizontal = false
    public var children: [SwiftUIView] = []
    /// A Button's action.
    public var action: Closure?
    /// Innermost first, as written.
    public var modifiers: [SwiftUIModifier] = []
    /// Where the body made the view.
    public var position: SourcePosition

    public init(kind: SwiftUIKind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }

    /// `Color.clear`: a colour with no content to hit (swiftui-semantics.md §2.1).
    public var isClear: Bool { kind == .color && text == "clear" }

    /// The identifier `accessibilityIdentifier("…")` gives it, if any.
    public var identifier: String? {
        for case .accessibilityIdentifier(let name) in modifiers { return name }
        return nil
    }
}
