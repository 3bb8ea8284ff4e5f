import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `why` after a finger moved or lifted: that event did no hit test (a touch keeps the view it
/// began on, reference §1.3), so the answer is about the touch's view, not "never asked".
@Suite struct WhyLaterEventTests {
    func twoViews() -> Session {
        scriptedSession("""
        window 300 300
        view A 0 0 100 100
        view B 100 0 100 100
        """)
    }

    @Test func theViewThatHoldsTheTouchIsSaidToHoldIt() {
        let s = twoViews()
        _ = s.execute("touch down 1 50 50")
        _ = s.execute("touch move 1 150 50")
        let moved = s.execute("why A").output
        #expect(moved.hasPrefix("A is the view of finger 1's touch (its `view`, whatever it was sent): the hit test chose A when the touch began"), "\(moved)")
        #expect(moved.contains("Its responder chain is A → UIWindow"), "\(moved)")
        _ = s.execute("touch up 1")
        #expect(s.execute("why A").output.hasPrefix("A is the view of finger 1's touch"))
    }

    @Test func anotherViewUnderTheFingerWasNotAsked() {
        let s = twoViews()
        _ = s.execute("touch down 1 50 50")
        _ = s.execute("touch move 1 150 50")
        let why = s.execute("why B").output
        #expect(why.hasPrefix("B was not asked: this event's touches keep the views they began on (A)"), "\(why)")
        #expect(why.contains("B is not in the responder chain (A → UIWindow"), "\(why)")
        _ = s.execute("option lang=zh")
        #expect(s.execute("why B").output.hasPrefix("B 没有被询问：这个事件中的触摸一直属于它们开始时的视图（A）"))
    }

    /// A new finger in the event is hit-tested, and `why` answers about that hit test as before.
    @Test func anEventThatHitTestsIsAnsweredAsBefore() {
        let s = twoViews()
        _ = s.execute("set A multitouch=yes")
        _ = s.execute("touch down 1 50 50")
        _ = s.execute("touch down 2 150 50")
        #expect(s.execute("why B").output.hasPrefix("B is the hit view"))
    }

    /// A recognizer that recognizes on a view's touch cancels it for the view
    /// (cancelsTouchesInView, reference §5): `why` says so, and whether the view ever saw it.
    @Test func aViewWhoseTouchARecognizerCancelledIsToldWhy() {
        let s = scriptedSession("""
        window 375 667
        view Photo 0 0 375 400
        gesture Like tap on Photo
        """)
        _ = s.execute("tap 100 100")
        let why = s.execute("why Photo").output
        #expect(why.contains("Like recognized its gesture on Photo's touch and cancelled it for Photo (cancelsTouchesInView): Photo got touchesCancelled, not touchesEnded."), "\(why)")
        _ = s.execute("set Like delaysTouchesBegan=yes")
        _ = s.execute("tap 100 100")
        #expect(s.execute("why Photo").output.contains("delaysTouchesBegan had held even its touchesBegan back, so Photo heard nothing of it."))
        _ = s.execute("set Like cancels=no")
        _ = s.execute("tap 100 100")
        #expect(!s.execute("why Photo").output.contains("cancelled it"))
    }
}
