import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// UIRotationGestureRecognizer (two fingers turning; `rotation` in radians, positive clockwise
/// on screen) and UIScreenEdgePanGestureRecognizer (a pan that begins only for a touch landing
/// within 20 points of its edge of the window), as catalog classes with UIKit's source.
@Suite struct RotationAndEdgePanTests {
    @Test func twoFingersTurningAQuarterMakeARotation() {
        let s = scriptedSession("window 375 667\nview Photo 0 0 375 400\nset Photo multitouch=yes\ngesture Turn rotation on Photo")
        _ = s.execute("touch down 1 100 100 2 140 100")
        #expect(s.execute("p Turn.rotation").output == "0")
        // The second finger goes from right of the first to below it: a quarter turn clockwise.
        #expect(printed(s, "touch move 2 100 140") == ["Turn: began"])
        #expect(s.execute("p Turn.rotation").output == formatNumber(Double.pi / 2))
        #expect(s.execute("p Turn.velocity").output == formatNumber(Double.pi / 2 / 0.1))
        #expect(printed(s, "touch up all") == ["Turn: ended"])
        #expect(s.execute("show source UIRotationGestureRecognizer.touchesMoved").output.contains("_turn(from: baselineAngle!)"))
    }

    @Test func anEdgePanBeginsOnlyNearItsEdge() {
        let s = scriptedSession("window 375 667\nview Page 0 0 375 667\ngesture Back edgepan on Page")
        _ = s.execute("touch down 1 10 300")
        #expect(printed(s, "touch move 1 60 300") == ["Back: began"])
        _ = s.execute("touch up 1")
        _ = s.execute("touch down 1 100 300")
        #expect(printed(s, "touch move 1 160 300") == [])
        #expect(s.execute("p Back.state").output == ".failed")
        _ = s.execute("touch up 1")
        _ = s.execute("set Back edges=right")
        _ = s.execute("touch down 1 360 300")
        #expect(printed(s, "touch move 1 300 300") == ["Back: began"])
        #expect(s.execute("p Back.translation(in: Page)").output == "(-60, 0)")
        #expect(s.execute("tree").output.contains("Back (edgepan edges=right"))
    }
}
