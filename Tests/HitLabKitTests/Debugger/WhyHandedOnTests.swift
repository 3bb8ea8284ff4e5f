import Testing
@testable import HitLabModel
@testable import HitLabDebugger
@testable import HitLabConsole
import HitLabKit

/// `why` when one view's hitTest override returns another view (reference §2: hitTest may
/// return any view, and the view it returns is the hit view without being asked itself).
@Suite struct WhyHandedOnTests {
    /// Lesson 0's pass-through: WhiteView, a sibling in front of YellowView, returns YellowView
    /// for points over yellow.
    static func passThrough() -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        for line in ["move WhiteView to BlackView", "set WhiteView frame=100,140,120,140",
                     "override WhiteView.hitTest {\n    let yellowPoint = convert(point, to: YellowView)\n    if YellowView.point(inside: yellowPoint, with: event) {\n        return YellowView\n    }\n    return super.hitTest(point, with: event)\n}",
                     "tap 180 320"] {
            #expect(!s.execute(line).isError, "\(line)")
        }
        return s
    }

    /// `why` alone asks about the last touch's hit view, as `why NAME` for it would; before any
    /// touch it says to tap first, and two names are refused.
    @Test func whyAloneAsksAboutTheHitView() {
        let s = Self.passThrough()
        #expect(s.execute("why").text == s.execute("why YellowView").text)
        #expect(Session(startScript: SampleScenes.colouredViewsScript).execute("why").isError)
        #expect(s.execute("why WhiteView YellowView").error?.contains("name one view") == true)
    }

    @Test func theViewThatHandedTheTouchOnSaysSo() {
        let s = Self.passThrough()
        let white = s.execute("why WhiteView").text
        #expect(white.contains("WhiteView's hitTest returned YellowView, and YellowView became the hit view"), "\(white)")
        #expect(!white.contains("a view above it chose"), "\(white)")
        let yellow = s.execute("why YellowView").text
        #expect(yellow.contains("YellowView is the hit view, though its own hitTest never ran: the hit test went UIWindow → BlackView → WhiteView, and WhiteView's hitTest returned YellowView"), "\(yellow)")
        #expect(s.execute("option lang=zh").status == .ok)
        #expect(s.execute("why YellowView").text.contains("是 WhiteView 的 hitTest 返回了 YellowView"))
    }

    /// A hit view whose own hitTest ran is still explained by its path.
    @Test func aViewFoundByItsOwnHitTestIsTheHitViewAsBefore() {
        let s = Self.passThrough()
        #expect(!s.execute("tap 180 240").isError)
        #expect(s.execute("why WhiteView").text.contains("WhiteView is the hit view: the hit test went UIWindow → BlackView → WhiteView"))
    }
}
