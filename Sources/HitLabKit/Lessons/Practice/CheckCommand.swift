import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// `check [--html DIR]`: grade the current exercise against its probes; with `--html`, each
/// failing probe's touch is also written as a web page in DIR.
struct CheckCommand: CommandUnit {
    static let specs = [CommandSpec("check", usage: "check [--html DIR [--force]]", summary: "Grade the current exercise: every probe taps the scene and says what it expected and got.",
                                    details: "Probes run with at most the probes' budgets (\(RunLimits.probes.steps) steps, \(RunLimits.probes.depth) open calls), whatever `option steps=` or `depth=` says; Ctrl-C stops the whole check. `check --html DIR` also writes each failing probe's touch as a page in DIR (probe-N.html), to step through in a browser; hidden probes are not written.",
                                    arguments: [.keyword("--html"), .file, .keyword("--force")], examples: ["check", "check --html pages"], topic: "Practice")]
    var html: String? = nil
    var force = false

    static func parse(_ args: inout Arguments) throws(CommandError) -> Self {
        guard try args.optionalKeyword("--html") else { return Self() }
        let (folder, force) = try args.output("DIR")
        return Self(html: folder, force: force)
    }

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
        var (passed, text) = Self.report(outcomes, wording: session.wording)
        session.state[extra: FailedProbe.self] = outcomes.first { !$0.passed && !$0.probe.hidden }?.probe.action.map(FailedProbe.init)
        if let html { text += "\n" + (try ProbePages(folder: html, exercise: exercise, force: force).write(outcomes, state: state, in: session)) }
        if passed { practice.progress.markSolved(exercise.name) }
        if passed, practice.progress.solvedWithSolution.contains(exercise.name) {
            return Reply(text + "\n" + session.wording.solvedWithSolutionShown)
        }
        return Reply(text)
    }

    /// The learner's report: every visible probe, and hidden ones only as a count and what
    /// happened until all pass. It claims nothing about where hidden probes tap: some tap the
    /// same places as visible ones and check something else. What several hidden probes saw is
    /// said once, with how many saw it, as `hitlab grade` groups a class's failures.
    static func report(_ outcomes: [Grader.Outcome], wording: any PracticeWords = EnglishWords()) -> (passed: Bool, text: String) {
        let passed = outcomes.allSatisfy(\.passed)
        var lines = outcomes.filter { !$0.probe.hidden || passed }.map { o in
            (o.passed ? "✓ " : "✗ ") + wording.summary(o.probe) + (o.passed ? "" : wording.but + wording.observation(o))
        }
        let hidden = outcomes.filter(\.probe.hidden)
        let failing = hidden.filter { !$0.passed }
        if !passed, !hidden.isEmpty {
            lines.append(failing.isEmpty ? wording.hiddenPass(hidden.count)
                : wording.hiddenFail(failing.count, of: hidden.count) + Self.shared(failing, wording: wording).joined(separator: "; ")
                    + (failing.contains(where: \.probe.changesScene) ? wording.hiddenChangedScene : ""))
        }
        let failed = outcomes.filter { !$0.passed }.count
        lines.append(passed ? wording.solved : wording.notYet(failed, of: outcomes.count))
        return (passed, lines.joined(separator: "\n"))
    }

    /// What `outcomes` saw, each fact once in the order first seen with how many probes saw
    /// it; printed lines count one by one (a probe that printed a line counts once for it) and
    /// are said together, where the first of them would be.
    static func shared(_ outcomes: [Grader.Outcome], wording: any PracticeWords) -> [String] {
        enum Fact: Hashable { case printed(String), said(String) }
        var order: [Fact] = []
        var probes: [Fact: Int] = [:]
        for outcome in outcomes {
            let facts: [Fact]
            switch outcome.observed {
            case .printed(let lines) where !lines.isEmpty: facts = lines.reduce(into: []) { if !$0.contains($1) { $0.append($1) } }.map(Fact.printed)
            case .printedLine(let line): facts = [.printed(line)]
            default: facts = [.said(wording.observation(outcome))]
            }
            for fact in facts {
                if probes[fact] == nil { order.append(fact) }
                probes[fact, default: 0] += 1
            }
        }
        var said: [String] = []
        var printed: [String] = []
        var printedAt: Int?
        for fact in order {
            switch fact {
            case .printed(let line):
                if printedAt == nil { printedAt = said.count; said.append("") }
                printed.append("“\(line)”" + wording.sharedBy(probes[fact] ?? 1))
            case .said(let text):
                said.append(text + wording.sharedBy(probes[fact] ?? 1))
            }
        }
        if let printedAt { said[printedAt] = wording.printed(printed) }
        return said
    }
}
