import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `solution [yes]`: the reference solution, after asking.
struct SolutionCommand: CommandUnit {
    static let specs = [CommandSpec("solution", usage: "solution [yes]", summary: "Show the reference solution (asks first; it does not mark the exercise solved).",
                                    arguments: [.keyword("yes")], examples: ["solution yes"], topic: "Practice")]
    let confirmed: Bool

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self { Self(confirmed: try args.optionalKeyword("yes")) }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let exercise = try practice.currentExercise(in: session, for: "solution")
        guard confirmed else {
            return Reply(practice.progress.solved.contains(exercise.name) ? session.wording.solutionWarningSolved : session.wording.solutionWarning)
        }
        practice.progress.markRevealed(exercise.name)
        return Reply(session.wording.solutionHeading(exercise.name) + "\n\n" + exercise.solution)
    }
}
