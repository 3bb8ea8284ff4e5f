import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Completion candidates are listed in columns by display width, never broken inside a name.
@Suite struct CompletionColumnsTests {
    @Test func candidatesFillColumnsTopToBottomWithinTheWidth() {
        let names = (1...10).map { "candidate\($0)" }
        let text = CompletionColumns.layout(names, width: 40)
        let lines = text.split(separator: "\n").map(String.init)
        // 11 columns wide plus 2 between: three columns fit in 40, so four rows.
        #expect(lines.count == 4)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines[0].hasPrefix("candidate1  ") && lines[0].contains("candidate5") && lines[0].hasSuffix("candidate9"))
        // Every name is on screen whole, and no line ends in padding.
        for name in names { #expect(lines.contains { $0.split(separator: " ").contains(Substring(name)) }) }
        #expect(lines.allSatisfy { $0.last != " " })
    }

    @Test func wideCharactersTakeTwoColumnsAndStayAligned() {
        let text = CompletionColumns.layout(["红色视图", "Blue", "绿色", "Yellow"], width: 30)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 2)
        // The second column starts at the same screen column on both lines.
        let starts = lines.map { line in DisplayWidth.of(String(line.prefix { $0 != " " })) + line.drop { $0 != " " }.prefix { $0 == " " }.count }
        #expect(Set(starts).count == 1)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 30 })
    }

    @Test func aCandidateWiderThanTheTerminalHasALineOfItsOwn() {
        let long = String(repeating: "x", count: 50)
        #expect(CompletionColumns.layout([long, "a", "b"], width: 20) == long + "\na\nb")
        #expect(CompletionColumns.layout([], width: 80) == "")
    }

    @Test func pagingWordsSpeakTheSessionsLanguage() {
        #expect(EnglishWords().traceHint(filtered: false).contains("trace hittest"))
        #expect(EnglishWords().traceHint(filtered: true).isEmpty)
        #expect(ChineseWords(script: .chinese).pagerMore(shown: 22).contains("已显示 22 行"))
    }
}
