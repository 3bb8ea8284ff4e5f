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

/// `b` in the player: back one screen, whatever page or question it belongs to.
@Suite struct PlayerBackTests {
    /// Plays `player` to its end, each question passed with Enter; returns every screen shown
    /// with its counter.
    static func playToTheEnd(_ player: inout Player) -> [(screen: String, counter: String)] {
        var shown: [(String, String)] = []
        while true {
            let screen = player.pendingQuestion != nil && !player.hasQueuedScreens ? player.answer("") : player.showNext()
            guard let screen else { return shown }
            shown.append((screen, player.counter))
        }
    }

    /// From "(the end)", back shows the last screen, and each back the screen before it, down
    /// to the first: lesson 5's closing screens are not skipped for its last question.
    @Test func backFromTheEndRetracesEveryScreen() throws {
        var player = try PlayerAtATerminalTests.player("005-make-it-move.md")
        let shown = Self.playToTheEnd(&player)
        #expect(shown.count == player.screenCount)
        var back: [(String, String)] = []
        while let screen = player.back() {
            back.append((screen, player.counter))
            // Every question was passed with Enter, so a screen that asks asks again (a page's
            // setup before its question is a screen of its own at this size, and asks nothing).
            #expect(player.reviewedAnswer == nil)
            #expect(player.awaitsAnswer == screen.hasSuffix("Enter alone shows the answer)"), "\(screen)")
        }
        #expect(back.count == shown.count)   // the last screen again, then every one before it
        for (n, (screen, counter)) in back.enumerated() {
            let original = shown[shown.count - 1 - n]
            #expect(screen == original.screen, "screen \(original.counter)")
            #expect(counter == original.counter)
        }
        // At the first screen there is nothing before.
        #expect(player.back() == nil)
        #expect(player.counter.hasPrefix("1/"))
    }

    /// Back over a question already answered shows its verdict again, then the question with
    /// the answer given, neither asking again nor recording again; Enter shows the verdict.
    @Test func backOverAnAnsweredQuestionReviewsItWithoutAskingAgain() throws {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        let practice = Practice.install(in: session, catalog: nil)
        var player = Player(lesson: LessonDocument(markdown: LessonQuestionTests.markdown), session: session)
        player.lessonNumber = 7
        let asked = player.showNext(), judged = player.answer("WhiteView")
        let question = try #require(asked), verdict = try #require(judged)
        _ = player.showNext()                                   // the second question, asked
        practice.progress.recordAnswer("lesson7.q1", right: true, given: "marker")
        #expect(player.back() == verdict)
        #expect(player.pendingQuestion == nil && player.counter == "2/4")
        #expect(player.back() == question)
        #expect(player.counter == "1/4")
        #expect(player.reviewedAnswer == "WhiteView")
        #expect(!player.awaitsAnswer)
        #expect(player.showNext() == verdict)
        // Seen again, not answered again: the progress file keeps what it had.
        #expect(practice.progress.answers["lesson7.q1"]?.given == "marker")
        // The question ahead was not answered: it is asked.
        _ = player.showNext()
        #expect(player.awaitsAnswer)
    }

    /// A question asked but not answered yet: back shows the screen before it.
    @Test func backFromAQuestionNotYetAnsweredShowsTheScreenBefore() throws {
        var player = Player(lesson: LessonDocument(markdown: "# Title\n\n" + String(repeating: "A long paragraph that takes a page of its own. ", count: 8) + "\n\n" + LessonQuestionTests.markdown.replacingOccurrences(of: "# Questions\n", with: "")),
                            session: Session(startScript: SampleScenes.colouredViewsScript))
        let shown = player.showNext()
        let first = try #require(shown)
        _ = player.showNext()
        #expect(player.awaitsAnswer)
        #expect(player.back() == first)
        #expect(player.pendingQuestion == nil && player.counter.hasPrefix("1/"))
    }
}

extension PlayerBackTests {
    /// An escape sequence that reaches an answer (an arrow typed where no terminal took it)
    /// is not part of it, nor of what the progress file keeps.
    @Test func anEscapeSequenceIsNotPartOfAnAnswer() throws {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        let practice = Practice.install(in: session, catalog: nil)
        var player = Player(lesson: LessonDocument(markdown: LessonQuestionTests.markdown), session: session)
        player.lessonNumber = 7
        _ = player.showNext()
        let judged = player.answer("\u{1B}[AGreen\u{1B}[DView")
        let verdict = try #require(judged)
        #expect(verdict.hasPrefix("✓ Right: GreenView."))
        #expect(practice.progress.answers["lesson7.q1"] == .init(right: true, given: "GreenView"))
    }
}
