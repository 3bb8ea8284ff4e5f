import HitLabModel
/// The rule a line of SwiftUI's hit-test applies to the layer it asks about, as a fact
/// (swiftui-semantics.md §2; each is a rule of `SwiftUIHitRule`).
public enum SwiftUIStep: Sendable, Equatable {
    /// The walk asks the layer whether its content is under the point.
    case asks
    /// `hidden()`: the layer and its subtree are skipped.
    case hidden
    /// `opacity` not above 0: skipped.
    case transparent(Double)
    /// `allowsHitTesting(false)`: skipped with its subtree.
    case hitTestingOff
    /// `disabled(true)`: skipped, HitLab's choice.
    case disabled
    /// `contentShape(SHAPE)`: the shape over the frame decides; `inside` whether it holds the point.
    case contentShape(shape: String, inside: Bool)
    /// `overlay(V)`: the overlay's view is asked first.
    case overlayFirst(overlay: String)
    /// `background(V)`: the background's view is asked only where the view has no content.
    case backgroundLast(background: String)
    /// A modifier with no content of its own (frame, padding, a gesture, `clipped()` …): its view is asked.
    case passesThrough(modifier: String)
    /// A container's reach (everything inside it) and whether it holds the point: when it does
    /// not, the container answers nil without asking its children (HitLab's shortcut).
    case outOfReach(reach: Rect, inside: Bool)
    /// A container: its children asked from the front.
    case childrenFrontToBack([String])
    /// A List none of whose rows has content under the point: the row whose cell holds the
    /// point, which is hit (HitLab's choice, §3.6), or nil when no cell does.
    case listCell(row: String?)
    /// A leaf: whether it has content, whether it hits by a shape's path (else over its
    /// frame), and whether its content holds the point.
    case leaf(kind: String, hasContent: Bool, byPath: Bool, inside: Bool)
}
