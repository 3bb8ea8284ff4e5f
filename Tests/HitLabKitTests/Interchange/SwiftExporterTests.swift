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

/// `export swift FILE` against golden files, and the Swift compiler's parser on what it writes.
@Suite struct SwiftExporterTests {
    static let golden = repositoryRoot.appendingPathComponent("Tests/Fixtures/export-swift").path

    /// The scenes the golden files hold, by file name: the built-in scene, one with a control,
    /// a recognizer, a controller, a transform, flags and a body naming another view, and one
    /// with actions as code and recognizers of every sort.
    static let scenes: [(file: String, script: String?, more: [String])] = [
        ("coloured-views.swift", SampleScenes.colouredViewsScript, []),
        ("controls-and-gestures.swift", nil, [
            "window 320 480",
            "view Card 20 40 280 200",
            "button Buy 10 150 120 40 in Card",
            "label Price 140 150 120 40 in Card",
            "view Badge 250 20 40 40",
            "set Badge transform=\"rotate(45) scale(1.5)\" alpha=0.5 clips=yes",
            "set Buy enabled=no exclusive=yes",
            "set Price interaction=yes hidden=yes",
            "set Card bounds=0,10 color=blue",
            "action Buy touchDown",
            "gesture Swipe swipe on Card cancels=no",
            "controller CardController view Card",
            "override Badge.pointInside {\n    // Reach out to the card: \"Card\" in a comment stays.\n    let p = convert(point, to: Card)\n    print(\"Badge asked, Card at \\(Card.frame)\")\n    return Card.bounds.contains(p) || super.point(inside: point, with: event)\n}",
            "override CardController.touchesEnded {\n    print(\"ended in \\(type(of: self))\")\n}",
        ]),
        // Actions that call the learner's methods, every recognizer setting, a failure
        // requirement, a recognizer the learner wrote (its kept values as stored properties)
        // and a delegate method on a built-in one.
        ("moving-and-recognizers.swift", nil, [
            "window 375 667",
            "view Root 0 0 375 667",
            "controller Screen view Root",
            "view Card 20 40 200 200 in Root",
            "button Buy 10 150 120 40 in Card",
            "action Buy touchUpInside buy",
            "gesture Drag pan on Card action=moveCard max=2",
            "gesture Like tap on Card taps=2 cancels=no",
            "gesture Once tap on Card",
            "require Once toFail Like",
            "gesture Hold longpress on Root duration=1.5 movement=20",
            "gesture Back edgepan on Root",
            "gesture Flick swipe on Root direction=left",
            "recognizer Check on Card action=checked delaysBegan=yes",
            "override Check.touchesBegan {\n    if touches.count != 1 {\n        state = .failed\n        return\n    }\n    stroke = 1\n    last = location(in: view)\n}",
            "override Check.touchesMoved {\n    let p = location(in: view)\n    if p.x < last!.x {\n        state = .failed\n    } else if stroke == 1 && p.y < last!.y {\n        stroke = 2\n    }\n    last = p\n}",
            "override Check.touchesEnded { state = stroke == 2 ? .recognized : .failed }",
            "override Check.reset {\n    stroke = nil\n    last = nil\n    super.reset()\n}",
            "override Check.canPrevent { return !(other === Drag) }",
            "override Once.shouldReceive { return touch.tapCount < 3 }",
            "override Card.moveCard {\n    let t = sender.translation(in: superview)\n    center = CGPoint(x: center.x + t.x, y: center.y + t.y)\n    sender.setTranslation(.zero, in: superview)\n}",
            "override Screen.checked { print(\"checked\", Drag.state) }",
            "override Buy.buy { print(\"bought\") }",
        ]),
        // A table whose rows hold a button in a content view, a view added to the cell itself
        // and overrides on a cell and a content view; a scrolled scroll view with settings.
        ("tables-and-scroll-views.swift", nil, [
            "window 375 667",
            "table Feed 0 100 375 264 rows=3 rowHeight=88",
            "button Like 250 20 100 44 in Feed_cell1_content",
            "view Badge 10 10 30 30 in Feed_cell2",
            "set Feed_cell2_content color=yellow",
            "set Feed offset=0,40",
            "override Feed_cell0_content.touchesBegan {\n    print(\"content began\")\n    super.touchesBegan(touches, with: event)\n}",
            "override Feed_cell1.touchesEnded {\n    print(Feed_cell2_content.frame)\n    super.touchesEnded(touches, with: event)\n}",
            "scroll List 0 400 375 200 contentSize=375,1200",
            "set List offset=0,100 delaysContentTouches=no canCancelContentTouches=no",
            "view Item 0 0 375 50 in List",
        ]),
    ]

    func exported(_ scene: (file: String, script: String?, more: [String])) -> String {
        let s = Session(startScript: scene.script)
        for line in scene.more { #expect(!s.execute(line).isError, "\(line)") }
        return SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
    }

    @Test(arguments: scenes.map(\.file))
    func theFileMatchesItsGoldenCopy(file: String) throws {
        let scene = try #require(Self.scenes.first { $0.file == file })
        let expected = try String(contentsOfFile: Self.golden + "/" + file, encoding: .utf8)
        #expect(exported(scene) == expected)
    }

    /// ROBUSTNESS.md: a file carrying HitLab's mark (here its first comment line) is replaced;
    /// any other file only with --force.
    @Test func exportReplacesItsOwnFileAndKeepsAnotherUnlessForced() throws {
        let folder = try temporaryFolder()
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        s.directory = folder
        #expect(s.execute("export swift Scene.swift").output == "wrote Scene.swift: the scene as UIKit code; add it to an iOS app and show SceneViewController")
        _ = s.execute("set RedView hidden=yes")
        #expect(!s.execute("export swift Scene.swift").isError)
        #expect(try String(contentsOfFile: folder + "/Scene.swift", encoding: .utf8).contains("redView.isHidden = true"))
        try "// my own code\n".write(toFile: folder + "/Mine.swift", atomically: false, encoding: .utf8)
        #expect(s.execute("export swift Mine.swift").error == "cannot write Mine.swift: it exists and is not a file HitLab wrote; `--force` replaces it, or choose another name")
        #expect(!s.execute("export swift --force Mine.swift").isError)
        #expect(s.execute("export kotlin x.kt").error?.contains("expected 'swift'") == true)
    }

    /// A table as UIKit builds one (reference §11.10, §11.11): the rows come from a data
    /// source, one UITableViewCell subclass each, whose views go in its contentView, while a
    /// view HitLab put on the cell itself is added to the cell before the contentView exists
    /// (so, since iOS 14, the contentView covers it); the delegate's didSelectRowAt prints what
    /// HitLab prints for a selection. A scroll view keeps its content size, offset and flags.
    @Test func aTableIsExportedWithItsDataSourceAndDelegate() throws {
        let scene = try #require(Self.scenes.first { $0.file == "tables-and-scroll-views.swift" })
        let s = Session()
        for line in scene.more { _ = s.execute(line) }
        #expect(s.execute("tap 100 200").output.contains("Feed: didSelectRowAt 1"))
        _ = s.execute("wait 1")
        #expect(s.execute("tap 100 130").output.contains("Feed: didDeselectRowAt 1\nFeed: didSelectRowAt 0"))
        let file = exported(scene)
        #expect(file.contains("class Feed_cell1: UITableViewCell {"))
        #expect(file.contains("final class TableRows: NSObject, UITableViewDataSource, UITableViewDelegate {"))
        #expect(file.contains("func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {\n        cells.count"))
        #expect(file.contains("let feedRows = TableRows(cells: [feed_cell0, feed_cell1, feed_cell2])"))
        #expect(file.contains("feed.dataSource = feedRows\n        feed.delegate = feedRows"))
        #expect(file.contains("print(\"\\(type(of: tableView)): didSelectRowAt \\(indexPath.row)\")"))
        #expect(file.contains("didDeselectRowAt indexPath: IndexPath) {\n        print(\"\\(type(of: tableView)): didDeselectRowAt \\(indexPath.row)\")"))
        #expect(file.contains("feed.rowHeight = 88") && !file.contains("feed.contentSize"))
        #expect(!file.contains("feed.addSubview(feed_cell"))
        // The button goes in the content view; the badge on the cell, before its contentView.
        #expect(file.contains("let feed_cell1_content = feed_cell1.contentView"))
        #expect(file.contains("feed_cell1_content.addSubview(like)"))
        let badge = try #require(file.range(of: "feed_cell2.addSubview(badge)"))
        let content = try #require(file.range(of: "feed_cell2.contentView"))
        #expect(badge.lowerBound < content.lowerBound)
        // A body naming a content view reaches the cell's.
        #expect(file.contains("print(Feed_cell2.shared!.contentView.frame)"))
        #expect(file.contains("list.contentSize = CGSize(width: 375, height: 1200)\n        list.contentOffset = CGPoint(x: 0, y: 100)"))
        #expect(file.contains("list.delaysContentTouches = false\n        list.canCancelContentTouches = false"))
        #expect(file.contains("feed.contentOffset = CGPoint(x: 0, y: 40)"))
    }

    /// A controller whose view lies inside another controller's view is that controller's
    /// child, as UIKit's containment nests them; one with no controller above is the scene's.
    @Test func aControllerInsideAnotherIsItsChild() {
        let s = Session()
        _ = s.runScript("window 375 667\nview Sheet 0 0 375 667\nview Body 0 64 375 600 in Sheet\ncontroller Outer view Sheet\ncontroller Inner view Body")
        let file = SwiftExporter(scene: s.state.scene, classes: s.state.classes, colour: { Palette.rgb($0) }).render()
        #expect(file.contains("        addChild(outer)\n        outer.view = sheet\n        outer.didMove(toParent: self)"), "\(file)")
        #expect(file.contains("        outer.addChild(inner)\n        inner.view = body\n        inner.didMove(toParent: outer)"), "\(file)")
    }

    @Test func bodiesReachOtherViewsThroughTheirSharedInstance() {
        let rewritten = SwiftExporter.namingViewsThroughShared(
            "if self is Red { return Red.hitTest(convert(point, to: Red), with: event) }\nprint(\"Red \\(Red.frame) \\(type(of: self))\") // Red", names: ["Red": "Red.shared!"])
        #expect(rewritten == "if self is Red { return Red.shared!.hitTest(convert(point, to: Red.shared!), with: event) }\nprint(\"Red \\(Red.shared!.frame) \\(type(of: self))\") // Red")
        #expect(SwiftExporter.variableName("UIButton_1") == "uiButton_1" && SwiftExporter.variableName("BlackView") == "blackView")
        #expect(SwiftExporter.variableName("In") == "in_" && SwiftExporter.variableName("URL") == "url")
    }

    /// A recognizer's kept values become stored properties typed by what is assigned to
    /// them; a value whose form tells nothing is `Any`.
    @Test func keptValuesAreTypedFromWhatIsAssigned() throws {
        let sources: [(MethodKind, String)] = [
            (.touchesBegan, "since = event.timestamp\nn = (n ?? 0) + 1\nlet p = location(in: view)\nlast = p\nstate = .began"),
            (.touchesMoved, "far = abs(p0!.x) > 10\nodd = touches.first\nlabel = \"x \\(n!)\"\nhalf = 0.5"),
        ]
        let bodies = try sources.map { try MethodBody(className: "R", method: $0.0, source: $0.1) }
        let kept = StoredValueTypes(bodies: bodies).names
        #expect(kept.map(\.name) == ["since", "n", "last", "far", "odd", "label", "half"])
        #expect(kept.map(\.type) == ["TimeInterval", "Int", "CGPoint", "Bool", "Any", "String", "CGFloat"])
    }

    /// The compiler, when this machine has one on its PATH.
    static let swiftc: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"]?.split(separator: ":").map { "\($0)/swiftc" } ?? []
        return path.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    @Test(.enabled(if: swiftc != nil, "swiftc is not installed here, so the exported files' syntax is not checked"),
          arguments: scenes.map(\.file))
    func swiftcParsesTheExportedFile(file: String) throws {
        // UIKit is not on Linux, so -parse checks the syntax only; Xcode builds the rest.
        let folder = try temporaryFolder()
        let path = folder + "/" + file
        try exported(try #require(Self.scenes.first { $0.file == file })).write(toFile: path, atomically: true, encoding: .utf8)
        let (status, message) = try Self.parse(path)
        #expect(status == 0, "\(message)")
        #expect(message.isEmpty)
    }

    /// `swiftc -parse FILE`: its exit status and what it wrote to standard error.
    static func parse(_ path: String) throws -> (status: Int32, message: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(swiftc))
        process.arguments = ["-parse", path]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, message)
    }
}
