import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Terminal columns: Chinese is two wide, combining marks none, so text lines up.
@Suite struct DisplayWidthTests {
    @Test func wideNarrowAndZeroWidthCharacters() {
        #expect(DisplayWidth.of("RedView") == 7)
        #expect(DisplayWidth.of("红色") == 4)
        #expect(DisplayWidth.of("第 0 课：命中测试") == 17)
        #expect(DisplayWidth.of("ｶ") == 1)              // halfwidth katakana is narrow
        #expect(DisplayWidth.of("Ａ") == 2)              // fullwidth A is wide
        #expect(DisplayWidth.of("한글") == 4)
        #expect(DisplayWidth.of("e\u{301}") == 1)       // e + combining acute: one column
        #expect(DisplayWidth.of("\u{200B}") == 0)       // zero-width space
        #expect(DisplayWidth.of("👍") == 2)
        #expect(DisplayWidth.of("→ · ━") == 5)          // arrows and box drawing stay narrow
        #expect(DisplayWidth.of("𠀋") == 2)             // CJK extension B, outside the BMP
    }

    @Test func paddingAndCuttingCountColumns() {
        #expect(DisplayWidth.padded("红色", to: 6) == "红色  ")
        #expect(DisplayWidth.padded("Red", to: 6) == "Red   ")
        #expect(DisplayWidth.padded("红色红色", to: 6) == "红色红色")
        #expect(DisplayWidth.leftPadded("红", to: 4) == "  红")
        // A wide character that would straddle the limit is left out whole.
        #expect(DisplayWidth.prefix("红色视图", columns: 5) == "红色")
        #expect(DisplayWidth.prefix("a红色", columns: 4) == "a红")
        #expect(DisplayWidth.prefix("红", columns: 1) == "")
    }

    @Test func chineseWrapsBetweenCharactersAndEnglishAtSpaces() {
        let lines = DisplayWidth.wrapped("命中测试从窗口开始，一层一层地询问子视图。", width: 12)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 12 }, "\(lines)")
        #expect(lines.joined() == "命中测试从窗口开始，一层一层地询问子视图。")
        // Closing punctuation never starts a line.
        #expect(!lines.dropFirst().contains { $0.hasPrefix("，") || $0.hasPrefix("。") }, "\(lines)")
        #expect(DisplayWidth.wrapped("down the tree to find the view", width: 12) == ["down the", "tree to find", "the view"])
        // Mixed: an English word is never split, and the space before it is kept as a space.
        let mixed = DisplayWidth.wrapped("调用 hitTest(_:with:) 的顺序", width: 16)
        #expect(mixed.allSatisfy { DisplayWidth.of($0) <= 16 || !$0.contains(" ") }, "\(mixed)")
        #expect(mixed.contains { $0.contains("hitTest(_:with:)") })
        #expect(DisplayWidth.wrapped("  indented line that is long", width: 14) == ["  indented", "  line that is", "  long"])
        #expect(DisplayWidth.wrapped("short", width: 40) == ["short"])
    }

    /// An opening bracket stays with what follows it: no line ends with 「（」.
    @Test func noLineEndsWithAnOpeningBracket() {
        let text = "触摸交给命中视图（也就是最深的那个视图），然后沿响应者链「向上」走。"
        for width in 6...30 {
            let lines = DisplayWidth.wrapped(text, width: width)
            #expect(lines.joined() == text)
            #expect(!lines.dropLast().contains { $0.hasSuffix("（") || $0.hasSuffix("「") }, "width \(width): \(lines)")
        }
        #expect(DisplayWidth.wrapped("a call (hitTest) here", width: 9) == ["a call", "(hitTest)", "here"])
    }
}
