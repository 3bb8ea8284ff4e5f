import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Apple Pencil's estimated force and its late update, as Apple documents them:
/// `UITouch.estimatedProperties` ("touch properties whose values contain only estimates"),
/// `estimatedPropertiesExpectingUpdates` ("updated values are expected in the future"),
/// `estimationUpdateIndex` ("increases monotonically for each touch that contains estimated
/// properties", nil when the touch has none), and `touchesEstimatedPropertiesUpdated(_:)`
/// ("UIKit updates the estimatedPropertiesExpectingUpdates property by removing the bit flag
/// for each property that was updated"; UIGestureRecognizer's "does nothing").
@Suite struct PencilEstimateTests {
    /// A canvas inside a frame; the canvas prints what each touch says of its force.
    func canvas() -> Session {
        scriptedSession("""
        window 375 667
        view Frame 0 0 375 600
        view Canvas 0 0 375 500 in Frame
        override Canvas.touchesBegan { for t in touches { print("began", t.type, t.force, t.estimatedProperties, t.estimatedPropertiesExpectingUpdates, t.estimationUpdateIndex) } }
        override Canvas.touchesEstimatedPropertiesUpdated { for t in touches { print("updated", t.phase, t.force, t.estimatedProperties, t.estimatedPropertiesExpectingUpdates, t.estimationUpdateIndex) } }
        """)
    }

    func printed(_ s: Session, _ line: String) -> [String] {
        let reply = s.execute(line)
        #expect(!reply.isError, "\(line): \(reply.text)")
        return reply.output.split(separator: "\n").map(String.init).filter { $0.hasPrefix("began") || $0.hasPrefix("updated") || $0.hasPrefix("Frame") || $0.hasPrefix("Stroke") }
    }

    @Test func aPencilTouchLandsWithAnEstimatedForceThatExpectsAnUpdate() {
        let s = canvas()
        #expect(printed(s, "touch down 1 100 100 type=pencil force=0.5") == ["began .pencil 0.5 [.force] [.force] 1"])
    }

    @Test func aFingerHasNoEstimatesAndNoUpdateIndex() {
        let s = canvas()
        #expect(printed(s, "touch down 1 100 100") == ["began .direct 0 [] [] nil"])
        #expect(s.execute("touch update 1 force=1").error?.contains("finger 1 has no pencil touch waiting for an update") == true)
    }

    @Test func theRealValueReachesTheTouchsViewWithTheSameIndexAndNothingExpected() {
        let s = canvas()
        _ = printed(s, "touch down 1 100 100 type=pencil force=0.5")
        #expect(printed(s, "touch update 1 force=0.8") == ["updated .began 0.8 [] [] 1"])
        // The touch goes on with its real force.
        _ = s.execute("override Canvas.touchesEnded { print(\"updated at the end:\", touches.first!.force, touches.first!.estimatedPropertiesExpectingUpdates) }")
        #expect(s.execute("touch up 1").output.contains("updated at the end: 0.8 []"))
    }

    /// The article's own override (seeds/003), as written: `as Any` is how Swift prints an
    /// optional index.
    @Test func theArticlesOverridePrintsTheIndexAndTheRealForce() {
        let s = canvas()
        _ = s.execute("""
        override Canvas.touchesEstimatedPropertiesUpdated {
            for touch in touches { print(touch.estimationUpdateIndex as Any, touch.force) }
        }
        """)
        _ = s.execute("touch down 1 100 100 type=pencil force=0.4")
        _ = s.execute("touch up 1")
        #expect(s.execute("touch update 1 force=0.9").output.hasPrefix("1 0.9\n"))
    }

    @Test func anUpdateArrivesAfterTheTouchHasEnded() {
        let s = canvas()
        _ = printed(s, "touch down 1 100 100 type=pencil force=0.5")
        _ = s.execute("touch up 1")
        #expect(s.state.runtime.fingers.isEmpty)
        #expect(printed(s, "touch update 1 force=0.7") == ["updated .ended 0.7 [] [] 1"])
        // Updated once: nothing more is expected of it.
        #expect(s.state.runtime.awaitingUpdates.isEmpty)
        #expect(s.execute("touch update 1 force=0.9").error?.contains("each is updated once") == true)
    }

    @Test func theUpdateIndexIncreasesFromTouchToTouch() {
        let s = canvas()
        _ = s.execute("set Canvas multitouch=yes")
        let began = printed(s, "touch down 1 100 100 2 200 200 type=pencil") + printed(s, "touch down 3 50 50 type=pencil")
        #expect(began == ["began .pencil 1 [.force] [.force] 1", "began .pencil 1 [.force] [.force] 2", "began .pencil 1 [.force] [.force] 3"])
    }

    @Test func noUpdateComingLeavesTheForceAnEstimate() {
        let s = canvas()
        _ = printed(s, "touch down 1 100 100 type=pencil force=0.5")
        // "…or that an update is no longer expected": the bit leaves the expecting set only.
        #expect(printed(s, "touch update 1") == ["updated .began 0.5 [.force] [] 1"])
    }

    @Test func updatesArriveInTheOrderOfTheirEstimates() {
        let s = canvas()
        _ = s.execute("touch down 1 100 100 type=pencil force=0.1")
        _ = s.execute("touch up 1")
        _ = s.execute("touch down 1 100 100 type=pencil force=0.2")
        #expect(printed(s, "touch update 1 force=0.3") == ["updated .ended 0.3 [] [] 1"])
        #expect(printed(s, "touch update 1 force=0.4") == ["updated .began 0.4 [] [] 2"])
    }

    @Test func uiResponderKeepsTheUpdateToItselfAndUIGestureRecognizerDoesNothing() {
        let s = canvas()
        _ = s.execute("unoverride Canvas.touchesEstimatedPropertiesUpdated")
        _ = s.execute("override Frame.touchesEstimatedPropertiesUpdated { print(\"Frame heard of it\") }")
        _ = s.execute("gesture Stroke pan on Canvas")
        _ = s.execute("touch down 1 100 100 type=pencil force=0.5")
        let reply = s.execute("touch update 1 force=0.8")
        #expect(!reply.isError, "\(reply.text)")
        #expect(!reply.output.contains("Frame heard of it"))
        let calls = s.state.lastDelivery!.trace.calls.map { "\(s.state.scene.name(of: $0.receiver)) \($0.body.className)" }
        #expect(calls == ["Stroke UIGestureRecognizer", "Canvas UIResponder"])
    }

    @Test func theRecognizersThatSawTheTouchHearFirst() {
        let s = canvas()
        _ = s.execute("gesture Stroke pan on Frame")
        _ = s.execute("override Stroke.touchesEstimatedPropertiesUpdated { print(\"Stroke\", touches.first!.force) }")
        _ = s.execute("touch down 1 100 100 type=pencil force=0.5")
        _ = s.execute("touch up 1")
        #expect(printed(s, "touch update 1 force=0.8") == ["Stroke 0.8", "updated .ended 0.8 [] [] 1"])
    }

    @Test func aTouchWithheldFromItsViewIsNotTheViewsToUpdate() {
        let s = canvas()
        // Multi-touch off (UIKit's default): the second pencil never reaches Canvas.
        _ = s.execute("touch down 1 100 100 type=pencil force=0.5")
        _ = s.execute("touch down 2 200 200 type=pencil force=0.5")
        #expect(printed(s, "touch update 2 force=0.9") == [])
        // Finger 1 did not move in finger 2's event: stationary.
        #expect(printed(s, "touch update 1 force=0.9") == ["updated .stationary 0.9 [] [] 1"])
    }

    @Test func theDebuggerStopsInTheUpdateAndShowsUIKitsDefault() {
        let s = canvas()
        _ = s.execute("touch down 1 100 100 type=pencil force=0.5")
        _ = s.execute("touch up 1")
        _ = s.execute("break touchesEstimatedPropertiesUpdated")
        let stop = s.execute("touch update 1 force=0.8")
        #expect(stop.output.hasPrefix("Breakpoint 1, Canvas.touchesEstimatedPropertiesUpdated(_:) [override]"), "\(stop.text)")
        #expect(s.execute("p touches.first!.estimationUpdateIndex").output == "1")
        #expect(s.execute("bt").output.contains("(UIKit's undocumented code that puts the real values in the UITouch)"))
        _ = s.execute("continue")
        #expect(s.execute("trace").output.hasPrefix("── estimates (ended): Apple Pencil's real values arrive"))
        let source = s.execute("show source UIResponder.touchesEstimatedPropertiesUpdated").output
        #expect(source.contains("func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>)") && source.contains("return") && !source.contains("next?."))
    }

    @Test func theRecordingRebuildsTheStateBeforeAndAfterTheUpdate() {
        let s = canvas()
        _ = s.execute("touch down 1 100 100 type=pencil force=0.5")
        _ = s.execute("touch up 1")
        let before = s.state.runtime
        _ = s.execute("touch update 1 force=0.8")
        let trace = s.state.lastDelivery!.trace
        #expect(trace.runtime(at: -1) == before)
        #expect(trace.runtime(at: trace.count - 1) == s.state.runtime)
        #expect(before.awaitingUpdates.map(\.pencil?.force) == [0.5] && s.state.runtime.awaitingUpdates.isEmpty)
    }

    @Test func aNewSceneForgetsTouchesWaitingForUpdates() {
        let s = canvas()
        _ = s.execute("touch down 1 100 100 type=pencil")
        _ = s.execute("touch up 1")
        _ = s.execute("window 375 667")
        #expect(s.state.runtime.awaitingUpdates.isEmpty)
    }

    @Test func badPencilInputIsOneLineNamingTheFix() {
        let s = canvas()
        for (line, words) in [("touch down 1 1 1 force=2", "add type=pencil"), ("touch down 1 1 1 type=pen", "use type=pencil"),
                              ("touch down 1 1 1 type=pencil force=-1", "0 or more"), ("touch down 1 1 1 type=pencil force=nan", "0 or more"),
                              ("touch update", "needs fingers"), ("touch update 1 type=pencil", "it takes force=V"),
                              ("touch move 1 1 1 force=1", "touch move takes no force=")] {
            let reply = s.execute(line)
            #expect(reply.error?.contains(words) == true, "\(line): \(reply.text)")
            #expect(reply.error?.contains("\n") == false)
        }
        #expect(s.state.runtime.touches.isEmpty)
    }
}
