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

/// Regressions for issue 15's files: nothing outside the state directory, no link followed,
/// nothing HitLab could not read overwritten, and every failure said.
@Suite struct FileSafetyTests {
    /// A fresh folder under the temporary directory, removed by the caller.
    func temporaryFolder() -> String {
        let folder = TestFolder.path("files")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    func practising(_ folder: String) throws -> (Session, ProgressStore) {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        let practice = Practice.install(in: s, catalog: try Catalog(folder: ExerciseTests.lessons), progress: ProgressStore(folder: folder + "/state"))
        return (s, practice.progress)
    }

    @Test func progressResetOfAPathLikeNameTouchesNoFile() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/state/work", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/x", withIntermediateDirectories: true)
        try "precious".write(toFile: folder + "/x/precious.hitlab", atomically: true, encoding: .utf8)
        let (s, progress) = try practising(folder)
        let reply = s.execute("progress reset ../../x/precious")
        #expect(FileManager.default.fileExists(atPath: folder + "/x/precious.hitlab"))
        // The session shows the store's notices once it passes them on; until then they wait.
        // The command refuses the name as no exercise's; the store would refuse it as a path.
        let said = ([reply.text] + progress.takeNotices()).joined(separator: "\n")
        #expect(said.contains("no exercise named '../../x/precious'"))
        #expect(!progress.reset("/etc/passwd"))
        progress.saveWork("view Evil 0 0 1 1", for: "../../x/precious")
        #expect(try String(contentsOfFile: folder + "/x/precious.hitlab", encoding: .utf8) == "precious")
        #expect(progress.work(for: "../../x/precious") == nil)
    }

    @Test(arguments: ["grey-to-green", "view2_1-overhang", "a.b"])
    func exerciseNamesAreValid(name: String) { #expect(ProgressStore.isValidName(name)) }

    @Test(arguments: ["", "..", "../evil", "a/b", ".hidden", "a..b", "-x", "a b", "é", "a\0b", String(repeating: "a", count: 101)])
    func pathLikeNamesAreNot(name: String) { #expect(!ProgressStore.isValidName(name)) }

    @Test func aProgressFileWithABadByteIsReadInPartAndKeptAside() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = folder + "/state"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        var bytes = Data("# comment with a bad byte \u{FF}\nsolved grey-to-green\nsolved two-responders\nhints skip-a-level 2\n".utf8)
        bytes.append(contentsOf: [0x73, 0x6F, 0x6C, 0x76, 0x65, 0x64, 0x20, 0xFF, 0x0A])   // "solved \xFF"
        bytes.append(Data("solved white-over-yellow\nhints grey-to-green -5\nhints two-responders 9223372036854775807\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: state + "/progress"))

        let store = ProgressStore(folder: state)
        #expect(store.solved == ["grey-to-green", "two-responders", "white-over-yellow"])
        #expect(store.hints == ["skip-a-level": 2])
        let notices = store.takeNotices()
        #expect(notices.count == 1)
        #expect(notices.first?.hasPrefix("3 lines of \(state)/progress could not be read (line 5 is not UTF-8)") == true)
        #expect(store.takeNotices().isEmpty)

        _ = store.countHint("grey-to-green", of: 2)
        let files = try FileManager.default.contentsOfDirectory(atPath: state).sorted()
        #expect(files.count == 2)
        let aside = try #require(files.first { $0.hasPrefix("progress.corrupt-") })
        #expect(try Data(contentsOf: URL(fileURLWithPath: state + "/" + aside)) == bytes)
        #expect(store.takeNotices() == ["the old progress file is kept as \(state)/\(aside); a new one holds what could be read"])
        let reread = ProgressStore(folder: state)
        #expect(reread.solved == store.solved)
        #expect(reread.hints == ["skip-a-level": 2, "grey-to-green": 1])
        #expect(reread.takeNotices().isEmpty)
    }

    @Test func hintCountsFromAFileCannotCrashHint() throws {
        for count in ["-5", "9223372036854775807", "1000000", "x"] {
            let folder = temporaryFolder()
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
            try "hints grey-to-green \(count)\n".write(toFile: folder + "/state/progress", atomically: true, encoding: .utf8)
            let (s, _) = try practising(folder)
            _ = s.execute("exercise grey-to-green")
            #expect(s.execute("hint").output.hasPrefix("Hint 1 of "), "\(count)")
            #expect(s.execute("hint").output.hasPrefix("Hint 2 of "), "\(count)")
        }
    }

    @Test func hintsAreCappedAtTheExercisesHints() {
        let store = ProgressStore(folder: nil)
        for _ in 0..<5 { _ = store.countHint("skip-a-level", of: 2) }
        #expect(store.hints["skip-a-level"] == 2)
    }

    @Test func passingAfterTheSolutionWasShownIsNotSolvedByTheLearner() throws {
        let store = ProgressStore(folder: nil)
        store.markRevealed("skip-a-level")
        store.markSolved("skip-a-level")
        #expect(!store.solved.contains("skip-a-level"))
        #expect(store.solvedWithSolution == ["skip-a-level"])
        #expect(store.text.contains("solved-with-solution skip-a-level"))
        store.markSolved("grey-to-green")
        store.markRevealed("grey-to-green")
        #expect(store.solved.contains("grey-to-green"))
    }

    @Test func aProgressPathThatIsAFolderIsKeptAsideAndSaid() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/state/progress/inside", withIntermediateDirectories: true)
        let store = ProgressStore(folder: folder + "/state")
        store.markSolved("grey-to-green")
        let notices = store.takeNotices()
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder + "/state").first { $0.hasPrefix("progress.corrupt-") })
        #expect(notices == ["\(folder)/state/progress is not a regular file (a folder or a link?), so it cannot be read; it will be kept as \(folder)/state/progress.corrupt-DATE when progress is next saved",
                            "the old progress file is kept as \(folder)/state/\(aside); a new one holds what could be read"])
        #expect(FileManager.default.fileExists(atPath: folder + "/state/\(aside)/inside"))
        #expect(ProgressStore(folder: folder + "/state").solved == ["grey-to-green"])
    }

    @Test func unreadableWorkAndProgressAreKeptAsideNotReplaced() throws {
        // Mode 000 stops a user; root reads any file, so as root the store runs as `nobody`
        // over files root left there (the case of one `sudo hitlab`).
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let state = folder + "/state"
        try FileManager.default.createDirectory(atPath: state + "/work", withIntermediateDirectories: true)
        try "solved two-responders\n".write(toFile: state + "/progress", atomically: false, encoding: .utf8)
        try "view Mine 0 0 10 10\n".write(toFile: state + "/work/grey-to-green.hitlab", atomically: false, encoding: .utf8)
        chmod(state + "/progress", 0)
        chmod(state + "/work/grey-to-green.hitlab", 0)
        try FileSystemUser.asNobodyIfRoot(owning: [folder, state, state + "/work"]) {
            #expect(open(state + "/work/grey-to-green.hitlab", O_RDONLY) == -1 && errno == EACCES)
            let store = ProgressStore(folder: state)
            #expect(store.solved.isEmpty)
            #expect(store.work(for: "grey-to-green") == nil)
            store.saveWork("window 375 667", for: "grey-to-green")
            store.markSolved("grey-to-green")
            let notices = store.takeNotices()
            #expect(notices.contains { $0.hasPrefix("your saved work on grey-to-green could not be used (HitLab cannot read it: permission denied); it is kept as \(state)/work/grey-to-green.hitlab.corrupt-") })
            #expect(notices.contains("cannot read \(state)/progress (permission denied); it will be kept as \(state)/progress.corrupt-DATE when progress is next saved"))
            #expect(notices.contains { $0.hasPrefix("the old progress file is kept as \(state)/progress.corrupt-") })
        }
        // Both old files are whole beside the new ones.
        let work = try FileManager.default.contentsOfDirectory(atPath: state + "/work").sorted()
        #expect(work.count == 2 && work[0] == "grey-to-green.hitlab")
        #expect(try String(contentsOfFile: state + "/work/" + work[1], encoding: .utf8) == "view Mine 0 0 10 10\n")
        #expect(try String(contentsOfFile: state + "/work/grey-to-green.hitlab", encoding: .utf8) == "window 375 667")
        let aside = try #require(try FileManager.default.contentsOfDirectory(atPath: state).first { $0.hasPrefix("progress.corrupt-") })
        #expect(try String(contentsOfFile: state + "/" + aside, encoding: .utf8) == "solved two-responders\n")
    }

    @Test func aStateFolderThatCannotBeMadeIsSaid() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "a file".write(toFile: folder + "/state", atomically: true, encoding: .utf8)
        let store = ProgressStore(folder: folder + "/state/inner")
        store.markSolved("grey-to-green")
        let notices = store.takeNotices()
        #expect(notices.count == 1)
        #expect(notices.first == "cannot read \(folder)/state/inner/progress: part of the path is not a folder; progress will not be saved until it can be")
        store.saveWork("view A 0 0 1 1", for: "grey-to-green")
        #expect(store.takeNotices().first?.hasPrefix("your work on grey-to-green cannot be saved") == true)
    }

    @Test func aFileWhereTheWorkFolderGoesIsLeftAndTheFixSaid() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "mine\n".write(toFile: folder + "/work", atomically: false, encoding: .utf8)
        let store = ProgressStore(folder: folder)
        store.saveWork("view A 0 0 1 1", for: "grey-to-green")
        #expect(store.takeNotices() == ["your work on grey-to-green cannot be saved: the folder \(folder)/work cannot be made (a file is in its place, or it is not writable); move it away or make it writable"])
        #expect(try String(contentsOfFile: folder + "/work", encoding: .utf8) == "mine\n")
    }

    @Test func workThatIsNotUTF8IsKeptAside() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
        try Data([0x76, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: folder + "/work/grey-to-green.hitlab"))
        let store = ProgressStore(folder: folder)
        #expect(store.work(for: "grey-to-green") == nil)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/work")
        #expect(files.count == 1 && files[0].hasPrefix("grey-to-green.hitlab.corrupt-"))
        #expect(store.takeNotices().first?.hasPrefix("your saved work on grey-to-green could not be used (it is not UTF-8); it is kept as") == true)
        store.saveWork("view A 0 0 1 1", for: "grey-to-green")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work").count == 2)
    }

    @Test func unusableWorkCanBeSetAsideByTheCaller() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let store = ProgressStore(folder: folder)
        store.saveWork("view A 0 0 1 1\nthis is not a command", for: "grey-to-green")
        store.setAsideWork(for: "grey-to-green", reason: "line 2: unknown command 'this'")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/work")
        #expect(files.count == 1 && files[0].hasPrefix("grey-to-green.hitlab.corrupt-"))
    }
}

@Suite struct AtomicFileTests {
    func temporaryFolder() -> String {
        let folder = TestFolder.path("atomic")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aLinkAtTheOldPredictableTemporaryNameIsNeverFollowed() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "teacher's".write(toFile: folder + "/precious", atomically: true, encoding: .utf8)
        symlink(folder + "/precious", folder + "/scene.hitlab.tmp-\(getpid())")
        try AtomicFile.replace(Data("window 10 10\n".utf8), at: folder + "/scene.hitlab")
        #expect(try String(contentsOfFile: folder + "/precious", encoding: .utf8) == "teacher's")
        #expect(try String(contentsOfFile: folder + "/scene.hitlab", encoding: .utf8) == "window 10 10\n")
    }

    @Test func temporariesOlderThanAMinuteAreRemovedAndNewerOnesKept() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let stale = folder + "/progress.tmp-1234", fresh = folder + "/progress.tmp-abcd", other = folder + "/other.tmp-1"
        for f in [stale, fresh, other] { try "x".write(toFile: f, atomically: false, encoding: .utf8) }
        var times = [timeval(tv_sec: time(nil) - 120, tv_usec: 0), timeval(tv_sec: time(nil) - 120, tv_usec: 0)]
        utimes(stale, &times)
        utimes(other, &times)
        try AtomicFile.replace(Data("solved a\n".utf8), at: folder + "/progress")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["other.tmp-1", "progress", "progress.tmp-abcd"])
    }

    @Test func aFailedWriteSaysWhyAndLeavesNoTemporary() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/target", withIntermediateDirectories: true)
        #expect(throws: AtomicFile.WriteError(reason: "it is a folder")) { try AtomicFile.replace(Data("x".utf8), at: folder + "/target") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["target"])
        #expect(throws: AtomicFile.WriteError(reason: "the folder does not exist")) { try AtomicFile.replace(Data("x".utf8), at: folder + "/none/file") }
    }
}

@Suite struct CatalogSafetyTests {
    func manifestFolder(_ manifest: String) throws -> String {
        let folder = TestFolder.path("catalog")
        try FileManager.default.createDirectory(atPath: folder + "/exercises", withIntermediateDirectories: true)
        try manifest.write(toFile: folder + "/manifest.json", atomically: true, encoding: .utf8)
        return folder
    }

    func loadError(_ manifest: String) throws -> String? {
        let folder = try manifestFolder(manifest)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        do { _ = try Catalog(folder: folder); return nil } catch { return error.description }
    }

    @Test func anInvalidManifestNamesTheJSONError() throws {
        #expect(try loadError("{\"formatVersion\": 1, \"lessons\": [") == "lessons/manifest.json: is not valid: not JSON: Unexpected end of file during JSON parse.")
        #expect(try loadError("{\"formatVersion\": 1, \"lessons\": [{\"number\": 0}]}") == "lessons/manifest.json: is not valid: lessons[0] has no \"file\"")
        #expect(try loadError("{\"formatVersion\": \"1\", \"lessons\": []}") == "lessons/manifest.json: is not valid: formatVersion should be a number")
    }

    @Test func pathLikeExerciseAndLessonNamesAreRejectedAtLoad() throws {
        #expect(try loadError("{\"formatVersion\": 1, \"lessons\": [{\"number\": 0, \"file\": \"a.md\", \"title\": \"T\", \"source\": \"s\", \"exercises\": [\"../../../evil\"]}]}")
                == "lessons/manifest.json: lesson 0 lists the exercise '../../../evil', which is not a valid name (letters, digits, - _ and ., starting with a letter or digit)")
        #expect(try loadError("{\"formatVersion\": 1, \"lessons\": [{\"number\": 3, \"file\": \"../../etc/passwd.md\", \"title\": \"T\", \"source\": \"s\", \"exercises\": []}]}")
                == "lessons/manifest.json: lesson 3's file '../../etc/passwd.md' is not a plain file name in lessons/ (letters, digits, - _ . and ending .md)")
    }
}

@Suite struct ControlCharacterTests {
    @Test func controlCharactersAreEscapedAndLineBreaksKept() {
        #expect(ControlCharacters.escaped("no command 'a\0b'") == "no command 'a\\0b'")
        #expect(ControlCharacters.escaped("red \u{1B}[31m\u{7F}\u{9B}") == "red \\u{1B}[31m\\u{7F}\\u{9B}")
        #expect(ControlCharacters.escaped("two\nlines\tand tab") == "two\nlines\tand tab")
        #expect(ControlCharacters.escaped("tab\t", keepsTabs: false) == "tab\\t")
        #expect(ControlCharacters.escaped("héllo ✓") == "héllo ✓")
        #expect(ControlCharacters.inline("s\nx\t\0") == "s\\nx\\t\\0")
    }

    @Test func anUnexpectedNULInABodyIsShownEscaped() throws {
        do {
            _ = try MethodBody(className: "A", method: .hitTest, source: "return \0")
            Issue.record("expected an error")
        } catch {
            #expect(error.message == "unexpected character '\\0'")
        }
    }
}
