import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The touch commands through `Session.execute`: fingers that stay down, cancellation, quick
/// taps, several windows and transforms, as a learner types them.
@Suite struct TouchCommandTests {
    static let pad = """
    window 400 800
    view Pad 0 0 400 400
    override Pad.touchesBegan { print("began \\(touches.count) of \\(event.allTouches.count)") }
    override Pad.touchesMoved { print("moved \\(touches.count) of \\(event.allTouches.count)") }
    override Pad.touchesEnded { print("ended \\(touches.count) of \\(event.allTouches.count)") }
    override Pad.touchesCancelled { print("cancelled \\(touches.count) of \\(event.allTouches.count)") }
    """

    @Test func twoFingersTogetherAndOneAfterAnother() {
        let s = scriptedSession(Self.pad + "\nset Pad multitouch=yes")
        #expect(s.execute("touch down 1 10 10 2 50 50").output.hasPrefix("began 2 of 2\nfinger 1: Pad | chain: Pad → UIWindow"))
        #expect(s.execute("touch up all").output == "ended 2 of 2\nno fingers down")
        #expect(s.execute("touch down 1 10 10").output.hasPrefix("began 1 of 1"))
        #expect(s.execute("touch down 2 50 50").output.hasPrefix("began 1 of 2"))
        #expect(s.execute("touch move 2 60 60").output == "moved 1 of 2\ndown: 1 on Pad, 2 on Pad")
        #expect(s.execute("touch list").output == """
        finger 1: Pad · stationary · (10, 10) in the window, (10, 10) in Pad
        finger 2: Pad · moved · (60, 60) in the window, (60, 60) in Pad · tapCount 2
        """)
        // Finger 2 came down within 0.35 s of the last lift at the same place: a second tap.
    }

    @Test func aSecondFingerOnASingleTouchViewIsDroppedAndSaysWhy() {
        let s = scriptedSession(Self.pad)
        _ = s.execute("touch down 1 10 10")
        let reply = s.execute("touch down 2 50 50")
        #expect(reply.output == "finger 2: Pad, not delivered: Pad has multitouch off and already holds finger 1")
        #expect(s.execute("touch up 2").output == "down: 1 on Pad")
        #expect(s.execute("touch up 1").output == "ended 1 of 1\nno fingers down")
    }

    @Test func cancelAndRemoveProduceTouchesCancelled() {
        let s = scriptedSession(Self.pad + "\nset Pad multitouch=yes")
        _ = s.execute("touch down 1 10 10 2 20 20")
        #expect(s.execute("touch cancel 2").output == "cancelled 1 of 2\ndown: 1 on Pad")
        #expect(s.execute("remove Pad").output == "cancelled 1 of 1\n(finger 1 cancelled: Pad left the window)")
        #expect(s.execute("touch list").output == "no fingers down")
    }

    @Test func fingersMustBeDownToMoveAndUpToGoDown() {
        let s = scriptedSession(Self.pad)
        #expect(s.execute("touch move 1 5 5").error == "finger 1 is not down (no fingers are down): `touch down 1 X Y` first")
        _ = s.execute("touch down 1 10 10")
        #expect(s.execute("touch down 1 20 20").error?.hasPrefix("finger 1 is already down") == true)
        #expect(s.execute("touch down 11 1 1").error?.hasPrefix("F must be a finger from 1 to 10, not '11'") == true)
        #expect(s.execute("touch down 2 1 1 2 3 3").error?.hasPrefix("finger 2 is named twice") == true)
        #expect(s.execute("touch wiggle").error?.hasPrefix("'wiggle' is not a touch action") == true)
    }

    @Test func aTapWhileAFingerIsDownUsesAFreeFingerAndSaysSo() {
        let s = scriptedSession(Self.pad + "\nset Pad multitouch=yes")
        _ = s.execute("touch down 1 10 10")
        let reply = s.execute("tap 100 100")
        #expect(reply.output.hasPrefix("began 1 of 2\nended 1 of 2\nhit: Pad"))
        #expect(reply.output.hasSuffix("(finger 1 stayed down; the tap used finger 2)"))
        #expect(s.execute("reset").output == "(finger 1 was lifted without delivering anything: the scene was reset)")
    }

    @Test func quickTapsCountAndWaitingStartsAgain() {
        let s = scriptedSession("window 400 800\nview Pad 0 0 400 400\noverride Pad.touchesBegan { print(touches.first!.tapCount) }")
        #expect(s.execute("tap 10 10 taps=3").output.hasPrefix("1\n2\n3\nhit: Pad"))
        _ = s.execute("touch down 1 10 10")
        _ = s.execute("touch up 1")
        #expect(s.execute("touch down 1 12 10").output.hasPrefix("2\n"))
        _ = s.execute("touch up 1")
        _ = s.execute("wait 1")
        #expect(s.execute("touch down 1 12 10").output.hasPrefix("1\n"))
    }

    @Test func severalFingersSideBySide() {
        let s = scriptedSession("window 400 800\nview Left 0 0 100 100\nview Right 100 0 100 100")
        #expect(s.execute("tap 100 50 fingers=2").output == "hit: finger 1 → Left, finger 2 → Right | chain (finger 1): Left → UIWindow → UIWindowScene → UIApplication → AppDelegate")
    }

    @Test func aPassThroughOverlayAndATransformAtThePrompt() {
        let s = scriptedSession("""
        window 400 800
        view Button 100 100 100 100
        window Overlay 0 0 400 800 level=alert
        view Badge 300 0 100 40 in Overlay
        """)
        #expect(s.execute("hittest 150 150").output == "hit: Overlay")
        _ = s.execute("override Overlay.hitTest {\n    let hit = super.hitTest(point, with: event)\n    return hit === self ? nil : hit\n}")
        #expect(s.execute("hittest 150 150").output == "hit: Button")
        #expect(s.execute("hittest 310 10").output == "hit: Badge")
        #expect(s.execute("set Button transform=\"rotate(45)\"").output == "")
        // The corner of the unturned square is outside the turned one.
        #expect(s.execute("hittest 105 105").output == "hit: UIWindow")
        #expect(s.execute("hittest 150 90").output == "hit: Button")
        #expect(s.execute("set Button transform=spin(3)").error?.hasPrefix("'spin(3)' is not a transform step") == true)
        #expect(s.execute("set Button level=alert").error?.hasPrefix("Button is not a window") == true)
        #expect(s.execute("chain Overlay").output == "Overlay → UIWindowScene → UIApplication → AppDelegate")
    }

    /// A held button's tracking and highlight are UIKit's doing: `tree` says "tracking", and
    /// nothing of it as set by a body (the descriptors' `isTrackingState`).
    @Test func aHeldButtonShowsAsTrackingNotAsSetByABody() {
        let s = scriptedSession("window 400 800\nbutton Buy 0 0 100 100")
        #expect(s.execute("touch down 1 10 10").status == .ok)
        let tree = s.execute("tree").output
        #expect(tree.contains("tracking (touch inside)"), "\(tree)")
        #expect(!tree.contains("set by a body"), "\(tree)")
        #expect(ViewPropertyDescriptor.all.filter(\.isTrackingState).map(\.name) == ["isTracking", "isTouchInside", "isHighlighted"])
    }

    @Test func aBodysPropertyWriteLastsAndTheLearnersSetWins() {
        let s = scriptedSession("window 400 800\nview Lid 0 0 100 100\noverride Lid.touchesBegan { isUserInteractionEnabled = false }")
        #expect(s.execute("tap 10 10").output.hasPrefix("hit: Lid"))
        #expect(s.execute("tree").output.contains("Lid (0, 0, 100, 100) · interaction off · overrides touchesBegan · set by a body: isUserInteractionEnabled = false"))
        #expect(s.execute("tap 10 10").output.hasPrefix("hit: UIWindow"))
        _ = s.execute("set Lid interaction=yes")
        #expect(s.execute("tap 10 10").output.hasPrefix("hit: Lid"))
    }

    @Test func treeShowsFingersAndSaveKeepsWindowsTransformsAndClips() {
        let s = scriptedSession("""
        window 400 800
        view Card 50 50 200 100
        set Card transform="rotate(90) scale(0.5)" clips=yes
        window HUD 10 20 100 50 level=statusBar
        """)
        _ = s.execute("touch down 3 150 100")
        let tree = s.execute("tree").output
        #expect(tree.contains("Card (125, 50, 50, 100) · transform rotate(90) scale(0.5) (bounds 200×100 about (150, 100)) · clips (drawing only) · ☝ finger 3 down"))
        #expect(tree.contains("HUD (10, 20, 100, 50) UIWindow level statusBar"))
        let saved = SceneScript(state: s.state).render()
        #expect(saved.contains("view Card 50 50 200 100\nwindow HUD 10 20 100 50 level=statusBar"))
        #expect(saved.contains("set Card transform=\"rotate(90) scale(0.5)\" clips=yes"))
        let again = Session()
        #expect(again.runScript(saved).allSatisfy { !$0.isError })
        #expect(SceneScript(state: again.state).render() == saved)
    }
}

/// Breakpoints stop in whichever command reaches them, and stepping stays within what that
/// command delivered.
@Suite struct TouchDebuggingTests {
    @Test func aBreakpointOnTouchesMovedStopsDuringTouchMove() {
        let s = Session()
        _ = s.runScript("""
        window 400 800
        view Pad 0 0 400 400
        override Pad.touchesMoved {
            let p = touches.first!.location(in: self)
            print("moved to \\(p)")
        }
        break touchesMoved Pad
        """)
        // Going down delivers no touchesMoved: no stop.
        #expect(!s.execute("touch down 1 10 10").output.contains("Breakpoint"))
        #expect(!s.isPaused)
        let stop = s.execute("touch move 1 30 40")
        #expect(stop.output.hasPrefix("Breakpoint 1, Pad.touchesMoved(_:with:)"), "\(stop.output)")
        #expect(s.isPaused)
        #expect(s.execute("p touches.first!.phase").output == ".moved")
        #expect(s.execute("p touches.first!.previousLocation(in: nil)").output == "(10, 10)")
        _ = s.execute("next")
        #expect(s.execute("p p").output == "(30, 40)")
        // A paused touch holds the fingers: another delivery waits.
        #expect(s.execute("touch up 1").isError)
        let end = s.execute("continue")
        #expect(end.output.hasPrefix("moved to (30, 40)\ndown: 1 on Pad\n(this event has been delivered; finger 1 is still down, so the touch goes on: `touch move 1 X Y` or `touch up 1`"), "\(end.output)")
        #expect(s.execute("reverse-step").output.contains("Pad.touchesMoved"))
        #expect(s.execute("kill").isError == false)
        #expect(s.execute("touch up 1").output == "no fingers down")
    }
}

/// `why` knows transforms and says that clipping plays no part in hit-testing.
@Suite struct WhyGeometryTests {
    @Test func whySaysClippingPlaysNoPartAndNamesTheTransform() {
        let s = Session()
        _ = s.runScript("window 400 400\nview Box 0 0 200 200\nview Kid 100 100 200 200 in Box\nview Bar 300 0 100 40\nset Bar transform=\"rotate(90)\"")
        _ = s.execute("tap 250 250")
        #expect(s.execute("why Kid").output.contains("Box does not clip, so that part is drawn, yet clipping plays no part in hit-testing"))
        _ = s.execute("set Box clips=yes")
        _ = s.execute("tap 250 250")
        #expect(s.execute("why Kid").output.contains("Box clips, so that part is not drawn either; clipping plays no part in hit-testing"))
        _ = s.execute("tap 390 10")
        #expect(s.execute("why Bar").output.contains("(converted through Bar's transform rotate(90), as hit-testing does), which is outside its bounds"))
    }
}
