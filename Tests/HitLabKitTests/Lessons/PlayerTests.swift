import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
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

    @Test func goingBackRestoresTheSceneAsItWasBeforeThatPage() {
        var player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        _ = player.showNext()                                   // RedView is now hidden (and hit-tested)
        #expect(player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        let wentBack = player.back()
        #expect(wentBack)
        #expect(!player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        let again = player.showNext()
        #expect(again?.hasPrefix("# A tiny lesson\n\nHide the red view.\n\n(hitlab) set RedView hidden=yes\n(hitlab) hittest 300 120") == true)
    }

    /// In class the question comes first: the prose is shown on one Enter, its commands run on the next.
    @Test func transcriptsPlayTheirProseAndThenTheirCommands() {
        let player = Player(transcript: "First.\n\n  (hitlab) tap 1 1\n  hit: UIWindow [..]\nSecond line.\n\n  (hitlab) chain RedView\n  ...\n",
                            session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages == [Player.Page(prose: ["First."]),
                                 Player.Page(prose: [], commands: ["tap 1 1"], expected: [["hit: UIWindow [..]"]]),
                                 Player.Page(prose: ["Second line."]),
                                 Player.Page(prose: [], commands: ["chain RedView"], expected: [["..."]])])
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
}
