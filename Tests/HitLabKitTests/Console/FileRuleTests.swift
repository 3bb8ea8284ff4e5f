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

/// `AtomicFile`'s rule, for every writer a session has (`save`, `trace --html`, `draw --svg`,
/// `export swift`, `check --html`) and HitLab's own files (progress, work, history), against each kind of
/// target: a file HitLab did not write, a read-only file, a symbolic link, a FIFO, a folder,
/// a missing folder, the command's own input. The front end's writers (`transcript html`,
/// `transcript record`, `check --update`) have theirs in `hitlabTests/FileRuleBinaryTests`.
@Suite struct FileRuleTests {
    /// A command that writes a file, with what it needs run first.
    struct Writer: CustomTestStringConvertible, Sendable {
        let name: String
        let setup: [String]
        let command: @Sendable (String) -> String
        var testDescription: String { name }
    }

    static let writers = [
        Writer(name: "save", setup: [], command: { "save \($0)" }),
        Writer(name: "trace --html", setup: ["tap 180 240"], command: { "trace --html \($0)" }),
        Writer(name: "draw --svg", setup: [], command: { "draw --svg \($0)" }),
        Writer(name: "export swift", setup: [], command: { "export swift \($0)" }),
    ]

    /// A fresh folder and a session working in it.
    func session(_ writer: Writer) -> (Session, String) {
        let folder = TestFolder.path("rule")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        s.directory = folder
        for line in writer.setup { _ = s.execute(line) }
        return (s, folder)
    }

    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    func type(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }
    func permissions(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o777 : 0
    }

    @Test(arguments: writers)
    func aNewFileIsWrittenAndItsOwnFileReplaced(writer: Writer) throws {
        let (s, folder) = session(writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(!s.execute(writer.command("out")).isError)
        #expect(!s.execute(writer.command("out")).isError)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out"])
    }

    @Test(arguments: writers)
    func aFileHitLabDidNotWriteIsKeptUnlessForced(writer: Writer) throws {
        let (s, folder) = session(writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "notes\n".write(toFile: folder + "/out", atomically: false, encoding: .utf8)
        #expect(s.execute(writer.command("out")).error == "cannot write out: it exists and is not a file HitLab wrote; `--force` replaces it, or choose another name")
        #expect(try contents(folder + "/out") == "notes\n")
        #expect(!s.execute(writer.command("out --force")).isError)
        #expect(try contents(folder + "/out") != "notes\n")
    }

    @Test(arguments: writers)
    func aReadOnlyFileIsKeptUnlessForcedAndStaysReadOnly(writer: Writer) throws {
        let (s, folder) = session(writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(!s.execute(writer.command("out")).isError)
        let first = try contents(folder + "/out")
        chmod(folder + "/out", 0o444)
        try "x".write(toFile: folder + "/other", atomically: false, encoding: .utf8)
        #expect(s.execute(writer.command("out")).error == "cannot write out: it is read-only; `--force` replaces it (and it stays read-only), or choose another name")
        #expect(try contents(folder + "/out") == first)
        #expect(!s.execute(writer.command("--force out")).isError)
        #expect(permissions(folder + "/out") == 0o444)
    }

    @Test(arguments: writers)
    func aLinkIsFollowedOnlyWithForceAndSaysSo(writer: Writer) throws {
        let (s, folder) = session(writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "precious\n".write(toFile: folder + "/real", atomically: false, encoding: .utf8)
        symlink(folder + "/real", folder + "/out")
        #expect(s.execute(writer.command("out")).error
                == "cannot write out: it is a symbolic link to \(folder)/real; `--force` writes \(folder)/real through it, or name another file")
        #expect(try contents(folder + "/real") == "precious\n")
        let forced = s.execute(writer.command("out --force"))
        #expect(forced.text.contains(" (through the link out → \(folder)/real)"), "\(forced.text)")
        #expect(type(folder + "/out") == S_IFLNK)
        #expect(try contents(folder + "/real") != "precious\n")
    }

    @Test(arguments: writers)
    func aFIFOIsNeverReplacedNorOpened(writer: Writer) throws {
        let (s, folder) = session(writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(mkfifo(folder + "/out", 0o644) == 0)
        #expect(s.execute(writer.command("out")).error == "cannot write out: it is not a regular file (a FIFO); name a file")
        #expect(s.execute(writer.command("out --force")).isError)
        #expect(type(folder + "/out") == S_IFIFO)
    }

    @Test(arguments: writers)
    func aFolderIsNeverReplaced(writer: Writer) throws {
        let (s, folder) = session(writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: false)
        #expect(s.execute(writer.command("out --force")).error?.hasPrefix("cannot write out: it is a folder; name a file in it, such as out/") == true)
        #expect(type(folder + "/out") == S_IFDIR)
    }

    @Test(arguments: writers)
    func aMissingFolderIsNotMade(writer: Writer) throws {
        let (s, folder) = session(writer)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(s.execute(writer.command("a/b/out --force")).error
                == "cannot write a/b/out: the folder a/b does not exist; make it first, or name a file in a folder that exists")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a"))
    }

    @Test func anOutputIsNeverWrittenOverAnInputEvenWithForce() throws {
        let folder = TestFolder.path("rule")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "  (hitlab) tap 1 1\n".write(toFile: folder + "/in.t", atomically: false, encoding: .utf8)
        symlink(folder + "/in.t", folder + "/alias.t")
        for target in ["in.t", "alias.t"] {
            #expect(throws: CommandError("cannot write \(target): it is \(folder)/in.t, which this command reads; name another file for the output")) {
                try AtomicFile.write("<html>", to: folder + "/" + target, named: target, mark: .none, force: true, inputs: [folder + "/in.t"])
            }
        }
        #expect(try contents(folder + "/in.t") == "  (hitlab) tap 1 1\n")
        #expect(type(folder + "/alias.t") == S_IFLNK)
    }

    // MARK: check --html DIR

    func practising(in folder: String) throws -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        s.directory = folder
        Practice.install(in: s, catalog: try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path))
        _ = s.execute("exercise grey-to-green")
        return s
    }

    @Test func checkHTMLMakesItsFolderButNoParentAndNoLink() throws {
        let folder = TestFolder.path("rule")
        try FileManager.default.createDirectory(atPath: folder + "/real", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = try practising(in: folder)
        #expect(s.execute("check --html a/b").error?.hasPrefix("cannot write a/b: the folder a does not exist") == true)
        #expect(!FileManager.default.fileExists(atPath: folder + "/a"))
        symlink(folder + "/real", folder + "/link")
        #expect(s.execute("check --html link").error == "cannot write into link: it is a symbolic link to \(folder)/real; `--force` writes through it, or name the folder itself")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/real").isEmpty)
        let forced = s.execute("check --html link --force")
        #expect(forced.text.contains("to link (through the link link → \(folder)/real): open"), "\(forced.text)")
        #expect(try !FileManager.default.contentsOfDirectory(atPath: folder + "/real").isEmpty)
        // Its own pages are replaced; a page someone else put there is kept without --force.
        #expect(!s.execute("check --html pages").isError)
        let page = try #require(try FileManager.default.contentsOfDirectory(atPath: folder + "/pages").first)
        #expect(!s.execute("check --html pages").isError)
        try "mine\n".write(toFile: folder + "/pages/" + page, atomically: false, encoding: .utf8)
        #expect(s.execute("check --html pages").error == "cannot write pages/\(page): it exists and is not a file HitLab wrote; `--force` replaces it, or choose another name")
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(s.execute("check --html fifo --force").error?.hasPrefix("cannot write pages into fifo: it is not a folder") == true)
    }

    // MARK: HitLab's own files

    @Test func progressAndWorkAreNeverWrittenThroughALinkOrOverAFIFO() throws {
        let folder = TestFolder.path("rule")
        let state = folder + "/state"
        try FileManager.default.createDirectory(atPath: state + "/work", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "secret\n".write(toFile: folder + "/secret", atomically: false, encoding: .utf8)
        symlink(folder + "/secret", state + "/progress")
        #expect(mkfifo(state + "/work/grey-to-green.hitlab", 0o644) == 0)
        let store = ProgressStore(folder: state)
        store.markSolved("grey-to-green")
        store.saveWork("view A 0 0 1 1", for: "grey-to-green")
        #expect(try contents(folder + "/secret") == "secret\n")
        // The link and the FIFO are kept aside under new names; the new files are regular.
        let names = try FileManager.default.contentsOfDirectory(atPath: state)
        let aside = try #require(names.first { $0.hasPrefix("progress.corrupt-") })
        #expect(type(state + "/" + aside) == S_IFLNK)
        #expect(type(state + "/progress") == S_IFREG)
        #expect(store.work(for: "grey-to-green") == nil)
        store.saveWork("view A 0 0 1 1", for: "grey-to-green")
        #expect(store.work(for: "grey-to-green") == "view A 0 0 1 1")
        let work = try FileManager.default.contentsOfDirectory(atPath: state + "/work")
        let fifo = try #require(work.first { $0.hasPrefix("grey-to-green.hitlab.corrupt-") })
        #expect(type(state + "/work/" + fifo) == S_IFIFO)
        let notices = store.takeNotices()
        #expect(notices.contains { $0.contains("is not a regular file (a folder or a link?)") })
        #expect(notices.contains("your saved work on grey-to-green could not be used (it is not a regular file); it is kept as \(state)/work/\(fifo)"))
    }

    @Test func historyInAnotherFormatIsKeptAsideAndHistoryIsReplacedWhole() throws {
        let folder = TestFolder.path("rule")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/history"
        try "ls -la\ncd /\n".write(toFile: path, atomically: false, encoding: .utf8)
        let file = HistoryFile(path: path)
        let (loadable, notice) = file.prepare()
        #expect(!loadable)
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasPrefix("history.corrupt-") })
        #expect(notice == "the history file \(path) was kept as \(folder)/\(aside) (it is not a history file HitLab wrote); a new history starts")
        #expect(try contents(folder + "/" + aside) == "ls -la\ncd /\n")
        #expect(file.save(Data("_HiStOrY_V2_\ntap\\0401\\0402\n".utf8)) == nil)
        #expect(file.prepare() == (true, nil))
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        #expect(HistoryFile(path: folder + "/fifo").save(Data("_HiStOrY_V2_\n".utf8)) == "history not saved: cannot write \(folder)/fifo: it is not a regular file (a FIFO); name a file")
    }
}
