import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Two delivery details where the call a view gets is fixed by UIKit's documentation: one
/// `touchesCancelled(_:with:)` per responder with "a set of UITouch instances" when a
/// recognizer cancels several of its touches at once, and `touchDownRepeat` ("the value of
/// the UITouch tapCount method is greater than one") on a second quick touch-down even while a
/// recognizer still holds the first touch's end back from the control.
@Suite struct CancelAndRepeatTests {
    @Test func aRecognizerCancellingTwoTouchesOfOneViewCancelsThemInOneCall() {
        let s = scriptedSession("""
        window 320 480
        view Pad 0 0 320 480
        set Pad multitouch=yes
        override Pad.touchesBegan { print("began \\(touches.count)") }
        override Pad.touchesCancelled { print("cancelled \\(touches.count)") }
        recognizer R on Pad
        override R.touchesBegan { if event.allTouches.count == 3 { state = .began } }
        """)
        #expect(printed(s, "touch down 1 100 100 2 200 100") == ["began 2"])
        #expect(printed(s, "touch down 3 150 200") == ["R: began", "cancelled 2"])
    }

    /// Touches of two views cancelled by one recognizer: each view gets its own call.
    @Test func eachViewGetsItsOwnCancel() {
        let s = scriptedSession("""
        window 320 480
        view Pad 0 0 320 480
        view A 0 0 160 480 in Pad
        view B 160 0 160 480 in Pad
        override A.touchesCancelled { print("A cancelled \\(touches.count)") }
        override B.touchesCancelled { print("B cancelled \\(touches.count)") }
        recognizer R on Pad
        override R.touchesBegan { if event.allTouches.count == 3 { state = .began } }
        """)
        _ = s.execute("touch down 1 10 100 2 200 100")
        #expect(printed(s, "touch down 3 20 200") == ["R: began", "A cancelled 1", "B cancelled 1"])
    }

    @Test func aSecondTouchDownRepeatsWhileARecognizerHoldsTheFirstEnd() {
        let s = scriptedSession("""
        window 320 480
        control B 0 0 100 100
        action B touchDown
        action B touchDownRepeat
        gesture T tap on B taps=3 cancels=no
        """)
        _ = s.execute("touch down 1 50 50")
        _ = s.execute("touch up 1")
        #expect(printed(s, "touch down 1 50 50") == ["B: touchDown", "B: touchDownRepeat"])
    }
}
