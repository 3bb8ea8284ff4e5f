import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Probes run with at most the standard budgets, whatever `option steps=` or `depth=` a
/// learner (or a submission) set, so a runaway override costs each probe seconds, not minutes
/// and gigabytes.
extension SessionState {
    /// This state with its step and call budgets capped at `RunLimits.standard`; a budget set
    /// lower is kept.
    public var cappedForProbes: SessionState {
        var capped = self
        let standard = RunLimits.standard
        capped.options.limits = RunLimits(steps: min(options.limits.steps, standard.steps),
                                          depth: min(options.limits.depth, standard.depth))
        return capped
    }
}
