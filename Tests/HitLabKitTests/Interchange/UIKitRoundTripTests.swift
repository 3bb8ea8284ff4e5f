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

/// `tree --uikit` then `import` gives back the same tree: over the scene after every step of
/// every lesson, and over the imported real dumps.
@Suite struct UIKitRoundTripTests {
    /// The scene `tree --uikit`'s output imports to.
    func reimported(_ s: Session) throws -> Session {
        let text = s.execute("tree --uikit").output
        let (back, reply) = try importedSession(text)
        #expect(!reply.isError, "\(reply.error ?? "")\n\(text)")
        return back
    }

    /// The differences between two scenes' trees, with `rename` mapping a view's name in `a`
    /// to the name it should have in `b`; empty when they are the same.
    func differences(_ a: Scene, _ b: Scene, rename: (String) -> String) -> [String] {
        let (x, y) = (a.treeOrder, b.treeOrder)
        guard x.count == y.count else { return ["\(x.count) views became \(y.count)"] }
        var out: [String] = []
        for (i, j) in zip(x, y) {
            let (v, w) = (a[i], b[j])
            let name = i == a.window ? v.name : rename(v.name)
            func close(_ p: Double, _ q: Double) -> Bool { abs(p - q) < 1e-6 }
            let sameTransform = [(v.transform.a, w.transform.a), (v.transform.b, w.transform.b), (v.transform.c, w.transform.c),
                                 (v.transform.d, w.transform.d), (v.transform.tx, w.transform.tx), (v.transform.ty, w.transform.ty)].allSatisfy(close)
            let same = w.name == name && Self.reads(v.kind, as: w.kind) && close(v.center.x, w.center.x) && close(v.center.y, w.center.y)
                && close(v.bounds.origin.x, w.bounds.origin.x) && close(v.bounds.origin.y, w.bounds.origin.y)
                && close(v.bounds.width, w.bounds.width) && close(v.bounds.height, w.bounds.height) && sameTransform
                && v.isHidden == w.isHidden && v.alphaStorage == w.alphaStorage && v.clipsToBounds == w.clipsToBounds
                && v.isUserInteractionEnabled == w.isUserInteractionEnabled && v.subviews.count == w.subviews.count
                && v.controller.map { rename(a.controller($0).name) } == w.controller.map { b.controller($0).name }
            if !same { out.append("\(v.name) \(v.kind) \(v.frame) became \(w.name) \(w.kind) \(w.frame)") }
        }
        return out
    }

    /// Whether a view of `kind` comes back from a dump as `imported`: the same kind, except that
    /// a dump's table is a scroll view and its cells and their content views plain views (the
    /// README's "What the reader takes from a dump": HitLab's own cells are the rows `table` makes).
    static func reads(_ kind: ViewKind, as imported: ViewKind) -> Bool {
        switch kind {
        case .tableView: imported == .scrollView
        case .tableViewCell, .cellContentView: imported == .view
        default: imported == kind
        }
    }

    @Test func everyLessonsScenesComeBackFromTheirRecursiveDescription() throws {
        let folder = repositoryRoot.appendingPathComponent("lessons")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".md") && $0 != "README.md" }.sorted()
        #expect(files.count >= 5)
        var compared = 0
        for file in files {
            let lesson = LessonDocument(markdown: try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8))
            let s = Session(startScript: SampleScenes.colouredViewsScript)
            var last = ""
            for step in lesson.steps {
                _ = s.execute(step.command)
                // One comparison a distinct scene: the tree changes only when the scene does.
                let now = s.execute("tree --uikit").output
                guard now != last, s.state.scene.windows.count == 1 else { continue }
                last = now
                let back = try reimported(s)
                // The views where they are now: as bodies moved them and scrolls left them.
                let diff = differences(s.state.present.scene, back.state.scene) { $0 + "_1" }
                #expect(diff.isEmpty, "\(file) line \(step.line): \(diff.prefix(3))")
                compared += 1
            }
        }
        #expect(compared >= 20)
    }

    @Test func importedDumpsComeBackWithTheSameNames() throws {
        for name in ["f01-oleb-ios5-mail-compose.txt", "f02-navbar-translate-transform.txt", "f03-uiwebview-ios4-gdb.txt"] {
            let s = Session()
            #expect(!s.execute("import \(fixtureDump(name))").isError)
            let back = try reimported(s)
            #expect(differences(s.state.scene, back.state.scene) { $0 }.isEmpty, "\(name)")
        }
        let (s, _) = try importedSession(ImportHitTests.modernApp)
        let back = try reimported(s)
        #expect(differences(s.state.scene, back.state.scene) { $0 }.isEmpty)
        #expect(back.execute("tree --uikit").output == s.execute("tree --uikit").output)
    }

    @Test func theFormatIsUIKitsOwn() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        _ = s.execute("button Buy 10 10 80 30 in RedView")
        _ = s.execute("set Buy hidden=yes alpha=0.5")
        _ = s.execute("set GreenView transform=\"rotate(90)\" interaction=no")
        let lines = s.execute("tree --uikit").output.split(separator: "\n").map(String.init)
        // A view with a colour prints it as sRGB components out of 1, before the layer: gray is (142, 142, 147).
        #expect(lines[0] == "<UIWindow: 0x7f8000000000; frame = (0 0; 375 667); backgroundColor = UIExtendedSRGBColorSpace 1 1 1 1; layer = <UIWindowLayer: 0x600000200000>>")
        #expect(lines[1] == "   | <BlackView: 0x7f8000000100; frame = (20 80; 335 500); backgroundColor = UIExtendedSRGBColorSpace 0.556863 0.556863 0.576471 1; layer = <CALayer: 0x600000200100>>")
        #expect(lines.contains("   |    |    | <Buy: 0x7f8000000600; baseClass = UIButton; frame = (10 10; 80 30); hidden = YES; alpha = 0.5; layer = <CALayer: 0x600000200600>>"))
        // A quarter turn of 200×120 about (140, 120): the printed frame is 120×200.
        #expect(lines.contains("   |    | <GreenView: 0x7f8000000300; frame = (80 20; 120 200); bounds = (0 0; 200 120); transform = [0, 1, -1, 0, 0, 0]; userInteractionEnabled = NO; backgroundColor = UIExtendedSRGBColorSpace 0.203922 0.780392 0.34902 1; layer = <CALayer: 0x600000200300>>"))
    }
}
