import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A transcript played in front of a class at a terminal: the question is read with the scene
/// drawn under it, the commands of one block stay on screen together, commands stand out in
/// colour, and the detour to the REPL speaks of the transcript.
@Suite struct TranscriptInClassTests {
    /// The bundled transcript that debugs the overhang: a paragraph asking where the tap goes,
    /// a block that sets a breakpoint and taps, then a paragraph and `finish`.
    static let transcript = CourseSource.builtInTranscripts["debug-white-outside-yellow.t"] ?? ""

    func player(rows: Int?, colour: Bool = false) -> Player {
        let session = Session(startScript: SampleScenes.colouredViewsScript,
                              style: OutputStyle(colour: colour, width: 80, wrapsProse: true))
        var player = Player(transcript: Self.transcript, session: session)
        player.fit(width: 80, height: rows)
        return player
    }

    @Test func theQuestionIsShownWithTheSceneItAsksAbout() throws {
        var player = player(rows: 21)
        let question = player.showNext() ?? ""
        // The title heads the screen; the paragraph goes on after its first sentence.
        #expect(!question.contains("Debugging the first article's second tap") && question.contains("The built-in scene is the first article's"))
        // The window drawn under it, with the views the class is to choose from.
        #expect(question.contains("┌") && question.contains("└"))
        for view in ["Red", "Yellow", "Black"] { #expect(question.contains(view), "\(question)") }
        #expect(question.split(separator: "\n", omittingEmptySubsequences: false).count <= 21)
        // It answered nothing: no command ran, no touch was made.
        #expect(player.session.state.lastDelivery == nil)
        // A screen too short for a picture keeps the question alone.
        var short = self.player(rows: 8)
        #expect(short.showNext()?.contains("┌") == false)
        // A lesson (which shows its examples with its prose) draws nothing of its own.
        #expect(!Player(lesson: LessonDocument(markdown: "# T\n\nA paragraph.\n"), session: Session()).isTranscript)
    }

    /// The scene keeps one size through a transcript, before the first touch and after it, so
    /// the class never sees it shrink to make room for a paragraph; a paragraph too long to go
    /// under it is wrapped beside it, every word kept.
    @Test func theSceneKeepsOneSizeThroughTheTranscript() throws {
        let source = try #require(CourseSource.builtInTranscripts["lesson-0-the-six-taps-and-the-overhang.t"])
        let session = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(colour: false, width: 80, wrapsProse: true))
        var player = Player(transcript: source, session: session)
        player.fit(width: 80, height: 21)
        var scales: [String] = [], drawn = 0
        var first: String?
        while let screen = player.showNext() {
            let lines = screen.split(separator: "\n").map(String.init)
            #expect(lines.count <= 21, "\(screen)")
            scales += lines.filter { $0.hasPrefix("1 column = ") }
            if screen.contains("┌") { drawn += 1; first = first ?? screen }
        }
        #expect(drawn >= 8)
        #expect(Set(scales).count == 1, "\(scales)")
        // The first paragraph stands beside the box or under it, and no word of it is lost.
        let text = try #require(first).split(separator: "\n").map { line in
            line.lastIndex { "│┐┘".contains($0) }.map { String(line[line.index(after: $0)...]) } ?? String(line)
        }
        let words = text.joined(separator: " ").split(separator: " ").joined(separator: " ")
        #expect(words.contains("Before each tap, ask the class which view will answer"), "\(words)")
    }

    /// Every bundled transcript plays at small and narrow terminals without a crash, no screen
    /// taller than the terminal, and the scene (when drawn) at one size: a legend wrapped over
    /// several rows once crashed the layout beside it, and at 64 columns hid every drawing
    /// made after a touch.
    @Test(arguments: [(16, 60), (18, 60), (24, 64), (24, 80)])
    func everyTranscriptPlaysAtSmallTerminals(rows: Int, columns: Int) throws {
        for (name, source) in CourseSource.builtInTranscripts.sorted(by: { $0.key < $1.key }) where !name.contains("/") {
            let session = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(colour: false, width: columns, wrapsProse: true))
            var player = Player(transcript: source, session: session)
            player.fit(width: columns, height: rows)
            var scales: Set<String> = [], drawn = 0, touched = 0
            while let screen = player.showNext() {
                let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.reduce(0) { $0 + Screens.rows($1, width: columns) } <= rows, "\(name) at \(rows)×\(columns):\n\(screen)")
                scales.formUnion(lines.filter { $0.hasPrefix("1 column = ") }.map(String.init))
                // Read as one line, without the marks that continue a wrapped one.
                let flat = screen.split(whereSeparator: \.isWhitespace).filter { $0 != "↪" }.joined(separator: " ")
                if screen.contains("┌") { drawn += 1; if flat.contains("last touch") { touched += 1 } }
            }
            #expect(scales.count <= 1, "\(name) at \(rows)×\(columns): \(scales)")
            if rows >= 18, name.hasPrefix("lesson-0") { #expect(drawn >= 8 && touched >= 5, "\(name) at \(rows)×\(columns): \(drawn) drawings, \(touched) after a touch") }
        }
    }

    /// Text goes beside the box's own rows only, never beside the legend under it, which may
    /// be wider than the box (a wrapped legend once made a negative padding and crashed).
    @Test func textGoesBesideTheBoxOnly() {
        let drawing = "┌──┐\n│  │\n└──┘\nA legend line far wider than the box it stands under\n1 column = 9 points"
        let both = Screens.beside(drawing, ["one two three"], width: 60, height: 10, minimumColumns: 10)
        #expect(both?.split(separator: "\n").map(String.init) == ["┌──┐   one two three", "│  │", "└──┘",
                                                                   "A legend line far wider than the box it stands under", "1 column = 9 points"])
        // Four rows of text do not go beside a box of three.
        #expect(Screens.beside(drawing, ["a b c d e f g h i j k l m n o p q r s t u v w x y z " + String(repeating: "word ", count: 12)], width: 40, height: 10, minimumColumns: 10) == nil)
        #expect(Screens.beside(drawing, ["one"], width: 60, height: 4) == nil, "taller than the screen")
    }

    @Test func aBlocksCommandsGoOnUnderEachOtherAndAParagraphStartsAfresh() throws {
        var player = player(rows: 21)
        _ = player.showNext()
        #expect(!player.continuesLastScreen)
        // The first command after the paragraph starts a screen; the rest of its block follow.
        let breakpoint = player.showNext() ?? ""
        #expect(breakpoint.hasPrefix("(hitlab) break pointInside") && !player.continuesLastScreen)
        let tap = player.showNext() ?? ""
        #expect(tap.hasPrefix("(hitlab) tap 180 240") && player.continuesLastScreen)
        let prose = player.showNext() ?? ""
        #expect(prose.contains("The point is already") && !player.continuesLastScreen)
        let finish = player.showNext() ?? ""
        #expect(finish.hasPrefix("(hitlab ‖) finish") && !player.continuesLastScreen)
        let bt = player.showNext() ?? ""
        #expect(bt.contains("Back in UIKit's hitTest") && !player.continuesLastScreen)
        // Going back redraws a whole screen.
        #expect(player.back() != nil && !player.continuesLastScreen)
    }

    @Test func commandsAreBoldAndADifferenceIsColoured() {
        let screen = "(hitlab) tap 180 240\n  ↪ more\nhit: GreenView\n\n≠ this differs from the transcript (- expected, + printed now):\n  - hit: RedView\n  + hit: GreenView\nafter"
        let lines = PlayedColours.painted(screen).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "\u{1B}[1m(hitlab) tap 180 240\u{1B}[0m")
        #expect(lines[1] == "\u{1B}[1m  ↪ more\u{1B}[0m")
        #expect(lines[2] == "hit: GreenView")
        #expect(lines[4].hasPrefix("\u{1B}[33m≠"))
        #expect(lines[5] == "\u{1B}[31m  - hit: RedView\u{1B}[0m" && lines[6] == "\u{1B}[32m  + hit: GreenView\u{1B}[0m")
        #expect(lines[7] == "after")
        // Without colour codes the text is what was shown.
        #expect(PlayedColours.painted(screen).replacingOccurrences(of: "\u{1B}\\[[0-9]+m", with: "", options: .regularExpression) == screen)
    }

    @Test func theDetourToTheREPLNamesTheTranscript() {
        for words in [EnglishWords() as any PracticeWords, ChineseWords(script: .chinese), ChineseWords(script: .traditionalChinese)] {
            #expect(words.playerToREPL(transcript: true) != words.playerToREPL(transcript: false))
            #expect(words.playerBack(transcript: true) != words.playerBack(transcript: false))
            #expect(words.playerBackChanged(transcript: true) != words.playerBackChanged(transcript: false))
        }
        #expect(EnglishWords().playerToREPL(transcript: true).contains("the transcript's scene"))
        #expect(!EnglishWords().playerToREPL(transcript: true).contains("lesson"))
        #expect(!ChineseWords(script: .chinese).playerToREPL(transcript: true).contains("课程"))
    }
}
