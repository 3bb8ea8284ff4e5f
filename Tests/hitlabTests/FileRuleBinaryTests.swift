import Foundation
import Testing
import HitLabTestSupport

/// The front end's writers under `AtomicFile`'s rule (`transcript html`, `transcript record`,
/// `check --update`), `grade`'s reading of submissions, and input that is not UTF-8.
@Suite struct FileRuleBinaryTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    static let transcript = root + "/transcripts/debug-white-outside-yellow.t"

    func folder() throws -> String {
        let folder = TestFolder.path("rule")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func transcriptHTMLNeverWritesOverItsTranscriptNorAFileItDidNotWrite() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try FileManager.default.copyItem(atPath: Self.transcript, toPath: dir + "/lesson.t")
        let original = try String(contentsOfFile: dir + "/lesson.t", encoding: .utf8)
        let overInput = try BinaryRunner.run(["transcript", "html", dir + "/lesson.t", dir + "/lesson.t", "--force"])
        #expect(overInput.status == 2)
        #expect(overInput.stderr == "error: cannot write \(dir)/lesson.t: it is the file this command reads; name another file for the output\n")
        #expect(try String(contentsOfFile: dir + "/lesson.t", encoding: .utf8) == original)
        try "my page\n".write(toFile: dir + "/lesson.html", atomically: false, encoding: .utf8)
        let overForeign = try BinaryRunner.run(["transcript", "html", dir + "/lesson.t"])
        #expect(overForeign.status == 2)
        #expect(overForeign.stderr == "error: cannot write \(dir)/lesson.html: it exists and is not a file HitLab wrote; `--force` replaces it, or choose another name\n")
        #expect(try BinaryRunner.run(["transcript", "html", dir + "/lesson.t", "--force"]).status == 0)
        // Its own page is replaced without asking.
        #expect(try BinaryRunner.run(["transcript", "html", dir + "/lesson.t"]).status == 0)
    }

    @Test func transcriptRecordKeepsAnExistingFileAndNeverWritesThroughALink() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "notes\n".write(toFile: dir + "/notes.t", atomically: false, encoding: .utf8)
        let kept = try BinaryRunner.run(["transcript", "record", dir + "/notes.t"], input: "tap 1 1\n")
        #expect(kept.status == 2)
        #expect(kept.stderr == "error: cannot write \(dir)/notes.t: it exists and would be lost; `--force` replaces it, or choose another name\n")
        #expect(try String(contentsOfFile: dir + "/notes.t", encoding: .utf8) == "notes\n")
        symlink(dir + "/notes.t", dir + "/link.t")
        let link = try BinaryRunner.run(["transcript", "record", dir + "/link.t"], input: "tap 1 1\n")
        #expect(link.status == 2 && link.stderr.contains("it is a symbolic link to \(dir)/notes.t"))
        #expect(mkfifo(dir + "/fifo.t", 0o644) == 0)
        let fifo = try BinaryRunner.run(["transcript", "record", "--force", dir + "/fifo.t"], input: "tap 1 1\n")
        #expect(fifo.stderr == "error: cannot write \(dir)/fifo.t: it is not a regular file (a FIFO); name a file\n")
        let fresh = try BinaryRunner.run(["transcript", "record", dir + "/new.t"], input: "tap 1 1\n")
        #expect(fresh.status == 0, "\(fresh.stderr)")
        #expect(try String(contentsOfFile: dir + "/new.t", encoding: .utf8).hasPrefix("A recorded HitLab session (starting on the built-in scene).\n\n  (hitlab) tap 1 1\n"))
    }

    @Test func checkUpdateWritesThroughALinkOnlyWhenForcedAndKeepsReadOnly() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "  (hitlab) hittest 1 1\n  stale output\n".write(toFile: dir + "/real.t", atomically: false, encoding: .utf8)
        symlink(dir + "/real.t", dir + "/link.t")
        let refused = try BinaryRunner.run(["check", "--update", dir + "/link.t"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "error: cannot write \(dir)/link.t: it is a symbolic link to \(dir)/real.t; `--force` writes \(dir)/real.t through it, or name another file\n")
        #expect(try String(contentsOfFile: dir + "/real.t", encoding: .utf8).contains("stale output"))
        let forced = try BinaryRunner.run(["check", "--update", "--force", dir + "/link.t"])
        #expect(forced.stdout == "\(dir)/link.t: updated (through the link \(dir)/link.t → \(dir)/real.t)\n", "\(forced.stderr)")
        #expect(try String(contentsOfFile: dir + "/real.t", encoding: .utf8) == "  (hitlab) hittest 1 1\n  hitTest----BlackView\n  hit: UIWindow\n")
        var info = stat()
        #expect(lstat(dir + "/link.t", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
        try "  (hitlab) hittest 1 1\n  stale\n".write(toFile: dir + "/ro.t", atomically: false, encoding: .utf8)
        chmod(dir + "/ro.t", 0o444)
        #expect(try BinaryRunner.run(["check", "--update", dir + "/ro.t"]).stderr.contains("it is read-only; `--force` replaces it"))
        #expect(try BinaryRunner.run(["check", "--update", "--force", dir + "/ro.t"]).status == 0)
        #expect(stat(dir + "/ro.t", &info) == 0 && info.st_mode & 0o777 == 0o444)
    }

    @Test func gradeNeverReadsThroughALinkNorQuotesAnotherFile() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "root:SECRET-HASH:19000:0:99999:7:::\n".write(toFile: dir + "/shadow", atomically: false, encoding: .utf8)
        symlink(dir + "/shadow", dir + "/submission.hitlab")
        #expect(mkfifo(dir + "/fifo.hitlab", 0o644) == 0)
        try String(repeating: "# padding\n", count: 110_000).write(toFile: dir + "/huge.hitlab", atomically: false, encoding: .utf8)
        for json in [false, true] {
            let run = try BinaryRunner.run(["grade"] + (json ? ["--json"] : []) + ["skip-a-level", dir + "/submission.hitlab", dir + "/fifo.hitlab", dir + "/huge.hitlab"],
                                           directory: Self.root)
            #expect(run.status == 1)
            #expect(!run.stdout.contains("SECRET") && !run.stderr.contains("SECRET"))
            #expect(run.stdout.contains("cannot read \(dir)/submission.hitlab: it is a symbolic link, which is not followed here; name the file itself; nothing was graded"))
            #expect(run.stdout.contains("cannot read \(dir)/fifo.hitlab: it is not a regular file (a FIFO, device or socket); name a file; nothing was graded"))
            #expect(run.stdout.contains("cannot read \(dir)/huge.hitlab: it is 1100000 bytes, over the limit of 1048576; name a smaller file; nothing was graded"))
        }
    }

    @Test func inputThatIsNotUTF8IsAnErrorNamingTheByte() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var bytes = Data("hittest 1 1\ntap 1".utf8)
        bytes.append(0xFF)
        bytes.append(contentsOf: Data(" 2\n".utf8))
        try bytes.write(to: URL(fileURLWithPath: dir + "/bad.hitlab"))
        let run = try BinaryRunner.run(["run", dir + "/bad.hitlab"])
        #expect(run.status == 2)
        #expect(run.stderr == "error: \(dir)/bad.hitlab: the byte 0xFF at line 2, column 6 is not UTF-8; save the file as UTF-8 (or remove the byte)\n")
        let process = Process()
        process.executableURL = BinaryRunner.executable
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        input.fileHandleForWriting.write(bytes)
        try input.fileHandleForWriting.close()
        let said = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 1)
        #expect(said == "error: stdin: the byte 0xFF at line 2, column 6 is not UTF-8; send UTF-8 text\n")
    }
}
