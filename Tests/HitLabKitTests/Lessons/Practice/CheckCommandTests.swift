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

/// `check` under a runaway override: probes keep to the probes' budgets, and Ctrl-C stops the
/// whole check, not only the probe running.
@Suite struct CheckCommandTests {
    /// A session working on exercise `name`.
    func practising(_ name: String = "grey-to-green") throws -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        Practice.install(in: s, catalog: try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path))
        _ = s.execute("exercise \(name)")
        return s
    }

    @Test func probesRunWithAtMostTheProbesBudgets() throws {
        let s = try practising()
        #expect(s.execute("option steps=100000000 depth=500").status == .ok)
        let probes = s.state.cappedForProbes.options.limits
        #expect(probes.steps == RunLimits.probes.steps)
        #expect(probes.steps < RunLimits.standard.steps)
        #expect(probes.depth == 500)          // a budget lowered by the learner is kept
    }

    @Test func ctrlCStopsTheWholeCheck() throws {
        let s = try practising()
        // Its own interruption, so tests running beside it are not stopped.
        let interruption = Interruption()
        s.state.options.interruption = interruption
        _ = s.execute("override GreenView.pointInside {\n    var n = 0\n    while true { n = n + 1 }\n    return true\n}")
        interruption.requestDuringNextRun()   // Ctrl-C while the first probe's tap runs
        let reply = s.execute("check")
        let probes = try #require(try s.practice?.catalog?.exercise(named: "grey-to-green")).probes.count
        #expect(reply.error?.hasPrefix("check stopped (Ctrl-C) after 1 of \(probes) probes; nothing was graded") == true, "\(reply.text)")
        #expect(!interruption.isRequested)
    }
}

extension CheckCommandTests {
    /// nearest-controller's hidden probe taps the same place as the visible ones: the report
    /// must not say hidden probes tap elsewhere.
    @Test func aHiddenProbeFailureSaysOnlyWhatHappened() throws {
        let s = try practising("nearest-controller")
        _ = s.execute("set Toggle interaction=no")
        _ = s.execute("override Row.touchesBegan { print(\"SettingsVC\") }")
        #expect(s.execute("check").output == """
            ✓ tap 325 230: it prints “SettingsVC”
            ✓ tap 325 230: it does not print “Row”
            ✗ 3 of 3 hidden probes fail, seeing instead: the hit view was Row; it printed “SettingsVC” (2 probes) (some of them change the scene first: the answer must hold however it changes)
            Not yet: 3 of 5 probes fail. `hint` helps.
            """)
    }
}

extension CheckCommandTests {
    /// The rows `text` takes on a terminal `width` columns wide.
    static func rows(_ text: String, width: Int = 80) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { Screens.rows($0, width: width) }.reduce(0, +)
    }

    /// `check` on an exercise not yet started says a line printed again and again once, with
    /// how many probes share it, and fits an 80×24 terminal with the prompt around it.
    @Test(arguments: ["follow-the-finger", "pinch-to-grow"])
    func aRepeatedObservationIsSaidOnce(exercise: String) throws {
        let s = try practising(exercise)
        let report = s.execute("check").output
        #expect(Self.rows(report) <= 22, "\(report)")
        let lines = report.split(separator: "\n").map(String.init)
        for line in lines where line.hasPrefix("✗") {
            let quoted = line.components(separatedBy: "“").dropFirst().map { $0.components(separatedBy: "”")[0] }
            // The visible probe's claim quotes what it wants once; what it saw, each line once.
            #expect(Set(quoted).count >= quoted.count - 1, "\(line)")
        }
        let hidden = try #require(lines.first { $0.contains("hidden probes fail") })
        #expect(hidden.contains(" probes)"), "\(hidden)")
        #expect(report.components(separatedBy: "(UIKit: unrecognized selector)").count - 1 <= 7, "\(report)")
    }

    /// The same in Chinese: shared lines said once, with how many probes share them.
    @Test func aRepeatedObservationIsSaidOnceInChinese() throws {
        let s = try practising("pinch-to-grow")
        s.style.language = .chinese
        let hidden = try #require(s.execute("check").output.split(separator: "\n").first { $0.contains("个隐藏检查项") })
        #expect(hidden.contains("个检查项）"), "\(hidden)")
        #expect(hidden.components(separatedBy: "“Resize: began").count == 2, "\(hidden)")
    }

    /// A hidden probe that moves or adds views before its touch is named as such when it fails,
    /// so an answer written for the start's frames knows why it fails; a hidden probe that only
    /// touches adds nothing.
    @Test func aFailingHiddenProbeThatChangesTheSceneSaysSo() {
        let moved = Exercise.Probe(point: .zero, expectation: .prints("trash (20, 13)"), hidden: true, commands: ["set Toolbar frame=0,500,375,167", "touch down 1 100 200"])
        let touched = Exercise.Probe(point: .zero, expectation: .prints("trash (20, 13)"), hidden: true, commands: ["touch down 1 100 200", "wait 0.5", "touch move 1 310 610"])
        #expect(moved.changesScene && !touched.changesScene)
        let failing = { (probe: Exercise.Probe) in [Grader.Outcome(probe: probe, passed: false, .printed(["trash (10, -77)"]))] }
        #expect(CheckCommand.report(failing(moved)).text.contains("(some of them change the scene first: the answer must hold however it changes)"))
        #expect(!CheckCommand.report(failing(touched)).text.contains("change the scene first"))
        #expect(CheckCommand.report(failing(moved), wording: ChineseWords(script: .chinese)).text.contains("场景怎么变，答案都要成立"))
    }

    /// Within one probe, a line printed several times in a row is quoted once with its count.
    @Test func aLinePrintedAgainAndAgainIsQuotedOnceWithItsCount() {
        let probe = Exercise.Probe(point: Point(x: 1, y: 1), expectation: .prints("Open: ended"), hidden: false)
        let outcome = Grader.Outcome(probe: probe, passed: false, .printed(["a", "b", "b", "b", "c", "b"]))
        #expect(EnglishWords().observation(outcome) == "it printed “a”, “b” ×3, “c”, “b”")
        #expect(ChineseWords(script: .chinese).observation(outcome) == "打印了“a”、“b” ×3、“c”、“b”")
    }

    @Test func oneFailingProbeFails() {
        #expect(EnglishWords().notYet(1, of: 12) == "Not yet: 1 of 12 probes fails. `hint` helps.")
        #expect(EnglishWords().notYet(2, of: 12) == "Not yet: 2 of 12 probes fail. `hint` helps.")
    }

    /// `solution` on an exercise already solved does not say it will stop counting as solved,
    /// and showing it leaves it solved.
    @Test func theSolutionOfASolvedExerciseAsksWithoutTheWarning() throws {
        let s = try practising("grey-to-green")
        let before = s.execute("solution").output
        #expect(before.contains("will not count as solved"))
        let exercise = try #require(try s.practice?.catalog?.exercise(named: "grey-to-green"))
        _ = s.runScript(exercise.solution)
        #expect(s.execute("check").output.hasSuffix("Solved: every probe passes, the hidden ones included."))
        let after = s.execute("solution").output
        #expect(!after.contains("will not count as solved"), "\(after)")
        #expect(after.contains("`solution yes`"))
        s.style.language = .chinese
        #expect(!s.execute("solution").output.contains("不再算作你独立解出"))
        _ = s.execute("solution yes")
        #expect(s.practice!.progress.solved.contains("grey-to-green"))
        #expect(!s.practice!.progress.solvedWithSolution.contains("grey-to-green"))
    }
}

extension CheckCommandTests {
    /// Probes run on copies of the scene, so `why` after `check` finds no touch in it: it names
    /// the first failing visible probe's touch to type. A new exercise forgets it.
    @Test func whyAfterCheckSuggestsTheFailingProbe() throws {
        let s = try practising("the-picture-steals-the-tap")
        _ = s.execute("check")
        let why = try #require(s.execute("why Button_1").error)
        #expect(why.contains("`check` ran its probes on copies") && why.contains("`tap 157 300`") && why.contains("`why Button_1`"), "\(why)")
        _ = s.execute("tap 157 300")
        #expect(s.execute("why Button_1").error == nil)
        _ = s.execute("exercise tap-the-whole-row")
        #expect(s.execute("why Text_1").error?.hasPrefix("no touch yet: `tap X Y` first") == true)
    }
}
