import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// At 80 columns no screen of any lesson, in any language, has a line the terminal would cut:
/// commands, output and listings are broken between tokens, prose between words.
@Suite struct UnbrokenWordsTests {
    static let lessons: [(path: String, language: Language)] = {
        let folder = repositoryRoot.appendingPathComponent("lessons")
        func files(_ sub: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(sub).path)) ?? []
            return names.filter { $0.first?.isNumber == true && $0.hasSuffix(".md") }.sorted().map { sub.isEmpty ? $0 : sub + "/" + $0 }
        }
        return files("").map { ($0, Language.english) } + files("zh").map { ($0, Language.chinese) }
            + files("zh-Hant").map { ($0, Language.traditionalChinese) }
    }()

    @Test(arguments: lessons.map(\.path))
    func everyScreenFitsEightyColumns(_ path: String) throws {
        let language = try #require(Self.lessons.first { $0.path == path }).language
        var player = try PlayerAtATerminalTests.player(path, columns: 80, rows: 24, language: language)
        var screens = 0
        while let screen = player.pendingQuestion != nil && !player.hasQueuedScreens ? player.answer("") : player.showNext() {
            screens += 1
            for line in screen.split(separator: "\n") {
                #expect(DisplayWidth.of(line) <= 80, "\(path), screen \(screens): \(line)")
            }
            if screens > 2_000 { Issue.record("\(path) did not end"); break }
        }
        #expect(screens > 10)
    }

    /// A long command is broken at a space with the continuation marked, its tokens whole.
    @Test func aLongCommandBreaksBetweenTokens() {
        let line = "(hitlab) override YellowView.hitTest { let inside = super.hitTest(point, with: event); return inside }"
        let lines = TokenWrapper.wrapped(line, width: 40)
        #expect(lines.count > 2)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  " + TokenWrapper.mark) })
        let rejoined = lines.map { $0.replacingOccurrences(of: "  " + TokenWrapper.mark, with: " ") }.joined(separator: " ")
        #expect(rejoined.split(separator: " ") == line.split(separator: " "))
    }

    /// An aligned listing keeps its inner spacing; only the line too wide is broken.
    @Test func aListingKeepsItsAlignment() {
        let listing = "  2 → return bounds.contains(point)      // min edges in, max edges out: a rect's right and bottom edges are outside"
        let lines = TokenWrapper.wrapped(listing, width: 80)
        #expect(lines[0].hasPrefix("  2 → return bounds.contains(point)      // "))
        #expect(lines[1].hasPrefix("    " + TokenWrapper.mark))
        #expect(TokenWrapper.wrapped("  2 → return   x", width: 80) == ["  2 → return   x"])
    }

    /// A hit line breaks after an arrow (which ends its line), never inside a view's name.
    @Test func aChainBreaksBetweenNames() {
        let line = "hit: UINavigationButton_1 | chain: UINavigationButton_1 → CustomNavigationBar_1 → UIWindow → UIWindowScene → UIApplication → AppDelegate"
        let lines = TokenWrapper.wrapped(line, width: 60)
        let names = ["UINavigationButton_1", "CustomNavigationBar_1", "UIWindowScene", "UIApplication", "AppDelegate"]
        for name in names { #expect(lines.contains { $0.contains(name) }, "\(name) was cut: \(lines)") }
        #expect(lines.dropFirst().allSatisfy { !$0.contains(TokenWrapper.mark + "→") }, "an arrow starts a line: \(lines)")
    }
}
