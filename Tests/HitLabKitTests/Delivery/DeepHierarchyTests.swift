import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct DeepHierarchyTests {
    /// 10,000 views, each inside the previous one: the hit test recurses 10,000 interpreted
    /// calls deep without overflowing the native stack.
    @Test func tenThousandNestedViewsAreHitTestedToTheInnermost() throws {
        var f = Fixture(width: 20_000, height: 20_000)
        var parent: ViewID? = nil
        for i in 0..<10_000 {
            parent = try f.scene.addView(name: "Level\(i)", kind: .view, frame: Rect(x: 1, y: 1, width: 19_000 - Double(i), height: 19_000 - Double(i)), in: parent)
        }
        let result = f.tap(15_000, 15_000)
        #expect(result.error == nil)
        #expect(result.hitView == parent)
        #expect(result.trace.calls.map(\.depth).max()! >= 10_000)
        #expect(result.responderChain.count == 10_000 + 4)
    }

    @Test func oneParentWithManyChildrenAsksEachUntilOneAnswers() throws {
        var f = Fixture(width: 1000, height: 1000)
        try f.view("Parent", 0, 0, 1000, 1000)
        for i in 0..<2_000 { try f.view("Child\(i)", Double(i % 40) * 25, Double(i / 40) * 10, 25, 10, in: "Parent") }
        let result = f.tap(0, 0)  // only the first child contains it, and it is asked last
        #expect(result.hitView == (try f.scene.viewID(named: "Child0")))
        #expect(result.trace.calls.filter { $0.body.method == .hitTest }.count == 2 + 2_000)
    }
}
