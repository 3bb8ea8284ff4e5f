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

@Suite struct ExerciseTests {
    static let lessons = repositoryRoot.appendingPathComponent("lessons").path

    func catalog() throws -> Catalog { try Catalog(folder: Self.lessons) }

    @Test func everyExerciseFailsFromItsStartAndPassesWithItsSolution() throws {
        let catalog = try catalog()
        #expect(catalog.exercises.count >= 2 * catalog.lessons.count)
        #expect(catalog.contentProblems() == [])
        for lesson in catalog.lessons { #expect(lesson.exercises.count >= 2, "lesson \(lesson.number)") }
    }

    @Test func aHintWrappedOverSeveralLinesIsShownWhole() throws {
        let hints = Exercise.hints(["- First half of one hint,", "  and its second half.", "", "- Another.", "not indented: ignored"])
        #expect(hints == ["First half of one hint, and its second half.", "Another."])
        // Every bundled hint ends as a sentence does, so none is cut off at a line break.
        for exercise in try catalog().exercises {
            for hint in exercise.hints {
                #expect(hint.last.map { ".?!`)".contains($0) } == true, "\(exercise.name): \(hint)")
            }
        }
    }

    @Test func contentProblemsAreFound() throws {
        let broken = try Exercise(name: "broken", text: """
            # Broken
            ## Task
            Nothing to do.
            ## Start
            window 100 100
            view A 0 0 50 50
            ## Solution
            set A hidden=yes
            ## Probes
            tap 10 10: hit A
            """)
        #expect(broken.hints.isEmpty)
        let grader = Grader(exercise: broken)
        guard case .success(let start) = grader.state(applying: ""), case .success(let solved) = grader.state(applying: broken.solution) else {
            Issue.record("the scripts should run"); return
        }
        let startPasses = grader.grade(start).allSatisfy { $0.passed }
        let solutionPasses = grader.grade(solved).allSatisfy { $0.passed }
        #expect(startPasses)          // already solved by its start
        #expect(!solutionPasses)      // and its solution fails
    }

    @Test(arguments: [
        ("# T\n## Task\nx\n## Start\nbuilt-in\n## Solution\nx\n## Probes\ntap 1: hit A", "probe 'tap 1: hit A' must start with `tap X Y:`"),
        ("# T\n## Task\nx\n## Start\nbuilt-in\n## Solution\nx\n## Probes\ntap 1 2: is A", "probe 'tap 1 2: is A': say hit NAME"),
        ("# T\n## Start\nbuilt-in\n## Solution\nx\n## Probes\ntap 1 2: hit A", "has no `## Task` section"),
        ("## Task\nx", "has no `# Title` line"),
    ])
    func malformedExercisesSayWhatToFix(text: String, message: String) {
        do {
            _ = try Exercise(name: "e", text: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    func practising() throws -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        Practice.install(in: s, catalog: try catalog())
        return s
    }

    @Test func aWrongAnswerSaysWhichProbeFailedAndARightOnePassesHiddenOnesIncluded() throws {
        let s = try practising()
        #expect(s.execute("exercise avatar-over-the-banner").output.hasPrefix("The avatar that hangs below the banner"))
        // Half the answer: Banner claims the overhang, but every other point of the page too.
        _ = s.execute("override Banner.pointInside { return true }")
        let wrong = s.execute("check").output
        #expect(wrong.contains("✓ tap 60 170: the hit view is Avatar"))
        #expect(wrong.contains("✗ tap 200 170: the hit view is Posts, but the hit view was Banner"))
        #expect(wrong.contains("hidden probes fail"))
        #expect(!s.practice!.progress.solved.contains("avatar-over-the-banner"))
        _ = s.execute("override Banner.pointInside { if Avatar.point(inside: convert(point, to: Avatar), with: event) { return true }; return super.point(inside: point, with: event) }")
        let right = s.execute("check").output
        #expect(right.hasSuffix("Solved: every probe passes, the hidden ones included."))
        #expect(right.contains("✓ tap 100 186: the hit view is Avatar"))   // hidden probes show once solved
        #expect(s.practice!.progress.solved.contains("avatar-over-the-banner"))
    }

    /// An exercise's starting SwiftUI body can be read before it is changed: `show HOST`
    /// prints it as the exercise's start types it.
    @Test func anExercisesStartingBodyIsShown() throws {
        let s = try practising()
        _ = s.execute("exercise like-only-the-song")
        let exercise = try catalog().exercise(named: "like-only-the-song")
        let start = exercise.start.split(separator: "\n", omittingEmptySubsequences: false).drop { !$0.hasPrefix("swiftui Playlist") }
        #expect(s.execute("show Playlist").output == start.joined(separator: "\n").trimmingCharacters(in: .newlines))
    }

    @Test func hintsComeOneAtATimeAndTheSolutionAsksFirst() throws {
        let s = try practising()
        _ = s.execute("exercise skip-a-level")
        #expect(s.execute("hint").output.hasPrefix("Hint 1 of 2: "))
        #expect(s.execute("hint").output.hasSuffix("(that was the last hint)"))
        #expect(s.execute("solution").output.hasPrefix("This shows a finished answer"))
        #expect(!s.practice!.progress.revealed.contains("skip-a-level"))
        #expect(s.execute("solution yes").output.contains("return hit === self ? nil : hit"))
        #expect(s.practice!.progress.revealed.contains("skip-a-level"))
        #expect(!s.practice!.progress.solved.contains("skip-a-level"))
    }

    @Test func practiceCommandsNeedAnExerciseAndAKnownName() throws {
        let s = try practising()
        #expect(s.execute("check").error?.contains("is not started") == true)
        #expect(s.execute("exercise skip-level").error == "no exercise named 'skip-level' (did you mean skip-a-level?); `exercise` lists them (`hitlab lessons` in the shell)")
        let bare = Session()
        Practice.install(in: bare, catalog: nil)
        #expect(bare.execute("exercise").error == "lessons/manifest.json: could not be read: `hitlab lessons` says why")
    }

    @Test func progressAndWorkSurviveANewSession() throws {
        let folder = TestFolder.path("progress")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try practising()
        first.practice!.progress = ProgressStore(folder: folder)
        _ = first.execute("exercise two-responders")
        _ = first.execute("override Bubble.touchesBegan { print(\"bubble highlighted\"); super.touchesBegan(touches, with: event) }")
        _ = first.execute("hint")
        // Saved as readable text after every change, with no temporary file left behind.
        let text = try String(contentsOfFile: folder + "/progress", encoding: .utf8)
        #expect(text.contains("hints two-responders 1"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == ["progress", "work"])
        #expect(try String(contentsOfFile: folder + "/work/two-responders.hitlab", encoding: .utf8).contains("override Bubble.touchesBegan {"))

        let second = try practising()
        second.practice!.progress = ProgressStore(folder: folder)
        #expect(second.practice!.progress.hints["two-responders"] == 1)
        #expect(second.execute("exercise two-responders").output.contains("(your saved work is back; `reset` starts the exercise over)"))
        #expect(second.state.classes.method(.touchesBegan, definedIn: "Bubble") != nil)
        #expect(second.execute("reset").output == "two-responders is back at its starting scene")
        #expect(second.state.classes.method(.touchesBegan, definedIn: "Bubble") == nil)
        _ = second.execute("progress reset two-responders")
        #expect(ProgressStore(folder: folder).hints["two-responders"] == nil)
    }

    /// Saved work starts with the stamp of the start it was made on, so work saved before an
    /// exercise was rewritten under its old name is set aside (kept, with a notice) instead of
    /// brought back under a task its scene does not fit; work saved before stamps is set aside
    /// when it lacks a view the start has, and brought back when it has them all.
    @Test func workMadeOnAnEarlierStartIsSetAsideNotBroughtBack() throws {
        let folder = TestFolder.path("earlier-work")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let exercise = try catalog().exercise(named: "two-responders")
        let work = folder + "/work/two-responders.hitlab"
        let first = try practising()
        first.practice!.progress = ProgressStore(folder: folder)
        _ = first.execute("exercise two-responders")
        _ = first.execute("override Bubble.touchesBegan { print(\"bubble highlighted\") }")
        let saved = try String(contentsOfFile: work, encoding: .utf8)
        #expect(saved.hasPrefix("# work on the start \(WorkStamp.of(start: exercise.start))\n"), "\(saved)")

        func reopened(_ text: String) throws -> (output: String, notices: [String], session: Session) {
            try text.write(toFile: work, atomically: false, encoding: .utf8)
            let s = try practising()
            s.practice!.progress = ProgressStore(folder: folder)
            let reply = s.execute("exercise two-responders")
            // The notices come with the reply (as the REPL shows them), or wait in the store.
            return (reply.output, reply.text.split(separator: "\n").map(String.init) + s.practice!.takeNotices(), s)
        }
        // Another stamp: set aside, and the exercise starts at its start.
        let stamped = try reopened(saved.replacingOccurrences(of: WorkStamp.of(start: exercise.start), with: "0123456789abcdef"))
        #expect(!stamped.output.contains("your saved work is back"))
        #expect(stamped.notices.contains { $0.contains("your saved work on two-responders could not be used (it was made on an earlier version of this exercise); it is kept as ") }, "\(stamped.notices)")
        #expect(stamped.session.state.classes.method(.touchesBegan, definedIn: "Bubble") == nil)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/work").contains { $0.hasPrefix("two-responders.hitlab.earlier-") })
        // No stamp, and the old scene's views: set aside, naming a view the start has.
        let old = try reopened("window 375 667\nview White 20 40 335 600\nview Blue 40 40 255 380 in White\nview Yellow 20 200 215 160 in Blue\n")
        #expect(!old.output.contains("your saved work is back"))
        #expect(old.notices.contains { $0.contains("earlier version of this exercise: it has no ChatList, which the exercise starts with") }, "\(old.notices)")
        // No stamp, every view of the start: brought back.
        let unstamped = saved.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        let kept = try reopened(unstamped)
        #expect(kept.output.contains("your saved work is back"))
        #expect(kept.session.state.classes.method(.touchesBegan, definedIn: "Bubble") != nil)
        // No stamp, one view of five removed by the learner: still their work, brought back.
        let trimmed = try reopened(unstamped + "\nremove Bubble\n")
        #expect(trimmed.output.contains("your saved work is back"), "\(trimmed.notices)")
        // The stamp reads the start's commands: comments and spacing do not change it.
        #expect(WorkStamp.of(start: "# a scene\nwindow 375 667\n\nview  A 0 0 10 10\n") == WorkStamp.of(start: "window 375 667\nview A 0 0 10 10"))
        #expect(WorkStamp.of(start: "window 375 667\nview A 0 0 10 10") != WorkStamp.of(start: "window 375 667\nview A 0 0 10 11"))
        // Saved again by an editor with a byte-order mark and Windows line endings: the same stamp.
        #expect(WorkStamp.read("\u{FEFF}# work on the start 0123456789abcdef\r\nwindow 375 667\r\n") == "0123456789abcdef")
    }

    @Test func practiceCommandsWithNoExerciseSayHowToStartOne() throws {
        let s = try practising()
        for command in ["check", "hint", "solution"] {
            #expect(s.execute(command).error == "\(command) needs an exercise, and one is not started: `exercise` lists them, `exercise NAME` starts one")
        }
    }

    @Test func progressResetOfAnUnknownNameIsAnErrorWithASuggestion() throws {
        let s = try practising()
        #expect(s.execute("progress reset skip-level").error == "no exercise named 'skip-level' (did you mean skip-a-level?); `exercise` lists them (`hitlab lessons` in the shell)")
        #expect(s.execute("progress reset skip-a-level").output == "progress on skip-a-level forgotten")
    }

    /// A course with one exercise whose start does not build.
    func brokenCourse() throws -> (folder: String, catalog: Catalog) {
        let folder = TestFolder.path("course")
        try FileManager.default.createDirectory(atPath: folder + "/exercises", withIntermediateDirectories: true)
        try #"{"formatVersion": 1, "lessons": [{"number": 0, "file": "0.md", "title": "T", "source": "s", "exercises": ["broken"]}]}"#
            .write(toFile: folder + "/manifest.json", atomically: true, encoding: .utf8)
        try "# Broken\n## Task\nx\n## Start\nwindow 100 100\nview A 0 0 nope 1\n## Hints\n- h\n## Solution\nset A hidden=yes\n## Probes\ntap 1 1: hit A\nhidden tap 2 2: hit A\n"
            .write(toFile: folder + "/exercises/broken.exercise", atomically: true, encoding: .utf8)
        return (folder, try Catalog(folder: folder))
    }

    @Test func anExerciseWhoseStartFailsIsAnErrorNotACrash() throws {
        let (folder, catalog) = try brokenCourse()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let s = Session()
        Practice.install(in: s, catalog: catalog)
        #expect(s.execute("exercise broken").error == "exercise broken cannot start: the starting scene does not build: line 2: W must be a number, not 'nope'; usage: view NAME X Y W H [in PARENT]")
        #expect(s.state.scene.viewNames.isEmpty)
        guard case .failure(let error) = Grader(exercise: try catalog.exercise(named: "broken")).state(applying: "") else {
            Issue.record("the start should fail"); return
        }
        #expect(error.description.hasPrefix("exercise broken cannot start: "))
        #expect(catalog.contentProblems().contains { $0.hasPrefix("exercise broken cannot start") })
    }

    @Test func aGradedSubmissionMayNotWriteOrReadFiles() throws {
        let path = TestFolder.path("graded", suffix: ".hitlab")
        let grader = Grader(exercise: try catalog().exercise(named: "skip-a-level"))
        guard case .failure(let error) = grader.state(applying: "save \(path)") else { Issue.record("save should be refused"); return }
        #expect(error.description == "exercise skip-a-level submission: line 1: save is not allowed here: a graded submission may only build the scene and override methods")
        #expect(!FileManager.default.fileExists(atPath: path))
        guard case .failure = grader.state(applying: "draw --svg \(path)") else { Issue.record("draw --svg should be refused"); return }
        guard case .failure = grader.state(applying: "load /dev/null") else { Issue.record("load should be refused"); return }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
