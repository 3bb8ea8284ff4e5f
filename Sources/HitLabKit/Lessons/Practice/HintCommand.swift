import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `hint`: the next hint for the current exercise.
struct HintCommand: WordlessCommand {
    init() {}
    static let specs = [CommandSpec("hint", usage: "hint", summary: "The next hint for the current exercise.", examples: ["hint"], topic: "Practice")]

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let exercise = try practice.currentExercise(in: session, for: "hint")
        guard !exercise.hints.isEmpty else { return Reply(session.wording.noHints) }
        let n = practice.progress.countHint(exercise.name, of: exercise.hints.count)
        return Reply(session.style.prose(session.wording.hint(n, of: exercise.hints.count, exercise.hints[n - 1])))
    }
}
