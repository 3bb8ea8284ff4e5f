import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// An action method may have any name: `addTarget(_:action:for:)` and
/// `UIGestureRecognizer(target:action:)` take any selector (UIControl and UIGestureRecognizer
/// documentation). So a name an `action` line or an `action=` names is an action method even
/// when it is close to a UIKit method (`pressed` and `pressesBegan`); elsewhere the near miss
/// is still caught as a typo.
@Suite struct ActionNameTests {
    @Test func aControlsActionNamedCloseToAUIKitMethodCanBeWritten() {
        let s = scriptedSession("""
        window 320 480
        control Ctl 20 20 120 44
        action Ctl touchUpInside pressed
        """)
        let reply = s.execute("override Ctl.pressed { print(\"pressed!\") }")
        #expect(!reply.isError, "\(reply.text)")
        #expect(printed(s, "tap 30 30") == ["pressed!"])
        #expect(!s.execute("break Ctl.pressed").isError)
        #expect(!s.execute("unoverride Ctl.pressed").isError)
    }

    @Test func aRecognizersActionNamedCloseToAUIKitMethodCanBeWritten() {
        let s = scriptedSession("""
        window 320 480
        view V 0 200 100 100
        gesture G tap on V action=pressed
        """)
        #expect(!s.execute("override V.pressed { print(\"V pressed\") }").isError)
        #expect(printed(s, "tap 10 210") == ["V pressed"])
    }

    /// Without an action naming it, the name is a typo of a UIKit method and is refused (once
    /// the scene is known, so `override` says it when it runs rather than when it is read).
    @Test func theSameNameWithoutAnActionIsStillATypo() {
        let s = scriptedSession("window 320 480\nview A 0 0 10 10")
        #expect(s.execute("override A.hitTst { return nil }").error?.hasPrefix("'hitTst' is not a method HitLab knows (did you mean hitTest?)") == true)
        let error = s.execute("override A.pressed { print(1) }").error ?? ""
        #expect(error.hasPrefix("'pressed' is not a method HitLab knows (did you mean pressesBegan"))
        #expect(s.execute("unoverride A.toucheBegan").error?.hasPrefix("'toucheBegan' is not a method HitLab knows") == true)
        #expect(s.execute("break A.hitTst").error?.hasPrefix("'hitTst' is not a method HitLab knows") == true)
    }
}
