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

/// A translated course in `lessons/zh/`: read in Chinese where a file is translated, in
/// English where it is not, and reported when its blocks or an exercise's graded parts drift
/// from the English. The course here is a small fixture, written to a temporary folder.
@Suite struct TranslationTests {
    static let englishLesson = """
        # Lesson 0: how a touch finds its view

        The window asks its subviews from the front.

        ```hitlab
        (hitlab) tap 180 240
        hitTest----BlackView
        hitTest----YellowView
        hitTest----GreenView
        touchBegan---GreenView
        touchBegan---BlackView
        hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
        ```

        The code, as Swift:

        ```swift
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
        ```
        """

    /// The same lesson in Chinese: the prose translated, every block copied unchanged.
    static let chineseLesson = """
        # 第 0 课：触摸如何找到它的视图

        窗口从最上面的子视图开始询问。

        ```hitlab
        (hitlab) tap 180 240
        hitTest----BlackView
        hitTest----YellowView
        hitTest----GreenView
        touchBegan---GreenView
        touchBegan---BlackView
        hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
        ```

        用 Swift 写出来：

        ```swift
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true }
        ```
        """

    static var englishExercise: String {
        get throws { try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/exercises/grey-to-green.exercise"), encoding: .utf8) }
    }

    /// grey-to-green with its title, task and hints in Chinese.
    static func chineseExercise(from english: String) -> String {
        var lines = english.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines[0] = "# 把灰色区域交给 GreenView"
        let task = lines.firstIndex(of: "## Task")!, start = lines.firstIndex(of: "## Start")!
        lines.replaceSubrange((task + 1)..<start, with: ["不改变任何 frame，让点在 BlackView 灰色区域上的触摸交给 GreenView。", ""])
        let hints = lines.firstIndex(of: "## Hints")!, solution = lines.firstIndex(of: "## Solution")!
        let count = lines[(hints + 1)..<solution].filter { $0.hasPrefix("- ") }.count
        lines.replaceSubrange((hints + 1)..<solution, with: (1...count).map { "- 中文提示 \($0)" } + [""])
        return lines.joined(separator: "\n")
    }

    /// A course folder with lessons 0 and 1 and two exercises; `zh` gets lesson 0 and
    /// grey-to-green, changed by `alter` first.
    func course(lesson: (String) -> String = { $0 }, exercise: (String) -> String = { $0 }) throws -> (folder: String, catalog: Catalog) {
        let folder = TestFolder.path("zh")
        try FileManager.default.createDirectory(atPath: folder + "/exercises", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/zh/exercises", withIntermediateDirectories: true)
        try #"{"formatVersion": 1, "lessons": [{"number": 0, "file": "000-touch.md", "title": "How a touch finds its view", "source": "s", "exercises": ["grey-to-green"]}, {"number": 1, "file": "001-chain.md", "title": "The chain", "source": "s", "exercises": ["avatar-over-the-banner"]}]}"#
            .write(toFile: folder + "/manifest.json", atomically: true, encoding: .utf8)
        try Self.englishLesson.write(toFile: folder + "/000-touch.md", atomically: true, encoding: .utf8)
        try "# Lesson 1: the chain\n\nMore.\n\n```hitlab\n(hitlab) chain RedView\nRedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n```\n"
            .write(toFile: folder + "/001-chain.md", atomically: true, encoding: .utf8)
        let english = try Self.englishExercise
        try english.write(toFile: folder + "/exercises/grey-to-green.exercise", atomically: true, encoding: .utf8)
        // Listed under lesson 1 here, so it says so (the course checks the two agree).
        try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/exercises/avatar-over-the-banner.exercise"), encoding: .utf8)
            .replacingOccurrences(of: "\nlesson: 0\n", with: "\nlesson: 1\n")
            .write(toFile: folder + "/exercises/avatar-over-the-banner.exercise", atomically: true, encoding: .utf8)
        try lesson(Self.chineseLesson).write(toFile: folder + "/zh/000-touch.md", atomically: true, encoding: .utf8)
        try exercise(Self.chineseExercise(from: english)).write(toFile: folder + "/zh/exercises/grey-to-green.exercise", atomically: true, encoding: .utf8)
        return (folder, try Catalog(folder: folder))
    }

    func session(_ catalog: Catalog, language: Language) -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(language: language))
        Practice.install(in: s, catalog: catalog)
        return s
    }

    @Test func aFaithfulTranslationHasNoProblemsAndRunsItsBlocks() throws {
        let (folder, catalog) = try course()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(catalog.translationProblems() == [])
        #expect(catalog.contentProblems() == [])
        let zh = try #require(catalog.translations[.chinese])
        #expect(LessonDocument(markdown: try #require(zh.lessonTexts["000-touch.md"])).check().isEmpty)
    }

    @Test func chineseTitlesComeFromTheTranslatedHeadingAndMissingFilesFallBack() throws {
        let (folder, catalog) = try course()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(catalog.title(of: catalog.lessons[0], in: .chinese) == "触摸如何找到它的视图")
        #expect(catalog.heading(of: catalog.lessons[0], in: .chinese) == "第 0 课：触摸如何找到它的视图")
        #expect(catalog.heading(of: catalog.lessons[0], in: .english) == "Lesson 0: How a touch finds its view")
        // Lesson 1 and avatar-over-the-banner are not translated: English, in a Chinese frame.
        #expect(catalog.heading(of: catalog.lessons[1], in: .chinese) == "第 1 课：The chain")
        #expect(catalog.lessonText(catalog.lessons[1], in: .chinese)?.hasPrefix("# Lesson 1: the chain") == true)
        #expect(try catalog.exercise(named: "avatar-over-the-banner", in: .chinese) == catalog.exercise(named: "avatar-over-the-banner"))
        #expect(try catalog.exercise(named: "grey-to-green", in: .chinese).title == "把灰色区域交给 GreenView")
    }

    @Test func theExerciseCommandsFollowTheLanguage() throws {
        let (folder, catalog) = try course()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = session(catalog, language: .chinese)
        let list = s.execute("exercise").output
        #expect(list.hasPrefix("第 0 课：触摸如何找到它的视图\n  · grey-to-green: 把灰色区域交给 GreenView\n第 1 课：The chain\n  · avatar-over-the-banner: "), "\(list)")
        let start = s.execute("exercise grey-to-green").output
        #expect(start.hasPrefix("把灰色区域交给 GreenView\n\n不改变任何 frame"), "\(start)")
        #expect(start.contains("可见的检查项（`check` 会运行它们，还有一些隐藏的）：\n  tap 320 550：应命中 GreenView"), "\(start)")
        #expect(s.execute("hint").output == "提示 1/3：中文提示 1（再输入 `hint` 看下一条）")
        #expect(s.execute("solution").output.hasPrefix("这会显示一个完整的答案"))
        let english = try catalog.exercise(named: "grey-to-green")
        #expect(s.execute("solution yes").output == "grey-to-green 的参考答案：\n\n" + english.solution)
        let check = s.execute("check").output
        #expect(check.contains("✗ tap 320 550：应命中 GreenView，实际命中 BlackView"), "\(check)")
        #expect(check.hasSuffix("`hint` 可以帮忙。"), "\(check)")
        #expect(s.execute("reset").output == "grey-to-green 回到了它的起始场景")
        let progress = s.execute("progress").output
        #expect(progress == "2 个练习中已解出 0 个\n  grey-to-green: 用了 1 条提示，看过答案\n  avatar-over-the-banner: 还没开始", "\(progress)")
        // Switching back mid-exercise speaks English again, on the same work.
        _ = s.execute("option lang=en")
        #expect(s.execute("hint").output.hasPrefix("Hint 2 of 3: A view that") == false)
        #expect(s.execute("hint").output.hasPrefix("Hint 3 of 3: `return super.point"))
        // An untranslated exercise is English, framed in Chinese.
        _ = s.execute("option lang=zh")
        let fallback = s.execute("exercise avatar-over-the-banner").output
        #expect(fallback.hasPrefix(try catalog.exercise(named: "avatar-over-the-banner").title + "\n"), "\(fallback)")
        #expect(fallback.contains("可见的检查项"))
    }

    @Test func theLessonPlayerPlaysTheTranslationWithTheSameOutput() throws {
        let (folder, catalog) = try course()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = session(catalog, language: .chinese)
        let first = s.execute("lesson 0").output
        #expect(first.hasPrefix("第 0 课：触摸如何找到它的视图（回车：下一页"), "\(first)")
        #expect(first.contains("窗口从最上面的子视图开始询问。"))
        #expect(first.contains("hit: GreenView | chain: GreenView → BlackView"))
        var last = first
        for _ in 0..<10 where !last.hasSuffix(ChineseWords(script: .chinese).lessonEnd) { last = s.execute("lesson").output }
        #expect(last.hasSuffix("（本课结束；`lesson back` 再看最后一页，`exercise` 列出它的练习）"), "\(last)")
    }

    @Test func aChangedBlockIsDriftNamedByItsLines() throws {
        let (folder, catalog) = try course(lesson: { $0.replacingOccurrences(of: "(hitlab) tap 180 240", with: "(hitlab) tap 180 241") })
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let problems = catalog.contentProblems()
        #expect(problems == ["zh/000-touch.md: block 1 (line 5) differs from the English block at line 5: the English has “(hitlab) tap 180 240”, the translation “(hitlab) tap 180 241”; copy the English block unchanged"], "\(problems)")
    }

    @Test func aMissingOrExtraBlockIsDrift() throws {
        let withoutSwift = try course(lesson: { String($0[..<$0.range(of: "```swift")!.lowerBound]) })
        defer { try? FileManager.default.removeItem(atPath: withoutSwift.folder) }
        #expect(withoutSwift.catalog.translationProblems() == ["zh/000-touch.md: has 1 fenced block, the English 2: the English block at line 17 is missing"])
        let extra = try course(lesson: { $0 + "\n\n```hitlab\n(hitlab) tree\n```\n" })
        defer { try? FileManager.default.removeItem(atPath: extra.folder) }
        #expect(extra.catalog.translationProblems().first?.hasPrefix("zh/000-touch.md: has 3 fenced blocks, the English 2: the block at line") == true)
        // A translated code comment is drift too: blocks are copied, never translated.
        let comment = try course(lesson: { $0.replacingOccurrences(of: "-> Bool { true }", with: "-> Bool { true } // 总是") })
        defer { try? FileManager.default.removeItem(atPath: comment.folder) }
        #expect(comment.catalog.translationProblems().count == 1)
    }

    @Test func anExerciseWhoseGradedPartsDriftIsReportedAndOneThatDoesNotParseFallsBack() throws {
        let drifted = try course(exercise: { $0.replacingOccurrences(of: "tap 320 550: hit GreenView", with: "tap 320 551: hit GreenView")
            .replacingOccurrences(of: "lesson: 0", with: "lesson: 1")
            .replacingOccurrences(of: "    return super.point", with: "    return  super.point")
            .replacingOccurrences(of: "- 中文提示 3\n", with: "") })
        defer { try? FileManager.default.removeItem(atPath: drifted.folder) }
        #expect(drifted.catalog.translationProblems() == [
            "zh/exercises/grey-to-green.exercise: says lesson: 1, the English lesson: 0",
            "zh/exercises/grey-to-green.exercise: its ## Solution differs from the English; copy it unchanged",
            "zh/exercises/grey-to-green.exercise: its ## Probes differ from the English; copy them unchanged",
            "zh/exercises/grey-to-green.exercise: has 2 hints, the English 3: translate each hint, one for one",
        ])
        let broken = try course(exercise: { $0.replacingOccurrences(of: "## Solution", with: "## 答案") })
        defer { try? FileManager.default.removeItem(atPath: broken.folder) }
        #expect(broken.catalog.translationProblems() == ["zh/exercises/grey-to-green.exercise: exercise grey-to-green has no `## Solution` section"])
        #expect(try broken.catalog.exercise(named: "grey-to-green", in: .chinese) == broken.catalog.exercise(named: "grey-to-green"))
    }

    @Test func thePlayerWrapsLongChineseLinesByDisplayWidth() {
        let paragraph = String(repeating: "命中测试从窗口开始，一层一层地询问子视图。", count: 6)
        let lesson = LessonDocument(markdown: "# 第 9 课：换行\n\n\(paragraph)\n")
        var player = Player(lesson: lesson, session: Session())
        player.wrapWidth = 40
        let page = player.showNext() ?? ""
        let lines = page.split(separator: "\n").map(String.init)
        #expect(lines.count > 5)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 }, "\(lines)")
        #expect(lines.joined().contains(paragraph))
    }

    @Test func thePlayerRefillsAParagraphTooWideForTheTerminalAndKeepsListsAsLists() {
        let markdown = "Lines written for a wide editor, which a narrow terminal would\nbreak unevenly if each were wrapped on its own.\n\n- a list item that is long enough to need wrapping here\n- another\n\n中文的第一行\n接着第二行\n"
        var player = Player(lesson: LessonDocument(markdown: markdown), session: Session())
        player.wrapWidth = 30
        let page = player.showNext() ?? ""
        let paragraphs = page.components(separatedBy: "\n\n")
        #expect(paragraphs[0] == "Lines written for a wide\neditor, which a narrow\nterminal would break unevenly\nif each were wrapped on its\nown.", "\(page)")
        #expect(paragraphs[1] == "- a list item that is long\nenough to need wrapping here\n- another", "\(page)")
        // A paragraph that fits is left as written, Chinese lines included.
        #expect(paragraphs[2] == "中文的第一行\n接着第二行")
    }
}
