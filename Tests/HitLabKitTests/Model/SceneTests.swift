import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct SceneTests {
    @Test func namesMustBeFreshClassNames() throws {
        var f = Fixture()
        try f.view("RedView", 0, 0, 10, 10)
        #expect(throws: SceneError.duplicateName("RedView")) { try f.view("RedView", 0, 0, 1, 1) }
        #expect(throws: SceneError.invalidName("redView")) { try f.view("redView", 0, 0, 1, 1) }
        #expect(throws: SceneError.invalidName("Red View")) { try f.view("Red View", 0, 0, 1, 1) }
        #expect(throws: SceneError.reservedName("UIView")) { try f.view("UIView", 0, 0, 1, 1) }
        #expect(throws: SceneError.negativeSize("Flat")) { try f.view("Flat", 0, 0, -1, 1) }
        #expect(f.scene.viewNames == ["RedView"])
    }

    @Test func unknownNamesSuggestTheNearestOnes() throws {
        var f = Fixture()
        try f.view("YellowView", 0, 0, 10, 10)
        try f.view("YellowView2", 0, 0, 10, 10)
        try f.view("GreenView", 0, 0, 10, 10)
        #expect(throws: SceneError.unknownView("YelowView", suggestions: ["YellowView", "YellowView2"])) {
            try f.scene.viewID(named: "YelowView")
        }
        #expect(SceneError.unknownView("YelowView", suggestions: ["YellowView"]).description
                == "no view named 'YelowView' (did you mean YellowView?); `tree` lists the views")
    }

    @Test func movingAViewIntoItsOwnSubtreeIsRefusedAndChangesNothing() throws {
        var f = Fixture()
        let outer = try f.view("Outer", 0, 0, 100, 100)
        let inner = try f.view("Inner", 0, 0, 50, 50, in: "Outer")
        let before = f.scene.treeOrder
        #expect(throws: SceneError.cycle(view: "Outer", parent: "Inner")) { try f.scene.moveView(outer, to: inner) }
        #expect(throws: SceneError.cycle(view: "Outer", parent: "Outer")) { try f.scene.moveView(outer, to: outer) }
        #expect(f.scene.treeOrder == before)
        #expect(throws: SceneError.windowIsFixed("moved")) { try f.scene.moveView(f.scene.window, to: inner) }
    }

    @Test func movingChangesOrderAndParent() throws {
        var f = Fixture()
        let a = try f.view("A", 0, 0, 100, 100)
        let b = try f.view("B", 0, 0, 100, 100)
        #expect(f.hit(5, 5) == "B")
        try f.scene.moveView(b, to: f.scene.window, at: 0)   // send B to the back
        #expect(f.hit(5, 5) == "A")
        try f.scene.moveView(b, to: a)
        #expect(f.scene[b].superview == a)
        #expect(f.scene.depth(of: b) == 2)
        #expect(throws: SceneError.indexOutOfRange(5, parent: "A", count: 0)) { try f.scene.moveView(b, to: a, at: 5) }
    }

    @Test func removingAViewRemovesItsSubtreeAndItsController() throws {
        var f = Fixture()
        let outer = try f.view("Outer", 0, 0, 100, 100)
        try f.view("Inner", 0, 0, 50, 50, in: "Outer")
        try f.scene.addController(name: "OuterVC", view: outer)
        try f.scene.removeView(outer)
        #expect(f.scene.viewNames.isEmpty)
        #expect(f.scene.responder(named: "Inner") == nil)
        #expect(f.scene.responder(named: "OuterVC") == nil)
        try f.view("Inner", 0, 0, 10, 10)   // the name is free again
        #expect(throws: SceneError.windowIsFixed("removed")) { try f.scene.removeView(f.scene.window) }
    }

    @Test func aViewHasAtMostOneController() throws {
        var f = Fixture()
        let root = try f.view("Root", 0, 0, 100, 100)
        try f.scene.addController(name: "FirstVC", view: root)
        #expect(throws: SceneError.viewHasController(view: "Root", controller: "FirstVC")) {
            try f.scene.addController(name: "SecondVC", view: root)
        }
    }

    @Test func overridesCanBeReplacedAndRemoved() throws {
        var f = Fixture()
        try f.view("Box", 0, 0, 100, 100)
        try f.override("Box", .touchesBegan, "print(\"one\")")
        try f.override("Box", .touchesBegan, "print(\"two\")")
        #expect(f.tap(5, 5).printedLines == ["two"])
        let removed = f.classes.removeOverride(.touchesBegan, of: "Box")
        let removedAgain = f.classes.removeOverride(.touchesBegan, of: "Box")
        #expect(removed && !removedAgain)
        #expect(f.tap(5, 5).printedLines == [])
        #expect(f.classes.method(.hitTest, definedIn: "UIView")?.isDefault == true)
    }

    @Test func defaultsAreReadableSource() throws {
        let hitTest = try #require(ClassTable().method(.hitTest, definedIn: "UIView"))
        #expect(hitTest.source.contains("for subview in subviews.reversed()"))
        #expect(hitTest.source.contains("alpha < 0.01"))
        #expect(hitTest.frameName == "UIView.hitTest(_:with:)")
        #expect(hitTest.statementLines.contains(16))
        #expect(ClassTable().method(.touchesBegan, definedIn: "UIResponder")?.source.contains("next?.touchesBegan(touches, with: event)") == true)
    }
}
