import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `reverse-continue` with only method breakpoints visits the calls instead of every record;
/// it must stop exactly where a record-by-record scan would: the latest earlier record that a
/// breakpoint's location matches and whose condition holds.
@Suite struct ReverseByCallsTests {
    /// The stops a record-by-record scan makes going back from the end, worked out here from
    /// `Debugger.matches` and the condition, independently of the motion.
    private func expectedStops(_ debugger: Debugger, _ locations: [(Breakpoint.Location, String?)]) -> [Int] {
        let trace = debugger.trace
        return (0..<trace.count).reversed().filter { i in
            locations.contains { location, condition in
                guard debugger.matches(location, at: i) else { return false }
                guard let condition else { return true }
                return (try? debugger.evaluateCondition(condition, at: i)) == .bool(true)
            }
        }
    }

    @Test(arguments: [
        [("pointInside", nil as String?)],
        [("pointInside", "point.y > 30")],
        [("hitTest YellowView", nil), ("touchesBegan", "touches.count == 1")],
        [("pointInside GreenView", "point.x < 0")],
    ])
    func stopsWhereARecordScanWould(_ specs: [(String, String?)]) throws {
        let session = Session(startScript: SampleScenes.colouredViewsScript)
        for (spec, condition) in specs {
            #expect(session.execute("break \(spec)" + (condition.map { " if \($0)" } ?? "")).error == nil)
        }
        var breakpoints = session.state.breakpoints
        var clock = SimulatedClock()
        let trace = TouchPipeline(scene: session.state.scene, classes: session.state.classes)
            .tap(at: Point(x: 180, y: 320), clock: &clock).trace
        var debugger = Debugger(trace: trace, classes: session.state.classes)
        let locations = breakpoints.all.map { ($0.location, $0.condition) }
        let expected = expectedStops(debugger, locations)
        debugger.moveToEnd()
        var stops: [Int] = []
        while true {
            let stop = debugger.reverseContinue(&breakpoints)
            guard case .breakpoint = stop.reason else { break }
            stops.append(stop.index)
        }
        #expect(stops == expected)
        if specs.first?.1 == nil { #expect(!stops.isEmpty) }
    }
}
