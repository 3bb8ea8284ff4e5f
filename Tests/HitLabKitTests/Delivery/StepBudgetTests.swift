import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The default step budget against what taps on large scenes need: steps grow linearly with
/// the siblings asked, so two small scenes say what 100,000 views take.
@Suite struct StepBudgetTests {
    /// Statements a tap runs (each is one line record) on a parent with `n` children, the first
    /// child hit, so every child is asked.
    func steps(siblings n: Int) -> Int {
        var scene = Scene(width: 1000, height: 1000)
        let parent = try! scene.addView(name: "Parent", kind: .view, frame: Rect(x: 0, y: 0, width: 1000, height: 1000))
        for i in 0..<n {
            try! scene.addView(name: "Child\(i)", kind: .view, frame: Rect(x: Double(i % 100) * 10, y: Double(i / 100), width: 10, height: 1), in: parent)
        }
        var clock = SimulatedClock()
        let result = TouchPipeline(scene: scene, classes: ClassTable()).tap(at: Point(x: 0.5, y: 0.5), clock: &clock)
        #expect(result.error == nil)
        return (0..<result.trace.count).filter { result.trace[$0].kind == .line }.count
    }

    @Test func aTapOnAHundredThousandSiblingsFitsTheDefaultBudgetTwiceOver() {
        let small = steps(siblings: 500), large = steps(siblings: 1_000)
        let perSibling = Double(large - small) / 500
        let hundredThousand = Double(small) + perSibling * (100_000 - 500)
        #expect(hundredThousand > 500_000 && hundredThousand < 800_000, "\(hundredThousand) steps")
        #expect(Double(RunLimits.standard.steps) >= 2 * hundredThousand)
    }
}
