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

/// Hit tests on imported dumps. Each expected view is worked out in the comment from the
/// dump's printed numbers and UIKit's rules (subviews front to back, the guard before
/// point(inside:), bounds with the max edges outside), not read from HitLab's output.
@Suite struct ImportHitTests {
    func fixtureSession(_ name: String) throws -> Session {
        let s = Session()
        let reply = s.execute("import \(fixtureDump(name))")
        #expect(!reply.isError, "\(reply.error ?? "")")
        return s
    }

    @Test func treeListsAsManyViewsAsEachDumpHas() throws {
        // The window line plus one line a view; f01-f03 have no window root, so a UIWindow is added.
        for (name, views) in [("f01-oleb-ios5-mail-compose.txt", 44), ("f02-navbar-translate-transform.txt", 10), ("f03-uiwebview-ios4-gdb.txt", 13)] {
            let s = try fixtureSession(name)
            #expect(s.execute("tree").output.split(separator: "\n").count == views + 1, "\(name)")
            #expect(s.state.scene.viewNames.count == views)
        }
    }

    @Test func theMailSheetHitsAsUIKitWould() throws {
        let s = try fixtureSession("f01-oleb-ios5-mail-compose.txt")
        // (100, 30): in UINavigationBar (0 20; 320 44) at (100, 10). Front to back its
        // subviews: Send button (265 7; 50 30) misses, Cancel (5 7; 60 30) misses (x 100 > 65),
        // UINavigationItemView (93 8; 133 27) contains it but userInteractionEnabled = NO,
        // the background is NO too: the bar itself.
        #expect(hit(s, 100, 30) == "UINavigationBar_1")
        // (30, 35): bar point (30, 15) is in Cancel (5..65, 7..37); its image and label are NO.
        #expect(hit(s, 30, 35) == "UINavigationButton_1")
        // (290, 50): bar point (290, 30) is in Send (265..315, 7..37).
        #expect(hit(s, 290, 50) == "UINavigationButton_2")
        // (100, 100): wrapper (0 64) → (100, 36) down through the compose view and scroll view
        // (offset 0) to UIView (0 0; 320 132); front to back: MultiView (0 44) misses (y 36),
        // SubjectView (0 88) misses, From and the two later recipient views have alpha 0, the
        // first RecipientView (0 0; 320 44) contains it; in it the text field (45 12; 275 25)
        // covers x 45..320, y 12..37, so (100, 36) is inside.
        #expect(hit(s, 100, 100) == "MFMailRecipientTextField_1")
        // (100, 120): (100, 56) in that UIView; MultiView (0 44; 320 44) is frontmost and
        // contains it at (100, 12); its UILabel (73 9) is NO, the header label (8..67) misses.
        #expect(hit(s, 100, 120) == "MFComposeMultiView_1")
        // (100, 300): (100, 236) in the scroll view: the two image views have alpha 0;
        // TextContentView (0 132; 320 284) holds it, and its BodyField (0 0; 320 284) is frontmost.
        #expect(hit(s, 100, 300) == "MFComposeBodyField_1")
    }

    @Test func theTranslatedNavigationBarRefusesUntilInteractionIsOn() throws {
        let s = try fixtureSession("f02-navbar-translate-transform.txt")
        // The root prints userInteractionEnabled = NO: every point falls to the window.
        #expect(hit(s, 20, 30) == "UIWindow")
        #expect(!s.execute("set CustomNavigationBar_1 interaction=yes").isError)
        // Centre (160, 36 + 12) = (160, 48), bounds 320×56 moved up by 12: (20, 30) is
        // (20, 30 - 48 + 12 + 28) = (20, 22) in the bar, inside the back button (5 18; 44 30),
        // whose image view is NO.
        #expect(hit(s, 20, 30) == "UINavigationButton_1")
        // (20, 14) → (20, 6): above the button; the view (55 5) misses on x, the background is
        // NO: the bar itself. (20, 7.9) → (20, -0.1): above the printed frame's top (8).
        #expect(hit(s, 20, 14) == "CustomNavigationBar_1")
        #expect(hit(s, 20, 7.9) == "UIWindow")
        #expect(hit(s, 20, 63.9) == "CustomNavigationBar_1")
        // The back indicator (8 24; 12.5 20.5) has alpha 0, so (12, 40) → (12, 32) goes to the
        // button (x 5..49, y 18..48) behind it.
        #expect(hit(s, 12, 40) == "UINavigationButton_1")
    }

    @Test func theOldDumpTakesEveryViewAsInteractive() throws {
        let s = try fixtureSession("f03-uiwebview-ios4-gdb.txt")
        // No line prints userInteractionEnabled: all interactive; the browser view is frontmost.
        #expect(hit(s, 10, 10) == "UIWebBrowserView_1")
        #expect(!s.execute("set UIWebBrowserView_1 interaction=no").isError)
        // Then the image view printed just before it, (0 0; 320 30), holds (10, 10).
        #expect(hit(s, 10, 10) == "UIImageView_10")
    }

    static let modernApp = """
    <UIWindow: 0x7f01; frame = (0 0; 375 667); gestureRecognizers = <NSArray: 0x6001>; layer = <UIWindowLayer: 0x6002>>
       | <UITransitionView: 0x7f02; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6003>>
       |    | <UIView: 0x7f03; frame = (0 0; 375 667); autoresize = W+H; layer = <CALayer: 0x6004>>
       |    |    | <UITableView: 0x7f04; frame = (0 100; 375 400); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x6005>; layer = <CALayer: 0x6006>; contentOffset: {0, 120}; contentSize: {375, 880}>
       |    |    |    | <MyApp.ProductCell: 0x7f05; baseClass = UITableViewCell; frame = (0 200; 375 44); layer = <CALayer: 0x6007>>
       |    |    |    |    | <UITableViewCellContentView: 0x7f06; frame = (0 0; 375 44); layer = <CALayer: 0x6008>>
       |    |    |    |    |    | <UILabel: 0x7f07; frame = (16 12; 200 20); text = 'Blue mug'; layer = <_UILabelLayer: 0x6009>>
       |    |    | <UIButton: 0x7f08; frame = (100 560; 175 44); opaque = NO; layer = <CALayer: 0x600a>>
       |    |    |    | <UIButtonLabel: 0x7f09; frame = (60 12; 55 20); text = 'Buy now'; opaque = NO; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x600b>>
       |    |    | <MyApp.Badge: 0x7f0a; frame = (250 540; 60 60); transform = [0, 1, -1, 0, 0, 0]; alpha = nan; layer = <CALayer: 0x600c>>
       |    |    | <MyApp.Spinner: 0x7f0b; frame = (0 0; 100 50); transform = [2, 0, 0, 0.5, 10, 0]; layer = <CALayer: 0x600d>>
    <UINavigationController 0x7e01>, state: appeared, view: <UILayoutContainerView 0x7e02>
       | <MyApp.ShopViewController 0x7e03>, state: appeared, view: <UIView 0x7f03>
    """

    @Test func aModernAppsDumpImportsWithItsWindowControllersAndOffsets() throws {
        let (s, reply) = try importedSession(Self.modernApp)
        #expect(!reply.isError, "\(reply.error ?? "")")
        #expect(reply.output.contains("10 views in a 375×667 UIWindow, 1 controller (ShopViewController_1); the dump's root UIWindow is the window"))
        #expect(s.state.scene.viewNames == ["UITransitionView_1", "UIView_1", "UITableView_1", "ProductCell_1", "UITableViewCellContentView_1", "UILabel_1",
                                            "UIButton_1", "UIButtonLabel_1", "Badge_1", "Spinner_1"])
        let scene = s.state.scene
        #expect(scene[try scene.viewID(named: "UIButton_1")].kind == .button)
        #expect(scene[try scene.viewID(named: "UILabel_1")].isUserInteractionEnabled)   // no `= NO` printed: UIView's default
        // (150, 230): the table (0 100) with content offset 120 → (150, 130 + 120) = (150, 250),
        // below the cell (0 200; 375 44), which ends at 244: the table itself.
        // (150, 210): → (150, 230) → cell (150, 30) → content view → label (16 12; 200 20)
        // covers 16..216 × 12..32: the label, interactive as printed.
        #expect(hit(s, 150, 230) == "UITableView_1")
        #expect(hit(s, 150, 210) == "UILabel_1")
        // (150, 580): the button (100 560; 175 44) at (50, 20); its label (60 12) misses x.
        #expect(hit(s, 150, 580) == "UIButton_1")
    }

    @Test func transformedViewsGetTheirBoundsAndCentreBack() throws {
        let (s, _) = try importedSession(Self.modernApp)
        let scene = s.state.scene
        // A quarter turn of a 60×60 box: bounds 60×60 about (280, 570); alpha nan is visible.
        let badge = scene[try scene.viewID(named: "Badge_1")]
        #expect(badge.center == Point(x: 280, y: 570) && badge.bounds.size == Size(width: 60, height: 60))
        #expect(badge.alpha == 1 && badge.frame == Rect(x: 250, y: 540, width: 60, height: 60))
        // scale(2, 0.5) then +10 in x: the 100×50 box is 50×100 bounds about (50 - 10, 25).
        let spinner = scene[try scene.viewID(named: "Spinner_1")]
        #expect(spinner.center == Point(x: 40, y: 25) && spinner.bounds.size == Size(width: 50, height: 100))
        #expect(spinner.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        // (5, 5) is inside the printed frame; back through the scale it is (-22.5+25, -40+50).
        #expect(hit(s, 5, 5) == "Spinner_1")
    }

    @Test func aFortyFiveDegreeTurnIsTakenAsSquare() throws {
        // cos 45° = 0.7071…: a w×h box turned 45° has a (w+h)/√2 wide bounding box, whatever w - h.
        let (s, reply) = try importedSession("""
        <UIView: 0x1; frame = (0 0; 200 200); layer = <CALayer: 0x2>>
           | <UIView: 0x3; frame = (29.289 29.289; 141.421 141.421); transform = [0.707107, 0.707107, -0.707107, 0.707107, 0, 0]; layer = <CALayer: 0x4>>
        """)
        #expect(!reply.isError)
        let turned = s.state.scene[try s.state.scene.viewID(named: "UIView_2")]
        #expect(abs(turned.bounds.width - 100) < 0.001 && abs(turned.bounds.height - 100) < 0.001)
        #expect(turned.transformSpec.description == "rotate(45)")
        // The diamond's tip at the top is (100, 29.3); (40, 40) is in the box's corner, outside the diamond.
        #expect(hit(s, 100, 35) == "UIView_2")
        #expect(hit(s, 40, 40) == "UIView_1")
    }
}

/// The session of docs/app-developer.md, run for real on the fixture it names.
@Suite struct ReadmeImportExampleTests {
    @Test func theReadmeSessionPrintsWhatItShows() throws {
        let section = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/app-developer.md"), encoding: .utf8)
        let fenced = try #require(section.components(separatedBy: "```").dropFirst().first)
        #expect(fenced.hasPrefix("text\n"))
        let block = fenced.dropFirst(5)
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: fixtureDump("f02-navbar-translate-transform.txt"), toPath: folder + "/navbar.txt")
        let s = Session()
        s.directory = folder
        var expected: [String] = [], actual: [String] = []
        for line in block.split(separator: "\n").map(String.init) {
            if line.hasPrefix("(hitlab) ") {
                let reply = s.execute(String(line.dropFirst(9)))
                actual += [line] + (reply.output.isEmpty ? [] : reply.output.split(separator: "\n").map(String.init))
            }
            expected.append(line)
        }
        #expect(actual == expected)
        #expect(expected.count > 10)
    }
}
