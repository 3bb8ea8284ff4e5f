import HitLabModel
/// Budgets that stop a runaway override: endless loops hit `steps`, endless recursion `depth`.
public struct RunLimits: Sendable, Equatable {
    /// Statements and loop turns one delivery may run.
    public var steps: Int
    /// Method calls that may be open at once.
    public var depth: Int

    /// Two million steps: a tap on 100,000 sibling views takes about 700,000 (`StepBudgetTests`),
    /// so it runs with room to spare (siblings up to about 280,000), while an endless loop
    /// still stops within about 5 seconds in a debug build (BENCHMARKS.md). The depth stays at 25,000
    /// open calls, which the smallest native stack `DeepStack` falls back to still holds.
    public init(steps: Int = 2_000_000, depth: Int = 25_000) { self.steps = steps; self.depth = depth }
    public static let standard = RunLimits()
}
