import HitLabModel
/// What evaluating a SwiftUI body makes: its one view, the `@State` values it ran with, and the
/// `ForEach` rows the next evaluation may keep.
public struct SwiftUIEvaluation: Sendable {
    public let view: SwiftUIView
    public let state: [String: Value]
    public let rows: SwiftUIRows
}
