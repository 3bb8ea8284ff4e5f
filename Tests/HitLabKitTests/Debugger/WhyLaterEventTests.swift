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
/// began on, reference §1.3), so the answer comes from the command whose hit test chose the
/// touch's view (the whole touch, as `trace` reads it), not "never asked".
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
        #expect(moved.hasPrefix("This touch was typed in 2 commands, and the hit test that chose its view ran in `touch down 1 50 50`: a touch keeps that view until it lifts."), "\(moved)")
        #expect(moved.contains("A is the hit view: the hit test went UIWindow → A"), "\(moved)")
        #expect(moved.contains("Its responder chain is A → UIWindow"), "\(moved)")
        _ = s.execute("touch up 1")
        #expect(s.execute("why A").output.contains("A is the hit view"))
    }

    @Test func anotherViewUnderTheFingerWasNotAsked() {
        let s = twoViews()
        _ = s.execute("touch down 1 50 50")
        _ = s.execute("touch move 1 150 50")
        // B is under the finger now, but the hit test ran where the finger came down, outside B.
        let why = s.execute("why B").output
        #expect(why.contains("B was asked with (-50, 50), which is outside its bounds"), "\(why)")
        #expect(why.contains("B is not in the responder chain (A → UIWindow"), "\(why)")
        _ = s.execute("option lang=zh")
        #expect(s.execute("why B").output.hasPrefix("这个触摸分 2 条命令输入，选出它的视图的命中测试在 `touch down 1 50 50` 中运行"))
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
