import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Answers and commands typed with a Chinese input method: full-width digits, letters and
/// punctuation (what NFKC folds to ASCII), the ideographic space U+3000, and ，、；： between
/// the parts of an answer read as the learner meant them.
@Suite struct InputMethodAnswerTests {
    @Test func foldingTurnsFullWidthFormsIntoASCIIAndLeavesChineseAlone() {
        #expect(TypedText.command("tap １８０ ２４０") == "tap 180 240")
        #expect(TypedText.command("tap　180　240") == "tap 180 240")
        #expect(TypedText.command("ｓｅｔ RedView ｈｉｄｄｅｎ＝ｙｅｓ") == "set RedView hidden=yes")
        // A quoted string keeps what was typed in it; Chinese, 「」, … and → are never changed.
        #expect(TypedText.command("p \"你好，世界　１\"") == "p \"你好，世界　１\"")
        #expect(TypedText.command("view 红色「１」… → 0 0 1 1") == "view 红色「1」… → 0 0 1 1")
        #expect(TypedText.answer("3，2，1") == "3, 2, 1")
        #expect(TypedText.answer("3、2、1") == "3, 2, 1")
        #expect(TypedText.answer("nearest view controller：MainVC") == "nearest view controller: MainVC")
        #expect(TypedText.answer("plain ascii, as typed") == "plain ascii, as typed")
    }

    /// The three-line question of LessonQuestionTests' lesson, whose answer is 2 3 1, in both
    /// scripts of Chinese.
    @Test(arguments: [Language.chinese, .traditionalChinese], ["2，3，1", "２ ３ １", "2　3　1", "2、3、1", "2；3；1", "２３１"])
    func aLinesAnswerTypedInFullWidthIsRead(language: Language, typed: String) throws {
        let session = PlayerAtATerminalTests.terminalSession(columns: 80, language: language)
        var player = Player(lesson: LessonDocument(markdown: LessonQuestionTests.markdown), session: session)
        _ = player.showNext()
        _ = player.answer("")
        _ = player.showNext()
        #expect(player.pendingQuestion?.kind == .lines)
        let answered = player.answer(typed)
        let judged = try #require(answered, "\(typed) was not read as an answer")
        #expect(judged.hasPrefix(language.chinese("✓ 对：2 3 1。")), "\(typed): \(judged)")
    }

    /// Lesson 1's question on the corrected walk up the chain, answered with a full-width
    /// colon, in Simplified and Traditional.
    @Test(arguments: [("zh/001-delivery-and-response-order.md", Language.chinese, "改正后的遍历会打印什么"),
                      ("zh-Hant/001-delivery-and-response-order.md", .traditionalChinese, "改正後的遍歷會印出什麼")])
    func aValueAnswerWithAFullWidthColonIsRight(path: String, language: Language, prompt: String) throws {
        var player = try PlayerAtATerminalTests.player(path, language: language)
        _ = try PlayerAtATerminalTests.play(&player, toQuestion: prompt)
        let answered = player.answer("nearest view controller：MainVC")
        let judged = try #require(answered)
        #expect(judged.hasPrefix(language.chinese("✓ 对")), "\(judged)")
    }

    @Test func aCommandTypedInFullWidthRuns() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        let reply = s.execute("ｔａｐ　１８０ ２４０")
        #expect(reply.status == .ok, "\(reply.text)")
        #expect(reply.text.contains("hit: GreenView"))
        #expect(s.execute("tap １８０ ２４０").text == s.execute("tap 180 240").text)
    }

    /// A point typed with the input method's comma, `tap 180，240`, is the point (180, 240), as
    /// are the ASCII forms a point is printed in; a comma between things that are not numbers
    /// is still refused, naming what was typed.
    @Test(arguments: ["tap 180，240", "tap 180， 240", "tap １８０，２４０", "tap 180,240", "tap 180, 240"])
    func aPointTypedWithACommaIsThePoint(typed: String) {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        let reply = s.execute(typed)
        #expect(reply.status == .ok, "\(typed): \(reply.text)")
        #expect(s.state.lastTouch == Point(x: 180, y: 240), "\(typed)")
        #expect(reply.text.contains("hit: GreenView"), "\(typed): \(reply.text)")
    }

    @Test func commasElsewhereInACommandAreReadAsBefore() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        // A frame of four numbers typed with commas.
        #expect(s.execute("view Pad 10，20，100，50").status == .ok)
        #expect((try? s.state.scene.viewID(named: "Pad")).map { s.state.scene[$0].frame } == Rect(x: 10, y: 20, width: 100, height: 50))
        // A size given as KEY=W,H keeps its comma.
        #expect(s.execute("scroll S 0 0 100 100 contentSize=300，100").status == .ok)
        // Not numbers: refused with the word typed.
        let refused = s.execute("tap 180,x")
        #expect(refused.isError && refused.error?.contains("'180,x'") == true, "\(refused.text)")
        #expect(s.execute("tap 180，240，7").isError)
    }
}
