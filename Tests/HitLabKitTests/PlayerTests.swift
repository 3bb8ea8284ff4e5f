import Testing
@testable import HitLabKit

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

    @Test func pagesAreParagraphsAndCommandsThatRunWhenShown() {
        var player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages == [.prose("# A tiny lesson"), .prose("Hide the red view."), .command("set RedView hidden=yes"),
                                 .command("hittest 300 120"), .prose("That is all.")])
        var shown: [String?] = []
        for _ in 0..<6 { shown.append(player.showNext()) }
        #expect(shown == ["# A tiny lesson", "Hide the red view.", "(hitlab) set RedView hidden=yes",
                          "(hitlab) hittest 300 120\nhitTest----BlackView\nhitTest----YellowView\nhitTest----GreenView\nhitTest----RedView\nhit: BlackView",
                          "That is all.", nil])
        #expect(player.isFinished)
    }

    @Test func goingBackRestoresTheSceneAsItWasBeforeThatPage() {
        var player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        for _ in 0..<3 { _ = player.showNext() }               // RedView is now hidden
        #expect(player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        let wentBack = player.back()
        #expect(wentBack)
        #expect(!player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        let again = player.showNext()
        #expect(again == "(hitlab) set RedView hidden=yes")
    }

    @Test func transcriptsPlayTheirProseAndCommandsInOrder() {
        let player = Player(transcript: "First.\n\n  (hitlab) tap 1 1\n  hit: UIWindow [..]\nSecond line.\n\n  (hitlab) chain RedView\n  ...\n",
                            session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages == [.prose("First."), .command("tap 1 1"), .prose("Second line."), .command("chain RedView")])
    }
}
