import HitLabModel
import HitLabScript
/// Time for touches and events, in seconds since a simulated system start. It only moves when
/// told to, so timestamps in transcripts are the same on every run.
public struct SimulatedClock: Sendable, Equatable {
    public private(set) var now: Double

    public init(start: Double = 100) { now = start }

    /// Moves time forward and returns the new time.
    @discardableResult
    public mutating func advance(by seconds: Double) -> Double {
        now = SimulatedTime.exact(now + seconds)
        return now
    }
}
