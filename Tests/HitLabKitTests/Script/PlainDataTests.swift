import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// What a tap copies at every call and record, and what the debugger copies at every call it
/// scans, is plain data: copying it retains and releases nothing (a retain is an atomic
/// operation, and they were most of a long tap's time). The objects these refer to are held
/// elsewhere for as long as they are used: the method table's signatures for the program's
/// life, a parsed body by the class table or UIKit's defaults, a trace's bodies by the trace.
@Suite struct PlainDataTests {
    @Test func whatACallCopiesRetainsNothing() {
        #expect(_isPOD(MethodKind.self))
        #expect(_isPOD(Interpreter.Frame.self))
        #expect(_isPOD(Stmt.RunCondition.self))
        #expect(_isPOD(Unmanaged<Expr>.self))
    }

    @Test func whatATraceRecordsAndTheDebuggerScansRetainsNothing() {
        #expect(_isPOD(TraceRecord.self))
        #expect(_isPOD(TraceCall.self))
    }

    @Test func theTraceHoldsEveryBodyItsCallsRan() throws {
        var classes = ClassTable()
        // An override made here and dropped by the table before the trace is read: the trace
        // alone keeps it.
        classes.setOverride(try MethodBody(className: "YellowView", method: .pointInside, source: "return true"))
        let (scene, _) = SampleScenes.colouredViews()
        var clock = SimulatedClock()
        var trace: Trace? = TouchPipeline(scene: scene, classes: classes).deliver(TouchInput.tap(at: Point(x: 180, y: 320)), clock: &clock).trace
        classes = ClassTable()
        let bodies = Set(trace!.bodies.map(ObjectIdentifier.init))
        #expect(bodies.count == trace!.bodies.count)
        for c in 0..<trace!.calls.count {
            #expect(bodies.contains(ObjectIdentifier(trace!.calls[c].body)))
            #expect(trace!.calls[c].method == trace!.calls[c].body.method)
        }
        #expect(trace!.bodies.contains { $0.className == "YellowView" && !$0.isDefault })
        trace = nil
    }
}
