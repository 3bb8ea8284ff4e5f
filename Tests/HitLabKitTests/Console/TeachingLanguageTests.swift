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

/// The teaching language: chosen from the environment or `option lang=`, followed by
/// `explain` and `why`, and never written by `save`.
@Suite struct TeachingLanguageTests {
    @Test func theEnvironmentPicksTheLanguageInPOSIXOrder() {
        #expect(Language.fromEnvironment([:]) == .english)
        #expect(Language.fromEnvironment(["LANG": "zh_CN.UTF-8"]) == .chinese)
        #expect(Language.fromEnvironment(["LANG": "zh_SG.UTF-8"]) == .chinese)
        for locale in ["zh_TW.UTF-8", "zh_TW.Big5", "zh_HK.UTF-8", "zh_MO", "zh-Hant"] {
            #expect(Language.fromEnvironment(["LANG": locale]) == .traditionalChinese, "\(locale)")
        }
        #expect(Language.fromEnvironment(["LANG": "zh_TW.UTF-8", "LC_ALL": "zh_CN.UTF-8"]) == .chinese)
        #expect(Language.fromEnvironment(["LANG": "C.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LANG": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"]) == .english)
        #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8", "LC_ALL": "zh_CN.UTF-8"]) == .chinese)
        #expect(Language.fromEnvironment(["LANG": "en_US.UTF-8", "LC_MESSAGES": "zh_CN.UTF-8"]) == .chinese)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "zh_CN.UTF-8"]) == .chinese)   // empty is unset
    }

    @Test func aLanguageCodeIsEnZhOrZhHant() throws {
        #expect(try Language(code: "zh") == .chinese)
        #expect(try Language(code: "EN") == .english)
        #expect(try Language(code: "zh-Hant") == .traditionalChinese)
        #expect(try Language(code: "zh-hant") == .traditionalChinese)
        // A locale's name, as LANG writes it, names the same language.
        for code in ["zh-TW", "zh_TW", "zh_HK", "zh-hk", "ZH_MO"] { #expect(try Language(code: code) == .traditionalChinese, "\(code)") }
        for code in ["zh-Hans", "zh_CN", "zh-SG"] { #expect(try Language(code: code) == .chinese, "\(code)") }
        #expect(throws: CommandError.self) { try Language(code: "zh-XX") }
        #expect(throws: CommandError("'fr' is not a language HitLab speaks: use en (English), zh (简体中文) or zh-Hant (繁體中文)")) { try Language(code: "fr") }
    }

    @Test func optionLangSwitchesTheLanguageAndSaveLeavesItOut() throws {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("option lang=zh").status == .ok)
        #expect(s.style.language == .chinese)
        #expect(!SceneScript(state: s.state).render().contains("lang"))
        #expect(s.execute("option lang=en").status == .ok)
        #expect(s.style.language == .english)
        let bad = s.execute("option lang=klingon")
        #expect(bad.error == "lang=klingon: use lang=en (English), lang=zh (简体中文) or lang=zh-Hant (繁體中文); usage: option KEY=VALUE …")
        #expect(s.style.language == .english)
        #expect(s.execute("option lang=ZH-HANT").status == .ok)
        #expect(s.style.language == .traditionalChinese)
    }

    @Test func optionLangCompletesAndHelpSaysWhatItIs() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(Completer(session: s).complete("option lang=").candidates == ["lang=en", "lang=zh", "lang=zh-Hant"])
        #expect(Completer(session: s).complete("option lang=z").candidates == ["lang=zh", "lang=zh-Hant"])
        let help = s.execute("help option").output.replacingOccurrences(of: "\n", with: " ")
        #expect(help.contains("lang=en/zh/zh-Hant (the language of lessons, exercises, explain and why)"), "\(help)")
    }

    @Test func theLanguageCanChangeWhileATouchIsPausedAndSurvivesReset() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("break pointInside YellowView")
        _ = s.execute("tap 180 240")
        #expect(s.isPaused)
        #expect(s.execute("option lang=zh").status == .ok)
        #expect(s.execute("option passes=2").error?.hasPrefix("a touch is paused") == true)
        _ = s.execute("kill")
        _ = s.execute("reset")
        #expect(s.style.language == .chinese)
    }

    @Test func explainSpeaksChineseAndKeepsUIKitsNames() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("option lang=zh")
        _ = s.execute("break hitTest BlackView")
        _ = s.execute("break pointInside YellowView")
        _ = s.execute("explain on")
        // A Latin name keeps a space on each side: 接下来执行 BlackView, not 接下来执行BlackView.
        let first = s.execute("tap 180 240").text
        #expect(first.contains("» 接下来执行 BlackView 自己的 hitTest(_:with:) 的第 1 行"), "\(first)")
        let stop = s.execute("continue").text
        #expect(stop.contains("» (100, -40) 不在 YellowView.bounds (0, 0, 215, 220) 内，所以 point(inside:) 返回 false"), "\(stop)")
        _ = s.execute("finish")
        let step = s.execute("step").text
        #expect(step.contains("» (100, -40) 不在 YellowView 里面，所以它的 hitTest 返回 nil"), "\(step)")
        // The stop itself (where, which line) is HitLab's output and stays English.
        #expect(step.contains("YellowView.hitTest(_:with:) [UIView] · point (100, -40)"))
    }

    @Test func whySpeaksChineseWithTheSameFacts() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        let english = s.execute("why WhiteView").text
        _ = s.execute("option lang=zh")
        let chinese = s.execute("why WhiteView").text
        #expect(english.hasPrefix("WhiteView was never asked"))
        #expect(chinese.hasPrefix("WhiteView 从未被询问"), "\(chinese)")
        #expect(chinese.split(separator: "\n").count == english.split(separator: "\n").count)
        // The facts are the same: every view name and point the English gives is there too.
        for fact in ["YellowView", "(100, -40)", "YellowView.bounds", "GreenView → BlackView"] where english.contains(fact) {
            #expect(chinese.contains(fact), "\(fact) missing from: \(chinese)")
        }
        #expect(s.execute("why GreenView").text.contains("是命中的视图"))
    }

    /// Traditional Chinese says the same sentences in Taiwan's script and the Traditional
    /// articles' terms, and keeps what the learner wrote (a view's Chinese name, code) as written.
    @Test func whyAndExplainSpeakTraditionalChinese() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        _ = s.execute("option lang=zh")
        let simplified = s.execute("why WhiteView").text
        _ = s.execute("option lang=zh-Hant")
        let traditional = s.execute("why WhiteView").text
        #expect(traditional.hasPrefix("WhiteView 從未被詢問"), "\(traditional)")
        #expect(traditional == ChineseScript.traditional(simplified))
        #expect(s.execute("why GreenView").text.contains("是命中的視圖"))
        #expect(s.execute("why BlackView").text.contains("響應者鏈"))
        _ = s.execute("break pointInside YellowView")
        _ = s.execute("explain on")
        let stop = s.execute("tap 180 240").text
        #expect(stop.contains("» (100, -40) 不在 YellowView.bounds (0, 0, 215, 220) 內，所以 point(inside:) 回傳 false"), "\(stop)")
        _ = s.execute("kill")
        // Simplified characters no Traditional text uses are gone from every sentence.
        let simplifiedOnly = Set("视图们这个为说从询问应链击测试触摸点击处理层还没结时会")
        for text in [traditional, stop, s.execute("why RedView").text] {
            #expect(text.filter { simplifiedOnly.contains($0) }.isEmpty, "\(text)")
        }
    }

    @Test func traditionalChineseKeepsNamesAndCodeAsWritten() {
        #expect(ChineseScript.traditional("视图 红视图 被询问", keeping: ["红视图"]) == "視圖 红视图 被詢問")
        #expect(ChineseScript.traditional("接下来执行第 2 行：`print(\"红色视图\")`。") == "接下來執行第 2 行：`print(\"红色视图\")`。")
        #expect(Language.chinese.chinese("视图") == "视图")
        #expect(Language.traditionalChinese.chinese("手势识别器和响应者链") == "手勢辨識器和響應者鏈")
        let s = Session(startScript: "window 375 667\nview 红色 0 0 100 100")
        _ = s.execute("tap 50 50")
        _ = s.execute("option lang=zh-Hant")
        #expect(s.execute("why 红色").text.hasPrefix("红色 是命中的視圖"), "\(s.execute("why 红色").text)")
    }

    /// Every character of the Simplified sentences has its Traditional form in the table, so a
    /// sentence added without running scripts/traditional-chinese.py is caught here.
    @Test func thePhraseTableCoversEverySimplifiedSentence() throws {
        let sources = repositoryRoot.appendingPathComponent("Sources")
        let files = (FileManager.default.enumerator(atPath: sources.path)?.allObjects as? [String] ?? [])
            .filter { ($0 as NSString).lastPathComponent.hasPrefix("ChineseWords") && $0.hasSuffix(".swift") }
            .map { "Sources/" + $0 }
        #expect(files.count >= 4, "ChineseWords and its extensions: \(files)")
        for file in files {
            let code = try String(contentsOf: repositoryRoot.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined()
            let missing = Set(code.filter { !$0.isASCII }).filter { TraditionalPhrases.table[String($0)] == nil }
            #expect(missing.isEmpty, "\(file) has \(String(missing.sorted())) that the table lacks: run `python3 scripts/traditional-chinese.py`")
        }
    }

    /// The sentences that used to stay English inside Chinese output: `explain on`'s answer,
    /// `wait`'s clock.
    @Test func explainAndTheClockSpeakChinese() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("explain on").text == "each stop will be explained")
        let clock = s.execute("wait 0").text
        #expect(clock.hasPrefix("the clock reads ") && clock.hasSuffix(" s (the time touches and events are stamped with)"), "\(clock)")
        let seconds = clock.split(separator: " ")[3]
        _ = s.execute("option lang=zh")
        #expect(s.execute("explain on").text == "之后每次停下都会附上一句说明")
        #expect(s.execute("explain off").text == "之后停下时不再附上说明")
        #expect(s.execute("wait 0").text == "时钟现在是 \(seconds) 秒（触摸和事件的时间戳都取自它）")
        _ = s.execute("option lang=zh-Hant")
        #expect(s.execute("wait 0").text == "時鐘現在是 \(seconds) 秒（觸碰和事件的時間戳記都取自它）")
    }

    /// indexPath.row counts from 0: the row a tap at y 320 selects in a table of 88-point rows
    /// from y 100 is row 2, the third, which 「第 2 行」 would call the second.
    @Test func aTableRowIsNamedByItsIndex() {
        let s = Session(startScript: "window 375 667\ntable Feed 0 100 375 264 rows=4 rowHeight=88")
        _ = s.execute("tap 100 320")
        _ = s.execute("option lang=zh")
        let why = s.execute("why Feed").text
        #expect(why.contains("Feed 在手指抬起时选中了行 2（indexPath.row，从 0 数起）"), "\(why)")
        #expect(!why.contains("第 2 行"))
    }

    /// Errors and HitLab's own output stay English in Chinese, as transcripts need.
    @Test func errorsAndOutputStayEnglish() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("option lang=zh")
        #expect(s.execute("tap 180 240").text.contains("hit: GreenView | chain: GreenView → BlackView"))
        #expect(s.execute("tapp 1 2").error == "unknown command 'tapp' (did you mean tap?); `help` lists the commands")
    }
}
