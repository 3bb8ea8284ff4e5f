import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `p` with a name the selected frame does not have says which names it does have.
@Suite struct PrintCommandTests {
    @Test func anUnknownNameInATouchesMethodListsThatFramesNames() {
        let s = pausedSession("break touchesBegan GreenView")
        #expect(s.execute("p point").error == "unknown name 'point'; GreenView.touchesBegan(_:with:) has touches, event, self's properties and views by name (column 1 of `point`)")
        #expect(s.execute("p touches.count").output == "1")
    }

    @Test func atAPhaseStopItSaysNoMethodRuns() {
        let s = pausedSession("break phase hitTest")
        #expect(s.execute("p point").error == "unknown name 'point'; no method is running here (a pipeline phase), so there are only `event` and views by name: `step` into a method for its names (column 1 of `point`)")
    }

    @Test func inAHitTestItNamesPointAndEvent() {
        let s = pausedSession()
        #expect(s.execute("p pt").error?.hasPrefix("unknown name 'pt'") == true)
        #expect(s.execute("p pt").error?.contains("YellowView.point(inside:with:) has point, event, self's properties") == true)
    }

    /// `p` is the one debugger command that answers before any touch: it evaluates on the
    /// scene as it is, with the window as `self`; a name only a method has says how to get one.
    @Test func printBeforeAnyTouchEvaluatesOnTheScene() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("p GreenView.frame").output == "(40, 60, 200, 120)")
        #expect(s.execute("p convert(CGPoint(x: 10, y: 10), to: GreenView)").output == "(-50, -130)")
        let unknown = s.execute("p point")
        #expect(unknown.error?.hasPrefix("unknown name 'point'; with no touch yet there are views by name") == true, "\(unknown.text)")
        #expect(s.execute("p GreenView.fram").error?.contains("has no property 'fram' (did you mean frame?)") == true)
        #expect(s.execute("p 1 / 0").error?.hasPrefix("division by zero") == true)
        // p's step budget is its own: the message does not offer the trace or `option steps=`,
        // nor a column of the expression for where the steps ran out.
        _ = s.execute("override GreenView.pointInside { var i = 0; while true { i += 1 }; return true }")
        let endless = s.execute("p GreenView.point(inside: CGPoint(x: 1, y: 1), with: nil)").error ?? ""
        #expect(endless.hasSuffix("an endless loop? `p`, `watch`, `display` and conditions stop there, whatever `option steps=` says"), "\(endless)")
    }
}
