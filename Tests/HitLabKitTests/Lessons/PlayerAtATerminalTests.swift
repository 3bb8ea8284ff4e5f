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

/// The lesson player as a terminal shows it: prose and `why` wrapped to the width, pages cut
/// into screens, answers typed the way a learner types them.
@Suite struct PlayerAtATerminalTests {
    /// A session styled as a terminal `columns` wide, teaching in `language`.
    static func terminalSession(columns: Int, language: Language = .english) -> Session {
        let session = Session(startScript: SampleScenes.colouredViewsScript,
                              style: OutputStyle(width: columns, language: language, wrapsProse: true))
        _ = Practice.install(in: session, catalog: nil)
        return session
    }

    /// A player of the lesson file `path` (under lessons/), fitted to `columns` × `rows`.
    static func player(_ path: String, columns: Int = 80, rows: Int? = 19, language: Language = .english) throws -> Player {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/" + path), encoding: .utf8)
        var player = Player(lesson: LessonDocument(markdown: text), session: terminalSession(columns: columns, language: language))
        player.fit(width: columns, height: rows)
        return player
    }

    /// Plays on (showing each answer without judging) until a question whose prompt holds
    /// `text` is asked; returns its screen.
    static func play(_ player: inout Player, toQuestion text: String) throws -> String {
        while true {
            let screen = player.pendingQuestion != nil && !player.hasQueuedScreens ? player.answer("") : player.showNext()
            let shown = try #require(screen, "the lesson ended before a question about \(text)")
            if let q = player.pendingQuestion, q.prompt.contains(text), !player.hasQueuedScreens { return shown }
        }
    }

    /// Text as read, whatever the wrapping: every run of spaces and line breaks one space.
    static func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    }

    /// A wrong view answer gets `why`'s whole sentence about the view named, wrapped once to
    /// the terminal, at 80 and at 120 columns.
    @Test(arguments: [80, 120])
    func aWrongViewAnswerKeepsAllOfWhysSentence(columns: Int) throws {
        var player = try Self.player("006-scroll-views-and-cells.md", columns: columns)
        _ = try Self.play(&player, toQuestion: "`tap 320 232`")
        let answered = player.answer("Like")
        let verdict = try #require(answered)
        let paragraphs = verdict.components(separatedBy: "\n\n")
        #expect(paragraphs.count > 2)
        // The lesson itself shows what `why Like` says there, a sentence on one line.
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/006-scroll-views-and-cells.md"), encoding: .utf8)
        let why = try #require(LessonDocument(markdown: text).steps.first { $0.command == "why Like" }?.expected.first)
        #expect(why.hasPrefix("Like was never asked: ") && DisplayWidth.of(why) > columns)
        #expect(Self.unwrapped(paragraphs[1]) == why)
        for line in verdict.split(separator: "\n") where !line.hasPrefix("hit: ") {
            #expect(DisplayWidth.of(line) <= columns, "\(line)")
        }
    }

    @Test func aWrongViewAnswerKeepsAllOfWhysSentenceInChinese() throws {
        var player = try Self.player("zh/006-scroll-views-and-cells.md", language: .chinese)
        _ = try Self.play(&player, toQuestion: "`hittest 60 130`")
        let answered = player.answer("List")
        let verdict = try #require(answered)
        let paragraphs = verdict.components(separatedBy: "\n\n")
        // `why List` in the REPL, unwrapped, is the sentence the verdict keeps whole.
        let session = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(language: .chinese))
        for command in ["window 375 667", "scroll List 0 100 375 400 contentSize=375,1200", "button Buy 20 40 120 44 in List",
                        "set List contentOffset=0,30", "hittest 60 130"] { _ = session.execute(command) }
        let why = try #require(session.execute("why List").output.split(separator: "\n").first.map(String.init))
        #expect(why.count > 40)
        // Wrapping only breaks lines (at spaces, or between Chinese characters).
        #expect(paragraphs[1].filter { !$0.isWhitespace } == why.filter { !$0.isWhitespace }, "\(paragraphs[1])\n--\n\(why)")
        #expect(verdict.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 80 || $0.hasPrefix("hit: ") })
    }

    /// Whether `input` answers the question of the lesson file `path` whose prompt holds `asking`.
    static func answers(_ input: String, _ path: String, asking: String) throws -> Bool {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/" + path), encoding: .utf8)
        let (question, subject) = try #require(LessonDocument(markdown: text).questions.first { $0.question.prompt.contains(asking) })
        let example = try #require(subject)
        let actual = try #require(question.actual(in: example.expected))
        let given = try #require(question.reading(input))
        return question.isRight(given, actual: actual)
    }

    /// A wrong value answer's verdict quotes both sides, so a wrong `delivered` against the
    /// printed `not delivered: …` never reads as agreement ("✗ Not delivered: not delivered").
    @Test func aWrongValueVerdictQuotesBothSides() {
        let markdown = "# T\n\n**Predict:** what does `p 1 + 1` print?\n\n<details><summary>Answer</summary>\n\n```predict value\n2\n```\n\nAddition.\n\n</details>\n\n```hitlab\n(hitlab) p 1 + 1\n2\n```\n"
        for (language, verdict) in [(Language.english, "✗ Not “3”: “2”."), (.traditionalChinese, "✗ 不是「3」，而是「2」。")] {
            var player = Player(lesson: LessonDocument(markdown: markdown), session: Session(style: OutputStyle(language: language)))
            while player.pendingQuestion == nil, player.showNext() != nil {}
            let told = player.answer("3") ?? ""
            #expect(told.contains(verdict), "\(told)")
        }
    }

    /// "Type what it prints": the whole printed line is right, as is the part after the
    /// question's prefix; a wrong line stays wrong.
    @Test func theWholePrintedLineAnswersAValueQuestion() throws {
        let asking = "What does Buy's `touchesBegan` say?"
        let lesson = "006-scroll-views-and-cells.md"
        #expect(try Self.answers("Buy: touchesBegan, the finger is down", lesson, asking: asking))
        #expect(try Self.answers("buy:  touchesBegan, the finger is down", lesson, asking: asking))
        #expect(try Self.answers("down", lesson, asking: asking))
        #expect(try !Self.answers("Buy: touchesBegan, the finger is up", lesson, asking: asking))
        #expect(try !Self.answers("up", lesson, asking: asking))
        #expect(try !Self.answers("Buy: touchesBegan", lesson, asking: asking))
        // Through the player, as typed at its prompt.
        var player = try Self.player(lesson)
        _ = try Self.play(&player, toQuestion: asking)
        let answered = player.answer("Buy: touchesBegan, the finger is down")
        let verdict = try #require(answered)
        #expect(verdict.hasPrefix("✓ Right: down."), "\(verdict)")
    }

    /// A point is right with or without its brackets, never with other numbers.
    @Test func aPointAnswersWithOrWithoutItsBrackets() throws {
        let asking = "How far did List scroll"
        let lesson = "006-scroll-views-and-cells.md"
        for right in ["(0, 0)", "0, 0", "0,0", "(0,0)", " 0 ,  0 "] {
            #expect(try Self.answers(right, lesson, asking: asking), "\(right)")
        }
        for wrong in ["0", "0, 100", "(0, 100)", "0 0 0", "(0, 0", "100"] {
            #expect(try !Self.answers(wrong, lesson, asking: asking), "\(wrong)")
        }
        #expect(try Self.answers("450, 180", "005-make-it-move.md", asking: "Where is the centre when the pan ends?"))
    }

    /// A line `NAME: TEXT` whose NAME the question names is answered by TEXT, or the whole
    /// line; NAME alone is not an answer, since the question gave it.
    @Test func theTextAfterTheNameTheQuestionGivesAnswers() throws {
        for (lesson, asking) in [("006-scroll-views-and-cells.md", "Which line does Buy print?"), ("zh/006-scroll-views-and-cells.md", "Buy 打印哪一行？")] {
            #expect(try Self.answers("touchCancel", lesson, asking: asking))
            #expect(try Self.answers("Buy: touchCancel", lesson, asking: asking))
            #expect(try !Self.answers("Buy", lesson, asking: asking))
            #expect(try !Self.answers("touchDown", lesson, asking: asking))
            #expect(try !Self.answers("Buy: touchDown", lesson, asking: asking))
        }
        // A value before a colon that the question does not name still answers (lesson 2).
        #expect(try Self.answers("false", "002-responders-and-the-chain.md", asking: "What does `become Field` say"))
    }

    /// A page's last screen is never just the tail of a line begun on the screen before:
    /// a list is cut before an item, so lesson 5's last bullet moves whole.
    @Test func aScreenIsNeverJustALinesTail() throws {
        var player = try Self.player("005-make-it-move.md")
        let screens = PlayerBackTests.playToTheEnd(&player).map(\.screen)
        let last = try #require(screens.last)
        // It starts a line, and holds the last bullet whole (with its section, when all fits).
        #expect(!last.hasPrefix(" ") && last.contains("- A recognizer of your own only sets `state`; UIKit decides the rest"), "\(last)")
        // The same rule on any list: the cut comes before the last item rather than inside it.
        let list = (1...5).map { "- item \($0) is a sentence long enough\n  to take a second line" }.joined(separator: "\n")
        let cut = Screens.split("Intro.\n\n" + list, height: 11, width: 80)
        #expect(cut.count == 2)
        #expect(cut.allSatisfy { !$0.hasPrefix("  ") }, "\(cut)")
        // A plain paragraph too: its end does not sit alone on the last screen when it fits whole there.
        let paragraph = (1...6).map { "line \($0) of a paragraph" }.joined(separator: "\n")
        let screensOfIt = Screens.split("One.\n\nTwo.\n\n" + paragraph, height: 8, width: 80)
        #expect(screensOfIt.last == paragraph, "\(screensOfIt)")
    }

    /// A closing punctuation mark never starts a line: not in a lesson as written, nor where
    /// the wrapper joins and breaks lines.
    @Test func aClosingPunctuationMarkNeverStartsALine() throws {
        let folder = repositoryRoot.appendingPathComponent("lessons")
        for sub in ["", "zh/"] {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path + "/" + sub).filter { $0.hasSuffix(".md") && $0.first!.isNumber }
            #expect(names.count == 9)
            for name in names {
                let text = try String(contentsOf: folder.appendingPathComponent(sub + name), encoding: .utf8)
                var fenced = false
                for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                    if line.hasPrefix("```") { fenced.toggle(); continue }
                    guard !fenced, let first = line.drop(while: { $0 == " " }).first else { continue }
                    #expect(!DisplayWidth.closing.contains(first) || line.drop(while: { $0 == " " }).hasPrefix("..."),
                            "\(sub)\(name):\(n + 1) starts with \(first)")
                }
            }
        }
        let joined = ProseWrapper.paragraph("Fix: add it to `contentView`\n. Then tap it again, once more, and once again.", width: 30)
        #expect(joined.split(separator: "\n").allSatisfy { !DisplayWidth.closing.contains($0.first!) }, "\(joined)")
        #expect(joined.contains("`contentView`."), "\(joined)")
    }

    /// Every transcript, and every translation in its language, played in class at 80 and 120
    /// columns: `why` wrapped to the terminal
    /// is never flagged as differing from the transcript (which `transcript check` passes),
    /// and prose is refilled to the width, never broken inside a word by the terminal.
    @Test(arguments: [80, 120])
    func transcriptsPlayWrappedWithoutFlaggingTheWrapping(columns: Int) throws {
        for file in TranscriptTests.files {
            let text = try String(contentsOf: TranscriptTests.folder.appendingPathComponent(file), encoding: .utf8)
            // A translation (zh/NAME.t) plays teaching in its language, as `transcript play` plays it.
            let session = Self.terminalSession(columns: columns)
            session.style.language = Transcript.language(ofFile: "transcripts/" + file)
            var player = Player(transcript: text, session: session)
            player.fit(width: columns, height: 19)
            var screens = 0
            while true {
                let prose = player.position < player.pages.count && player.pages[player.position].commands.isEmpty && !player.hasQueuedScreens
                guard let screen = player.showNext() else { break }
                screens += 1
                #expect(!screen.contains("≠ this differs"), "\(file) at \(columns) columns:\n\(screen)")
                if prose {
                    #expect(screen.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= columns }, "\(file):\n\(screen)")
                }
            }
            #expect(screens == player.screenCount)
        }
    }

    /// Output that really differs is still flagged when it is wrapped.
    @Test func aWrappedLineThatDiffersIsStillFlagged() {
        let sentence = "Turn went possible → failed. Zoom recognized first on the same touches, and two recognizers do not both recognize"
        var player = Player(transcript: "  (hitlab) chain RedView\n  \(sentence)\n", session: Self.terminalSession(columns: 40))
        player.fit(width: 40, height: nil)
        #expect(player.showNext()?.contains("≠ this differs from the transcript") == true)
        // The comparison of a wrapped reply: a line wrapped at the width reads as the line.
        let wrapped = ProseWrapper.paragraph(sentence, width: 40).split(separator: "\n").map(String.init)
        #expect(wrapped.count > 2)
        #expect(Transcript.unwrapping(wrapped + ["hit: A"], toMatch: [sentence, "hit: [..]"], width: 40) == [sentence, "hit: A"])
        #expect(Transcript.unwrapping(wrapped, toMatch: [sentence.replacingOccurrences(of: "Zoom", with: "Pinch")], width: 40) == wrapped)
        #expect(Transcript.unwrapping(wrapped, toMatch: ["Turn went [..] recognize"], width: 40) == [sentence])
    }

    /// In class, the paragraph that asks about an example is shown over the scene the example
    /// is asked on, built by the commands before the one it asks about (not the scene before
    /// it), its SwiftUI content drawn as `draw` draws it, with the legend in the transcript's
    /// language; then the example runs on the scene as it was.
    @Test(arguments: [("lesson-7-only-content-is-touched.t", Language.english, "R Row", "1 column = "),
                      ("zh/lesson-7-only-content-is-touched.t", .chinese, "R Row", "1 个字符宽 = "),
                      ("zh-Hant/lesson-7-only-content-is-touched.t", .traditionalChinese, "R Row", "1 個字元寬 = ")])
    func theQuestionIsDrawnOnTheSceneItAsksAbout(file: String, language: Language, legend: String, scale: String) throws {
        let text = try String(contentsOf: TranscriptTests.folder.appendingPathComponent(file), encoding: .utf8)
        var player = Player(transcript: text, session: Self.terminalSession(columns: 80, language: language))
        player.fit(width: 80, height: 19)
        let firstScreen = player.showNext()
        let first = try #require(firstScreen)
        let lines = first.split(separator: "\n").map(String.init)
        #expect(lines.contains(legend), "\(first)")
        #expect(!first.contains("BlackView"), "the built-in scene, drawn under a question about another")
        #expect(lines.last?.hasPrefix(scale) == true, "\(first)")
        // The row's texts are drawn inside it: Bread's first letter and the count.
        let row = try #require(lines.first { $0.hasPrefix("│") && $0.contains("1") })
        #expect(row.contains("B"), "\(first)")
        // The scene was put back: the example builds it again and runs as the transcript says.
        let exampleScreen = player.showNext()
        let example = try #require(exampleScreen)
        #expect(example.hasPrefix(Prompt.of(player.session) + "window 375 667"))
        #expect(!example.contains("≠ this differs"))
    }
}
