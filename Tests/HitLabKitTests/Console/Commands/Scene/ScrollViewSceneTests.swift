import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// Scroll views and tables as scenes (reference §11.6, §11.7, §11.11, §2.3, §2.5): written
/// from the reference's rules, each expectation worked out by hand from them.
@Suite struct ScrollViewSceneTests {
    /// A scroll view at y = 100, 300 high, with content 1000 high and a button at content
    /// y = 150…194.
    static let scrollScene = """
    window 375 667
    scroll S 0 100 375 300 contentSize=375,1000
    button Buy 20 150 100 44 in S
    """

    /// §11.6: contentOffset is bounds.origin; setting one sets the other.
    @Test func contentOffsetIsTheBoundsOrigin() throws {
        let s = scriptedSession(Self.scrollScene)
        #expect(s.execute("set S contentOffset=0,90").error == nil)
        let scene = s.state.scene
        #expect(scene[try scene.viewID(named: "S")].bounds.origin == Point(x: 0, y: 90))
        #expect(s.execute("set S bounds=0,40").error == nil)
        #expect(s.execute("set S offset=0,90").error == nil)
        #expect(s.state.scene[try scene.viewID(named: "S")].bounds.origin == Point(x: 0, y: 90))
    }

    /// §2.3 and §11.7: a window point reaches content at p + contentOffset, so the button at
    /// content y 150 is at window y 100 + 150 − 90 = 160 once scrolled by 90.
    @Test func hitTestingFollowsContentOffset() {
        let s = scriptedSession(Self.scrollScene)
        #expect(s.execute("hittest 50 170").output == "hit: S")          // content y 70: the bare scroll view
        _ = s.execute("set S contentOffset=0,90")
        #expect(s.execute("hittest 50 170").output == "hit: Buy")        // content y 160
        #expect(s.execute("hittest 50 159").output == "hit: S")          // content y 149, above the button
    }

    /// §2.5 and §11.7: content below the visible part cannot be hit, clipsToBounds or not;
    /// scrolled into view it can.
    @Test func contentOutsideTheBoundsIsNeverHit() {
        let s = scriptedSession(Self.scrollScene + "\nbutton Low 20 350 100 44 in S\nset S clipsToBounds=no")
        // Low is at window y 450 unscrolled, below S's bottom edge (400).
        #expect(s.execute("hittest 50 460").output == "hit: UIWindow")
        _ = s.execute("set S contentOffset=0,100")
        #expect(s.execute("hittest 50 360").output == "hit: Low")         // 100 + 350 − 100 = 350
    }

    /// §11.7: convert follows the offset as hit-testing does.
    @Test func convertFollowsContentOffset() throws {
        let s = scriptedSession(Self.scrollScene + "\nset S contentOffset=0,90")
        let scene = s.state.scene
        let buy = try scene.viewID(named: "Buy")
        #expect(scene.convert(Point(x: 50, y: 170), from: nil, to: buy) == Point(x: 30, y: 10))
        #expect(scene.convert(Point(x: 0, y: 0), from: buy, to: nil) == Point(x: 20, y: 160))
    }

    /// §11.6: an offset set by code is stored as given, outside the content or negative; a
    /// content size smaller than the frame is legal.
    @Test func offsetsAreStoredAsGivenAndSmallContentIsLegal() throws {
        let s = scriptedSession(Self.scrollScene)
        #expect(s.execute("set S contentOffset=-40,5000").error == nil)
        #expect(s.state.scene[try s.state.scene.viewID(named: "S")].bounds.origin == Point(x: -40, y: 5000))
        #expect(s.execute("scroll Small 0 0 100 100 contentSize=10,10").error == nil)
        #expect(s.execute("set Small contentSize=0,0").error == nil)
    }

    /// §11.7 and §2.5: scroll views clip their drawing by default; clipping is drawing only.
    @Test func scrollViewsClipByDefault() throws {
        let s = scriptedSession(Self.scrollScene)
        let scene = s.state.scene
        #expect(scene[try scene.viewID(named: "S")].clipsToBounds)
        #expect(ViewState.defaults(for: .tableView).clipsToBounds)
        #expect(!ViewState.defaults(for: .view).clipsToBounds)
    }

    /// The scroll view's switches default to on, as UIKit's (§11.2, §11.4, §11.5).
    @Test func scrollSwitchesDefaultOn() {
        let v = ViewState.defaults(for: .scrollView)
        #expect(v.delaysContentTouches && v.canCancelContentTouches && v.isScrollEnabled)
        #expect(ViewState.defaults(for: .tableView).rowHeight == 44)
    }

    /// `p` prints the offset as a point and a cell's highlight as a Bool.
    @Test func printShowsOffsetAndHighlight() {
        let s = scriptedSession(Self.scrollScene + "\nset S contentOffset=0,90\ntable T 0 400 375 200 rows=3\ntap 50 170")
        #expect(s.execute("p S.contentOffset").output == "(0, 90)")
        #expect(s.execute("p T_cell1.isHighlighted").output == "false")
        #expect(s.execute("p T.rowHeight").output == "44")
        #expect(s.execute("p T_cell7.isHighlighted").error?.hasPrefix("no view named 'T_cell7': T has 3 rows, cells T_cell0 to T_cell2") == true)
    }

    /// §11.7: row i of height h covers content y in [i·h, (i+1)·h); a touch at window y lands
    /// on row ⌊(y − table.minY + contentOffset.y) / h⌋, on the cell's content view.
    @Test func aTouchLandsOnTheRowUnderIt() {
        let s = scriptedSession("window 375 667\ntable T 0 100 375 200 rows=20 rowHeight=50")
        #expect(s.execute("hittest 10 100").output == "hit: T_cell0_content")
        #expect(s.execute("hittest 10 149").output == "hit: T_cell0_content")
        #expect(s.execute("hittest 10 150").output == "hit: T_cell1_content")   // max edge out (§2.2)
        _ = s.execute("set T contentOffset=0,125")
        // (160 − 100 + 125) / 50 = 3.7: row 3.
        #expect(s.execute("hittest 10 160").output == "hit: T_cell3_content")
        let scene = s.state.scene
        #expect(scene[try! scene.viewID(named: "T")].contentSize == Size(width: 375, height: 1000))
    }

    /// §11.11: a view added to the cell itself goes behind the content view, which takes the
    /// touch; one added to the content view is hit.
    @Test func aViewAddedToTheCellIsBehindTheContentView() throws {
        let s = scriptedSession("window 375 667\ntable T 0 0 375 200 rows=3\nbutton Buy 10 0 60 44 in T_cell0\nbutton Ok 200 0 60 44 in T_cell0_content")
        let scene = s.state.scene
        let cell = scene[try scene.viewID(named: "T_cell0")]
        #expect(cell.subviews.map { scene[$0].name } == ["Buy", "T_cell0_content"])
        #expect(s.execute("hittest 20 10").output == "hit: T_cell0_content")
        #expect(s.execute("hittest 210 10").output == "hit: Ok")
    }

    /// Bad input: one clear line each, naming the input and the fix.
    @Test func badInputGetsOneClearLine() {
        let s = scriptedSession(Self.scrollScene + "\ntable T 0 400 375 200 rows=5")
        let cases: [(String, String)] = [
            ("table U 0 0 1 1 rows=100001", "rows=100001 is more than a table here may have: use 0 to 100000"),
            ("table U 0 0 1 1 rows=1.5", "rows=1.5: write a whole number from 0 to 100000"),
            ("table U 0 0 1 1", "missing rows=N, the number of rows (e.g. rows=20)"),
            ("table U 0 0 1 1 rows=2 rowHeight=inf", "rowHeight=inf: write a finite number of points, 0 or more (e.g. rowHeight=60)"),
            ("scroll V 0 0 1 1 contentSize=-1,5", "contentSize=-1,5: write contentSize=W,H with each a finite number, 0 or more, e.g. contentSize=375,2000"),
            ("scroll V 0 0 1 1 contentSize=nan,5", "contentSize=nan,5: write contentSize=W,H with each a finite number, 0 or more, e.g. contentSize=375,2000"),
            ("set S contentOffset=inf,0", "contentOffset=inf,0: write contentOffset=X,Y with finite numbers, e.g. contentOffset=0,100"),
            ("set T_cell9 isHidden=yes", "no view named 'T_cell9': T has 5 rows, cells T_cell0 to T_cell4"),
            ("set Buy contentSize=1,1", "Buy is a UIButton, which has no contentSize (only a UIScrollView has)"),
        ]
        for (line, message) in cases {
            let error = s.execute(line).error ?? ""
            #expect(error.hasPrefix(message), "\(line) → \(error)")
            #expect(!error.contains("\n"))
        }
        // Nothing was added by the failed lines.
        #expect(s.state.scene.responder(named: "U") == nil && s.state.scene.responder(named: "V") == nil)
    }

    /// The same four kinds of bad input (a value that is not finite, a negative content size,
    /// rows= over 100,000, a cell that does not exist) on every path that takes them: `scroll`,
    /// `table`, `set`, `p`, `override`, `show source`, `remove`, `move`, `chain`. Each is one
    /// line naming the input, and the scene is as it was.
    @Test func badInputOnEveryPathLeavesTheSceneAsItWas() {
        let s = scriptedSession(Self.scrollScene + "\ntable T 0 400 375 200 rows=5\nset S contentOffset=0,90")
        _ = s.execute("tap 50 170")
        let before = SceneScript(state: s.state).render()
        let rows = "T has 5 rows, cells T_cell0 to T_cell4"
        let cases: [(String, String)] = [
            ("scroll V 0 0 inf 10", "W must be a finite number, not 'inf'"),
            ("scroll V nan 0 10 10", "X must be a finite number, not 'nan'"),
            ("scroll V 0 0 10 10 contentSize=1e400,5", "contentSize=1e400,5: write contentSize=W,H with each a finite number, 0 or more"),
            ("table V 0 0 10 10 rows=1000000", "rows=1000000 is more than a table here may have: use 0 to 100000"),
            ("table V 0 0 10 10 rows=-1", "rows=-1: write a whole number from 0 to 100000"),
            ("table V 0 0 10 10 rows=5 rowHeight=-1", "rowHeight=-1: write a finite number of points, 0 or more"),
            ("table V 0 0 10 10 rows=5 in T_cell9", "no view named 'T_cell9': " + rows),
            ("set S contentSize=-1,0", "contentSize=-1,0: write contentSize=W,H with each a finite number, 0 or more"),
            ("set S contentSize=0,-0.5", "contentSize=0,-0.5: write contentSize=W,H with each a finite number, 0 or more"),
            ("set S contentOffset=1,nan", "contentOffset=1,nan: write contentOffset=X,Y with finite numbers"),
            ("set T rowHeight=nan", "rowHeight=nan: rowHeight is a number of points, 0 or more"),
            ("set T rowHeight=1e308", "rowHeight=1e+308 makes T's 5 rows taller than a number can hold"),
            ("set T_cell9_content hidden=yes", "no view named 'T_cell9_content': " + rows),
            ("p T_cell9.isSelected", "no view named 'T_cell9': " + rows),
            ("p T_cell5_content.isHighlighted", "no view named 'T_cell5_content': " + rows),
            ("override T_cell9.touchesBegan { }", "no view named 'T_cell9': " + rows),
            ("show source T_cell9.touchesBegan", "no view named 'T_cell9': " + rows),
            ("remove T_cell9", "no view named 'T_cell9': " + rows),
            ("move Buy to T_cell9", "no view named 'T_cell9': " + rows),
            ("chain T_cell9", "no view named 'T_cell9': " + rows),
        ]
        for (line, message) in cases {
            let error = s.execute(line).error ?? ""
            #expect(error.hasPrefix(message), "\(line) → \(error)")
            #expect(!error.contains("\n"), "\(line) → \(error)")
            #expect(SceneScript(state: s.state).render() == before, "\(line) changed the scene")
        }
        // An offset set by `set` is stored as given, outside the content and negative (§11.6),
        // and a content size smaller than the frame is legal.
        #expect(s.execute("set S contentOffset=-1e300,5e300 contentSize=1,1").error == nil)
        #expect(s.state.scene[try! s.state.scene.viewID(named: "S")].bounds.origin == Point(x: -1e300, y: 5e300))
    }

    /// A body that writes a point that is not finite fails in one line naming the numbers; the
    /// authored scene keeps its offset.
    @Test func aBodyWritingAnOffsetThatIsNotFiniteFailsInOneLine() throws {
        let s = scriptedSession(Self.scrollScene + "\noverride Buy.touchesBegan { S.contentOffset = CGPoint(x: 0.0 / 0.0, y: 0) }")
        let error = s.execute("tap 50 270").error ?? ""
        #expect(error.contains("contentOffset takes a CGPoint of finite numbers, not (nan, 0)"), "\(error)")
        #expect(s.state.scene[try s.state.scene.viewID(named: "S")].bounds.origin == .zero)
    }

    /// `save` writes `scroll` and `table` lines (not the cells `table` makes), and loading the
    /// script rebuilds the same tree.
    @Test func saveRebuildsScrollViewsAndTables() {
        let s = scriptedSession(Self.scrollScene + """

        set S contentOffset=0,90 delaysContentTouches=no canCancelContentTouches=no isScrollEnabled=no
        table T 0 400 375 200 rows=4 rowHeight=50
        button X 0 0 40 40 in T_cell1
        view Y 0 0 40 40 in T_cell2_content
        """)
        let script = SceneScript(state: s.state).render()
        #expect(script.contains("scroll S 0 100 375 300\n"))
        #expect(script.contains("table T 0 400 375 200 rows=4 rowHeight=50\n"))
        #expect(!script.contains("view T_cell"))
        let rebuilt = scriptedSession(script)
        #expect(rebuilt.execute("tree").output == s.execute("tree").output)
        #expect(SceneScript(state: rebuilt.state).render() == script)
    }

    /// `tree --uikit` prints a scroll view's contentOffset and contentSize as
    /// `recursiveDescription` does, and a cell's content view under UIKit's class.
    @Test func uikitTreeNamesScrollViewsAndContentViews() {
        let s = scriptedSession(Self.scrollScene + "\nset S contentOffset=0,90\ntable T 0 400 375 200 rows=2")
        let out = s.execute("tree --uikit").output
        #expect(out.contains("contentOffset: {0, 90}; contentSize: {375, 1000}"))
        #expect(out.contains("<T_cell0_content: ") && out.contains("baseClass = UITableViewCellContentView"))
    }
}
