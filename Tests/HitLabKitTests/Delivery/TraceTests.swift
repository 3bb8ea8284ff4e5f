import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

@Suite struct TraceTests {
    /// Renders each record as one line, indented by depth, for record-by-record comparison.
    /// Runtime state changes are left out here; `TouchLifecycleTests` checks them.
    func lines(_ trace: Trace) -> [String] {
        let f = ValueFormatter(scene: trace.scene)
        return (0..<trace.count).compactMap { i -> String? in
            let indent = String(repeating: "  ", count: Int(trace[i].depth))
            switch trace.event(at: i) {
            case .phase(let p, let tp): return "\(indent)phase \(p.rawValue) \(tp.rawValue)"
            case .call(let c, let args):
                return "\(indent)call \(trace.scene.name(of: c.receiver)).\(c.body.method.selector) [\(c.body.className)] \(args.map(f.describe).joined(separator: " "))"
            case .line(let n, let locals):
                return "\(indent)line \(n) " + locals.map { "\($0.name)=\(f.describe($0.value))" }.joined(separator: " ")
            case .returned(let v): return "\(indent)return \(f.describe(v))"
            case .printed(let s): return "\(indent)print \(s)"
            case .action(let c, let e): return "\(indent)action \(trace.scene[c].name) \(e)"
            case .failed(let e): return "\(indent)error \(e.description)"
            case .state: return nil
            }
        }
    }

    @Test func smallTapIsRecordedRecordByRecord() throws {
        var f = Fixture(width: 100, height: 100)
        try f.view("Box", 10, 10, 50, 50)
        try f.override("Box", .touchesBegan, "print(\"began\")\nsuper.touchesBegan(touches, with: event)")
        let trace = f.tap(20, 30).trace
        #expect(lines(trace) == [
            "phase hardware began",
            "phase routing began",
            "phase eventFetch began",
            "phase eventQueue began",
            "phase hitTest began",
            "call UIWindow.hitTest(_:with:) [UIView] (20, 30) UIEvent",
            "  line 3 point=(20, 30) event=UIEvent",
            "  line 6 point=(20, 30) event=UIEvent",
            "  call UIWindow.point(inside:with:) [UIView] (20, 30) UIEvent",
            "    line 2 point=(20, 30) event=UIEvent",
            "  return true",
            "  line 10 point=(20, 30) event=UIEvent",
            "  line 11 point=(20, 30) event=UIEvent subview=Box",
            "  line 12 point=(20, 30) event=UIEvent subview=Box converted=(10, 20)",
            "  call Box.hitTest(_:with:) [UIView] (10, 20) UIEvent",
            "    line 3 point=(10, 20) event=UIEvent",
            "    line 6 point=(10, 20) event=UIEvent",
            "    call Box.point(inside:with:) [UIView] (10, 20) UIEvent",
            "      line 2 point=(10, 20) event=UIEvent",
            "    return true",
            "    line 10 point=(10, 20) event=UIEvent",
            "    line 16 point=(10, 20) event=UIEvent",
            "  return Box",
            "  line 13 point=(20, 30) event=UIEvent subview=Box converted=(10, 20) hit=Box",
            "return Box",
            "phase sendEvent began",
            "call UIApplication.sendEvent(_:) [UIApplication] UIEvent",
            "  line 2 event=UIEvent",
            "  line 3 event=UIEvent window=UIWindow",
            "  call UIWindow.sendEvent(_:) [UIWindow] UIEvent",
            "    line 3 event=UIEvent",
            "    line 7 event=UIEvent",
            "    phase delivery began",
            "    call Box.touchesBegan(_:with:) [Box] {UITouch #1} UIEvent",
            "      line 1 touches={UITouch #1} event=UIEvent",
            "      print began",
            "      line 2 touches={UITouch #1} event=UIEvent",
            "      call Box.touchesBegan(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "        line 2 touches={UITouch #1} event=UIEvent",
            "        call UIWindow.touchesBegan(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "          line 2 touches={UITouch #1} event=UIEvent",
            "          call UIWindowScene.touchesBegan(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "            line 2 touches={UITouch #1} event=UIEvent",
            "            call UIApplication.touchesBegan(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "              line 2 touches={UITouch #1} event=UIEvent",
            "              call AppDelegate.touchesBegan(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "                line 2 touches={UITouch #1} event=UIEvent",
            "              return ()",
            "            return ()",
            "          return ()",
            "        return ()",
            "      return ()",
            "    return ()",
            "  return ()",
            "return ()",
            "phase hardware ended",
            "phase routing ended",
            "phase eventFetch ended",
            "phase eventQueue ended",
            "phase sendEvent ended",
            "call UIApplication.sendEvent(_:) [UIApplication] UIEvent",
            "  line 2 event=UIEvent",
            "  line 3 event=UIEvent window=UIWindow",
            "  call UIWindow.sendEvent(_:) [UIWindow] UIEvent",
            "    line 3 event=UIEvent",
            "    line 7 event=UIEvent",
            "    phase delivery ended",
            "    call Box.touchesEnded(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "      line 2 touches={UITouch #1} event=UIEvent",
            "      call UIWindow.touchesEnded(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "        line 2 touches={UITouch #1} event=UIEvent",
            "        call UIWindowScene.touchesEnded(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "          line 2 touches={UITouch #1} event=UIEvent",
            "          call UIApplication.touchesEnded(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "            line 2 touches={UITouch #1} event=UIEvent",
            "            call AppDelegate.touchesEnded(_:with:) [UIResponder] {UITouch #1} UIEvent",
            "              line 2 touches={UITouch #1} event=UIEvent",
            "            return ()",
            "          return ()",
            "        return ()",
            "      return ()",
            "    return ()",
            "  return ()",
            "return ()",
        ])
    }

    @Test func callsKnowTheirParentsAndWhereTheyEnd() throws {
        var f = Fixture(width: 100, height: 100)
        try f.view("Box", 10, 10, 50, 50)
        let trace = f.tap(20, 30).trace
        let windowHitTest = trace.calls[0]
        #expect(windowHitTest.parent == -1)
        #expect(trace.calls[1].parent == 0)          // the window's point(inside:)
        #expect(trace.calls[2].parent == 0)          // Box.hitTest
        if case .returned(let v) = trace.event(at: Int(windowHitTest.exit)) {
            #expect(v == .object(.view(try f.scene.viewID(named: "Box"))))
        } else {
            Issue.record("the window's hitTest call should end at a return record")
        }
        #expect(trace.calls.allSatisfy { $0.exit > $0.entry })
    }

    @Test func touchesCarryTimestampsFromTheSimulatedClock() throws {
        var f = Fixture()
        try f.view("Timer", 0, 0, 100, 100)
        try f.override("Timer", .touchesBegan, "print(touches.first!.timestamp, touches.first!.phase, event.timestamp)")
        try f.override("Timer", .touchesEnded, "print(touches.first!.timestamp, touches.first!.phase, touches.first!.tapCount)")
        f.clock = SimulatedClock(start: 10)
        #expect(f.tap(5, 5).printedLines == ["10 .began 10", "10.1 .ended 1"])
        #expect(f.clock.now == 10.1)
    }
}
