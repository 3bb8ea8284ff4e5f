import HitLabModel
/// Budgets that stop a runaway override: endless loops hit `steps`, endless recursion `depth`,
/// and a trace that would outgrow memory `traceBytes`.
public struct RunLimits: Sendable, Equatable {
    /// Statements and loop turns one delivery may run.
    public var steps: Int
    /// Method calls that may be open at once.
    public var depth: Int
    /// Bytes one delivery's trace may hold. A step records about 60 bytes (a record and the
    /// locals it changed: 57 measured for a one-local loop), so `option steps=100000000`
    /// could ask for 6 GB; the trace stops here first. Only the observer knows the size; the
    /// interpreter asks it every 4,096 steps.
    public var traceBytes: Int

    /// 512 MB: about nine million steps, far past any lesson, well under a 1 GB process.
    public static let standardTraceBytes = 512 << 20

    /// Two million steps: a tap on 100,000 sibling views takes about 700,000 (`StepBudgetTests`),
    /// so it runs with room to spare (siblings up to about 280,000), while an endless loop
    /// still stops within about 5 seconds in a debug build (BENCHMARKS.md). The depth stays at 25,000
    /// open calls, which the smallest native stack `DeepStack` falls back to still holds.
    public init(steps: Int = 2_000_000, depth: Int = 25_000, traceBytes: Int = RunLimits.standardTraceBytes) {
        self.steps = steps; self.depth = depth; self.traceBytes = traceBytes
    }
    public static let standard = RunLimits()
}
