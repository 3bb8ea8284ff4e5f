import Foundation
import Testing

/// Output that fits the terminal it is shown on (80×24): `draw` scaled to it, a long `trace`
/// paged with a word on showing less, completion candidates in columns.
@Suite(.enabled(if: Tmux.available, "needs tmux (CI installs it)"))
struct PagedOutputTests {
    @Test func drawFitsTheTerminalWithItsCommandAndPrompt() throws {
        let tmux = try Tmux([], columns: 80, rows: 24)
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        tmux.keys("C-l")
        tmux.type("draw"); tmux.keys("Enter")
        try tmux.waitFor { $0.last == "(hitlab)" && $0.contains { $0.hasPrefix("1 column = ") } }
        let lines = tmux.screen().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The typed command and the picture's top edge are both still on screen.
        #expect(lines.contains { $0.hasPrefix("(hitlab) draw") }, "\(tmux.screen())")
        #expect(lines.contains { $0.hasPrefix("┌") } && lines.contains { $0.hasPrefix("└") })
        #expect(lines.filter { $0.hasPrefix("│") }.count >= 12)
    }

    @Test func aLongTraceIsPagedWithAHintAndStopsOnQ() throws {
        let tmux = try Tmux([], columns: 80, rows: 24)
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        tmux.type("tap 180 240"); tmux.keys("Enter")
        try tmux.waitFor("hit: GreenView")
        tmux.keys("C-l")
        tmux.type("trace"); tmux.keys("Enter")
        try tmux.waitFor(" lines shown (Enter: next screen · q: stop)")
        var lines = tmux.lines()
        #expect(lines.first?.hasPrefix("(hitlab) trace") == true, "\(tmux.screen())")
        #expect(tmux.screen().contains("(to see less: `trace hittest`, `trace touches` or `trace NAME`)"))
        let first = Int(lines.last?.dropFirst(3).prefix { $0 != " " } ?? "") ?? 0
        #expect(first > 15)
        tmux.keys("Enter")
        try tmux.waitFor { lines in
            guard let last = lines.last else { return false }
            return last == "(hitlab)" || (last.hasPrefix("── ") && Int(last.dropFirst(3).prefix { $0 != " " }) ?? 0 > first)
        }
        lines = tmux.lines()
        if lines.last != "(hitlab)" {
            tmux.keys("q")
            try tmux.waitFor("(the rest is not shown)")
            try tmux.waitFor { $0.last == "(hitlab)" }
        }
        // A filtered trace that fits says nothing about paging.
        tmux.keys("C-l")
        tmux.type("trace hittest"); tmux.keys("Enter")
        try tmux.waitFor { $0.last == "(hitlab)" && $0.first?.hasPrefix("(hitlab) trace hittest") == true }
        #expect(!tmux.screen().contains("lines shown"))
    }

    @Test func completionCandidatesComeInColumns() throws {
        let tmux = try Tmux([], columns: 80, rows: 24)
        defer { tmux.stop() }
        try tmux.waitFor("(hitlab) ")
        tmux.type("set GreenView "); tmux.keys("Tab")
        try tmux.waitFor { $0.last?.hasPrefix("(hitlab) set GreenView") == true && $0.contains { $0.contains("interaction=") } }
        // The list is what lies between the line Tab was pressed on and the prompt drawn again.
        let all = tmux.lines()
        let start = try #require(all.firstIndex { $0.hasPrefix("(hitlab) set GreenView") })
        let lines = Array(all[(start + 1)..<(all.count - 1)])
        #expect(lines.count > 1, "\(tmux.screen())")
        #expect(lines.allSatisfy { ChineseTerminalTests.columns($0) <= 80 })
        // Every candidate is whole: a word ending in `=` on every line, none cut.
        let words = lines.flatMap { $0.split(separator: " ") }
        #expect(words.allSatisfy { $0.hasSuffix("=") }, "\(words)")
    }
}
