/// Budgets that stop a runaway override: endless loops hit `steps`, endless recursion `depth`.
public struct RunLimits: Sendable, Equatable {
    /// Statements and loop turns one delivery may run.
    public var steps: Int
    /// Method calls that may be open at once.
    public var depth: Int

    public init(steps: Int = 20_000_000, depth: Int = 25_000) { self.steps = steps; self.depth = depth }
    public static let standard = RunLimits()
}
