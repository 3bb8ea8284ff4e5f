import Foundation
import Testing
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
}
