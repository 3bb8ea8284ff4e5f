import HitLabModel
/// The pan of the UIScrollView under a SwiftUI `ScrollView` or `List` (swiftui-semantics.md
/// §3.6: "a UIKit UIScrollView underneath") as a member of a touch's gesture competition:
/// the scroll view it moves, along which axis, and the offsets it may take.
public struct SwiftUIScrollPan: Sendable, Equatable {
    /// The `ScrollView` or `List` it scrolls, by name.
    public let view: String
    public let horizontal: Bool
    /// The content offset along the axis when the touch began, and the largest it may take
    /// (the content's length minus the visible length).
    public let startOffset: Double
    public let maxOffset: Double

    /// The offset once the finger has travelled `travel` along the axis since touch-down: the
    /// whole travel, clamped, with no bounce, as UIKit's scroll views follow their pan in
    /// HitLab (`EventDispatcher.scrollFollowingPan`).
    public func offset(travel: Double) -> Double { min(max(startOffset - travel, 0), maxOffset) }
}
