import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// UIControl's tracking (reference §6) at the prompt: the events in UIKit's order, the
/// generous "mostly inside", target-actions, and the control keeping its touches.
@Suite struct ControlTrackingTests {
    static let knob = "window 375 667\ncontrol Knob 100 100 80 40\n"
        + ControlEvent.touchEvents.map { "action Knob \($0.rawValue)" }.joined(separator: "\n")

    @Test func draggingOffAndBackSendsExitEnterAndTouchUpInside() {
        let s = scriptedSession(Self.knob)
        #expect(s.execute("touch down 1 120 120").output.hasPrefix("Knob: touchDown\n"))
        #expect(s.execute("touch move 1 200 120").output.hasPrefix("Knob: touchDragInside\n"))       // 20 pt out: still inside
        #expect(s.execute("touch move 1 300 120").output.hasPrefix("Knob: touchDragExit\nKnob: touchDragOutside\n"))
        #expect(s.execute("touch move 1 150 130").output.hasPrefix("Knob: touchDragEnter\nKnob: touchDragInside\n"))
        #expect(s.execute("touch up 1").output == "Knob: touchUpInside\nno fingers down")
    }

    @Test func liftingWithinTheSlopIsInsideAndBeyondItOutside() {
        let s = scriptedSession(Self.knob)
        // 60 points right of the bounds: within about 70, so touchUpInside.
        #expect(s.execute("drag 120 120 240 120 1").output.hasPrefix("Knob: touchDown\nKnob: touchDragInside\nKnob: touchUpInside\n"))
        _ = s.execute("wait 1")
        // 90 points out: touchUpOutside.
        #expect(s.execute("drag 120 120 270 120 1").output.hasPrefix("Knob: touchDown\nKnob: touchDragExit\nKnob: touchDragOutside\nKnob: touchUpOutside\n"))
    }

    @Test func anEnlargedPointInsideCountsAsInside() {
        // The usual way to enlarge a button: point(inside:) says yes 100 points out.
        let s = scriptedSession("""
        window 375 667
        button Tiny 100 100 20 20
        override Tiny.pointInside { return bounds.insetBy(dx: -100, dy: -100).contains(point) }
        """)
        #expect(s.execute("tap 210 110").output.hasPrefix("Tiny: touchUpInside\nhit: Tiny"))
        #expect(s.execute("drag 110 110 210 210 1").output.hasPrefix("Tiny: touchUpInside\n"))
    }

    @Test func aSecondQuickTapSendsTouchDownRepeatAndACancelSendsTouchCancel() {
        let s = scriptedSession(Self.knob)
        #expect(s.execute("tap 120 120 taps=2").output.hasPrefix("Knob: touchDown\nKnob: touchUpInside\nKnob: touchDown\nKnob: touchDownRepeat\nKnob: touchUpInside\n"))
        _ = s.execute("wait 1")
        _ = s.execute("touch down 1 120 120")
        #expect(s.execute("touch cancel").output == "Knob: touchCancel\nno fingers down")
    }

    @Test func aTrackingControlKeepsItsTouchesFromTheChain() {
        let s = scriptedSession("""
        window 375 667
        view Card 0 0 375 667
        control Knob 100 100 80 40 in Card
        override Card.touchesBegan { print("Card began") }
        """)
        #expect(!s.execute("tap 120 120").output.contains("Card began"))
        _ = s.execute("set Knob interaction=yes enabled=yes")
        _ = s.execute("override Knob.beginTracking { return false }")
        // Not tracking: nothing goes up either (UIKit ends there), and no event is sent.
        #expect(s.execute("tap 120 120").output == "hit: Knob | chain: Knob → Card → UIWindow → UIWindowScene → UIApplication → AppDelegate")
    }

    @Test func isTrackingIsUIKitsToSet() {
        let s = scriptedSession("window 375 667\ncontrol Knob 0 0 100 100\noverride Knob.touchesBegan { isTracking = true }")
        #expect(s.execute("tap 10 10").error?.contains("isTracking is read-only") == true)
        #expect(s.execute("action Knob touchUpInsid").error?.hasPrefix("'touchUpInsid' is not a control event (did you mean touchUpInside") == true)
        #expect(s.execute("action Knob touchDown").isError == false)
        #expect(s.execute("action Knob touchDown").error == "Knob already has an action for touchDown")
        #expect(SceneScript(state: s.state).render().contains("control Knob 0 0 100 100\naction Knob touchDown"))
    }
}
