/// Simulated time kept to whole microseconds, so sums of intervals stay what they say:
/// 100.1 + 0.1 is 100.2, as a timestamp prints, not 100.19999999999999. The clock, the
/// events it stamps and the recognizers' timers all round through here.
public enum SimulatedTime {
    public static func exact(_ seconds: Double) -> Double {
        guard seconds.isFinite, abs(seconds) < 1e9 else { return seconds }
        return (seconds * 1_000_000).rounded() / 1_000_000
    }
}
