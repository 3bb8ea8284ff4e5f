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

/// The reader on the real dumps and on each quirk real dumps have, checked against the
/// numbers and nesting printed in the text.
@Suite struct RecursiveDescriptionReaderTests {
    func read(_ text: String) throws(DumpError) -> HierarchyDump { try RecursiveDescriptionReader().read(text) }

    func readFixture(_ name: String) throws -> HierarchyDump {
        try RecursiveDescriptionReader().read(bytes: [UInt8](try Data(contentsOf: URL(fileURLWithPath: fixtureDump(name)))))
    }

    @Test func everyFixtureReadsAsManyViewsAsItPrints() throws {
        // f01: 44 view lines (the two `(layer)` lines are sublayers); f02: 10; f03: 13.
        #expect(try readFixture("f01-oleb-ios5-mail-compose.txt").views.count == 44)
        #expect(try readFixture("f02-navbar-translate-transform.txt").views.count == 10)
        #expect(try readFixture("f03-uiwebview-ios4-gdb.txt").views.count == 13)
    }

    @Test func theMailSheetKeepsItsNestingControllersAndMultiLineText() throws {
        let dump = try readFixture("f01-oleb-ios5-mail-compose.txt")
        let root = dump.views[0]
        #expect(root.className == "UILayoutContainerView" && root.parent == nil && root.line == 7)
        #expect(root.controllerClass == "MFMailComposeViewController")
        let composeView = try #require(dump.views.first { $0.className == "MFMailComposeView" })
        #expect(composeView.controllerClass == "MFMailComposeController" && composeView.baseClass == "UITransitionView")
        let body = try #require(dump.views.first { $0.className == "MFComposeBodyField" })
        #expect(body.text == "\n\nSent from my iPhone")
        #expect(body.frame == Rect(x: 0, y: 0, width: 320, height: 284))
        // The navigation bar is the root's second subview, after the transition view's subtree.
        let bar = try #require(dump.views.firstIndex { $0.className == "UINavigationBar" })
        #expect(dump.views[bar].parent == 0)
        #expect(dump.views.filter { $0.parent == bar }.map(\.className) == ["UINavigationBarBackground", "UINavigationItemView", "UINavigationButton", "UINavigationButton"])
        let scroll = try #require(dump.views.first { $0.className == "MFComposeScrollView" })
        #expect(scroll.contentOffset == Point(x: 0, y: 0) && scroll.clipsToBounds)
        // `XX (<…>)` around an alpha-0 view.
        let faded = dump.views.filter { $0.className == "MFMailComposeRecipientView" }
        #expect(faded.map(\.alpha) == [nil, 0, 0])
        #expect(dump.printsInteraction)
    }

    @Test func theNavigationBarKeepsItsTranslationAndFlags() throws {
        let dump = try readFixture("f02-navbar-translate-transform.txt")
        let root = dump.views[0]
        #expect(root.className == "CustomNavigationBar" && root.baseClass == "UINavigationBar")
        #expect(root.transform == Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -12))
        #expect(!root.isUserInteractionEnabled && root.hasGestureRecognizers)
        #expect(dump.views[2].frame == Rect(x: 0, y: 76, width: 320, height: 0.5) && dump.views[2].parent == 1)
        #expect(dump.views[9].frame == Rect(x: 8, y: 24, width: 12.5, height: 20.5) && dump.views[9].alpha == 0)
    }

    @Test func theOldGdbDumpReadsCollapsedIndentationAndTheFrameWithoutASemicolon() throws {
        let dump = try readFixture("f03-uiwebview-ios4-gdb.txt")
        #expect(dump.views[1].parent == 0)
        #expect(dump.views[2...].allSatisfy { $0.parent == 1 })
        #expect(dump.views[5].frame == Rect(x: 0, y: 0, width: 54, height: 54))
        #expect(dump.views[6].frame == Rect(x: -14.5, y: 14.5, width: 30, height: 1))
        #expect(!dump.printsInteraction)
    }

    @Test func aLineCutShortKeepsTheFieldsItHas() throws {
        let dump = try read("""
        <UIView: 0x1; frame = (0 0; 100 100); layer = <CALayer: 0x2>>
           | <UILabel: 0x3; frame = (10 10; 50 20); hidden = YES; text = 'Hel
           | <UIView: 0x4; frame = (0 50; 100 50); alpha = 0.5; clipsToBounds = Y
        """)
        #expect(dump.views.count == 3)
        #expect(dump.views[1].isHidden && dump.views[1].text == nil)
        #expect(dump.views[2].alpha == 0.5 && !dump.views[2].clipsToBounds)
    }

    @Test func unknownFieldsAreSkippedEvenWithBracketsAndSemicolonsInside() throws {
        let dump = try read("""
        <UIView: 0x1; frame = (0 0; 375 667); backgroundColor = <UIDynamicSystemColor: 0x6; name = systemBackgroundColor>; tag = 7; layer = <CALayer: 0x2>>
           | <UITableView: 0x3; frame = (0 0; 375 667); clipsToBounds = YES; gestureRecognizers = <NSArray: 0x9>; layer = <CALayer: 0x4>; contentOffset: {0, 120}; contentSize: {375, 1000}; adjustedContentInset: {0, 0, 0, 0}; dataSource: <MyApp.ListViewController: 0x5>>
        """)
        #expect(dump.views.count == 2)
        #expect(dump.views[1].contentOffset == Point(x: 0, y: 120) && dump.views[1].contentSize == Size(width: 375, height: 1000))
        #expect(dump.views[1].clipsToBounds && dump.views[1].hasGestureRecognizers && dump.views[1].parent == 0)
    }

    @Test func aLineMoreThanOneLevelDeeperGoesUnderTheNearestShallowerLine() throws {
        let dump = try read("""
        <UIView: 0x1; frame = (0 0; 100 100)>
           |    |    | <UIView: 0x2; frame = (0 0; 10 10)>
           |    | <UIView: 0x3; frame = (0 0; 20 20)>
           | <UIView: 0x4; frame = (0 0; 30 30)>
        """)
        #expect(dump.views.map(\.parent) == [nil, 0, 0, 0])
    }

    @Test func alphaNanIsNotBelowTheThresholdAndSwiftClassesKeepTheirModule() throws {
        let dump = try read("<MyApp.CardView: 0x1; frame = (0 0; 10 10); alpha = nan; layer = <CALayer: 0x2>>")
        #expect(dump.views[0].className == "MyApp.CardView" && dump.views[0].alpha == nil)
        #expect(SceneImporter.baseName("MyApp.CardView") == "CardView")
        #expect(SceneImporter.baseName("SwiftUI._UIHostingView<SwiftUI.AnyView>") == "UIHostingView")
        #expect(SceneImporter.baseName("_TtC5MyApp4Cell") == "TtC5MyApp4Cell")
    }

    @Test func printHierarchyLinesNameControllers() throws {
        let dump = try read("""
        <UIWindow: 0x7f01; frame = (0 0; 375 667); layer = <UIWindowLayer: 0x6>>
           | <UIView: 0x7f02; frame = (0 0; 375 667); layer = <CALayer: 0x7>>
        <UINavigationController 0x7e01>, state: appeared, view: <UILayoutContainerView 0x7e02>
           | <MyApp.ViewController 0x7e03>, state: appeared, view: <UIView 0x7f02>
        """)
        #expect(dump.controllers.map(\.className) == ["UINavigationController", "MyApp.ViewController"])
        #expect(dump.controllers[1].viewAddress == "0x7f02" && dump.controllers[1].line == 4)
    }

    @Test(arguments: [
        ("hello\nworld\n", "no view line in 3 lines"),
        ("<UIView: 0x1; frame = (0 0; 10)>", "line 1: frame = (0 0; 10) is not four numbers"),
        ("<UIView: 0x1; frame = (0 0; 10 10)>\n | <UIView: 0x2; frame = (a b; c d)>", "line 2: frame = (a b; c d) is not four numbers"),
        ("<UIView: 0x1; frame = (0 0; 10 10)>\n | <UIView: 0x2; frame = (0 0; 1", "line 2: frame = (0 0; 1 is not four numbers"),
        ("<UIView: 0x1; frame = (0 0; inf 10)>", "line 1: frame = (0 0; inf 10) is not four numbers"),
        ("<UIView: 0x1; frame = (0 0; 10 10); transform = [1, 0, 0]>", "line 1: transform = [1, 0, 0] is not six numbers"),
    ])
    func badInputNamesTheLineAndWhatWasExpected(text: String, message: String) {
        do {
            _ = try read(text)
            Issue.record("\(text) was read")
        } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test func aBinaryFileIsRefusedAtItsFirstBadLine() {
        var bytes = Array("<UIView: 0x1; frame = (0 0; 10 10)>\n".utf8)
        bytes += [0x7f, 0x45, 0x4c, 0x46, 0x00, 0xff]
        #expect(throws: DumpError(line: 2, "not text (a binary file?): import the text `po view.recursiveDescription()` prints in lldb, saved as a file")) {
            try RecursiveDescriptionReader().read(bytes: bytes)
        }
    }

    @Test func moreViewsThanTheLimitAreRefusedAtTheFirstOneOver() {
        let text = (0..<5).map { " | <UIView: 0x\($0); frame = (0 0; 1 1)>" }.joined(separator: "\n")
        #expect(throws: DumpError(line: 4, "more than 3 views: import part of the hierarchy (the recursiveDescription of one subview)")) {
            try RecursiveDescriptionReader(viewLimit: 3).read(text)
        }
        #expect(RecursiveDescriptionReader.viewLimit == 100_000)
    }
}
