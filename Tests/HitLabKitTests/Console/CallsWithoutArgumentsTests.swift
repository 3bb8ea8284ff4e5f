import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Regressions for issue 29's crash sites: a recorded call without arguments (a responder
/// method, a recognizer's `shouldBegin`) shown by `trace`, a stop or `bt`, and a line
/// breakpoint past what a trace can hold. Each repro renders every view of the trace after it.
@Suite struct CallsWithoutArgumentsTests {
    func coloured() -> Session { Session(startScript: SampleScenes.colouredViewsScript) }

    /// Every rendering of the last delivery, as the fuzzer runs them after each input.
    func renderEverything(_ s: Session) {
        for line in ["trace", "trace lines", "tree", "draw", "why GreenView", "bt", "frame 0", "list"] {
            let reply = s.execute(line)
            _ = reply.text
        }
    }

    @Test func traceShowsACallWithoutArgumentsWithNone() {
        let s = coloured()
        #expect(!s.execute("become BlackView").isError)
        let trace = s.execute("trace").output
        #expect(trace.contains("BlackView.becomeFirstResponder() [UIResponder] → false"))
        #expect(trace.contains("  BlackView.canBecomeFirstResponder [UIResponder] → false"))
        renderEverything(s)
    }

    @Test func traceAfterResignShowsTheCall() {
        let s = coloured()
        _ = s.execute("resign RedView")
        #expect(s.execute("trace").output.contains("RedView.resignFirstResponder() [UIResponder]"))
        renderEverything(s)
    }

    @Test(arguments: ["tap", "pan", "swipe"])
    func traceOfARecognizerShowsItsShouldBegin(kind: String) {
        let s = coloured()
        #expect(!s.execute("gesture G \(kind) on GreenView").isError)
        _ = s.execute(kind == "tap" ? "tap 80 180" : "drag 80 180 280 180")
        let trace = s.execute("trace").output
        #expect(trace.contains("G.shouldReceive(_:) UITouch #1 [UIGestureRecognizer] → true"))
        if kind == "tap" { #expect(trace.contains("G.shouldBegin() [UIGestureRecognizer] → true")) }
        renderEverything(s)
    }

    @Test func aStopAtAResponderMethodShowsItsFrameWithoutAnArgument() {
        let s = coloured()
        _ = s.execute("override YellowView.canBecomeFirstResponder { return true }")
        _ = s.execute("become YellowView")
        _ = s.execute("break canResignFirstResponder")
        let stop = s.execute("resign YellowView").text
        #expect(stop.contains("Breakpoint 1, YellowView.canResignFirstResponder [UIResponder]\n"))
        #expect(s.execute("bt").output.contains("* #0 YellowView.canResignFirstResponder [UIResponder] · line 1"))
        renderEverything(s)
    }

    @Test func anErrorInAResponderMethodWithAPhaseBreakpointIsShown() {
        let s = coloured()
        _ = s.execute("break phase eventQueue")
        _ = s.execute("override YellowView.canResignFirstResponder { return nil }")
        let reply = s.execute("resign YellowView")
        #expect(!reply.text.isEmpty)
        renderEverything(s)
    }

    @Test func aLineBreakpointPastThirtyTwoBitsIsRefusedWhenSet() {
        let s = coloured()
        let reply = s.execute("break UIView.touchesEnded:2147483648")
        #expect(reply.isError)
        #expect(reply.error?.hasPrefix("line 2147483648 is past the end of any body; line numbers go up to 2147483647") == true)
        #expect(s.execute("break list").output.hasPrefix("no breakpoints"))
        #expect(!s.execute("break UIView.touchesEnded:2147483647").isError)
        #expect(!s.execute("tap 80 180").isError)
        renderEverything(s)
    }
}
