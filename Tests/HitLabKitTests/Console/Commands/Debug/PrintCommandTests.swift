import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `p` with a name the selected frame does not have says which names it does have.
@Suite struct PrintCommandTests {
    @Test func anUnknownNameInATouchesMethodListsThatFramesNames() {
        let s = pausedSession("break touchesBegan GreenView")
        #expect(s.execute("p point").error == "unknown name 'point'; GreenView.touchesBegan(_:with:) has touches, event, self's properties and views by name (column 1 of `point`)")
        #expect(s.execute("p touches.count").output == "1")
    }

    @Test func atAPhaseStopItSaysNoMethodRuns() {
        let s = pausedSession("break phase hitTest")
        #expect(s.execute("p point").error == "unknown name 'point'; no method is running here (a pipeline phase), so there are only `event` and views by name: `step` into a method for its names (column 1 of `point`)")
    }

    @Test func inAHitTestItNamesPointAndEvent() {
        let s = pausedSession()
        #expect(s.execute("p pt").error?.hasPrefix("unknown name 'pt'") == true)
        #expect(s.execute("p pt").error?.contains("YellowView.point(inside:with:) has point, event, self's properties") == true)
    }
}
