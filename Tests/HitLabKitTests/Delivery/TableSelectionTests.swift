import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Row highlight and selection (reference §11.10), each test from the rule it names. The
/// table is at y = 100 with rows 44 high: window y 160 is row 1, y 200 row 2.
@Suite struct TableSelectionTests {
    static let scene = "window 375 667\ntable T 0 100 375 300 rows=20"

    func printed(_ s: Session, _ line: String) -> [String] {
        let reply = s.execute(line)
        if let e = reply.error { Issue.record("\(line): \(e)") }
        return reply.output.split(separator: "\n").map(String.init).filter {
            !$0.hasPrefix("hit:") && !$0.hasPrefix("finger ") && !$0.hasPrefix("down:") && !$0.hasPrefix("the clock") && $0 != "no fingers down"
        }
    }

    /// A quick tap: the late highlight and the selection both come at the lift; the row ends
    /// selected and no longer highlighted.
    @Test func aTapSelectsTheRowAtTheLift() {
        let s = scriptedSession(Self.scene)
        #expect(printed(s, "tap 50 160") == ["T: didSelectRowAt 1"])
        #expect(s.execute("p T_cell1.isSelected").output == "true")
        #expect(s.execute("p T_cell1.isHighlighted").output == "false")
        #expect(s.execute("p T_cell0.isSelected").output == "false")
    }

    /// A hold highlights the row after the delay, not at touch-down; selection waits for the lift.
    @Test func aHoldHighlightsAfterTheDelayAndSelectsAtTheLift() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("touch down 1 50 160")
        #expect(s.execute("p T_cell1.isHighlighted").output == "false")
        _ = s.execute("wait 0.2")
        #expect(s.execute("p T_cell1.isHighlighted").output == "true")
        #expect(s.execute("p T_cell1.isSelected").output == "false")
        #expect(printed(s, "touch up 1") == ["T: didSelectRowAt 1"])
    }

    /// A drag after the highlight: the pan takes the touch (a cell is not a control), the
    /// highlight goes and nothing is selected; a quick drag never highlights at all.
    @Test func aScrollCancelsTheSelection() {
        let s = scriptedSession(Self.scene)
        _ = s.execute("touch down 1 50 160")
        _ = s.execute("wait 0.2")
        #expect(printed(s, "touch move 1 50 140").isEmpty)
        #expect(s.execute("p T_cell1.isHighlighted").output == "false")
        #expect(printed(s, "touch up 1").isEmpty)
        #expect(printed(s, "drag 50 160 50 100").isEmpty)
        #expect(s.execute("p T_cell1.isSelected").output == "false")
    }

    /// A single-tap recognizer on a cell with cancelsTouchesInView swallows the selection;
    /// with it off the row is selected as well.
    @Test func aTapRecognizerOnTheCellAgainstTheSelection() {
        let s = scriptedSession(Self.scene + "\ngesture Tap tap on T_cell2")
        #expect(printed(s, "tap 50 200") == ["Tap: ended"])
        _ = s.execute("set Tap cancelsTouchesInView=no")
        #expect(printed(s, "tap 50 200") == ["Tap: ended", "T: didSelectRowAt 2"])
    }

    /// A control in the content view consumes the touch: the button fires, the row is
    /// neither highlighted nor selected. One added to the cell itself lies behind the content
    /// view (§11.11), so the tap selects the row instead.
    @Test func aButtonInTheContentViewKeepsItsTouch() {
        let s = scriptedSession(Self.scene + "\nbutton Buy 300 0 60 44 in T_cell3_content\nbutton Lost 10 0 60 44 in T_cell4")
        #expect(printed(s, "tap 310 240") == ["Buy: touchUpInside"])
        #expect(s.execute("p T_cell3.isSelected").output == "false")
        #expect(printed(s, "tap 20 280") == ["T: didSelectRowAt 4"])
    }

    /// Single selection (UITableView's default, allowsMultipleSelection off): selecting a row
    /// deselects the one selected before, and the delegate hears didDeselectRowAt for the old
    /// row before didSelectRowAt for the new one. Tapping the selected row again selects it
    /// again without a deselection.
    @Test func aNewSelectionDeselectsTheOldRow() {
        let s = scriptedSession(Self.scene)
        #expect(printed(s, "tap 50 160") == ["T: didSelectRowAt 1"])
        #expect(printed(s, "tap 50 200") == ["T: didDeselectRowAt 1", "T: didSelectRowAt 2"])
        #expect(s.execute("p T_cell1.isSelected").output == "false")
        #expect(s.execute("p T_cell2.isSelected").output == "true")
        #expect(printed(s, "tap 50 200") == ["T: didSelectRowAt 2"])
        #expect(s.execute("p T_cell2.isSelected").output == "true")
    }

    /// A touch that became a scroll selects nothing, so the row selected before stays selected.
    @Test func aScrollKeepsTheOldSelection() {
        let s = scriptedSession(Self.scene)
        _ = printed(s, "tap 50 160")
        #expect(printed(s, "drag 50 250 50 200").isEmpty)
        #expect(s.execute("p T_cell1.isSelected").output == "true")
    }

    /// Two tables select independently: a row of one does not deselect the other's.
    @Test func eachTableHasItsOwnSelection() {
        let s = scriptedSession(Self.scene + "\ntable U 0 450 375 200 rows=3")
        _ = printed(s, "tap 50 160")
        #expect(printed(s, "tap 50 460") == ["U: didSelectRowAt 0"])
        #expect(s.execute("p T_cell1.isSelected").output == "true")
    }

    /// The methods are UIKit source a learner can read.
    @Test func selectionIsUIKitSource() {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("show source UITableView.touchesEnded").output.contains("didSelectRowAt"))
    }
}
