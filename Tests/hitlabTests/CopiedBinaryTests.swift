import Foundation
import Testing
import HitLabTestSupport

/// The `hitlab` binary carries its course: copied alone into an empty folder, far from any
/// checkout, it lists the lessons, plays one, grades an exercise and writes a trace page there.
@Suite struct CopiedBinaryTests {
    /// An empty folder holding only a copy of the built binary.
    static func copiedBinary() throws -> (folder: String, binary: URL) {
        let folder = TestFolder.path("copied")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let binary = URL(fileURLWithPath: folder + "/hitlab")
        try FileManager.default.copyItem(at: BinaryRunner.executable, to: binary)
        return (folder, binary)
    }

    @Test func aCopiedBinaryTeachesFromAnEmptyFolder() throws {
        let (folder, binary) = try Self.copiedBinary()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["hitlab"])

        let lessons = try BinaryRunner.run(["lessons"], directory: folder, binary: binary)
        #expect(lessons.status == 0, "\(lessons.stderr)")
        #expect(lessons.stdout.hasPrefix("Lesson 0: "), "\(lessons.stdout)")
        #expect(lessons.stdout.contains("grey-to-green"))

        let played = try BinaryRunner.run(["lesson", "0"], input: "\n\nq\n", directory: folder, binary: binary)
        #expect(played.status == 0, "\(played.stderr)")
        #expect(played.stdout.contains("── 2/"), "\(played.stdout)")

        // The exercise's solution, as the repository's copy writes it, passes; the empty script fails.
        let exercise = try String(contentsOfFile: TeacherCommandTests.root + "/lessons/exercises/grey-to-green.exercise", encoding: .utf8)
        let solution = try #require(exercise.components(separatedBy: "## Solution\n").last?.components(separatedBy: "\n## ").first)
        try solution.write(toFile: folder + "/solved.hitlab", atomically: true, encoding: .utf8)
        try "".write(toFile: folder + "/empty.hitlab", atomically: true, encoding: .utf8)
        let graded = try BinaryRunner.run(["grade", "grey-to-green", "solved.hitlab", "empty.hitlab"], directory: folder, binary: binary)
        #expect(graded.status == 1)
        #expect(graded.stdout.hasPrefix("solved.hitlab: passed ("), "\(graded.stdout)\(graded.stderr)")
        #expect(graded.stdout.contains("\nempty.hitlab: no work"), "\(graded.stdout)\(graded.stderr)")

        let page = try BinaryRunner.run(["-c", "exercise grey-to-green; check --html pages"], directory: folder, binary: binary)
        #expect(page.status == 0 && page.stdout.contains("(wrote probe-1.html to pages: open it in a browser)"), "\(page.stdout)\(page.stderr)")
        let pages = try FileManager.default.contentsOfDirectory(atPath: folder + "/pages")
        #expect(pages.contains("probe-1.html"), "\(pages)")
        #expect(try String(contentsOfFile: folder + "/pages/probe-1.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))

        let transcript = try BinaryRunner.run(["transcript", "play", "lesson-0-the-six-taps-and-the-overhang"], input: "q\n", directory: folder, binary: binary)
        #expect(transcript.status == 0, "\(transcript.stderr)")
        #expect(transcript.stdout.hasPrefix("Lesson 0 in class: the first article's coloured views, its six taps as predictions, and the overhang made touchable.\n"), "\(transcript.stdout)")
    }

    /// Inside a checkout the repository's files win, so an author's edit shows at once.
    @Test func insideACheckoutTheRepositorysLessonsWin() throws {
        let (folder, binary) = try Self.copiedBinary()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let clone = folder + "/clone"
        try FileManager.default.createDirectory(atPath: clone + "/transcripts", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TeacherCommandTests.root + "/lessons", toPath: clone + "/lessons")
        let manifest = clone + "/lessons/manifest.json"
        try String(contentsOfFile: manifest, encoding: .utf8)
            .replacingOccurrences(of: "\"title\": \"", with: "\"title\": \"Edited: ")
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: clone + "/lessons/exercises/deeper", withIntermediateDirectories: true)
        let inside = try BinaryRunner.run(["lessons", "--lang", "en"], directory: clone + "/lessons/exercises/deeper", binary: binary)
        #expect(inside.stdout.hasPrefix("Lesson 0: Edited: "), "\(inside.stdout)\(inside.stderr)")
        let outside = try BinaryRunner.run(["lessons", "--lang", "en"], directory: folder, binary: binary)
        #expect(outside.stdout.hasPrefix("Lesson 0: ") && !outside.stdout.contains("Edited: "), "\(outside.stdout)")
    }
}
