import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// What a recognizer reports while it runs, as UIKit's documentation defines it, on the
/// simulated clock (each command's event comes 0.1 s after the last): a pan's translation
/// from where the fingers went down, its velocity over the last move in points per second, a
/// pinch's scale from 1.0. The numbers are exact.
@Suite struct RecognizerValueTests {
    func printed(_ s: Session, _ line: String) -> [String] {
        s.execute(line).output.split(separator: "\n").map(String.init)
            .filter { !$0.hasPrefix("finger ") && !$0.hasPrefix("down:") && $0 != "no fingers down" }
    }

    static let card = """
    window 375 667
    view Card 50 50 100 100
    gesture Pan pan on Card cancels=no
    """

    @Test func aPansTranslationAndVelocity() {
        let s = scriptedSession(Self.card + """

        override Card.touchesMoved { print(Pan.state, Pan.translation(in: superview), Pan.velocity(in: superview)) }
        override Card.touchesEnded { print(Pan.state, Pan.velocity(in: nil)) }
        """)
        _ = s.execute("touch down 1 100 100")
        // 5 points in 0.1 s: 50 points a second; not yet a pan.
        #expect(printed(s, "touch move 1 105 100") == [".possible (5, 0) (50, 0)"])
        // 15 more points and 10 down in the next 0.1 s.
        #expect(printed(s, "touch move 1 120 110") == ["Pan: began", ".began (20, 10) (150, 100)"])
        #expect(s.execute("p Pan.translation(in: Card)").output == "(20, 10)")
        #expect(s.execute("p Pan.numberOfTouches").output == "1")
        #expect(s.execute("p Pan.location(in: Card)").output == "(70, 60)")
        // The finger lifts where it was: the velocity is still the last move's.
        #expect(printed(s, "touch up 1") == ["Pan: ended", ".ended (150, 100)"])
    }

    /// setTranslation(.zero, in:) after each move: each move then reads its own travel.
    @Test func setTranslationMovesTheStart() {
        let s = scriptedSession(Self.card + """

        override Card.touchesMoved { print(Pan.translation(in: superview))
        Pan.setTranslation(.zero, in: superview) }
        """)
        _ = s.execute("touch down 1 100 100")
        #expect(printed(s, "touch move 1 105 100") == ["(5, 0)"])
        #expect(printed(s, "touch move 1 120 100") == ["Pan: began", "(15, 0)"])
        #expect(printed(s, "touch move 1 150 110") == ["Pan: changed", "(30, 10)"])
        // Set to a value, in a view of another scale: read back in that view as set.
        _ = s.execute("override Card.touchesMoved { Pan.setTranslation(CGPoint(x: 4, y: 2), in: self) }")
        _ = s.execute("set Card transform=scale(2)")
        _ = s.execute("touch move 1 151 110")
        #expect(s.execute("p Pan.translation(in: Card)").output == "(4, 2)")
        #expect(s.execute("p Pan.translation(in: nil)").output == "(8, 4)")
    }

    @Test func eachFingerByIndexAndTheCentroid() {
        let s = scriptedSession(Self.card + "\ngesture Pan2 pan on Card min=2 cancels=no")
        _ = s.execute("touch down 1 60 60 2 100 80")
        #expect(s.execute("p Pan2.numberOfTouches").output == "2")
        #expect(s.execute("p Pan2.location(ofTouch: 1, in: Card)").output == "(50, 30)")
        #expect(s.execute("p Pan2.location(in: nil)").output == "(80, 70)")
        let error = s.execute("p Pan2.location(ofTouch: 2, in: Card)")
        #expect(error.isError && error.text.contains("Pan2 has 2 touches down; location(ofTouch: 2, in:) needs an index from 0 to 1"))
    }

    /// A pinch's scale is 1.0 until the fingers move (UIKit's default), then their span over
    /// the span when the second finger went down; its velocity is scale per second.
    @Test func aPinchsScaleStartsAtOneAndItsVelocityIsScalePerSecond() {
        let s = scriptedSession("window 375 667\nview Card 50 50 100 100\nset Card multitouch=yes\ngesture Pinch pinch on Card\noverride Card.touchesBegan { print(Pinch.scale, Pinch.velocity) }")
        #expect(printed(s, "touch down 1 60 100").first == "1 0")
        _ = s.execute("touch down 2 100 100")
        // 40 points apart, then 80: twice the span, in 0.1 s.
        #expect(printed(s, "touch move 2 140 100") == ["Pinch: began"])
        #expect(s.execute("p Pinch.scale").output == "2")
        #expect(s.execute("p Pinch.velocity").output == "10")
    }

    /// UIKit's `scale` and `rotation` are settable: Apple's pinch and rotation handlers apply the
    /// value to the view and set it back to 1 or 0, and the next call then reports the change
    /// since that moment, not since the fingers went down.
    @Test func settingScaleOrRotationMeasuresAgainFromTheFingersNow() {
        let s = scriptedSession("""
        window 375 667
        view Card 0 0 375 400
        set Card multitouch=yes
        gesture Pinch pinch on Card action=squeeze
        override Card.squeeze { print(sender.scale); sender.scale = 1 }
        """)
        _ = s.execute("touch down 1 20 100 2 60 100")
        // 40 points apart, then 80: twice the span; set back to 1 at that span.
        #expect(printed(s, "touch move 2 100 100") == ["2"])
        // 80 to 120 is 1.5 times the span it was set back at (not 3 times the first one).
        #expect(printed(s, "touch move 2 140 100") == ["1.5"])
        // Set to 3 at a span of 240: a span of 320 reads 3 × 320 / 240 = 4.
        _ = s.execute("override Card.squeeze { print(sender.scale); sender.scale = 3 }")
        #expect(printed(s, "touch move 2 260 100") == ["2"])
        #expect(printed(s, "touch move 2 340 100") == ["4"])
        _ = s.execute("touch up all")

        let r = scriptedSession("""
        window 375 667
        view Card 0 0 375 400
        set Card multitouch=yes
        gesture Turn rotation on Card action=turn
        override Card.turn { print(sender.rotation); sender.rotation = 0 }
        """)
        _ = r.execute("touch down 1 100 100 2 200 100")
        // A quarter turn clockwise on screen, then another: each reads π/2 from where it was set to 0.
        #expect(printed(r, "touch move 2 100 200") == ["1.5707963267948966"])
        #expect(printed(r, "touch move 2 0 100") == ["1.5707963267948966"])
    }

    /// A scale that UIKit could not measure from is refused with the reason, and nothing changes.
    @Test func aScaleOfZeroIsRefused() {
        let s = scriptedSession("""
        window 375 667
        view Card 0 0 375 400
        set Card multitouch=yes
        gesture Pinch pinch on Card action=squeeze
        override Card.squeeze { sender.scale = 0 }
        """)
        _ = s.execute("touch down 1 60 100 2 100 100")
        let out = s.execute("touch move 2 140 100")
        #expect(out.text.contains("a pinch's scale takes a number above 0, not 0"))
    }

    @Test func aSwipesDirectionAndValuesAtAStop() {
        let s = scriptedSession(Self.card + "\ngesture Swipe swipe on Card direction=left\nbreak Card.touchesMoved")
        _ = s.execute("touch down 1 100 100")
        _ = s.execute("touch move 1 104 103")
        // Stopped in the view's touchesMoved: the pan as it was then.
        #expect(s.execute("p Pan.translation(in: Card)").output == "(4, 3)")
        #expect(s.execute("p Pan.velocity(in: Card)").output == "(40, 30)")
        #expect(s.execute("p Swipe.direction").output == ".left")
        #expect(s.execute("p Pan.scale").isError)
    }
}
