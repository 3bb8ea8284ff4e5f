/// `check`: grade the current exercise against its probes.
struct CheckCommand: WordlessCommand {
    static let specs = [CommandSpec("check", usage: "check", summary: "Grade the current exercise: every probe taps the scene and says what it expected and got.",
                                    details: "Probes run with at most the standard budgets, whatever `option steps=` or `depth=` says; Ctrl-C stops the whole check.",
                                    topic: "Practice")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let exercise = try practice.currentExercise(in: session, for: "check")
        let state = Self.probeState(session.state)
        var outcomes: [Grader.Outcome] = []
        // A probe at a time, so a Ctrl-C during one stops the rest too (each tap clears the request).
        for probe in exercise.probes {
            outcomes += Grader(exercise: exercise.keeping([probe])).grade(state)
            if state.options.interruption.isRequested {
                state.options.interruption.clear()
                return .error("check stopped (Ctrl-C) after \(outcomes.count) of \(exercise.probes.count) probes; nothing was graded: `check` again when ready")
            }
        }
        let (passed, text) = Grader.report(outcomes)
        if passed { practice.progress.markSolved(exercise.name) }
        return Reply(text)
    }

    /// The scene as probes see it: budgets the learner raised with `option` are capped at the
    /// standard ones, so a runaway override costs each probe seconds, not minutes and gigabytes.
    static func probeState(_ state: SessionState) -> SessionState {
        var capped = state
        let standard = RunLimits.standard
        capped.options.limits = RunLimits(steps: min(state.options.limits.steps, standard.steps),
                                          depth: min(state.options.limits.depth, standard.depth))
        return capped
    }
}
