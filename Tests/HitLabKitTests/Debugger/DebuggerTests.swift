import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Motions over a small recorded tap: Outer (0, 0, 100, 100) holding Inner (0, 0, 50, 50),
/// tapped at (10, 10), no overrides.
@Suite struct DebuggerMotionTests {
    func recorded() throws -> Debugger {
        var f = Fixture(width: 100, height: 100)
        try f.view("Outer", 0, 0, 100, 100)
        try f.view("Inner", 0, 0, 50, 50, in: "Outer")
        return Debugger(trace: f.tap(10, 10).trace, classes: f.classes)
    }

    /// Where the cursor is, as `Receiver.selector:line` or `phase NAME`.
    func at(_ d: Debugger) -> String {
        guard !d.isAtEnd else { return "end" }
        if case .phase(let p, let tp) = d.trace.event(at: d.cursor) { return "phase \(p.rawValue) \(tp.rawValue)" }
        let frame = d.frames()[0]
        return "\(d.frameName(frame.call)):\(d.line(of: frame)!)"
    }

    @Test func stepVisitsEveryStopInOrderAndNextSkipsCalls() throws {
        var d = try recorded()
        var none = BreakpointTable()
        var seen: [String] = []
        while true {
            let stop = d.step(&none)
            if stop.reason == .end { break }
            seen.append(at(d))
        }
        #expect(seen.prefix(9) == [
            "phase hardware began", "phase routing began", "phase eventFetch began", "phase eventQueue began", "phase hitTest began",
            "UIWindow.hitTest(_:with:):3", "UIWindow.hitTest(_:with:):6", "UIWindow.point(inside:with:):2", "UIWindow.hitTest(_:with:):10",
        ])
        #expect(seen.contains("Inner.point(inside:with:):2"))
        #expect(seen.last == "AppDelegate.touchesEnded(_:with:):2")

        d = try recorded()
        _ = d.step(&none)                                   // hardware
        var phases: [String] = []
        while d.next(&none).reason != .end { phases.append(at(d)) }
        // The delivery stage runs inside UIApplication.sendEvent → UIWindow.sendEvent, so `next`
        // at the pipeline's level steps over it; `step` goes in.
        #expect(phases == ["phase routing began", "phase eventFetch began", "phase eventQueue began", "phase hitTest began", "phase sendEvent began",
                           "phase hardware ended", "phase routing ended", "phase eventFetch ended", "phase eventQueue ended", "phase sendEvent ended"])
        d = try recorded()
        var stops: [String] = []
        while d.step(&none).reason != .end, stops.count < 200 {
            let here = at(d)
            if here.hasPrefix("phase delivery") || here.hasPrefix("UIApplication.sendEvent") || here.hasPrefix("UIWindow.sendEvent") {
                if stops.last != here { stops.append(here) }
            }
        }
        #expect(stops.prefix(5) == ["UIApplication.sendEvent(_:):2", "UIApplication.sendEvent(_:):3", "UIWindow.sendEvent(_:):3", "UIWindow.sendEvent(_:):7", "phase delivery began"])
    }

    @Test func nextStepFinishAndUntilInsideAMethod() throws {
        var d = try recorded()
        var none = BreakpointTable()
        for _ in 0..<7 { _ = d.step(&none) }
        #expect(at(d) == "UIWindow.hitTest(_:with:):6")
        var copy = d
        _ = copy.next(&none)
        #expect(at(copy) == "UIWindow.hitTest(_:with:):10")        // over point(inside:)
        _ = d.step(&none)
        #expect(at(d) == "UIWindow.point(inside:with:):2")          // into it
        let finishedStop = d.finish(&none)
        let finished = try #require(finishedStop)
        #expect(finished.reason == .finished(frame: "UIWindow.point(inside:with:) [UIView]", value: .bool(true)))
        #expect(at(d) == "UIWindow.hitTest(_:with:):6")                // back at the call, as lldb's finish
        _ = d.next(&none)
        #expect(at(d) == "UIWindow.hitTest(_:with:):10")
        // The window's subview answers, so line 16 is never reached: until stops once the method returns.
        let untilStop = d.until(16, &none)
        #expect(untilStop != nil)
        #expect(at(d) == "phase sendEvent began")
    }

    @Test func reverseMotionsMirrorTheForwardOnes() throws {
        var d = try recorded()
        var none = BreakpointTable()
        for _ in 0..<9 { _ = d.step(&none) }
        #expect(at(d) == "UIWindow.hitTest(_:with:):10")
        var back = d
        _ = back.reverseStep(&none)
        #expect(at(back) == "UIWindow.point(inside:with:):2")       // back into the call's last line
        back = d
        _ = back.reverseNext(&none)
        #expect(at(back) == "UIWindow.hitTest(_:with:):6")          // back over it
        _ = back.step(&none)
        #expect(at(back) == "UIWindow.point(inside:with:):2")
        let reverseFinished = back.reverseFinish(&none)
        #expect(reverseFinished != nil)
        #expect(at(back) == "UIWindow.hitTest(_:with:):6")          // to where it was called
        let start = back.reverseContinue(&none)
        #expect(start.reason == .start)
        #expect(at(back) == "phase hardware began")
        #expect(back.reverseStep(&none).reason == .start)           // nothing before the first stop
        #expect(at(back) == "phase hardware began")
    }

    @Test func endsOfTheTouchAreReportedAndReversible() throws {
        var d = try recorded()
        var none = BreakpointTable()
        #expect(d.resume(&none).reason == .end)
        #expect(d.isAtEnd)
        _ = d.reverseStep(&none)
        #expect(at(d) == "AppDelegate.touchesEnded(_:with:):2")
        _ = d.reverseNext(&none)
        #expect(at(d) == "UIApplication.touchesEnded(_:with:):2")   // the caller's line that made the call
    }

    @Test func framesShowEachCallsPointInItsOwnCoordinates() throws {
        var d = try recorded()
        var bps = BreakpointTable()
        bps.add(.method(.pointInside, className: "Inner"))
        let stop = d.start(&bps)
        #expect(stop.reason == .breakpoint(1))
        let frames = d.frames()
        #expect(frames.map { d.frameName($0.call) } == [
            "Inner.point(inside:with:)", "Inner.hitTest(_:with:)", "Outer.hitTest(_:with:)", "UIWindow.hitTest(_:with:)",
        ])
        #expect(frames.map { d.line(of: $0) } == [2, 6, 12, 12])
        #expect(try d.evaluate("point", inFrame: 0) == .point(Point(x: 10, y: 10)))
        #expect(try d.evaluate("convert(point, to: Outer)", inFrame: 0) == .point(Point(x: 10, y: 10)))
        #expect(try d.evaluate("subviews.count", inFrame: 3) == .int(1))
        #expect(bps.all[0].hits == 1)
    }
}

@Suite struct BreakpointTests {
    func coloured() -> Session { Session(startScript: SampleScenes.colouredViewsScript) }

    @Test func methodBreakpointsStopOncePerSendNotAgainInSuper() {
        let s = coloured()
        #expect(s.execute("break hitTest YellowView").output == "Breakpoint 1: YellowView.hitTest(_:with:)")
        let first = s.execute("tap 180 240")
        #expect(first.output.hasSuffix("Breakpoint 1, YellowView.hitTest(_:with:) [override] · point (100, -40)\n  1 → print(\"hitTest----\\(type(of: self))\")"))
        #expect(s.isPaused)
        let rest = s.execute("continue")
        #expect(rest.output.contains("hit: GreenView"))
        #expect(!rest.output.contains("Breakpoint 1"))
        #expect(!s.isPaused)
        #expect(s.execute("break list").output == "Breakpoint 1: YellowView.hitTest(_:with:) · hit 1 time")
    }

    @Test func conditionsAreEvaluatedInTheStoppedFrame() {
        let s = coloured()
        _ = s.execute("break pointInside if point.y < 0")
        let reply = s.execute("tap 180 240")
        #expect(reply.output.contains("Breakpoint 1, YellowView.point(inside:with:) [UIView] · point (100, -40)"))
        _ = s.execute("kill")
        _ = s.execute("break delete 1")
        _ = s.execute("break pointInside if point.y < -1000")
        #expect(s.execute("tap 180 240").output.hasSuffix("hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate"))
    }

    @Test func aConditionThatFailsStopsAndSaysWhy() {
        let s = coloured()
        _ = s.execute("break pointInside GreenView if nosuchthing > 1")
        #expect(s.execute("tap 80 180").output.contains("could not be evaluated here: unknown name 'nosuchthing'"))
    }

    @Test func conditionsAreCheckedForSyntaxWhenSet() {
        let s = coloured()
        #expect(s.execute("break hitTest if point.x >").error?.hasPrefix("the condition does not parse: expected an expression") == true)
        #expect(s.execute("break list").output == "no breakpoints; `break pointInside YellowView` sets one")
    }

    @Test func oneShotBreakpointsGoAwayAfterTheirStop() {
        let s = coloured()
        #expect(s.execute("tbreak pointInside GreenView").output == "Breakpoint 1: GreenView.point(inside:with:) (once)")
        #expect(s.execute("tap 80 180").output.contains("Breakpoint 1, GreenView.point(inside:with:)"))
        _ = s.execute("continue")
        #expect(s.execute("break list").output.hasPrefix("no breakpoints"))
        #expect(!s.execute("tap 80 180").output.contains("Breakpoint"))
    }

    @Test func pendingBreakpointsBindWhenTheNameExists() {
        let s = coloured()
        #expect(s.execute("break touchesBegan Later").output == "Breakpoint 1: Later.touchesBegan(_:with:) (pending: nothing is called Later yet; it binds when something is)")
        _ = s.execute("view Later 0 0 20 20")
        #expect(s.execute("tap 5 5").output.contains("Breakpoint 1, Later.touchesBegan(_:with:) [UIResponder] · touch at (5, 5)"))
    }

    @Test func disabledBreakpointsDoNotStop() {
        let s = coloured()
        _ = s.execute("break hitTest")
        _ = s.execute("break disable 1")
        #expect(!s.execute("tap 80 180").output.contains("Breakpoint"))
        _ = s.execute("break enable 1")
        #expect(s.execute("tap 80 180").output.contains("Breakpoint 1, UIWindow.hitTest(_:with:) [UIView]"))
        #expect(s.execute("break delete 9").failure == .noSuch(.breakpoint, 9))
    }

    @Test func lineAndPhaseBreakpoints() {
        let s = coloured()
        #expect(s.execute("break UIView.hitTest:16").output == "Breakpoint 1: UIView.hitTest(_:with:) line 16")
        #expect(s.execute("tap 80 180").output.contains("Breakpoint 1, GreenView.hitTest(_:with:) [UIView] · point (20, 40)\n  16 → return self"))
        _ = s.execute("kill")
        _ = s.execute("break delete 1")
        _ = s.execute("break phase sendEvent")
        #expect(s.execute("tap 80 180").output.hasSuffix("Breakpoint 2, ── sendEvent (began): UIApplication.sendEvent(_:) → UIWindow.sendEvent(_:)"))
        #expect(s.execute("break UIView.hitTest:2").error?.hasPrefix("line 2 of UIView.hitTest(_:with:) holds no statement; statements start on lines 3, 4, 6") == true)
    }

    @Test(arguments: [
        ("breakpoint set -n YellowView.hitTest", BreakCommand(action: .set(.method(.hitTest, className: "YellowView"), condition: nil, oneShot: false)) as any CommandUnit),
        ("br s -n hitTest -c \"point.x > 1\" -o", BreakCommand(action: .set(.method(.hitTest, className: nil), condition: "point.x > 1", oneShot: true))),
        ("b pointInside GreenView if point.x > 1", BreakCommand(action: .set(.method(.pointInside, className: "GreenView"), condition: "point.x > 1", oneShot: false))),
        ("b UIView.hitTest:12", BreakCommand(action: .set(.line(className: "UIView", .hitTest, line: 12), condition: nil, oneShot: false))),
        ("br l", BreakCommand(action: .list)),
        ("breakpoint list", BreakCommand(action: .list)),
        ("br del 2", BreakCommand(action: .delete([2]))),
        ("break disable 3", BreakCommand(action: .enable([3], false))),
        ("s", MotionCommand(motion: .step)), ("n", MotionCommand(motion: .next)), ("c", MotionCommand(motion: .continue)),
        ("rs", MotionCommand(motion: .reverseStep)), ("rn", MotionCommand(motion: .reverseNext)), ("rc", MotionCommand(motion: .reverseContinue)),
        ("reverse-finish", MotionCommand(motion: .reverseFinish)),
        ("until 12", UntilCommand(line: 12)), ("bt", BacktraceCommand(count: nil)), ("where", BacktraceCommand(count: nil)), ("f 2", FrameCommand(move: .select(2))),
        ("p convert(point, to: GreenView)", PrintCommand(expression: "convert(point, to: GreenView)")),
        ("print subviews.count", PrintCommand(expression: "subviews.count")),
        ("display point", DisplayCommand(action: .add("point"))), ("watch point.x", WatchCommand(action: .add("point.x"))), ("explain on", ExplainCommand(on: true)),
        ("why WhiteView", WhyCommand(asked: "WhiteView")), ("why", WhyCommand(asked: nil)),
    ])
    func debuggerCommandsAndLldbSpellingsParse(line: String, expected: any CommandUnit) throws {
        #expect(try CommandRegistry.standard.parse(line)?.isSame(as: expected) == true)
    }
}

@Suite struct PausedSessionTests {
    func pausedInYellowPointInside() -> Session { pausedSession() }

    @Test func sceneChangesAndNewTapsWaitUntilThePausedTouchEnds() {
        let s = pausedInYellowPointInside()
        #expect(s.execute("set RedView hidden=yes").error?.hasPrefix("a touch is paused") == true)
        #expect(s.execute("tap 1 1").failure == .touchPaused(changesScene: false))
        #expect(s.execute("tree").status == .ok)             // looking is fine
        #expect(s.execute("kill").output == "the paused touch was abandoned; the scene can change again")
        #expect(s.execute("set RedView hidden=yes").status == .ok)
        #expect(s.execute("step").failure == .noTouchYet)   // the scene change dropped the trace
    }

    @Test func finishShowsTheReturnedValueAndBtShowsTheSends() {
        let s = pausedInYellowPointInside()
        #expect(s.execute("finish").output == "YellowView.point(inside:with:) [UIView] returned false\nYellowView.hitTest(_:with:) [UIView] · point (100, -40)\n  6 → if !self.point(inside: point, with: event) {")
        #expect(s.execute("bt").output.hasPrefix("UIWindow.hitTest → BlackView.hitTest → YellowView.hitTest\n* #0 YellowView.hitTest(_:with:) [UIView] · point (100, -40) · line 6"))
        #expect(s.execute("up").output.hasPrefix("#1 YellowView.hitTest(_:with:) [override] · point (100, -40)"))
        #expect(s.execute("p point").output == "(100, -40)")
        #expect(s.execute("frame 3").output.hasPrefix("#3 BlackView.hitTest(_:with:) [override] · point (160, 160)"))
        #expect(s.execute("p point").output == "(160, 160)")
        #expect(s.execute("frame 9").error == "there are frames 0 to 4; `bt` lists them")
        #expect(s.execute("down").output.hasPrefix("#2 BlackView.hitTest(_:with:) [UIView]"))
        #expect(s.execute("locals").output == "point = (160, 160)\nevent = UIEvent\nsubview = YellowView\nconverted = (100, -40)")
    }

    @Test func continuingPrintsTheRestOfTheOutputAndTheSummary() {
        let s = pausedInYellowPointInside()
        #expect(s.execute("continue").output == """
            hitTest----GreenView
            touchBegan---GreenView
            touchBegan---BlackView
            hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
            (the touch has finished; reverse-step or reverse-continue go back through it)
            """)
        #expect(s.execute("step").error == "the touch has already finished: `reverse-step` or `reverse-continue` go back through it")
        #expect(s.execute("reverse-continue").output.hasPrefix("Breakpoint 1, YellowView.point(inside:with:)"))
    }

    @Test func displaysWatchesAndExplanations() {
        let s = pausedInYellowPointInside()
        #expect(s.execute("display bounds.contains(point)").output == "1: bounds.contains(point) = false")
        #expect(s.execute("explain on").status == .ok)
        let finish = s.execute("finish").output
        #expect(finish.contains("1: bounds.contains(point) = false"))
        _ = s.execute("reverse-step")
        let again = s.execute("step").output
        #expect(again.contains("» (100, -40) is not inside YellowView, so its hitTest returns nil and none of its subviews is asked."))
        // Going back out of hitTest crosses the breakpoint in point(inside:), which stops it.
        #expect(s.execute("reverse-finish").output.hasPrefix("Breakpoint 1, YellowView.point(inside:with:)"))
        #expect(s.execute("list").output.contains("→ 2  return bounds.contains(point)"))
        let watch = s.execute("watch point.x")
        #expect(watch.output == "watch 1: point.x = 100")
    }

    @Test func explanationOfPointInsideNamesBoundsAndConsequence() {
        let s = pausedInYellowPointInside()
        _ = s.execute("explain on")
        _ = s.execute("reverse-step")
        #expect(s.execute("step").output.contains("» (100, -40) is outside YellowView.bounds (0, 0, 215, 220), so point(inside:) returns false and YellowView's subviews are never asked."))
    }

    @Test func whyExplainsAMissAndTheChain() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("tap 180 240")
        #expect(s.execute("why WhiteView").output == """
            WhiteView was never asked: (100, -40) in YellowView's coordinates is outside YellowView.bounds (0, 0, 215, 220), so YellowView's point(inside:) said no and its subviews were never asked (a subview's part outside its parent cannot be hit). YellowView does not clip, so that part is drawn, yet clipping plays no part in hit-testing: clips=yes or no, it cannot be hit.
            WhiteView is not in the responder chain (GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate), so no touchesBegan, touchesMoved or touchesEnded call reaches it for this touch.
            """)
        #expect(s.execute("why GreenView").output.hasPrefix("GreenView is the hit view: the hit test went UIWindow → BlackView → GreenView"))
        #expect(s.execute("why RedView").output.hasPrefix("RedView was never asked: BlackView asks its subviews from the front, and GreenView, in front of RedView, answered first."))
        #expect(s.execute("why Nobody").error?.hasPrefix("no view named 'Nobody'") == true)
    }

    @Test func anErrorInAnOverrideLeavesTheCursorOnItWithTheStackIntact() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("override GreenView.pointInside { return nil }")
        #expect(s.execute("tap 80 180").status == .error)
        #expect(s.execute("bt").output.hasPrefix("UIWindow.hitTest → BlackView.hitTest → GreenView.hitTest → GreenView.point(inside:with:)"))
        _ = s.execute("reverse-step")
        #expect(s.execute("p point").output == "(20, 40)")
    }
}
