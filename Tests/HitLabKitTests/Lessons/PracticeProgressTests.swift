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

/// Issue 13 and 15 at the prompt: hints capped, a pass after the solution not counted as the
/// learner's, saved work that no longer runs kept aside, the store's notes shown once.
@Suite struct PracticeProgressTests {
    func practising(_ folder: String? = nil) throws -> Session {
        let s = Session(startScript: SampleScenes.colouredViewsScript)
        Practice.install(in: s, catalog: try Catalog(folder: ExerciseTests.lessons), progress: ProgressStore(folder: folder))
        return s
    }

    @Test func fiveHintsOnAnExerciseWithTwoRecordTwo() throws {
        let s = try practising()
        _ = s.execute("exercise skip-a-level")
        for _ in 0..<5 { _ = s.execute("hint") }
        #expect(s.practice!.progress.hints["skip-a-level"] == 2)
        #expect(s.execute("progress").output.contains("skip-a-level: 2 hints"))
    }

    @Test func aPassAfterTheSolutionIsSolvedWithTheSolutionShown() throws {
        let s = try practising()
        _ = s.execute("exercise grey-to-green")
        _ = s.execute("solution yes")
        _ = s.execute("override GreenView.pointInside {\nlet inRed = RedView.point(inside: convert(point, to: RedView), with: event)\nreturn super.point(inside: point, with: event) || !inRed\n}")
        #expect(s.execute("check").output.hasSuffix("(the solution was shown first, so it counts as solved with the solution shown)"))
        #expect(!s.practice!.progress.solved.contains("grey-to-green"))
        #expect(s.execute("progress").output.contains("grey-to-green: solved with the solution shown, solution seen"))
    }

    @Test func savedWorkThatNoLongerRunsIsKeptAsideAndSaid() throws {
        let folder = TestFolder.path("practice")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/work", withIntermediateDirectories: true)
        try "set GreenView alpha=0.5\nthis is not a command\n".write(toFile: folder + "/work/grey-to-green.hitlab", atomically: true, encoding: .utf8)
        let s = try practising(folder)
        let reply = s.execute("exercise grey-to-green")
        #expect(reply.output.contains("(your saved work on grey-to-green could not be used (exercise grey-to-green submission: line 2: unknown command 'this'"))
        _ = s.execute("set GreenView alpha=0.9")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/work").sorted()
        #expect(files.count == 2)
        #expect(files.contains { $0.hasPrefix("grey-to-green.hitlab.corrupt-") })
    }
}
