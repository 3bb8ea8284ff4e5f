import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A breakpoint condition runs on one interpreter reused from record to record: each
/// evaluation must see only its own record, as a fresh interpreter would.
@Suite struct ConditionReuseTests {
    @Test func eachStopSatisfiesItsConditionWithItsOwnValues() {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(session.execute("break pointInside if point.y > 30").error == nil)
        var stops: [String] = []
        var reply = session.execute("tap 180 320")
        while session.isPaused, stops.count < 20 {
            stops.append(session.execute("p point.y > 30").output)
            reply = session.execute("continue")
        }
        #expect(reply.error == nil)
        #expect(!stops.isEmpty)
        #expect(stops.allSatisfy { $0 == "true" })
    }

    @Test func aConditionThatChangesNothingVisibleGivesTheSameAnswerTwice() throws {
        var f = Fixture()
        try f.view("Box", 0, 0, 100, 100)
        var clock = SimulatedClock()
        let trace = TouchPipeline(scene: f.scene, classes: f.classes).tap(at: Point(x: 5, y: 5), clock: &clock).trace
        let debugger = Debugger(trace: trace, classes: f.classes)
        let lines = (0..<trace.count).filter { trace[$0].kind == .line && trace[$0].call >= 0 }
        let first = lines.map { try? debugger.evaluateCondition("becomeFirstResponder() || alpha > 0.5", at: $0) }
        let again = lines.map { try? debugger.evaluateCondition("becomeFirstResponder() || alpha > 0.5", at: $0) }
        #expect(first == again)
        #expect(first.contains(.bool(true)))
    }
}
