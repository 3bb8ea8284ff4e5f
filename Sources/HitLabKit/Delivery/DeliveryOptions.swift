import HitLabModel
import HitLabScript
/// Settings for one delivery.
public struct DeliveryOptions: Sendable, Equatable {
    /// How many times the window is hit-tested for each new touch. Real UIKit often asks more
    /// than once for one touch; overrides must give the same answer each time.
    public var hitTestPasses: Int
    /// Whether to mark the hardware and system stages before the app sees the event.
    public var showsSystemPhases: Bool
    /// Seconds between the hardware events of a gesture.
    public var eventInterval: Double
    public var limits: RunLimits
    /// What a user's Ctrl-C sets; a delivery clears it when it starts.
    public var interruption: Interruption = .shared

    public init(hitTestPasses: Int = 1, showsSystemPhases: Bool = true, eventInterval: Double = 0.1, limits: RunLimits = .standard) {
        self.hitTestPasses = hitTestPasses
        self.showsSystemPhases = showsSystemPhases
        self.eventInterval = eventInterval
        self.limits = limits
    }
}
