import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `exercise [NAME]`: start an exercise (its scene, or the learner's saved work, replaces the
/// current one), or list them with the learner's progress.
struct ExerciseCommand: CommandUnit {
    static let specs = [CommandSpec("exercise", usage: "exercise [NAME]", summary: "Start an exercise (its scene replaces the current one), or list them with your progress.",
                                    details: "Your work is saved after every change and comes back when you start the exercise again.",
                                    arguments: [.named(Practice.exerciseNames)], examples: ["exercise"], topic: "Practice")]
    let name: String?

    /// The line under the list: how to go on, in the REPL and in the shell.
    /// The line under the list, in English (`PracticeWords` words it in the session's language).
    static var listFooter: String { EnglishWords().exerciseListFooter }

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(name: try args.next()) }

    var effect: CommandEffect { name == nil ? .reads : .replacesScene }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let catalog = try practice.requireCatalog()
        let language = session.style.language, wording = session.wording
        guard let name else {
            var lines: [String] = []
            for lesson in catalog.lessons {
                lines.append(catalog.heading(of: lesson, in: language))
                let questions = catalog.lessonText(lesson, in: language).map { LessonDocument(markdown: $0).askedQuestionCount } ?? 0
                if questions > 0 {
                    let mine = practice.progress.predictions(inLesson: lesson.number)
                    lines.append("  " + session.wording.predictions(right: mine.right, answered: min(mine.answered, questions), total: questions))
                }
                for e in lesson.exercises.compactMap({ try? catalog.exercise(named: $0, in: language) }) {
                    lines.append("  \(practice.progress.solved.contains(e.name) ? "✓" : "·") \(e.name): \(e.title)")
                }
            }
            return Reply(lines.joined(separator: "\n") + "\n" + wording.exerciseListFooter)
        }
        let exercise = try catalog.exercise(named: name, in: language)
        var note = ""
        let restored = try practice.progress.work(for: name).map { try WorkStamp.restoring($0, on: exercise) }
        if case .success(var saved)? = restored {
            saved[extra: ExerciseInProgress.self] = ExerciseInProgress(exercise)
            session.state = saved
            note = "\n" + wording.savedWorkBack
        } else {
            // Work that no longer builds, or was made on an earlier start, is kept aside, never
            // overwritten by the next change.
            if case .failure(let problem)? = restored { practice.progress.setAsideWork(for: name, reason: problem.reason, earlier: problem.isEarlier) }
            session.state = try Practice.startingState(of: exercise)
        }
        let visible = exercise.probes.filter { !$0.hidden }.map { "  " + wording.summary($0) }
        return Reply("\(exercise.title)\n\n\(session.style.prose(exercise.task))\n\n\(wording.visibleProbes)\n" + visible.joined(separator: "\n") + note)
    }
}
