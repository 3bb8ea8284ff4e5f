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

/// The other forms a hierarchy dump comes in, each with a fixture written for its test after
/// the tool's format: Cycript's one-line string, snapshot tests' lines without addresses, a
/// depth written as dashes; lines that are not views are counted and named, never dropped
/// silently; a dump's colours and texts reach `export swift`.
@Suite struct DumpFormTests {
    /// Cycript prints the description as one Objective-C string: `\n` between lines, `\"` in a text.
    static let cycript = #"""
    cy# UIApp.keyWindow.recursiveDescription()
    @"<UIWindow: 0x15d2b0; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x15d3c0>>\n   | <UITransitionView: 0x1670a0; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer: 0x167140>>\n   |    | <UILabel: 0x168000; frame = (20 40; 200 21); text = 'Say \"hi\"'; userInteractionEnabled = NO; layer = <CALayer: 0x168100>>\n   |    | <UIButton: 0x169000; frame = (20 100; 120 44); opaque = NO; layer = <CALayer: 0x169100>>"
    """#

    @Test func cycriptsOneLineFormIsUnescapedAndImportsWhole() throws {
        let dump = try RecursiveDescriptionReader().read(Self.cycript)
        #expect(dump.views.map(\.className) == ["UIWindow", "UITransitionView", "UILabel", "UIButton"])
        #expect(dump.views.map(\.parent) == [nil, 0, 1, 1])
        #expect(dump.views[2].text == "Say \"hi\"" && dump.views[3].frame == Rect(x: 20, y: 100, width: 120, height: 44))
        let (s, reply) = try importedSession(Self.cycript)
        #expect(reply.output.hasPrefix("imported dump.txt: 3 views in a 320×480 UIWindow"), "\(reply.output)")
        // The prompt is the one line that is not a view, and the reply says so.
        #expect(reply.output.contains("1 line was not a view and was left out (the first, line 1: `cy# UIApp.keyWindow.recursiveDescription()`)."))
        #expect(hit(s, 30, 110) == "UIButton_1")
    }

    /// swift-snapshot-testing's `.recursiveDescription` strategy prints no addresses.
    static let snapshot = """
    <UIView; frame = (0 0; 320 480); autoresize = W+H; layer = <CALayer>>
       | <UITableView; frame = (0 0; 320 480); clipsToBounds = YES; gestureRecognizers = <NSArray>; layer = <CALayer>; contentOffset: {0, 0}; contentSize: {320, 880}; adjustedContentInset: {0, 0, 0, 0}>
       |    | <UITableViewCell; frame = (0 0; 320 44); text = 'Row 0'; layer = <CALayer>>
       |    | <UITableViewCell; frame = (0 44; 320 44); hidden = YES; layer = <CALayer>>
    """

    @Test func linesWithoutAddressesAreViews() throws {
        let dump = try RecursiveDescriptionReader().read(Self.snapshot)
        #expect(dump.views.map(\.className) == ["UIView", "UITableView", "UITableViewCell", "UITableViewCell"])
        #expect(dump.views.map(\.address) == ["", "", "", ""] && dump.views.map(\.parent) == [nil, 0, 1, 1])
        #expect(dump.views[1].contentSize == Size(width: 320, height: 880) && dump.views[3].isHidden)
        let (s, reply) = try importedSession(Self.snapshot)
        #expect(!reply.isError && !reply.output.contains("left out"), "\(reply.output)")
        #expect(hit(s, 10, 10) == "UITableViewCell_1")
        // The second row is hidden, so a touch on it reaches the table.
        #expect(hit(s, 10, 60) == "UITableView_1")
    }

    /// A depth written as dashes before the class, each line ending with the view's rect in the window.
    static let dashes = """
    <UIWindow: 0x7f1; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x601>> {{0, 0}, {375, 667}}
    -<UIView: 0x7f2; frame = (0 0; 375 667); layer = <CALayer: 0x602>> {{0, 0}, {375, 667}}
    --<UIButton: 0x7f3; frame = (20 100; 120 44); layer = <CALayer: 0x603>> {{20, 100}, {120, 44}}
    --<UIView: 0x7f4; frame = (-10 300; 100 100); layer = <CALayer: 0x604>> {{-10, 300}, {100, 100}}
    --- <UILabel: 0x7f5; frame = (10 10; 80 20); text = 'Inner'; layer = <CALayer: 0x605>> {{0, 310}, {80, 20}}
    -<UIView: 0x7f6; frame = (0 600; 375 67); layer = <CALayer: 0x606>> {{0, 600}, {375, 67}}
    """

    @Test func aDepthWrittenAsDashesIsRead() throws {
        let dump = try RecursiveDescriptionReader().read(Self.dashes)
        #expect(dump.views.map(\.parent) == [nil, 0, 1, 1, 3, 0])
        let (s, reply) = try importedSession(Self.dashes)
        #expect(reply.output.hasPrefix("imported dump.txt: 5 views"), "\(reply.output)")
        // The label is in the second UIView, which starts 10 points left of the window: (0, 310) in it.
        #expect(hit(s, 5, 315) == "UILabel_1" && hit(s, 30, 110) == "UIButton_1" && hit(s, 10, 650) == "UIView_3")
        // A log line's dashes (a date) are not a depth: the view after it is the root.
        let logged = try RecursiveDescriptionReader().read("2026-11-28 09:15:02.123 App[12:34] <UIView: 0x1; frame = (0 0; 10 10); layer = <CALayer: 0x2>>")
        #expect(logged.views.count == 1 && logged.views[0].parent == nil)
    }

    @Test func linesThatAreNotViewsAreCountedAndTheFirstNamed() throws {
        let text = """
        Printing description of self.view:
        <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
           | frame = (0 0; 10 10) with no class before it
           | <UIView: 0x3; frame = (0 0; 50 50); layer = <CALayer: 0x4>>
           | (layer) <CALayer: 0x5>
        """
        let dump = try RecursiveDescriptionReader().read(text)
        #expect(dump.views.count == 2 && dump.otherLines == 3)
        #expect(dump.firstOtherLine == HierarchyDump.OtherLine(number: 1, text: "Printing description of self.view:"))
        let (_, reply) = try importedSession(text)
        #expect(reply.output.contains("3 lines were not views and were left out (the first, line 1: `Printing description of self.view:`)."))
    }

    /// A dump's colours and a label's text, as iOS prints them, in the exported file.
    static let coloured = """
    <UIWindow: 0x1; frame = (0 0; 320 480); layer = <UIWindowLayer: 0x2>>
       | <UIView: 0x3; frame = (0 0; 320 100); backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer = <CALayer: 0x4>>
       |    | <UILabel: 0x5; frame = (10 10; 200 21); text = 'Total: 3'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0x6>>
       | <UIView: 0x7; frame = (0 100; 320 100); backgroundColor = UIExtendedGrayColorSpace 0 0; layer = <CALayer: 0x8>>
       | <UIButton: 0x9; frame = (0 200; 100 44); backgroundColor = <UIDynamicSystemColor: 0xa; name = systemBlueColor>; layer = <CALayer: 0xb>>
       |    | <UIButtonLabel: 0xc; frame = (10 10; 80 20); text = 'Buy'; userInteractionEnabled = NO; layer = <_UILabelLayer: 0xd>>
       | <UIView: 0xe; frame = (0 300; 320 100); backgroundColor = UIExtendedGrayColorSpace 0.5 1; layer = <CALayer: 0xf>>
    """

    @Test func aDumpsColoursAndTextsAreExported() throws {
        let (s, reply) = try importedSession(Self.coloured)
        #expect(!reply.isError, "\(reply.output)")
        func colour(_ name: String) throws -> String? { s.state.scene[try s.state.scene.viewID(named: name)].backgroundColor }
        // Red, clear (alpha 0 is no colour), the system blue, and a gray of 0.5 (128 of 255).
        #expect(try colour("UIView_1") == "#FF0000" && colour("UIView_2") == nil && colour("UIButton_1") == "blue" && colour("UIView_3") == "#808080")
        #expect(!s.execute("export swift Scene.swift").isError)
        let file = try String(contentsOfFile: (s.directory ?? "") + "/Scene.swift", encoding: .utf8)
        #expect(file.contains("        uiView_1.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)\n"))
        #expect(file.contains("        uiButton_1.backgroundColor = UIColor(red: 0, green: 122 / 255.0, blue: 1, alpha: 1)\n"))
        #expect(!file.contains("uiView_2.backgroundColor"))
        #expect(file.contains("        uiLabel_1.text = \"Total: 3\"\n") && file.contains("        uiButtonLabel_1.text = \"Buy\"\n"))
        // The button's title is its label's, a subview of its own: the button gets none.
        #expect(!file.contains("uiButton_1.setTitle"))
        // tree --uikit prints the colours back as the dump did, and they import the same.
        let tree = s.execute("tree --uikit").output
        #expect(tree.contains("<UIView: 0x7f8000000100; frame = (0 0; 320 100); backgroundColor = UIExtendedSRGBColorSpace 1 0 0 1; layer"), "\(tree)")
        let (back, _) = try importedSession(tree)
        #expect(back.state.scene[try back.state.scene.viewID(named: "UIView_3")].backgroundColor == "#808080")
    }

    @Test func aTextIsASwiftLiteralInTheExport() {
        #expect(SwiftExporter.literal("Say \"hi\"\n\\ok\t") == #""Say \"hi\"\n\\ok\t""#)
    }
}
