import Foundation
import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit
import HitLabTestSupport

/// What a touch changed stays changed when the scene is edited afterwards. In UIKit setting one
/// property changes that property: a scroll view's contentOffset (its bounds.origin), a
/// view's center, frame or transform that an action set, and a control's isEnabled, alpha or
/// isHidden stay as the touches left them, and so does a table's selection
/// (`tableView(_:didDeselectRowAt:)` goes to the row selected before). Every kind of scene
/// edit starts from the scene as it stands, forwards and in the next touch's history.
@Suite struct SceneEditContinuityTests {
    /// One scene with each kind of runtime change: S is scrolled by a drag, Card is moved by
    /// its pan's action (lesson 5's pattern), Box gets a frame and a transform from its
    /// touchesEnded, B's action turns itself off and fades, Flag's action hides it, and T
    /// has row 2 selected.
    static let scene = """
    window 320 800
    scroll S 0 0 320 100 contentSize=960,100
    view Desk 0 100 320 300
    view Card 40 20 60 60 in Desk
    gesture Drag pan on Card action=moveCard
    override Card.moveCard {
        let t = sender.translation(in: Card.superview)
        Card.center = CGPoint(x: Card.center.x + t.x, y: Card.center.y + t.y)
        sender.setTranslation(.zero, in: Card.superview)
    }
    view Box 200 20 40 40 in Desk
    override Box.touchesEnded {
        frame = CGRect(x: 200, y: 200, width: 80, height: 40)
        transform = CGAffineTransform(scaleX: 2, y: 1)
    }
    control B 0 400 100 40
    action B touchUpInside off
    override B.off { B.isEnabled = false; B.alpha = 0.5 }
    control Flag 100 400 100 40
    action Flag touchUpInside hide
    override Flag.hide { Flag.isHidden = true }
    table T 0 450 320 300 rows=20
    view Spare 300 780 10 10
    """

    /// The touches that make each change.
    static let touches = ["drag 300 50 100 50 4", "drag 70 150 170 150 4", "tap 220 140", "tap 50 420", "tap 150 420", "tap 100 560"]

    /// What `p` says after them, each from UIKit's rule: the drag of 200 points scrolls S by
    /// 200; the card's centre moves by the finger's 100; Box's frame is what the body set,
    /// then scaled 2× about its centre (frame is the transformed bounds); the actions' writes
    /// stay.
    static let facts = [("S.contentOffset", "(200, 0)"), ("Card.center", "(170, 50)"), ("Box.frame", "(160, 200, 160, 40)"),
                        ("B.isEnabled", "false"), ("B.alpha", "0.5"), ("Flag.isHidden", "true")]

    /// One edit of each kind, none of them touching what the touches changed.
    static let edits = ["set Desk alpha=0.9", "set S delaysContentTouches=no", "set Card interaction=yes", "set B color=red",
                        "view Other 300 300 10 10", "move Spare to Desk", "remove Spare", "override Desk.touchesBegan { print(\"desk\") }",
                        "gesture G tap on Desk", "control C 250 0 10 10", "action B touchDown down", "controller VC view Desk",
                        "recognizer R on Desk", "option passes=2"]

    static func changed() -> Session {
        let s = scriptedSession(scene)
        for t in touches { #expect(!s.execute(t).isError, "\(t)") }
        return s
    }

    @Test func theTouchesMakeTheChangesBeforeAnyEdit() {
        let s = Self.changed()
        for (expression, value) in Self.facts { #expect(s.execute("p \(expression)").output == value, "\(expression)") }
    }

    @Test(arguments: edits) func anEditKeepsWhatTheTouchesChanged(_ edit: String) {
        let s = Self.changed()
        let reply = s.execute(edit)
        #expect(!reply.isError, "\(edit): \(reply.text)")
        for (expression, value) in Self.facts { #expect(s.execute("p \(expression)").output == value, "after `\(edit)`: \(expression)") }
        // Hit-testing sees the moved card and the scrolled content; the next row tapped
        // deselects the row the touches selected.
        #expect(s.execute("hittest 170 150").output == "hit: Card", "after `\(edit)`")
        let tap = printed(s, "tap 100 620")
        #expect(tap == ["T: didDeselectRowAt 2", "T: didSelectRowAt 3"], "after `\(edit)`: \(tap)")
    }

    /// The example: a scroll view dragged to (200, 0) stays there when another view is set.
    @Test func aScrollViewStaysWhereItWasDraggedWhenAnotherViewIsSet() {
        let s = scriptedSession("""
        window 320 480
        scroll S 0 0 320 360 contentSize=960,360
        view Pad 0 400 320 80
        drag 300 100 100 100 4
        """)
        #expect(s.execute("p S.contentOffset").output == "(200, 0)")
        _ = s.execute("set Pad hidden=no")
        #expect(s.execute("p S.contentOffset").output == "(200, 0)")
    }

    /// Setting a property of the view a touch changed changes that property only: the scroll
    /// position stays when the scroll view's alpha is set, the card's place when its
    /// interaction is, and a `set` of contentOffset itself wins over the drag.
    @Test(arguments: [("set S alpha=0.5", "S.contentOffset", "(200, 0)"), ("set S alpha=0.5", "S.alpha", "0.5"),
                      ("set B enabled=yes", "B.isEnabled", "true"), ("set B enabled=yes", "B.alpha", "0.5"),
                      ("set S contentOffset=10,0", "S.contentOffset", "(10, 0)"), ("set Box transform=identity", "Box.frame", "(200, 200, 80, 40)")])
    func settingTheChangedViewChangesOnlyThatProperty(_ edit: String, _ expression: String, _ value: String) {
        let s = Self.changed()
        _ = s.execute(edit)
        #expect(s.execute("p \(expression)").output == value)
    }

    /// A failed edit leaves the runtime as it was too.
    @Test func aFailedEditOfTheChangedViewPutsItBack() {
        let s = Self.changed()
        #expect(s.execute("set S alpha=0.5 nonsense=1").isError)
        #expect(s.execute("p S.contentOffset").output == "(200, 0)")
        #expect(s.execute("tree").output.contains("set by a body: bounds = (200, 0, 320, 100)"))
    }

    /// The next touch's recording starts from the scene as it stands, so the debugger shows the
    /// card where the drag left it at every record, back to the first.
    @Test func theNextTouchsHistoryStartsFromTheSceneAsItStands() {
        let s = Self.changed()
        _ = s.execute("view Other 300 300 10 10")
        _ = s.execute("break Card.touchesBegan")
        _ = s.execute("tap 170 150")
        #expect(s.isPaused)
        #expect(s.execute("p Card.center").output == "(170, 50)")
        #expect(s.execute("p S.contentOffset").output == "(200, 0)")
        while !s.execute("reverse-step").isError, let d = s.state.debugger, d.cursor > 0 {}
        #expect(s.execute("p Card.center").output == "(170, 50)")
        #expect(s.execute("p B.isEnabled").output == "false")
    }

    /// `save` writes the scene as it stands: loading the file shows what the touches left, and
    /// `export swift` builds the card where the drag left it.
    @Test func saveAndExportWriteTheSceneAsItStands() throws {
        let dir = TestFolder.path("continuity")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let s = Self.changed()
        s.directory = dir
        _ = s.execute("set Desk alpha=0.9")
        #expect(s.execute("save scene.hitlab").output == "saved to scene.hitlab")
        let loaded = Session()
        loaded.directory = dir
        #expect(!loaded.execute("load scene.hitlab").isError)
        for (expression, value) in Self.facts { #expect(loaded.execute("p \(expression)").output == value, "saved: \(expression)") }
        // The row the tap selected is still selected: the next row tapped deselects it first.
        #expect(printed(loaded, "tap 100 620") == ["T: didDeselectRowAt 2", "T: didSelectRowAt 3"])
        #expect(!s.execute("export swift Scene.swift").isError)
        let text = try String(contentsOfFile: dir + "/Scene.swift", encoding: .utf8)
        #expect(text.contains("CGRect(x: 140, y: 20, width: 60, height: 60)"), "Card's frame where the drag left it")
        // Selected as an app restores a selection: selectRow(at:animated:scrollPosition:) tells
        // the delegate nothing, so nothing prints didSelectRowAt when the scene is built.
        #expect(text.contains(".selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)"), "\(text)")
    }

    /// `table … selected=I` starts with row I selected, telling no delegate; `save` writes it
    /// back; a row that is not one of the table's is refused, naming the rows there are.
    @Test func aTablesSelectedRowIsWrittenAndReadBack() {
        let s = scriptedSession("window 320 480\ntable T 0 0 320 440 rows=5 selected=1")
        #expect(s.execute("p T_cell1.isSelected").output == "true")
        #expect(SceneScript(state: s.state).render().contains("table T 0 0 320 440 rows=5 selected=1"))
        #expect(printed(s, "tap 100 100") == ["T: didDeselectRowAt 1", "T: didSelectRowAt 2"])
        #expect(SceneScript(state: s.state).render().contains("table T 0 0 320 440 rows=5 selected=2"))
        let refused = s.execute("table U 0 0 10 10 rows=3 selected=3")
        #expect(refused.isError && refused.error?.contains("selected=3: write the number of a row, from 0 to 2") == true, "\(refused.text)")
        #expect(s.execute("table V 0 0 10 10 rows=3 selected=x").isError)
    }
}
