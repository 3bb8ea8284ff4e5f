/// Exercises at the prompt: start one, check it, ask for hints or the solution, see progress.
extension Session {
    private func requireCatalog() throws(LessonError) -> Catalog {
        guard let catalog else { throw .manifest("was not found: run HitLab from its folder to use the bundled exercises") }
        return catalog
    }

    private func currentExercise() throws(LessonError) -> Exercise {
        guard let name = state.exercise else { throw .exercise("", "is not started: `exercise` lists them, `exercise NAME` starts one") }
        return try requireCatalog().exercise(named: name)
    }

    func startExercise(_ name: String?) throws(LessonError) -> Reply {
        let catalog = try requireCatalog()
        guard let name else {
            var lines: [String] = []
            for lesson in catalog.lessons {
                lines.append("Lesson \(lesson.number): \(lesson.title)")
                for e in lesson.exercises.compactMap({ try? catalog.exercise(named: $0) }) {
                    lines.append("  \(progress.solved.contains(e.name) ? "✓" : "·") \(e.name): \(e.title)")
                }
            }
            return Reply(lines.joined(separator: "\n") + "\n`exercise NAME` starts one.")
        }
        let exercise = try catalog.exercise(named: name)
        var note = ""
        if let work = progress.work(for: name), case .success(let restored) = Grader(exercise: exercise).state(applying: work) {
            state = restored
            note = "\n(your saved work is back; `reset` starts the exercise over)"
        } else {
            state = Session(startScript: exercise.start).state
        }
        state.exercise = name
        let visible = exercise.probes.filter { !$0.hidden }.map { "  " + $0.summary }
        return Reply("\(exercise.title)\n\n\(exercise.task)\n\nThe visible probes (`check` runs them, and some hidden ones):\n" + visible.joined(separator: "\n") + note)
    }

    func checkExercise() throws(LessonError) -> Reply {
        let exercise = try currentExercise()
        let (passed, text) = Grader.report(Grader(exercise: exercise).grade(state))
        if passed { progress.markSolved(exercise.name) }
        return Reply(text)
    }

    func hint() throws(LessonError) -> Reply {
        let exercise = try currentExercise()
        guard !exercise.hints.isEmpty else { return Reply("this exercise has no hints") }
        let n = min(progress.countHint(exercise.name), exercise.hints.count)
        let more = n < exercise.hints.count ? " (`hint` again for the next)" : " (that was the last hint)"
        return Reply("Hint \(n) of \(exercise.hints.count): \(exercise.hints[n - 1])" + more)
    }

    func solution(_ confirmed: Bool) throws(LessonError) -> Reply {
        let exercise = try currentExercise()
        guard confirmed else {
            return Reply("This shows a finished answer, and the exercise will not count as solved by you. Type `solution yes` to see it.")
        }
        progress.markRevealed(exercise.name)
        return Reply("A reference solution for \(exercise.name):\n\n" + exercise.solution)
    }

    func progressReport(reset: Bool, name: String?) -> Reply {
        if reset {
            progress.reset(name)
            return Reply(name.map { "progress on \($0) forgotten" } ?? "all progress forgotten")
        }
        guard let catalog else { return Reply(progress.text) }
        let total = catalog.exercises.count
        let solved = catalog.exercises.filter { progress.solved.contains($0.name) }.count
        var lines = ["\(solved) of \(total) exercises solved"]
        for e in catalog.exercises {
            var facts: [String] = []
            if progress.solved.contains(e.name) { facts.append("solved") }
            if let h = progress.hints[e.name] { facts.append("\(h) hint\(h == 1 ? "" : "s")") }
            if progress.revealed.contains(e.name) { facts.append("solution seen") }
            lines.append("  \(e.name): " + (facts.isEmpty ? "not started" : facts.joined(separator: ", ")))
        }
        return Reply(lines.joined(separator: "\n"))
    }
}
