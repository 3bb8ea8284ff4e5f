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

/// Grading that holds: every exercise lists the shortcuts a learner might try, and each one
/// fails; the constraints a task states are probes (`keeps`, `frame`); and a runaway
/// submission stops at the probes' budget.
@Suite struct ShortcutTests {
    func catalog() throws -> Catalog { try Catalog(folder: ExerciseTests.lessons) }

    func outcomes(_ exercise: Exercise, _ script: String) -> [Grader.Outcome]? {
        let grader = Grader(exercise: exercise)
        guard case .success(let state) = grader.state(applying: script) else { return nil }
        return grader.grade(state)
    }

    @Test func everyShortcutOfEveryExerciseBuildsAndFailsInBothLanguages() throws {
        let catalog = try catalog()
        for exercise in catalog.exercises {
            let zh = try catalog.exercise(named: exercise.name, in: .chinese)
            #expect(exercise.shortcuts.count >= 2, "\(exercise.name)")
            #expect(zh.shortcuts.map(\.script) == exercise.shortcuts.map(\.script), "\(exercise.name)")
            #expect(zh.shortcuts.map(\.title) != exercise.shortcuts.map(\.title), "\(exercise.name)'s titles are translated")
            for shortcut in exercise.shortcuts {
                let graded = try #require(outcomes(exercise, shortcut.script), "\(exercise.name): “\(shortcut.title)” does not build")
                #expect(graded.contains { !$0.passed }, "\(exercise.name): “\(shortcut.title)” passes")
            }
        }
    }

    @Test func theOverlayShortcutFailsOnTheScenesTheTaskSaysToKeep() throws {
        let exercise = try catalog().exercise(named: "pass-through-overlay")
        let shortcut = try #require(exercise.shortcuts.first { $0.script == "set Toast interaction=no\nmove Close to Shop" })
        let failed = try #require(outcomes(exercise, shortcut.script)).filter { !$0.passed }
        // The claims on the scene refuse it, and a second control in the switched-off toast.
        #expect(failed.map { EnglishWords().summary($0.probe) } == ["Toast is still as the start has it", "Close is still as the start has it",
                                                                  "button Help 20 20 44 44 in Toast; tap 40 40: the hit view is Help"])
        #expect(failed.map(EnglishWords().observation) == ["Toast has interaction=no instead of interaction at its default", "Close has in=Shop instead of in=Toast", "the hit view was Shop"])
        #expect(ChineseWords(script: .chinese).observation(failed[1]) == "Close 变了：in=Shop，原来是 in=Toast")
        #expect(ChineseWords(script: .chinese).observation(failed[0]) == "Toast 变了：interaction=no，原来是 interaction 为默认值")
        // The solution keeps both.
        #expect(try #require(outcomes(exercise, exercise.solution)).allSatisfy(\.passed))
    }

    /// `like-only-the-song`'s title made untouchable is a listed shortcut: the finger then falls
    /// through the title to the row's cell, and Like, still automatic, is the row's action, which
    /// a device's cell runs on a tap anywhere in the row (swiftui-semantics.md §3.6, LST). Only
    /// the taps on a title and on a row's middle refuse it; every tap on Like passes.
    @Test func theUntouchableTitleStillLikesItsSongThroughTheRow() throws {
        let exercise = try catalog().exercise(named: "like-only-the-song")
        let title = try #require(exercise.shortcuts.first { $0.title == "the title made untouchable" })
        let failed = try #require(outcomes(exercise, title.script)).filter { !$0.passed }
        #expect(failed.map { EnglishWords().summary($0.probe) } == ["tap 40 122: it does not print “liked 1”",
                                                                   "tap 200 166: it does not print “liked 2”",
                                                                   "tap 40 210: it does not print “liked 3”"])
        #expect(try #require(outcomes(exercise, exercise.solution)).allSatisfy(\.passed))
    }

    /// `.buttonStyle(.borderless)` on the List, which SwiftUI hands down to every button in
    /// it, is as right as on each button: the List must be kept as a List, not kept free of
    /// modifiers. A `keeps` whose start had no modifiers says "no modifiers", not "modifiers=".
    @Test func theStyleOnTheWholeListIsAsRightAsOnEachButton() throws {
        let exercise = try catalog().exercise(named: "like-only-the-song")
        let onTheList = exercise.solution
            .replacingOccurrences(of: "\n                    .buttonStyle(.borderless)", with: "")
            .replacingOccurrences(of: "    }\n}", with: "    }\n    .buttonStyle(.borderless)\n}")
        #expect(onTheList.contains("    .buttonStyle(.borderless)\n}") && !onTheList.contains("Like\") { print(\"liked \\(n)\") }\n                    .buttonStyle"), "\(onTheList)")
        #expect(try #require(outcomes(exercise, onTheList)).allSatisfy(\.passed))
        let change = Grader.Observation.changed("List_1", [Grader.Observation.Change(key: "modifiers", now: "buttonStyle", start: "")])
        let outcome = Grader.Outcome(probe: exercise.probes[0], passed: false, change)
        #expect(EnglishWords().observation(outcome) == "List_1 has modifiers=buttonStyle instead of no modifiers")
        #expect(ChineseWords(script: .chinese).observation(outcome) == "List_1 变了：modifiers=buttonStyle，原来是 没有 modifiers")
    }

    /// `keeps` and `frame` name SwiftUI views too: a Spacer replaced by a colour is no longer the
    /// row's Spacer, and a picture shrunk to the circle it is clipped to no longer has its size.
    @Test func keepsAndFrameReadSwiftUIViews() throws {
        let catalog = try catalog()
        let row = try catalog.exercise(named: "tap-the-whole-row")
        let white = try #require(row.shortcuts.first { $0.script.contains("Color.white") })
        let failed = try #require(outcomes(row, white.script)).filter { !$0.passed }
        let spacer = try #require(failed.first { EnglishWords().summary($0.probe) == "Spacer_1 is still as the start has it" })
        #expect(EnglishWords().observation(spacer) == "there is no Spacer_1")
        let picture = try catalog.exercise(named: "the-picture-steals-the-tap")
        let shrunk = try #require(picture.shortcuts.first { !$0.script.contains(".frame(width: 240, height: 240)") && $0.script.contains("Color.purple") })
        let wrongSize = try #require(outcomes(picture, shrunk.script)).filter { !$0.passed }
        #expect(wrongSize.map { EnglishWords().summary($0.probe) }.contains("Color_1's frame is still (123.5, 180, 240, 240)"), "\(wrongSize)")
        // A SwiftUI view's facts: its type, its host and its modifiers, against the start's.
        let start = try Grader(exercise: row).state(applying: "").get()
        #expect(SceneFacts.facts(of: "Spacer_1", in: start.scene, classes: start.classes) == ["kind": "Spacer", "in": "Groceries", "modifiers": ""])
        #expect(SceneFacts.facts(of: "HStack_1", in: start.scene, classes: start.classes)?["modifiers"] == "frame,onTapGesture")
        #expect(SceneFacts.frame(of: "Spacer_9", in: start.scene, classes: start.classes) == nil)
    }

    /// Answers that hard-code what the visible probes ask (the close button's place, a view
    /// brought to the front, a content view that lets every touch through) fail on hidden
    /// probes that change the scene: a second control in the toast, a second view in Middle,
    /// a tap on a row's content view and Like's responder chain through it.
    @Test func answersThatHardCodeTheSceneFailAHiddenProbeThatChangesIt() throws {
        let catalog = try catalog()
        let hardCoded: [(exercise: String, script: String, failsAt: String)] = [
            ("pass-through-overlay", "override Toast.hitTest { return Close.frame.contains(point) ? Close : nil }", "button Help 20 20 44 44 in Toast; tap 40 40: the hit view is Help"),
            ("pass-through-overlay", "override Toast.pointInside { return Close.frame.contains(point) }", "button Help 20 20 44 44 in Toast; tap 40 40: the hit view is Help"),
            ("skip-a-level", "override Middle.hitTest { return Top.frame.contains(point) ? Top : nil }", "view Side 200 250 60 60 in Middle; tap 280 400: the hit view is Side"),
            ("like-in-the-cell", "front Like", "tap 320 280: the responder chain is Like → Posts_cell2_content → Posts_cell2 → Posts → UIWindow → UIWindowScene → UIApplication → AppDelegate"),
            ("like-in-the-cell", "override Posts_cell2_content.pointInside { return false }", "tap 100 280: the hit view is Posts_cell2_content"),
        ]
        for (name, script, failsAt) in hardCoded {
            let exercise = try catalog.exercise(named: name)
            let graded = try #require(outcomes(exercise, script), "\(name): \(script) does not build")
            let failed = graded.filter { !$0.passed }
            // Only hidden probes refuse it: the learner's visible ones all pass.
            #expect(!failed.isEmpty && failed.allSatisfy(\.probe.hidden), "\(name): \(script)")
            #expect(failed.map { EnglishWords().summary($0.probe) }.contains(failsAt), "\(name): \(failed.map { EnglishWords().summary($0.probe) })")
            #expect(exercise.shortcuts.contains { $0.script == script }, "\(name) lists \(script) under ## Shortcuts")
            #expect(try #require(outcomes(exercise, exercise.solution)).allSatisfy(\.passed))
        }
    }

    @Test func keepsComparesOnlyTheFactsItNames() throws {
        let exercise = try Exercise(name: "keeps", text: """
            # Keeps
            ## Task
            x
            ## Start
            window 375 667
            view Card 0 0 375 400
            gesture Like tap on Card cancels=no
            ## Solution
            set Like cancels=yes
            ## Probes
            tap 10 10: hit Card
            keeps Like on enabled
            hidden keeps Card
            """)
        #expect(EnglishWords().summary(exercise.probes[1]) == "Like's on and enabled are as at the start")
        #expect(ChineseWords(script: .chinese).summary(exercise.probes[1]) == "Like 应保持起始场景中的 on 和 enabled")
        #expect(exercise.probes[1].commands == [])
        #expect(try #require(outcomes(exercise, exercise.solution)).allSatisfy(\.passed))
        let disabled = try #require(outcomes(exercise, "set Like enabled=no")).filter { !$0.passed }
        #expect(disabled.map(EnglishWords().observation) == ["Like has enabled=no instead of enabled at its default"])
        let removed = try #require(outcomes(exercise, "remove Card\nview Card 0 0 375 400")).filter { !$0.passed }
        #expect(removed.map(EnglishWords().observation) == ["there is no Like"])
    }

    @Test func aRunawaySubmissionStopsAtTheProbesBudgetWithoutTheREPLsAdvice() throws {
        let exercise = try catalog().exercise(named: "skip-a-level")
        let graded = try #require(outcomes(exercise, "override Middle.hitTest {\n    while true { }\n    return nil\n}"))
        let errors = graded.compactMap { if case .error(let e) = $0.observed { e } else { nil } }
        #expect(errors.count == 6)
        #expect(errors[0] == "stopped in Middle.hitTest(_:with:), line 1: more than 100000 steps: an endless loop? (the probes' budget)")
        // A budget set higher in the submission is capped; one set lower is kept.
        let raised = try #require(outcomes(exercise, "option steps=5000000\noverride Middle.hitTest {\n    while true { }\n    return nil\n}"))
        #expect(raised.compactMap { if case .error(let e) = $0.observed { e } else { nil } }.first == errors[0])
    }

    /// The probes' budget is small, so a runaway submission is graded fast, and still leaves
    /// every bundled solution ten times the steps and calls it needs.
    @Test func everySolutionPassesWithATenthOfTheProbesBudget() throws {
        for exercise in try catalog().exercises {
            let grader = Grader(exercise: exercise)
            guard case .success(var state) = grader.state(applying: exercise.solution) else { Issue.record("\(exercise.name)"); continue }
            state.options.limits = RunLimits(steps: RunLimits.probes.steps / 10, depth: RunLimits.probes.depth / 10)
            let failed = grader.grade(state).filter { !$0.passed }
            #expect(failed.isEmpty, "\(exercise.name): \(failed.map(EnglishWords().observation))")
        }
    }

    @Test func shortcutsAreReadUnderTheirTitlesAndAMalformedOneNamesItsLine() throws {
        let base = "# T\nlesson: 0\n## Task\nx\n## Start\nwindow 100 100\n## Solution\nx\n## Probes\ntap 1 1: hit UIWindow\n## Shortcuts\n"
        let exercise = try Exercise(name: "t", text: base + "### one\nset A hidden=yes\n\n### two\noverride A.hitTest {\n    return nil\n}\n")
        #expect(exercise.shortcuts.map(\.title) == ["one", "two"])
        #expect(exercise.shortcuts.map(\.line) == [12, 15])
        #expect(exercise.shortcuts[1].script == "override A.hitTest {\n    return nil\n}")
        #expect(exercise.lessonLine == 2)
        #expect(throws: LessonError.at(file: "t.exercise", line: 12, "a shortcut starts with a `### TITLE` line saying what it tries, then its commands")) {
            try Exercise(name: "t", text: base + "set A hidden=yes\n")
        }
        #expect(throws: LessonError.at(file: "course/t.exercise", line: 12, "the shortcut “empty” has no commands under its title")) {
            try Exercise(name: "t", text: base + "### empty\n\n### two\nx\n", file: "course/t.exercise")
        }
        #expect(throws: LessonError.at(file: "t.exercise", line: 11, "probe 'keeps A colour': keeps knows no fact 'colour' (did you mean color?); the facts are " + SceneFacts.names.joined(separator: ", "))) {
            try Exercise(name: "t", text: base.replacingOccurrences(of: "## Shortcuts\n", with: "keeps A colour\n"))
        }
    }
}
