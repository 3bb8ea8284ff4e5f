import HitLabInterchange
import HitLabModel
import HitLabScript
import HitLabDelivery
import HitLabDebugger
import HitLabConsole
/// Plays a lesson or a transcript one page at a time, for a class or for a learner. A page is
/// one example: the commands that show something, with the short paragraphs that lead up to
/// them; a long paragraph is a page of its own. Commands that print nothing (building a scene)
/// share a page with the next one that prints. Commands run when their page is shown, and
/// `back` returns to the previous screen with the scene as it was then.
public struct Player {
    /// Paragraphs of prose, then commands (either may be empty).
    public struct Page: Sendable, Equatable {
        public var prose: [String] = []
        public var commands: [String] = []
        /// For a transcript: each command's expected output, to flag what differs when played.
        public var expected: [[String]]? = nil
        /// A question asked about the last command, after the ones before it have run, and its
        /// number in the lesson (from 1).
        public var question: LessonQuestion? = nil
        public var questionNumber = 0

        public static func prose(_ text: String) -> Page { Page(prose: [text]) }
        public static func commands(_ commands: [String]) -> Page { Page(commands: commands) }
    }

    /// A paragraph up to this long joins the page after it, so one Enter shows one example.
    static let shortParagraph = 240

    /// Groups steps into pages: silent steps join the next step that prints. `carry` holds
    /// silent commands left over from before (a lesson's `reset` at the end of a block): they
    /// open the first page, and the silent commands this block ends with are left in it.
    static func pages(_ steps: [Transcript.Step], withExpected: Bool = false, carry: inout [String]) -> [Page] {
        var pages: [Page] = []
        var pending = Page(commands: carry, expected: withExpected ? carry.map { _ in [] } : nil)
        for step in steps {
            pending.commands.append(step.command)
            pending.expected?.append(step.expected)
            if !step.expected.isEmpty { pages.append(pending); pending = Page(expected: withExpected ? [] : nil) }
        }
        carry = pending.commands
        return pages
    }

    /// Whether `command` only tidies up after an example (`reset`, `unoverride …`, `delete …`),
    /// so it may wait for the next one.
    static func isHousekeeping(_ command: String) -> Bool {
        let word = command.split(separator: " ").first.map(String.init) ?? ""
        return ["reset", "unoverride", "delete", "remove", "undisplay", "unwatch"].contains(word)
    }

    /// Groups steps into pages, the silent steps at the end making a page of their own.
    static func pages(_ steps: [Transcript.Step], withExpected: Bool = false) -> [Page] {
        var carry: [String] = []
        let pages = Self.pages(steps, withExpected: withExpected, carry: &carry)
        return carry.isEmpty ? pages : pages + [Page(commands: carry, expected: withExpected ? carry.map { _ in [] } : nil)]
    }

    /// Joins each run of short paragraphs to the page after it (an example, or a long paragraph).
    /// With `proseLeadsExamples` false (a transcript played in class), the paragraphs before an
    /// example are a page of their own, so the class hears the question before the answer runs.
    static func merged(_ pages: [Page], proseLeadsExamples: Bool = true) -> [Page] {
        var out: [Page] = []
        var lead: [String] = []
        for page in pages {
            if page.commands.isEmpty, page.prose.joined().count <= shortParagraph {
                lead += page.prose
                continue
            }
            if !proseLeadsExamples, !lead.isEmpty, !page.commands.isEmpty {
                out.append(Page(prose: lead))
                lead = []
            }
            var page = page
            page.prose = lead + page.prose
            lead = []
            out.append(page)
        }
        if !lead.isEmpty { out.append(Page(prose: lead)) }
        return out
    }

    public let pages: [Page]
    public private(set) var position = 0
    public let session: Session
    /// The lesson's number, to keep the learner's answers under (`lesson0.q3`); nil keeps none.
    public var lessonNumber: Int?
    /// The question on the page shown last, waiting for `answer(_:)`; the page's last command
    /// has not run yet.
    public private(set) var pendingQuestion: LessonQuestion?
    /// What the learner typed at each question answered so far, by page, so going back shows
    /// the question and its verdict again without asking again. A question passed with Enter
    /// alone is not kept: going back asks it again, so it can still be answered.
    private var given: [Int: String] = [:]
    /// The answer given earlier to the pending question, when the learner went back past it:
    /// it is shown, not asked again, and the next `showNext()` shows its verdict again.
    private var reviewed: String?
    /// Whether the last `showNext()` found nothing more: `back` then shows the last screen.
    private var pastTheEnd = false
    /// The terminal's width in columns: prose lines wider than it are wrapped by display
    /// width (a Chinese paragraph is often one long line); nil leaves prose as written.
    public var wrapWidth: Int?
    /// The session's state before each page that has been shown, for going back.
    private var before: [Int: SessionState] = [:]
    /// The rows a screen may take (the terminal's height less the lines the front end keeps
    /// for the title, the keys and the counter); a page taller than that is shown a screen at
    /// a time. Nil shows every page whole. Set with `fit(width:height:)`.
    public private(set) var screenHeight: Int?
    /// Whether a transcript plays, in class: a paragraph that leads an example is shown with
    /// the scene drawn under it when the screen has room, so the class predicts looking at the
    /// views, not at an empty screen.
    public var isTranscript = false
    /// Whether the screen shown last goes on from the one before: in a transcript, a command
    /// of the same block as the one before (no paragraph between them: a debugger step after
    /// a step, `why` after its tap), shown at a terminal under what fits of it rather than on
    /// a cleared screen, so the class sees where a step came from.
    public private(set) var continuesLastScreen = false
    /// The rest of the page being shown, a screen each, for the next `showNext()`.
    private var queued: [String] = []
    /// Screens shown so far, and how many the whole lesson takes (at this size, once fitted).
    private var screensShown = 0
    private var screensBefore: [Int: Int] = [:]
    public private(set) var screenCount: Int
    /// The screens each question's answer took, by page: when rehearsed (`fit` passes every
    /// question with Enter) and as answered. A wrong answer's verdict says more than the
    /// answer shown for Enter, so it may take a screen more; the count follows it.
    private var rehearsedAnswerScreens: [Int: Int] = [:]
    private var answerScreens: [Int: Int] = [:]

    /// Whether the page being shown has screens still to come (the question on it is asked
    /// only when the last has been shown).
    public var hasQueuedScreens: Bool { !queued.isEmpty }

    /// Whether the screen shown last asks a question and waits for its answer: a question
    /// already answered and come back to (`reviewedAnswer`) waits for no answer.
    public var awaitsAnswer: Bool { pendingQuestion != nil && queued.isEmpty && reviewed == nil }

    /// The answer given before to the question on the screen shown last, which is shown with
    /// it instead of asking again; nil when that screen asks nothing, or asks afresh.
    public var reviewedAnswer: String? { pendingQuestion != nil && queued.isEmpty ? reviewed : nil }

    /// Wraps prose at `width` and cuts pages into screens of `height` rows, and counts the
    /// screens the lesson takes by playing it through on a copy of the session.
    public mutating func fit(width: Int?, height: Int?) {
        wrapWidth = width
        screenHeight = height.map { max(4, $0) }
        // What the lesson's commands draw fits a page, not the whole terminal.
        session.style.height = screenHeight
        guard screenHeight != nil else { return }
        var style = session.style
        style.colour = false
        // A transcript's scene keeps one size: the rows its legend takes at most are known once
        // played through, so a second rehearsal plays it at that size when the first found more.
        var rehearsal: Player
        repeat {
            let scratch = Session(start: session.startScript, style: style, commands: .standard, files: session.files)
            scratch.state = session.state
            rehearsal = Player(pages: pages, session: scratch)
            rehearsal.isTranscript = isTranscript
            rehearsal.wrapWidth = wrapWidth
            rehearsal.screenHeight = screenHeight
            rehearsal.legendRows = legendRows
            while true {
                if rehearsal.pendingQuestion != nil, !rehearsal.hasQueuedScreens {
                    _ = rehearsal.answer("")
                } else if rehearsal.showNext() == nil {
                    break
                }
            }
            let grew = rehearsal.legendRows > legendRows
            legendRows = rehearsal.legendRows
            if !grew { break }
        } while true
        screenCount = rehearsal.screensShown
        rehearsedAnswerScreens = rehearsal.answerScreens
    }

    /// The rows kept for a transcript drawing's legend under its picture: two, or the most any
    /// of its drawings needs once `fit` has played it through, so the picture keeps one size.
    private var legendRows = 2

    /// The next screen of `text`; the rest wait in `queued`.
    private mutating func screen(_ text: String) -> String {
        screensShown += 1
        guard let screenHeight else { return text }
        var screens = Screens.split(text, height: screenHeight, width: wrapWidth)
        let first = screens.removeFirst()
        queued = screens
        return first
    }

    public init(pages: [Page], session: Session) {
        self.pages = pages
        self.session = session
        screenCount = pages.count + pages.filter { $0.question != nil }.count
    }

    /// Runs every command of `lesson` on `session` and shows nothing, so a later part of a
    /// lesson, started on its own (`hitlab lesson 2 --part 3`), finds the scene, clock, state
    /// and breakpoints its earlier parts left, as it would read straight through.
    public static func runSilently(_ lesson: LessonDocument, on session: Session) {
        for page in Player(lesson: lesson, session: session).pages {
            for command in page.commands { _ = session.execute(command) }
        }
    }

    /// The pages of a lesson: its paragraphs and its examples, in order; its questions are
    /// numbered on from `questionsBefore` (those of a lesson's earlier parts).
    public init(lesson: LessonDocument, session: Session, questionsBefore: Int = 0) {
        var pages: [Page] = []
        var asking: LessonQuestion?
        var asked = questionsBefore
        // Housekeeping at the end of a block (`reset`, `unoverride …`) runs with the next
        // example rather than costing an Enter of its own.
        var carry: [String] = []
        for (index, part) in lesson.parts.enumerated() {
            // Whether a question comes next: what is set up before it is shown with it.
            let questionNext = index + 1 < lesson.parts.count && { if case .question = lesson.parts[index + 1] { true } else { false } }()
            switch part {
            case .prose(let text): pages.append(.prose(text))
            case .question(let q): asking = q
            case .session(let t, _):
                // A block that only sets things up (nothing it runs prints) is shown where it
                // stands, under the paragraph that introduces it, not after the next one; a
                // block of housekeeping alone (`reset`, `unoverride …`) still waits for the next
                // example, one a question waits on keeps to that question's page, and one a
                // question follows is shown with it, so the code stays in view while it is asked.
                if asking == nil, !questionNext, !t.steps.isEmpty, t.steps.allSatisfy({ $0.expected.isEmpty }),
                   !t.steps.allSatisfy({ Self.isHousekeeping($0.command) }) {
                    pages.append(.commands(carry + t.steps.map(\.command)))
                    carry = []
                    continue
                }
                var more = Self.pages(t.steps, carry: &carry)
                if let q = asking, !more.isEmpty {
                    asked += 1
                    more[0].question = q
                    more[0].questionNumber = asked
                    asking = nil
                }
                pages += more
            }
        }
        if !carry.isEmpty { pages.append(.commands(carry)) }
        self.init(pages: Self.merged(pages), session: session)
    }

    /// The pages of a transcript: prose paragraphs at the left margin, and its commands with
    /// their expected output.
    public init(transcript text: String, session: Session) {
        var pages: [Page] = []
        var paragraph: [String] = []
        var block: [Transcript.Step] = []
        func flushParagraph() {
            if !paragraph.isEmpty { pages.append(.prose(paragraph.joined(separator: "\n"))); paragraph = [] }
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for item in Transcript.read(lines, indent: Transcript.indent) {
            switch item {
            case .step(let step, _, _):
                flushParagraph()
                block.append(step)
            case .stray:
                flushParagraph()
            case .outside(let line):
                if !block.isEmpty { pages += Self.pages(block, withExpected: true); block = [] }
                if line.trimmingWhitespace.isEmpty { flushParagraph() } else { paragraph.append(line) }
            }
        }
        if !block.isEmpty { pages += Self.pages(block, withExpected: true) }
        flushParagraph()
        // The first sentence heads every screen as the title: the first paragraph goes on after it.
        if let title = Transcript.title(of: text), let opening = pages.first?.prose.first, opening.hasPrefix(title) {
            let rest = opening.dropFirst(title.count).trimmingWhitespace
            if rest.isEmpty { pages.removeFirst() } else { pages[0].prose[0] = rest }
        }
        self.init(pages: Self.merged(pages, proseLeadsExamples: false), session: session)
        isTranscript = true
    }

    public var isFinished: Bool { position >= pages.count && pendingQuestion == nil && queued.isEmpty }

    /// Where the player is, `3/41`: the page last shown of all of them.
    /// Screens shown of all of them; a question's page counts twice (the question, then its answer).
    /// `3/41`: the total is the rehearsed count and never moves; an answer whose verdict takes
    /// more screens than its rehearsal shows its first screens under the number before, and
    /// one that takes fewer skips the numbers it did not use, so the count ends at the total.
    public var counter: String {
        "\(min(max(1, screensShown + countAdjustment), max(screenCount, 1)))/\(max(screenCount, 1))"
    }

    /// For each question answered before the current page, its rehearsed screens less the
    /// screens its answer took.
    var countAdjustment: Int {
        answerScreens.reduce(0) { sum, answer in
            answer.key < position ? sum + (rehearsedAnswerScreens[answer.key].map { $0 - answer.value } ?? 0) : sum
        }
    }

    /// Shows the current page (running its commands) and moves past it. A transcript's
    /// command whose output differs from what the transcript expects is flagged under it.
    public mutating func showNext() -> String? {
        continuesLastScreen = false
        if !queued.isEmpty { screensShown += 1; return queued.removeFirst() }
        guard position < pages.count else { pastTheEnd = true; return nil }
        if pendingQuestion != nil { return answer(reviewed ?? "", recording: reviewed == nil) }
        before[position] = session.state
        screensBefore[position] = screensShown
        // Pages after this one are shown afresh from here (an answer may change their length).
        screensBefore = screensBefore.filter { $0.key <= position }
        let page = pages[position]
        var parts = page.prose.map(wrapped)
        if let question = page.question {
            let setup = run(page, upTo: page.commands.count - 1)
            if !setup.isEmpty { parts.append(setup) }
            parts.append(asking(question))
            pendingQuestion = question
            // A question answered before (the learner went back past it) is not asked again.
            reviewed = given[position]
            return screen(parts.joined(separator: "\n\n"))
        }
        defer { position += 1 }
        if !page.commands.isEmpty {
            continuesLastScreen = isTranscript && page.prose.isEmpty && position > 0 && !pages[position - 1].commands.isEmpty
            parts.append(run(page, upTo: page.commands.count))
        } else if isTranscript, position + 1 < pages.count, !pages[position + 1].commands.isEmpty,
                  let screenHeight, let drawing = sceneDrawing(setUpBy: pages[position + 1].commands.dropLast()) {
            // The scene keeps one size through the transcript: under the paragraph when both
            // fit, beside it when the paragraph fits there, else on the screen after it, whole.
            let text = parts.joined(separator: "\n\n")
            if Screens.rows(text: text + "\n\n" + drawing, width: wrapWidth) <= screenHeight {
                parts.append(drawing)
            } else if let wrapWidth, let both = Screens.beside(drawing, page.prose, width: wrapWidth, height: screenHeight) {
                return screen(both)
            } else {
                let first = screen(text)
                queued.append(drawing)
                return first
            }
        }
        return screen(parts.joined(separator: "\n\n"))
    }

    /// The scene the next example asks about, as `draw` paints it on a screen of its own (one
    /// size for the whole transcript, so the class never sees it shrink, and every name it has
    /// room for): the scene after `setup`, the commands that build it before the one that shows
    /// something (run here and undone, as the example runs them again). Nil when the height is
    /// not known (nothing is cleared then) or a screen has fewer than 10 rows.
    private mutating func sceneDrawing(setUpBy setup: ArraySlice<String>) -> String? {
        guard let screenHeight, screenHeight >= 10 else { return nil }
        let style = session.style, state = session.state
        defer { session.style = style; session.state = state }
        for command in setup { _ = session.execute(command) }
        // The picture takes the rows a screen has less its frame, the scale line and two rows
        // of legend, however many the legend takes now (it grows with the first touch); fewer
        // only when the legend takes more than two. `draw` fits the picture to its height less
        // the legend's rows (at its own width), the frame, the scale line and a row each for
        // the command above and the prompt below: 5 and the legend.
        session.style.height = screenHeight + 2
        var reply = session.execute("draw")
        let lines = reply.text.split(separator: "\n", omittingEmptySubsequences: false)
        if let bottom = lines.lastIndex(where: { Screens.withoutEscapes($0).hasPrefix("└") }) {
            let legend = lines[(bottom + 1)...].dropLast()
            let drawn = legend.reduce(0) { $0 + Screens.rows($1, width: session.style.width) }
            // As shown: wrapped between words, each wrapped line marked, as `unbroken` does it.
            let shown = Screens.rows(text: unbroken(legend.joined(separator: "\n")), width: wrapWidth)
            legendRows = max(legendRows, shown)
            session.style.height = (screenHeight - 3 - legendRows) + 5 + drawn
            reply = session.execute("draw")
        }
        let drawing = unbroken(reply.text)
        guard !reply.isError, Screens.rows(text: drawing, width: wrapWidth) <= screenHeight else { return nil }
        return drawing
    }

    /// Runs the page's commands before `end`, each echoed after its prompt with what it printed.
    private func run(_ page: Page, from start: Int = 0, upTo end: Int) -> String {
        (start..<end).map { n in
            let command = page.commands[n]
            let echo = echoed(command)
            let reply = session.execute(command)
            var shown = reply.text.isEmpty ? echo : echo + "\n" + reply.text
            if let expected = page.expected?[n] { shown += difference(expected, reply) }
            return unbroken(shown)
        }.joined(separator: "\n")
    }

    /// Commands and output broken between tokens to `wrapWidth`, so the terminal never cuts a
    /// word; sentences the session already wrapped fit and are left alone.
    private func unbroken(_ text: String) -> String {
        guard let wrapWidth else { return text }
        return TokenWrapper.wrapping(text, width: wrapWidth)
    }

    /// A command as typed after the prompt, its continuation lines after `... `.
    private func echoed(_ command: String) -> String {
        let lines = command.split(separator: "\n", omittingEmptySubsequences: false)
        return ([Prompt.of(session) + lines[0]] + lines.dropFirst().map { Prompt.continuation + $0 }).joined(separator: "\n")
    }

    /// The question as the player asks it: the paragraph that asks, the command it is about,
    /// the lines to put in order (for a `.lines` question), and how to answer.
    private func asking(_ question: LessonQuestion) -> String {
        let wording = session.style.language.practice
        var out = [wrapped(question.prompt)]
        let command = pages[position].commands.last ?? ""
        out.append(unbroken(Prompt.of(session) + (command.split(separator: "\n").first.map(String.init) ?? "") + "   ?"))
        let choices = question.choices
        if !choices.isEmpty { out.append(choices.enumerated().map { "  \($0.offset + 1)) \($0.element)" }.joined(separator: "\n")) }
        out.append(wrapped(wording.questionHow(question.kind, choices: choices.count)))
        return out.joined(separator: "\n")
    }

    /// Takes the learner's answer to the pending question: says whether it was right, with
    /// the reason (for a view, `why`'s words about the view they named as well), then runs the
    /// command it was about and the rest of the page. Empty input shows the answer without
    /// judging; input that cannot be read as an answer (numbers out of range for a `.lines`
    /// question) returns nil and leaves the question pending. `recording` false shows a
    /// verdict again without keeping the answer in the learner's progress.
    public mutating func answer(_ typed: String, recording: Bool = true) -> String? {
        guard let question = pendingQuestion, position < pages.count else { return nil }
        continuesLastScreen = false
        // An arrow or another key's escape sequence that reached the line is not answer text;
        // what a Chinese input method typed in full width is read as ASCII.
        let input = TypedText.answer(Screens.withoutEscapes(typed))
        let given = question.reading(input)
        if given == nil, !input.trimmingWhitespace.isEmpty { return nil }
        let page = pages[position]
        let wording = session.style.language.practice
        let last = page.commands.count - 1
        let echo = echoed(page.commands[last])
        let reply = session.execute(page.commands[last])
        let output = reply.text.isEmpty ? [] : reply.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingWhitespace }
        let actual = question.actual(in: output) ?? question.answer
        let shownAnswer = question.kind == .lines
            ? actual.map { a in String((question.choices.firstIndex(of: a) ?? 0) + 1) }.joined(separator: " ")
            : actual.joined(separator: " ")
        var verdict: [String] = []
        if let given {
            let right = question.isRight(given, actual: actual)
            let said = question.kind == .lines ? input.trimmingWhitespace : given.joined(separator: " ")
            // A value is quoted in a wrong verdict, so `✗ Not “delivered”: “not delivered…”`
            // never reads as agreement.
            let isValue = if case .value = question.kind { true } else { false }
            verdict.append(right ? wording.questionRight(shownAnswer)
                           : isValue ? wording.questionWrong(wording.quoted(said), wording.quoted(shownAnswer)) : wording.questionWrong(said, shownAnswer))
            if !right, question.kind == .view, let name = given.first, let view = viewName(like: name) {
                let why = firstSentence(ofWhy: view)
                if !why.isEmpty { verdict.append(why) }
            }
            if recording, let lessonNumber { session.practice?.progress.recordAnswer("lesson\(lessonNumber).q\(page.questionNumber)", right: right, given: said) }
        } else {
            verdict.append(wording.questionSkipped(shownAnswer))
        }
        if !question.reason.isEmpty { verdict.append(question.reason) }
        var shown = reply.text.isEmpty ? echo : echo + "\n" + reply.text
        if let expected = page.expected?[last] { shown += difference(expected, reply) }
        let typed = input.trimmingWhitespace
        self.given[position] = typed.isEmpty ? nil : typed
        pendingQuestion = nil
        reviewed = nil
        let answered = position
        position += 1
        queued = []
        let first = screen((verdict.map(wrapped) + [unbroken(shown)]).joined(separator: "\n\n"))
        answerScreens[answered] = 1 + queued.count
        return first
    }

    /// The scene's view whose name is `name` in any case, or `name` + `View` (`green`).
    private func viewName(like name: String) -> String? {
        let scene = session.state.scene
        for candidate in [name, name + "View"] {
            if let view = scene.viewNames.first(where: { $0.lowercased() == candidate.lowercased() }) { return view }
        }
        return nil
    }

    /// The first line of what `why VIEW` says, as written: the sentence about that view,
    /// which the verdict wraps once with the rest (the session would wrap it to the terminal).
    private func firstSentence(ofWhy view: String) -> String {
        let style = session.style
        session.style.wrapsProse = false
        defer { session.style = style }
        return session.execute("why \(view)").text.split(separator: "\n").first.map(String.init) ?? ""
    }

    /// A paragraph refilled to `wrapWidth` by the one prose wrapper; as written without one.
    private func wrapped(_ paragraph: String) -> String {
        guard let wrapWidth else { return paragraph }
        return ProseWrapper.paragraph(paragraph, width: wrapWidth)
    }

    /// A note under a command whose output is not what the transcript expects: the lines it
    /// expected, so the class sees where they part. Sentences the session wrapped to the
    /// terminal (`why`, `explain`) are compared as the one line each was before wrapping.
    private func difference(_ expected: [String], _ reply: Reply) -> String {
        var actual = reply.text.isEmpty ? [] : reply.text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingWhitespace }
        guard !Transcript.matches(expected, actual) else { return "" }
        if session.style.wrapsProse {
            actual = Transcript.unwrapping(actual, toMatch: expected, width: session.style.width)
            if Transcript.matches(expected, actual) { return "" }
        }
        let diff = Transcript.diff(expected, actual).filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }
        return "\n≠ this differs from the transcript (- expected, + printed now):\n" + diff.map { "  " + $0 }.joined(separator: "\n")
    }

    /// Steps back a screen: returns the screen before the one shown last (the last screen,
    /// after the end), with the scene as it was then; nil at the first screen. Its page is
    /// played again from its start, each question on the way answered as the learner answered
    /// it (not recorded again); a question answered before is not asked again (`reviewedAnswer`).
    public mutating func back() -> String? {
        let target = pastTheEnd ? screensShown : screensShown - 1
        guard target >= 1, let page = screensBefore.filter({ $0.key <= position && $0.value < target }).max(by: { $0.key < $1.key })?.key,
              let state = before[page] else { return nil }
        session.state = state
        position = page
        screensShown = screensBefore[page] ?? 0
        queued = []
        pendingQuestion = nil
        reviewed = nil
        pastTheEnd = false
        var shown: String?
        while screensShown < target, let next = showNext() { shown = next }
        continuesLastScreen = false
        return shown
    }

    /// The session's state right now, to come back to after a visit to the REPL.
    public var checkpoint: SessionState { session.state }
    public func restore(_ state: SessionState) { session.state = state }
}
