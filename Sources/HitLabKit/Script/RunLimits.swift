/// Budgets that stop a runaway override: endless loops hit `steps`, endless recursion `depth`.
public struct RunLimits: Sendable, Equatable {
    /// Statements and loop turns one delivery may run.
    public var steps: Int
    /// Method calls that may be open at once.
    public var depth: Int

    /// A million steps is enough for a tap on 100,000 views (about 660,000) and stops an
    /// endless loop in a few seconds even in a debug build.
    public init(steps: Int = 1_000_000, depth: Int = 25_000) { self.steps = steps; self.depth = depth }
    public static let standard = RunLimits()
}
