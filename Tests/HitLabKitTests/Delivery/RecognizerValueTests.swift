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

    /// `sender.scale = 1` after applying it, as UIKit's pinch documentation shows: later
    /// values are the change since that moment (the span then is the new baseline); the
    /// velocity, from the fingers, is what it would have been.
    @Test func settingAPinchsScaleMakesANewBaseline() {
        let script = """
        window 375 667
        view Photo 0 0 375 400
        set Photo multitouch=yes
        gesture Zoom pinch on Photo action=zoom
        override Photo.zoom { print(sender.scale, sender.velocity) }
        """
        let kept = scriptedSession(script)
        let reset = scriptedSession(script + "\noverride Photo.zoom {\n    print(sender.scale, sender.velocity)\n    sender.scale = 1\n    print(sender.scale)\n}")
        for s in [kept, reset] { _ = s.execute("touch down 1 100 100 2 200 100") }
        // 100 points apart, then 200: scale 2, (200 − 100) / 100 per 0.1 s.
        #expect(printed(kept, "touch move 2 300 100") == ["2 10"])
        #expect(printed(reset, "touch move 2 300 100") == ["2 10", "1"])
        // Then 300: three times the start, or 1.5 times the span when scale was set to 1.
        #expect(printed(kept, "touch move 2 400 100") == ["3 10"])
        #expect(printed(reset, "touch move 2 400 100") == ["1.5 10", "1"])
        #expect(reset.execute("p Zoom.scale").output == "1")
        // Set to 2 instead: the span 400 is then scale 2, so 600 is 3.
        _ = reset.execute("override Photo.zoom {\n    print(sender.scale)\n    sender.scale = 2\n}")
        #expect(printed(reset, "touch move 2 500 100") == [formatNumber(400.0 / 300)])
        #expect(printed(reset, "touch move 2 700 100") == ["3"])
    }

    /// `sender.rotation = 0` the same way: the next rotation is the turn since then.
    @Test func settingARotationsRotationMakesANewBaseline() {
        let s = scriptedSession("""
        window 375 667
        view Photo 0 0 375 400
        set Photo multitouch=yes
        gesture Turn rotation on Photo action=turn
        override Photo.turn {
            print(sender.rotation, sender.velocity)
            sender.rotation = 0
        }
        """)
        _ = s.execute("touch down 1 100 100 2 200 100")
        // A quarter turn clockwise on screen in 0.1 s, then another.
        #expect(printed(s, "touch move 2 100 200") == ["\(formatNumber(Double.pi / 2)) \(formatNumber(Double.pi / 2 / 0.1))"])
        #expect(printed(s, "touch move 2 0 100") == ["\(formatNumber(Double.pi / 2)) \(formatNumber(Double.pi / 2 / 0.1))"])
        #expect(s.execute("p Turn.rotation").output == "0")
        // What a body may not write: the values UIKit works out.
        _ = s.execute("override Photo.turn { sender.velocity = 0 }")
        #expect(s.execute("touch move 2 100 0").error?.contains("velocity is read-only: UIRotationGestureRecognizer works it out from the fingers") == true)
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
