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
        #expect(lines[2] == "\(dir)/loop.hitlab: failed 5 of 7: tap 100 200, tap 100 400, hidden tap 270 180, hidden tap 300 480, hidden tap 10 10 (5 probes): "
                + "the touch stopped with an error: stopped in Middle.hitTest(_:with:), line 1: more than 100000 steps: an endless loop? (the probes' budget)")
        // A file that is not a script is refused without repeating its line.
        #expect(lines[3] == "\(dir)/passwd:1: error: not a HitLab command (`hitlab help` lists them); nothing was graded")
        #expect(!run.stdout.contains("root:x"))
        #expect(lines[4] == "0 of 4 passed, 2 no work, 1 not graded (errors)")
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
        #expect(probes.map { $0["passed"] as? Int } == [500, 750, 500, 750, 750, 750, 750])
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
        #expect(run.stdout.hasSuffix("1 of 4 passed, 1 no work\nwrote the class to \(dir)/class.html\n"))
        let page = try String(contentsOfFile: dir + "/class.html", encoding: .utf8)
        #expect(page.contains("<p id=\"totals\">1 of 4 passed · 1 no work</p>"))
        #expect(page.contains("<tr><td>1</td><td><code>tap 100 200: the hit view is Top</code></td><td>1 of 3</td><td>the hit view was Base <small>(2)</small></td></tr>"))
        #expect(page.contains("<tr><td><code>\(dir)/bo&lt;b&gt;.hitlab</code></td><td>failed</td><td data-result=\"fail\" title=\"the hit view was Base\">✗</td><td data-result=\"pass\">✓</td>"))
        #expect(page.contains("<td>no work</td><td data-result=\"none\" colspan=\"7\">nothing was graded</td>"))
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
}
