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
        // The silent `set` shares a page with the hit test that shows its effect.
        #expect(player.pages == [.prose("# A tiny lesson"), .prose("Hide the red view."),
                                 .commands(["set RedView hidden=yes", "hittest 300 120"]), .prose("That is all.")])
        var shown: [String?] = []
        for _ in 0..<5 { shown.append(player.showNext()) }
        #expect(shown == ["# A tiny lesson", "Hide the red view.",
                          "(hitlab) set RedView hidden=yes\n(hitlab) hittest 300 120\nhitTest----BlackView\nhitTest----YellowView\nhitTest----GreenView\nhitTest----RedView\nhit: BlackView",
                          "That is all.", nil])
        #expect(player.isFinished)
    }

    @Test func goingBackRestoresTheSceneAsItWasBeforeThatPage() {
        var player = Player(lesson: lesson, session: Session(startScript: SampleScenes.colouredViewsScript))
        for _ in 0..<3 { _ = player.showNext() }               // RedView is now hidden (and hit-tested)
        #expect(player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        let wentBack = player.back()
        #expect(wentBack)
        #expect(!player.session.state.scene[try! player.session.state.scene.viewID(named: "RedView")].isHidden)
        let again = player.showNext()
        #expect(again?.hasPrefix("(hitlab) set RedView hidden=yes\n(hitlab) hittest 300 120") == true)
    }

    @Test func transcriptsPlayTheirProseAndCommandsInOrder() {
        let player = Player(transcript: "First.\n\n  (hitlab) tap 1 1\n  hit: UIWindow [..]\nSecond line.\n\n  (hitlab) chain RedView\n  ...\n",
                            session: Session(startScript: SampleScenes.colouredViewsScript))
        #expect(player.pages == [.prose("First."), .commands(["tap 1 1"]), .prose("Second line."), .commands(["chain RedView"])])
    }
}
