import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `trace hittest`, `trace touches` and `trace NAME` keep only those calls, each with what
/// happened inside it, from the left margin.
@Suite struct TraceFilterTests {
    @Test func aFilteredTraceKeepsOnlyTheCallsItNames() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        let hitTest = s.execute("trace hittest").output.split(separator: "\n").map(String.init)
        #expect(hitTest.first == "UIWindow.hitTest(_:with:) (180, 240) [UIView] → GreenView")
        #expect(hitTest.contains("      YellowView.hitTest(_:with:) (100, -40) [override] → nil"))
        #expect(!hitTest.contains { $0.contains("touches") || $0.hasPrefix("──") })
        let touches = s.execute("trace touches").output.split(separator: "\n").map(String.init)
        #expect(touches.first == "GreenView.touchesBegan(_:with:) 1 touch [override]")
        #expect(touches.allSatisfy { !$0.contains("hitTest") })
        #expect(touches.contains("GreenView.touchesEnded(_:with:) 1 touch [UIResponder]"))
        let yellow = s.execute("trace YellowView").output.split(separator: "\n").map(String.init)
        #expect(yellow == ["YellowView.hitTest(_:with:) (100, -40) [override] → nil", "  print: hitTest----YellowView",
                           "  YellowView.hitTest(_:with:) (100, -40) [UIView] → nil", "    YellowView.point(inside:with:) (100, -40) [UIView] → false"])
        #expect(s.execute("trace Nobody").error == "no view, controller or recognizer named 'Nobody' in the last touch; `trace hittest`, `trace touches` or `trace NAME` filters the trace")
        #expect(s.execute("trace lines hittest").output.contains("| if !isUserInteractionEnabled || isHidden || alpha < 0.01 {"))
    }
}
