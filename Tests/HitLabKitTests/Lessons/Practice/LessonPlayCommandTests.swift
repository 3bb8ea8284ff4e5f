import Testing
@testable import HitLabKit

/// `lesson N` plays a lesson inside the REPL: a page per Enter, with a counter.
@Suite struct LessonPlayCommandTests {
    func session() throws -> Session {
        let s = Session()
        Practice.install(in: s, catalog: try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path))
        return s
    }

    @Test func aLessonPlaysAPageAtATimeAndAnEmptyLineShowsTheNext() throws {
        let s = try session()
        let first = s.execute("lesson 2")
        #expect(first.output.hasPrefix("Lesson 2: Responders, the fittest view, and the chain (Enter: next page"))
        #expect(first.output.hasSuffix("\n── 1/82"))
        #expect(first.emptyLineRuns == "lesson")
        let second = s.execute("lesson")
        #expect(second.output.hasSuffix("── 2/82"))
        #expect(second.emptyLineRuns == "lesson")
        // A command between pages runs on the lesson's scene.
        #expect(s.execute("tree").output.contains("White"))
        #expect(s.execute("lesson back").output.hasSuffix("── 1/82"))
        #expect(s.execute("lesson 9").error == "there is no lesson 9: lessons are numbered 0, 1, 2, 3, 4")
    }

    @Test func withoutALessonPlayingItSaysHowToStartOne() throws {
        #expect(try session().execute("lesson").error == "no lesson is playing: `lesson N` plays lesson N (`exercise` lists them)")
        #expect(try session().execute("lesson back").error == "no lesson is playing: `lesson N` plays lesson N (`exercise` lists them)")
    }

    @Test func theExerciseListAndAnUnknownExerciseNameTheREPLsOwnWay() throws {
        let s = try session()
        #expect(s.execute("exercise").output.hasSuffix("`lesson N` plays lesson N a page at a time (in the shell, `hitlab lesson N`)."))
        #expect(s.execute("exercise nosuch").error?.hasSuffix("`exercise` lists them (`hitlab lessons` in the shell)") == true)
    }
}
