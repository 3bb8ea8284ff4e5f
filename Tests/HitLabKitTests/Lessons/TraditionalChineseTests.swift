import Foundation
import Testing
@testable import HitLabConsole
import HitLabKit

/// Traditional Chinese as a reader in Taiwan expects it: no character OpenCC picked from a
/// misread phrase (併發送, 隻影響, 寫明瞭), no mainland word where Taiwan writes another (設置,
/// 滾動, 回車), no Simplified character left, in the course's `lessons/zh-Hant/` and in every
/// phrase of HitLab's sentences. The wrong forms are the hand-edited table
/// scripts/traditional-chinese-phrases.tsv, which scripts/traditional-chinese.py applies.
@Suite struct TraditionalChineseTests {
    /// The left column of the hand-edited table: each a form no Traditional text may contain.
    static func wrongForms() throws -> [(pattern: String, regex: NSRegularExpression)] {
        let table = try String(contentsOf: repositoryRoot.appendingPathComponent("scripts/traditional-chinese-phrases.tsv"), encoding: .utf8)
        return try table.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { row in
            let pattern = String(row.split(separator: "\t", omittingEmptySubsequences: false)[0])
            return (pattern, try NSRegularExpression(pattern: pattern))
        }
    }

    /// The known wrong forms and Simplified-only characters in `text`, each with a few
    /// characters around it; a line break between two Chinese characters (a wrapped paragraph)
    /// is read as nothing, so a word split over two lines is found too.
    static func problems(in text: String, wrongForms: [(pattern: String, regex: NSRegularExpression)]) -> [String] {
        let joined = text.replacingOccurrences(of: #"(?<=[^\x00-\x7f])\n(?=[^\x00-\x7f])"#, with: "", options: .regularExpression)
        let whole = NSRange(joined.startIndex..., in: joined)
        var found: [String] = []
        for (pattern, regex) in wrongForms {
            for match in regex.matches(in: joined, range: whole) {
                let range = Range(match.range, in: joined)!
                let before = joined[..<range.lowerBound].suffix(8), after = joined[range.upperBound...].prefix(8)
                found.append("\(pattern): …\(before)\(joined[range])\(after)…")
            }
        }
        let left = joined.filter { SimplifiedOnlyCharacters.all.contains($0) }
        if !left.isEmpty { found.append("Simplified characters \(String(Set(left).sorted()))") }
        return found
    }

    /// Every file of `lessons/zh-Hant/`, by its path; the glossary without its first column,
    /// which lists the Simplified terms on purpose, the README without its articles' quotes
    /// (`articleQuotes`), which keep the articles' own characters, and a lesson without its fenced blocks, which
    /// are the English lesson's, copied unchanged (HitLab's output, such as `tree`'s “Text”
    /// quotes, is English in every language).
    static func traditionalFiles() throws -> [(path: String, text: String)] {
        let folder = repositoryRoot.appendingPathComponent("lessons/zh-Hant")
        let paths = (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".md") || $0.hasSuffix(".exercise") }.sorted()
        return try paths.map { path in
            var text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            if path == "GLOSSARY.md" {
                text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    line.hasPrefix("| ") ? "|" + (line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).last ?? "") : line
                }.joined(separator: "\n")
            }
            if path == "README.md" {
                let quotes = articleQuotes(text).map(\.quote)
                text = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                    quotes.contains { line.hasPrefix("| \($0) | ") } ? "|" + (line.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).last ?? "") : String(line)
                }.joined(separator: "\n")
                text = text.replacingOccurrences(of: #"(?m)^(### seeds/\d+，)「[^」]*」"#, with: "$1", options: .regularExpression)
            }
            if path.hasSuffix(".md") { text = withoutFencedBlocks(text) }
            return ("lessons/zh-Hant/" + path, text)
        }
    }

    /// The first cell of each table row under a README's `### seeds/NNN` heading (the words an
    /// article says), with the article's number, in order.
    static func articleQuotes(_ text: String) -> [(seed: String, quote: String)] {
        var seed: String?
        var quotes: [(seed: String, quote: String)] = []
        for line in text.split(separator: "\n") {
            if line.hasPrefix("#") {
                seed = line.hasPrefix("### seeds/") ? String(line.dropFirst(10).prefix(3)) : nil
            } else if let seed, line.hasPrefix("| "), !line.hasPrefix("|---"), !line.hasPrefix("| 原文 |") {
                quotes.append((seed, String(line.dropFirst(2).components(separatedBy: " | ")[0])))
            }
        }
        return quotes
    }

    /// `text` with the lines of its fenced blocks (```` ``` ```` to ```` ``` ````) left out.
    static func withoutFencedBlocks(_ text: String) -> String {
        var inBlock = false
        return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
            if line.hasPrefix("```") { inBlock.toggle(); return false }
            return !inBlock
        }.joined(separator: "\n")
    }

    @Test func theCheckFindsEachKindOfWrongForm() throws {
        let forms = try Self.wrongForms()
        for wrong in ["長按開始，併發送 action", "會被髮送", "這個屬性隻影響視圖", "Apple 寫明瞭這種傳遞", "直接回車顯示答案", "q：退出",
                      "打印 `x`", "呼叫棧", "設一個斷點", "設置 cancels=no", "滾動視圖", "拖動", "手勢識別器", "單元格", "高亮",
                      "主窗口", "觸摸", "“捷徑”", "锁屏",
                      "在真機上", "工具欄裡", "像導航控制器那樣", "音量滑塊", "單步進入",
                      "在帶有它的視圖裡麵點擊", "但這隻在它正持有一個觸碰時", "綠色和橙色兩個視圖", "它是一個禁用的控制項",
                      "程式碼區塊逐字\n節相同", "出發時不\n透過",
                      "修復只要一行", "能長久用下去的修法", "「重置回初始狀態」", "撤銷沒有完成的拖曳", "把它清零",
                      "扣住一小會兒", "每次移動 25 點，用時 0.1 秒", "開啟詳情頁", "都管用的辦法", "只有一個起作用",
                      "一行帶 Spacer 的列表項", "從場景眼下的樣子出發", "一次贊也沒點上", "歸檔或刪除",
                      "hitTest 返回 nil", "固定的返回值", "最後新增的視圖", "Move 先新增", "依次添加了", "手指很難點中", "伸出去的部分點不中",
                      "2 箇中的 2 個", "上一次的當前位置", "UIKit 會複用它", "文字框", "面向指標的 `.hover`", "自定義視圖",
                      "搖一搖裝置", "一個 alert 級別的視窗", "都通過呼叫 `super`", "巢狀得有多深", "優先響應 view 繫結的 vc",
                      "它的每一行是一個儲存格", "List 一行裡的兩個按鈕", "讓整行變成一個按鈕", "表格選取這一行", "List 行的點擊區域"] {
            #expect(!Self.problems(in: wrong, wrongForms: forms).isEmpty, "\(wrong) passed the check")
        }
        #expect(Self.problems(in: "設一個中斷點，它會停在原文的 hitTest 裡，並發送 action。", wrongForms: forms).isEmpty)
        #expect(Self.problems(in: "這個視\n窗", wrongForms: forms).isEmpty)
        #expect(Self.problems(in: "命中測試隻字未提", wrongForms: forms).isEmpty, "隻字未提 is written with 隻")
        #expect(Self.problems(in: "我贊成按讚，使用時 2 根手指", wrongForms: forms).isEmpty, "贊成 keeps 贊; 使用時 is not 用時 (took)")
        // 返回 that goes back rather than returns a value, 點 + 中間, and seed 004's 當前View keep their words.
        for right in ["`scale` 這一行會印出幾次", "那一行的末尾", "印出的整行（連同 PREFIX）", "每行一條", "響應則沿原路返回", "用來返回的螢幕邊緣拖曳手勢", "返回課程", "返回示範記錄", "方法返回後", "點中間那一層", "觸碰點是否在當前View中", "檢查項都通過了"] {
            #expect(Self.problems(in: right, wrongForms: forms).isEmpty, "\(right) was taken for a wrong form")
        }
        #expect(!Self.problems(in: "這個窗\n口", wrongForms: forms).isEmpty, "a word wrapped over two lines")
        // HitLab's English output in a lesson's fenced block keeps its “” quotes; the prose may not.
        let lesson = "視圖「Eggs」\n```hitlab\n(hitlab) tree\n   └─ Text_1 Text “Eggs”\n```\n"
        #expect(!Self.problems(in: lesson, wrongForms: forms).isEmpty)
        #expect(Self.problems(in: Self.withoutFencedBlocks(lesson), wrongForms: forms).isEmpty)
        #expect(!Self.problems(in: Self.withoutFencedBlocks("視圖 “Eggs”\n```\n```"), wrongForms: forms).isEmpty)
    }

    @Test func theTraditionalCourseHasNoWrongFormAndNoSimplifiedCharacter() throws {
        let forms = try Self.wrongForms()
        let files = try Self.traditionalFiles()
        #expect(files.count >= 30, "every lesson and exercise of lessons/zh-Hant: \(files.map(\.path))")
        for (path, text) in files {
            let found = Self.problems(in: text, wrongForms: forms)
            #expect(found.isEmpty, "\(path): \(found); edit scripts/traditional-chinese-phrases.tsv and run `python3 scripts/traditional-chinese.py`")
        }
    }

    @Test func hitLabsTraditionalSentencesHaveNoWrongFormAndNoSimplifiedCharacter() throws {
        let forms = try Self.wrongForms()
        for (simplified, traditional) in TraditionalPhrases.table {
            let found = Self.problems(in: traditional, wrongForms: forms)
            #expect(found.isEmpty, "\(simplified) → \(traditional): \(found)")
        }
    }

    /// The README was Simplified from its four-backquote example to the end, and sent readers
    /// to the Simplified glossary.
    @Test func theTraditionalReadmeIsTraditionalToTheEndAndPointsAtItsGlossary() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/zh-Hant/README.md"), encoding: .utf8)
        #expect(readme.contains("術語對照見本目錄的 `GLOSSARY.md`"))
        #expect(!readme.contains("../zh/GLOSSARY.md"))
        #expect(readme.contains("**預測：** 第 2 次點擊在白色伸出黃色的那一部分"))
        let glossary = try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/zh-Hant/GLOSSARY.md"), encoding: .utf8)
        #expect(glossary.hasPrefix("# 術語表"))
        #expect(glossary.contains("| 手势识别器 | `UIGestureRecognizer` | 手勢辨識器 |"))
    }

    /// The README's column of article quotes keeps each article's words: the Simplified articles
    /// (seeds 000, 002, 003) and the Traditional one (seed 004) are quoted exactly as the
    /// Simplified README quotes them, not turned into Taiwan's words (事件佇列 for 事件队列).
    @Test func theTraditionalReadmeQuotesTheArticlesAsTheyAreWritten() throws {
        let folder = repositoryRoot.appendingPathComponent("lessons")
        let simplified = Self.articleQuotes(try String(contentsOf: folder.appendingPathComponent("zh/README.md"), encoding: .utf8))
        let traditional = Self.articleQuotes(try String(contentsOf: folder.appendingPathComponent("zh-Hant/README.md"), encoding: .utf8))
        #expect(simplified.count >= 60 && traditional.map(\.seed) == simplified.map(\.seed))
        for (before, after) in zip(simplified, traditional) where before.seed != "001" {
            #expect(after.quote == before.quote, "seeds/\(before.seed): \(before.quote) became \(after.quote)")
        }
        #expect(traditional.contains { $0.quote == "加入到一个由UIApplication管理的事件队列" })
        // Seed 001 is written in Traditional characters with mainland words: 硬件, 事件隊列, 才會.
        #expect(traditional.contains { $0.quote == "硬件就會探測到物理接觸…事件隊列" })
        #expect(traditional.contains { $0.quote == "只有找到真正的hitTestView，才會走事件響應鏈" })
    }

    /// The sentences the Traditional learner met with machine errors now read as written in Taiwan.
    @Test func theSentencesOpenCCMisreadReadRight() {
        let hant = Language.traditionalChinese
        #expect(hant.chinese("的触摸上识别出了它的手势，并为").contains("辨識出了它的手勢，並為"))
        #expect(hant.chinese("（回车：下一页").contains("Enter"))
        #expect(hant.chinese("，所以它的 hitTest 立即返回 nil：它和它的子视图都不会被命中。").contains("立即回傳 nil"), "a return value is 回傳")
        #expect(ChineseScript.traditional("一旦开始跟踪触摸，任何拖动都拿不走它（也不会询问") == "一旦開始追蹤觸碰，任何拖曳都拿不走它（也不會詢問")
        #expect(ChineseScript.traditional("才会起作用。") == "才會生效。")
        #expect(ChineseScript.traditional("重置为") == "重設為")
    }
}
