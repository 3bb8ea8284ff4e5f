import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A typo in a breakpoint is pointed out when the breakpoint is set, not at the first tap.
@Suite struct BreakpointTypoTests {
    func coloured() -> Session { Session(startScript: SampleScenes.colouredViewsScript) }

    @Test func aPendingNameSuggestsTheViewItProbablyMeans() {
        let reply = coloured().execute("break hitTest Yelow")
        #expect(reply.output == "Breakpoint 1: Yelow.hitTest(_:with:) (pending: nothing is called Yelow yet (did you mean YellowView?); it binds when something is)")
    }

    @Test func anUnknownNameInAConditionGetsANoteAndTheBreakpointStays() {
        let s = coloured()
        let reply = s.execute("break hitTest if pont.y > 100")
        #expect(reply.output.hasPrefix("Breakpoint 1: hitTest(_:with:) on every view if pont.y > 100\nnote: 'pont' is not a parameter"))
        #expect(reply.output.contains("(did you mean point"))
        #expect(s.state.breakpoints.all.count == 1)
    }

    @Test(arguments: ["break pointInside YellowView if point.y > 30 && self.alpha > 0", "break touchesBegan if touches.count == 2",
                      "break hitTest if event.allTouches.count > 0 && BlackView.isHidden == false", "break phase hitTest if event != nil"])
    func knownNamesGetNoNote(_ line: String) {
        let reply = coloured().execute(line)
        #expect(reply.error == nil)
        #expect(!reply.output.contains("note:"), "\(reply.output)")
    }

    @Test func aLocalOfAnOverrideIsKnown() {
        let s = coloured()
        #expect(s.execute("override GreenView.pointInside { let inset = bounds.insetBy(dx: -10, dy: -10); return inset.contains(point) }").error == nil)
        #expect(!s.execute("break pointInside GreenView if inset.width > 0").output.contains("note:"))
    }
}

/// An override is checked when it is written: a misspelt keyword is a syntax error at its
/// place, a name nothing is called gets a note, a brace too many says so.
@Suite struct OverrideTypoTests {
    func coloured() -> Session { Session(startScript: SampleScenes.colouredViewsScript) }

    @Test(arguments: [
        ("retrun true", "'retrun' is not a Swift keyword (did you mean return?)"),
        ("gaurd point.x > 0 else { return false }; return true", "'gaurd' is not a Swift keyword (did you mean guard?)"),
        ("return true } }", "one } too many: every { before it is closed already; remove this }"),
        ("switch point.x { default: return true }", "`switch` is Swift that HitLab does not run: write it with if and else if"),
        ("defer { print(1) }; return true", "`defer` is Swift that HitLab does not run: write that code at the end of the body"),
    ])
    func syntaxErrorsNameTheMistake(_ body: String, _ message: String) {
        let reply = coloured().execute("override GreenView.pointInside { \(body) }")
        #expect(reply.error?.contains(message) == true, "\(reply.error ?? "no error")")
    }

    @Test func anUnknownNameGetsANoteAndTheOverrideIsKept() {
        let s = coloured()
        let reply = s.execute("override GreenView.pointInside { return tru }")
        #expect(reply.error == nil)
        #expect(reply.output.hasPrefix("note: GreenView.point(inside:with:) uses 'tru'"))
        #expect(reply.output.contains("(did you mean true"))
        #expect(s.state.classes.override(.pointInside, of: "GreenView") != nil)
    }

    /// A call nothing answers (Swift rejects it when compiled) gets a note when written, with
    /// the method it probably means; the override is kept, as for a name.
    @Test func anUnknownCallGetsANoteAndTheOverrideIsKept() {
        let s = coloured()
        let reply = s.execute("override GreenView.hitTest { return hitTst(point, with: event) }")
        #expect(reply.error == nil)
        #expect(reply.output.hasPrefix("note: GreenView.hitTest(_:with:) calls 'hitTst(…)', which is none of the UIKit methods HitLab runs, nor a function or type it knows (did you mean hitTest(…)?); it fails when it runs unless `override GreenView.hitTst { … }` is written first"), "\(reply.output)")
        // Through self and super as well; their real methods get no note.
        #expect(s.execute("override GreenView.touchesEnded { super.touchesEnde(touches, with: event) }").output.contains("calls 'touchesEnde(…)'"))
        #expect(s.execute("override GreenView.touchesMoved { self.foo() }").output.contains("calls 'foo(…)'"))
        #expect(s.execute("override GreenView.touchesMoved { self.convert(CGPoint.zero, to: nil); super.touchesMoved(touches, with: event) }").output == "")
        // A type's name is no action method to write.
        #expect(s.execute("override GreenView.touchesBegan { print(Widget(3)) }").output.hasSuffix("; it fails when it runs"))
        #expect(s.state.classes.override(.hitTest, of: "GreenView") != nil)
        #expect(s.execute("tap 180 240").error?.contains("GreenView has no method hitTst") == true)
        // An action method a learner wrote is a method of self from then on.
        _ = s.execute("override GreenView.helper { print(1) }")
        #expect(s.execute("override GreenView.touchesBegan { helper(nil) }").output == "")
    }

    @Test(arguments: ["let inset = bounds.insetBy(dx: -10, dy: -10); return inset.contains(point)",
                      "for t in event.allTouches { print(t.phase) }; return true",
                      "return convert(point, to: WhiteView).x > 0 && isUserInteractionEnabled && super.point(inside: point, with: event)",
                      "let t = CGAffineTransform(rotationAngle: 1); print(t, CGPoint(x: 1, y: 2), abs(-1), min(1, 2), stride(from: 0, to: 3, by: 1)); return hitTest(point, with: event) != nil"])
    func knownNamesGetNoNote(_ body: String) {
        #expect(coloured().execute("override GreenView.pointInside { \(body) }").output == "")
    }
}
