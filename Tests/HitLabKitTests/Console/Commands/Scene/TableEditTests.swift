import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Changing a table after `table` (reference §11.7, §11.10, §11.11): a table's rows come from
/// its data source, so its cells are laid out by the table (`rowHeight`, as `reloadData` does)
/// and are not the learner's to remove or move; `save` rebuilds what the learner made.
@Suite struct TableEditTests {
    static let scene = "window 375 667\ntable T 0 100 375 300 rows=10"

    func frame(_ s: Session, _ name: String) throws -> Rect {
        s.state.scene[try s.state.scene.viewID(named: name)].frame
    }

    /// §11.7: row i of height h covers content y in [i·h, (i+1)·h). After `set T rowHeight=60`
    /// window y 160 (content y 60) is row 1 and y 159 row 0; contentSize is 10 × 60 = 600.
    @Test func aNewRowHeightLaysTheRowsOutAgain() throws {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("set T rowHeight=60").error == nil)
        #expect(try frame(s, "T_cell3") == Rect(x: 0, y: 180, width: 375, height: 60))
        #expect(try frame(s, "T_cell3_content") == Rect(x: 0, y: 0, width: 375, height: 60))
        #expect(s.state.scene[try s.state.scene.viewID(named: "T")].contentSize == Size(width: 375, height: 600))
        #expect(s.execute("hittest 10 159").output == "hit: T_cell0_content")
        #expect(s.execute("hittest 10 160").output == "hit: T_cell1_content")
        #expect(s.execute("tap 10 160").output.hasPrefix("T: didSelectRowAt 1"))
        #expect(s.execute("p T.rowHeight").output == "60")
    }

    /// A new width lays the rows out as wide as the table, as a table's layout does.
    @Test func aNewFrameLaysTheRowsOutAtItsWidth() throws {
        let s = scriptedSession(Self.scene)
        #expect(s.execute("set T frame=0,100,200,300").error == nil)
        #expect(try frame(s, "T_cell2") == Rect(x: 0, y: 88, width: 200, height: 44))
        #expect(s.execute("hittest 250 110").output == "hit: UIWindow")
    }

    /// `save` writes the new row height on the `table` line, and loading it rebuilds the tree.
    @Test func aNewRowHeightIsSaved() {
        let s = scriptedSession(Self.scene + "\nset T rowHeight=60")
        let script = SceneScript(state: s.state).render()
        #expect(script.contains("table T 0 100 375 300 rows=10 rowHeight=60\n"))
        let rebuilt = scriptedSession(script)
        #expect(rebuilt.execute("tree").output == s.execute("tree").output)
    }

    /// A row height whose rows would be taller than a Double holds is refused, scene unchanged.
    @Test func aRowHeightTooLargeForTheRowsIsRefused() throws {
        let s = scriptedSession(Self.scene)
        let error = s.execute("set T rowHeight=1e308").error ?? ""
        #expect(error.hasPrefix("rowHeight=1e+308 makes T's 10 rows taller than a number can hold"), "\(error)")
        #expect(try frame(s, "T_cell3") == Rect(x: 0, y: 132, width: 375, height: 44))
        #expect(s.execute("table U 0 0 10 10 rows=100 rowHeight=1e307").error?.hasPrefix("rowHeight=1e+307 makes U's 100 rows") == true)
        #expect(s.state.scene.responder(named: "U") == nil)
    }

    /// A cell and its content view are the table's: `remove`, `move`, `front` and `back`
    /// refuse them with one line naming the fix, and the row count `save` writes stays right.
    @Test func cellsAreNotRemovedOrMoved() throws {
        let s = scriptedSession(Self.scene + "\nview Box 0 0 10 10")
        for line in ["remove T_cell2", "remove T_cell2_content", "move T_cell2 to Box", "move T_cell2_content to Box", "front T_cell0", "back T_cell0_content"] {
            let error = s.execute(line).error ?? ""
            #expect(error.contains("belongs to T: a table makes its cells from its rows"), "\(line) → \(error)")
            #expect(error.contains("set T_cell") && !error.contains("\n"))
        }
        #expect(s.state.scene.rowCount(of: try s.state.scene.viewID(named: "T")) == 10)
        #expect(SceneScript(state: s.state).render().contains("table T 0 100 375 300 rows=10\n"))
        // The table itself, and views put in a cell, come and go as any view.
        #expect(s.execute("view Tag 0 0 20 20 in T_cell2_content").error == nil)
        #expect(s.execute("remove Tag").error == nil)
        #expect(s.execute("set T_cell2 frame=0,0,10,10").error?.hasPrefix("T_cell2's frame is T's to lay out") == true)
        #expect(s.execute("remove T").error == nil)
        #expect(s.state.scene.responder(named: "T_cell2") == nil)
    }

    /// A hidden row round-trips through `save`; so does a view brought in front of a cell's
    /// content view after `in CELL` put it behind (§11.11), and it is hit again after loading.
    @Test func saveRoundTripsHiddenRowsAndViewsInFrontOfTheContentView() {
        let s = scriptedSession(Self.scene + """

        set T_cell2 hidden=yes
        button Lost 10 0 60 44 in T_cell4
        button Back 100 0 60 44 in T_cell4
        front Lost
        """)
        #expect(s.execute("hittest 20 290").output == "hit: Lost")
        #expect(s.execute("hittest 110 290").output == "hit: T_cell4_content")
        let script = SceneScript(state: s.state).render()
        let rebuilt = scriptedSession(script)
        #expect(rebuilt.execute("tree").output == s.execute("tree").output)
        #expect(rebuilt.execute("hittest 20 290").output == "hit: Lost")
        #expect(rebuilt.execute("hittest 110 290").output == "hit: T_cell4_content")
        #expect(rebuilt.execute("hittest 20 200").output == "hit: T")
        #expect(SceneScript(state: rebuilt.state).render() == script)
    }

    /// The scroll view's own recognizers come with it (§11.1): `remove` refuses them and says
    /// what turns them off; their settings are saved and loaded.
    @Test func theScrollViewsRecognizersStayAndTheirSettingsAreSaved() {
        let s = scriptedSession(Self.scene + "\nset T.panGestureRecognizer enabled=no\nset T.delayedTouchesBeganGestureRecognizer cancelsTouchesInView=no")
        let error = s.execute("remove T.panGestureRecognizer").error ?? ""
        #expect(error.hasPrefix("T.panGestureRecognizer is T's own recognizer"), "\(error)")
        let script = SceneScript(state: s.state).render()
        #expect(script.contains("set T.panGestureRecognizer enabled=no\n"))
        let rebuilt = scriptedSession(script)
        #expect(SceneScript(state: rebuilt.state).render() == script)
        // A disabled pan never begins: a drag does not scroll.
        _ = rebuilt.execute("drag 50 300 50 150")
        #expect(rebuilt.state.scene[try! rebuilt.state.scene.viewID(named: "T")].bounds.origin == .zero)
    }

    /// touchesShouldBegin and touchesShouldCancel are UIScrollView's (§11.3, §11.4): a scroll
    /// view or table takes an override, any other view or controller is refused in one line,
    /// and completion offers them only after a scroll view's name.
    @Test func theScrollHooksAreOnlyForScrollViews() {
        let s = scriptedSession(Self.scene + "\nscroll S 0 0 100 100\nview V 0 0 10 10\nbutton B 0 0 10 10\ncontroller C view V")
        #expect(s.execute("override T.touchesShouldCancel { return true }").error == nil)
        #expect(s.execute("override S.touchesShouldBegin { return false }").error == nil)
        for name in ["V", "B", "C", "T_cell0", "UIWindow"] {
            let error = s.execute("override \(name).touchesShouldCancel { return true }").error ?? ""
            #expect(error.contains("so it has no touchesShouldCancel(in:): only scroll views and tables"), "\(name) → \(error)")
        }
        let completer = Completer(session: s)
        #expect(completer.complete("override T.touchesShould").candidates == ["T.touchesShouldBegin", "T.touchesShouldCancel"])
        #expect(completer.complete("override V.touchesShould").candidates.isEmpty)
        #expect(completer.complete("override V.touches").candidates.contains("V.touchesBegan"))
        #expect(completer.complete("show source UIScrollView.touchesShould").candidates.count == 2)
        #expect(completer.complete("show source UIView.touchesShould").candidates.isEmpty)
        #expect(s.execute("help override").output.contains("touchesShouldCancel"))
    }
}
