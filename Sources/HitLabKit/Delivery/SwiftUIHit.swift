import HitLabModel
/// What SwiftUI's hit-test found for a touch that UIKit's gave a hosting view: the host, and
/// the SwiftUI view whose content is under the finger, or nil where the host has none (the
/// host still took the touch from UIKit: DESIGN's choice, swiftui-semantics.md §2.11).
public struct SwiftUIHit: Sendable, Equatable {
    public let finger: Int
    public let host: ViewID
    public let view: String?
    /// Whether `view` is a List row hit in its cell, off its content (DESIGN's choice, §3.6):
    /// only the row's own action takes the touch.
    public var inCell = false
    /// Where and when the touch began (screen coordinates), for a tap's limits.
    public let start: Point
    public let time: Double
}
