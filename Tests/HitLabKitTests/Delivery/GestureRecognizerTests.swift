import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Gesture recognizers as UIKit runs them (reference §5, §6), through the commands a learner
/// types. Each test is one rule; the output is what the views and the actions print, in order.
@Suite struct GestureRecognizerTests {
    /// What a command printed, without the summary lines HitLab adds.
    static let photo = """
    window 375 667
    view Card 0 0 375 400
    view Photo 50 50 200 200 in Card
    override Photo.touchesBegan { print("Photo began") }
    override Photo.touchesMoved { print("Photo moved") }
    override Photo.touchesEnded { print("Photo ended") }
    override Photo.touchesCancelled { print("Photo cancelled") }
    """

    @Test func aSuperviewTapCancelsTheViewsTouchByDefault() {
        let s = scriptedSession(Self.photo + "\ngesture Tap tap on Card")
        #expect(printed(s, "tap 100 100") == ["Photo began", "Tap: ended", "Photo cancelled"])
    }

    @Test func withCancelsNoTheViewGetsTouchesEnded() {
        let s = scriptedSession(Self.photo + "\ngesture Tap tap on Card cancels=no")
        #expect(printed(s, "tap 100 100") == ["Photo began", "Tap: ended", "Photo ended"])
    }

    @Test func delaysTouchesBeganHoldsTheBeginningBack() {
        let s = scriptedSession(Self.photo + "\ngesture Tap tap on Card delaysBegan=yes")
        // Recognized: the held-back touch is dropped; the view hears nothing.
        #expect(printed(s, "tap 100 100") == ["Tap: ended"])
        // A pan that never begins fails; the view then gets its touches, late.
        _ = s.execute("remove Tap")
        _ = s.execute("gesture Pan pan on Card delaysBegan=yes")
        #expect(printed(s, "touch down 1 100 100") == [])
        #expect(printed(s, "touch up 1") == ["Photo began", "Photo ended"])
    }

    @Test func aDoubleTapAndASingleTapWithAndWithoutRequireToFail() {
        let s = scriptedSession(Self.photo + "\ngesture One tap on Photo\ngesture Two tap on Photo taps=2")
        // A tap never prevents a tap that needs more taps: both fire.
        let both = printed(s, "tap 100 100 taps=2")
        #expect(both.contains("One: ended") && both.contains("Two: ended"))
        _ = s.execute("require One toFail Two")
        _ = s.execute("wait 1")
        #expect(printed(s, "tap 100 100 taps=2") == ["Photo began", "Two: ended", "Photo cancelled"])
        _ = s.execute("wait 1")
        // A single tap waits for the double tap to give up (0.35 s), then fires.
        #expect(printed(s, "tap 100 100") == ["Photo began", "One: ended", "Photo cancelled"])
    }

    @Test func aPanBeginsOnlyPastItsThresholdAndCancelsTheView() {
        let s = scriptedSession(Self.photo + "\ngesture Pan pan on Card")
        #expect(printed(s, "touch down 1 100 100") == ["Photo began"])
        #expect(printed(s, "touch move 1 105 100") == ["Photo moved"])
        #expect(printed(s, "touch move 1 120 100") == ["Pan: began", "Photo cancelled"])
        #expect(printed(s, "touch move 1 140 100") == ["Pan: changed"])
        #expect(printed(s, "touch up 1") == ["Pan: ended"])
        #expect(s.execute("p Pan.state").output == ".possible")
    }

    @Test func aLongPressFailsWhenTheFingerMovesTooFarOrLiftsEarly() {
        let s = scriptedSession(Self.photo + "\ngesture Press longpress on Card")
        _ = s.execute("touch down 1 100 100")
        #expect(printed(s, "touch move 1 130 100") == ["Photo moved"])
        #expect(printed(s, "touch up 1") == ["Photo ended"])
        _ = s.execute("touch down 1 100 100")
        #expect(printed(s, "touch up 1") == ["Photo ended"])
        _ = s.execute("touch down 1 100 100")
        #expect(printed(s, "wait 0.6") == ["Press: began", "Photo cancelled"])
        #expect(printed(s, "touch up 1") == ["Press: ended"])
    }

    @Test func aButtonWinsOverASuperviewTapAndLosesToItsOwn() {
        let s = scriptedSession("window 375 667\nview Card 0 0 375 400\nbutton OK 50 50 100 44 in Card\naction OK touchCancel\ngesture Tap tap on Card")
        #expect(printed(s, "tap 60 60") == ["OK: touchUpInside"])
        _ = s.execute("gesture Mine tap on OK")
        #expect(printed(s, "tap 60 60") == ["Mine: ended", "OK: touchCancel"])
        _ = s.execute("remove Mine")
        _ = s.execute("set Tap cancels=no")
        // Not asked at all: both fire, the gesture's action first.
        #expect(printed(s, "tap 60 60") == ["Tap: ended", "OK: touchUpInside"])
    }

    @Test func aPlainControlIsNotProtected() {
        let s = scriptedSession("window 375 667\nview Card 0 0 375 400\ncontrol Knob 50 50 100 44 in Card\naction Knob touchUpInside\naction Knob touchCancel\ngesture Tap tap on Card")
        #expect(printed(s, "tap 60 60") == ["Tap: ended", "Knob: touchCancel"])
    }

    @Test func aDisabledRecognizerSeesNothing() {
        let s = scriptedSession(Self.photo + "\ngesture Tap tap on Card enabled=no")
        #expect(printed(s, "tap 100 100") == ["Photo began", "Photo ended"])
        _ = s.execute("set Tap enabled=yes")
        #expect(printed(s, "tap 100 100") == ["Photo began", "Tap: ended", "Photo cancelled"])
    }

    @Test func hooksDecide() {
        let s = scriptedSession(Self.photo + "\ngesture Tap tap on Card\noverride Tap.shouldBegin { return false }")
        #expect(printed(s, "tap 100 100") == ["Photo began", "Photo ended"])
        _ = s.execute("unoverride Tap.shouldBegin")
        _ = s.execute("override Photo.gestureRecognizerShouldBegin { return !(gestureRecognizer is UITapGestureRecognizer) }")
        #expect(printed(s, "tap 100 100") == ["Photo began", "Photo ended"])
        _ = s.execute("unoverride Photo.gestureRecognizerShouldBegin")
        _ = s.execute("override Tap.shouldReceive { return false }")
        #expect(printed(s, "tap 100 100") == ["Photo began", "Photo ended"])
    }

    @Test func simultaneousRecognitionIsAllowedWhenEitherSaysSo() {
        let s = scriptedSession(Self.photo + "\ngesture A pan on Card\ngesture B pan on Photo")
        _ = s.execute("touch down 1 100 100")
        let excluded = printed(s, "touch move 1 130 100")
        #expect(excluded.filter { $0.hasSuffix(": began") }.count == 1)
        _ = s.execute("touch up 1")
        _ = s.execute("override A.shouldRecognizeSimultaneously { return true }")
        _ = s.execute("touch down 1 100 100")
        let together = printed(s, "touch move 1 130 100")
        #expect(together.contains("A: began") && together.contains("B: began"))
    }

    @Test func recognizersSaveTreeAndUndo() {
        let s = scriptedSession(Self.photo + "\ngesture Two tap on Photo taps=2 cancels=no\ngesture One tap on Photo\nrequire One toFail Two")
        #expect(s.execute("tree").output.contains("gestures: Two (tap cancels=no taps=2), One (tap waits for Two to fail)"))
        let saved = SceneScript(state: s.state).render()
        #expect(saved.contains("gesture Two tap on Photo cancels=no taps=2\ngesture One tap on Photo\nrequire One toFail Two"))
        let again = Session()
        #expect(again.runScript(saved).allSatisfy { !$0.isError })
        #expect(SceneScript(state: again.state).render() == saved)
        #expect(s.execute("require Two toFail One").error == "One already waits for Two to fail; requiring both ways would wait forever (`unrequire One toFail Two` takes that back)")
        #expect(s.execute("gesture Bad wiggle on Photo").error?.hasPrefix("'wiggle' is not a gesture kind") == true)
        #expect(s.execute("set One frobs=2").isError)
        _ = s.execute("remove Photo")
        #expect(s.state.scene.recognizerNames.isEmpty)
    }
}

/// Recognizers in the debugger: breaking on a state, reading it as of the cursor, `why` and
/// `explain`.
@Suite struct GestureDebuggingTests {
    @Test func breakStateStopsAfterTheChangeAndTheStateReadsAsOfTheCursor() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 400\ngesture Pan pan on Card\nbreak state Pan began")
        _ = s.execute("touch down 1 100 100")
        let stop = s.execute("touch move 1 130 100")
        #expect(stop.output.contains("Breakpoint 1,"), "\(stop.output)")
        #expect(s.execute("p Pan.state").output == ".began")
        #expect(s.execute("bt").output.contains("UIApplication.sendEvent → UIWindow.sendEvent → Pan.touchesMoved"))
        _ = s.execute("reverse-step")
        #expect(s.execute("p Pan.state").output == ".possible")
    }

    /// `break state NAME STATE` stops as the recognizer enters the state: UIKit sends the
    /// action for a state only after the recognizer's update (Apple's State pages: "at the next
    /// cycle of the run loop"; reference §5.1), so the stop comes before the action prints or
    /// its method runs, and `continue` sends it. Going back, reverse-continue stops there too.
    @Test func breakStateStopsAsTheStateIsEnteredBeforeTheAction() {
        let s = Session()
        _ = s.runScript("""
        window 375 667
        view Card 0 0 375 400
        gesture Open tap on Card
        gesture Like tap on Card taps=2 action=liked
        override Card.liked { print("liked", sender.state) }
        break state Open ended
        """)
        let stop = s.execute("tap 100 100")
        #expect(stop.output.contains("Breakpoint 1, Open becomes ended (was possible), before its action is sent"), "\(stop.output)")
        #expect(!stop.output.contains("Open: ended"), "\(stop.output)")
        #expect(s.execute("p Open.state").output == ".ended")
        #expect(s.execute("bt").output.contains("Open.touchesEnded"))
        #expect(s.execute("continue").output.hasPrefix("Open: ended"))
        #expect(s.execute("reverse-continue").output.contains("Breakpoint 1, Open becomes ended"))

        _ = s.execute("delete all")
        _ = s.execute("continue")
        _ = s.execute("break state Like ended")
        let second = s.execute("tap 100 100 taps=2").output
        #expect(second.contains("Breakpoint 2, Like becomes ended (was possible)") && !second.contains("liked"), "\(second)")
        #expect(s.execute("continue").output.hasPrefix("liked .ended"))
    }

    /// Running to the end of a recording whose fingers are still down ends one event, not the
    /// touch: the reply says which fingers are down and how to go on.
    @Test func continueWithAFingerDownSaysTheTouchGoesOn() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 400\nset Card multitouch=yes\ngesture Pan pan on Card\nbreak state Pan")
        _ = s.execute("touch down 1 100 100 2 200 100")
        #expect(s.execute("touch move 1 130 100 2 230 100").output.contains("Breakpoint 1, Pan becomes began"))
        let end = s.execute("continue").output
        #expect(end.contains("(this event has been delivered; fingers 1 and 2 are still down, so the touch goes on: `touch move …` or `touch up all`"), "\(end)")
        _ = s.execute("delete all")
        #expect(s.execute("touch up all").output.contains("Pan: ended"))
    }

    @Test func whySaysWhatStoppedARecognizer() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 400\nbutton OK 50 50 100 44 in Card\ngesture Tap tap on Card\ngesture Pan pan on Card")
        _ = s.execute("tap 60 60")
        #expect(s.execute("why Tap").output.contains("UIButton's gestureRecognizerShouldBegin says no to a single-finger, single-tap recognizer on another view"))
        _ = s.execute("tap 200 200")
        // The outcome first, then what it did and what changes it (WhyFromTheOtherSideTests checks those values).
        #expect(s.execute("why Pan").output.hasPrefix("Pan went possible → failed. Tap recognized first on the same touches, and two recognizers do not both recognize unless one says they may (shouldRecognizeSimultaneously).\n"))
        #expect(s.execute("why Tap").output.hasPrefix("Tap recognized its gesture: possible → ended.\n"))
        _ = s.execute("set Tap enabled=no")
        _ = s.execute("tap 200 200")
        #expect(s.execute("why Tap").output == "Tap is disabled (enabled=no), so it saw none of these touches.")
    }

    @Test func explainNarratesATransition() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 400\ngesture Tap tap on Card\nexplain on\nbreak state Tap ended")
        #expect(s.execute("tap 100 100").output.contains("» Tap went from possible to ended: a discrete gesture is recognized in one step"))
    }

    /// A state breakpoint stops before UIKit sends the action, so the narration at the stop
    /// must not say the action already ran (it runs when the recognizer's method returns).
    @Test func explainAtAStateStopSaysTheActionIsStillToCome() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 400\ngesture Pan pan on Card action=moved\noverride Card.moved { print(\"moved\") }\nexplain on\nbreak state Pan")
        let began = s.execute("drag 100 100 140 100").output
        #expect(began.contains("» Pan went from possible to began: it recognized its gesture, and its action is sent once the method that changed its state returns"), "\(began)")
        #expect(!began.contains("moved\n"), "\(began)")
        let changed = s.execute("continue").output
        #expect(changed.hasPrefix("moved\n"), "\(changed)")
        #expect(changed.contains("» Pan is changed: the touches moved, and its action is sent again."), "\(changed)")
    }
}

/// Swipes and pinches, the other two kinds.
@Suite struct SwipeAndPinchTests {
    @Test func aQuickSwipeInItsDirectionRecognizesAndASlowOrWrongOneFails() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 600\ngesture Next swipe on Card direction=left")
        // 60 points left in one 0.1 s move: a swipe.
        #expect(s.execute("drag 200 100 140 100 1").output.hasPrefix("Next: ended"))
        _ = s.execute("wait 1")
        // The wrong way: nothing.
        #expect(!s.execute("drag 200 100 260 100 1").output.contains("Next:"))
        _ = s.execute("wait 1")
        // Slow: more than 0.5 s before it is far enough.
        _ = s.execute("touch down 1 200 100")
        _ = s.execute("wait 0.6")
        #expect(!s.execute("touch move 1 120 100").output.contains("Next:"))
        _ = s.execute("touch up 1")
    }

    @Test func twoFingersSpreadingMakeAPinch() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 600\ngesture Zoom pinch on Card\noverride Zoom.shouldBegin { print(scale!); return true }")
        _ = s.execute("touch down 1 100 100 2 200 100")
        let began = s.execute("touch move 1 80 100 2 220 100").output
        #expect(began.hasPrefix("1.4\nZoom: began"), "\(began)")
        #expect(s.execute("touch move 1 60 100 2 240 100").output.hasPrefix("Zoom: changed"))
        #expect(s.execute("touch up all").output.hasPrefix("Zoom: ended"))
    }
}

@Suite struct RecognizerBreakpointTests {
    @Test func aMethodBreakpointOnAUIKitRecognizerClassStops() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Card 0 0 375 400\ngesture Tap tap on Card")
        _ = s.execute("break touchesBegan UITapGestureRecognizer")
        #expect(s.execute("tap 100 100").output.contains("Breakpoint 1, Tap.touchesBegan(_:with:) [UITapGestureRecognizer]"))
    }
}
