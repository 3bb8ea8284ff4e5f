import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `why` on a view the hit test chose but UIKit kept the touch from (reference §4): it must
/// not call it "the hit view" as if it received the touch.
@Suite struct WhyWithheldTests {
    @Test func anExclusiveViewHoldingATouchKeepsTheNextFromTheHitView() {
        let s = Session()
        #expect(!s.execute("window 400 400").isError)
        #expect(!s.execute("view Left 0 0 200 400").isError)
        #expect(!s.execute("view Right 200 0 200 400").isError)
        #expect(!s.execute("set Left isExclusiveTouch=yes").isError)
        #expect(!s.execute("touch down 1 10 10").isError)
        #expect(!s.execute("touch down 2 300 10").isError)
        let answer = s.execute("why Right").text
        #expect(answer.contains("chose Right, but UIKit kept the touch from it: Left is exclusive"), "\(answer)")
        #expect(!answer.contains("Right is the hit view"))
        #expect(s.execute("option lang=zh").status == .ok)
        #expect(s.execute("why Right").text.contains("Left 是独占触摸的"))
    }

    @Test func aSingleTouchViewKeepsASecondFinger() {
        let s = Session()
        #expect(!s.execute("window 400 400").isError)
        #expect(!s.execute("view Pad 0 0 400 400").isError)
        #expect(!s.execute("touch down 1 10 10").isError)
        #expect(!s.execute("touch down 2 300 10").isError)
        let answer = s.execute("why Pad").text
        #expect(answer.contains("Pad takes one touch at a time (isMultipleTouchEnabled is false) and finger 1 already had it"), "\(answer)")
        // With multitouch on, the second finger reaches it and it is the hit view again.
        #expect(!s.execute("touch up all").isError)
        #expect(!s.execute("set Pad multitouch=yes").isError)
        #expect(!s.execute("touch down 1 10 10").isError)
        #expect(!s.execute("touch down 2 300 10").isError)
        #expect(s.execute("why Pad").text.contains("Pad is the hit view"))
    }
}
