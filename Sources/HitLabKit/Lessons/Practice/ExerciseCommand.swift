/// `exercise [NAME]`: start an exercise (its scene, or the learner's saved work, replaces the
/// current one), or list them with the learner's progress.
struct ExerciseCommand: CommandUnit {
    static let specs = [CommandSpec("exercise", usage: "exercise [NAME]", summary: "Start an exercise (its scene replaces the current one), or list them with your progress.",
                                    details: "Your work is saved after every change and comes back when you start the exercise again.",
                                    arguments: [.named(Practice.exerciseNames)], topic: "Practice")]
    let name: String?

    /// The line under the list: how to go on, in the REPL and in the shell.
    static let listFooter = "`exercise NAME` starts one (in the shell, `hitlab exercise NAME`); `lesson N` plays lesson N a page at a time (`hitlab lesson N`)."

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(name: try args.next()) }

    var effect: CommandEffect { name == nil ? .reads : .replacesScene }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let catalog = try practice.requireCatalog()
        guard let name else {
            var lines: [String] = []
            for lesson in catalog.lessons {
                lines.append("Lesson \(lesson.number): \(lesson.title)")
                for e in lesson.exercises.compactMap({ try? catalog.exercise(named: $0) }) {
                    lines.append("  \(practice.progress.solved.contains(e.name) ? "✓" : "·") \(e.name): \(e.title)")
                }
            }
            return Reply(lines.joined(separator: "\n") + "\n" + Self.listFooter)
        }
        let exercise = try catalog.exercise(named: name)
        var note = ""
        let restored = practice.progress.work(for: name).map { Grader(exercise: exercise).state(applying: $0) }
        if case .success(var saved)? = restored {
            saved[extra: ExerciseInProgress.self] = ExerciseInProgress(name: name)
            session.state = saved
            note = "\n(your saved work is back; `reset` starts the exercise over)"
        } else {
            // Work that no longer builds is kept aside, never overwritten by the next change.
            if case .failure(let error)? = restored { practice.progress.setAsideWork(for: name, reason: "\(error)") }
            session.state = try Practice.startingState(of: exercise)
        }
        let visible = exercise.probes.filter { !$0.hidden }.map { "  " + $0.summary }
        return Reply("\(exercise.title)\n\n\(exercise.task)\n\nThe visible probes (`check` runs them, and some hidden ones):\n" + visible.joined(separator: "\n") + note)
    }
}
