import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `why` and `explain` on a view a learner's body moved: where it was and who put it there.
/// A touch's view is fixed by the hit test when it begins (reference §1.3, §4), so a move
/// during a touch shows in the next touch's hit test, and the view is found where the move
/// left it, in its window's coordinates.
@Suite struct WhyMovedTests {
    static let card = """
    window 375 667
    view Panel 0 0 375 400
    view Card 20 20 100 100 in Panel
    gesture Drag pan on Card action=moveCard
    override Card.moveCard {
        let t = sender.translation(in: superview)
        center = CGPoint(x: center.x + t.x, y: center.y + t.y)
        sender.setTranslation(.zero, in: superview)
    }
    """

    /// Dragged by 100 points: the card's centre goes from (70, 70) to (170, 170), its frame to
    /// (120, 120, 100, 100); the drag's own hit test saw it where it was.
    @Test func aDragMovesTheCardAndWhySaysWhoAndWhere() {
        let s = scriptedSession(Self.card)
        _ = s.execute("drag 70 70 170 170 2")
        let during = s.execute("why Card").text
        #expect(during.contains("Card is the hit view"), "\(during)")
        #expect(during.contains("Drag's action moveCard(_:) set its center during this touch, after its hit test: Card ended at (120, 120, 100, 100) in the window, where the next touch's hit test finds it."), "\(during)")
        // The next touch: found there, and why says who put it there.
        #expect(s.execute("tap 150 150").output.hasPrefix("hit: Card"))
        let later = s.execute("why Card").text
        #expect(later.contains("Card was at (120, 120, 100, 100) in the window when this touch began because Drag's action moveCard(_:) had set its center in an earlier command"), "\(later)")
        #expect(!later.contains("during this touch"))
        #expect(s.execute("option lang=zh").status == .ok)
        #expect(s.execute("why Card").text.contains("这次触摸开始时，Card 位于窗口中的 (120, 120, 100, 100)，因为 Drag 的 action moveCard(_:) 在之前的命令里设置了它的 center"))
    }

    /// A superview moved by a body carries its subviews: why names the superview.
    @Test func aMovedSuperviewIsNamed() {
        let s = scriptedSession("""
        window 375 667
        view Panel 0 0 200 200
        view Card 20 20 100 100 in Panel
        override Panel.touchesEnded { center = CGPoint(x: 200, y: 300) }
        """)
        _ = s.execute("tap 150 150")
        // Panel's frame is now (100, 200, 200, 200), so Card's is (120, 220, 100, 100).
        #expect(s.execute("tap 130 230").output.hasPrefix("hit: Card"))
        let answer = s.execute("why Card").text
        #expect(answer.contains("Card was at (120, 220, 100, 100) in the window when this touch began because Panel.touchesEnded(_:with:) had set the center of Panel (which holds it) in an earlier command"), "\(answer)")
        // A view that was never moved says nothing of it.
        _ = s.execute("view Other 300 300 50 50")
        _ = s.execute("tap 310 310")
        #expect(!s.execute("why Other").text.contains("set"))
    }

    /// `set` wins over what a body set: the move is forgotten with the value.
    @Test func setForgetsTheMove() {
        let s = scriptedSession(Self.card)
        _ = s.execute("drag 70 70 170 170 2")
        _ = s.execute("set Card frame=20,20,100,100")
        _ = s.execute("tap 50 50")
        #expect(!s.execute("why Card").text.contains("earlier command"))
    }

    /// `explain on`: at the hit test of a moved view, where it is and who put it there; and
    /// after the body's write, that the view is now there.
    @Test func explainSaysWhereTheMovedViewIs() {
        let s = scriptedSession(Self.card)
        _ = s.execute("drag 70 70 170 170 2")
        _ = s.execute("explain on")
        _ = s.execute("break hitTest Card")
        let stop = s.execute("tap 150 150").text
        #expect(stop.contains("Card is at (120, 120, 100, 100) in the window, not where the scene put it: Drag's action moveCard(_:) set its center in an earlier command."), "\(stop)")
        _ = s.execute("continue")
        _ = s.execute("break delete all")
        _ = s.execute("break moveCard")
        _ = s.execute("touch down 1 150 150")
        _ = s.execute("touch move 1 180 150")
        var said = ""
        for _ in 0..<4 { said += s.execute("next").text + "\n" }
        #expect(said.contains("Card.center is now (200, 170): Drag's action moveCard(_:) set it, so from here on hit tests, convert and location(in:) find Card there."), "\(said)")
    }
}
