import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct ResponderChainTests {
    @Test func chainGoesThroughTheControllerOfARootViewThenTheWindowSceneAndApp() throws {
        var f = Fixture()
        try f.view("Root", 0, 0, 300, 300)
        try f.view("Child", 10, 10, 100, 100, in: "Root")
        try f.scene.addController(name: "MainVC", view: try f.scene.viewID(named: "Root"))
        let chain = f.scene.responderChain(from: .view(try f.scene.viewID(named: "Child")))
        #expect(f.names(chain) == ["Child", "Root", "MainVC", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test func preSceneChainGoesFromWindowToApplication() throws {
        var f = Fixture()
        try f.view("Solo", 0, 0, 10, 10)
        f.scene.usesWindowScene = false
        let chain = f.scene.responderChain(from: .view(try f.scene.viewID(named: "Solo")))
        #expect(f.names(chain) == ["Solo", "UIWindow", "UIApplication", "AppDelegate"])
    }

    @Test func aSiblingThatAlsoContainsThePointIsNotInTheChain() throws {
        var f = Fixture()
        try f.view("Under", 0, 0, 100, 100)
        try f.view("Over", 0, 0, 100, 100)
        try f.logAll(["Under", "Over"])
        let result = f.tap(50, 50)
        #expect(result.printedLines == ["hitTest----Over", "touchBegan---Over"])
        #expect(f.names(result.responderChain) == ["Over", "UIWindow", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test func defaultTouchesMethodsForwardEveryPhaseToTheController() throws {
        var f = Fixture()
        try f.view("Root", 0, 0, 300, 300)
        try f.scene.addController(name: "MainVC", view: try f.scene.viewID(named: "Root"))
        for method in [MethodKind.touchesBegan, .touchesEnded] {
            try f.override("MainVC", method, "print(\"\\(type(of: self)) \(method.rawValue) from \\(touches.first!.view!)\")")
        }
        #expect(f.tap(10, 10).printedLines == ["MainVC touchesBegan from Root", "MainVC touchesEnded from Root"])
    }

    @Test func overrideWithoutSuperStopsTheChain() throws {
        var f = Fixture()
        try f.view("Outer", 0, 0, 200, 200)
        try f.view("Inner", 0, 0, 100, 100, in: "Outer")
        try f.override("Inner", .touchesBegan, "print(\"Inner keeps it\")")
        try f.override("Outer", .touchesBegan, "print(\"Outer saw it\")")
        #expect(f.tap(10, 10).printedLines == ["Inner keeps it"])
    }

    @Test func buttonTracksItsTouchAndSendsTouchUpInsideInsteadOfForwarding() throws {
        var f = Fixture()
        try f.view("Card", 0, 0, 200, 200)
        try f.view("Buy", 10, 10, 80, 40, in: "Card", kind: .button)
        try f.override("Card", .touchesBegan, "print(\"Card got the touch\")")
        let result = f.tap(20, 20)
        #expect(result.printedLines == ["Buy: touchUpInside"])
        let events = (0..<result.trace.count).compactMap { i -> String? in
            if case .action(_, let e) = result.trace.event(at: i) { return e } else { return nil }
        }
        #expect(events == ["touchDown", "touchUpInside"])
        try f.set("Buy") { $0.isEnabled = false }
        #expect(f.tap(20, 20).printedLines == ["Card got the touch"])
    }

    @Test func aTouchKeepsItsViewWhenTheFingerMovesAway() throws {
        var f = Fixture()
        try f.view("Start", 0, 0, 100, 100)
        try f.view("Elsewhere", 200, 0, 100, 100)
        for name in ["Start", "Elsewhere"] {
            for method in [MethodKind.touchesBegan, .touchesMoved, .touchesEnded] {
                try f.override(name, method, "print(\"\(name) \(method.rawValue) at \\(touches.first!.location(in: self))\")")
            }
        }
        let result = f.pipeline.deliver([
            [TouchInput(finger: 0, phase: .began, location: Point(x: 50, y: 50))],
            [TouchInput(finger: 0, phase: .moved, location: Point(x: 250, y: 50))],
            [TouchInput(finger: 0, phase: .ended, location: Point(x: 260, y: 60))],
        ], clock: &f.clock)
        #expect(result.printedLines == [
            "Start touchesBegan at (50, 50)", "Start touchesMoved at (250, 50)", "Start touchesEnded at (260, 60)",
        ])
    }
}
