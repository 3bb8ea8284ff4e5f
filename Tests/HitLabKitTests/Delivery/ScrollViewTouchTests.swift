import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A scroll view's content touches (reference §11.1–§11.5, §11.8, §11.9, §11.12), each test
/// written from the rule it names. The clock starts at 100; `touch` commands are 0.1 s apart,
/// and `wait` counts from the last event.
@Suite struct ScrollViewTouchTests {
    /// A scroll view at y = 100 with a button (window y 250…294) and a plain view (window y
    /// 300…340) in its content; each logs its touches with the time and where the touch is.
    static let scene = """
    window 375 667
    scroll S 0 100 375 300 contentSize=375,1000
    button Buy 20 150 100 44 in S
    view Card 20 200 100 40 in S
    override Buy.touchesBegan { print("Buy began \\(event!.timestamp) at \\(touches.first!.location(in: nil))"); super.touchesBegan(touches, with: event) }
    override Buy.touchesEnded { print("Buy ended \\(event!.timestamp)"); super.touchesEnded(touches, with: event) }
    override Buy.touchesCancelled { print("Buy cancelled \\(event!.timestamp)"); super.touchesCancelled(touches, with: event) }
    override Card.touchesBegan { print("Card began \\(event!.timestamp)") }
    override Card.touchesEnded { print("Card ended \\(event!.timestamp)") }
    override Card.touchesCancelled { print("Card cancelled \\(event!.timestamp)") }
    """

    /// The lines the commands print, in order, leaving out the hit/finger summaries.
    func run(_ s: Session, _ lines: [String]) -> [String] {
        lines.flatMap { line -> [String] in
            let reply = s.execute(line)
            if let e = reply.error { Issue.record("\(line): \(e)") }
            return reply.output.split(separator: "\n").map(String.init).filter {
                !$0.hasPrefix("hit:") && !$0.hasPrefix("finger ") && !$0.hasPrefix("down:") && !$0.hasPrefix("the clock") && $0 != "no fingers down"
            }
        }
    }

    /// §11.2b, §11.9: a quick tap still fires the button; touchesBegan and touchesEnded both
    /// come at the lift (100.1), so the highlight is never seen.
    @Test func aQuickTapDeliversBeganAndEndedTogetherAtTheLift() {
        let s = scriptedSession(Self.scene)
        #expect(run(s, ["tap 50 270"]) == ["Buy began 100.1 at (50, 270)", "Buy ended 100.1", "Buy: touchUpInside"])
    }

    /// §11.2a: a finger that stays put gets touchesBegan 0.15 s after touch-down.
    @Test func aHoldGetsBeganAfterTheDelay() {
        let s = scriptedSession(Self.scene)
        #expect(run(s, ["touch down 1 50 270", "wait 0.2"]) == ["Buy began 100.15 at (50, 270)"])
        #expect(s.execute("p Buy.isHighlighted").output == "true")
        #expect(run(s, ["touch up 1"]) == ["Buy ended 100.2", "Buy: touchUpInside"])
    }

    /// DESIGN.md: an event at exactly the delay comes before the timer. A lift at 100.15 takes
    /// the quick-tap path; a move at 100.15 is handled first, so the late touchesBegan already
    /// sees the moved finger; a wait that ends at 100.15 is not past the delay.
    @Test func anEventAtExactlyTheDelayComesBeforeTheTimer() {
        let s = scriptedSession(Self.scene)
        #expect(run(s, ["touch down 1 50 270", "wait 0.15"]).isEmpty)
        #expect(s.execute("p Buy.isHighlighted").output == "false")
        #expect(run(s, ["touch up 1"]) == ["Buy began 100.15 at (50, 270)", "Buy ended 100.15", "Buy: touchUpInside"])
        let t = scriptedSession(Self.scene)
        #expect(run(t, ["touch down 1 50 270", "wait 0.15", "touch move 1 52 270"]) == ["Buy began 100.15 at (52, 270)"])
    }

    /// §11.2c: a drag that makes the pan begin before the delay scrolls; the content view
    /// never hears of the touch.
    @Test func aQuickDragNeverReachesTheContent() {
        let s = scriptedSession(Self.scene)
        #expect(run(s, ["touch down 1 50 270", "touch move 1 50 250", "wait 0.3", "touch up 1"]).isEmpty)
        #expect(run(s, ["drag 50 320 50 200"]).isEmpty)
    }

    /// §11.4, §11.9: after a hold the button tracks; touchesShouldCancel is false for a
    /// control, so a drag does not scroll and the button ends with touchUpInside.
    @Test func aDragAfterAHoldOnAButtonKeepsTheButton() {
        let s = scriptedSession(Self.scene)
        let out = run(s, ["touch down 1 50 270", "wait 0.2", "touch move 1 50 240", "touch move 1 50 230", "touch up 1"])
        #expect(out == ["Buy began 100.15 at (50, 270)", "Buy ended 100.4", "Buy: touchUpInside"])
    }

    /// §11.4: a plain view is not a control: the pan takes the touch and the view gets
    /// touchesCancelled when the finger has moved 10 points.
    @Test func aDragAfterAHoldOnAPlainViewCancelsIt() {
        let s = scriptedSession(Self.scene)
        let out = run(s, ["touch down 1 50 320", "wait 0.2", "touch move 1 50 315", "touch move 1 50 310", "touch up 1"])
        #expect(out == ["Card began 100.15", "Card cancelled 100.3"])
    }

    /// §11.4: overriding touchesShouldCancel to say yes for controls lets a drag from the
    /// button scroll; the button gets touchesCancelled (and sends touchCancel, §6).
    @Test func overridingTouchesShouldCancelLetsADragTakeTheButton() {
        let s = scriptedSession(Self.scene + "\noverride S.touchesShouldCancel { return true }")
        let out = run(s, ["touch down 1 50 270", "wait 0.2", "touch move 1 50 250", "touch up 1"])
        #expect(out == ["Buy began 100.15 at (50, 270)", "Buy cancelled 100.2"])
    }

    /// §11.4: canCancelContentTouches = NO keeps a tracked touch with its view (no
    /// touchesShouldCancel), but a quick drag that starts before the view tracks still scrolls.
    @Test func canCancelContentTouchesOffOnlyProtectsTrackedTouches() {
        let s = scriptedSession(Self.scene + "\nset S canCancelContentTouches=no\noverride S.touchesShouldCancel { print(\"asked\"); return true }")
        #expect(run(s, ["touch down 1 50 320", "wait 0.2", "touch move 1 50 300", "touch up 1"]) == ["Card began 100.15", "Card ended 100.3"])
        #expect(run(s, ["drag 50 320 50 200"]).isEmpty)
    }

    /// §11.3: without the delay touchesBegan comes in the touch-down event itself.
    @Test func withoutTheDelayBeganComesAtTouchDown() {
        let s = scriptedSession(Self.scene + "\nset S delaysContentTouches=no")
        #expect(run(s, ["touch down 1 50 270"]) == ["Buy began 100 at (50, 270)"])
        // The button already tracks, so a drag from it does not scroll (§11.9).
        #expect(run(s, ["touch move 1 50 240", "touch up 1"]) == ["Buy ended 100.2", "Buy: touchUpInside"])
    }

    /// §11.3: touchesShouldBegin returning false: the view gets no message for the touch,
    /// whether the lift, the timer or (without the delay) the touch-down asks.
    @Test func touchesShouldBeginFalseSilencesTheView() {
        let s = scriptedSession(Self.scene + "\noverride S.touchesShouldBegin { return view !== Card }")
        #expect(run(s, ["tap 50 320", "touch down 1 50 320", "wait 0.2", "touch up 1"]).isEmpty)
        _ = s.execute("set S delaysContentTouches=no")
        #expect(run(s, ["tap 50 320"]).isEmpty)
        #expect(run(s, ["tap 50 270"]) == ["Buy began 102.5 at (50, 270)", "Buy ended 102.6", "Buy: touchUpInside"])
    }

    /// §11.5: with scrolling off a drag never takes the touch; the delay stays (§11.12).
    @Test func scrollingOffNeverCancels() {
        let s = scriptedSession(Self.scene + "\nset S isScrollEnabled=no")
        #expect(run(s, ["touch down 1 50 320", "wait 0.2", "touch move 1 50 250", "touch up 1"]) == ["Card began 100.15", "Card ended 100.3"])
    }

    /// §11.6: an axis scrolls only when the content is larger than the bounds on it: a
    /// sideways drag on a vertical scroll view does not take the touch.
    @Test func aDragAlongAnAxisThatCannotScrollDoesNotTakeTheTouch() {
        let s = scriptedSession(Self.scene)
        #expect(run(s, ["touch down 1 50 320", "wait 0.2", "touch move 1 90 320", "touch up 1"]) == ["Card began 100.15", "Card ended 100.3"])
    }

    /// §11.8: cross-directional nesting: the drag's direction picks the scroll view; only the
    /// one that can scroll that way asks touchesShouldCancel.
    @Test func nestedScrollViewsSplitByDirection() {
        let s = scriptedSession("""
        window 375 667
        scroll Outer 0 100 375 300 contentSize=375,1000
        scroll Inner 0 0 375 200 contentSize=1000,200 in Outer
        view Card 0 0 100 100 in Inner
        override Outer.touchesShouldCancel { print("Outer asked"); return true }
        override Inner.touchesShouldCancel { print("Inner asked"); return true }
        """)
        #expect(run(s, ["touch down 1 50 150", "wait 0.2", "touch move 1 80 150", "touch up 1"]) == ["Inner asked"])
        #expect(run(s, ["touch down 1 50 150", "wait 0.2", "touch move 1 50 120", "touch up 1"]) == ["Outer asked"])
    }

    /// §11.1: the pan is `NAME.panGestureRecognizer`, a UIScrollViewPanGestureRecognizer that
    /// p, break and require reach; save writes no gesture line for it, only the requirement.
    @Test func thePanIsVisibleByName() {
        let s = scriptedSession(Self.scene + "\ngesture Swipe swipe on S")
        #expect(run(s, ["tap 50 270"]).count == 3)
        #expect(s.execute("p S.panGestureRecognizer").output == "S.panGestureRecognizer")
        #expect(s.execute("p S.panGestureRecognizer is UIPanGestureRecognizer").output == "true")
        #expect(s.execute("break state S.panGestureRecognizer").error == nil)
        #expect(s.execute("require S.panGestureRecognizer toFail Swipe").error == nil)
        let script = SceneScript(state: s.state).render()
        #expect(script.contains("require S.panGestureRecognizer toFail Swipe\n"))
        #expect(!script.contains("gesture S."))
        #expect(SceneScript(state: scriptedSession(script).state).render() == script)
        #expect(s.execute("gesture G scrollViewPan on S").error?.contains("is not a gesture kind") == true)
    }

    /// §11.3, §11.4: the two hooks are UIKit source the learner can read.
    @Test func theHooksAreUIKitSource() {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("show source UIScrollView.touchesShouldCancel").output.contains("return !(view is UIControl)"))
        #expect(s.execute("show source UIScrollView.touchesShouldBegin").output.contains("return true"))
    }
}
