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

@Suite struct SessionTests {
    func coloured() -> Session { Session(startScript: SampleScenes.colouredViewsScript) }

    func snapshot(_ s: Session) -> String { SceneScript(state: s.state).render() }

    @Test func tapPrintsTheProgramsLinesThenHitAndChain() {
        let s = coloured()
        #expect(s.execute("tap 180 240").text == """
            hitTest----BlackView
            hitTest----YellowView
            hitTest----GreenView
            touchBegan---GreenView
            touchBegan---BlackView
            hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
            """)
    }

    @Test func hittestAndChainAndOutsideTheWindow() {
        let s = coloured()
        #expect(s.execute("hittest 320 550").output.hasSuffix("hit: BlackView"))
        #expect(s.execute("hittest 10 10").output == "hitTest----BlackView\nhit: UIWindow")
        #expect(s.execute("hittest 400 10").output == "hit: nil (no window contains (400, 10))")
        #expect(s.execute("tap 400 10").output == "hit: nil (no window contains (400, 10))")
        #expect(s.execute("chain YellowView").output == "YellowView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate")
        #expect(s.execute("option scene=no").status == .ok)
        #expect(s.execute("chain UIWindow").output == "UIWindow → UIApplication → AppDelegate")
    }

    @Test(arguments: [
        ("view RedView 0 0 1 1", "a view, controller or recognizer named 'RedView' exists already: choose another name, or `remove RedView` first"),
        ("view Extra 0 0 1 1 in YelowView", "no view named 'YelowView' (did you mean YellowView?); `tree` lists the views"),
        ("move BlackView to WhiteView", "cannot put BlackView inside WhiteView: WhiteView is BlackView itself or one of its subviews, which would make a cycle"),
        ("set GreenView enabled=no", "GreenView is a UIView, and only controls (buttons) have enabled; use interaction=no to make a view ignore touches"),
        ("override UIView.hitTest { return nil }", "UIView is UIKit's own class and keeps its methods"),
        ("override Ghost.hitTest { return nil }", "no view or controller named 'Ghost'"),
        ("unoverride RedView.pointInside", "RedView has no override of point(inside:with:)"),
        ("override RedView.hitTest {\n  return nil)\n}", "syntax error in RedView.hitTest(_:with:) at line 1, column 11: expected a new line or ; after the statement, found ')'\n1 | return nil)\n  |           ^"),
        ("remove UIApplication", "UIApplication is part of every scene and cannot be removed"),
        ("front UIWindow", "the window cannot be moved"),
        ("trace", "no touch yet: `tap X Y` first"),
        ("load /nonexistent/scene.hitlab", "cannot read /nonexistent/scene.hitlab"),
    ])
    func errorsLeaveTheSceneAsItWas(line: String, message: String) {
        let s = coloured()
        let before = snapshot(s)
        let reply = s.execute(line)
        #expect(reply.status == .error)
        #expect(reply.error?.hasPrefix(message) == true, "\(reply.error ?? "no error")")
        #expect(snapshot(s) == before)
    }

    @Test func aFailingTapIsAnErrorButKeepsItsTraceForStepping() {
        let s = coloured()
        #expect(s.execute("override GreenView.pointInside { return nil }").status == .ok)
        let reply = s.execute("tap 80 180")
        #expect(reply.status == .error)
        #expect(reply.output == "hitTest----BlackView\nhitTest----YellowView\nhitTest----GreenView")
        #expect(reply.error == "runtime error in GreenView.point(inside:with:): point(inside:with:) must return a Bool, not nil (nil)")
        #expect(s.state.lastDelivery?.error != nil)
        #expect(s.execute("trace").output.contains("error: runtime error in GreenView.point(inside:with:)"))
        #expect(!s.isPaused)
        #expect(s.execute("override GreenView.pointInside { return true }").status == .ok)   // fixing it needs no `kill`
    }

    @Test func theTreeListsActionOverridesAfterUIKitsMethods() {
        let s = Session()
        for line in ["view Field 40 40 200 44", "override Field.paste { print(2) }", "override Field.copy { print(1) }",
                     "override Field.motionEnded { print(0) }"] {
            #expect(s.execute(line).status == .ok, "\(line)")
        }
        #expect(s.execute("tree").output.hasSuffix("Field (40, 40, 200, 44) · overrides motionEnded, copy, paste"))
    }

    @Test func sceneCommandsChangeWhatTheTreeShows() {
        let s = Session()
        for line in ["view Card 10 10 200 100", "button Buy 10 10 80 30 in Card", "label Caption 0 60 200 20 in Card",
                     "controller CardVC view Card", "set Buy enabled=no", "set Card alpha=0.5 bounds=0,20 color=blue",
                     "override Card.touchesBegan { print(1) }"] {
            #expect(s.execute(line).status == .ok, "\(line)")
        }
        #expect(s.execute("tree").output == """
            UIWindow 375×667 · overrides touchesBegan
            └─ Card (10, 10, 200, 100) blue · alpha 0.5 · bounds origin (0, 20) · root view of CardVC · overrides touchesBegan
               ├─ Buy (10, 10, 80, 30) UIButton · disabled
               └─ Caption (0, 60, 200, 20) UILabel · interaction off (UILabel's default)
            """.replacingOccurrences(of: "UIWindow 375×667 · overrides touchesBegan", with: "UIWindow 375×667"))
        #expect(s.execute("back Caption").status == .ok)
        #expect(s.execute("tree").output.contains("├─ Caption"))
        #expect(s.execute("remove Card").status == .ok)
        #expect(s.execute("tree").output == "UIWindow 375×667")
        #expect(s.state.classes.overrides.isEmpty)
        #expect(s.state.scene.controllerNames.isEmpty)
    }

    @Test func resetGoesBackToTheStartingScene() {
        let s = coloured()
        let start = snapshot(s)
        _ = s.execute("remove YellowView")
        _ = s.execute("window 100 100")
        #expect(snapshot(s) != start)
        #expect(s.execute("reset").status == .ok)
        #expect(snapshot(s) == start)
    }

    @Test func saveThenLoadRebuildsTheSameScene() throws {
        let s = coloured()
        for line in ["button Go 1 2 30 40 in RedView", "set Go enabled=no", "set WhiteView hidden=yes alpha=0.25 interaction=no multitouch=yes exclusive=yes bounds=3,4",
                     "controller RootVC view BlackView", "option passes=2 phases=no",
                     "override YellowView.pointInside {\n    // a comment\n    let inset = bounds.insetBy(dx: -10, dy: -10)\n    return inset.contains(point)\n}"] {
            #expect(s.execute(line).status == .ok, "\(line)")
        }
        let directory = TestFolder.path("save")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        s.directory = directory
        #expect(s.execute("save scene.hitlab").output == "saved to scene.hitlab")
        let saved = try String(contentsOfFile: directory + "/scene.hitlab", encoding: .utf8)
        #expect(saved == snapshot(s))

        let other = Session()
        other.directory = directory
        #expect(other.execute("load scene.hitlab").output == "loaded scene.hitlab: 6 views, 11 overrides")
        #expect(snapshot(other) == saved)
        // The same taps give the same output in both.
        for tap in ["tap 180 320", "tap 250 300", "tap 60 130"] {
            #expect(other.execute(tap) == s.execute(tap), "\(tap)")
        }
        // A fresh session built from the file alone matches too.
        #expect(snapshot(Session(startScript: saved)) == saved)
    }

    @Test func loadOfABrokenScriptChangesNothing() throws {
        let path = TestFolder.path("broken", suffix: ".hitlab")
        try "window 100 100\nview A 0 0 10 10\nview A 0 0 5 5\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let s = coloured()
        let before = snapshot(s)
        let reply = s.execute("load \(path)")
        #expect(reply.error == "\(path): line 3: a view, controller or recognizer named 'A' exists already: choose another name, or `remove A` first; nothing was loaded")
        #expect(snapshot(s) == before)
    }

    @Test func scriptsStopAtTheFirstErrorAndNameItsLine() {
        let s = Session()
        let replies = s.runScript("view A 0 0 10 10\n\ntap 5 5\nviw B 0 0 1 1\ntap 1 1\n")
        #expect(replies.count == 3)
        #expect(replies.last?.error == "line 4: unknown command 'viw' (did you mean view?); `help` lists the commands")
    }

    @Test func helpListsEveryCommandAndExplainsOne() {
        let s = Session()
        let all = s.execute("help all").output
        for spec in s.commands.specs { #expect(all.contains("  " + spec.usage), "\(spec.name)") }
        // `help` alone names every command on one screen.
        let short = s.execute("help").output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(short.count <= 22, "\(short.count) lines")
        #expect(short.allSatisfy { DisplayWidth.of($0) <= 80 })
        let words = Set(short.flatMap { $0.split(separator: " ").map(String.init) })
        for spec in s.commands.specs { #expect(words.contains(spec.name), "\(spec.name)") }
        #expect(s.execute("help tap").output.hasPrefix("usage: tap X Y [taps=N] [fingers=N]\n"))
        // A sentence broken across source lines is wrapped as one sentence, not line by line.
        #expect(s.execute("help set").output.contains("identity, applied left to right about the view's centre"))
        #expect(s.execute("help tpa").error == "no command 'tpa' (did you mean tap?); `help` lists them")
    }

    @Test func showSourceListsOverridesAndDefaultsWithLineNumbers() {
        let s = coloured()
        #expect(s.execute("show source BlackView.hitTest").output == """
            // BlackView.hitTest(_:with:): BlackView's override
            override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            1  print("hitTest----\\(type(of: self))")
            2  return super.hitTest(point, with: event)
            }
            """)
        #expect(s.execute("show source UIResponder.touchesEnded").output.contains("2  next?.touchesEnded(touches, with: event)"))
        #expect(s.execute("show source UIControl.hitTest").output.contains("if !isEnabled {"))
        #expect(s.execute("show source WhiteView.pointInside").output.hasPrefix("WhiteView does not override point(inside:with:); it inherits UIView's:"))
        #expect(s.execute("show source Nobody.hitTest").error?.hasPrefix("no view or controller named 'Nobody'") == true)
    }

    @Test func traceShowsTheCallTreeWithReturnsAndWhichImplementationRan() {
        let s = coloured()
        _ = s.execute("tap 180 240")
        let trace = s.execute("trace").output.split(separator: "\n").map(String.init)
        #expect(trace.contains("  BlackView.hitTest(_:with:) (160, 160) [override] → GreenView"))
        #expect(trace.contains("        YellowView.hitTest(_:with:) (100, -40) [UIView] → nil"))
        #expect(trace.contains("          YellowView.point(inside:with:) (100, -40) [UIView] → false"))
        #expect(trace.contains("── hitTest (began): new UITouch: UIWindow.hitTest(_:with:) looks for its view"))
        let withLines = s.execute("trace lines").output
        #expect(withLines.contains("      12| if let hit = subview.hitTest(converted, with: event) {   [point = (160, 160), event = UIEvent, subview = YellowView, converted = (100, -40)]"))
    }

    @Test func drawShowsViewsTouchAndHitWithoutColour() {
        let s = coloured()
        _ = s.execute("tap 180 240")
        let picture = s.execute("draw").output
        #expect(picture.contains("GreenView"))
        #expect(picture.contains("┏"))
        #expect(picture.contains("@"))
        #expect(picture.contains("B BlackView   R RedView   G GreenView   Y YellowView   W WhiteView"))
        #expect(picture.contains("@ last touch (180, 240)"))
        #expect(!picture.contains("\u{1B}["))
        s.style = OutputStyle(colour: true, width: 80)
        #expect(s.execute("draw").output.contains("\u{1B}[48;2;52;199;89m"))   // green's background
        _ = s.execute("set RedView hidden=yes")
        #expect(s.execute("draw").output.contains("R RedView (hidden or transparent)") == false)
        s.style = .plain
        #expect(s.execute("draw").output.contains("R RedView (hidden or transparent)"))
    }

    @Test func drawWritesAnSVG() throws {
        let s = coloured()
        _ = s.execute("tap 180 240")
        let path = TestFolder.path("file", suffix: ".svg")
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(s.execute("draw --svg \(path)").output == "drew the window to \(path)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 375 667\""))
        #expect(svg.contains("<rect x=\"120\" y=\"220\" width=\"120\" height=\"140\" fill=\"rgb(255,255,255)\""))   // WhiteView
        #expect(svg.contains("<circle cx=\"180\" cy=\"240\""))
        #expect(svg.contains("last hit view: GreenView"))
    }
}

@Suite struct CompleterTests {
    let session = Session(startScript: SampleScenes.colouredViewsScript)

    func complete(_ line: String) -> [String] { Completer(session: session).complete(line).candidates }

    @Test func completesCommandsViewsMethodsAndKeys() {
        #expect(complete("ta") == ["table", "tap"])
        #expect(complete("t") == ["table", "tap", "tbreak", "textfield", "textview", "touch", "trace", "tree"])
        #expect(complete("view New 0 0 1 1 in Ye") == ["YellowView"])
        #expect(complete("chain W") == ["WhiteView"])
        #expect(complete("override Gr") == ["GreenView."])
        #expect(complete("override GreenView.po") == ["GreenView.pointInside"])
        // touchesShouldBegin and touchesShouldCancel are UIScrollView's, not a plain view's.
        #expect(complete("override GreenView.touches") == ["GreenView.touchesBegan", "GreenView.touchesCancelled", "GreenView.touchesEnded", "GreenView.touchesEstimatedPropertiesUpdated", "GreenView.touchesMoved"])
        #expect(complete("set RedView al") == ["alpha="])
        #expect(complete("set Re") == ["RedView"])
        #expect(complete("show source UIV") == ["UIView.", "UIViewController."])
        #expect(complete("show source UIBu") == ["UIButton."])
        #expect(complete("help dr") == ["drag", "draw"])
        #expect(complete("break po") == ["pointInside"])
        #expect(complete("break pointInside Ye") == ["YellowView"])
        #expect(complete("break UIV") == ["UIView.", "UIViewController."])
        #expect(complete("override UIB") == [], "UIKit's own classes keep their methods")
        #expect(complete("override UIApp") == ["UIApplication."])
        #expect(complete("tap 1 ") == [])
        #expect(complete("tap 1 2 ") == ["fingers=", "taps="])
        #expect(complete("touch ") == ["cancel", "down", "list", "move", "up", "update"])
        #expect(Completer(session: session).complete("chain Wh").wordStart == 6)
    }

    @Test func completesEveryKeyOfSetAndOptionFromTheirTables() {
        #expect(complete("option ") == ["depth=", "lang=", "passes=", "phases=", "scene=", "steps="])
        // A plain view: every key of the table that UIView has, short and UIKit's; not a control's or a window's.
        let viewKeys = complete("set RedView ")
        #expect(viewKeys.contains("exclusive=") && viewKeys.contains("isExclusiveTouch=") && viewKeys.contains("clips=") && viewKeys.contains("bounds="))
        #expect(!viewKeys.contains("enabled=") && !viewKeys.contains("level="))
        #expect(viewKeys == ViewSettingKey.all.filter { $0.descriptor.owner == "UIView" }.flatMap(\.keys).map { $0 + "=" }.sorted())
        #expect(complete("chain UIWindowS") == ["UIWindowScene"])
    }
}
