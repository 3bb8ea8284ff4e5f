import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
import Foundation

/// A lesson as written: Markdown prose with fenced ```hitlab session blocks, each holding
/// `(hitlab) ` commands and the output they print (same rules as a transcript, without the
/// indent). The blocks run in order in one session, so a lesson builds its scenes as it goes.
/// A `<details>` block holding a ```` ```predict ```` fence is a question (`LessonQuestion`)
/// about the next block's example; the paragraph before it asks it.
public struct LessonDocument: Sendable {
    /// A stretch of the lesson: a paragraph of prose, a session block, or a question.
    public enum Part: Sendable, Equatable {
        case prose(String)
        case session(Transcript, line: Int)
        case question(LessonQuestion)
    }

    public let parts: [Part]
    /// The first `# ` heading.
    public let title: String
    /// Where a long lesson is cut into sittings: a `<!-- part N: TITLE -->` line before a
    /// section starts part N there (`parts` from `index` on). Empty for a lesson of one part.
    public let partStarts: [PartStart]

    /// The start of a lesson's second or later part.
    public struct PartStart: Sendable, Equatable {
        /// The first of `parts` in it.
        public let index: Int
        public let title: String
    }
    /// What is wrong with the lesson's questions as written (a `<details>` block without a
    /// ```` ```predict ```` fence, a fence of no known kind), one line each, naming the line.
    public let malformed: [String]

    public init(markdown: String) {
        var parts: [Part] = []
        var paragraph: [String] = []
        var block: [String]?
        var blockLine = 0
        var title = ""
        var malformed: [String] = []
        var partStarts: [PartStart] = []
        /// Inside a `<details>` block: where it began, the question's prompt, and what has been read.
        var details: (line: Int, prompt: String?, kind: LessonQuestion.Prediction?, fence: Int, answer: [String]?, reason: [String])?
        var answerLines: [String]?
        func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            let text = paragraph.joined(separator: "\n")
            paragraph = []
            if details != nil { details!.reason.append(text) } else { parts.append(.prose(text)) }
        }
        for (n, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).enumerated() {
            if var lines = answerLines {
                if line.hasPrefix("```") {
                    details?.answer = lines
                    answerLines = nil
                } else {
                    lines.append(line)
                    answerLines = lines
                }
                continue
            }
            if var lines = block {
                if line.hasPrefix("```") {
                    parts.append(.session(Transcript(steps: Transcript.steps(lines, indent: "", firstLine: blockLine + 1)), line: blockLine))
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
                continue
            }
            if details != nil, line.hasPrefix("```predict") {
                flushParagraph()
                let info = String(line.dropFirst(3)).trimmingWhitespace
                if let kind = LessonQuestion.kind(infoString: info) { details?.kind = kind } else {
                    malformed.append("line \(n + 1): `\(info)` is not a question's kind: write \(LessonQuestion.forms)")
                }
                details?.fence = n + 1
                answerLines = []
            } else if line.hasPrefix("<details") {
                flushParagraph()
                var prompt: String?
                if case .prose(let text)? = parts.last { prompt = text; parts.removeLast() }
                details = (n + 1, prompt, nil, 0, nil, [])
            } else if line.hasPrefix("</details>"), let open = details {
                flushParagraph()
                let reason = details?.reason ?? []
                details = nil
                if let kind = open.kind, let answer = open.answer, let prompt = open.prompt {
                    parts.append(.question(LessonQuestion(kind: kind, answer: answer, prompt: prompt, reason: reason.joined(separator: "\n\n"), line: open.fence)))
                } else {
                    if open.prompt == nil { malformed.append("line \(open.line): a question needs the paragraph that asks it just before `<details>`") }
                    if open.answer == nil { malformed.append("line \(open.line): `<details>` holds no ```predict fence with the answer") }
                    if let prompt = open.prompt { parts.append(.prose(prompt)) }
                    parts += reason.map(Part.prose)
                }
            } else if details != nil, line.hasPrefix("<summary") {
                continue
            } else if line.hasPrefix("```hitlab") {
                flushParagraph()
                block = []
                blockLine = n + 1
            } else if details == nil, let start = Self.partTitle(line, number: partStarts.count + 2) {
                flushParagraph()
                partStarts.append(PartStart(index: parts.count, title: start))
            } else if details == nil, line.hasPrefix("<!-- part ") {
                malformed.append("line \(n + 1): a part line is `<!-- part \(partStarts.count + 2): TITLE -->`, numbered on from 2")
            } else if line.allSatisfy(\.isWhitespace) {
                flushParagraph()
            } else {
                if title.isEmpty, line.hasPrefix("# ") { title = String(line.dropFirst(2)) }
                paragraph.append(line)
            }
        }
        flushParagraph()
        if let open = details { malformed.append("line \(open.line): `<details>` is never closed by `</details>`") }
        self.parts = parts
        self.title = title
        self.malformed = malformed
        self.partStarts = partStarts
    }

    private init(parts: [Part], title: String, malformed: [String]) {
        self.parts = parts
        self.title = title
        self.malformed = malformed
        partStarts = []
    }

    /// The title of a `<!-- part N: TITLE -->` line that starts part `number`, else nil.
    static func partTitle(_ line: String, number: Int) -> String? {
        let open = "<!-- part \(number): "
        guard line.hasPrefix(open), line.hasSuffix("-->") else { return nil }
        let title = String(line.dropFirst(open.count).dropLast(3)).trimmingWhitespace
        return title.isEmpty ? nil : title
    }

    /// How many sittings the lesson is cut into (1 without part lines).
    public var partCount: Int { partStarts.count + 1 }

    /// Part `k` (from 1) as a lesson of its own: its parts, and the lesson's title for the
    /// first part, the part line's for a later one. Nil for a part the lesson does not have.
    public func part(_ k: Int) -> LessonDocument? {
        guard k >= 1, k <= partCount else { return nil }
        let from = k == 1 ? 0 : partStarts[k - 2].index
        let to = k == partCount ? parts.count : partStarts[k - 1].index
        return LessonDocument(parts: Array(parts[from..<to]), title: k == 1 ? title : partStarts[k - 2].title, malformed: [])
    }

    /// The questions the player asks in the parts before part `k`, so part `k` numbers its
    /// questions on from them (a learner's answers are kept by number).
    public func questionsBefore(part k: Int) -> Int {
        (1..<max(1, k)).compactMap { part($0)?.askedQuestionCount }.reduce(0, +)
    }

    /// The questions, each with the step it asks about (the first command after it that
    /// prints), nil when no block follows.
    public var questions: [(question: LessonQuestion, subject: Transcript.Step?)] {
        var out: [(LessonQuestion, Transcript.Step?)] = []
        for (i, part) in parts.enumerated() {
            guard case .question(let q) = part else { continue }
            let subject = parts[(i + 1)...].lazy.compactMap { part -> Transcript.Step? in
                if case .session(let t, _) = part { return t.steps.first { !$0.expected.isEmpty } }
                return nil
            }.first
            out.append((q, subject))
        }
        return out
    }

    /// How many questions the player asks: one an example, so a second question before the
    /// same example (which `hitlab check` reports) is not counted.
    public var askedQuestionCount: Int { Set(questions.compactMap { $0.subject?.line }).count }

    /// What is wrong with the questions: each answer must be what its example prints, and the
    /// example must not have been shown earlier in the lesson (the same command on the same
    /// scene, printing the same lines), or the question asks what the learner has already
    /// seen. Runs the lesson from `startScript` to know each step's scene.
    public func questionProblems(startScript: String? = SampleScenes.colouredViewsScript) -> [String] {
        checkingQuestions(startScript: startScript).questions
    }

    /// `check()` and `questionProblems()` in one run of the lesson, as `hitlab check` wants them.
    /// `shownElsewhere` holds the examples other pages show (`exampleKeys`, with where each is:
    /// `README.md line 60`): a question whose example one of them shows is reported too, for a
    /// reader who meets that page first has the answer before the question.
    public func checkingQuestions(startScript: String? = SampleScenes.colouredViewsScript,
                                  shownElsewhere: [String: String] = [:]) -> (failures: [Transcript.Failure], questions: [String]) {
        var problems = malformed
        var questionAt: [Int: LessonQuestion] = [:]
        var judged: [(question: LessonQuestion, subject: Transcript.Step)] = []
        for (q, subject) in questions {
            if let typed = q.typedAsKey {
                problems.append("line \(q.line): the answer “\(q.answer.joined(separator: " / "))” would be typed as `\(typed)`, which the player takes as its key (b: back, r: the REPL, q: quit): ask for another answer")
            }
            guard let subject else { problems.append("line \(q.line): the question has no example after it: a ```hitlab block must follow"); continue }
            if let first = questionAt[subject.line] {
                problems.append("line \(q.line): a second question about the example at line \(subject.line), after the one at line \(first.line): the player asks only one question an example; put an example between them, or ask one")
                continue
            }
            questionAt[subject.line] = q
            judged.append((q, subject))
        }
        // A reason is read after its question, but before every later one: one that says a
        // later question's answer tells it before it is asked.
        for (index, (q, _)) in judged.enumerated() {
            guard let said = q.sayable,
                  let earlier = judged[..<index].first(where: { $0.question.reason.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains(said) })?.question else { continue }
            problems.append("line \(q.line): the answer “\(said)” is already said in the reason of the question at line \(earlier.line): say it after this question instead")
        }
        var shownEarly: [String] = []
        var shown: [String: Int] = [:]          // a scene, a command and its output → the line it was shown at
        // Only a command some question asks about, or one that prints a line a question's
        // answer is read from, can show an answer early; rendering the scene before every step
        // would double what `hitlab check` costs.
        let asked = Set(questions.compactMap { $0.subject?.command })
        var giveaways: [Int: LessonQuestion.Giveaway] = [:]   // a question's example's line → what gives it away
        for (q, subject) in judged { giveaways[subject.line] = q.giveaway(in: subject.expected) }
        let watched = Array(giveaways.values)
        var printed: [(scene: String, step: Transcript.Step)] = []   // earlier outputs that show some answer
        let failures = Transcript(steps: steps).check(in: Session(startScript: startScript)) { step, session in
            let watches = watched.contains { $0.isShown(in: step.expected) }
            guard (asked.contains(step.command) || watches), !step.expected.isEmpty else { return }
            let scene = SceneScript(state: session.state).render()
            let key = Self.exampleKey(scene: scene, step)
            if let q = questionAt[step.line], let place = shownElsewhere[key] {
                shownEarly.append("line \(q.line): \(place) shows the question's example (`\(step.command)`) and what it prints: ask it there first, or show another example there")
            }
            if let q = questionAt[step.line], let earlier = shown[key] {
                shownEarly.append("line \(q.line): the question's example (`\(step.command)`, line \(step.line)) was already shown on the same scene at line \(earlier): ask before the first time")
            } else if let q = questionAt[step.line], let giveaway = giveaways[step.line],
                      let earlier = printed.first(where: { $0.scene == scene && giveaway.isShown(in: $0.step.expected) })?.step {
                shownEarly.append("line \(q.line): its answer (\(giveaway.quoted)) was already printed on the same scene by `\(earlier.command)` at line \(earlier.line): ask before the first time it shows")
            }
            if shown[key] == nil { shown[key] = step.line }
            if watches { printed.append((scene, step)) }
        }
        // An answer that is what its example prints now is right even when the block's written
        // output is stale: the block is reported (and `check --update` mends it), not the
        // answer. One that only the stale output gives is reported after `--update`.
        let printedNow = Dictionary(failures.map { ($0.step.line, $0.actual) }) { first, _ in first }
        for (q, subject) in judged {
            if let now = printedNow[subject.line], let actualNow = q.actual(in: now), Self.answers(q, actualNow) { continue }
            guard let actual = q.actual(in: subject.expected) else {
                problems.append("line \(q.line): the example at line \(subject.line) (`\(subject.command)`) prints no answer to a \(q.kind.name) question")
                continue
            }
            if !Self.answers(q, actual) {
                problems.append("line \(q.line): the answer is “\(q.answer.joined(separator: " / "))”, but `\(subject.command)` at line \(subject.line) gives “\(actual.joined(separator: " / "))”")
            }
        }
        return (failures, problems + shownEarly)
    }

    /// Whether `q`'s answer is `actual`; a value question's may be the value alone (`OrangeVC`
    /// for a chain's rest).
    private static func answers(_ q: LessonQuestion, _ actual: [String]) -> Bool {
        if actual == q.answer { return true }
        if case .value = q.kind { return q.isRight(q.answer, actual: actual) }
        return false
    }

    /// An example as questions are compared by: the scene it runs on, its command and its output.
    static func exampleKey(scene: String, _ step: Transcript.Step) -> String {
        scene + "\n" + step.command + "\n" + step.expected.joined(separator: "\n")
    }

    /// Every example of this page that prints something, by `exampleKey`, with the line it is
    /// at: what `checkingQuestions(shownElsewhere:)` checks a lesson's questions against.
    public func exampleKeys(startScript: String? = SampleScenes.colouredViewsScript) -> [String: Int] {
        var keys: [String: Int] = [:]
        _ = Transcript(steps: steps).check(in: Session(startScript: startScript)) { step, session in
            guard !step.expected.isEmpty else { return }
            let key = Self.exampleKey(scene: SceneScript(state: session.state).render(), step)
            if keys[key] == nil { keys[key] = step.line }
        }
        return keys
    }

    /// Every session block's steps, in order.
    public var steps: [Transcript.Step] {
        parts.flatMap { part -> [Transcript.Step] in
            if case .session(let t, _) = part { return t.steps }
            return []
        }
    }

    /// The Markdown with every ```hitlab block's output replaced by what the commands print
    /// now (run in one session from `startScript`); prose is kept as written.
    public static func updating(_ markdown: String, startScript: String? = SampleScenes.colouredViewsScript) -> String {
        let session = Session(startScript: startScript)
        var out: [String] = []
        var block: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if var lines = block {
                if line.hasPrefix("```") {
                    out += Transcript.updating(lines, indent: "", in: session)
                    out.append(line)
                    block = nil
                } else {
                    lines.append(line)
                    block = lines
                }
                continue
            }
            out.append(line)
            if line.hasPrefix("```hitlab") { block = [] }
        }
        return out.joined(separator: "\n")
    }

    /// Runs every block in one session that starts from `startScript` (the built-in scene by
    /// default); returns the steps whose output differs.
    public func check(startScript: String? = SampleScenes.colouredViewsScript) -> [Transcript.Failure] {
        Transcript(steps: steps).check(in: Session(startScript: startScript))
    }
}
