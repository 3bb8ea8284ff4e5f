import Testing
@testable import HitLabModel
@testable import HitLabScript
@testable import HitLabDelivery
@testable import HitLabDebugger
@testable import HitLabInterchange
@testable import HitLabConsole
@testable import HitLabLessons
import HitLabKit

/// `lesson N` plays a lesson inside the REPL: a page per Enter, with a counter.
@Suite struct LessonPlayCommandTests {
    func session() throws -> Session {
        let s = Session()
        Practice.install(in: s, catalog: try Catalog(folder: repositoryRoot.appendingPathComponent("lessons").path))
        return s
    }

    @Test func aLessonPlaysAPageAtATimeAndAnEmptyLineShowsTheNext() throws {
        let s = try session()
        // The counter counts the whole lesson's screens: a page, and a question's answer.
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("lessons/002-responders-and-the-chain.md"), encoding: .utf8)
        let total = Player(lesson: LessonDocument(markdown: text), session: Session()).screenCount
        let first = s.execute("lesson 2")
        #expect(first.output.hasPrefix("Lesson 2: Responders, the fittest view, and the chain (Enter: next page"))
        #expect(first.output.hasSuffix("\n── 1/\(total)"), "\(first.output)")
        #expect(s.emptyLineCommand == "lesson")
        let second = s.execute("lesson")
        #expect(second.output.contains("\n── 2/\(total)"))
        // A command between pages runs on the lesson's scene, and an empty line still turns the page.
        #expect(s.execute("tree").output.contains("Alert"))
        #expect(s.emptyLineCommand == "lesson")
        #expect(s.execute("lesson back").output.hasSuffix("── 1/\(total)"))
        #expect(s.execute("lesson 9").error == "there is no lesson 9: lessons are numbered 0, 1, 2, 3, 4, 5, 6, 7, 8")
    }

    @Test func theLastPageSaysItIsTheEndAndAnEmptyLineThenDoesNothing() throws {
        let s = try session()
        var reply = s.execute("lesson 1")
        var pages = 1
        while s.emptyLineCommand == "lesson", pages < 500 {
            reply = s.execute("lesson")
            pages += 1
        }
        #expect(reply.output.hasSuffix(LessonPlayCommand.theEnd))
        #expect(reply.output.contains("── \(pages)/\(pages)"))
        #expect(s.emptyLineCommand == nil)
        #expect(s.execute("lesson").output == LessonPlayCommand.theEnd)
    }

    @Test func withoutALessonPlayingItSaysHowToStartOne() throws {
        #expect(try session().execute("lesson").error == "no lesson is playing: `lesson N` plays lesson N (`exercise` lists them)")
        #expect(try session().execute("lesson back").error == "no lesson is playing: `lesson N` plays lesson N (`exercise` lists them)")
    }

    @Test func theExerciseListAndAnUnknownExerciseNameTheREPLsOwnWay() throws {
        let s = try session()
        #expect(s.execute("exercise").output.hasSuffix("\n" + ExerciseCommand.listFooter))
        #expect(s.execute("exercise nosuch").error?.hasSuffix("`exercise` lists them (`hitlab lessons` in the shell)") == true)
    }
}
