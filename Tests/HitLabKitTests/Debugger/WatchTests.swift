import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// A watch compares its value at consecutive lines of its frame in the direction of motion: it
/// reports where the value changes, once, and going back it reports only changes that happened.
@Suite struct WatchTests {
    /// Stopped in BlackView's `UIView.hitTest` at line 11, its loop on YellowView, watching `subview`.
    func watchingTheLoop() -> Session {
        let s = pausedSession("break UIView.hitTest:11 if self == BlackView")
        #expect(s.execute("watch subview").output == "watch 1: subview = YellowView")
        return s
    }

    @Test func aChangeIsReportedWhereItHappensEvenWhenABreakpointStopsThere() {
        let s = watchingTheLoop()
        #expect(s.execute("continue").output == """
            hitTest----YellowView
            Watch 1: subview: YellowView → GreenView
            Breakpoint 1, BlackView.hitTest(_:with:) [UIView] · point (160, 160)
              11 → let converted = convert(point, to: subview)
            """)
        // Told once: the next motion does not report it again.
        #expect(!s.execute("continue").output.contains("Watch"))
    }

    @Test func goingBackReportsOnlyTheChangeThatHappenedAndForwardAgainMatches() {
        let s = watchingTheLoop()
        _ = s.execute("continue")
        _ = s.execute("continue")
        #expect(!s.execute("reverse-continue").output.contains("Watch"))
        let back = s.execute("reverse-continue").output
        #expect(back.hasPrefix("Watch 1: subview: GreenView → YellowView (going back)\n"))
        let forward = s.execute("continue").output
        #expect(forward.contains("Watch 1: subview: YellowView → GreenView\nBreakpoint 1, BlackView.hitTest(_:with:) [UIView] · point (160, 160)\n  11 →"))
        #expect(!forward.contains("GreenView → YellowView"))
    }

    @Test func steppingReportsTheChangeAtTheFirstLineThatShowsIt() {
        let s = watchingTheLoop()
        _ = s.execute("break delete 1")
        let stops = (0..<4).map { _ in s.execute("next").output }
        #expect(stops[0].hasSuffix("12 → if let hit = subview.hitTest(converted, with: event) {"))
        // The first line of the loop's next pass where `subview` reads GreenView reports it.
        let changed = stops.firstIndex { $0.contains("Watch 1: subview: YellowView → GreenView") }
        #expect(changed != nil)
        #expect(stops.filter { $0.contains("Watch") }.count == 1)
    }
}
