import Foundation
import HitLabKit

/// Debugger figures: what a stop, a step and a reverse step cost on a short trace and on a
/// trace of over a million records, and how long going back to the start takes.
enum Stepping {
    static func rows() -> [String] {
        ["article", "wide", "fingers", "pan"].flatMap { name in measure(Scenario.all.first { $0.name == name }!) }
    }

    private static func measure(_ scenario: Scenario) -> [String] {
        let name = scenario.name
        let (scene, classes, point) = scenario.build()
        var clock = SimulatedClock()
        let trace = TouchPipeline(scene: scene, classes: classes).deliver(scenario.events(at: point), clock: &clock).trace
        let timer = ContinuousClock()
        var none = BreakpointTable()

        // Per-motion cost: average over many motions from the middle of the trace.
        func average(_ count: Int, _ setup: (inout Debugger) -> Void, _ motion: (inout Debugger) -> Void) -> Double {
            var d = Debugger(trace: trace, classes: classes)
            setup(&d)
            let start = timer.now
            for _ in 0..<count { motion(&d) }
            return seconds(timer.now - start) / Double(count)
        }
        // The middle of the trace, where a stop costs what it costs anywhere.
        let middle: (inout Debugger) -> Void = { d in
            var none = BreakpointTable()
            while d.cursor < trace.count / 2 { _ = d.step(&none) }
        }
        let step = average(50, middle) { _ = $0.step(&none) }
        let reverseStep = average(50, { d in middle(&d); for _ in 0..<50 { _ = d.step(&none) } }) { _ = $0.reverseStep(&none) }
        let next = average(20, middle) { _ = $0.next(&none) }
        // The same `next` with a plain and a conditional breakpoint that never stop it.
        var both = BreakpointTable()
        both.add(.method(.hitTest, className: "NoSuchView"))
        both.add(.method(.pointInside, className: nil), condition: "point.x < -1000000")
        let nextWithBreakpoints = average(20, middle) { _ = $0.next(&both) }

        // A breakpoint stop at the very last hit-test call, found from the start.
        var breakpoints = BreakpointTable()
        switch name {
        case "wide": breakpoints.add(.method(.pointInside, className: "Child0"))
        case "fingers": breakpoints.add(.method(.touchesEnded, className: "AppDelegate"))
        case "pan": breakpoints.add(.recognizerState(name: "Pan99x0", state: "ended"))
        default: breakpoints.add(.method(.pointInside, className: "WhiteView"))
        }
        var d = Debugger(trace: trace, classes: classes)
        var start = timer.now
        let stop = d.start(&breakpoints)
        let toBreakpoint = seconds(timer.now - start)

        // From the end back to the start, with nothing to stop at.
        d.moveToEnd()
        start = timer.now
        _ = d.reverseContinue(&none)
        let backToStart = seconds(timer.now - start)

        // The same, with one plain breakpoint that never stops, and with one conditional
        // breakpoint whose condition is evaluated at every point(inside:) and never holds.
        func backWith(_ table: BreakpointTable) -> Double {
            var table = table
            var d = Debugger(trace: trace, classes: classes)
            d.moveToEnd()
            let start = timer.now
            _ = d.reverseContinue(&table)
            return seconds(timer.now - start)
        }
        var plain = BreakpointTable()
        plain.add(.method(.hitTest, className: "NoSuchView"))
        var conditional = BreakpointTable()
        conditional.add(.method(.pointInside, className: nil), condition: "point.x < -1000000")
        let backPlain = backWith(plain), backConditional = backWith(conditional)

        // `finish` out of the window's hitTest, from its first line.
        var finishing = Debugger(trace: trace, classes: classes)
        var firstLine = BreakpointTable()
        firstLine.add(.method(.hitTest, className: nil))
        _ = finishing.start(&firstLine)
        start = timer.now
        _ = finishing.finish(&none)
        let finishTime = seconds(timer.now - start)

        // Looking around at that stop.
        var atStop = Debugger(trace: trace, classes: classes)
        _ = atStop.start(&breakpoints)
        start = timer.now
        let frames = atStop.frames()
        _ = try? atStop.evaluate("convert(point, to: superview)", inFrame: 0)
        let look = seconds(timer.now - start)

        let found = if case .breakpoint = stop.reason { "stopped at record \(stop.index)" } else { "did not stop" }
        return ["| \(name) | \(trace.count) | \(formatTime(step)) | \(formatTime(next)) | \(formatTime(nextWithBreakpoints)) | \(formatTime(reverseStep)) | "
            + "\(formatTime(toBreakpoint)) (\(found)) | \(formatTime(backToStart)) | \(formatTime(backPlain)) | \(formatTime(backConditional)) | "
            + "\(formatTime(finishTime)) | \(formatTime(look)) (\(frames.count) frames) |"]
    }
}
