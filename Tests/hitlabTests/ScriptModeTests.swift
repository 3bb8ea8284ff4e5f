import Foundation
import Testing
import HitLabTestSupport

@Suite struct ScriptModeTests {
    static let script = """
        # Two views; the top one gives its touches away.
        window 200 200
        view Bottom 0 0 100 100
        view Top 0 0 100 100
        override Top.pointInside {
            return false
        }
        override Bottom.touchesBegan {
            print("Bottom got it at \\(touches.first!.location(in: self))")
        }
        tap 10 20
        chain Top
        """

    static let expected = """
        Bottom got it at (10, 20)
        hit: Bottom | chain: Bottom → UIWindow → UIWindowScene → UIApplication → AppDelegate
        Top → UIWindow → UIWindowScene → UIApplication → AppDelegate

        """

    @Test func runExecutesAScriptWithExactOutput() throws {
        let path = try BinaryRunner.temporaryFile(Self.script)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try BinaryRunner.run(["run", path])
        #expect(outcome.stdout == Self.expected)
        #expect(outcome.stderr == "")
        #expect(outcome.status == 0)
    }

    @Test func standardInputRunsTheSameScriptTheSameWay() throws {
        let outcome = try BinaryRunner.run([], input: Self.script)
        #expect(outcome.stdout == Self.expected)
        #expect(outcome.status == 0)
    }

    @Test func dashCRunsCommandsSeparatedBySemicolons() throws {
        let outcome = try BinaryRunner.run(["-c", "tap 180 240; hittest 320 550"])
        #expect(outcome.stdout == """
            hitTest----BlackView
            hitTest----YellowView
            hitTest----GreenView
            touchBegan---GreenView
            touchBegan---BlackView
            hit: GreenView | chain: GreenView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate
            hitTest----BlackView
            hitTest----YellowView
            hitTest----GreenView
            hitTest----RedView
            hit: BlackView

            """)
        #expect(outcome.status == 0)
    }

    @Test func anErrorStopsTheScriptWithItsLineAndAFailingStatus() throws {
        let path = try BinaryRunner.temporaryFile("window 100 100\nview A 0 0 10 10\ntap 5 5\nview A 0 0 1 1\ntap 5 5\n")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try BinaryRunner.run(["run", path])
        #expect(outcome.stdout == "hit: A | chain: A → UIWindow → UIWindowScene → UIApplication → AppDelegate\n")
        #expect(outcome.stderr == "\(path):4: error: a view, controller or recognizer named 'A' exists already: choose another name, or `remove A` first\n")
        #expect(outcome.status == 1)
    }

    @Test func anUnfinishedOverrideIsReported() throws {
        let outcome = try BinaryRunner.run(["--empty"], input: "view A 0 0 1 1\noverride A.hitTest {\n  return nil\n")
        #expect(outcome.stderr == "stdin:2: error: the command is not finished: a { has no matching }\n")
        #expect(outcome.status == 1)
    }

    @Test func aMissingScriptFileIsAClearError() throws {
        let outcome = try BinaryRunner.run(["run", "/no/such/script.hitlab"])
        #expect(outcome.stderr == "error: cannot read /no/such/script.hitlab: there is no such file; check the name\n")
        #expect(outcome.status == 2)
    }

    @Test func anUnknownExerciseFromTheShellIsAClearError() throws {
        let outcome = try BinaryRunner.run(["exercise", "grey-to-gren"])
        #expect(outcome.stderr.hasPrefix("error: no exercise named 'grey-to-gren' (did you mean grey-to-green?)"))
        #expect(outcome.status == 2)
    }

    @Test func versionAndHelp() throws {
        #expect(try BinaryRunner.run(["--version"]).stdout == "0.1.0\n")
        let help = try BinaryRunner.run(["--help"])
        #expect(help.stdout.contains("USAGE: hitlab [-c <commands>] [--empty] [--lang <en|zh|zh-Hant>] <subcommand>"))
        #expect(help.status == 0)
    }

    @Test func savedScenesRunBackToTheSameScene() throws {
        let directory = TestFolder.path("roundtrip")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let first = try BinaryRunner.run(["-c", "set RedView alpha=0.5; controller RootVC view BlackView; save one.hitlab"], directory: directory)
        #expect(first.stdout == "saved to one.hitlab\n")
        let second = try BinaryRunner.run(["run", directory + "/one.hitlab"], input: nil, directory: directory)
        #expect(second.status == 0)
        let again = try BinaryRunner.run(["-c", "load one.hitlab; save two.hitlab"], directory: directory)
        #expect(again.status == 0)
        let one = try String(contentsOfFile: directory + "/one.hitlab", encoding: .utf8)
        let two = try String(contentsOfFile: directory + "/two.hitlab", encoding: .utf8)
        #expect(one == two)
        #expect(one.contains("set RedView color=red alpha=0.5"))
        #expect(one.contains("controller RootVC view BlackView"))
    }

    @Test func noColourOrPromptWhenOutputIsNotATerminal() throws {
        let outcome = try BinaryRunner.run([], input: "draw\n")
        #expect(!outcome.stdout.contains("\u{1B}["))
        #expect(!outcome.stdout.contains("(hitlab)"))
        #expect(outcome.stdout.contains("B BlackView"))
    }
}

@Suite struct TeacherCommandTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    @Test func gradeGivesOneLinePerFileAndJSONForTools() throws {
        let right = try BinaryRunner.temporaryFile("override Middle.hitTest {\n    let hit = super.hitTest(point, with: event)\n    return hit === self ? nil : hit\n}\n")
        let wrong = try BinaryRunner.temporaryFile("override Middle.pointInside { return false }\n")
        let broken = try BinaryRunner.temporaryFile("override Middle.hitTest { return nil)\n}\n")
        defer { [right, wrong, broken].forEach { try? FileManager.default.removeItem(atPath: $0) } }
        let outcome = try BinaryRunner.run(["grade", "skip-a-level", right, wrong, broken], directory: Self.root)
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4 + 9)
        #expect(lines[0] == "\(right): passed (8 of 8 probes)")
        #expect(lines[1] == "\(wrong): failed 3 of 8: tap 100 200: the hit view is Top, but the hit view was Base; hidden tap 270 180: the hit view is Top, but the hit view was Base; "
        + "hidden view Side 200 250 60 60 in Middle; tap 280 400: the hit view is Side, but the hit view was Base")
        // A submission that does not build is an error of the submission, at its own line and
        // column, and no probe ran.
        #expect(lines[2].hasPrefix("\(broken):1:11: error: syntax error in Middle.hitTest(_:with:)"))
        #expect(lines[2].hasSuffix("; nothing was graded"))
        #expect(lines[3] == "each probe, passed by how many of the 2 graded:")
        #expect(lines.last == "1 of 3 passed, 1 failed, 1 not graded (errors)")
        #expect(outcome.status == 1)
        let deeper = try BinaryRunner.temporaryFile("set Middle alpha=1\noverride Middle.pointInside {\n    let a = 1\n    return a +* 2\n}\n")
        defer { try? FileManager.default.removeItem(atPath: deeper) }
        let third = try BinaryRunner.run(["grade", "--json", "skip-a-level", deeper, "/nonexistent/file.hitlab"], directory: Self.root)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(third.stdout.utf8)) as? [String: Any])
        let records = try #require(document["submissions"] as? [[String: Any]])
        #expect((records[0]["error"] as? String)?.hasPrefix("\(deeper):4:15: error: syntax error in Middle.point(inside:with:)") == true)
        #expect(records[0]["probesPassed"] as? Int == 0 && records[0]["status"] as? String == "error")
        #expect((records[1]["error"] as? String)?.contains("cannot read /nonexistent/file.hitlab: there is no such file") == true)
        let json = try BinaryRunner.run(["grade", "--json", "skip-a-level", right], directory: Self.root)
        #expect(json.stdout.hasSuffix(#""submissions":[{"failed":[],"file":"\#(right)","passed":true,"probesPassed":8,"status":"passed"}],"total":1}"# + "\n"))
        #expect(json.status == 0)
    }

    @Test func checkPassesOnTheBundledCourse() throws {
        let outcome = try BinaryRunner.run(["check"], directory: Self.root)
        #expect(outcome.status == 0, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("/README.md: ok"))
        #expect(outcome.stdout.contains("lessons/000-hit-testing-and-the-responder-chain.md: ok"))
        #expect(outcome.stdout.contains("exercises ok"))
    }

    @Test func checkReportsADiffForAStaleTranscript() throws {
        let path = try BinaryRunner.temporaryFile("A stale example.\n\n  (hitlab) chain RedView\n  RedView → UIWindow\n", suffix: ".t")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try BinaryRunner.run(["check", path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout == "\(path): 1 block differs\n  @@ line 3: (hitlab) chain RedView @@\n  - RedView → UIWindow\n  + RedView → BlackView → UIWindow → UIWindowScene → UIApplication → AppDelegate\n"
                + "  (when the new output is right, `hitlab check --update \(path)` writes it into the file)\n")
        let update = try BinaryRunner.run(["check", "--update", path])
        #expect(update.stdout == "\(path): updated\n")
        #expect(try BinaryRunner.run(["check", path]).status == 0)
    }
}

extension TeacherCommandTests {
    /// An empty file, prose without commands, or a scene script checks nothing: that is an error, not `ok`.
    @Test(arguments: [("", ".t"), ("Only prose.\n(hitlab) tap 1 1\n", ".t"), ("window 100 100\ntap 5 5\n", ".hitlab"), ("# A title\n\nProse.\n", ".md")])
    func aFileThatChecksNothingIsAnError(contents: String, suffix: String) throws {
        let path = try BinaryRunner.temporaryFile(contents, suffix: suffix)
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [["check", path], ["transcript", "check", path], ["check", "--update", path]] {
            let outcome = try BinaryRunner.run(arguments)
            #expect(outcome.status == 1)
            #expect(outcome.stdout == "")
            #expect(outcome.stderr == "error: \(path) checks nothing: it has no `(hitlab) ` command lines (indented by two spaces in a transcript, in ```hitlab blocks in a lesson); a scene script runs with `hitlab run \(path)`\n")
        }
    }
}

@Suite struct ClassroomCommandTests {
    @Test func aLessonPlaysAPageAtATimeFromAPipe() throws {
        let outcome = try BinaryRunner.run(["lesson", "2"], input: "\n\n\n\nq\n", directory: TeacherCommandTests.root)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("Lesson 2: Responders, the fittest view, and the chain (part 1 of 3)\n(Enter: next · b: back · r: try it in the REPL · q: quit, each followed by Enter)\n\n# Lesson 2: responders"))
        #expect(outcome.stdout.contains("(hitlab) window 375 667"))
        #expect(outcome.stdout.contains("\n── 1/32\n"))
        #expect(outcome.stdout.contains("\n── 5/32\n"))
        let missing = try BinaryRunner.run(["lesson", "9"], directory: TeacherCommandTests.root)
        #expect(missing.stderr == "error: there is no lesson 9: lessons are numbered 0, 1, 2, 3, 4, 5, 6, 7, 8\n")
        #expect(missing.status == 2)
    }

    @Test func aRecordedTranscriptChecksClean() throws {
        let path = TestFolder.path("record", suffix: ".t")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let record = try BinaryRunner.run(["transcript", "record", path], input: "override RedView.pointInside {\n    return false\n}\ntap 300 120\n")
        #expect(record.status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("  (hitlab) override RedView.pointInside {\n  ...     return false\n  ... }\n  (hitlab) tap 300 120\n"))
        #expect(try BinaryRunner.run(["transcript", "check", path]).stdout == "\(path): ok\n")
    }

    @Test func aTeachersNotesAreRecordedAsProseAndTheTranscriptChecksClean() throws {
        let path = TestFolder.path("record", suffix: ".t")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let input = "# Predict: who answers a tap on white over yellow?\ntap 180 320\nnote And where it sticks out?\n#\ntap 180 240 # the overhang\n"
        let record = try BinaryRunner.run(["transcript", "record", path], input: input)
        #expect(record.status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("A recorded HitLab session (starting on the built-in scene).\n\nPredict: who answers a tap on white over yellow?\n\n  (hitlab) tap 180 320\n"))
        #expect(text.contains("AppDelegate\n\nAnd where it sticks out?\n\n  (hitlab) tap 180 240 # the overhang\n"))
        #expect(!text.contains("(hitlab) #") && !text.contains("(hitlab) note"))
        #expect(try BinaryRunner.run(["transcript", "check", path]).stdout == "\(path): ok\n")
        let help = try BinaryRunner.run(["transcript", "record", "--help"])
        #expect(help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("A line starting with # or note (a question for the class, say) is written as prose, not run."))
    }

    @Test func aRecordedPauseIsWrittenWithThePausedPromptAndChecksClean() throws {
        let path = TestFolder.path("record", suffix: ".t")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let record = try BinaryRunner.run(["transcript", "record", path], input: "break pointInside YellowView\ntap 180 240\nfinish\ncontinue\n")
        #expect(record.status == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.contains("  (hitlab) tap 180 240\n"))
        #expect(text.contains("  (hitlab ‖) finish\n"))
        #expect(text.contains("  (hitlab ‖) continue\n"))
        #expect(try BinaryRunner.run(["transcript", "check", path]).stdout == "\(path): ok\n")
    }

    @Test func recordKeepsAnExistingFileUnlessForced() throws {
        let path = try BinaryRunner.temporaryFile("a lesson plan\n", suffix: ".t")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let refused = try BinaryRunner.run(["transcript", "record", path], input: "tap 180 240\n")
        #expect(refused.stderr == "error: cannot write \(path): it exists and would be lost; `--force` replaces it, or choose another name\n")
        #expect(refused.status == 2)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a lesson plan\n")
        let forced = try BinaryRunner.run(["transcript", "record", "--force", path], input: "tap 180 240\n")
        #expect(forced.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("  (hitlab) tap 180 240\n"))
    }

    @Test func lessonsListsEveryExercise() throws {
        let outcome = try BinaryRunner.run(["lessons"], directory: TeacherCommandTests.root)
        #expect(outcome.stdout.contains("Lesson 4: The query order, the response order, and taking a touch for another view\n  predictions: "))
        #expect(outcome.stdout.contains(" right (10 not answered yet)\n  · everything-to-view1_1") || outcome.stdout.contains(" of 10 right\n  · everything-to-view1_1"))
    }
}

/// `hitlab import FILE [--script OUT]` from the shell: exit codes and the one-line error.
@Suite struct ImportFromShellTests {
    @Test func importWritesAScriptThatRunsAndRefusesAFolder() throws {
        let dump = try BinaryRunner.temporaryFile("<UIView: 0x1; frame = (0 0; 100 100)>\n   | <UIButton: 0x2; frame = (10 10; 50 30)>\n")
        let out = dump + ".hitlab"
        let imported = try BinaryRunner.run(["import", dump, "--script", out])
        #expect(imported.status == 0)
        #expect(imported.stdout.contains("imported \(dump): 2 views in a 100×100 UIWindow"))
        #expect(try BinaryRunner.run(["run", out]).status == 0)
        // The script it wrote carries HitLab's mark (`# HitLab scene`), so it is replaced;
        // a file HitLab did not write is kept unless --force (ROBUSTNESS.md).
        #expect(try BinaryRunner.run(["import", dump, "--script", out]).status == 0)
        try "notes\n".write(toFile: out, atomically: false, encoding: .utf8)
        let again = try BinaryRunner.run(["import", dump, "--script", out])
        #expect(again.status == 1 && again.stderr == "error: cannot write \(out): it exists and is not a file HitLab wrote; `--force` replaces it, or choose another name\n")
        let folder = try BinaryRunner.run(["import", NSTemporaryDirectory()])
        #expect(folder.status == 1 && folder.stderr.hasSuffix("it is a folder: name the text file a `recursiveDescription` dump was saved to; nothing was imported\n"))
        for path in [dump, out] { try FileManager.default.removeItem(atPath: path) }
    }
}

/// What an author meets in `hitlab check`: a stale block is the block's fault, not its
/// question's; `--update` does not call a lesson done while an answer is still wrong; an
/// exercise no manifest lists is said to be unlisted.
@Suite struct AuthoringTrapTests {
    static let lesson = """
        # Traps

        **Predict:** which view does a tap at (10, 10) reach?

        <details><summary>Answer</summary>

        ```predict view
        UIWindow
        ```

        Nothing but the window is there.

        </details>

        ```hitlab
        (hitlab) tap 10 10
        hitTest----BlackView
        hit: Card | chain: UIWindow → UIWindowScene → UIApplication → AppDelegate
        ```

        """

    @Test func aStaleBlockIsReportedAndItsRightAnswerIsLeftAlone() throws {
        let path = try BinaryRunner.temporaryFile(Self.lesson, suffix: ".md")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let outcome = try BinaryRunner.run(["check", path])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.hasPrefix("\(path): 1 block differs\n"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("question"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("`hitlab check --update \(path)`"))
        let update = try BinaryRunner.run(["check", "--update", path])
        #expect(update.status == 0 && update.stdout == "\(path): updated\n", "\(update.stdout)")
        #expect(try BinaryRunner.run(["check", path]).status == 0)
    }

    @Test func updateStillFailsWhileAnAnswerIsWrong() throws {
        let path = try BinaryRunner.temporaryFile(Self.lesson.replacingOccurrences(of: "```predict view\nUIWindow", with: "```predict view\nCard"), suffix: ".md")
        defer { try? FileManager.default.removeItem(atPath: path) }
        let update = try BinaryRunner.run(["check", "--update", path])
        #expect(update.status == 1)
        #expect(update.stdout == "\(path): updated\n\(path): 1 question still wrong\n  line 7: the answer is “Card”, but `tap 10 10` at line 16 gives “UIWindow”\n")
    }

    @Test func anExerciseTheManifestDoesNotListIsSaidToBeUnlisted() throws {
        let root = NSTemporaryDirectory() + "hitlab-unlisted-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/lessons/exercises", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.copyItem(atPath: TeacherCommandTests.root + "/lessons/manifest.json", toPath: root + "/lessons/manifest.json")
        let text = try String(contentsOfFile: TeacherCommandTests.root + "/lessons/exercises/skip-a-level.exercise", encoding: .utf8)
        try text.write(toFile: root + "/lessons/exercises/skip-two.exercise", atomically: true, encoding: .utf8)
        let outcome = try BinaryRunner.run(["check", root + "/lessons/exercises/skip-two.exercise"])
        #expect(outcome.status == 1)
        #expect(outcome.stdout.contains("\(root)/lessons/exercises/skip-two.exercise: is not in manifest.json: add skip-two to its lesson's \"exercises\", or remove the file"), "\(outcome.stdout)")
    }
}
