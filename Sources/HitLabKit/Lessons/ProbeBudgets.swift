import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Probes run with at most the probes' budgets, whatever `option steps=` or `depth=` a
/// learner (or a submission) set, so a runaway override costs each probe a fraction of a
/// second, not seconds, and a whole class can be graded in one go.
extension RunLimits {
    /// 100,000 steps and 2,000 open calls: the bundled exercises' solutions take at most a few
    /// thousand steps and a few dozen calls a probe (`ProbeBudgetTests`), while an endless loop
    /// stops after a twentieth of the standard budget's work.
    public static let probes = RunLimits(steps: 100_000, depth: 2_000)
}

extension SessionState {
    /// This state with its step and call budgets capped at `RunLimits.probes`; a budget set
    /// lower is kept.
    public var cappedForProbes: SessionState {
        var capped = self
        let probes = RunLimits.probes
        capped.options.limits = RunLimits(steps: min(options.limits.steps, probes.steps),
                                          depth: min(options.limits.depth, probes.depth))
        return capped
    }
}
