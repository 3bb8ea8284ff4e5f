import HitLabModel
import HitLabScript
/// Time for touches and events, in seconds since a simulated system start. It only moves when
/// told to, so timestamps in transcripts are the same on every run.
public struct SimulatedClock: Sendable, Equatable {
    public private(set) var now: Double

    /// The time of the last event when the clock has run a short gap past it (`leaveGap`),
    /// nil otherwise.
    public private(set) var gapStart: Double?

    public init(start: Double = 100) { now = start }

    /// Moves time forward and returns the new time.
    @discardableResult
    public mutating func advance(by seconds: Double) -> Double {
        now = SimulatedTime.exact(now + seconds)
        gapStart = nil
        return now
    }

    /// Moves time a short gap past the event just delivered, so the next command's event
    /// comes a moment later; `wait` still counts from the event (`waitStart`).
    public mutating func leaveGap(_ seconds: Double) {
        let event = now
        advance(by: seconds)
        gapStart = event
    }

    /// Where `wait SECONDS` counts from: the last event, even when a gap was left after it,
    /// so a finger put down and then held for 0.1 s is held 0.1 s, not 0.2.
    public var waitStart: Double { gapStart ?? now }
}
