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

/// `import FILE` through the session: all or nothing, one line for bad input, and `why`
/// naming what it assumes about an imported view.
@Suite struct ImportCommandTests {
    /// A session on the built-in scene, whose tree must survive any failed import.
    func builtIn() -> Session { Session(startScript: SampleScenes.colouredViewsScript) }

    @Test func aDumpThatCannotBeReadLeavesTheSceneAsItWas() throws {
        let folder = try temporaryFolder()
        let s = builtIn()
        s.directory = folder
        let before = s.execute("tree").output
        try "<UIView: 0x1; frame = (0 0; 10 10)>\n | <UIView: 0x2; frame = (0 0; ten 10)>\n".write(toFile: folder + "/bad.txt", atomically: true, encoding: .utf8)
        try Data([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2]).write(to: URL(fileURLWithPath: folder + "/app.bin"))
        try "just words\n".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/dumps", withIntermediateDirectories: false)
        let cases = [
            ("bad.txt", "bad.txt: line 2: frame = (0 0; ten 10) is not four numbers: expected frame = (X Y; W H), e.g. frame = (0 0; 320 44); nothing was imported"),
            ("app.bin", "app.bin: line 1: not text (a binary file?): import the text `po view.recursiveDescription()` prints in lldb, saved as a file; nothing was imported"),
            ("notes.txt", "notes.txt: no view line in 2 lines: expected lines such as `<UIView: 0x7f9c; frame = (0 0; 375 667); layer = <CALayer: 0x6000>>`, as `po view.recursiveDescription()` prints them; nothing was imported"),
            ("dumps", "dumps: it is a folder: name the text file a `recursiveDescription` dump was saved to; nothing was imported"),
            ("missing.txt", "missing.txt: cannot read it: there is no such file; name the text file a `recursiveDescription` dump was saved to; nothing was imported"),
        ]
        for (file, message) in cases {
            let reply = s.execute("import \(file)")
            #expect(reply.error == message)
            #expect(!reply.error!.contains("\n"))
            #expect(s.execute("tree").output == before)
        }
    }

    @Test func aSecondImportReplacesTheFirstAndNamesStartAgain() throws {
        let (s, _) = try importedSession("<UIView: 0x1; frame = (0 0; 100 100)>\n | <UIButton: 0x2; frame = (0 0; 50 50)>\n")
        #expect(s.state.scene.viewNames == ["UIView_1", "UIButton_1"])
        #expect(!s.execute("import dump.txt").isError)
        #expect(s.state.scene.viewNames == ["UIView_1", "UIButton_1"])
        #expect(!s.execute("window 100 100").isError)
        #expect(s.state[extra: ImportRecord.self] == nil)
    }

    @Test func theReplySaysWhatTheDumpCannotTell() throws {
        let (_, reply) = try importedSession(ImportHitTests.modernApp)
        #expect(reply.output.hasSuffix(ImportWording.limits))
        #expect(reply.output.contains("UITableView_1 scrolls: imported as scroll view at the dump's content offset, so hit-testing follows it and a drag scrolls"))
    }

    /// At a terminal each sentence of the summary wraps between words on its own, keeping the
    /// summary's lines apart; in a script it is written as it is.
    @Test func theSummaryWrapsSentenceBySentenceAtATerminal() throws {
        let folder = try temporaryFolder()
        try ImportHitTests.modernApp.write(toFile: folder + "/dump.txt", atomically: true, encoding: .utf8)
        let s = Session(style: OutputStyle(width: 60, wrapsProse: true))
        s.directory = folder
        let wrapped = s.execute("import dump.txt").output
        let (_, plain) = try importedSession(ImportHitTests.modernApp)
        #expect(wrapped.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 60 }, "\(wrapped)")
        #expect(wrapped.replacingOccurrences(of: "\n", with: " ") == plain.output.replacingOccurrences(of: "\n", with: " "))
        #expect(wrapped.contains("\n" + ImportWording.limits.prefix(20)))
    }

    @Test func whyFlagsWhatItsAnswerAssumes() throws {
        let (s, _) = try importedSession(ImportHitTests.modernApp)
        _ = s.execute("tap 150 580")
        let why = s.execute("why UIButton_1").output
        #expect(why.hasPrefix("UIButton_1 is the hit view"))
        // UIWindow and UIButton are UIKit's; the window printed gestureRecognizers.
        #expect(why.contains("assuming UIButton_1 is enabled: the dump does not say."))
        #expect(why.contains("assuming UIWindow's gesture recognizers do not take the touch: the dump shows it has some, not which."))
        #expect(!why.contains("does not override"))
        // The learner says what they know: a disabled button is no longer assumed enabled.
        _ = s.execute("set UIButton_1 enabled=no")
        _ = s.execute("tap 150 580")
        let after = s.execute("why UIButton_1").output
        #expect(!after.contains("assuming UIButton_1 is enabled"))
        #expect(after.contains("disabled control"))
        // An app's own class may override hitTest: said until the learner writes the override.
        _ = s.execute("tap 280 570")
        #expect(s.execute("why Badge_1").output.contains("assuming Badge_1 (MyApp.Badge) does not override hitTest(_:with:) or point(inside:with:): the dump does not say."))
        _ = s.execute("override Badge_1.pointInside { return false }")
        _ = s.execute("tap 280 570")
        #expect(!s.execute("why Badge_1").output.contains("does not override"))
    }

    /// The assumptions are teaching words, so they follow the learner's language like the rest of `why`.
    @Test func theAssumptionsFollowTheLanguage() throws {
        let (s, _) = try importedSession(ImportHitTests.modernApp)
        _ = s.execute("option lang=zh")
        _ = s.execute("tap 150 580")
        let why = s.execute("why UIButton_1").output
        #expect(why.contains("假定 UIButton_1 是启用的：转储里没有写。"), "\(why)")
        #expect(!why.contains("assuming"))
    }

    @Test func scenesNotImportedAssumeNothing() {
        let s = builtIn()
        _ = s.execute("tap 180 240")
        #expect(!s.execute("why YellowView").output.contains("assuming"))
    }
}

/// `hitlab import FILE --script OUT`: the script rebuilds a scene that hits as the import does.
@Suite struct ImportScriptTests {
    @Test(arguments: ["f01-oleb-ios5-mail-compose.txt", "f02-navbar-translate-transform.txt", "f03-uiwebview-ios4-gdb.txt"])
    func theScriptRebuildsASceneThatHitsTheSame(fixture: String) throws {
        let folder = try temporaryFolder()
        let imported = Session()
        imported.directory = folder
        let reply = imported.importDump(at: fixtureDump(fixture), scriptTo: "scene.hitlab")
        #expect(reply.output.hasSuffix("wrote scene.hitlab: the commands that rebuild this scene (`hitlab run scene.hitlab` or `load scene.hitlab`)."))
        let rebuilt = Session()
        let replies = rebuilt.runScript(try String(contentsOfFile: folder + "/scene.hitlab", encoding: .utf8))
        #expect(replies.allSatisfy { !$0.isError })
        #expect(rebuilt.state.scene.viewNames == imported.state.scene.viewNames)
        // A bare hit test every 16 points, straight through the pipeline.
        func hits(_ s: Session) -> [String] {
            let pipeline = TouchPipeline(scene: s.state.scene, classes: s.state.classes, options: s.state.options)
            let window = s.state.scene[s.state.scene.window].bounds
            return stride(from: 0.5, to: window.width, by: 16).flatMap { x in
                stride(from: 0.5, to: window.height, by: 16).map { y in
                    pipeline.hitTest(at: Point(x: x, y: y), clock: s.state.clock).hitView.map { s.state.scene[$0].name } ?? "nil"
                }
            }
        }
        let expected = hits(imported)
        #expect(hits(rebuilt) == expected)
    }

    /// ROBUSTNESS.md: a script HitLab wrote (its first line the scene header) is replaced;
    /// any other existing file is kept unless forced.
    @Test func anExistingScriptIsKeptUnlessForcedAndItsOwnReplaced() throws {
        let folder = try temporaryFolder()
        try "my notes\n".write(toFile: folder + "/out.hitlab", atomically: true, encoding: .utf8)
        let s = Session()
        s.directory = folder
        let dump = fixtureDump("f02-navbar-translate-transform.txt")
        #expect(s.importDump(at: dump, scriptTo: "out.hitlab").error == "cannot write out.hitlab: it exists and is not a file HitLab wrote; `--force` replaces it, or choose another name")
        #expect(try String(contentsOfFile: folder + "/out.hitlab", encoding: .utf8) == "my notes\n")
        #expect(!s.importDump(at: dump, scriptTo: "out.hitlab", force: true).isError)
        #expect(try String(contentsOfFile: folder + "/out.hitlab", encoding: .utf8).hasPrefix(SceneScript.header + "\n# imported from f02"))
        #expect(!s.importDump(at: dump, scriptTo: "out.hitlab").isError)
        #expect(s.importDump(at: dump, scriptTo: ".").error == "cannot write .: it is a folder; name a file in it, such as ./scene.hitlab")
    }
}
