import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A drag scrolls (reference §11.6, §11.4 "Inference (ordering)", DESIGN.md): contentOffset is
/// the offset at the start minus the finger's whole travel, clamped to the content; no bounce.
@Suite struct ScrollingTests {
    static let scene = """
    window 375 667
    scroll S 0 100 375 300 contentSize=375,1000
    button Buy 20 150 100 44 in S
    view Card 20 200 100 40 in S
    override Card.touchesCancelled { print("Card cancelled at offset \\(superview!.bounds.origin)") }
    """

    /// Where S is scrolled to now: the authored scene with what touches changed at run time.
    func offset(_ s: Session, _ name: String = "S") -> Point {
        let scene = s.state.present.scene
        return scene[try! scene.viewID(named: name)].bounds.origin
    }

    /// A finger moving up 100 points scrolls the content by 100 (the whole travel, not travel
    /// minus the 10-point threshold); hit-testing then follows the new offset.
    @Test func theContentFollowsTheFingersWholeTravel() {
        let s = scriptedSession(Self.scene)
        for line in ["touch down 1 50 350", "touch move 1 50 340", "touch move 1 50 250", "touch up 1"] { #expect(s.execute(line).error == nil) }
        #expect(offset(s) == Point(x: 0, y: 100))
        // Window y 170 is content y 170 now: the button (150…194).
        #expect(s.execute("hittest 50 170").output == "hit: Buy")
    }

    /// Clamped to [0, contentSize − bounds]: 1000 − 300 = 700 at most, 0 at least; the
    /// horizontal axis does not scroll (content as wide as the bounds).
    @Test func theOffsetIsClampedToTheContent() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("drag 50 390 80 -2000")
        #expect(offset(s) == Point(x: 0, y: 700))
        _ = s.execute("drag 50 110 50 3000")
        #expect(offset(s) == Point(x: 0, y: 0))
    }

    /// A scroll view whose content is no larger than its bounds does not scroll.
    @Test func contentThatFitsDoesNotScroll() {
        let s = scriptedSession("window 375 667\nscroll S 0 100 375 300 contentSize=375,200")
        _ = s.execute("drag 50 350 50 150")
        #expect(offset(s) == Point(x: 0, y: 0))
    }

    /// After a hold the drag that begins a scroll cancels the content's touch, and the offset
    /// has already moved when touchesCancelled arrives.
    @Test func theScrollMovesBeforeTheContentIsCancelled() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("touch down 1 50 320")
        _ = s.execute("wait 0.2")
        #expect(s.execute("touch move 1 50 300").output.contains("Card cancelled at offset (0, 20)"))
        _ = s.execute("touch up 1")
        #expect(offset(s) == Point(x: 0, y: 20))
    }

    /// A drag from the button after a hold: touchesShouldCancel says no, nothing scrolls.
    @Test func aDragFromATrackingButtonDoesNotScroll() {
        let s = scriptedSession(Self.scene)
        for line in ["touch down 1 50 270", "wait 0.2", "touch move 1 50 200", "touch up 1"] { _ = s.execute(line) }
        #expect(offset(s) == Point(x: 0, y: 0))
    }

    /// Same-direction nesting: the inner scroll view's pan begins first and wins; the outer
    /// one does not move in that touch.
    @Test func theInnerScrollViewWinsASameDirectionDrag() {
        let s = scriptedSession("""
        window 375 667
        scroll Outer 0 100 375 300 contentSize=375,1000
        scroll Inner 0 0 375 200 contentSize=375,600 in Outer
        """)
        _ = s.execute("drag 50 250 50 150")
        #expect(offset(s, "Inner") == Point(x: 0, y: 100))
        #expect(offset(s, "Outer") == Point(x: 0, y: 0))
    }
}
