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

/// `load`, `save` and `draw --svg` with files that are not what they seem, and sessions that
/// may not touch files at all.
@Suite struct FileCommandTests {
    func folder() throws -> String {
        let path = TestFolder.path("files")
        try FileManager.default.createDirectory(atPath: path + "/parts", withIntermediateDirectories: true)
        return path
    }

    @Test func aFileThatLoadsItselfStopsWithTheCycleNamed() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "window 100 100\nload self.hitlab\n".write(toFile: dir + "/self.hitlab", atomically: true, encoding: .utf8)
        try "load b.hitlab\n".write(toFile: dir + "/a.hitlab", atomically: true, encoding: .utf8)
        try "load a.hitlab\n".write(toFile: dir + "/b.hitlab", atomically: true, encoding: .utf8)
        let s = Session()
        s.directory = dir
        #expect(s.execute("load self.hitlab").error == "self.hitlab: line 2: self.hitlab loads itself (self.hitlab → self.hitlab); remove the `load` that closes the circle; nothing was loaded")
        #expect(s.execute("load a.hitlab").error?.contains("a.hitlab loads itself (a.hitlab → b.hitlab → a.hitlab)") == true)
    }

    @Test func loadsNestedTooDeepStop() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for n in 0..<20 { try "load f\(n + 1).hitlab\n".write(toFile: dir + "/f\(n).hitlab", atomically: true, encoding: .utf8) }
        let s = Session()
        s.directory = dir
        let error = try #require(s.execute("load f0.hitlab").error)
        #expect(error.contains("f16.hitlab: files load each other more than 16 deep; load the parts from one file instead"))
        #expect(error.hasSuffix("; nothing was loaded"))
    }

    @Test func relativeNamesInALoadedFileStartFromItsFolder() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "window 200 200\nload views.hitlab\n".write(toFile: dir + "/parts/scene.hitlab", atomically: true, encoding: .utf8)
        try "view Inner 0 0 10 10\n".write(toFile: dir + "/parts/views.hitlab", atomically: true, encoding: .utf8)
        let s = Session()
        s.directory = dir
        #expect(s.execute("load parts/scene.hitlab").output == "loaded parts/scene.hitlab: 1 views, 0 overrides")
        #expect(s.state.scene.viewNames == ["Inner"])
    }

    @Test(arguments: ["/dev/zero", "/tmp"])
    func loadRefusesWhatIsNotARegularFile(path: String) {
        let s = Session()
        #expect(s.execute("load \(path)").error == "cannot load \(path): it is not a regular file (a folder, device or pipe); name a script that `save` wrote")
    }

    @Test func loadOfAFIFOSaysSoWithoutWaitingForAWriter() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/pipe", 0o600) == 0)
        #expect(Session().execute("load \(dir)/pipe").error?.hasPrefix("cannot load \(dir)/pipe: it is not a regular file") == true)
    }

    @Test func aSceneOnlySessionWritesAndReadsNoFiles() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let s = try Session.starting(from: SampleScenes.colouredViewsScript, files: .sceneOnly)
        s.directory = dir
        #expect(s.execute("save x.hitlab").error == "save is not allowed here: a graded submission may only build the scene and override methods")
        #expect(s.execute("draw --svg x.svg").error?.hasPrefix("draw --svg is not allowed here") == true)
        #expect(s.execute("load parts/none.hitlab").error?.hasPrefix("load is not allowed here") == true)
        #expect(s.execute("draw").status == .ok)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["parts"])
    }

    @Test func aMoveIndexBeyondAnyIntIsAnError() {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        #expect(s.execute("move WhiteView to BlackView at 1e300").error == "INDEX 1e+300 is far past the last subview; leave `at` out to add it last; usage: move NAME to PARENT [at INDEX]")
    }
}

/// `save` replaces a scene it wrote, and nothing else unless told with `--force`.
@Suite struct SaveOverwriteTests {
    @Test func saveKeepsAFileItDidNotWriteUnlessForced() throws {
        let dir = TestFolder.path("save")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "my notes\n".write(toFile: dir + "/notes.txt", atomically: true, encoding: .utf8)
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        s.directory = dir
        #expect(s.execute("save notes.txt").error == "cannot write notes.txt: it exists and is not a file HitLab wrote; `--force` replaces it, or choose another name")
        #expect(try String(contentsOfFile: dir + "/notes.txt", encoding: .utf8) == "my notes\n")
        #expect(s.execute("save notes.txt --force").output == "saved to notes.txt")
        #expect(try String(contentsOfFile: dir + "/notes.txt", encoding: .utf8).hasPrefix("# HitLab scene\nwindow 375 667\n"))
        // A scene save wrote is replaced without asking, as lldb and pdb write their files.
        #expect(s.execute("save notes.txt").output == "saved to notes.txt")
        #expect(s.execute("save --force scene.hitlab").output == "saved to scene.hitlab")
        #expect(s.execute("save a b").error?.contains("unexpected 'b'") == true)
        #expect(s.execute("help save").output.contains("--force"))
    }
}
