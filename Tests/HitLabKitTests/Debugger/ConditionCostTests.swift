import Testing
import Synchronization
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A breakpoint condition is compiled when it first meets a body's locals and kept with the
/// breakpoint, and checking it at a record reads the record in place: these count the
/// compilations and the per-record set-ups of scene and runtime state, however many records
/// a motion checks.
@Suite struct ConditionCostTests {
    /// A row of `count` sibling views; a tap on the first makes every one of them hit-tested.
    private func row(_ count: Int) throws -> Fixture {
        var f = Fixture(width: 2000, height: 100)
        try f.view("Parent", 0, 0, 2000, 100)
        for i in 0..<count { try f.view("Child\(i)", Double(i) * 10, 0, 10, 10, in: "Parent") }
        return f
    }

    private func reverseContinue(_ f: inout Fixture, _ breakpoints: inout BreakpointTable) -> Debugger.Stop {
        let trace = f.tap(5, 5).trace
        var debugger = Debugger(trace: trace, classes: f.classes)
        debugger.moveToEnd()
        return debugger.reverseContinue(&breakpoints)
    }

    @Test func aConditionIsCompiledOnceHoweverManyRecordsAndMotionsCheckIt() throws {
        var f = try row(150)
        var breakpoints = BreakpointTable()
        breakpoints.add(.method(.hitTest, className: nil), condition: "point.y > 100")
        let condition = try #require(breakpoints.all[0].compiledCondition)
        #expect(condition.compilations.load(ordering: .relaxed) == 0)
        let stop = reverseContinue(&f, &breakpoints)
        #expect(stop.reason == .start)
        // The window, Parent and the 150 children each ran hitTest once.
        #expect(condition.evaluations.load(ordering: .relaxed) == 152)
        #expect(condition.compilations.load(ordering: .relaxed) == 1)
        _ = reverseContinue(&f, &breakpoints)
        #expect(condition.evaluations.load(ordering: .relaxed) == 304)
        #expect(condition.compilations.load(ordering: .relaxed) == 1)
    }

    @Test func aConditionOnItsLocalsSetsUpNoSceneOrRuntimeAtAnyRecord() throws {
        var f = try row(150)
        var breakpoints = BreakpointTable()
        breakpoints.add(.method(.pointInside, className: nil), condition: "point.x < -1000000 || point.y > 1000000")
        breakpoints.add(.method(.hitTest, className: nil), condition: "event == nil")
        _ = reverseContinue(&f, &breakpoints)
        for b in breakpoints.all {
            let condition = try #require(b.compiledCondition)
            #expect(condition.evaluations.load(ordering: .relaxed) >= 150)
            #expect(condition.stateSetUps.load(ordering: .relaxed) == 0)
        }
    }

    @Test func aConditionThatReadsTheViewSetsItUpAtEachRecordAndSeesItsChanges() throws {
        // Child1's hitTest dims it before UIKit's hitTest runs its point(inside:), so a
        // condition on `alpha` holds only from there on.
        var f = try row(3)
        try f.override("Child1", .hitTest, "alpha = 0.25\nreturn super.hitTest(point, with: event)")
        var breakpoints = BreakpointTable()
        breakpoints.add(.method(.pointInside, className: nil), condition: "alpha < 0.5")
        let stop = reverseContinue(&f, &breakpoints)
        let condition = try #require(breakpoints.all[0].compiledCondition)
        #expect(stop.reason == .breakpoint(1))
        #expect(condition.stateSetUps.load(ordering: .relaxed) == condition.evaluations.load(ordering: .relaxed))
        #expect(condition.evaluations.load(ordering: .relaxed) >= 1)
    }

    @Test func eachLayoutOfLocalsCompilesOnceAndReadsItsOwnSlots() throws {
        // Child0's override has a local of its own before `point`'s slot is read; UIKit's body
        // runs for the others. Both answer from their own frames.
        var f = try row(4)
        try f.override("Child0", .hitTest, "let margin = 3.0\nreturn super.hitTest(point, with: event)")
        var breakpoints = BreakpointTable()
        breakpoints.add(.method(.hitTest, className: nil), condition: "point.x > -1000000")
        let trace = f.tap(5, 5).trace
        var debugger = Debugger(trace: trace, classes: f.classes)
        debugger.moveToEnd()
        var stops = 0
        while case .breakpoint = debugger.reverseContinue(&breakpoints).reason { stops += 1 }
        // The window, Parent and the four children.
        #expect(stops == 6)
        #expect(breakpoints.all[0].compiledCondition?.compilations.load(ordering: .relaxed) == 2)
    }

    @Test(arguments: [
        ("point.y > 100", true),
        ("touches.count == 1 && !(point.x < 0)", true),
        ("[point.x, 2.0][0] > 1 ? true : false", true),
        ("alpha > 0.5", false),
        ("frame.origin.y > 0", false),
        ("subviews.count > 0", false),
        ("\"\\(point)\" == \"\"", false),
        ("becomeFirstResponder()", false),
        ("Child0 == nil", false),
    ])
    func whetherAConditionReadsOnlyValues(_ source: String, _ expected: Bool) throws {
        let compiled = try Interpreter.compile(source, locals: ["point", "touches"])
        #expect(compiled.readsOnlyValues == expected)
    }
}
