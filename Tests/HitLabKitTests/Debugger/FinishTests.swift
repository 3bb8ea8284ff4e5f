import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `finish` as lldb does it: back in the caller's frame at the line that made the call, saying
/// which implementation returned; and a breakpoint whose condition fails says where it stopped.
@Suite struct FinishTests {

    @Test func finishStopsInTheCallerAtTheCallSiteSayingWhichImplementationReturned() {
        let s = pausedSession()
        #expect(s.execute("finish").output == """
            YellowView.point(inside:with:) [UIView] returned false
            YellowView.hitTest(_:with:) [UIView] · point (100, -40)
              6 → if !self.point(inside: point, with: event) {
            """)
        // UIKit's hitTest was called by the override's `return super…`: finish lands there, not in BlackView.
        #expect(s.execute("finish").output == """
            YellowView.hitTest(_:with:) [UIView] returned nil
            YellowView.hitTest(_:with:) [override] · point (100, -40)
              2 → return super.hitTest(point, with: event)
            """)
        #expect(s.execute("bt").output.hasPrefix("UIWindow.hitTest → BlackView.hitTest → YellowView.hitTest\n* #0 YellowView.hitTest(_:with:) [override]"))
        #expect(s.execute("p point").output == "(100, -40)")
        #expect(s.execute("finish").output.hasPrefix("YellowView.hitTest(_:with:) [override] returned nil\nBlackView.hitTest(_:with:) [UIView] · point (160, 160)\n  12 → "))
        // From the call site, step goes on in the caller.
        #expect(s.execute("step").output.hasPrefix("BlackView.hitTest(_:with:) [UIView] · point (160, 160)\n  10 → "))
    }

    @Test func aConditionThatCannotBeEvaluatedSaysWhereItStopped() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("break pointInside GreenView if nosuchthing > 1")
        let stop = s.execute("tap 80 180").output
        #expect(stop.contains("""
            Breakpoint 1, GreenView.point(inside:with:) [UIView] · point (20, 40)
              2 → return bounds.contains(point)
            stopped because breakpoint 1's condition `nosuchthing > 1` could not be evaluated here: unknown name 'nosuchthing'
            """))
    }
}
