import Foundation
import Testing
import HitLabTestSupport

/// `hitlab grade` for a whole class: "no work" for an empty file, one line for an error that
/// stopped every probe, one JSON document with totals and per-probe counts, one page for the
/// class, and an exit status a script can test.
@Suite struct ClassGradeCommandTests {
    static let right = "override Middle.hitTest {\n    let hit = super.hitTest(point, with: event)\n    return hit === self ? nil : hit\n}\n"
    static let wrong = "override Middle.pointInside { return false }\n"
    static let loop = "override Middle.hitTest {\n    while true { }\n    return nil\n}\n"

    func folder(_ files: [String: String]) throws -> String {
        let folder = TestFolder.path("class")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        return folder
    }

    @Test func noWorkIsSaidAsSuchAndARunawayErrorOnce() throws {
        let dir = try folder(["empty.hitlab": "", "comments.hitlab": "# I will do it later\n\n", "loop.hitlab": Self.loop, "passwd": "root:x:0:0:root:/root:/bin/bash\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try BinaryRunner.run(["grade", "skip-a-level", dir + "/empty.hitlab", dir + "/comments.hitlab", dir + "/loop.hitlab", dir + "/passwd"], directory: TeacherCommandTests.root)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines[0] == "\(dir)/empty.hitlab: no work: the file holds no command; nothing was graded")
        #expect(lines[1] == "\(dir)/comments.hitlab: no work: the file holds no command; nothing was graded")
        #expect(lines[2] == "\(dir)/loop.hitlab: failed 6 of 8: tap 100 200, tap 100 400, hidden tap 270 180, hidden tap 300 480, hidden tap 10 10, "
                + "hidden view Side 200 250 60 60 in Middle; tap 280 400 (6 probes): "
                + "the touch stopped with an error: stopped in Middle.hitTest(_:with:), line 2 of \(dir)/loop.hitlab: more than 100000 steps: an endless loop? (the probes' budget)")
        // A file that is not a script is refused without repeating its line.
        #expect(lines[3] == "\(dir)/passwd:1: error: not a HitLab command (`hitlab help` lists them); nothing was graded")
        #expect(!run.stdout.contains("root:x"))
        #expect(lines[4] == "each probe, passed by how many of the 1 graded:")
        #expect(lines.last == "0 of 4 passed, 1 failed, 2 no work, 1 not graded (errors)")
        #expect(run.status == 1)
    }

    @Test func aClassOfAThousandIsOneJSONDocumentWithTotalsAndPerProbeCounts() throws {
        var files: [String: String] = [:]
        for i in 0..<1_000 { files[String(format: "s%04d.hitlab", i)] = [Self.right, Self.wrong, "", Self.right][i % 4] }
        let dir = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let paths = files.keys.sorted().map { dir + "/" + $0 }
        let run = try BinaryRunner.run(["grade", "--json", "skip-a-level"] + paths, directory: TeacherCommandTests.root)
        #expect(run.status == 1)
        #expect(run.stdout.split(separator: "\n").count == 1)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(document["total"] as? Int == 1_000)
        #expect(document["passed"] as? Int == 500)
        #expect(document["noWork"] as? Int == 250)
        let probes = try #require(document["probes"] as? [[String: Any]])
        #expect(probes.map { $0["passed"] as? Int } == [500, 750, 500, 750, 750, 750, 750, 500])
        let commonest = try #require(probes[0]["commonestWrongAnswer"] as? [String: Any])
        #expect(commonest["got"] as? String == "the hit view was Base" && commonest["count"] as? Int == 250)
        #expect(probes[1]["commonestWrongAnswer"] == nil)
        let submissions = try #require(document["submissions"] as? [[String: Any]])
        #expect(submissions.map { $0["file"] as? String } == paths)
        #expect(submissions[2]["status"] as? String == "no work")
    }

    @Test func theClassPageShowsWhoPassedWhichProbeAndTheCommonestWrongAnswer() throws {
        let dir = try folder(["ann.hitlab": Self.right, "bo<b>.hitlab": Self.wrong, "cy.hitlab": Self.wrong, "dee.hitlab": ""])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let names = ["ann.hitlab", "bo<b>.hitlab", "cy.hitlab", "dee.hitlab"].map { dir + "/" + $0 }
        let run = try BinaryRunner.run(["grade", "--html", dir + "/class.html", "skip-a-level"] + names, directory: TeacherCommandTests.root)
        #expect(run.status == 1)
        #expect(run.stdout.hasSuffix("1 of 4 passed, 2 failed, 1 no work\nwrote the class to \(dir)/class.html\n"))
        let page = try String(contentsOfFile: dir + "/class.html", encoding: .utf8)
        #expect(page.contains("<p id=\"totals\">1 of 4 passed · 2 failed · 1 no work</p>"))
        #expect(page.contains("<tr><td>1</td><td><code>tap 100 200: the hit view is Top</code></td><td>1 of 3</td><td>the hit view was Base <small>(2)</small></td></tr>"))
        #expect(page.contains("<tr><td><code>\(dir)/bo&lt;b&gt;.hitlab</code></td><td>failed</td><td data-result=\"fail\" title=\"the hit view was Base\">✗</td><td data-result=\"pass\">✓</td>"))
        #expect(page.contains("<td>no work</td><td data-result=\"none\" colspan=\"8\">nothing was graded</td>"))
        #expect(!page.contains("bo<b>"))
    }

    @Test func everyFilePassingExitsZeroAndHelpSaysSo() throws {
        let dir = try folder(["a.hitlab": Self.right, "b.hitlab": Self.right])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try BinaryRunner.run(["grade", "skip-a-level", dir + "/a.hitlab", dir + "/b.hitlab"], directory: TeacherCommandTests.root)
        #expect(run.status == 0)
        #expect(run.stdout.hasSuffix("\n2 of 2 passed\n"))
        let help = try BinaryRunner.run(["grade", "--help"])
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains("Exits 0 when every file passed, 1 when any did not"))
        #expect(words.contains("(100000 steps, 2000 open calls)"))
    }

    /// What a teacher collects is a folder: it is graded whole, a file named again is graded
    /// once, the text ends with each probe's count out of the files graded and how many
    /// failed, and the JSON gives each probe's denominator.
    @Test func aFolderIsGradedOnceEachWithEachProbesCountAndHowManyFailed() throws {
        let dir = try folder(["ann.hitlab": Self.right, "bo.hitlab": Self.wrong, "cy.hitlab": Self.wrong, "dee.hitlab": "// later\n", ".hidden": "junk"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try BinaryRunner.run(["grade", "skip-a-level", dir, dir + "/ann.hitlab", dir + "/./bo.hitlab"], directory: TeacherCommandTests.root)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.prefix(4).map { $0.components(separatedBy: ":")[0] } == ["ann.hitlab", "bo.hitlab", "cy.hitlab", "dee.hitlab"].map { dir + "/" + $0 })
        #expect(lines[4] == "each probe, passed by how many of the 3 graded:")
        #expect(lines[5] == "  1. tap 100 200: the hit view is Top: 1 of 3; commonest wrong: the hit view was Base (2)")
        #expect(lines[6] == "  2. tap 100 400: the hit view is Base: 3 of 3")
        #expect(lines.last == "1 of 4 passed, 2 failed, 1 no work")
        let json = try BinaryRunner.run(["grade", "--json", "skip-a-level", dir], directory: TeacherCommandTests.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(document["total"] as? Int == 4 && document["graded"] as? Int == 3 && document["failed"] as? Int == 2)
        let probes = try #require(document["probes"] as? [[String: Any]])
        #expect(probes.allSatisfy { $0["graded"] as? Int == 3 })
        #expect(probes[0]["passed"] as? Int == 1)
    }

    /// The page is never written over a file the command grades, even with --force; the
    /// page HitLab wrote is replaced on the next grading without it, and is not graded itself.
    @Test func thePageNeverReplacesASubmissionAndIsReplacedItselfWhenGradedAgain() throws {
        let dir = try folder(["ann.hitlab": Self.right, "bo.hitlab": Self.wrong])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let over = try BinaryRunner.run(["grade", "--html", dir + "/bo.hitlab", "--force", "skip-a-level", dir], directory: TeacherCommandTests.root)
        #expect(over.status == 2)
        #expect(over.stderr == "error: cannot write \(dir)/bo.hitlab: it is the file this command reads; name another file for the output\n")
        #expect(try String(contentsOfFile: dir + "/bo.hitlab", encoding: .utf8) == Self.wrong)
        for _ in 0..<2 {
            let page = try BinaryRunner.run(["grade", "--html", dir + "/class.html", "skip-a-level", dir], directory: TeacherCommandTests.root)
            #expect(page.stdout.hasSuffix("1 of 2 passed, 1 failed\nwrote the class to \(dir)/class.html\n"), "\(page.stdout)\(page.stderr)")
        }
    }

    /// A runtime error names the line of the submitted file, as a syntax error does.
    @Test func aRuntimeErrorCountsItsLineInTheFile() throws {
        let dir = try folder(["late.hitlab": "# my answer\n\noverride Middle.hitTest {\n    let hit = super.hitTest(point, with: event)\n    return nowhere\n}\n"])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try BinaryRunner.run(["grade", "skip-a-level", dir + "/late.hitlab"], directory: TeacherCommandTests.root)
        #expect(run.stdout.contains("runtime error in Middle.hitTest(_:with:), line 5 of \(dir)/late.hitlab: unknown name 'nowhere'"), "\(run.stdout)")
    }

    /// An exercise file outside HitLab's course is graded by its path.
    @Test func anExerciseFileIsGradedByItsPath() throws {
        let dir = try folder(["a.hitlab": Self.right, "skip-it.exercise": try String(contentsOfFile: TeacherCommandTests.root + "/lessons/exercises/skip-a-level.exercise", encoding: .utf8)])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try BinaryRunner.run(["grade", dir + "/skip-it.exercise", dir + "/a.hitlab"], directory: NSTemporaryDirectory())
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout == "\(dir)/a.hitlab: passed (8 of 8 probes)\n")
        let missing = try BinaryRunner.run(["grade", dir + "/none.exercise", dir + "/a.hitlab"])
        #expect(missing.status == 2 && missing.stderr == "error: cannot read \(dir)/none.exercise: there is no such file; check the name\n")
    }

    /// A wrong answer is written on the page, not only in a ✗'s tooltip, so it shows projected
    /// or printed; the students' page leaves every hidden probe out.
    @Test func thePageWritesWrongAnswersOutAndTheStudentsPageHidesTheHiddenProbes() throws {
        let dir = try folder(["ann.hitlab": Self.right, "bo.hitlab": Self.wrong])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = try BinaryRunner.run(["grade", "--html", dir + "/class.html", "skip-a-level", dir + "/ann.hitlab", dir + "/bo.hitlab"], directory: TeacherCommandTests.root)
        let page = try String(contentsOfFile: dir + "/class.html", encoding: .utf8)
        #expect(page.contains("<dt><code>\(dir)/bo.hitlab</code></dt>\n<dd>1. tap 100 200: the hit view is Top, but the hit view was Base</dd>\n<dd>3. tap 270 180: the hit view is Top, but the hit view was Base</dd>\n"))
        #expect(page.contains("hidden"))
        let students = try BinaryRunner.run(["grade", "--html", dir + "/class.html", "--for-students", "skip-a-level", dir + "/ann.hitlab", dir + "/bo.hitlab"], directory: TeacherCommandTests.root)
        #expect(students.status == 1)
        let shown = try String(contentsOfFile: dir + "/class.html", encoding: .utf8)
        #expect(!shown.contains("hidden") && !shown.contains("270 180") && !shown.contains("Side"))
        #expect(shown.contains("<dd>1. tap 100 200: the hit view is Top, but the hit view was Base</dd>\n</dl>"))
    }

    /// Swift pasted from Xcode costs the line it is on, not the file: the rest is graded, and
    /// the file, which has an error, does not pass.
    @Test func whatCanBeGradedOfAFileWithAnErrorIsGraded() throws {
        let pasted = "// Bob: my answer\noverride func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {\n    return nil\n}\n"
        let dir = try folder(["bob.hitlab": pasted + Self.right, "cy.hitlab": pasted + Self.wrong, "dee.hitlab": pasted])
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let run = try BinaryRunner.run(["grade", "skip-a-level", dir], directory: TeacherCommandTests.root)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let advice = "error: `func hitTest` is Swift's declaration, not a HitLab command: HitLab names the view, so write `override NAME.hitTest {`, the body and `}`, with NAME the view whose method it is (Base, Middle, Top)"
        #expect(lines[0] == "\(dir)/bob.hitlab:2: \(advice); the rest was graded: every probe passed")
        #expect(lines[1].hasPrefix("\(dir)/cy.hitlab:2: \(advice); the rest was graded: failed 3 of 8: tap 100 200: the hit view is Top, but the hit view was Base"))
        #expect(lines[2] == "\(dir)/dee.hitlab:2: \(advice); nothing was graded")
        #expect(lines.last == "0 of 3 passed, 2 failed, 1 not graded (errors)")
        #expect(run.status == 1)
    }
}
