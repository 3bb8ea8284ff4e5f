import Foundation
import Testing
import HitLabTestSupport

/// `hitlab check` as a course author meets it: each mistake is reported at its file and line,
/// and one broken exercise does not stop the rest from being checked.
@Suite struct AuthoringCheckTests {
    static let good = """
    # Red lets taps through
    lesson: 0

    ## Task
    Make taps on red reach BlackView; leave RedView as it is.

    ## Start
    built-in

    ## Hints
    - pointInside.

    ## Solution
    override RedView.pointInside { return false }

    ## Probes
    tap 300 120: hit BlackView
    hidden keeps RedView

    ## Shortcuts
    ### hide it
    set RedView hidden=yes

    """

    /// A course folder (lessons/ with two lessons, transcripts/) holding `exercises`, with
    /// `manifest` listing the lesson-0 exercises.
    func course(listed: [String], exercises: [String: String]) throws -> String {
        let root = TestFolder.path("author")
        try FileManager.default.createDirectory(atPath: root + "/lessons/exercises", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/transcripts", withIntermediateDirectories: true)
        let names = listed.map { "\"\($0)\"" }.joined(separator: ", ")
        try #"{"formatVersion": 1, "lessons": [{"number": 0, "file": "000.md", "title": "T", "source": "s", "exercises": [\#(names)]}, {"number": 1, "file": "001.md", "title": "U", "source": "s", "exercises": []}]}"#
            .write(toFile: root + "/lessons/manifest.json", atomically: true, encoding: .utf8)
        for file in ["000.md", "001.md"] {
            try "# A lesson\n\n```hitlab\n(hitlab) hittest 300 120\nhitTest----BlackView\nhitTest----YellowView\nhitTest----GreenView\nhitTest----RedView\nhit: RedView\n```\n"
                .write(toFile: root + "/lessons/" + file, atomically: true, encoding: .utf8)
        }
        for (name, text) in exercises { try text.write(toFile: root + "/lessons/exercises/\(name).exercise", atomically: true, encoding: .utf8) }
        return root
    }

    @Test func eachMistakeIsNamedByItsFileAndLineAndTheRestIsStillChecked() throws {
        let root = try course(listed: ["good", "typo", "far-lesson", "ghost-view", "missing"], exercises: [
            "good": Self.good,
            "typo": Self.good.replacingOccurrences(of: "tap 300 120: hit BlackView", with: "tap 300 120 hit BlackView"),
            "far-lesson": Self.good.replacingOccurrences(of: "lesson: 0", with: "lesson: 7"),
            "ghost-view": Self.good.replacingOccurrences(of: "hidden keeps RedView", with: "hidden keeps RedView\nhidden tap 180 320: hit WhiteVeiw"),
            "unlisted": Self.good,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try BinaryRunner.run(["check"], directory: root)
        #expect(run.status == 1)
        let problems = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.map { $0.trimmingCharacters(in: .whitespaces) }
        let exercises = root + "/lessons/exercises"
        #expect(problems.contains("\(exercises)/typo.exercise:17: probe 'tap 300 120 hit BlackView' needs `tap X Y: …`"), "\(problems)")
        #expect(problems.contains("\(exercises)/far-lesson.exercise:2: says lesson: 7, which the course does not have; its lessons are 0, 1"), "\(problems)")
        #expect(problems.contains("\(exercises)/ghost-view.exercise:19: the probe names WhiteVeiw, which the scene does not have (did you mean WhiteView?)"), "\(problems)")
        #expect(problems.contains("\(root)/lessons/manifest.json: lesson 0 lists the exercise missing, but \(exercises)/missing.exercise cannot be read: add the file, or take the name out"), "\(problems)")
        #expect(problems.contains("\(exercises)/unlisted.exercise: is not in manifest.json: add unlisted to its lesson's \"exercises\", or remove the file"), "\(problems)")
        // The good exercise, and the others' other parts, raised nothing more.
        #expect(problems.count == 5, "\(problems)")
        // One file on its own is checked against the course it sits in.
        let one = try BinaryRunner.run(["check", exercises + "/far-lesson.exercise"], directory: root)
        #expect(one.stdout == "\(exercises)/far-lesson.exercise: 1 problem\n  \(exercises)/far-lesson.exercise:2: says lesson: 7, which the course does not have; its lessons are 0, 1\n")
        #expect(one.status == 1)
        #expect(try BinaryRunner.run(["check", exercises + "/good.exercise"]).stdout == "\(exercises)/good.exercise: ok\n")
    }

    @Test func aShortcutThatPassesFailsTheCheck() throws {
        let weak = Self.good.replacingOccurrences(of: "hidden keeps RedView\n", with: "hidden tap 180 320: hit WhiteView\n")
        let root = try course(listed: ["weak"], exercises: ["weak": weak])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = try BinaryRunner.run(["check"], directory: root)
        #expect(run.status == 1)
        #expect(run.stdout.contains("  \(root)/lessons/exercises/weak.exercise:21: the shortcut “hide it” passes every probe: add a probe that refuses it (keeps NAME, frame NAME X,Y,W,H, or a tap it gets wrong)\n"), "\(run.stdout)")
    }

    @Test func theGuidesWorkedExampleIsChecked() throws {
        let guide = TeacherCommandTests.root + "/lessons/AUTHORING.md"
        let run = try BinaryRunner.run(["check", guide])
        #expect(run.stdout == "\(guide): 1 example exercise ok\n")
        #expect(run.status == 0)
        // Without the probe that keeps RedView, two of its shortcuts pass, and check says where.
        let text = try String(contentsOfFile: guide, encoding: .utf8)
        let weakened = try BinaryRunner.temporaryFile(text.replacingOccurrences(of: "hidden keeps RedView\n", with: "\n"), suffix: ".md")
        defer { try? FileManager.default.removeItem(atPath: weakened) }
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex(of: "### hide RedView")! + 1
        let weak = try BinaryRunner.run(["check", weakened])
        #expect(weak.status == 1)
        #expect(weak.stdout.contains("\(weakened):\(line): the shortcut “hide RedView” passes every probe"), "\(weak.stdout)")
        // The lessons README sends authors to the guide.
        #expect(try String(contentsOfFile: TeacherCommandTests.root + "/lessons/README.md", encoding: .utf8).contains("[AUTHORING.md](AUTHORING.md)"))
    }
}
