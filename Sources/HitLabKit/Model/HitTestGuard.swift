/// One check UIKit's hitTest makes before it asks whether the point is inside (DESIGN's guard
/// order: interaction, hidden, alpha below 0.01; a control's isEnabled), declared once: the
/// readable source in `UIKitDefaults`, the debugger's landmarks and `HitTestRefusal` all come
/// from these rows, so a new hit-testing flag is one row here and one refusal case.
public struct HitTestGuard: Sendable {
    /// The UIKit class whose hitTest makes the check.
    public let className: String
    /// The check as UIKit's source writes it: true when the view is turned away.
    public let condition: String
    /// Why the check turns `view` away, or nil when it lets the view through.
    public let refusal: @Sendable (ViewState) -> HitTestRefusal?

    init(_ className: String, _ condition: String, refusal: @escaping @Sendable (ViewState) -> HitTestRefusal?) {
        self.className = className
        self.condition = condition
        self.refusal = refusal
    }

    /// Every check, in the order UIKit's source makes them for a class.
    public static let all: [HitTestGuard] = [
        HitTestGuard("UIView", "!isUserInteractionEnabled") { $0.isUserInteractionEnabled ? nil : .interactionOff },
        HitTestGuard("UIView", "isHidden") { $0.isHidden ? .hidden : nil },
        // Alpha reads back through the layer's 32-bit Float, so 0.01 is 0.0099999998 (inferred).
        HitTestGuard("UIView", "alpha < 0.01") { $0.alpha < 0.01 ? .alpha($0.alpha) : nil },
        HitTestGuard("UIControl", "!isEnabled") { $0.kind.isControl && !$0.isEnabled ? .disabledControl : nil },
    ]

    /// The classes whose hitTest has a guard, in the table's order.
    public static let classNames: [String] = all.reduce(into: []) { if !$0.contains($1.className) { $0.append($1.className) } }

    /// The `if` statement that opens `className`'s hitTest: its checks joined by `||`.
    public static func statement(for className: String) -> String {
        "if " + all.filter { $0.className == className }.map(\.condition).joined(separator: " || ") + " {"
    }

    /// Every check of `className`'s guard that turns `view` away, in the source's order.
    public static func refusals(of view: ViewState, in className: String) -> [HitTestRefusal] {
        all.filter { $0.className == className }.compactMap { $0.refusal(view) }
    }

    /// Every check of any class's guard that turns `view` away (a control's too).
    public static func refusals(of view: ViewState) -> [HitTestRefusal] {
        all.compactMap { $0.refusal(view) }
    }
}
