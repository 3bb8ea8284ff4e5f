import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Target-action as code (reference §5.3, §6): a recognizer's action calls the learner's
/// method with the recognizer as `sender` at each state UIKit sends it for, a control's with
/// the control; the method is found from the sender's view up the responder chain when it is
/// sent, so it may be written after the action.
@Suite struct ActionsAsCodeTests {
    static let card = """
    window 375 667
    view Card 20 20 100 100
    gesture Drag pan on Card action=moveCard
    """

    static let moveCard = """
    override Card.moveCard { let t = sender.translation(in: superview)
    center = CGPoint(x: center.x + t.x, y: center.y + t.y)
    sender.setTranslation(.zero, in: superview)
    print(sender.state, center) }
    """

    @Test func aPanActionMovesTheCardAndATapFindsItThere() {
        let s = scriptedSession(Self.card + "\n" + Self.moveCard)
        _ = s.execute("touch down 1 70 70")
        #expect(printed(s, "touch move 1 90 70") == [".began (90, 70)"])
        #expect(printed(s, "touch move 1 200 300") == [".changed (200, 300)"])
        #expect(printed(s, "touch up 1") == [".ended (200, 300)"])
        #expect(s.execute("hittest 200 290").output == "hit: Card")
        #expect(s.execute("tree").output.contains("Drag (pan action=moveCard)"))
        // Saved as typed, so a loaded scene sends it the same way.
        #expect(SceneScript(state: s.state).render().contains("gesture Drag pan on Card action=moveCard"))
    }

    /// Written after the action: a note when it is added, found when it is sent; never written:
    /// a line where UIKit would stop with "unrecognized selector".
    @Test func anActionWithoutItsMethodIsKeptAndLookedUpWhenSent() {
        let s = Session()
        _ = s.execute("window 375 667")
        _ = s.execute("view Card 20 20 100 100")
        let added = s.execute("gesture Drag pan on Card action=moveCard")
        #expect(!added.isError && added.output.contains("note: nothing implements moveCard(_:) yet"))
        _ = s.execute("touch down 1 70 70")
        #expect(printed(s, "touch move 1 90 70") == ["Drag: began → moveCard(_:): nothing from Card up the chain implements it (UIKit: unrecognized selector)"])
        _ = s.execute("override Card.moveCard { print(\"moved\", sender.state) }")
        #expect(printed(s, "touch move 1 100 70") == ["moved .changed"])
    }

    /// A view controller up the chain performs it when the view does not.
    @Test func theViewsControllerPerformsIt() {
        let s = scriptedSession("""
        window 375 667
        view Root 0 0 375 667
        controller Screen view Root
        view Card 20 20 100 100 in Root
        gesture Tap tap on Card action=tapped
        override Screen.tapped { print("Screen got", sender.state) }
        """)
        #expect(printed(s, "tap 50 50") == ["Screen got .ended"])
    }

    @Test func aControlsActionGetsTheControlAsSender() {
        let s = scriptedSession("""
        window 375 667
        button Buy 20 20 100 40
        action Buy touchUpInside buy
        override Buy.buy { print("bought"); sender.isEnabled = false }
        """)
        #expect(printed(s, "tap 30 30") == ["bought"])
        #expect(SceneScript(state: s.state).render().contains("action Buy touchUpInside buy"))
        // Disabled by the action: the next tap goes through it.
        #expect(s.execute("tap 30 30").output.contains("hit: UIWindow"))
    }

    /// UIKit sends the action from the gesture environment's update inside the window's
    /// sendEvent, once the recognizer's touchesMoved has returned (reference §5.1's stack:
    /// `-[UIWindow sendEvent:]` → `_UIGestureEnvironmentUpdate` →
    /// `_updateGestureForActiveEvents` → `_UIGestureRecognizerSendActions` → the target).
    @Test func breakStopsInTheActionUnderTheWindowsSendEvent() {
        let s = scriptedSession(Self.card + "\n" + Self.moveCard + "\nbreak moveCard")
        _ = s.execute("touch down 1 70 70")
        let stop = s.execute("touch move 1 90 70").output
        #expect(stop.contains("Card.moveCard(_:)"))
        let bt = s.execute("bt").output
        #expect(bt.contains("#0 Card.moveCard(_:) [override] · Drag"))
        #expect(bt.contains("#1 UIWindow.sendEvent(_:)"), "\(bt)")
        #expect(!bt.contains("touchesMoved"), "\(bt)")
        // Between them, the gesture environment's private functions (reference §5.1), in order.
        let between = bt.components(separatedBy: "#0 Card.moveCard")[1].components(separatedBy: "#1 UIWindow.sendEvent")[0]
        let names = ["_UIGestureRecognizerSendActions", "-[UIGestureRecognizer _updateGestureForActiveEvents]",
                     "_UIGestureEnvironmentUpdate", "-[UIGestureEnvironment _updateForEvent:window:]"]
        let found = names.compactMap { between.range(of: $0)?.lowerBound }
        #expect(found.count == names.count && found == found.sorted(), "\(bt)")
    }

    /// A long press's action sent from its timer, between events, has no window or gesture
    /// environment under it: only the send itself, then the timer's functions.
    @Test func anActionFromATimerIsSentWithoutTheWindowsFunctions() {
        let s = scriptedSession("window 375 667\nview Pad 0 0 375 400\ngesture Hold longpress on Pad action=held\noverride Pad.held { print(1) }\nbreak held")
        _ = s.execute("touch down 1 70 70")
        #expect(s.execute("wait 1").output.contains("Pad.held(_:)"))
        let bt = s.execute("bt").output
        #expect(bt.contains("_UIGestureRecognizerSendActions") && !bt.contains("_UIGestureEnvironmentUpdate"), "\(bt)")
        #expect(bt.contains("__CFRunLoopDoTimers"), "\(bt)")
    }

    /// README: an error "names its method and line". In a recognizer's action that is the
    /// action's own line, the innermost frame (where `bt` stops), as for a control's action; a
    /// budget that runs out there is still a budget, not a runtime error.
    @Test func anErrorInARecognizersActionNamesTheActionsLine() {
        let scene = "window 375 667\nview Canvas 0 0 375 500\ngesture T tap on Canvas action=tapped\ngesture P pan on Canvas action=moved"
        let s = scriptedSession(scene + "\noverride Canvas.tapped { print(1/0) }\noverride Canvas.moved { sender.foo() }")
        let tap = s.execute("tap 100 100")
        #expect(tap.isError && tap.text.contains("runtime error in Canvas.tapped(_:), line 1: division by zero"), "\(tap.text)")
        #expect(tap.text.contains("1 | print(1/0)") && !tap.text.contains("state = .ended"), "\(tap.text)")
        let pan = s.execute("drag 100 100 200 100 3")
        #expect(pan.isError && pan.text.contains("runtime error in Canvas.moved(_:), line 1: P has no method foo()"), "\(pan.text)")

        let loop = scriptedSession(scene + "\noverride Canvas.tapped { while true { } }\noption steps=5000")
        let stopped = loop.execute("tap 100 100")
        #expect(stopped.isError && stopped.text.contains("stopped in Canvas.tapped(_:), line 1: more than 5000 steps"), "\(stopped.text)")
    }

    @Test func aBodyMayNotSetABuiltInRecognizersState() {
        let s = scriptedSession(Self.card + "\noverride Card.moveCard { sender.state = .ended }")
        _ = s.execute("touch down 1 70 70")
        let reply = s.execute("touch move 1 90 70")
        #expect(reply.isError && reply.text.contains("Drag's state is set by UIPanGestureRecognizer's own handling"))
    }
}
