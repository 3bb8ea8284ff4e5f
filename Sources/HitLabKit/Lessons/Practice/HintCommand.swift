/// `hint`: the next hint for the current exercise.
struct HintCommand: WordlessCommand {
    static let specs = [CommandSpec("hint", usage: "hint", summary: "The next hint for the current exercise.", topic: "Practice")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let exercise = try practice.currentExercise(in: session, for: "hint")
        guard !exercise.hints.isEmpty else { return Reply("this exercise has no hints") }
        let n = practice.progress.countHint(exercise.name, of: exercise.hints.count)
        let more = n < exercise.hints.count ? " (`hint` again for the next)" : " (that was the last hint)"
        return Reply("Hint \(n) of \(exercise.hints.count): \(exercise.hints[n - 1])" + more)
    }
}
