import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct PlayerTests {
    let lesson = LessonDocument(markdown: """
        # A tiny lesson

        Hide the red view.

        ```hitlab
        (hitlab) set RedView hidden=yes
        (hitlab) hittest 300 120
        hit: BlackView
        ```

        That is all.
        """)

    @Test func pagesAreExamplesWithTheShortParagraphsThatLeadToThem() {
        var player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        // The silent `set` shares a page with the hit test that shows its effect, and the short
        // paragraphs before them lead into that example: one Enter, one example.
        #expect(player.pages == [Player.Page(prose: ["# A tiny lesson", "Hide the red view."], commands: ["set RedView hidden=yes", "hittest 300 120"]),
                                 .prose("That is all.")])
        var shown: [String?] = []
        var counters: [String] = []
        for _ in 0..<3 { shown.append(player.showNext()); counters.append(player.counter) }
        #expect(shown == ["# A tiny lesson\n\nHide the red view.\n\n(hitlab) set RedView hidden=yes\n(hitlab) hittest 300 120\nhitTest----BlackView\nhitTest----YellowView\nhitTest----GreenView\nhitTest----RedView\nhit: BlackView",
                          "That is all.", nil])
        #expect(counters == ["1/2", "2/2", "2/2"])
        #expect(player.isFinished)
    }

    @Test func goingBackShowsThePreviousScreenWithTheSceneAsItWasThen() {
        let lesson = LessonDocument(markdown: """
            Hide the red view.

            ```hitlab
            (hitlab) set RedView hidden=yes
            (hitlab) hittest 300 120
            hit: BlackView
            ```

            Show it again.

            ```hitlab
            (hitlab) set RedView hidden=no
            (hitlab) hittest 300 120
            hit: RedView
            ```
            """)
        var player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        let first = player.showNext()
        _ = player.showNext()                                   // RedView is shown again
        #expect(!player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        let back = player.back()
        #expect(back == first)
        #expect(player.counter == "1/2")
        #expect(player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        #expect(player.back() == nil)
        let again = player.showNext()
        #expect(again?.hasPrefix("Show it again.\n\n(hitlab) set RedView hidden=no") == true)
    }

    /// In class the question comes first: the prose is shown on one Enter, its commands run on the next.
    /// The title (the first sentence) heads every screen, so the opening paragraph goes on after it.
    @Test func transcriptsPlayTheirProseAndThenTheirCommands() {
        let player = Player(transcript: "A title. First.\n\n  (hitlab) tap 1 1\n  hit: UIWindow [..]\nSecond line.\n\n  (hitlab) chain RedView\n  ...\n",
                            session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages == [Player.Page(prose: ["First."]),
                                 Player.Page(prose: [], commands: ["tap 1 1"], expected: [["hit: UIWindow [..]"]]),
                                 Player.Page(prose: ["Second line."]),
                                 Player.Page(prose: [], commands: ["chain RedView"], expected: [["..."]])])
        // A title alone is not shown again under itself.
        let titled = Player(transcript: "A title.\n\n  (hitlab) tap 1 1\n  hit: UIWindow [..]\n", session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(titled.pages == [Player.Page(prose: [], commands: ["tap 1 1"], expected: [["hit: UIWindow [..]"]])])
    }

    @Test func aLongParagraphIsAPageOfItsOwn() {
        let long = String(repeating: "A sentence that goes on. ", count: 12)
        let player = Player(lesson: LessonDocument(markdown: "\(long)\n\nShort.\n\n```hitlab\n(hitlab) chain RedView\nRedView → [..]\n```\n"),
                            session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages.map(\.prose) == [[long], ["Short."]])
    }

    @Test func aTranscriptLineThatDiffersIsFlaggedWhenPlayed() {
        var player = Player(transcript: "  (hitlab) chain RedView\n  RedView → UIWindow\n  (hitlab) chain GreenView\n  GreenView → [..]\n",
                            session: Session(startScript: SampleScenes.colouredViewsScript))
        let first = player.showNext() ?? ""
        #expect(first == """
            (hitlab) chain RedView
            RedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
            ≠ this differs from the transcript (- expected, + printed now):
              - RedView → UIWindow
              + RedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
            """)
        #expect(player.showNext() == "(hitlab) chain GreenView\nGreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate")
    }

    /// A block's closing housekeeping (`reset`) runs with the next example instead of costing
    /// an Enter of its own.
    @Test func housekeepingAtTheEndOfABlockJoinsTheNextPage() {
        let lesson = LessonDocument(markdown: "```hitlab\n(hitlab) hittest 300 120\nhit: RedView\n(hitlab) reset\n```\n\nNext.\n\n```hitlab\n(hitlab) chain RedView\nRedView → [..]\n```\n")
        let player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages == [Player.Page(commands: ["hittest 300 120"]), Player.Page(prose: ["Next."], commands: ["reset", "chain RedView"])])
    }

    /// A command typed over several lines (a `swiftui` body) is never cut between its lines
    /// when it fits on a screen: the screen before ends above it, however full.
    @Test func aCommandOverSeveralLinesStaysOnOneScreen() {
        let prose = (1...5).map { "line \($0)" }.joined(separator: "\n")
        let command = ["(hitlab) swiftui Host 0 0 300 100 {"] + (1...4).map { "     ...     Text(\"\($0)\")" } + ["     ... }"]
        let text = prose + "\n\n" + command.joined(separator: "\n") + "\nhit: Host"
        let screens = Screens.split(text, height: 10, width: 80)
        #expect(screens.count == 2, "\(screens)")
        #expect(screens.last?.hasPrefix("(hitlab) swiftui Host") == true, "\(screens)")
        #expect(screens.first == prose)
    }

    /// A block that only sets things up (it prints nothing) is shown under the paragraph that
    /// introduces it, not held back past the next one; housekeeping alone still waits.
    @Test func aSetUpBlockIsShownWhereItStands() {
        let lesson = LessonDocument(markdown: "A canvas:\n\n```hitlab\n(hitlab) view Canvas 0 0 100 100\n```\n\nIts type says what kind of event it is.\n\n```hitlab\n(hitlab) tap 10 10\nhit: Canvas\n(hitlab) unoverride Canvas.touchesBegan\n```\n\nNext.\n\n```hitlab\n(hitlab) reset\n```\n\nLast.\n\n```hitlab\n(hitlab) tree\nUIWindow 375×667\n```\n")
        let player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages == [
            Player.Page(prose: ["A canvas:"], commands: ["view Canvas 0 0 100 100"]),
            Player.Page(prose: ["Its type says what kind of event it is."], commands: ["tap 10 10"]),
            Player.Page(prose: ["Next.", "Last."], commands: ["unoverride Canvas.touchesBegan", "reset", "tree"]),
        ], "\(player.pages)")
    }

    /// Text cut into screens: none taller than the height, counting a line wider than the
    /// terminal as the rows it wraps to, and cut at a paragraph's end when one is near.
    @Test func screensAreNeverTallerThanTheTerminal() {
        let text = (1...12).map { "line \($0)" }.joined(separator: "\n") + "\n\n" + String(repeating: "x", count: 170) + "\n" + (13...20).map { "line \($0)" }.joined(separator: "\n")
        let screens = Screens.split(text, height: 10, width: 80)
        for screen in screens {
            #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).map { Screens.rows($0, width: 80) }.reduce(0, +) <= 10)
        }
        #expect(screens.joined(separator: "\n").replacingOccurrences(of: "\n\n", with: "\n") == text.replacingOccurrences(of: "\n\n", with: "\n"))
        #expect(Screens.rows("\u{1B}[31m" + String(repeating: "红", count: 40) + "\u{1B}[0m", width: 80) == 1)
        #expect(Screens.rows(String(repeating: "红", count: 41), width: 80) == 2)
    }

    /// Fitted to a terminal, the player counts the screens the lesson takes before it starts,
    /// and shows exactly that many, each within the height.
    @Test func aFittedPlayerShowsAsManyScreensAsItCounted() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/001-delivery-and-response-order.md"), encoding: .utf8)
        var player = Player(lesson: LessonDocument(markdown: text), session: Session(startScript: SampleScenes.colouredViewsScript))
        player.fit(width: 80, height: 19)
        #expect(player.screenCount > player.pages.count)
        var shown = 0
        while !player.isFinished {
            let screen = player.pendingQuestion != nil && !player.hasQueuedScreens ? player.answer("") : player.showNext()
            guard let screen else { break }
            shown += 1
            #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).map { Screens.rows($0, width: 80) }.reduce(0, +) <= 19)
            #expect(player.counter.hasSuffix("/\(player.screenCount)"))
        }
        #expect(shown == player.screenCount)
    }
}
