/// `check`: grade the current exercise against its probes.
struct CheckCommand: WordlessCommand {
    static let specs = [CommandSpec("check", usage: "check", summary: "Grade the current exercise: every probe taps the scene and says what it expected and got.", topic: "Practice")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let exercise = try practice.currentExercise(in: session, for: "check")
        let (passed, text) = Grader.report(Grader(exercise: exercise).grade(session.state))
        if passed { practice.progress.markSolved(exercise.name) }
        return Reply(text)
    }
}
