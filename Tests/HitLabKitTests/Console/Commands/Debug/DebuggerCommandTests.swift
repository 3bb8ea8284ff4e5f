import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// The debugger's commands as lldb users type them: counts, several numbers, `all`.
@Suite struct DebuggerCommandTests {
    func pausedInYellowPointInside() -> Session { PausedSessionTests().pausedInYellowPointInside() }

    @Test func btNShowsTheInnermostFramesAndUpDownTakeCounts() {
        let s = pausedInYellowPointInside()
        let two = s.execute("bt 2").output.split(separator: "\n")
        #expect(two.count == 4)
        #expect(two[1].hasPrefix("* #0 YellowView.point(inside:with:)"))
        #expect(two[2].hasPrefix("  #1 "))
        #expect(two[3] == "  … 4 outer frames (`bt` shows the outermost too)")
        #expect(s.execute("up 2").output.hasPrefix("#2 YellowView.hitTest(_:with:) [override]"))
        #expect(s.execute("up 9223372036854775807").output.hasPrefix("#5 UIWindow.hitTest(_:with:)"))
        #expect(s.execute("up").failure == .frameEdge(outermost: true))
        #expect(s.execute("down 3").output.hasPrefix("#2 "))
        #expect(s.execute("bt 0").error?.hasPrefix("N is a whole number of frames, 1 or more, not '0'") == true)
    }

    @Test func aDeepStacksBacktraceElidesItsMiddle() throws {
        let s = Session()
        for line in ["view Loopy 0 0 100 100", "option depth=100", "override Loopy.hitTest { return hitTest(point, with: event) }"] {
            #expect(s.execute(line).status == .ok, "\(line)")
        }
        #expect(s.execute("tap 10 10").isError)
        let bt = s.execute("bt").output.split(separator: "\n").map(String.init)
        // The stepped frames, then the hit test's system functions (a heading and four).
        #expect(bt.count == 1 + 10 + 1 + 10 + 1 + 4)
        #expect(bt[22] == "  under them, UIKit's private functions (not steppable):")
        #expect(bt[10].hasPrefix("  #9 Loopy.hitTest"))
        let hidden = try #require(bt[11].split(separator: " ").dropFirst().first.flatMap { Int($0) })
        #expect(bt[11] == "  … \(hidden) frames … (`bt N` shows the innermost N)")
        #expect(bt[12].hasPrefix("  #\(hidden + 10) "))
        #expect(bt[21].hasPrefix("  #\(hidden + 19) UIWindow.hitTest"))
        #expect(s.execute("bt 3").output.split(separator: "\n").count == 1 + 3 + 1)
    }

    @Test func breakDeleteTakesSeveralNumbersOrAllAndDeleteIsTheSame() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        for _ in 0..<4 { _ = s.execute("break hitTest") }
        #expect(s.execute("break delete").error == "say which: `break delete N …` with numbers from `break list`, or `break delete all`; usage: break METHOD [NAME] [if EXPR] | break CLASS.METHOD[:LINE] | break phase P")
        #expect(s.execute("br del 1 2").output == "deleted breakpoints 1 and 2")
        #expect(s.execute("delete 3 9").failure == .noSuch(.breakpoint, 9))
        #expect(s.execute("break list").output.split(separator: "\n").count == 2)   // nothing deleted by a failed delete
        #expect(s.execute("delete 3").output == "deleted breakpoint 3")
        #expect(s.execute("break disable 4").output == "disabled breakpoint 4")
        #expect(s.execute("break delete all").output == "deleted every breakpoint (1)")
        #expect(s.execute("delete all").error == "there are no breakpoints to change; `break pointInside YellowView` sets one")
    }

    @Test func watchListAndWatchDelete() {
        let s = pausedInYellowPointInside()
        #expect(s.execute("watch list").output == "no watches; `watch EXPR` in a stopped frame adds one")
        #expect(s.execute("watch point.x").output == "watch 1: point.x = 100")
        #expect(s.execute("watch list").output == "1: point.x in YellowView.point(inside:with:) = 100")
        #expect(s.execute("watch delete 2").failure == .noSuch(.watch, 2))
        #expect(s.execute("watch delete 1").output == "deleted watch 1")
        #expect(s.execute("watch list").output.hasPrefix("no watches"))
    }
}
