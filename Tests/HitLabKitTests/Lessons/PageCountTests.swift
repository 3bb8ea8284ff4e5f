import Foundation
import Testing
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The player's page count, `3/41`, counts the screens the lesson takes as it is answered: a
/// wrong answer's verdict (with `why`'s sentence about the view the learner named) can take a
/// screen more than the answer shown for Enter, which is what the count was first made from,
/// and the count grows with it rather than reading `81/81` one screen before the end.
@Suite struct PageCountTests {
    /// Lesson 0 at two heights where a wrong view's verdict takes a screen more than Enter's.
    @Test(arguments: ["000-hit-testing-and-the-responder-chain.md"], [8, 16])
    func theCountNeverReachesItsEndBeforeTheLastScreen(path: String, rows: Int) throws {
        var player = try PlayerAtATerminalTests.player(path, rows: rows)
        var counters: [String] = []
        var grew = false
        while true {
            let screen: String?
            if let question = player.pendingQuestion, !player.hasQueuedScreens {
                // A view nobody expects: the verdict says why that view was not hit.
                let before = player.totalScreens
                let wrong = ["BlackView", "RedView", "GreenView", "YellowView", "WhiteView"].first { !question.answer.contains($0) } ?? ""
                screen = player.answer(question.kind == .view ? wrong : "")
                grew = grew || player.totalScreens > before
            } else {
                screen = player.showNext()
            }
            guard screen != nil else { break }
            counters.append(player.counter)
        }
        let last = try #require(counters.last)
        #expect(last == "\(counters.count)/\(counters.count)")
        for (n, counter) in counters.dropLast().enumerated() {
            let parts = counter.split(separator: "/").compactMap { Int($0) }
            #expect(parts[0] == n + 1 && parts[1] > parts[0], "screen \(n + 1) of \(counters.count) reads \(counter)")
        }
        #expect(grew, "no wrong verdict took a screen more here: the lesson tests nothing")
    }
}
