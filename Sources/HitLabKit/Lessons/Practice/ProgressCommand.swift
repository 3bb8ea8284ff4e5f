import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `progress [reset [NAME]]`: the learner's progress, or forget it.
struct ProgressCommand: CommandUnit {
    static let specs = [CommandSpec("progress", usage: "progress [reset [NAME]]", summary: "Your progress, or forget it for one exercise or all of them.",
                                    arguments: [.keyword("reset"), .named(Practice.exerciseNames)], examples: ["progress reset"], topic: "Practice")]
    let reset: Bool
    let name: String?

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        let reset = try args.optionalKeyword("reset")
        return Self(reset: reset, name: reset ? try args.next() : nil)
    }

    var effect: CommandEffect { .reads }

    func run(in session: Session) throws -> Reply {
        let practice = session.installedPractice
        let progress = practice.progress
        if reset {
            if let name {
                let known = Set(practice.catalog?.exercises.map(\.name) ?? []).union(progress.solved).union(progress.revealed).union(progress.hints.keys)
                guard known.contains(name) else {
                    throw LessonError.unknownExercise(name, suggestions: NameSuggestions.nearest(to: name, in: known.sorted()))
                }
            }
            progress.reset(name)
            return Reply(name.map { "progress on \($0) forgotten" } ?? "all progress forgotten")
        }
        guard let catalog = practice.catalog else { return Reply(progress.text) }
        let total = catalog.exercises.count
        let solved = catalog.exercises.filter { progress.solved.contains($0.name) }.count
        let wording = session.wording
        var lines = [wording.solvedCount(solved, of: total)]
        for e in catalog.exercises {
            var facts: [String] = []
            if progress.solved.contains(e.name) { facts.append(wording.progressSolved) }
            if progress.solvedWithSolution.contains(e.name) { facts.append(wording.progressSolvedWithSolution) }
            if let h = progress.hints[e.name] { facts.append(wording.progressHints(h)) }
            if progress.revealed.contains(e.name) { facts.append(wording.progressSolutionSeen) }
            lines.append("  \(e.name): " + (facts.isEmpty ? wording.progressNotStarted : facts.joined(separator: wording.listSeparator)))
        }
        return Reply(lines.joined(separator: "\n"))
    }
}
