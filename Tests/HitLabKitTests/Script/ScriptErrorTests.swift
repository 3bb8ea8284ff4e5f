import Foundation
import Synchronization
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct ScriptErrorTests {
    func syntaxError(_ source: String, _ method: MethodKind = .hitTest) -> ScriptError? {
        do {
            _ = try MethodBody(className: "YellowView", method: method, source: source)
            Issue.record("expected a syntax error")
            return nil
        } catch {
            return error
        }
    }

    /// The interpreter throws `ScriptError` by type, and each call that can throw keeps room
    /// for one in its native stack frame: one reference wide, a deep hierarchy's 10,000
    /// nested calls take a fifth of the stack (and of the time) they took with the fields inline.
    @Test func anErrorIsOneReferenceWideAndAValueAllTheSame() {
        #expect(MemoryLayout<ScriptError>.size == MemoryLayout<AnyObject>.size)
        let original = ScriptError(kind: .runtime, message: "boom", position: SourcePosition(line: 2, column: 3))
        var copy = original
        copy.frame = "A.hitTest(_:with:)"
        copy.message = "bang"
        copy.kind = .budget
        #expect(original.frame == nil && original.message == "boom" && original.kind == .runtime)
        #expect(copy.frame == "A.hitTest(_:with:)" && copy.message == "bang" && copy.kind == .budget && copy.position == original.position)
        #expect(copy != original)
        copy = original
        #expect(copy == original)
    }

    @Test func syntaxErrorsCarryLineColumnAndACaretExcerpt() throws {
        let e = try #require(syntaxError("let p = point\nif p.x > 10 {\n    return nil)\n}\nreturn self"))
        #expect(e.kind == .syntax)
        #expect(e.position == SourcePosition(line: 3, column: 15))
        #expect(e.description == "syntax error in YellowView.hitTest(_:with:) at line 3, column 15: expected a new line or ; after the statement, found ')'")
        #expect(e.excerpt == "3 |     return nil)\n  |               ^")
    }

    @Test(arguments: [
        ("return \"open", "this string is never closed"),
        ("let x = = 3", "expected an expression, found '='"),
        ("if true { return nil", "missing } to close a block"),
        ("let x = 1\nx = 2\nreturn nil", "cannot assign to 'x': it is a let"),
        ("return ~", "unexpected character '~'"),
        ("override func point(inside p: CGPoint) -> Bool { return true }", "expected func hitTest"),
    ])
    func syntaxErrorMessagesSayWhatIsWrong(source: String, fragment: String) throws {
        let e = try #require(syntaxError(source))
        #expect(e.description.contains(fragment), "\(e.description)")
    }

    @Test func wrongLabelsInAPastedDeclarationAreASyntaxError() throws {
        let e = try #require(syntaxError("func point(_ p: CGPoint, with e: UIEvent?) -> Bool { return true }", .pointInside))
        #expect(e.description.contains("takes the labels (inside:with:)"))
    }

    @Test func runtimeErrorsNameTheFrameAndLine() throws {
        let e = try #require(try failure("let s = superview\nprint(s!.superview!.frame)"))
        #expect(e.kind == .runtime)
        #expect(e.frame == "Probe.touchesBegan(_:with:)")
        #expect(e.position?.line == 2)
        #expect(e.description.hasPrefix("runtime error in Probe.touchesBegan(_:with:), line 2: unexpectedly found nil"))
    }

    @Test(arguments: [
        ("print(superview!.superview!.bounds)", "unexpectedly found nil"),
        ("let w: UIView? = superview!.superview\nprint(w.bounds)", "cannot read .bounds of nil"),
        ("self.point(inside: CGPoint(x: 1, y: 1))", "has no method point(inside:): did you mean point(inside:with:)?"),
        ("print(bounds.contains(3))", "contains(_:) takes a CGPoint, not Int"),
        ("print(frme)", "unknown name 'frme' (did you mean frame"),
        ("print(Probe.hitTest(3, with: event))", "hitTest(_:with:) takes a CGPoint first, not Int"),
        ("print(subviews[3])", "index 3 is out of range"),
        ("if 1 { print(1) }", "a condition must be a Bool, not 1 (Int)"),
        ("windowLevel = 1000", "cannot be set from a body"),
        ("alpha = true", "alpha takes a number"),
        ("bounds = CGRect(x: 0, y: 0, width: -1, height: 5)", "needs a width and height of 0 or more"),
        ("print(1 / 0)", "division by zero"),
        ("print(next!.next!.hitTest(CGPoint(x: 0, y: 0), with: event))", "UIWindowScene has no method hitTest(_:with:)"),
    ])
    func runtimeErrorMessagesSayWhatIsWrong(source: String, fragment: String) throws {
        let e = try #require(try failure(source))
        #expect(e.description.contains(fragment), "\(e.description)")
    }

    @Test func wrongReturnTypesAreCaughtAtTheReturn() throws {
        var f = Fixture()
        try f.view("Odd", 0, 0, 100, 100)
        try f.override("Odd", .pointInside, "return 1")
        let e = try #require(f.tap(5, 5).error)
        #expect(e.description == "runtime error in Odd.point(inside:with:): point(inside:with:) must return a Bool, not 1 (Int)")
        try f.override("Odd", .pointInside, "print(1)")
        #expect(f.tap(5, 5).error?.message == "point(inside:with:) ended without returning: return true or false")
        try f.override("Odd", .hitTest, "return bounds")
        #expect(f.tap(5, 5).error?.message == "hitTest(_:with:) must return a UIView or nil, not (0, 0, 100, 100) (CGRect)")
    }

    @Test func endlessRecursionStopsAtTheDepthBudgetWithTheTraceKept() throws {
        var f = Fixture()
        try f.view("Loopy", 0, 0, 100, 100)
        try f.override("Loopy", .hitTest, "return self.hitTest(point, with: event)")
        f.options.limits = RunLimits(steps: 1_000_000, depth: 500)
        let result = f.tap(5, 5)
        let e = try #require(result.error)
        #expect(e.kind == .budget)
        #expect(e.frame == "Loopy.hitTest(_:with:)")
        #expect(e.description.contains("more than 500 calls open at once"))
        // The window's hitTest is open at depth 0, so Loopy's calls fill depths 1 to 499.
        #expect(result.trace.calls.map(\.depth).max() == 499)
        #expect(result.trace.calls.filter { result.trace.scene.name(of: $0.receiver) == "Loopy" }.count == 499)
        if case .failed = result.trace.event(at: result.trace.count - 1) {} else { Issue.record("the trace should end with the error") }
    }

    @Test func defaultDepthBudgetStopsRecursionWithoutCrashing() throws {
        var f = Fixture()
        try f.view("Loopy", 0, 0, 100, 100)
        try f.override("Loopy", .touchesBegan, "touchesBegan(touches, with: event)")
        let e = try #require(f.tap(5, 5).error)
        #expect(e.kind == .budget)
        #expect(e.message.contains("more than \(RunLimits.standard.depth) calls"))
    }

    @Test func aRequestedInterruptionStopsARunningTap() throws {
        var f = Fixture()
        try f.view("Spin", 0, 0, 100, 100)
        try f.override("Spin", .touchesBegan, "while true { }")
        let interruption = Interruption()
        f.options.interruption = interruption
        f.options.limits = RunLimits(steps: 100_000_000, depth: 100)
        // Ctrl-C from another thread, pressed again until the tap returns: the tap clears any
        // request made before it starts, and a hundred million steps outlast the presses.
        let finished = Atomic<Bool>(false)
        let helper = Thread { while !finished.load(ordering: .relaxed) { interruption.request(); usleep(1_000) } }
        helper.start()
        let result = f.tap(5, 5)
        finished.store(true, ordering: .relaxed)
        let e = try #require(result.error)
        #expect(e.kind == .budget)
        #expect(e.message.hasPrefix("interrupted (Ctrl-C) after"))
        #expect(result.trace.count > 0)
    }

    @Test func endlessLoopStopsAtTheStepBudget() throws {
        var f = Fixture()
        try f.view("Spin", 0, 0, 100, 100)
        try f.override("Spin", .touchesBegan, "var n = 0\nwhile true {\n    n += 1\n}")
        f.options.limits = RunLimits(steps: 10_000, depth: 100)
        let result = f.tap(5, 5)
        let e = try #require(result.error)
        #expect(e.kind == .budget)
        #expect(e.description.hasPrefix("stopped in Spin.touchesBegan(_:with:), line"))
        #expect(e.message.contains("more than 10000 steps"))
        #expect(result.trace.count > 10_000)
    }
}
