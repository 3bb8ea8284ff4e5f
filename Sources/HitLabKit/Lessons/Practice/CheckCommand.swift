/// `check`: grade the current exercise against its probes.
struct CheckCommand: WordlessCommand {
    static let specs = [CommandSpec("check", usage: "check", summary: "Grade the current exercise: every probe taps the scene and says what it expected and got.",
                                    details: "Probes run with at most the standard budgets, whatever `option steps=` or `depth=` says; Ctrl-C stops the whole check.",
                                    topic: "Practice")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let exercise = try practice.currentExercise(in: session, for: "check")
        let state = session.state.cappedForProbes
        var outcomes: [Grader.Outcome] = []
        // A probe at a time, so a Ctrl-C during one stops the rest too (each tap clears the request).
        for probe in exercise.probes {
            outcomes += Grader(exercise: exercise.keeping([probe])).grade(state)
            if state.options.interruption.isRequested {
                state.options.interruption.clear()
                return .error("check stopped (Ctrl-C) after \(outcomes.count) of \(exercise.probes.count) probes; nothing was graded: `check` again when ready")
            }
        }
        let (passed, text) = Self.report(outcomes, wording: session.wording)
        if passed { practice.progress.markSolved(exercise.name) }
        if passed, practice.progress.solvedWithSolution.contains(exercise.name) {
            return Reply(text + "\n" + session.wording.solvedWithSolutionShown)
        }
        return Reply(text)
    }

    /// The learner's report: every visible probe, and hidden ones only as a count and what
    /// happened until all pass. It claims nothing about where hidden probes tap: some tap the
    /// same places as visible ones and check something else.
    static func report(_ outcomes: [Grader.Outcome], wording: PracticeWording = PracticeWording(language: .english)) -> (passed: Bool, text: String) {
        let passed = outcomes.allSatisfy(\.passed)
        var lines = outcomes.filter { !$0.probe.hidden || passed }.map { o in
            (o.passed ? "✓ " : "✗ ") + wording.summary(o.probe) + (o.passed ? "" : wording.but + wording.observation(o))
        }
        let hidden = outcomes.filter(\.probe.hidden)
        let failing = hidden.filter { !$0.passed }
        if !passed, !hidden.isEmpty {
            lines.append(failing.isEmpty ? wording.hiddenPass(hidden.count)
                : wording.hiddenFail(failing.count, of: hidden.count) + failing.map(wording.observation).joined(separator: "; "))
        }
        let failed = outcomes.filter { !$0.passed }.count
        lines.append(passed ? wording.solved : wording.notYet(failed, of: outcomes.count))
        return (passed, lines.joined(separator: "\n"))
    }
}
