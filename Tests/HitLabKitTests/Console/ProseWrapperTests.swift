import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct ProseWrapperTests {
    /// At a terminal `why` is refilled to its width, in both languages, with no word broken:
    /// the words are the ones the unwrapped answer has, in order.
    @Test(arguments: [Language.english, .chinese])
    func whyFitsTheTerminalWithoutBreakingAWord(language: Language) {
        let plain = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(language: language))
        let narrow = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(width: 50, language: language, wrapsProse: true))
        for s in [plain, narrow] { _ = s.execute("tap 180 240") }
        let asWritten = plain.execute("why WhiteView").output
        let wrapped = narrow.execute("why WhiteView").output
        let lines = wrapped.split(separator: "\n")
        #expect(lines.count > asWritten.split(separator: "\n").count)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 }, "\(wrapped)")
        func words(_ text: String) -> [String] { text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init) }
        // Each fact starts a line of its own, as it does unwrapped: the chain's starts with WhiteView.
        let factStarts = asWritten.split(separator: "\n").map { String($0.prefix(16)) }
        #expect(factStarts.count == 2 && factStarts.allSatisfy { start in lines.contains { $0.hasPrefix(start) } }, "\(wrapped)")
        if language == .english { #expect(words(wrapped) == words(asWritten)) } else {
            #expect(wrapped.replacingOccurrences(of: "\n", with: "") == asWritten.replacingOccurrences(of: "\n", with: "")
                    || words(wrapped).joined() == words(asWritten).joined())
        }
    }

    /// A task hard-wrapped at another width in its file is refilled evenly, keeping lists as lists.
    @Test func aHardWrappedParagraphIsRefilledAndAListKeptAsOne() {
        let text = "A tap on BlackView's grey area goes to BlackView. Without changing\nany frame, make those taps go to GreenView.\n\n- one item\n- another item\n\nShort lines\nkept."
        #expect(ProseWrapper.wrap(text, width: 40) == "A tap on BlackView's grey area goes to\nBlackView. Without changing any frame,\nmake those taps go to GreenView.\n\n- one item\n- another item\n\nShort lines\nkept.")
        #expect(OutputStyle(width: 40).prose(text) == text)
    }

    /// The notes a command adds (an action nothing implements yet, an override naming
    /// nothing) are sentences too: at a terminal they wrap between words.
    @Test func notesWrapAtATerminal() {
        let s = Session(startScript: SampleScenes.colouredViewsScript, style: OutputStyle(width: 50, wrapsProse: true))
        let notes = [s.execute("gesture Pan pan on GreenView action=moveTheCardAlong").output,
                     s.execute("override GreenView.touchesBegan { print(Missing.frame) }").output]
        for note in notes {
            #expect(note.hasPrefix("note: "), "\(note)")
            #expect(note.split(separator: "\n").count > 1 && note.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 50 }, "\(note)")
            #expect(note.replacingOccurrences(of: "\n", with: " ").contains("write it with") || note.contains("Missing"), "\(note)")
        }
    }

    /// Chinese lines join without a space after Chinese punctuation, with one between a
    /// Chinese character and a Latin word (as the lessons write them), and none between two
    /// Chinese characters.
    @Test func chineseLinesJoinWithoutASpaceAfterTheirPunctuation() {
        #expect(ProseWrapper.joining(["这个方法还不存在，", "HitLab 会提示"]) == "这个方法还不存在，HitLab 会提示")
        #expect(ProseWrapper.joining(["这一课是", "HitLab 自己的"]) == "这一课是 HitLab 自己的")
        #expect(ProseWrapper.joining(["用某个视图的", "坐标表示"]) == "用某个视图的坐标表示")
        #expect(ProseWrapper.joining(["a sentence.", "Another"]) == "a sentence. Another")
    }

    /// A short command in prose stays on one line (`hittest 100 500`, not `hittest 100` then
    /// `500`); a long span breaks between its words as prose does, and nothing else changes.
    @Test func aShortCodeSpanIsNotBrokenBetweenItsWords() {
        let text = "**Predict:** with Orange's user interaction off, which view does `hittest 100 500`, on yellow, find?"
        let lines = ProseWrapper.wrap(text, width: 80).split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("`hittest 100 500`") }, "\(lines)")
        #expect(lines.joined(separator: " ") == text)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 80 })
        let long = "Type `override Middle.hitTest { let hit = super.hitTest(point, with: event); return hit }` to try it."
        let wrapped = ProseWrapper.wrap(long, width: 40).split(separator: "\n").map(String.init)
        #expect(wrapped.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(wrapped.joined(separator: " ") == long)
    }

    /// A Markdown table reads as rows, each cell under its column's heading, with no pipes or
    /// dashes, every line within the width and every cell's words kept in order.
    @Test func aTableIsShownRowByRow() {
        let table = """
        | the situation | UIKit | SwiftUI |
        |---|---|---|
        | empty space inside a view | the view's own: `point(inside:)` is the bounds | nobody's: a `Spacer`, spacing, padding and `Color.clear` are not content (section 1) |
        | nearly clear | alpha below 0.01 is skipped | any opacity above 0 is touched |
        """
        let shown = ProseWrapper.wrap(table, width: 60)
        let lines = shown.split(separator: "\n").map(String.init)
        #expect(!shown.contains("|") && !shown.contains("---"), "\(shown)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 60 }, "\(shown)")
        #expect(lines.first == "empty space inside a view")
        #expect(lines[1] == "  UIKit: the view's own: `point(inside:)` is the bounds")
        #expect(lines[2].hasPrefix("  SwiftUI: nobody's:") && lines[3].hasPrefix("    "), "\(shown)")
        #expect(lines.suffix(3) == ["nearly clear", "  UIKit: alpha below 0.01 is skipped", "  SwiftUI: any opacity above 0 is touched"])
        #expect(ProseWrapper.wrap("| 情形 | UIKit |\n|---|---|\n| 空白 | 视图自己的 |", width: 80) == "空白\n  UIKit: 视图自己的")
        // Lines that only start with a pipe, with no |---| row, are left as they are.
        #expect(ProseWrapper.wrap("| not a table", width: 80) == "| not a table")
    }
}
