import HitLabConsole
/// The sentences the practice commands and the lesson player say around the course's own text,
/// in one language: each language's `TeachingWords` type conforms in Lessons
/// (`EnglishWords+Practice.swift`, `ChineseWords+Practice.swift`), so the compiler makes every
/// language say each one. Command names in backquotes stay as the learner types them.
package protocol PracticeWords: TeachingWords {
    /// `Lesson 0: TITLE` or `第 0 课：TITLE`.
    func lessonHeading(_ number: Int, _ title: String) -> String
    /// A part of a lesson cut into sittings: part 1 under the lesson's title, a later part under its own.
    func partHeading(_ number: Int, part: Int, of count: Int, title: String) -> String
    /// What the player says at the end of a part that is not the last.
    func playerPartEnd(_ number: Int, part: Int, of count: Int, next: String) -> String
    var exerciseListFooter: String { get }
    var lessonsFooter: String { get }

    // An exercise, its hints and its solution.
    var visibleProbes: String { get }
    var savedWorkBack: String { get }
    var noHints: String { get }
    func hint(_ n: Int, of count: Int, _ text: String) -> String
    var solutionWarning: String { get }
    /// The same question for an exercise the learner has solved, which stays solved.
    var solutionWarningSolved: String { get }
    func solutionHeading(_ name: String) -> String
    func backAtStart(_ name: String) -> String

    // `check`.
    func hiddenPass(_ count: Int) -> String
    func hiddenFail(_ failing: Int, of count: Int) -> String
    /// After the hidden failures, when one of the failing probes changed the scene first.
    var hiddenChangedScene: String { get }
    var solved: String { get }
    func notYet(_ failed: Int, of count: Int) -> String
    var but: String { get }
    var solvedWithSolutionShown: String { get }
    /// A probe's claim: `tap 320 550: the hit view is GreenView`.
    func summary(_ probe: Exercise.Probe) -> String
    /// What a failed probe saw instead.
    func observation(_ outcome: Grader.Outcome) -> String
    /// What was printed, its lines already quoted: `it printed “A”, “B” ×3`.
    func printed(_ quotedLines: [String]) -> String
    /// Printed text, or a typed answer, in the language's quotation marks (「…」 in Traditional).
    func quoted(_ text: String) -> String
    /// After a fact several probes share: ` (3 probes)`; nothing for one.
    func sharedBy(_ probes: Int) -> String
    /// The heading of a failing probe's trace page (`check --html`): `NAME, probe N: CLAIM, but SAW`.
    func probePageHeading(_ exercise: String, _ number: Int, _ outcome: Grader.Outcome) -> String

    // `progress`.
    func solvedCount(_ solved: Int, of total: Int) -> String
    var progressSolved: String { get }
    var progressSolvedWithSolution: String { get }
    func progressHints(_ n: Int) -> String
    var progressSolutionSeen: String { get }
    var progressNotStarted: String { get }
    var listSeparator: String { get }

    // The lesson played in the REPL (`lesson N`) and in the shell's player (`hitlab lesson N`).
    func lessonStart(_ heading: String) -> String
    var lessonEnd: String { get }
    var playerKeys: String { get }
    var playerLineKeys: String { get }
    var playerFirstPage: String { get }
    /// Under a question come back to: the answer given, and that the keys go on (it is not asked again).
    func playerAnswered(_ answer: String) -> String
    var playerEnd: String { get }
    /// Going into the REPL from the player, and coming back; `transcript` when what plays is
    /// a transcript, not a lesson.
    func playerToREPL(transcript: Bool) -> String
    func playerBackChanged(transcript: Bool) -> String
    func playerBack(transcript: Bool) -> String

    // Questions (`LessonQuestion`): asking, and saying whether the prediction was right.
    func questionHow(_ kind: LessonQuestion.Prediction, choices: Int) -> String
    var questionInREPL: String { get }
    func questionRight(_ answer: String) -> String
    func questionWrong(_ given: String, _ answer: String) -> String
    func questionSkipped(_ answer: String) -> String
    /// Typed text that is no answer to a question of `kind`, asked again: numbers out of range or
    /// repeated for lines (it never says how many lines print), no number for a count.
    func questionUnreadable(_ kind: LessonQuestion.Prediction, choices: Int) -> String
    /// `hitlab lessons`: how many of a lesson's questions were answered right.
    func predictions(right: Int, answered: Int, total: Int) -> String
}

extension PracticeWords {
    /// Printed lines quoted in order, a line printed several times in a row once with its
    /// count: `it printed “Drag: began”, “Drag: changed” ×3, “Drag: ended”`.
    func printedRuns(_ lines: [String]) -> String {
        var runs: [(line: String, count: Int)] = []
        for line in lines {
            if runs.last?.line == line { runs[runs.count - 1].count += 1 } else { runs.append((line, 1)) }
        }
        return printed(runs.map { quoted($0.line) + ($0.count > 1 ? " ×\($0.count)" : "") })
    }
}

extension Language {
    /// The practice words of this language, chosen as `words` chooses its type.
    package var practice: any PracticeWords { isChinese ? ChineseWords(script: self) : EnglishWords() }
}
