import Foundation
import Testing
@testable import HitLabConsole
import HitLabKit

/// The Chinese order words keep the articles' two meanings apart: subviews are asked in
/// reverse array order (倒序, 从后往前, 从最后加入的开始: seeds 001, 003, 004), and what is drawn
/// on top is 上面 (盖在……上面), what it covers 下面. 前面 / 后面 for either, or 从前往后 for the
/// order of asking, says the opposite of the lesson beside it.
@Suite struct ChineseOrderWordsTests {
    /// The forms that contradict the articles: asking 从前往后, a view 在前面 / 最前面 for the one
    /// drawn on top, 后面的兄弟视图 for the ones it covers; in both scripts.
    static let contradicting = ["从前往后", "從前往後", "最前面", "在前面", "前面的兄弟", "后面的兄弟", "後面的兄弟",
                                "排在后面", "排在後面", "排在前面", "从后到前", "從後到前", "后面的视图", "後面的視圖",
                                "后面的窗口", "後面的視窗", "最靠前"]

    /// Every Chinese text HitLab teaches with: the course in both scripts and the sentence files.
    static func chineseTexts() throws -> [(path: String, text: String)] {
        let root = repositoryRoot
        var paths: [String] = []
        for folder in ["lessons/zh", "lessons/zh-Hant", "Sources"] {
            let found = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)?.allObjects as? [String] ?? []
            paths += found.filter { folder != "Sources" ? ($0.hasSuffix(".md") || $0.hasSuffix(".exercise")) : ($0 as NSString).lastPathComponent.hasPrefix("ChineseWords") }
                .map { folder + "/" + $0 }
        }
        paths.append("Sources/HitLabKit/Console/TraditionalPhrases.swift")
        return try paths.map { ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)) }
    }

    @Test func noChineseTextSaysTheContradictingOrder() throws {
        let texts = try Self.chineseTexts()
        #expect(texts.count >= 60, "\(texts.count) files")
        for (path, text) in texts {
            let joined = text.replacingOccurrences(of: #"(?<=[^\x00-\x7f])\n(?=[^\x00-\x7f])"#, with: "", options: .regularExpression)
            for form in Self.contradicting where joined.contains(form) {
                Issue.record("\(path) says \(form): subviews are asked 倒序 (从最后加入的开始); the view drawn on top is 上面")
            }
        }
    }

    /// Lesson 0's fourth tap answered RedView: BlackView asks its subviews last first, and
    /// GreenView, drawn on top of RedView there, answers before RedView is asked.
    @Test func whySaysReverseOrderAndOnTop() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        _ = s.execute("option lang=zh")
        let why = s.execute("why RedView").text
        #expect(why.contains("BlackView 倒序询问它的子视图（从最后加入的开始），盖在 RedView 上面的 GreenView 先回答了"), "\(why)")
        _ = s.execute("option lang=zh-Hant")
        #expect(s.execute("why RedView").text.contains("BlackView 倒序詢問它的子視圖（從最後加入的開始），蓋在 RedView 上面的 GreenView 先回答了"))
    }

    @Test func explainSaysReverseOrder() {
        let s = pausedSession("break hitTest BlackView")
        _ = s.execute("option lang=zh")
        _ = s.execute("explain on")
        var text = ""
        for _ in 0..<12 where !text.contains("询问它的子视图") { text = s.execute("step").text }
        #expect(text.contains("BlackView 倒序询问它的子视图（从最后加入的开始）：YellowView、GreenView、RedView。"), "\(text)")
    }
}
