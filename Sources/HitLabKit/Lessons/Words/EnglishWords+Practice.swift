import HitLabModel
import HitLabConsole
/// The practice commands' and the lesson player's sentences in English.
extension EnglishWords: PracticeWords {
    /// `Lesson 0: TITLE` or `第 0 课：TITLE`.
    package func lessonHeading(_ number: Int, _ title: String) -> String {
        "Lesson \(number): " + title
    }

    package func partHeading(_ number: Int, part: Int, of count: Int, title: String) -> String {
        part == 1 ? "Lesson \(number): \(title) (part 1 of \(count))" : "Lesson \(number), part \(part) of \(count): \(title)"
    }

    package func playerPartEnd(_ number: Int, part: Int, of count: Int, next: String) -> String {
        "(the end of part \(part) of \(count). Enter: go on to part \(part + 1), “\(next)” · b: back · q: stop here; "
            + "`hitlab lesson \(number) --part \(part + 1)` starts part \(part + 1) another time)"
    }

    package var exerciseListFooter: String {
        "`exercise NAME` starts one (in the shell, `hitlab exercise NAME`); `lesson N` plays lesson N a page at a time (`hitlab lesson N`)."
    }

    package var lessonsFooter: String {
        "The lessons are also Markdown files in lessons/, to read in any editor."
    }

    package var visibleProbes: String { "The visible probes (`check` runs them, and some hidden ones):" }
    package var savedWorkBack: String { "(your saved work is back; `reset` starts the exercise over)" }
    package var noHints: String { "this exercise has no hints" }

    package func hint(_ n: Int, of count: Int, _ text: String) -> String {
        let more = n < count ? " (`hint` again for the next)" : " (that was the last hint)"
        return "Hint \(n) of \(count): " + text + more
    }

    package var solutionWarning: String {
        "This shows a finished answer, and the exercise will not count as solved by you. Type `solution yes` to see it."
    }

    package var solutionWarningSolved: String {
        "You have solved this exercise: this shows a reference solution to compare with yours, and it stays solved. Type `solution yes` to see it."
    }

    package func solutionHeading(_ name: String) -> String { "A reference solution for \(name):" }

    package func hiddenPass(_ count: Int) -> String {
        "✓ \(count) hidden probe\(count == 1 ? "" : "s") pass"
    }

    package func hiddenFail(_ failing: Int, of count: Int) -> String {
        // What a hidden probe saw is said, never what it expects: "instead" keeps it from reading as the goal.
        "✗ \(failing) of \(count) hidden probe\(count == 1 ? "" : "s") fail\(failing == 1 ? "s" : ""), seeing instead: "
    }

    package var hiddenChangedScene: String { " (some of them change the scene first: the answer must hold however it changes)" }

    package var solved: String { "Solved: every probe passes, the hidden ones included." }
    package func notYet(_ failed: Int, of count: Int) -> String {
        "Not yet: \(failed) of \(count) probes fail\(failed == 1 ? "s" : ""). `hint` helps."
    }
    package var but: String { ", but " }
    package var solvedWithSolutionShown: String {
        "(the solution was shown first, so it counts as solved with the solution shown)"
    }

    /// A probe's claim in words: `tap 320 550: the hit view is GreenView`; a claim on the scene
    /// alone is just its claim.
    package func summary(_ probe: Exercise.Probe) -> String {
        probe.action.map { $0 + ": " + claim(probe) } ?? claim(probe)
    }

    /// What a probe says must hold: `the hit view is GreenView`.
    func claim(_ probe: Exercise.Probe) -> String {
        switch probe.expectation {
        case .hit(let v): return "the hit view is \(v)"
        case .prints(let s): return "it prints “\(s)”"
        case .doesNotPrint(let s): return "it does not print “\(s)”"
        case .chain(let c): return "the responder chain is \(c.joined(separator: " → "))"
        case .printsInOrder(let lines): return "it prints " + lines.map { "“\($0)”" }.joined(separator: " then ")
        case .frame(let view, let r): return "\(view)'s frame is still \(r)"
        case .keeps(let name, let keys):
            guard let last = keys.last else { return "\(name) is still as the start has it" }
            let listed = keys.count == 1 ? last : keys.dropLast().joined(separator: ", ") + " and " + last
            // `Button_1's kind is as at the start`, not "keeps kind", which reads as a field name.
            return "\(name)'s \(listed) \(keys.count == 1 ? "is" : "are") as at the start"
        }
    }

    package func probePageHeading(_ exercise: String, _ number: Int, _ outcome: Grader.Outcome) -> String {
        "\(exercise), probe \(number): \(summary(outcome.probe)), but \(observation(outcome))"
    }

    package func backAtStart(_ name: String) -> String { "\(name) is back at its starting scene" }

    // `progress`.
    package func solvedCount(_ solved: Int, of total: Int) -> String { "\(solved) of \(total) exercises solved" }
    package var progressSolved: String { "solved" }
    package var progressSolvedWithSolution: String { "solved with the solution shown" }
    package func progressHints(_ n: Int) -> String { "\(n) hint\(n == 1 ? "" : "s")" }
    package var progressSolutionSeen: String { "solution seen" }
    package var progressNotStarted: String { "not started" }
    package var listSeparator: String { ", " }

    /// What a failed probe saw instead. What was printed is quoted as it was.
    package func observation(_ outcome: Grader.Outcome) -> String {
        switch outcome.observed {
        case .noView(let view): return "there is no \(view)"
        case .frame(let frame): return "its frame is \(frame)"
        case .changed(let name, let changes):
            // A setting the start leaves unset reads "at its default", not "=default"; an empty
            // list (no modifiers) reads "no modifiers", not "modifiers=".
            func setting(_ key: String, _ value: String) -> String {
                value == "default" ? "\(key) at its default" : value.isEmpty ? "no \(key)" : "\(key)=\(value)"
            }
            return "\(name) has " + changes.map { "\(setting($0.key, $0.now)) instead of \(setting($0.key, $0.start))" }.joined(separator: ", ")
        case .nothingDelivered: return "nothing was delivered"
        case .commandFailed(let command, let error): return "`\(command)` failed: \(error)"
        case .error(let error): return "the touch stopped with an error: \(error)"
        case .hit(let hit): return "the hit view was \(hit)"
        case .printed(let lines): return lines.isEmpty ? "nothing was printed" : printedRuns(lines)
        case .printedLine(let line): return "it printed “\(line)”"
        case .chain(let chain): return "the chain was " + chain.joined(separator: " → ")
        case .nothing: return ""
        }
    }

    package func printed(_ quotedLines: [String]) -> String { "it printed " + quotedLines.joined(separator: ", ") }
    package func quoted(_ text: String) -> String { "“" + text + "”" }
    package func sharedBy(_ probes: Int) -> String { probes > 1 ? " (\(probes) probes)" : "" }

    package func lessonStart(_ heading: String) -> String {
        heading + " (Enter: next page · `lesson back`: the one before · any command tries things here)"
    }

    package var lessonEnd: String {
        "(the end of the lesson; `lesson back` shows the last page again, `exercise` lists its exercises)"
    }

    // The shell's player (`hitlab lesson N`).
    package var playerKeys: String { "(Enter: next · b: back · r: try it in the REPL · q: quit)" }
    package var playerLineKeys: String {
        "(Enter: next · b: back · r: try it in the REPL · q: quit, each followed by Enter)"
    }
    package var playerFirstPage: String { "(this is the first page)" }
    package func playerAnswered(_ answer: String) -> String { "your answer: \(answer) (Enter: its verdict again · b: back · r · q)" }
    package var playerEnd: String { "(the end; b: back, q: quit)" }
    package func playerToREPL(transcript: Bool) -> String {
        let it = transcript ? "transcript" : "lesson"
        return "(the REPL, on the \(it)'s scene as it is now; Ctrl-D or `quit` comes back, and the \(it) goes on from its own scene: what you change here is set aside)"
    }
    package func playerBackChanged(transcript: Bool) -> String {
        "(back in the \(transcript ? "transcript" : "lesson"), on its own scene: your changes in the REPL were set aside)"
    }
    package func playerBack(transcript: Bool) -> String { "(back in the \(transcript ? "transcript" : "lesson"))" }

    // Questions (`LessonQuestion`): asking, and saying whether the prediction was right.
    /// Under a question: how to answer it.
    package func questionHow(_ kind: LessonQuestion.Prediction, choices: Int) -> String {
        switch kind {
        case .view: "(type a view's name and Enter; Enter alone shows the answer)"
        case .lines: "(type the numbers of the lines that print, in the order they print, with spaces between; Enter alone shows the answer)"
        case .count: "(type a number and Enter; Enter alone shows the answer)"
        case .state: "(type a state: possible, began, changed, ended, failed or cancelled; Enter alone shows the answer)"
        case .value: "(type what it prints and Enter; Enter alone shows the answer)"
        }
    }
    package var questionInREPL: String { "(here in the REPL: `lesson answer …` answers; Enter shows the answer)" }
    package func questionRight(_ answer: String) -> String { "✓ Right: \(answer)." }
    package func questionWrong(_ given: String, _ answer: String) -> String { "✗ Not \(given): \(answer)." }
    package func questionSkipped(_ answer: String) -> String { "The answer: \(answer)." }
    package func questionUnreadable(_ kind: LessonQuestion.Prediction, choices: Int) -> String {
        if case .count = kind { return "(that is not a number: type one, such as 2 or two)" }
        return "(that is not an answer: type numbers from 1 to \(choices), each at most once)"
    }
    /// `hitlab lessons`: how many of a lesson's questions were answered right.
    package func predictions(right: Int, answered: Int, total: Int) -> String {
        "predictions: \(right) of \(total) right" + (answered < total ? " (\(total - answered) not answered yet)" : "")
    }
}
