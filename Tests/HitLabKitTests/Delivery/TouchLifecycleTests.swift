import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The touch lifecycle of reference §4: phases, several fingers, multi-touch and exclusive
/// touch, cancellation, and the runtime state the trace can rebuild.
@Suite struct TouchLifecycleTests {
    /// A view that logs each touches call with the fingers it got and what allTouches holds.
    func loggingScene(multitouch: Bool = true) throws -> Fixture {
        var f = Fixture(width: 400, height: 800)
        try f.view("Pad", 0, 0, 400, 400)
        try f.set("Pad") { $0.isMultipleTouchEnabled = multitouch }
        for (method, name) in [(MethodKind.touchesBegan, "began"), (.touchesMoved, "moved"), (.touchesEnded, "ended"), (.touchesCancelled, "cancelled")] {
            try f.override("Pad", method, """
            var phases = ""
            for t in event.allTouches { phases = phases == "" ? "\\(t.phase)" : phases + ", \\(t.phase)" }
            print("\(name) \\(touches.count) of \\(event.allTouches.count) [\\(phases)]")
            """)
        }
        return f
    }

    func down(_ finger: Int, _ x: Double, _ y: Double) -> TouchInput { TouchInput(finger: finger, phase: .began, location: Point(x: x, y: y)) }
    func move(_ finger: Int, _ x: Double, _ y: Double) -> TouchInput { TouchInput(finger: finger, phase: .moved, location: Point(x: x, y: y)) }
    func up(_ finger: Int, _ x: Double, _ y: Double) -> TouchInput { TouchInput(finger: finger, phase: .ended, location: Point(x: x, y: y)) }

    @Test func twoFingersInOneEventAreOneCallWithTwoTouches() throws {
        var f = try loggingScene()
        let result = f.pipeline.deliver([[down(1, 10, 10), down(2, 50, 50)], [up(1, 10, 10), up(2, 50, 50)]], clock: &f.clock)
        #expect(result.error == nil)
        #expect(result.printedLines == ["began 2 of 2 [.began, .began]", "ended 2 of 2 [.ended, .ended]"])
    }

    @Test func twoFingersInTwoEventsAreTwoCallsAndTheFirstIsStationary() throws {
        var f = try loggingScene()
        let result = f.pipeline.deliver([[down(1, 10, 10)], [down(2, 50, 50)], [up(1, 10, 10), up(2, 50, 50)]], clock: &f.clock)
        #expect(result.printedLines == ["began 1 of 1 [.began]", "began 1 of 2 [.stationary, .began]", "ended 2 of 2 [.ended, .ended]"])
    }

    @Test func aSecondFingerOnASingleTouchViewIsNeverDelivered() throws {
        var f = try loggingScene(multitouch: false)
        var runtime = RuntimeState()
        let result = f.pipeline.deliver([[down(1, 10, 10)], [down(2, 50, 50)], [move(2, 60, 60)], [up(2, 60, 60)], [up(1, 10, 10)]],
                                        runtime: &runtime, clock: &f.clock)
        // Finger 2 is in allTouches, but Pad hears nothing of it, and nobody else does either.
        #expect(result.printedLines == ["began 1 of 1 [.began]", "ended 1 of 1 [.ended]"])
        let second = result.trace.changes.compactMap { change -> Touch? in
            if case .touchBegan(let t) = change, t.finger == 2 { return t } else { return nil }
        }
        #expect(second.first?.withheld == .multipleTouchDisabled(view: try f.scene.viewID(named: "Pad"), holder: 1))
        #expect(runtime.touches.isEmpty)
    }

    @Test func anExclusiveTouchViewKeepsOtherViewsFromNewTouches() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Left", 0, 0, 200, 400)
        try f.view("Right", 200, 0, 200, 400)
        try f.set("Left") { $0.isExclusiveTouch = true }
        try f.override("Left", .touchesBegan, "print(\"Left began\")")
        try f.override("Right", .touchesBegan, "print(\"Right began\")")
        // Left holds a touch: Right gets nothing.
        var result = f.pipeline.deliver([[down(1, 10, 10)], [down(2, 300, 10)], [up(1, 10, 10), up(2, 300, 10)]], clock: &f.clock)
        #expect(result.printedLines == ["Left began"])
        // Right holds a touch: the exclusive Left does not get a new one.
        result = f.pipeline.deliver([[down(1, 300, 10)], [down(2, 10, 10)], [up(1, 300, 10), up(2, 10, 10)]], clock: &f.clock)
        #expect(result.printedLines == ["Right began"])
    }

    @Test func aMovedFingerStaysBoundToItsView() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Start", 0, 0, 100, 100)
        try f.view("Other", 200, 200, 100, 100)
        for name in ["Start", "Other"] {
            try f.override(name, .touchesMoved, "print(\"\\(type(of: self)) moved to \\(touches.first!.location(in: self))\")")
            try f.override(name, .touchesEnded, "print(\"\\(type(of: self)) ended, previous \\(touches.first!.previousLocation(in: nil))\")")
        }
        let result = f.pipeline.deliver([[down(1, 50, 50)], [move(1, 250, 250)], [up(1, 260, 260)]], clock: &f.clock)
        #expect(result.printedLines == ["Start moved to (250, 250)", "Start ended, previous (250, 250)"])
    }

    @Test func cancellingAFingerSendsTouchesCancelledToItsView() throws {
        var f = try loggingScene()
        var runtime = RuntimeState()
        _ = f.pipeline.deliver([[down(1, 10, 10), down(2, 20, 20)]], runtime: &runtime, clock: &f.clock)
        #expect(runtime.fingers == [1, 2])
        let result = f.pipeline.cancel(fingers: [2], runtime: &runtime, clock: &f.clock)
        #expect(result.printedLines == ["cancelled 1 of 2 [.stationary, .cancelled]"])
        #expect(runtime.fingers == [1])
    }

    @Test func quickTapsCountUpAndSlowOnesStartAgain() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Pad", 0, 0, 400, 400)
        try f.override("Pad", .touchesBegan, "print(touches.first!.tapCount)")
        var runtime = RuntimeState()
        let taps = [[down(1, 10, 10)], [up(1, 10, 10)], [down(1, 12, 10)], [up(1, 12, 10)], [down(1, 14, 10)], [up(1, 14, 10)]]
        #expect(f.pipeline.deliver(taps, runtime: &runtime, clock: &f.clock).printedLines == ["1", "2", "3"])
        f.clock.advance(by: 1)
        #expect(f.pipeline.deliver([[down(1, 10, 10)], [up(1, 10, 10)]], runtime: &runtime, clock: &f.clock).printedLines == ["1"])
        // Far away is a new tap even when quick.
        #expect(f.pipeline.deliver([[down(1, 200, 200)], [up(1, 200, 200)]], runtime: &runtime, clock: &f.clock).printedLines == ["1"])
    }

    @Test func rotatedAndScaledViewsAreHitInsideTheirTurnedBounds() throws {
        var f = Fixture(width: 400, height: 800)
        // A 100×20 bar centred at (200, 200), turned a quarter: it now runs from y 150 to 250.
        try f.view("Bar", 150, 190, 100, 20)
        try f.set("Bar") { $0.transformSpec = TransformSpec(steps: [.rotate(90)]) }
        #expect(f.hit(200, 160) == "Bar")
        #expect(f.hit(200, 249) == "Bar")
        #expect(f.hit(200, 251) == "UIWindow")
        #expect(f.hit(240, 200) == "UIWindow")      // where the unturned bar would have been
        // Scaled twice about its centre (100, 500): a 40×40 box covers 60…140.
        try f.view("Box", 80, 480, 40, 40)
        try f.set("Box") { $0.transformSpec = TransformSpec(steps: [.scale(2, 2)]) }
        #expect(f.hit(61, 500) == "Box")
        #expect(f.hit(139, 539) == "Box")
        #expect(f.hit(141, 500) == "UIWindow")
        #expect(f.hit(59, 500) == "UIWindow")
    }

    @Test func transformTextParsesAndComposesInOrder() throws {
        let spec = try TransformSpec.parse("rotate(90) translate(10,0)").get()
        // Rotate first, then move right: (1, 0) → (0, 1) → (10, 1).
        let p = spec.transform.apply(Point(x: 1, y: 0))
        #expect(abs(p.x - 10) < 1e-9 && abs(p.y - 1) < 1e-9)
        #expect(spec.description == "rotate(90) translate(10,0)")
        #expect(try TransformSpec.parse("scale(2,3)").get().transform == .scale(2, 3))
        #expect(try TransformSpec.parse("identity").get().transform == .identity)
        if case .failure(let e) = TransformSpec.parse("spin(4)") { #expect(e.part == "spin(4)") } else { Issue.record("spin parsed") }
    }

    @Test func aPassThroughOverlayWindowLetsTouchesReachTheWindowBehind() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Button", 100, 100, 100, 100)
        let overlay = try f.scene.addWindow(name: "Overlay", frame: Rect(x: 0, y: 0, width: 400, height: 800), level: 1000)
        try f.scene.addView(name: "Badge", kind: .view, frame: Rect(x: 300, y: 0, width: 100, height: 50), in: overlay)
        // The overlay's window takes every touch, so nothing behind it is reached.
        #expect(f.hit(150, 150) == "Overlay")
        // A pass-through hitTest: nil where only the window itself would be hit.
        try f.override("Overlay", .hitTest, """
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
        """)
        #expect(f.hit(150, 150) == "Button")
        #expect(f.hit(350, 20) == "Badge")
        #expect(f.names(f.scene.responderChain(from: .view(overlay))) == ["Overlay", "UIWindowScene", "UIApplication", "AppDelegate"])
    }

    @Test func windowsAreAskedFromTheHighestLevelAndTheLatestShown() throws {
        var f = Fixture(width: 400, height: 800)
        try f.scene.addWindow(name: "Alert", frame: Rect(x: 0, y: 0, width: 400, height: 800), level: 2000)
        try f.scene.addWindow(name: "Status", frame: Rect(x: 0, y: 0, width: 400, height: 20), level: 1000)
        try f.scene.addWindow(name: "Later", frame: Rect(x: 0, y: 0, width: 400, height: 800), level: 2000)
        #expect(f.scene.windowsFrontToBack.map { f.scene[$0].name } == ["Later", "Alert", "Status", "UIWindow"])
        try f.set("Later") { $0.isHidden = true }
        #expect(f.hit(10, 10) == "Alert")
    }

    @Test func aViewInAMovedWindowGetsPointsInItsOwnCoordinates() throws {
        var f = Fixture(width: 400, height: 800)
        let panel = try f.scene.addWindow(name: "Panel", frame: Rect(x: 0, y: 600, width: 400, height: 200), level: 1)
        try f.scene.addView(name: "Knob", kind: .view, frame: Rect(x: 10, y: 10, width: 50, height: 50), in: panel)
        try f.override("Knob", .touchesBegan, "print(touches.first!.location(in: self), touches.first!.location(in: nil))")
        let result = f.tap(20, 620)
        #expect(result.printedLines == ["(10, 10) (20, 20)"])
    }

    @Test func propertyWritesAreSeenByLaterHitTestsAndRebuiltAtAnyRecord() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Lid", 0, 0, 100, 100)
        try f.override("Lid", .touchesBegan, "alpha = 0.5\nisUserInteractionEnabled = false")
        var runtime = RuntimeState()
        let first = f.pipeline.deliver([[down(1, 10, 10)], [up(1, 10, 10)]], runtime: &runtime, clock: &f.clock)
        #expect(first.error == nil)
        let lid = try f.scene.viewID(named: "Lid")
        // The authored scene is unchanged; the runtime state carries the writes on.
        #expect(f.scene[lid].alpha == 1)
        #expect(runtime.viewChanges[lid]?[ViewProperty(rawValue: "isUserInteractionEnabled")!] == .bool(false))
        f.clock.advance(by: 1)
        let second = f.pipeline.deliver([[down(1, 10, 10)], [up(1, 10, 10)]], runtime: &runtime, clock: &f.clock)
        #expect(second.hitView == f.scene.window)
        // In the first trace, the scene before the write has alpha 1; after it, 0.5.
        let write = Int(first.trace.changeRecords[first.trace.changes.firstIndex { if case .viewProperty = $0 { return true } else { return false } }!])
        #expect(first.trace.scene(at: write - 1)[lid].alpha == 1)
        #expect(first.trace.scene(at: write)[lid].alpha == 0.5)
        // And the touches as of the start and the end of the trace.
        #expect(first.trace.runtime(at: 0).touches.isEmpty)
        let afterBegan = first.trace.changeRecords[0]
        #expect(first.trace.runtime(at: Int(afterBegan)).touches.map(\.phase) == [.began])
    }

    @Test func aFailedDeliveryLeavesTheRuntimeStateAsItWas() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Pad", 0, 0, 100, 100)
        try f.override("Pad", .touchesBegan, "let n = [1][3]")
        var runtime = RuntimeState()
        let result = f.pipeline.deliver([[down(1, 10, 10)]], runtime: &runtime, clock: &f.clock)
        #expect(result.error != nil)
        #expect(runtime.touches.isEmpty)
    }
}

/// The debugger shows the runtime state as of its cursor, backwards too.
@Suite struct RuntimeStateDebuggingTests {
    @Test func reverseStepAcrossAPropertyWriteShowsTheEarlierValue() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Lid", 0, 0, 100, 100)
        try f.override("Lid", .touchesBegan, "alpha = 0.5\nprint(alpha)")
        var d = Debugger(trace: f.tap(10, 10).trace, classes: f.classes)
        var breakpoints = BreakpointTable()
        _ = breakpoints.add(.line(className: "Lid", .touchesBegan, line: 2), condition: nil, oneShot: false)
        _ = d.start(&breakpoints)
        #expect(try d.evaluate("alpha", inFrame: 0) == .double(0.5))
        _ = d.reverseStep(&breakpoints)
        #expect(try d.evaluate("alpha", inFrame: 0) == .double(1))
    }

    @Test func aPhaseStopSeesTheTouchesOnTheGlassThen() throws {
        var f = Fixture(width: 400, height: 800)
        try f.view("Pad", 0, 0, 100, 100)
        var d = Debugger(trace: f.tap(10, 10).trace, classes: f.classes)
        var breakpoints = BreakpointTable()
        _ = breakpoints.add(.phase(.sendEvent), condition: nil, oneShot: false)
        _ = d.start(&breakpoints)
        #expect(try d.evaluate("event.allTouches.first!.phase", inFrame: 0) == .symbol("began"))
        _ = d.resume(&breakpoints)
        #expect(try d.evaluate("event.allTouches.first!.phase", inFrame: 0) == .symbol("ended"))
        _ = d.reverseContinue(&breakpoints)
        #expect(try d.evaluate("event.allTouches.first!.phase", inFrame: 0) == .symbol("began"))
    }
}
