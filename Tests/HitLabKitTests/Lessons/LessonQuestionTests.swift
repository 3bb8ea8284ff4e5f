import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit
import HitLabTestSupport

@Suite struct LessonQuestionTests {
    /// A lesson that asks which view a tap hits, then in which order three lines print.
    static let markdown = """
        # Questions

        **Predict:** which view does a tap on white, where it sticks out of yellow, reach?

        <details><summary>Answer</summary>

        ```predict view
        GreenView
        ```

        YellowView says no, so WhiteView is never asked.

        </details>

        ```hitlab
        (hitlab) set RedView hidden=no
        (hitlab) tap 180 240
        hitTest----BlackView
        hitTest----YellowView
        hitTest----GreenView
        touchBegan---GreenView
        touchBegan---BlackView
        hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
        ```

        **Predict:** in which order do the views print touchBegan for a tap in the middle of white?

        <details><summary>Answer</summary>

        ```predict lines
        touchBegan---WhiteView
        touchBegan---YellowView
        touchBegan---BlackView
        ```

        The chain follows `next` from the hit view.

        </details>

        ```hitlab
        (hitlab) tap 180 320
        hitTest----BlackView
        hitTest----YellowView
        hitTest----WhiteView
        touchBegan---WhiteView
        touchBegan---YellowView
        touchBegan---BlackView
        hit: WhiteView | chain: WhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
        ```
        """

    @Test func aDetailsBlockWithAPredictFenceIsAQuestionAboutTheNextExample() {
        let lesson = LessonDocument(markdown: Self.markdown)
        #expect(lesson.malformed.isEmpty)
        let questions = lesson.questions
        #expect(questions.map(\.question.kind) == [.view, .lines])
        #expect(questions.map(\.question.answer) == [["GreenView"], ["touchBegan---WhiteView", "touchBegan---YellowView", "touchBegan---BlackView"]])
        #expect(questions.first?.question.prompt.hasPrefix("**Predict:** which view") == true)
        #expect(questions.first?.question.reason == "YellowView says no, so WhiteView is never asked.")
        // The question is about the first command that prints, not the silent `set` before it.
        #expect(questions.map { $0.subject?.command } == ["tap 180 240", "tap 180 320"])
        // Neither the question nor its answer is prose the player shows as a page of its own.
        #expect(!lesson.parts.contains(.prose("YellowView says no, so WhiteView is never asked.")))
        #expect(lesson.questionProblems().isEmpty)
        #expect(lesson.check().isEmpty)
    }

    @Test func checkReportsAnAnswerThatIsNotWhatTheExamplePrints() {
        let lesson = LessonDocument(markdown: Self.markdown.replacingOccurrences(of: "```predict view\nGreenView", with: "```predict view\nWhiteView"))
        #expect(lesson.questionProblems() == ["line 7: the answer is “WhiteView”, but `tap 180 240` at line 17 gives “GreenView”"])
    }

    /// The player asks one question an example: a second before the same example is never
    /// asked, so `check` reports it and the lesson's count leaves it out.
    @Test func twoQuestionsBeforeOneExampleAreReportedAndCountedOnce() {
        let doubled = Self.markdown.replacingOccurrences(of: "```hitlab\n(hitlab) set RedView hidden=no", with: """
            **Predict:** and which view does it not reach?

            <details><summary>Answer</summary>

            ```predict view
            GreenView
            ```

            </details>

            ```hitlab
            (hitlab) set RedView hidden=no
            """)
        let lesson = LessonDocument(markdown: doubled)
        #expect(lesson.questions.count == 3)
        #expect(lesson.askedQuestionCount == 2)
        #expect(lesson.questionProblems() == ["line 19: a second question about the example at line 27, after the one at line 7: the player asks only one question an example; put an example between them, or ask one"])
    }

    /// When the example's written output is what is stale, the answer (right by what the
    /// command prints now) is not blamed: the block is, and `check --update` mends it.
    @Test func aStaleBlockDoesNotMakeItsRightAnswerWrong() {
        let stale = LessonDocument(markdown: Self.markdown.replacingOccurrences(of: "hit: GreenView | chain", with: "hit: YellowView | chain"))
        let (failures, questions) = stale.checkingQuestions()
        #expect(failures.map(\.step.line) == [17])
        #expect(questions.isEmpty)
    }

    @Test func checkReportsAQuestionAskedAfterItsExampleWasShown() {
        // The same tap, with the same output, shown before the question about it.
        let shownFirst = "```hitlab\n(hitlab) tap 180 320\nhitTest----BlackView\nhitTest----YellowView\nhitTest----WhiteView\ntouchBegan---WhiteView\ntouchBegan---YellowView\ntouchBegan---BlackView\nhit: WhiteView | chain: WhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n\n"
        let lesson = LessonDocument(markdown: Self.markdown.replacingOccurrences(of: "**Predict:** in which", with: shownFirst + "**Predict:** in which"))
        let problems = lesson.questionProblems()
        #expect(problems.count == 1)
        #expect(problems.first?.contains("was already shown on the same scene at line 27") == true, "\(problems)")
    }

    /// A page read before the lessons (the README) that shows a question's example, on the same
    /// scene with the same output, is reported at the question; another example there is not.
    @Test func checkReportsAQuestionWhoseExampleTheReadmeShows() {
        let readme = LessonDocument(markdown: "Intro.\n\n```hitlab\n(hitlab) tap 180 240\nhitTest----BlackView\nhitTest----YellowView\nhitTest----GreenView\ntouchBegan---GreenView\ntouchBegan---BlackView\nhit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n")
        let shown = readme.exampleKeys().mapValues { "README.md line \($0)" }
        #expect(shown.count == 1)
        let lesson = LessonDocument(markdown: Self.markdown)
        let problems = lesson.checkingQuestions(shownElsewhere: shown).questions
        #expect(problems.count == 1)
        #expect(problems.first?.contains("README.md line 4 shows the question's example (`tap 180 240`)") == true, "\(problems)")
        let elsewhere = LessonDocument(markdown: "```hitlab\n(hitlab) tap 180 270\n...\nhit: RedView | chain: RedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n")
        #expect(lesson.checkingQuestions(shownElsewhere: elsewhere.exampleKeys().mapValues { "README.md line \($0)" }).questions.isEmpty)
    }

    /// Another command that printed the answer earlier on the same scene gives it away too (a
    /// tap's chain before the question about a chain's next responder); asked first, or on a
    /// changed scene, it does not.
    @Test func checkReportsAnAnswerAnotherExamplePrintedEarlierOnTheSameScene() {
        let tapFirst = "```hitlab\n(hitlab) tap 180 320\n...\nhit: WhiteView | chain: WhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n\n"
        let question = "**Predict:** what comes after YellowView in WhiteView's chain?\n\n<details><summary>Answer</summary>\n\n```predict value WhiteView → YellowView →\nBlackView\n```\n\n</details>\n\n"
            + "```hitlab\n(hitlab) chain WhiteView\nWhiteView → YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n\n"
        let problems = LessonDocument(markdown: tapFirst + question).questionProblems()
        #expect(problems.count == 1)
        #expect(problems.first?.hasSuffix("its answer (“WhiteView → YellowView → BlackView”) was already printed on the same scene by `tap 180 320` at line 2: ask before the first time it shows") == true, "\(problems)")
        #expect(LessonDocument(markdown: question + tapFirst).questionProblems().isEmpty)
        let changed = tapFirst + "```hitlab\n(hitlab) set RedView hidden=yes\n```\n\n" + question
        #expect(LessonDocument(markdown: changed).questionProblems().isEmpty)
    }

    @Test func checkReportsAnAnswerAnEarlierQuestionsReasonSays() {
        // Lesson 2's two fingers: the reason for "together" must not say what "one after the
        // other" prints, the next question's answer (the article's second case).
        func question(_ prompt: String, reason: String, command: String, printed: String) -> String {
            "**Predict:** \(prompt)\n\n<details><summary>Answer</summary>\n\n```predict value began:\n\(printed)\n```\n\n\(reason)\n\n</details>\n\n"
                + "```hitlab\n(hitlab) \(command)\nbegan: \(printed), type .touches\n...\n```\n\n"
        }
        let setup = "```hitlab\n(hitlab) window 375 667\n(hitlab) view Canvas 0 0 375 667\n(hitlab) set Canvas multitouch=yes\n"
            + "(hitlab) override Canvas.touchesBegan { print(\"began: \\(touches.count) of \\(event.allTouches.count), type \\(event.type)\") }\n"
            + "(hitlab) touch down 1 100 200\n...\n```\n\n"
        let second = question("a second finger lands. What does `began:` say?", reason: "A second call, with the new touch only.",
                              command: "touch down 2 200 200", printed: "1 of 2")
        let told = question("a third finger lands. What does `began:` say?", reason: "One call each: the next finger's\ncall gets 1 of 2, this one 1 of 3.",
                            command: "touch down 3 300 200", printed: "1 of 3")
        let problems = LessonDocument(markdown: setup + told + second).questionProblems()
        #expect(problems.count == 1, "\(problems)")
        #expect(problems.first?.hasSuffix("the answer “1 of 2” is already said in the reason of the question at line 14: say it after this question instead") == true, "\(problems)")
        let untold = question("a third finger lands. What does `began:` say?", reason: "One call for the new finger.",
                              command: "touch down 3 300 200", printed: "1 of 3")
        #expect(LessonDocument(markdown: setup + untold + second).questionProblems().isEmpty)
        // A view's name is said by chance: only a value with a space or a digit counts.
        #expect(LessonQuestion(kind: .view, answer: ["Canvas"], prompt: "", reason: "", line: 1).sayable == nil)
        #expect(LessonQuestion(kind: .value(nil), answer: ["true"], prompt: "", reason: "", line: 1).sayable == nil)
        #expect(LessonQuestion(kind: .value("began:"), answer: ["1 of 2"], prompt: "", reason: "", line: 1).sayable == "1 of 2")
    }

    @Test func aFenceOfNoKnownKindOrADetailsBlockWithoutAnAnswerIsReported() {
        let lesson = LessonDocument(markdown: "Ask.\n\n<details>\n\n```predict colour\nred\n```\n\n</details>\n\nAsk again.\n\n<details>\nNothing.\n</details>\n")
        #expect(lesson.malformed == ["line 5: `predict colour` is not a question's kind: write \(LessonQuestion.forms)",
                                     "line 13: `<details>` holds no ```predict fence with the answer"])
    }

    @Test func answersAreReadAsTheLearnerWouldTypeThem() {
        let view = LessonQuestion(kind: .view, answer: ["GreenView"], prompt: "", reason: "", line: 1)
        #expect(view.isRight(view.reading(" green ")!, actual: ["GreenView"]))
        #expect(view.isRight(view.reading("greenview")!, actual: ["GreenView"]))
        #expect(!view.isRight(view.reading("WhiteView")!, actual: ["GreenView"]))
        #expect(view.reading("   ") == nil)
        let lines = LessonQuestion(kind: .lines, answer: ["c", "a", "b"], prompt: "", reason: "", line: 1)
        #expect(lines.choices == ["a", "b", "c"])
        #expect(lines.reading("3 1 2") == ["c", "a", "b"])
        #expect(lines.reading("3,1,2") == ["c", "a", "b"])
        #expect(lines.reading("312") == ["c", "a", "b"])
        #expect(lines.reading("4 1 2") == nil)
        // Lines already in sorted order are offered backwards, so the order shown is never the answer.
        #expect(LessonQuestion(kind: .lines, answer: ["a", "b"], prompt: "", reason: "", line: 1).choices == ["b", "a"])
        let state = LessonQuestion(kind: .state("Pan"), answer: ["failed"], prompt: "", reason: "", line: 1)
        #expect(state.actual(in: ["Pan: began", "Pan: failed"]) == ["failed"])
        #expect(state.actual(in: [".failed"]) == ["failed"])
        #expect(state.isRight([".Failed"], actual: ["failed"]))
        let count = LessonQuestion(kind: .count("touchBegan"), answer: ["2"], prompt: "", reason: "", line: 1)
        #expect(count.actual(in: ["touchBegan---A", "hitTest----A", "touchBegan---B"]) == ["2"])
        let value = LessonQuestion(kind: .value("Field.becomeFirstResponder() returned"), answer: ["false: the first responder is still nothing"], prompt: "", reason: "", line: 1)
        let printed = value.actual(in: ["Field.becomeFirstResponder() returned false: the first responder is still nothing"])
        #expect(printed == ["false: the first responder is still nothing"])
        #expect(value.isRight(["False"], actual: printed ?? []))
        #expect(!value.isRight(["fals"], actual: printed ?? []))
        // A chain's next responder is the value before the arrow; a name before a bracket.
        let chain = LessonQuestion(kind: .value("Yellow → Blue → Orange →"), answer: ["OrangeVC"], prompt: "", reason: "", line: 1)
        let rest = chain.actual(in: ["Yellow → Blue → Orange → OrangeVC → White → UIWindow"])
        #expect(rest == ["OrangeVC → White → UIWindow"])
        #expect(chain.isRight(["orangevc"], actual: rest ?? []))
        #expect(!chain.isRight(["Orange"], actual: rest ?? []))
        #expect(value.isRight(["Field"], actual: ["Field (the first responder)"]))
        #expect(!value.isRight(["1"], actual: ["1 of 2, type .touches"]))
        // A call's receiver answers a stack's next call; a number's whole part never answers it.
        #expect(value.isRight(["RootView"], actual: ["RootView.hitTest → View3.hitTest"]))
        #expect(!value.isRight(["Root"], actual: ["RootView.hitTest → View3.hitTest"]))
        #expect(!value.isRight(["0"], actual: ["0.5 0.9"]))
        // What a closing bracket names after a colon, and a UIKit class without its `UI`.
        #expect(value.isRight(["the key window"], actual: ["UIWindow (no first responder: the key window)"]))
        #expect(!value.isRight(["the first responder"], actual: ["Field (the first responder)"]))
        #expect(value.isRight(["Window"], actual: ["UIWindow → UIWindowScene → UIApplication"]))
        #expect(!value.isRight(["Scene"], actual: ["UIWindow → UIWindowScene → UIApplication"]))
        // A line typed in quotes, straight, curly or corner, is the line; a quote inside is not stripped.
        let tapped = LessonQuestion(kind: .value(nil), answer: ["card tapped"], prompt: "", reason: "", line: 1)
        for typed in ["\"card tapped\"", "“card tapped”", "「Card tapped」", "'card tapped'"] {
            #expect(tapped.isRight([typed], actual: ["card tapped"]), "\(typed)")
        }
        #expect(!tapped.isRight(["\"card\""], actual: ["card tapped"]))
        #expect(!tapped.isRight(["\"card tapped"], actual: ["card tapped"]))
        #expect(tapped.isRight(["\"quoted\""], actual: ["\"quoted\""]))
    }

    /// Answers judged as the lessons ask them (lesson 2's phase, lesson 5's translation), and
    /// an order that leaves lines out is read and judged against what prints.
    @Test func answersWithoutTheirDecorationAreRightAndPartialOrdersAreJudged() {
        let phase = LessonQuestion(kind: .value("cancelled: 1 touch, phase"), answer: [".cancelled"], prompt: "", reason: "", line: 1)
        let printed = phase.actual(in: ["cancelled: 1 touch, phase .cancelled"]) ?? []
        #expect(printed == [".cancelled"])
        #expect(phase.isRight(["cancelled"], actual: printed))
        #expect(phase.isRight([".Cancelled"], actual: printed))
        #expect(!phase.isRight(["ended"], actual: printed))
        #expect(!phase.isRight(["cancel"], actual: printed))
        let translation = LessonQuestion(kind: .value(".changed: translation"), answer: ["(25, 0)"], prompt: "", reason: "", line: 1)
        let line = translation.actual(in: [".changed: translation (25, 0), centre (150, 180)"]) ?? []
        #expect(translation.isRight(["(25, 0)"], actual: line))
        #expect(translation.isRight(["25, 0"], actual: line))
        #expect(translation.isRight(["25,0"], actual: line))
        #expect(!translation.isRight(["150, 180"], actual: line))
        #expect(!translation.isRight(["0, 25"], actual: line))
        // A question asked as its two answers takes yes or no: lesson 2's second finger.
        let asked = "Is it delivered, or not delivered?"
        let finger = LessonQuestion(kind: .value("finger 2: Canvas,"), answer: ["not delivered"], prompt: asked, reason: "", line: 1)
        let refused = finger.actual(in: ["finger 2: Canvas, not delivered: Canvas has multitouch off"]) ?? []
        #expect(finger.isRight(["no"], actual: refused))
        #expect(finger.isRight(["不会"], actual: refused))
        #expect(finger.isRight(["No."], actual: refused))
        #expect(finger.isRight(["not delivered."], actual: refused))
        #expect(!finger.isRight(["delivered."], actual: refused))
        #expect(!finger.isRight(["yes"], actual: refused))
        #expect(finger.isRight(["yes"], actual: ["delivered"]))
        #expect(!finger.isRight(["no"], actual: ["delivered"]))
        // Elsewhere `no` is no answer to a line that starts with `not`.
        let elsewhere = LessonQuestion(kind: .value(nil), answer: ["not delivered"], prompt: "What does it print?", reason: "", line: 1)
        #expect(!elsewhere.isRight(["no"], actual: ["not delivered"]))
        let lines = LessonQuestion(kind: .lines, answer: ["c", "a", "b"], prompt: "", reason: "", line: 1)
        #expect(lines.reading("3 1") == ["c", "a"])
        #expect(lines.reading("31") == ["c", "a"])
        #expect(lines.reading("3 1 1") == nil)
        #expect(lines.reading("3 1 2") == ["c", "a", "b"])
        // A subset is wrong when every line prints, and right when the touch printed only those.
        #expect(!lines.isRight(["c", "a"], actual: ["c", "a", "b"]))
        #expect(lines.isRight(["c", "a"], actual: ["c", "a"]))
    }

    /// `yes` and `no` answer only a question asked as its two answers: across every bundled
    /// lesson in every language, `no` is right exactly at lesson 2's second finger ("delivered,
    /// or not delivered?"), and nowhere else does either word change a verdict.
    @Test func yesOrNoAnswersOnlyTheQuestionAskedAsItsTwoAnswers() throws {
        var rightNo: [String] = []
        for folder in ["lessons", "lessons/zh", "lessons/zh-Hant"] {
            let url = repositoryRoot.appendingPathComponent(folder)
            for file in try FileManager.default.contentsOfDirectory(atPath: url.path).filter({ $0.hasPrefix("00") }).sorted() {
                let text = try String(contentsOf: url.appendingPathComponent(file), encoding: .utf8)
                for (question, subject) in LessonDocument(markdown: text).questions {
                    guard case .value = question.kind, let example = subject, let actual = question.actual(in: example.expected) else { continue }
                    for word in ["yes", "no"] where question.isRight([word], actual: actual) { rightNo.append("\(folder)/\(file) \(word)") }
                }
            }
        }
        #expect(rightNo == ["lessons/002-responders-and-the-chain.md no", "lessons/zh/002-responders-and-the-chain.md no", "lessons/zh-Hant/002-responders-and-the-chain.md no"], "\(rightNo)")
    }

    /// A learner who predicts that only some of the lines print gets a verdict, not a refusal:
    /// the refusal used to say "each once", which told them every line prints. The verdict is
    /// the real touch's lines; what is refused (a number out of range, one typed twice) is
    /// refused in every language without saying how many lines print.
    @Test(arguments: [(Language.english, "✗ Not 2 3: 2 3 1.", "(that is not an answer: type numbers from 1 to 3, each at most once)"),
                      (.chinese, "✗ 不是 2 3，而是 2 3 1。", "（这不是一个答案：请输入 1 到 3 的编号，每个最多一次）"),
                      (.traditionalChinese, "✗ 不是 2 3，而是 2 3 1。", "（這不是一個答案：請輸入 1 到 3 的編號，每個最多一次）")])
    func aSubsetOfTheLinesIsJudgedWrongInEveryLanguage(language: Language, verdict: String, refusal: String) throws {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        session.style.language = language
        _ = Practice.install(in: session, catalog: nil)
        var player = Player(lesson: LessonDocument(markdown: Self.markdown), session: session)
        _ = player.showNext()
        _ = player.answer("")
        _ = player.showNext()
        let twice = player.answer("2 2"), outOfRange = player.answer("4")
        #expect(twice == nil && outOfRange == nil)
        let wording = language.practice
        let question = try #require(player.pendingQuestion)
        #expect(wording.questionUnreadable(question.kind, choices: question.choices.count) == refusal)
        #expect(!wording.questionHow(.lines, choices: 3).contains(language == .english ? "each once" : "每个一次"))
        let judgedPage = player.answer("2 3")
        let judged = try #require(judgedPage)
        #expect(judged.hasPrefix(verdict), "\(judged)")
        #expect(judged.contains("touchBegan---WhiteView\ntouchBegan---YellowView\ntouchBegan---BlackView"))
        #expect(player.isFinished)
    }

    /// A count typed as a word is the number, in any language: `zero` and 零 answer 0, 两 and
    /// `two times` answer 2; a count that is no number is asked again.
    @Test func numberWordsAnswerACountQuestion() {
        let count = LessonQuestion(kind: .count("deleted"), answer: ["0"], prompt: "", reason: "", line: 1)
        for typed in ["zero", "Zero", "零", "〇", "0", "０", "zero times", "0 次"] {
            let given = count.reading(TypedText.answer(typed))
            #expect(given == ["0"], "\(typed)")
            #expect(count.isRight(given ?? [], actual: ["0"]), "\(typed)")
        }
        for (typed, n) in [("two", "2"), ("两", "2"), ("兩", "2"), ("二", "2"), ("2 times", "2"), ("两次", "2"), ("ten", "10"), ("十", "10"), ("seven", "7"),
                           ("4 views", "4"), ("two lines", "2"), ("3 个", "3"), ("3行", "3"), ("1 view only", "1")] {
            #expect(count.reading(typed) == [n], "\(typed)")
        }
        #expect(!count.isRight(count.reading("one")!, actual: ["0"]))
        #expect(count.reading("many") == nil)
        #expect(count.reading("4 5") == nil)
        #expect(count.reading("views 4") == nil)
        #expect(count.reading("-1") == nil)
        #expect(EnglishWords().questionUnreadable(count.kind, choices: 0) == "(that is not a number: type one, such as 2 or two)")
        // The lines of an order question may be typed as number words too.
        let lines = LessonQuestion(kind: .lines, answer: ["c", "a", "b"], prompt: "", reason: "", line: 1)
        #expect(lines.reading("three one two") == ["c", "a", "b"])
        #expect(lines.reading("三 一 二") == ["c", "a", "b"])
    }

    /// `hitlab check` takes a value question's answer written as the value alone, and still
    /// reports one that is not it.
    @Test func aValueAnswerMayBeTheValueAlone() {
        let lesson = "**Predict:** what comes after Green?\n\n<details><summary>Answer</summary>\n\n```predict value GreenView →\nVALUE\n```\n\n</details>\n\n```hitlab\n(hitlab) chain GreenView\nGreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n"
        #expect(LessonDocument(markdown: lesson.replacingOccurrences(of: "VALUE", with: "BlackView")).questionProblems().isEmpty)
        #expect(LessonDocument(markdown: lesson.replacingOccurrences(of: "VALUE", with: "UIWindow")).questionProblems().count == 1)
    }

    @Test func thePlayerAsksBeforeItShowsAndSaysWhyAWrongGuessIsWrong() throws {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        let practice = Practice.install(in: session, catalog: nil)
        var player = Player(lesson: LessonDocument(markdown: Self.markdown), session: session)
        player.lessonNumber = 7
        let askedPage = player.showNext()
        let asked = try #require(askedPage)
        // The setup ran and is shown; the tap has not run: its output is not on the page.
        #expect(asked.contains("(hitlab) set RedView hidden=no"))
        #expect(asked.contains("(hitlab) tap 180 240   ?"))
        #expect(!asked.contains("hitTest----"))
        #expect(player.pendingQuestion?.kind == .view)
        #expect(player.counter == "1/4")
        let toldPage = player.answer("WhiteView")
        let told = try #require(toldPage)
        #expect(told.hasPrefix("✗ Not WhiteView: GreenView.\n\nWhiteView was never asked: (100, -40) in YellowView's coordinates is outside"))
        #expect(told.contains("YellowView says no, so WhiteView is never asked.\n\n(hitlab) tap 180 240\nhitTest----BlackView"))
        #expect(player.pendingQuestion == nil)
        // Lines: the choices are numbered, and the order typed is judged.
        let secondPage = player.showNext()
        let second = try #require(secondPage)
        #expect(second.contains("  1) touchBegan---BlackView\n  2) touchBegan---WhiteView\n  3) touchBegan---YellowView"))
        let unreadable = player.answer("9 9 9")
        #expect(unreadable == nil)
        #expect(player.pendingQuestion != nil)
        let rightPage = player.answer("2 3 1")
        let right = try #require(rightPage)
        #expect(right.hasPrefix("✓ Right: 2 3 1."))
        #expect(player.isFinished)
        #expect(practice.progress.answers == ["lesson7.q1": .init(right: false, given: "WhiteView"), "lesson7.q2": .init(right: true, given: "2 3 1")])
        #expect(practice.progress.predictions(inLesson: 7) == (answered: 2, right: 1))
    }

    @Test func goingBackFromTheFirstQuestionLeavesItAsked() throws {
        var player = Player(lesson: LessonDocument(markdown: Self.markdown), session: Session(startScript: SampleScenes.colouredViewsScript))
        _ = player.showNext()
        #expect(player.back() == nil)       // nothing before the first screen
        #expect(player.awaitsAnswer)
        #expect(player.counter == "1/4")
        // Enter alone shows the answer without judging.
        let shownPage = player.answer("")
        let shown = try #require(shownPage)
        #expect(shown.hasPrefix("The answer: GreenView.\n\nYellowView says no"))
    }

    /// A question passed with Enter alone can still be answered after going back to it.
    @Test func aQuestionPassedWithEnterIsAskedAgainAfterGoingBack() throws {
        var player = Player(lesson: LessonDocument(markdown: Self.markdown), session: Session(startScript: SampleScenes.colouredViewsScript))
        _ = player.showNext()
        let shown = player.answer("")
        #expect(shown?.hasPrefix("The answer: GreenView.") == true)
        #expect(player.pendingQuestion == nil)
        let back = player.back()
        #expect(back != nil)
        #expect(player.awaitsAnswer)
        let verdict = player.answer("green")
        #expect(verdict?.hasPrefix("✓ Right: GreenView.") == true)
    }

    @Test func progressKeepsTheAnswersAcrossRuns() throws {
        let folder = TestFolder.path("answers")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        ProgressStore(folder: folder).recordAnswer("lesson0.q3", right: true, given: "2  3\n1")
        let read = ProgressStore(folder: folder)
        #expect(read.answers == ["lesson0.q3": .init(right: true, given: "2 3 1")])
        #expect(read.takeNotices().isEmpty)
    }

    /// Playing a lesson again never loses a right answer; a wrong one is replaced by a later one.
    @Test func aRightAnswerStaysWhenTheLessonIsPlayedAgain() throws {
        let folder = TestFolder.path("answers")
        let store = ProgressStore(folder: folder)
        store.recordAnswer("lesson0.q3", right: false, given: "1 2 3")
        store.recordAnswer("lesson0.q3", right: true, given: "2 3 1")
        store.recordAnswer("lesson0.q3", right: false, given: "3 2 1")
        #expect(ProgressStore(folder: folder).answers == ["lesson0.q3": .init(right: true, given: "2 3 1")])
    }

    /// `exercise` (and `hitlab lessons`) shows, under each lesson that asks, how many predictions were right.
    @Test func theListSaysHowManyPredictionsWereRight() throws {
        let catalog = try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path)
        let session = Session(startScript: nil)
        let practice = Practice.install(in: session, catalog: catalog)
        practice.progress.recordAnswer("lesson1.q1", right: true, given: "1 2 3 4 5 6")
        practice.progress.recordAnswer("lesson1.q2", right: false, given: "1")
        let total = LessonDocument(markdown: try #require(catalog.lessonText(catalog.lessons[1]))).questions.count
        #expect(total > 5)
        let lines = session.execute("exercise").output.split(separator: "\n").map(String.init)
        let heading = try #require(lines.firstIndex { $0.hasPrefix("Lesson 1: ") })
        #expect(lines[heading + 1] == "  predictions: 1 of \(total) right (\(total - 2) not answered yet)")
    }
}

extension LessonQuestionTests {
    /// At the player's prompt `b`, `r` and `q` alone are its keys (back, the REPL, quit), so
    /// `hitlab check` refuses a question whose answer is one of them.
    @Test(arguments: [("b", "b"), ("R", "R"), ("qView", "qView")])
    func anAnswerThatIsOneOfThePlayersKeysIsReported(view: String, answer: String) {
        let lesson = LessonDocument(markdown: """
            **Predict:** which view?

            <details><summary>Answer</summary>

            ```predict view
            \(answer)
            ```

            </details>

            ```hitlab
            (hitlab) view \(view) 0 0 10 10
            (hitlab) hittest 5 5
            hit: \(view)
            ```
            """)
        let problems = lesson.questionProblems()
        #expect(problems.count == 1)
        #expect(problems.first?.hasPrefix("line 5: the answer “\(answer)” would be typed as ") == true, "\(problems)")
        #expect(Player.key(forLine: "b") == .back && Player.key(forLine: " q ") == .quit && Player.key(forLine: "r") == .repl)
        #expect(Player.key(forLine: "black") == nil)
        #expect(Player.key(forLine: "bb") == .back && Player.key(forLine: " qqq") == .quit && Player.key(forLine: "bq") == nil)
    }
}
