import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The trace's memory budget (`RunLimits.traceBytes`): an endless loop under a step budget
/// raised far past what memory holds stops when its trace reaches the budget, with the trace
/// up to there kept for stepping. The budget is lowered here so the test runs in a moment;
/// the check is the same at 512 MB (ROBUSTNESS.md gives the measured peak).
@Suite struct TraceMemoryBudgetTests {
    /// The fixed-size parts of a trace, as the recorder counts them.
    func bytes(_ trace: Trace) -> Int {
        trace.records.count * MemoryLayout<TraceRecord>.stride + trace.values.count * MemoryLayout<Value>.stride
            + trace.calls.count * MemoryLayout<TraceCall>.stride
    }

    @Test func anEndlessLoopStopsAtTheTraceBudgetNotTheStepBudget() throws {
        var f = Fixture()
        try f.view("Loop", 0, 0, 100, 100)
        try f.override("Loop", .pointInside, "var i = 0\nwhile true {\n    i += 1\n}\nreturn true")
        f.options.limits = RunLimits(steps: 100_000_000, depth: 100, traceBytes: 4 << 20)
        let result = f.tap(10, 10)
        let error = try #require(result.error)
        #expect(error.kind == .budget)
        #expect(error.message.hasPrefix("the trace passed its memory budget of 4 MB after "), "\(error.message)")
        #expect(error.message.hasSuffix("steps: an endless loop? The trace up to here can still be stepped through (`option steps=N` stops it sooner)"))
        // Stopped within one check (4,096 steps) of the budget.
        let size = bytes(result.trace)
        #expect(size > 4 << 20 && size < (4 << 20) + 4_096 * 200, "\(size) bytes")
        // The trace ends with the error, so the debugger can step back through it.
        #expect(result.trace[result.trace.count - 1].kind == .failed)
    }

    @Test func aStepCostsAboutAHundredBytesAsTheOptionSays() throws {
        var f = Fixture()
        try f.view("Loop", 0, 0, 100, 100)
        try f.override("Loop", .pointInside, "var i = 0\nwhile true {\n    i += 1\n}\nreturn true")
        f.options.limits = RunLimits(steps: 200_000, depth: 100)
        let result = f.tap(10, 10)
        #expect(result.error?.message.hasPrefix("more than 200000 steps") == true)
        let perStep = Double(bytes(result.trace)) / 200_000
        #expect(perStep > 40 && perStep < 150, "\(perStep) bytes a step")
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("help option").text.replacingOccurrences(of: "\n", with: " ").contains("steps=N (statements one touch may run; each records about 60 bytes, and a trace stops at 512 MB)"))
    }
}
