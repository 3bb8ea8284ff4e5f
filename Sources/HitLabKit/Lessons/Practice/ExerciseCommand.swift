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
        let restored = try practice.progress.work(for: name).map { try Self.restoring($0, on: exercise) }
        if case .success(var saved)? = restored {
            saved[extra: ExerciseInProgress.self] = ExerciseInProgress(exercise)
            session.state = saved
            note = "\n" + wording.savedWorkBack
        } else {
            // Work that no longer builds, or was made on an earlier start, is kept aside, never
            // overwritten by the next change.
            if case .failure(let problem)? = restored { practice.progress.setAsideWork(for: name, reason: problem.reason) }
            session.state = try Practice.startingState(of: exercise)
        }
        let visible = exercise.probes.filter { !$0.hidden }.map { "  " + wording.summary($0) }
        return Reply("\(exercise.title)\n\n\(session.style.prose(exercise.task))\n\n\(wording.visibleProbes)\n" + visible.joined(separator: "\n") + note)
    }

    /// Saved `work` applied to the exercise's start; a failure when it does not build, or when
    /// it was made on an earlier start: its stamp differs, or (work saved before stamps) it
    /// lacks a view or controller the start has, which a rewritten exercise's old scene does.
    static func restoring(_ work: String, on exercise: Exercise) throws(LessonError) -> Result<SessionState, WorkProblem> {
        let earlier = "it was made on an earlier version of this exercise"
        let stamp = WorkStamp.read(work)
        if let stamp, stamp != WorkStamp.of(start: exercise.start) { return .failure(WorkProblem(reason: earlier)) }
        let saved: SessionState
        switch Grader(exercise: exercise).state(applying: work) {
        case .success(let state): saved = state
        case .failure(let error): return .failure(WorkProblem(reason: "\(error)"))
        }
        guard stamp == nil else { return .success(saved) }
        let start = try Practice.startingState(of: exercise).scene
        let names = Set(saved.scene.viewNames + saved.scene.controllerNames)
        if let missing = (start.viewNames + start.controllerNames).first(where: { !names.contains($0) }) {
            return .failure(WorkProblem(reason: "\(earlier): it has no \(missing), which the exercise starts with"))
        }
        return .success(saved)
    }

    /// Why saved work is not brought back, as the notice that sets it aside says it.
    struct WorkProblem: Error {
        let reason: String
    }
}
