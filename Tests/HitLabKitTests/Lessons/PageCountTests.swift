import Foundation
import Testing
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The player's page count, `3/41`, keeps its total: a wrong answer's verdict (with `why`'s
/// sentence about the view the learner named) can take a screen more than the answer shown for
/// Enter, which the total was rehearsed with; the count then shows that screen under the
/// number before rather than growing the total, and still ends at it, never earlier.
@Suite struct PageCountTests {
    /// Lesson 0 at two heights where a wrong view's verdict takes a screen more than Enter's.
    @Test(arguments: ["000-hit-testing-and-the-responder-chain.md"], [8, 16])
    func theTotalNeverMovesAndTheCountEndsAtIt(path: String, rows: Int) throws {
        var player = try PlayerAtATerminalTests.player(path, rows: rows)
        var counters: [(shown: Int, total: Int)] = []
        var longer = false
        while true {
            let screen: String?
            if let question = player.pendingQuestion, !player.hasQueuedScreens {
                // A view nobody expects: the verdict says why that view was not hit.
                let wrong = ["BlackView", "RedView", "GreenView", "YellowView", "WhiteView"].first { !question.answer.contains($0) } ?? ""
                screen = player.answer(question.kind == .view ? wrong : "")
                longer = longer || player.hasQueuedScreens
            } else {
                screen = player.showNext()
            }
            guard screen != nil else { break }
            let parts = player.counter.split(separator: "/").compactMap { Int($0) }
            counters.append((parts[0], parts[1]))
        }
        let total = try #require(counters.first?.total)
        #expect(counters.allSatisfy { $0.total == total }, "the total moved")
        #expect(counters.last?.shown == total)
        for (a, b) in zip(counters, counters.dropFirst()) { #expect(b.shown >= a.shown, "the count went back") }
        #expect(counters.dropLast().allSatisfy { $0.shown < total }, "the count reached its end before the last screen")
        #expect(longer, "no wrong verdict took a screen more here: the lesson tests nothing")
    }
}
