/// What an Apple Pencil touch carries beyond a finger's (UITouch.type `.pencil`): its force, and
/// whether that force is still an estimate. The pencil measures force in its tip and sends it
/// to the iPad over the air, so UIKit first delivers the touch with an estimated force
/// (`UITouch.estimatedProperties` and `estimatedPropertiesExpectingUpdates` hold `.force`) and
/// calls `touchesEstimatedPropertiesUpdated(_:)` when the real value arrives (Apple's
/// documentation of these properties). HitLab's pencil estimates only its force, once, when
/// it lands: altitude, azimuth and location are final, and moves bring no new estimate.
public struct PencilEstimate: Sendable, Equatable {
    /// UITouch.force, where 1 is an average touch (Apple's documentation of `force`).
    public var force: Double
    /// UITouch.estimationUpdateIndex: given when the estimate is made, increasing from touch to
    /// touch, and kept when the real value arrives, so an app can match the update to the data
    /// it stored from the estimate.
    public var updateIndex: Int
    /// Whether `.force` is in `estimatedProperties`: the value is an estimate. It leaves when
    /// the real value arrives, and stays when UIKit only says no update is coming.
    public var isEstimate = true
    /// Whether `.force` is in `estimatedPropertiesExpectingUpdates`: UIKit will still call
    /// `touchesEstimatedPropertiesUpdated(_:)` for it.
    public var expectsUpdate = true

    public init(force: Double, updateIndex: Int) {
        self.force = force
        self.updateIndex = updateIndex
    }

    /// The force an estimate starts with when none is given: an average touch.
    public static let averageForce = 1.0
}
